import type { HeadFC } from "gatsby";
import React from "react";
import { PageHero } from "../../components/blocks";
import { Seo } from "../../components/Seo";

export default function CookieManagerPage(): React.JSX.Element {
  return <PageHero heading="Cookie Manager" />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Cookie Manager" description="Staff page for the cookie banner: its message, category descriptions and how long a visitor's choice lasts." pathname={location.pathname} noindex />
);
