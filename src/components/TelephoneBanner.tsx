import styled from "@emotion/styled";
import React from "react";
import { useSiteData } from "../hooks/useSiteData";
import { colors } from "../theme/tokens";
import { PhoneLink } from "./PhoneLink";
import { Container } from "./ui";

const Banner = styled.div`
  background: ${colors.amber};
  color: ${colors.navyDark};
  font-size: 0.9375rem;
  text-align: center;
  padding: 8px 0;
  a {
    color: ${colors.navyDark};
    font-weight: 800;
  }
`;

/** The notice at the top of every page (data/site.json's telephoneBanner), then the number; none while the notice is removed. */
export function TelephoneBanner(): React.JSX.Element | null {
  const { siteJson } = useSiteData();
  if (!siteJson?.telephoneBanner) return null;
  return (
    <Banner role="note">
      <Container>
        {siteJson.telephoneBanner}
        <PhoneLink />
      </Container>
    </Banner>
  );
}
