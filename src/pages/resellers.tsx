import styled from "@emotion/styled";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { CardSection, PageHero } from "../components/blocks";
import { EnquiryForm } from "../components/EnquiryForm";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { Seo } from "../components/Seo";
import { ButtonLink, Container, Lead, Section, SectionHeader } from "../components/ui";
import { StaticPart } from "../components/StaticPart";
import { must } from "../lib/must";
import { colors, radius, space } from "../theme/tokens";

const Faq = styled.div`
  max-width: 860px;
  details {
    border: 1px solid ${colors.line};
    border-radius: ${radius};
    background: ${colors.paper};
    margin-bottom: ${space(1.5)};
  }
  summary {
    cursor: pointer;
    padding: ${space(2)} ${space(2.5)};
    font-weight: 700;
    color: ${colors.navy};
    list-style-position: inside;
  }
  details[open] summary {
    border-bottom: 1px solid ${colors.line};
  }
  details p {
    padding: ${space(2)} ${space(2.5)} 0;
  }
`;

export default function ResellersPage({ data }: PageProps<Queries.ResellersPageQuery>): React.JSX.Element {
  const page = must(data.resellersJson, "data/resellers.json");
  return (
    <>
      <PageHero heading={page.hero.heading} intro={page.hero.intro} before={<Breadcrumbs route={data.pageRoute} />}>
        <ButtonLink to="#apply">{page.hero.joinLabel}</ButtonLink>
      </PageHero>
      <CardSection heading={page.why.heading} intro={page.why.intro} cards={page.why.cards} />
      <CardSection heading={page.who.heading} intro={page.who.intro} cards={page.who.cards} tone="tint" />
      <CardSection heading={page.how.heading} intro={page.how.intro} cards={page.how.cards} numbered />
      <Section tone="tint">
        <Container as={StaticPart}>
          <SectionHeader>
            <h2>{page.faq.heading}</h2>
          </SectionHeader>
          <Faq>
            {page.faq.items.map((item) => (
              <details key={item.question}>
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </Faq>
        </Container>
      </Section>
      <Section id="apply" aria-labelledby="apply-heading">
        <Container css={{ maxWidth: 860 }}>
          <h2 id="apply-heading">{page.form.heading}</h2>
          <Lead>{page.form.intro}</Lead>
          <EnquiryForm kind="reseller" />
        </Container>
      </Section>
    </>
  );
}

export const Head: HeadFC<Queries.ResellersPageQuery> = ({ data, location }) => (
  <Seo {...must(data.resellersJson, "data/resellers.json").seo} pathname={location.pathname} structuredData={data.pageRoute?.structuredData} />
);

export const query = graphql`
  query ResellersPage($path: String!) {
    pageRoute(path: $path) {
      ...PageRouteData
    }
    resellersJson {
      seo {
        ...SeoData
      }
      hero {
        heading
        intro
        joinLabel
      }
      why {
        heading
        intro
        cards {
          ...CardData
        }
      }
      who {
        heading
        intro
        cards {
          ...CardData
        }
      }
      how {
        heading
        intro
        cards {
          ...CardData
        }
      }
      faq {
        heading
        items {
          question
          answer
        }
      }
      form {
        heading
        intro
      }
    }
  }
`;
