import React from "react";

/**
 * What the site's components import from "gatsby", for the CMS's own bundle
 * (src/node/cms/build.ts points "gatsby" here). The preview has no Gatsby
 * router or query results: links are plain links (the frame opens them in a
 * new tab) and page data comes from the entry being edited.
 */

/** Props of Gatsby's Link that are not attributes of an <a>. */
const routerProps = new Set(["activeClassName", "activeStyle", "partiallyActive", "replace", "state", "getProps"]);

export function Link({ to, children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }): React.JSX.Element {
  const attributes = Object.fromEntries(Object.entries(rest).filter(([name]) => !routerProps.has(name)));
  return (
    <a href={to} {...attributes}>
      {children}
    </a>
  );
}

export const withPrefix = (path: string): string => path;

export function navigate(to: string): void {
  window.open(to, "_blank", "noopener");
}

/** Babel replaces every graphql`` tag at build; nothing calls this. */
export function graphql(): string {
  return "";
}

export function useStaticQuery(): never {
  throw new Error("A component that reads a static query cannot be drawn in the CMS preview: give src/cms/standIns.tsx a stand-in for it.");
}
