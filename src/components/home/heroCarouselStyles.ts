/*
 * The hero carousel's styles (HeroCarousel.tsx). Notes on the rules are in the comments above each block, not
 * in the CSS: CSS comments stay in the CSS text, which every visitor loads in the home page's script.
 */
import styled from "@emotion/styled";
import { colors, headerHeight, mq, space } from "../../theme/tokens";

/** The amber telephone banner above the header, one line on most screens. */
const bannerHeight = 40;

/**
 * react-slick's own fade layout, without slick-carousel's CSS: the track is a row as wide as all the
 * slides, and react-slick shifts each slide back over the first (inline `left`), so they stack. The
 * server HTML uses react-slick's percentage widths and the running carousel the same widths in pixels:
 * the first slide's box does not move when the script starts.
 * - `.slick-list`: sideways swipes are the carousel's (useSwipe); vertical ones scroll the page.
 * - `.slick-track`: a row of equal-height slides: the tallest sets the hero's height, the others stretch to it.
 * - `.slick-slide > div`: a stretched flex item has a definite height, so the slide fills the row however short
 *   its text.
 * - `.slick-slide[aria-hidden="true"]`: react-slick fades opacity (inline); hidden slides also leave the
 *   accessibility tree and paint.
 * The section itself is as tall as a slide before any slide is there: its controls come first in the HTML, and a
 * browser that paints while the page is still arriving (a slow connection, a busy phone) drew them at the top of
 * an empty hero, then moved them 790 px down as the slides came (a layout shift, caught in a fresh clone's run).
 */
export const Root = styled.section`
  position: relative;
  min-height: calc(100vh - ${headerHeight + bannerHeight}px);
  min-height: calc(100svh - ${headerHeight + bannerHeight}px);
  background: ${colors.navyDark};
  color: ${colors.paper};
  .slick-list {
    overflow: hidden;
    touch-action: pan-y;
    -webkit-tap-highlight-color: transparent;
  }
  .slick-track {
    display: flex;
  }
  .slick-slide > div {
    height: 100%;
  }
  .slick-slide[aria-hidden="true"] {
    visibility: hidden;
  }
`;

/** One slide. Hidden slides' images (`data-deferred`) wait for the page's load event, so they never compete with the first one. */
export const SlideBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  height: 100%;
  min-height: calc(100vh - ${headerHeight + bannerHeight}px);
  min-height: calc(100svh - ${headerHeight + bannerHeight}px);
  overflow: hidden;
  padding: ${space(5)} 0 ${space(13)};
  ${mq.md} {
    padding: ${space(8)} 0 ${space(14)};
  }
  &[data-deferred] .background {
    display: none;
  }
  .shade {
    position: absolute;
    inset: 0;
    background: linear-gradient(180deg, rgba(7, 26, 51, 0.82) 0%, rgba(7, 26, 51, 0.7) 100%);
    ${mq.md} {
      background: linear-gradient(90deg, rgba(7, 26, 51, 0.9) 0%, rgba(7, 26, 51, 0.65) 50%, rgba(7, 26, 51, 0.1) 100%);
    }
  }
  .content {
    position: relative;
  }
  h1,
  h2 {
    color: ${colors.paper};
    font-size: clamp(2rem, 5vw, 3.5rem);
    max-width: 18ch;
    margin-bottom: ${space(2)};
  }
  p {
    font-size: 1.125rem;
    max-width: 56ch;
    color: #e4ebf3;
    ${mq.md} {
      font-size: 1.25rem;
    }
  }
`;

export const Badges = styled.ul`
  list-style: none;
  margin: ${space(4)} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1.5)};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${space(1)};
    padding: 8px 14px;
    border: 1px solid rgba(255, 255, 255, 0.35);
    border-radius: 999px;
    background: rgba(7, 26, 51, 0.55);
    font-weight: 700;
    font-size: 0.9375rem;
  }
  svg {
    flex-shrink: 0;
    color: ${colors.amber};
  }
`;

/** The buttons under the slides, above react-slick's fading slides (z-index 998/999). */
export const Controls = styled.div`
  position: absolute;
  z-index: 1000;
  left: 0;
  right: 0;
  bottom: ${space(3)};
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${space(1)};
  ul {
    display: flex;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

export const RoundButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 2px solid rgba(255, 255, 255, 0.75);
  border-radius: 50%;
  background: rgba(7, 26, 51, 0.6);
  color: ${colors.paper};
  cursor: pointer;
  &:hover {
    background: ${colors.amber};
    border-color: ${colors.amber};
    color: ${colors.navyDark};
  }
`;

export const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: "";
    width: 12px;
    height: 12px;
    border-radius: 999px;
    border: 2px solid ${colors.paper};
    background: rgba(7, 26, 51, 0.6);
    transition: width 0.2s ease;
  }
  &:hover::before {
    background: ${colors.mist};
  }
  &[aria-current="true"]::before {
    width: 28px;
    background: ${colors.amber};
    border-color: ${colors.amber};
  }
`;
