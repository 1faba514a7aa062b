import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { CtaBand, PageHero } from "../components/blocks";
import { LinkCard } from "../components/cards";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { Seo } from "../components/Seo";
import { Container, Grid, Section, SectionHeader } from "../components/ui";
import { StaticPart } from "../components/StaticPart";
import { must } from "../lib/must";

export default function TypesPage({ data }: PageProps<Queries.TypesPageQuery>): React.JSX.Element {
  const page = must(data.typesPageJson, "data/types-page.json");
  const groups = [
    { heading: page.mainHeading, group: "main", tone: "light" as const },
    { heading: page.otherHeading, group: "other", tone: "tint" as const },
  ];
  return (
    <>
      <PageHero heading={page.hero.heading} intro={page.hero.intro} before={<Breadcrumbs route={data.pageRoute} />} />
      {groups.map(({ heading, group, tone }) => (
        <Section key={group} tone={tone}>
          <Container as={StaticPart}>
            <SectionHeader>
              <h2>{heading}</h2>
            </SectionHeader>
            <Grid $min={260}>
              {data.allTypesJson.nodes
                .filter((type) => type.group === group)
                .map((type) => (
                  <li key={type.slug}>
                    <LinkCard
                      title={type.name}
                      description={type.cardDescription}
                      to={type.path}
                      linkLabel={page.linkLabel}
                      image={type.image?.childImageSharp?.gatsbyImageData}
                      imageAlt={type.imageAlt}
                    />
                  </li>
                ))}
            </Grid>
          </Container>
        </Section>
      ))}
      <CtaBand {...page.cta} to={must(data.navigationJson, "data/navigation.json").enquiry.to} />
    </>
  );
}

export const Head: HeadFC<Queries.TypesPageQuery> = ({ data, location }) => (
  <Seo {...must(data.typesPageJson, "data/types-page.json").seo} pathname={location.pathname} structuredData={data.pageRoute?.structuredData} />
);

export const query = graphql`
  query TypesPage($path: String!) {
    pageRoute(path: $path) {
      ...PageRouteData
    }
    navigationJson {
      enquiry {
        to
      }
    }
    typesPageJson {
      seo {
        ...SeoData
      }
      hero {
        heading
        intro
      }
      mainHeading
      otherHeading
      linkLabel
      cta {
        ...CtaData
      }
    }
    allTypesJson(sort: { order: ASC }) {
      nodes {
        slug
        path
        name
        group
        cardDescription
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 480, aspectRatio: 1.3333, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
          }
        }
      }
    }
  }
`;
