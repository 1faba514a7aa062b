import styled from "@emotion/styled";
import React from "react";
import { useSiteData } from "../hooks/useSiteData";
import { colors, radius, space } from "../theme/tokens";
import { Link } from "./Link";

const Box = styled.div`
  border: 2px dashed ${colors.mist};
  border-radius: ${radius};
  padding: ${space(3)};
  background: ${colors.paper};
  color: ${colors.ink};
`;

/**
 * Where the quote and reseller forms mount. Until a form provider is
 * configured it offers the direct ways to reach the business.
 */
export function EnquiryForm({ kind }: { kind: "quote" | "reseller" }): React.JSX.Element | null {
  const { siteJson, uiJson } = useSiteData();
  if (!siteJson || !uiJson) return null;
  return (
    <Box data-form={kind}>
      <p>{uiJson.contactFormPlaceholder}</p>
      <p css={{ marginBottom: 0 }}>
        <Link to={`tel:${siteJson.phoneE164}`}>{siteJson.phone}</Link>
        {" · "}
        <Link to={`mailto:${siteJson.email}`}>{siteJson.email}</Link>
      </p>
    </Box>
  );
}
