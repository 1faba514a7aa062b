import { Link as GatsbyLink } from "gatsby";
import React from "react";
import { isInternal, withTrailingSlash } from "../lib/paths";

export interface LinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
}

/**
 * The one link of the site: Gatsby's router for internal paths, a plain
 * anchor for on-page anchors, mail/tel and other sites (with rel="noopener").
 */
export function Link({ to, children, ...rest }: LinkProps): React.JSX.Element {
  if (isInternal(to)) {
    return (
      <GatsbyLink to={withTrailingSlash(to)} {...rest}>
        {children}
      </GatsbyLink>
    );
  }
  const external = /^https?:\/\//.test(to);
  return (
    <a href={to} {...(external ? { rel: "noopener noreferrer" } : {})} {...rest}>
      {children}
    </a>
  );
}
