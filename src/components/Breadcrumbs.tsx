import styled from "@emotion/styled";
import React from "react";
import { useSiteData } from "../hooks/useSiteData";
import { space } from "../theme/tokens";
import { Link } from "./Link";

/** One step of a trail, as a page's query gives it (`pageRoute(path: $path) { trail { name path } }`). */
export interface TrailStep {
  readonly name: string;
  readonly path: string;
}

// Small and light on the dark heroes it opens. The separators are drawn (a rotated corner), not written, so a
// screen reader reads only the names, as in the WAI-ARIA breadcrumb pattern.
const Trail = styled.nav`
  margin-bottom: ${space(2)};
  font-size: 0.875rem;
  line-height: 1.25;
  color: #e4ebf3;
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
  }
  li {
    display: inline-flex;
    align-items: center;
  }
  li + li::before {
    content: "";
    width: 0.4em;
    height: 0.4em;
    margin: 0 0.7em 0 0.5em;
    border-top: 1.5px solid currentColor;
    border-right: 1.5px solid currentColor;
    transform: rotate(45deg);
    opacity: 0.75;
  }
  a {
    /* At least 24 px tall, so the links keep WCAG's minimum target size when the trail wraps. */
    display: inline-block;
    padding: 4px 0;
    color: inherit;
    text-underline-offset: 0.2em;
  }
  a[aria-current="page"] {
    font-weight: 700;
    text-decoration: none;
  }
`;

/** The page's place in the site, from the home page to the page itself; nothing on the home page. */
export function Breadcrumbs({ trail }: { trail: readonly TrailStep[] }): React.JSX.Element | null {
  const label = useSiteData().navigationJson?.breadcrumb.label;
  if (trail.length < 2) return null;
  return (
    <Trail aria-label={label}>
      <ol>
        {trail.map((step, index) => (
          <li key={step.path}>
            <Link to={step.path} aria-current={index === trail.length - 1 ? "page" : undefined}>
              {step.name}
            </Link>
          </li>
        ))}
      </ol>
    </Trail>
  );
}
