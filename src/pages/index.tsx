import styled from "@emotion/styled";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { CardGrid, CtaBand } from "../components/blocks";
import { LinkCard } from "../components/cards";
import { EnquiryForm } from "../components/EnquiryForm";
import { HeroCarousel } from "../components/home/HeroCarousel";
import { IntroVideoSection } from "../components/home/IntroVideoSection";
import { Seo } from "../components/Seo";
import { StaticPart } from "../components/StaticPart";
import { Container, Lead, Section, SectionHeader } from "../components/ui";
import { must } from "../lib/must";
import { colors, mq, radius, space } from "../theme/tokens";

/** Card rows whose last, shorter row is centred (13 sectors and 7 services do not fill a grid). */
const CardRows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(3)};
  > li {
    flex: 0 1 100%;
    ${mq.sm} {
      flex-basis: calc((100% - ${space(3)}) / 2);
    }
    ${mq.md} {
      flex-basis: calc((100% - 2 * ${space(3)}) / 3);
    }
    ${mq.lg} {
      flex-basis: calc((100% - 3 * ${space(3)}) / 4);
    }
  }
`;

const Quote = styled.figure`
  margin: ${space(5)} 0 0;
  padding: ${space(3)};
  ${mq.md} {
    padding: ${space(4)};
  }
  border-left: 6px solid ${colors.amber};
  border-radius: ${radius};
  background: ${colors.paper};
  box-shadow: 0 1px 2px rgba(11, 37, 69, 0.06);
  blockquote {
    margin: 0;
    font-size: 1.125rem;
    ${mq.md} {
      font-size: 1.25rem;
    }
    font-style: italic;
    color: ${colors.navy};
    max-width: 70ch;
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    margin-top: ${space(2)};
    font-weight: 700;
    color: ${colors.muted};
  }
`;

function CardsHeader({ heading, intro }: { heading: string; intro: string }): React.JSX.Element {
  return (
    <SectionHeader>
      <h2>{heading}</h2>
      <Lead>{intro}</Lead>
    </SectionHeader>
  );
}

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>): React.JSX.Element {
  const home = must(data.homeJson, "data/home.json");
  // Editors choose the sectors (showOnHome) and their order in each sector's file.
  const sectors = data.allSectorsJson.nodes;
  return (
    <>
      <HeroCarousel
        labels={home.carousel}
        slides={home.slides.map((slide) => ({ ...slide, image: slide.image.childImageSharp?.gatsbyImageData }))}
      />
      <IntroVideoSection
        heading={home.video.heading}
        intro={home.video.intro}
        membershipsHeading={home.video.membershipsHeading}
        memberships={home.video.memberships.map((membership) => ({
          ...membership,
          image: membership.image.childImageSharp?.gatsbyImageData,
        }))}
        fallback={home.video.fallback}
      />
      <CtaBand heading={home.banner.heading} text={home.banner.text} label={home.banner.label} to="#contact" />
      <Section id="sectors" tone="tint">
        <Container as={StaticPart}>
          <CardsHeader heading={home.sectors.heading} intro={home.sectors.intro} />
          <CardRows>
            {sectors.map((sector) => (
              <li key={sector.slug}>
                <LinkCard
                  title={sector.name}
                  description={sector.cardDescription}
                  to={sector.path}
                  linkLabel={home.sectors.linkLabel}
                  image={sector.image.childImageSharp?.gatsbyImageData}
                  imageAlt={sector.imageAlt}
                />
              </li>
            ))}
          </CardRows>
        </Container>
      </Section>
      <Section id="services">
        <Container as={StaticPart}>
          <CardsHeader heading={home.services.heading} intro={home.services.intro} />
          <CardRows>
            {data.allServicesJson.nodes.map((service) => (
              <li key={service.slug}>
                <LinkCard
                  title={service.title}
                  description={service.cardDescription}
                  to={service.path}
                  linkLabel={home.services.linkLabel}
                  image={service.image.childImageSharp?.gatsbyImageData}
                  imageAlt={service.imageAlt}
                />
              </li>
            ))}
          </CardRows>
        </Container>
      </Section>
      <Section id="why-us" tone="tint">
        <Container as={StaticPart}>
          <CardsHeader heading={home.trust.heading} intro={home.trust.intro} />
          <CardGrid cards={home.trust.benefits} />
          {home.trust.testimonial ? (
            <Quote>
              <blockquote>
                <p>{home.trust.testimonial.quote}</p>
              </blockquote>
              <figcaption>{home.trust.testimonial.attribution}</figcaption>
            </Quote>
          ) : null}
        </Container>
      </Section>
      <Section id="contact">
        <Container css={{ maxWidth: 860 }}>
          <h2>{home.contact.heading}</h2>
          <Lead>{home.contact.intro}</Lead>
          <EnquiryForm kind="quote" />
        </Container>
      </Section>
    </>
  );
}

// The business, the site and the page, as structured data built with the page (src/node/pageRoutes.ts).
export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location }) => (
  <Seo {...must(data.homeJson, "data/home.json").seo} pathname={location.pathname} structuredData={data.pageRoute?.structuredData} />
);

export const query = graphql`
  query HomePage($path: String!) {
    pageRoute(path: $path) {
      ...PageRouteData
    }
    homeJson {
      seo {
        ...SeoData
      }
      carousel {
        label
        previous
        next
        pause
        play
        goTo
        slideLabel
      }
      slides {
        title
        description
        imageAlt
        badges
        primary {
          label
          action
        }
        secondary {
          label
          action
        }
        image {
          childImageSharp {
            gatsbyImageData(
              layout: FULL_WIDTH
              breakpoints: [480, 768, 1080, 1366, 1920]
              quality: 70
              placeholder: DOMINANT_COLOR
              formats: [AUTO, WEBP]
            )
          }
        }
      }
      video {
        heading
        intro
        membershipsHeading
        fallback
        memberships {
          name
          imageAlt
          image {
            childImageSharp {
              gatsbyImageData(width: 120, placeholder: NONE, formats: [AUTO, WEBP])
            }
          }
        }
      }
      banner {
        heading
        text
        label
      }
      sectors {
        heading
        intro
        linkLabel
      }
      services {
        heading
        intro
        linkLabel
      }
      trust {
        heading
        intro
        benefits {
          ...CardData
        }
        testimonial {
          quote
          attribution
        }
      }
      contact {
        heading
        intro
      }
    }
    allSectorsJson(filter: { showOnHome: { eq: true } }, sort: { order: ASC }) {
      nodes {
        slug
        path
        name
        cardDescription
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 640, aspectRatio: 1.7778, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
          }
        }
      }
    }
    allServicesJson(sort: { order: ASC }) {
      nodes {
        slug
        path
        title
        cardDescription
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
