import styled from "@emotion/styled";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { colors, mq, radius, space } from "../../theme/tokens";
import { Picture } from "../Picture";
import { Container, Lead, Section } from "../ui";

export interface Membership {
  readonly name: string;
  readonly image?: IGatsbyImageData | null;
  readonly imageAlt: string;
}

export interface IntroVideo {
  readonly url: string;
  /** WebVTT captions: a video with speech needs them (WCAG 1.2.2). */
  readonly captionsUrl: string;
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

const Frame = styled.div`
  aspect-ratio: 16 / 9;
  border-radius: ${radius};
  overflow: hidden;
  background: ${colors.navyDark};
  video {
    display: block;
    width: 100%;
    height: 100%;
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
 * The intro video with the standards and memberships the business shows.
 * The badges stand on their own, so the section stays when there is no
 * video; only the video part (its heading, intro and player) is left out.
 */
export function IntroVideoSection({
  heading,
  intro,
  membershipsHeading,
  memberships,
  fallback,
  video,
}: {
  heading: string;
  intro: string;
  membershipsHeading: string;
  memberships: readonly Membership[];
  /** Text for browsers that cannot play the video. */
  fallback: string;
  video?: IntroVideo | null;
}): React.JSX.Element {
  const MembershipsHeading = video ? "h3" : "h2";
  return (
    <Section>
      <Container>
        {video ? (
          <Layout>
            <div>
              <h2>{heading}</h2>
              <Lead>{intro}</Lead>
            </div>
            <Frame>
              <video controls preload="metadata" playsInline src={video.url}>
                <track kind="captions" src={video.captionsUrl} srcLang="en-GB" label="English" default />
                {fallback}
              </video>
            </Frame>
          </Layout>
        ) : null}
        <Memberships>
          <MembershipsHeading>{membershipsHeading}</MembershipsHeading>
          <ul>
            {memberships.map((membership) => (
              <li key={membership.name}>
                {membership.image ? <Picture image={membership.image} alt={membership.imageAlt} /> : null}
                <span>{membership.name}</span>
              </li>
            ))}
          </ul>
        </Memberships>
      </Container>
    </Section>
  );
}
