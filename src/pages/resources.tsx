import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { CtaBand, PageHero } from "../components/blocks";
import { Seo } from "../components/Seo";
import { Card, Container, Grid, Section, SectionHeader } from "../components/ui";
import { must } from "../lib/must";

export default function ResourcesPage({ data }: PageProps<Queries.ResourcesPageQuery>): React.JSX.Element {
  const page = must(data.resourcesPageJson, "data/resources-page.json");
  return (
    <>
      <PageHero heading={page.hero.heading} intro={page.hero.intro} />
      <Section>
        <Container>
          <SectionHeader>
            <h2>{page.guidesHeading}</h2>
          </SectionHeader>
          <Grid>
            {data.allGuidesJson.nodes.map((guide) => (
              <li key={guide.slug}>
                <Card>
                  <h3>{guide.title}</h3>
                  <p>{guide.description}</p>
                  <a href={`/guides/${guide.file}`} download>
                    {page.downloadLabel} {guide.title}
                  </a>
                </Card>
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
      <CtaBand {...page.cta} />
    </>
  );
}

export const Head: HeadFC<Queries.ResourcesPageQuery> = ({ data, location }) => (
  <Seo {...must(data.resourcesPageJson, "data/resources-page.json").seo} pathname={location.pathname} />
);

export const query = graphql`
  query ResourcesPage {
    resourcesPageJson {
      seo {
        ...SeoData
      }
      hero {
        heading
        intro
      }
      guidesHeading
      downloadLabel
      emptyText
      cta {
        ...CtaData
      }
    }
    allGuidesJson {
      nodes {
        slug
        file
        title
        description
        icon
      }
    }
  }
`;
