import styled from "@emotion/styled";
import { useEffect, type ReactNode } from "react";
import { borders, colors, effects, lengths, shadows } from "decap-cms-ui-default";

/**
 * A picture's card in the media library, drawn by the site's grid (mediaLibraryCardGrid.tsx, in place of Decap's
 * MediaLibraryCardGrid.js; src/node/cms/packages.ts, replacedModules): the same card as Decap's MediaLibraryCard, look
 * and class label (CardText, which the contrast sheet finds), made a button. Decap's is a `<div tabindex="-1">`
 * with a click handler, so a picture could be chosen with a mouse or a finger but never with the keyboard, and its
 * `<img>` had no `alt`, which axe reports on every card (issue 57). Here Tab reaches each card, Enter or Space
 * chooses it, a screen reader hears the file's name and whether it is chosen (`aria-pressed`), and the picture,
 * named by the text beneath it, is `alt=""` (and the file type shown in its place is hidden from a screen reader: the name has it).
 */

const IMAGE_HEIGHT = 160;

interface CardProps {
  isSelected?: boolean;
  /** Decap's display address of the picture (an Immutable Map with `url` once known). */
  displayURL: { get(key: string): unknown };
  text: string;
  onClick: () => void;
  draftText: string;
  /** The grid's width for a card: its place in the grid is that wide (mediaLibraryCardGrid.tsx), the card fills it. */
  width?: string;
  height: string;
  margin: string;
  isPrivate?: boolean;
  type?: string;
  isViewableImage: boolean;
  loadDisplayURL: () => void;
  isDraft?: boolean;
}

const Card = styled("button", { label: "Card", shouldForwardProp: (prop) => !["isSelected", "isPrivate", "height", "margin"].includes(prop) })<{
  isSelected?: boolean;
  isPrivate?: boolean;
  height: string;
  margin: string;
}>`
  display: flex;
  flex-direction: column;
  justify-content: flex-start;
  /* As wide as its place in the grid, as Decap's card (which set 100% whatever width it was given). */
  width: 100%;
  height: ${(props) => props.height};
  margin: ${(props) => props.margin};
  padding: 0;
  border: ${borders.textField};
  border-color: ${(props) => (props.isSelected ? colors.active : colors.textFieldBorder)};
  border-radius: ${lengths.borderRadius};
  background-color: ${(props) => (props.isPrivate ? colors.textFieldBorder : "transparent")};
  font: inherit;
  text-align: left;
  cursor: pointer;
  overflow: hidden;
`;

const CardImageWrapper = styled("span", { label: "CardImageWrapper" })`
  display: block;
  flex-shrink: 0;
  height: ${IMAGE_HEIGHT + 2}px;
  ${effects.checkerboard};
  ${shadows.inset};
  border-bottom: solid ${lengths.borderWidth} ${colors.textFieldBorder};
  position: relative;
`;

const CardImage = styled("img", { label: "CardImage" })`
  display: block;
  width: 100%;
  height: ${IMAGE_HEIGHT}px;
  object-fit: contain;
  border-radius: 2px 2px 0 0;
`;

const CardFileIcon = styled("span", { label: "CardFileIcon" })`
  display: block;
  width: 100%;
  height: ${IMAGE_HEIGHT}px;
  border-radius: 2px 2px 0 0;
  padding: 1em;
  font-size: 3em;
`;

const CardText = styled("span", { label: "CardText" })`
  display: block;
  color: ${colors.text};
  padding: 8px;
  margin-top: 20px;
  overflow-wrap: break-word;
  line-height: 1.3 !important;
`;

const DraftText = styled("span", { label: "DraftText" })`
  display: block;
  color: ${colors.mediaDraftText};
  background-color: ${colors.mediaDraftBackground};
  position: absolute;
  padding: 8px;
  border-radius: ${lengths.borderRadius} 0 ${lengths.borderRadius} 0;
`;

export default function MediaLibraryCard({ isSelected, displayURL, text, onClick, draftText, height, margin, isPrivate, type, isViewableImage, loadDisplayURL, isDraft }: CardProps): ReactNode {
  const url = displayURL.get("url");
  // As Decap's card: the picture's address is asked for once the card is drawn, if the library does not have it yet.
  useEffect(() => {
    if (!displayURL.get("url")) loadDisplayURL();
    // Once, as the card mounts (Decap's componentDidMount).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Card type="button" aria-pressed={!!isSelected} isSelected={isSelected} onClick={onClick} height={height} margin={margin} isPrivate={isPrivate}>
      <CardImageWrapper>
        {isDraft ? <DraftText data-testid="draft-text">{draftText}</DraftText> : null}
        {typeof url === "string" && url && isViewableImage ? <CardImage loading="lazy" src={url} alt="" /> : <CardFileIcon data-testid="card-file-icon" aria-hidden="true">{type}</CardFileIcon>}
      </CardImageWrapper>
      <CardText>{text}</CardText>
    </Card>
  );
}
