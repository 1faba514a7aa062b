import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { CardSection, CtaBand, PageHero } from "../components/blocks";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { Seo } from "../components/Seo";
import { Container, Lead, Section } from "../components/ui";
import { StaticPart } from "../components/StaticPart";
import { must } from "../lib/must";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>): React.JSX.Element {
  const page = must(data.aboutJson, "data/about.json");
  return (
    <>
      <PageHero heading={page.hero.heading} intro={page.hero.intro} before={<Breadcrumbs route={data.pageRoute} />} />
      <Section>
        <Container as={StaticPart} css={{ maxWidth: 860 }}>
          <h2>{page.story.heading}</h2>
          {page.story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Container>
      </Section>
      <Section tone="tint">
        <Container as={StaticPart} css={{ maxWidth: 860 }}>
          <h2>{page.mission.heading}</h2>
          <Lead>{page.mission.text}</Lead>
        </Container>
      </Section>
      <CardSection heading={page.values.heading} intro={page.values.intro} cards={page.values.cards} />
      <CtaBand {...page.cta} to={must(data.navigationJson, "data/navigation.json").enquiry.to} />
    </>
  );
}

export const Head: HeadFC<Queries.AboutPageQuery> = ({ data, location }) => (
  <Seo {...must(data.aboutJson, "data/about.json").seo} pathname={location.pathname} structuredData={data.pageRoute?.structuredData} />
);

export const query = graphql`
  query AboutPage($path: String!) {
    pageRoute(path: $path) {
      ...PageRouteData
    }
    navigationJson {
      enquiry {
        to
      }
    }
    aboutJson {
      seo {
        ...SeoData
      }
      hero {
        heading
        intro
      }
      story {
        heading
        paragraphs
      }
      mission {
        heading
        text
      }
      values {
        heading
        intro
        cards {
          ...CardData
        }
      }
      cta {
        ...CtaData
      }
    }
  }
`;
