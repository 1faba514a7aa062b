import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { CtaBand, PageHero } from "../components/blocks";
import { LinkCard } from "../components/cards";
import { EnquiryForm } from "../components/EnquiryForm";
import { Seo } from "../components/Seo";
import { Container, Grid, Lead, Section, SectionHeader } from "../components/ui";
import { must } from "../lib/must";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>): React.JSX.Element {
  const home = must(data.homeJson, "data/home.json");
  const [first] = home.slides;
  return (
    <>
      <PageHero heading={first.title} intro={first.description} />
      <Section id="services">
        <Container>
          <SectionHeader>
            <h2>{home.services.heading}</h2>
            <Lead>{home.services.intro}</Lead>
          </SectionHeader>
          <Grid>
            {data.allServicesJson.nodes.map((service) => (
              <li key={service.slug}>
                <LinkCard title={service.title} description={service.cardDescription} to={`/services/${service.slug}`} linkLabel={home.services.linkLabel} />
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
      <CtaBand heading={home.banner.heading} text={home.banner.text} label={home.banner.label} to="#contact" />
      <Section id="contact" tone="tint">
        <Container css={{ maxWidth: 860 }}>
          <h2>{home.contact.heading}</h2>
          <Lead>{home.contact.intro}</Lead>
          <EnquiryForm kind="quote" />
        </Container>
      </Section>
    </>
  );
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location }) => (
  <Seo {...must(data.homeJson, "data/home.json").seo} pathname={location.pathname} />
);

export const query = graphql`
  query HomePage {
    homeJson {
      seo {
        ...SeoData
      }
      slides {
        title
        description
      }
      banner {
        heading
        text
        label
      }
      services {
        heading
        intro
        linkLabel
      }
      contact {
        heading
        intro
      }
    }
    allServicesJson {
      nodes {
        slug
        title
        cardDescription
      }
    }
  }
`;
