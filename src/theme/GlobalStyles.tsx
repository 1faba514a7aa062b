import { Global, css } from "@emotion/react";
import React from "react";
import { colors, fonts, mq } from "./tokens";

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
    ${mq.reducedMotion} {
      scroll-behavior: auto;
    }
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${colors.ink};
    background: ${colors.paper};
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: 1.2;
    margin: 0 0 0.5em;
    color: ${colors.navy};
    font-weight: 800;
    letter-spacing: -0.01em;
  }
  h1 {
    font-size: clamp(2rem, 4.5vw, 3rem);
  }
  h2 {
    font-size: clamp(1.6rem, 3vw, 2.25rem);
  }
  h3 {
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 1em;
  }
  a {
    color: ${colors.steel};
  }
  img,
  svg,
  video {
    max-width: 100%;
  }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  [id] {
    scroll-margin-top: 96px;
  }
`;

export function GlobalStyles(): React.JSX.Element {
  return <Global styles={styles} />;
}
