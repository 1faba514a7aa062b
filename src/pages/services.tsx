import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { CardSection, CtaBand, PageHero } from "../components/blocks";
import { LinkCard } from "../components/cards";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { Seo } from "../components/Seo";
import { Container, Grid, Section } from "../components/ui";
import { StaticPart } from "../components/StaticPart";
import { must } from "../lib/must";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>): React.JSX.Element {
  const page = must(data.servicesPageJson, "data/services-page.json");
  return (
    <>
      <PageHero heading={page.hero.heading} intro={page.hero.intro} before={<Breadcrumbs route={data.pageRoute} />} />
      <Section>
        <Container as={StaticPart}>
          <Grid $min={300}>
            {data.allServicesJson.nodes.map((service) => (
              <li key={service.slug}>
                <LinkCard
                  title={service.title}
                  description={service.cardDescription}
                  list={service.features}
                  to={service.path}
                  linkLabel={page.cardLinkLabel}
                  image={service.image?.childImageSharp?.gatsbyImageData}
                  imageAlt={service.imageAlt}
                  headingLevel="h2"
                />
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
      <CardSection heading={page.whyChoose.heading} intro={page.whyChoose.intro} cards={page.whyChoose.cards} tone="tint" />
      <CtaBand {...page.cta} to={must(data.navigationJson, "data/navigation.json").enquiry.to} />
    </>
  );
}

export const Head: HeadFC<Queries.ServicesPageQuery> = ({ data, location }) => (
  <Seo {...must(data.servicesPageJson, "data/services-page.json").seo} pathname={location.pathname} structuredData={data.pageRoute?.structuredData} />
);

export const query = graphql`
  query ServicesPage($path: String!) {
    pageRoute(path: $path) {
      ...PageRouteData
    }
    navigationJson {
      enquiry {
        to
      }
    }
    servicesPageJson {
      seo {
        ...SeoData
      }
      hero {
        heading
        intro
      }
      cardLinkLabel
      whyChoose {
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
    allServicesJson(sort: { order: ASC }) {
      nodes {
        slug
        path
        title
        cardDescription
        features
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 640, aspectRatio: 1.7778, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
          }
        }
      }
    }
  }
`;
