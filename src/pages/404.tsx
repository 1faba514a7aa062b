import { graphql, type HeadFC, type PageProps } from "gatsby";
import React, { useEffect } from "react";
import { PageHero } from "../components/blocks";
import { Seo } from "../components/Seo";
import { ButtonLink } from "../components/ui";
import { must } from "../lib/must";

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>): React.JSX.Element {
  const page = must(data.notFoundJson, "data/not-found.json");
  useEffect(() => {
    // A missing page is worth knowing about, but it is not an application error.
    console.warn(`404: no page at ${location.pathname}`);
  }, [location.pathname]);
  return (
    <PageHero heading={page.heading} intro={page.text} before={<p css={{ fontSize: "4rem", fontWeight: 800, margin: 0 }}>{page.code}</p>}>
      <ButtonLink to="/">{page.homeLabel}</ButtonLink>
    </PageHero>
  );
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data }) => (
  <Seo {...must(data.notFoundJson, "data/not-found.json").seo} pathname="/404/" noindex />
);

export const query = graphql`
  query NotFoundPage {
    notFoundJson {
      seo {
        ...SeoData
      }
      code
      heading
      text
      homeLabel
    }
  }
`;
