import styled from "@emotion/styled";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { PageHero } from "../components/blocks";
import { EnquiryForm } from "../components/EnquiryForm";
import { Link } from "../components/Link";
import { PhoneLink } from "../components/PhoneLink";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { Seo } from "../components/Seo";
import { Container, Section } from "../components/ui";
import { StaticPart } from "../components/StaticPart";
import { must } from "../lib/must";
import { mq, space } from "../theme/tokens";

const Columns = styled.div`
  display: grid;
  gap: ${space(5)};
  ${mq.md} {
    grid-template-columns: 2fr 1fr;
  }
  dt {
    font-weight: 700;
    margin-top: ${space(2)};
  }
  dd {
    margin: 0;
  }
`;

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>): React.JSX.Element {
  const page = must(data.contactJson, "data/contact.json");
  const site = must(data.siteJson, "data/site.json");
  return (
    <>
      <PageHero heading={page.hero.heading} intro={page.hero.intro} before={<Breadcrumbs route={data.pageRoute} />} />
      {/* A band holding the two sections below. */}
      <Section as="div">
        <Container>
          <Columns>
            <section id="contact" aria-labelledby="contact-form-heading">
              <h2 id="contact-form-heading">{page.formHeading}</h2>
              <EnquiryForm kind="quote" />
            </section>
            <StaticPart element="section" aria-labelledby="contact-details-heading">
              <h2 id="contact-details-heading">{page.detailsHeading}</h2>
              <dl>
                <dt>{page.phoneLabel}</dt>
                <dd>
                  <PhoneLink />
                </dd>
                <dt>{page.emailLabel}</dt>
                <dd>
                  <Link to={`mailto:${site.email}`}>{site.email}</Link>
                </dd>
                <dt>{page.addressLabel}</dt>
                <dd>
                  <address css={{ fontStyle: "normal" }}>
                    {site.address.streetAddress}, {site.address.addressLocality}, {site.address.addressRegion}, {site.address.postalCode}
                  </address>
                </dd>
                <dt>{page.hoursLabel}</dt>
                <dd>{site.openingHours.label}</dd>
              </dl>
            </StaticPart>
          </Columns>
        </Container>
      </Section>
    </>
  );
}

export const Head: HeadFC<Queries.ContactPageQuery> = ({ data, location }) => {
  const { seo } = must(data.contactJson, "data/contact.json");
  const phone = must(data.siteJson, "data/site.json").phone;
  return <Seo {...seo} description={seo.description.replace("{phone}", phone)} pathname={location.pathname} structuredData={data.pageRoute?.structuredData} />;
};

export const query = graphql`
  query ContactPage($path: String!) {
    pageRoute(path: $path) {
      ...PageRouteData
    }
    contactJson {
      seo {
        ...SeoData
      }
      hero {
        heading
        intro
      }
      formHeading
      detailsHeading
      phoneLabel
      emailLabel
      addressLabel
      hoursLabel
    }
    siteJson {
      ...SiteContactData
      openingHours {
        label
      }
    }
  }
`;
