import styled from "@emotion/styled";
import { useEffect, type ReactNode } from "react";
import { borders, colors, effects, lengths, shadows } from "decap-cms-ui-default";

/**
 * A picture's card in the media library, in place of Decap's MediaLibraryCard where its grid imports it
 * (components/MediaLibrary/MediaLibraryCardGrid.js; src/node/cms/packages.ts, replacedModules): the same card, look
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
  width: string;
  height: string;
  margin: string;
  isPrivate?: boolean;
  type?: string;
  isViewableImage: boolean;
  loadDisplayURL: () => void;
  isDraft?: boolean;
}

const Card = styled("button", { label: "Card", shouldForwardProp: (prop) => !["isSelected", "isPrivate", "width", "height", "margin"].includes(prop) })<{
  isSelected?: boolean;
  isPrivate?: boolean;
  width: string;
  height: string;
  margin: string;
}>`
  display: block;
  width: ${(props) => props.width};
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

export default function MediaLibraryCard({ isSelected, displayURL, text, onClick, draftText, width, height, margin, isPrivate, type, isViewableImage, loadDisplayURL, isDraft }: CardProps): ReactNode {
  const url = displayURL.get("url");
  // As Decap's card: the picture's address is asked for once the card is drawn, if the library does not have it yet.
  useEffect(() => {
    if (!displayURL.get("url")) loadDisplayURL();
    // Once, as the card mounts (Decap's componentDidMount).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Card type="button" aria-pressed={!!isSelected} isSelected={isSelected} onClick={onClick} width={width} height={height} margin={margin} isPrivate={isPrivate}>
      <CardImageWrapper>
        {isDraft ? <DraftText data-testid="draft-text">{draftText}</DraftText> : null}
        {typeof url === "string" && url && isViewableImage ? <CardImage loading="lazy" src={url} alt="" /> : <CardFileIcon data-testid="card-file-icon" aria-hidden="true">{type}</CardFileIcon>}
      </CardImageWrapper>
      <CardText>{text}</CardText>
    </Card>
  );
}
