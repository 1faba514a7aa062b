import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { colors } from "decap-cms-ui-default";
import MediaLibraryCard from "./mediaLibraryCard";

/**
 * The media library's grid of pictures, in place of Decap's MediaLibraryCardGrid where its library imports it
 * (components/MediaLibrary/MediaLibraryModal.js; src/node/cms/packages.ts, replacedModules), with the site's card
 * (mediaLibraryCard.tsx). Decap's grid draws each card inside a `<div tabindex="0">` of its own, a stop for Tab with
 * no name and no key that chooses: with a card the keyboard can choose, each picture took two stops, the first one
 * empty (issue 57). Here each picture is one stop, its card. The grid is not virtualised: the site keeps a few dozen
 * pictures (Decap's own grid draws them all the same way when the library pages its list).
 */

interface Item {
  id: string;
  key: string;
  name: string;
  url?: string;
  draft?: boolean;
  type?: string;
  isViewableImage: boolean;
}

interface GridProps {
  setScrollContainerRef: (element: HTMLDivElement | null) => void;
  mediaItems: Item[];
  isSelectedFile: (file: Item) => boolean;
  onAssetClick: (file: Item) => void;
  /** A media integration's pages (Cloudinary, Uploadcare): the site configures none, so its library is never paged. */
  canLoadMore?: boolean;
  onLoadMore?: () => void;
  isPaginating?: boolean;
  paginatingMessage?: string;
  cardDraftText: string;
  cardWidth: string;
  cardHeight: string;
  cardMargin: string;
  isPrivate?: boolean;
  displayURLs: { get(id: string, otherwise: unknown): { get(key: string): unknown } };
  loadDisplayURL: (file: Item) => void;
}

const CardGridContainer = styled("div", { label: "CardGridContainer" })`
  overflow-y: auto;
  overflow-x: hidden;
`;

const CardGrid = styled("div", { label: "CardGrid" })`
  display: flex;
  flex-wrap: wrap;
  margin-left: -10px;
  margin-right: -10px;
`;

const Place = styled("div", { label: "CardPlace" })`
  max-width: 100%;
  box-sizing: border-box;
`;

const PaginatingMessage = styled("p", { label: "PaginatingMessage" })`
  color: ${colors.text};
  text-align: center;
`;

/** An address as Decap's grid makes it: the one loaded for the file, or the file's own. */
const addressOf = (displayURLs: GridProps["displayURLs"], file: Item) => displayURLs.get(file.id, { get: (key: string) => (key === "url" ? file.url : undefined) });

export default function MediaLibraryCardGrid(props: GridProps): ReactNode {
  const { setScrollContainerRef, mediaItems, isSelectedFile, onAssetClick, isPaginating, paginatingMessage, cardDraftText, cardWidth, cardHeight, cardMargin, isPrivate, displayURLs, loadDisplayURL } = props;
  return (
    <CardGridContainer ref={setScrollContainerRef}>
      <CardGrid>
        {mediaItems.map((file) => (
          <Place key={file.key} style={{ width: cardWidth, margin: cardMargin }}>
            <MediaLibraryCard
              isSelected={isSelectedFile(file)}
              text={file.name}
              onClick={() => onAssetClick(file)}
              isDraft={file.draft}
              draftText={cardDraftText}
              height={cardHeight}
              margin="0px"
              isPrivate={isPrivate}
              displayURL={addressOf(displayURLs, file)}
              loadDisplayURL={() => loadDisplayURL(file)}
              type={file.type}
              isViewableImage={file.isViewableImage}
            />
          </Place>
        ))}
      </CardGrid>
      {isPaginating ? <PaginatingMessage>{paginatingMessage}</PaginatingMessage> : null}
    </CardGridContainer>
  );
}
