import React from "react";
import { useSiteData } from "../hooks/useSiteData";
import { Link } from "./Link";

/** The business phone number as a tel: link that never breaks across lines. */
export function PhoneLink(props: React.AnchorHTMLAttributes<HTMLAnchorElement>): React.JSX.Element | null {
  const { siteJson } = useSiteData();
  if (!siteJson) return null;
  return (
    <Link to={`tel:${siteJson.phoneE164}`} {...props}>
      {siteJson.phone.replace(/ /g, "\u00a0")}
    </Link>
  );
}
