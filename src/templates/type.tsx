import styled from "@emotion/styled";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { BackLink, CardSection, CtaBand, PageHero } from "../components/blocks";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { Picture } from "../components/Picture";
import { Seo } from "../components/Seo";
import { ButtonLink, ButtonRow, Container, Section } from "../components/ui";
import { StaticPart } from "../components/StaticPart";
import { must } from "../lib/must";
import { colors, mq, radius, space } from "../theme/tokens";

const Columns = styled.div`
  display: grid;
  gap: ${space(5)};
  ${mq.md} {
    grid-template-columns: 1.2fr 1fr;
    align-items: start;
  }
  .image {
    border-radius: ${radius};
    overflow: hidden;
  }
`;

const Features = styled.ul`
  padding-left: 1.2em;
  li {
    margin-bottom: ${space(1)};
  }
  li::marker {
    color: ${colors.amberDark};
  }
`;

const Tags = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
  li {
    padding: 6px 14px;
    border-radius: 999px;
    background: ${colors.cream};
    border: 1px solid ${colors.line};
    font-weight: 600;
    font-size: 0.9375rem;
  }
`;

export default function TypeTemplate({ data }: PageProps<Queries.TypePageQuery>): React.JSX.Element {
  const type = must(data.typesJson, "type entry");
  const ui = must(data.uiJson, "data/ui.json").type;
  const route = must(data.pageRoute, "the page's route");
  const enquiry = must(data.navigationJson, "data/navigation.json").enquiry.to;
  const image = type.image?.childImageSharp?.gatsbyImageData;
  return (
    <>
      <PageHero
        heading={type.heading}
        intro={type.intro}
        before={
          <>
            <Breadcrumbs route={route} />
            <BackLink to={route.trail[route.trail.length - 2].path} label={ui.back} />
          </>
        }
      />
      <Section>
        <Container as={StaticPart}>
          <Columns>
            <div>
              <h2>{type.whatIs.heading}</h2>
              {type.whatIs.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <h2>{type.keyFeaturesHeading}</h2>
              <Features>
                {type.keyFeatures.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </Features>
              <h2>{type.applications.heading}</h2>
              <Tags>
                {type.applications.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </Tags>
              <ButtonRow>
                <ButtonLink to={enquiry} variant="secondary">
                  {ui.quote}
                </ButtonLink>
              </ButtonRow>
            </div>
            {image ? <Picture className="image" image={image} alt={type.imageAlt} loading="eager" /> : null}
          </Columns>
        </Container>
      </Section>
      {type.repairServices ? (
        <CardSection heading={type.repairServices.heading} intro={type.repairServices.intro} cards={type.repairServices.cards} tone="tint" />
      ) : null}
      <CardSection heading={type.highlightsHeading} cards={type.highlights} tone={type.repairServices ? "light" : "tint"} />
      <CtaBand heading={type.name} text={type.cardDescription} label={ui.quote} to={enquiry} />
    </>
  );
}

export const Head: HeadFC<Queries.TypePageQuery> = ({ data, location }) => (
  <Seo {...must(data.typesJson, "type entry").seo} pathname={location.pathname} structuredData={data.pageRoute?.structuredData} />
);

export const query = graphql`
  query TypePage($slug: String!, $path: String!) {
    pageRoute(path: $path) {
      ...PageRouteData
    }
    navigationJson {
      enquiry {
        to
      }
    }
    typesJson(slug: { eq: $slug }) {
      slug
      name
      cardDescription
      heading
      intro
      whatIs {
        heading
        paragraphs
      }
      keyFeaturesHeading
      keyFeatures
      applications {
        heading
        tags
      }
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 600, aspectRatio: 1.3333, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
        }
      }
      highlightsHeading
      highlights {
        ...CardData
      }
      repairServices {
        heading
        intro
        cards {
          ...CardData
        }
      }
      seo {
        ...SeoData
      }
    }
    uiJson {
      type {
        back
        quote
      }
    }
  }
`;
