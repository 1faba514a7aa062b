import styled from "@emotion/styled";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { BackLink, CardSection, CtaBand, PageHero } from "../components/blocks";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { Picture } from "../components/Picture";
import { Seo } from "../components/Seo";
import { Badge, ButtonLink, ButtonRow, Container, Lead, Section, SectionHeader } from "../components/ui";
import { StaticPart } from "../components/StaticPart";
import { must } from "../lib/must";
import { colors, mq, radius, space } from "../theme/tokens";

const Intro = styled.div`
  display: grid;
  gap: ${space(4)};
  align-items: center;
  ${mq.md} {
    grid-template-columns: 1.1fr 1fr;
  }
  .image {
    border-radius: ${radius};
    overflow: hidden;
  }
`;

const Note = styled.aside`
  border-left: 6px solid ${colors.amber};
  background: ${colors.cream};
  padding: ${space(3)};
  border-radius: 0 ${radius} ${radius} 0;
  max-width: 900px;
  p {
    margin: 0;
  }
`;

const Quote = styled.figure`
  margin: 0;
  max-width: 860px;
  blockquote {
    margin: 0 0 ${space(2)};
    font-size: 1.375rem;
    line-height: 1.5;
    font-weight: 600;
    color: ${colors.navy};
  }
  figcaption {
    color: ${colors.muted};
  }
`;

const Points = styled.ol`
  margin: 0;
  padding-left: 1.4em;
  max-width: 860px;
  li {
    margin-bottom: ${space(1.5)};
    font-size: 1.0625rem;
  }
`;

export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>): React.JSX.Element {
  const service = must(data.servicesJson, "service entry");
  const ui = must(data.uiJson, "data/ui.json").service;
  const route = must(data.pageRoute, "the page's route");
  const enquiry = must(data.navigationJson, "data/navigation.json").enquiry.to;
  const image = service.image?.childImageSharp?.gatsbyImageData;
  return (
    <>
      <PageHero
        heading={service.heading}
        before={
          <>
            <Breadcrumbs route={route} />
            <BackLink to={route.trail[route.trail.length - 2].path} label={ui.back} />
          </>
        }
      >
        <Badge>{service.badge}</Badge>
      </PageHero>
      {/* The hero's intro and picture, set in a band of their own; the sections with headings follow. */}
      <Section as="div">
        <Container as={StaticPart}>
          <Intro>
            <div>
              {service.intro.map((paragraph) => (
                <Lead key={paragraph}>{paragraph}</Lead>
              ))}
              <ButtonRow>
                <ButtonLink to={enquiry} variant="secondary">
                  {ui.quote}
                </ButtonLink>
              </ButtonRow>
            </div>
            {image ? <Picture className="image" image={image} alt={service.imageAlt} loading="eager" /> : null}
          </Intro>
        </Container>
      </Section>
      <CardSection heading={service.whyChoose.heading} intro={service.whyChoose.intro} cards={service.whyChoose.cards} tone="tint" />
      <CardSection heading={service.process.heading} cards={service.process.steps} numbered />
      {service.consultingServices ? (
        <CardSection heading={service.consultingServices.heading} intro={service.consultingServices.intro} cards={service.consultingServices.cards} tone="tint" />
      ) : null}
      {service.audiences ? <CardSection heading={service.audiences.heading} intro={service.audiences.intro} cards={service.audiences.cards} /> : null}
      <CardSection heading={service.benefits.heading} intro={service.benefits.intro} cards={service.benefits.cards} tone="tint" />
      {service.approach ? (
        <Section>
          <Container as={StaticPart}>
            <SectionHeader>
              <h2>{service.approach.heading}</h2>
            </SectionHeader>
            <Points>
              {service.approach.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </Points>
          </Container>
        </Section>
      ) : null}
      {service.testimonial ? (
        <Section as="div" tone="tint">
          <Container as={StaticPart}>
            <Quote>
              <blockquote>
                <p>“{service.testimonial.quote}”</p>
              </blockquote>
              <figcaption>{service.testimonial.attribution}</figcaption>
            </Quote>
          </Container>
        </Section>
      ) : null}
      {/* The note is the section (an aside with its heading); the band around it is only a band. */}
      <Section as="div">
        <Container as={StaticPart}>
          <Note aria-labelledby="compliance-heading">
            <h2 id="compliance-heading" css={{ fontSize: "1.25rem" }}>
              {service.compliance.heading}
            </h2>
            <p>{service.compliance.text}</p>
          </Note>
        </Container>
      </Section>
      <CtaBand {...service.cta} to={enquiry} />
    </>
  );
}

export const Head: HeadFC<Queries.ServicePageQuery> = ({ data, location }) => (
  <Seo {...must(data.servicesJson, "service entry").seo} pathname={location.pathname} structuredData={data.pageRoute?.structuredData} />
);

export const query = graphql`
  query ServicePage($slug: String!, $path: String!) {
    pageRoute(path: $path) {
      ...PageRouteData
    }
    navigationJson {
      enquiry {
        to
      }
    }
    servicesJson(slug: { eq: $slug }) {
      slug
      title
      badge
      heading
      intro
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.7778, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
        }
      }
      whyChoose {
        heading
        intro
        cards {
          ...CardData
        }
      }
      process {
        heading
        steps {
          ...CardData
        }
      }
      benefits {
        heading
        intro
        cards {
          ...CardData
        }
      }
      compliance {
        heading
        text
      }
      consultingServices {
        heading
        intro
        cards {
          ...CardData
        }
      }
      audiences {
        heading
        intro
        cards {
          ...CardData
        }
      }
      testimonial {
        quote
        attribution
      }
      approach {
        heading
        points
      }
      cta {
        ...CtaData
      }
      seo {
        ...SeoData
      }
    }
    uiJson {
      service {
        back
        quote
      }
    }
  }
`;
