import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { BackLink, CtaBand, PageHero } from "../components/blocks";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { Seo } from "../components/Seo";
import { Container, Section } from "../components/ui";
import { StaticPart } from "../components/StaticPart";
import { must } from "../lib/must";

export default function PrivacyPolicyPage({ data }: PageProps<Queries.PrivacyPolicyPageQuery>): React.JSX.Element {
  const page = must(data.privacyPolicyJson, "data/privacy-policy.json");
  const route = must(data.pageRoute, "the page's route");
  return (
    <>
      <PageHero
        heading={page.heading}
        intro={page.effective}
        before={
          <>
            <Breadcrumbs route={route} />
            <BackLink to={route.trail[route.trail.length - 2].path} label={page.backLabel} />
          </>
        }
      />
      {/* A band holding one section per part of the policy. */}
      <Section as="div">
        <Container as={StaticPart} css={{ maxWidth: 860 }}>
          {page.sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`policy-${index + 1}`}>
              <h2 id={`policy-${index + 1}`}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <p>
            <strong>{page.effective}</strong>
          </p>
        </Container>
      </Section>
      <CtaBand {...page.cta} to={must(data.navigationJson, "data/navigation.json").enquiry.to} />
    </>
  );
}

export const Head: HeadFC<Queries.PrivacyPolicyPageQuery> = ({ data, location }) => (
  <Seo {...must(data.privacyPolicyJson, "data/privacy-policy.json").seo} pathname={location.pathname} structuredData={data.pageRoute?.structuredData} />
);

export const query = graphql`
  query PrivacyPolicyPage($path: String!) {
    pageRoute(path: $path) {
      ...PageRouteData
    }
    navigationJson {
      enquiry {
        to
      }
    }
    privacyPolicyJson {
      seo {
        ...SeoData
      }
      heading
      backLabel
      effective
      sections {
        heading
        paragraphs
      }
      cta {
        ...CtaData
      }
    }
  }
`;
