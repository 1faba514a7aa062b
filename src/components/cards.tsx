import styled from "@emotion/styled";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { colors, radius, space } from "../theme/tokens";
import { Link } from "./Link";
import { Picture } from "./Picture";
import { Card, VisuallyHidden } from "./ui";

const MediaCard = styled(Card)`
  padding: 0;
  overflow: hidden;
  .body {
    padding: ${space(2.5)} ${space(3)} ${space(3)};
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
    flex: 1;
  }
  ul {
    margin: 0 0 ${space(1)};
    padding-left: 1.2em;
  }
`;

const MoreLink = styled(Link)`
  margin-top: auto;
  font-weight: 700;
  color: ${colors.steel};
  text-underline-offset: 3px;
  &::after {
    content: " →" / "";
  }
`;

const Label = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${colors.muted};
`;

export interface LinkCardProps {
  title: string;
  description: string;
  to: string;
  linkLabel: string;
  image?: IGatsbyImageData | null;
  imageAlt?: string;
  list?: readonly string[];
  listLabel?: string;
  headingLevel?: "h2" | "h3";
}

/**
 * A card that leads to another page. The link's accessible name starts with its visible
 * text and adds the destination ("Learn more: Seat Belt Repairs"), so a list of links read
 * out of context still makes sense; the destination is also in the link's text, hidden from
 * view, so search engines (and Lighthouse's link-text audit) see a descriptive link.
 */
export function LinkCard({ title, description, to, linkLabel, image, imageAlt = "", list, listLabel, headingLevel = "h3" }: LinkCardProps): React.JSX.Element {
  const Heading = headingLevel;
  return (
    <MediaCard>
      {image ? <Picture image={image} alt={imageAlt} css={{ borderRadius: `${radius} ${radius} 0 0`, overflow: "hidden" }} /> : null}
      <div className="body">
        <Heading>{title}</Heading>
        <p>{description}</p>
        {list?.length ? (
          <>
            {listLabel ? <Label>{listLabel}</Label> : null}
            <ul>
              {list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        ) : null}
        <MoreLink to={to} aria-label={`${linkLabel}: ${title}`}>
          {linkLabel}
          <VisuallyHidden>: {title}</VisuallyHidden>
        </MoreLink>
      </div>
    </MediaCard>
  );
}
