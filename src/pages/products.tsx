import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { CardSection, CtaBand, PageHero } from "../components/blocks";
import { LinkCard } from "../components/cards";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { Seo } from "../components/Seo";
import { Container, Grid, Section, SectionHeader } from "../components/ui";
import { StaticPart } from "../components/StaticPart";
import { must } from "../lib/must";

export default function ProductsPage({ data }: PageProps<Queries.ProductsPageQuery>): React.JSX.Element {
  const page = must(data.productsPageJson, "data/products-page.json");
  return (
    <>
      <PageHero heading={page.hero.heading} intro={page.hero.intro} before={<Breadcrumbs route={data.pageRoute} />} />
      <Section>
        <Container as={StaticPart}>
          <SectionHeader>
            <h2>{page.applicationsHeading}</h2>
          </SectionHeader>
          <Grid $min={280}>
            {page.applications.map((application) => (
              <li key={application.slug}>
                <LinkCard
                  title={application.name}
                  description={application.description}
                  list={application.keyProducts}
                  listLabel={page.keyProductsLabel}
                  to={application.href}
                  linkLabel={page.viewProductsLabel}
                  image={application.image?.childImageSharp?.gatsbyImageData}
                  imageAlt={application.imageAlt}
                />
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
      <CardSection heading={page.features.heading} intro={page.features.intro} cards={page.features.cards} tone="tint" />
      <CtaBand {...page.cta} to={must(data.navigationJson, "data/navigation.json").enquiry.to} />
    </>
  );
}

export const Head: HeadFC<Queries.ProductsPageQuery> = ({ data, location }) => (
  <Seo {...must(data.productsPageJson, "data/products-page.json").seo} pathname={location.pathname} structuredData={data.pageRoute?.structuredData} />
);

export const query = graphql`
  query ProductsPage($path: String!) {
    pageRoute(path: $path) {
      ...PageRouteData
    }
    navigationJson {
      enquiry {
        to
      }
    }
    productsPageJson {
      seo {
        ...SeoData
      }
      hero {
        heading
        intro
      }
      applicationsHeading
      keyProductsLabel
      viewProductsLabel
      applications {
        slug
        name
        description
        keyProducts
        href
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 560, aspectRatio: 1.7778, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
          }
        }
      }
      features {
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
