import styled from "@emotion/styled";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { colors, mq, space } from "../../theme/tokens";
import { IntroVideo } from "../IntroVideo";
import { Picture } from "../Picture";
import { Container, Lead, Section } from "../ui";

export interface Membership {
  readonly name: string;
  readonly image?: IGatsbyImageData | null;
  readonly imageAlt: string;
}

const Layout = styled.div`
  display: grid;
  gap: ${space(4)};
  align-items: center;
  ${mq.md} {
    grid-template-columns: 1fr 1.3fr;
    gap: ${space(6)};
  }
`;

const Memberships = styled.div`
  text-align: center;
  &:not(:first-child) {
    margin-top: ${space(6)};
    padding-top: ${space(5)};
    border-top: 1px solid ${colors.line};
  }
  ul {
    list-style: none;
    margin: ${space(3)} 0 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${space(3)} ${space(2)};
    ${mq.sm} {
      gap: ${space(3)} ${space(6)};
    }
  }
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${space(1)};
    width: 100px;
    ${mq.sm} {
      width: 140px;
    }
    font-weight: 700;
    color: ${colors.navy};
  }
`;

/**
 * The intro video, from the active storage (IntroVideo), with the standards and
 * memberships the business shows. The badges stand on their own, so the section
 * stays when there is no video; only the video part (its heading, intro and
 * player) is left out.
 */
export function IntroVideoSection({
  heading,
  intro,
  membershipsHeading,
  memberships,
  fallback,
}: {
  heading: string;
  intro: string;
  membershipsHeading: string;
  memberships: readonly Membership[];
  /** Text for browsers that cannot play the video. */
  fallback: string;
}): React.JSX.Element {
  const badges = (Heading: "h2" | "h3") => (
    <Memberships>
      <Heading>{membershipsHeading}</Heading>
      <ul>
        {memberships.map((membership) => (
          <li key={membership.name}>
            {membership.image ? <Picture image={membership.image} alt={membership.imageAlt} /> : null}
            <span>{membership.name}</span>
          </li>
        ))}
      </ul>
    </Memberships>
  );
  return (
    <Section>
      <Container>
        <IntroVideo fallbackText={fallback} title={heading} withoutVideo={badges("h2")}>
          {(player) => (
            <>
              <Layout>
                <div>
                  <h2>{heading}</h2>
                  <Lead>{intro}</Lead>
                </div>
                {player}
              </Layout>
              {badges("h3")}
            </>
          )}
        </IntroVideo>
      </Container>
    </Section>
  );
}
