import React from "react";
import { siteData } from "../helpers/siteData";

/** Gatsby without its build: links are real anchors so tests can check targets. */
export const graphql = (): string => "";

export const useStaticQuery = (): Queries.SiteDataQuery => siteData;

export const navigate = jest.fn();

export const prefetchPathname = jest.fn();

/** Like Gatsby's Link: a real anchor whose click is handled by the router (here, `navigate`). */
export const Link = React.forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function Link({ to, onClick, children, ...rest }, ref) {
    return (
      <a
        ref={ref}
        href={to}
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          navigate(to);
        }}
        {...rest}
      >
        {children}
      </a>
    );
  },
);
