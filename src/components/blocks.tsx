import styled from "@emotion/styled";
import { graphql } from "gatsby";
import React from "react";
import { colors, mq, space } from "../theme/tokens";
import { StaticPart } from "./StaticPart";
import { ButtonLink, Card, Container, Grid, Lead, Section, SectionHeader } from "./ui";

/** Page queries share these fragments so every page asks for its head tags the same way. */
export const fragments = graphql`
  fragment SeoData on SeoFields {
    title
    description
    keywords
  }
  fragment CardData on Card {
    title
    description
  }
  fragment CtaData on CallToAction {
    heading
    text
    label
  }
  fragment PageRouteData on PageRoute {
    label
    trail {
      name
      path
    }
    structuredData
  }
`;

const HeroBand = styled.div`
  background: linear-gradient(135deg, ${colors.navy} 0%, ${colors.steel} 100%);
  color: ${colors.paper};
  padding: ${space(7)} 0 ${space(6)};
  ${mq.md} {
    padding: ${space(10)} 0 ${space(8)};
  }
  h1 {
    color: ${colors.paper};
    max-width: 22ch;
  }
  p {
    color: #e4ebf3;
  }
`;

export function PageHero({
  heading,
  intro,
  before,
  children,
}: {
  heading: string;
  intro?: string | null;
  /** Above the heading: the page's trail (Breadcrumbs), a Back button. */
  before?: React.ReactNode;
  children?: React.ReactNode;
}): React.JSX.Element {
  return (
    <HeroBand>
      <Container as={StaticPart}>
        {before}
        <h1>{heading}</h1>
        {intro ? <Lead>{intro}</Lead> : null}
        {children}
      </Container>
    </HeroBand>
  );
}

export interface CardContent {
  readonly title: string;
  readonly description: string;
}

/** A heading, an optional intro and a grid of title+description cards. */
export function CardSection({
  id,
  heading,
  intro,
  cards,
  tone,
  numbered = false,
  headingLevel = "h2",
}: {
  id?: string;
  heading: string;
  intro?: string | null;
  cards: readonly CardContent[];
  tone?: "light" | "tint" | "dark";
  numbered?: boolean;
  headingLevel?: "h2" | "h3";
}): React.JSX.Element {
  const Heading = headingLevel;
  return (
    <Section tone={tone} id={id}>
      <Container as={StaticPart}>
        <SectionHeader>
          <Heading>{heading}</Heading>
          {intro ? <Lead>{intro}</Lead> : null}
        </SectionHeader>
        <CardGrid cards={cards} numbered={numbered} />
      </Container>
    </Section>
  );
}

const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${colors.navy};
  color: ${colors.paper};
  font-weight: 800;
`;

export function CardGrid({ cards, numbered = false }: { cards: readonly CardContent[]; numbered?: boolean }): React.JSX.Element {
  return (
    <Grid as={numbered ? "ol" : "ul"}>
      {cards.map((card, index) => (
        <li key={card.title}>
          <Card>
            {numbered ? <StepNumber aria-hidden="true">{index + 1}</StepNumber> : null}
            <h3>{card.title}</h3>
            <p>{card.description}</p>
          </Card>
        </li>
      ))}
    </Grid>
  );
}

const Band = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  align-items: flex-start;
  ${mq.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
  p {
    margin: 0;
    max-width: 60ch;
  }
`;

/** The closing band every page ends with: a heading, a line and a button (on most pages to the enquiry link of data/navigation.json). */
export function CtaBand({ heading, text, label, to }: { heading: string; text: string; label: string; to: string }): React.JSX.Element {
  return (
    <Section tone="dark">
      <Container as={StaticPart}>
        <Band>
          <div>
            <h2>{heading}</h2>
            <p>{text}</p>
          </div>
          <ButtonLink to={to}>{label}</ButtonLink>
        </Band>
      </Container>
    </Section>
  );
}

const BackRow = styled.div`
  margin-bottom: ${space(3)};
  a {
    color: ${colors.paper};
    font-weight: 700;
  }
`;

export function BackLink({ to, label }: { to: string; label: string }): React.JSX.Element {
  return (
    <BackRow>
      <ButtonLink to={to} variant="light">
        <span aria-hidden="true">←</span> {label}
      </ButtonLink>
    </BackRow>
  );
}
