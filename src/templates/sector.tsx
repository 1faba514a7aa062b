import styled from "@emotion/styled";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { BackLink, CardSection, CtaBand } from "../components/blocks";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { Picture } from "../components/Picture";
import { Seo } from "../components/Seo";
import { StaticPart } from "../components/StaticPart";
import { ButtonLink, ButtonRow, Container, Lead, Section } from "../components/ui";
import { must } from "../lib/must";
import { colors, mq, space } from "../theme/tokens";

const Hero = styled.div`
  position: relative;
  color: ${colors.paper};
  background: ${colors.navy};
  .hero-text {
    position: relative;
    z-index: 1;
    display: flex;
    align-items: center;
    background: linear-gradient(90deg, rgba(7, 26, 51, 0.94) 0%, rgba(7, 26, 51, 0.86) 55%, rgba(7, 26, 51, 0.55) 100%);
    padding: ${space(5)} 0;
    ${mq.md} {
      padding: ${space(8)} 0;
    }
  }
  h1 {
    color: ${colors.paper};
    margin-bottom: ${space(1)};
  }
  .subtitle {
    font-size: 1.25rem;
    font-weight: 700;
    color: ${colors.amber};
  }
  p {
    max-width: 62ch;
  }
`;

export default function SectorTemplate({ data }: PageProps<Queries.SectorPageQuery>): React.JSX.Element {
  const sector = must(data.sectorsJson, "sector entry");
  const ui = must(data.uiJson, "data/ui.json").sector;
  const route = must(data.pageRoute, "the page's route");
  const enquiry = must(data.navigationJson, "data/navigation.json").enquiry.to;
  const image = sector.image?.childImageSharp?.gatsbyImageData;
  return (
    <>
      <Hero>
        {image ? <Picture image={image} alt={sector.imageAlt} loading="eager" fetchPriority="high" cover objectPosition="75% 50%" /> : null}
        <div className="hero-text">
          <Container as={StaticPart}>
            <Breadcrumbs route={route} />
            <BackLink to={route.trail[route.trail.length - 2].path} label={ui.back} />
            <h1>{sector.title}</h1>
            <p className="subtitle">{sector.subtitle}</p>
            {sector.intro.map((paragraph) => (
              <Lead key={paragraph}>{paragraph}</Lead>
            ))}
            <ButtonRow>
              <ButtonLink to={enquiry}>{ui.quote}</ButtonLink>
            </ButtonRow>
          </Container>
        </div>
      </Hero>
      <CardSection heading={sector.benefitsHeading} cards={sector.benefits} />
      <CardSection heading={sector.whyConsiderHeading} cards={sector.badges} tone="tint" />
      {/* The page's closing words, not a section of their own: a band with no heading. */}
      <Section as="div">
        <Container as={StaticPart} css={{ maxWidth: 860 }}>
          <Lead>{sector.closing}</Lead>
        </Container>
      </Section>
      <CtaBand {...sector.cta} to={enquiry} />
    </>
  );
}

export const Head: HeadFC<Queries.SectorPageQuery> = ({ data, location }) => (
  <Seo {...must(data.sectorsJson, "sector entry").seo} pathname={location.pathname} structuredData={data.pageRoute?.structuredData} />
);

export const query = graphql`
  query SectorPage($slug: String!, $path: String!) {
    pageRoute(path: $path) {
      ...PageRouteData
    }
    navigationJson {
      enquiry {
        to
      }
    }
    sectorsJson(slug: { eq: $slug }) {
      slug
      name
      title
      subtitle
      intro
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 1600, aspectRatio: 1.7778, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP], breakpoints: [480, 750, 1080, 1600])
        }
      }
      benefitsHeading
      benefits {
        ...CardData
      }
      whyConsiderHeading
      badges {
        ...CardData
      }
      closing
      cta {
        ...CtaData
      }
      seo {
        ...SeoData
      }
    }
    uiJson {
      sector {
        back
        quote
      }
    }
  }
`;
