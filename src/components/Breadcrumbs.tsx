import styled from "@emotion/styled";
import React from "react";
import { space } from "../theme/tokens";
import { Link } from "./Link";

/** A page's trail as its query gives it (`pageRoute(path: $path) { label trail { name path } }`). */
export interface TrailRoute {
  /** The trail's name for screen readers (data/navigation.json). */
  readonly label: string;
  readonly trail: readonly { readonly name: string; readonly path: string }[];
}

// Small and light, at the top of the dark heroes. The separators are drawn (a turned corner), not written, so a
// screen reader reads only the names, as in the WAI-ARIA breadcrumb pattern. Each link is at least 24 px tall
// (WCAG 2.2's target size) for when the trail wraps. The page's own step is bold, not underlined. Short rules:
// emotion ships this text with the page's JavaScript.
const Trail = styled.nav`
  margin-bottom: ${space(2)};
  font-size: 0.875rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: "";
    display: inline-block;
    width: 0.4em;
    height: 0.4em;
    margin: 0 0.7em 0.1em 0.5em;
    border: solid;
    border-width: 1.5px 1.5px 0 0;
    transform: rotate(45deg);
  }
  a {
    display: inline-block;
    padding: 3px 0;
    color: #e4ebf3;
  }
  [aria-current] {
    font-weight: 700;
    text-decoration: none;
  }
`;

/** The page's place in the site, from the home page to the page itself; nothing on the home page. */
export function Breadcrumbs({ route }: { route: TrailRoute | null | undefined }): React.JSX.Element | null {
  if (!route || route.trail.length < 2) return null;
  const { trail } = route;
  return (
    <Trail aria-label={route.label}>
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
