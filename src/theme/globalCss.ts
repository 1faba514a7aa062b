import { colors, fonts, headerHeight, mq } from "./tokens";

/**
 * The site-wide element styles, as plain CSS that gatsby-ssr writes into every page's <head>.
 *
 * They are not an emotion <Global>: in the browser <Global> takes its server <style> out of the page
 * and puts its rules back as React starts, and any change to a page's style sheets makes the browser
 * restyle every element. On the home page that restyling landed inside hydration's longest task.
 * Nothing here changes while the page runs.
 */
export const globalCss = `
*,
*::before,
*::after {
  box-sizing: border-box;
}
html {
  -webkit-text-size-adjust: 100%;
  scroll-behavior: smooth;
  /* Whatever the browser scrolls to (a field it reports as invalid, an anchor) lands below the sticky header. */
  scroll-padding-top: ${headerHeight + 16}px;
}
${mq.reducedMotion} {
  html {
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
/* The three states of the page, set on <html> by earlyScript.ts: no data-js (JavaScript off), "loading"
   (scripts on their way), "ready" (hydrated) and "failed" (a script did not load). */
html:not([data-js]) [data-js-only],
html[data-js="failed"] [data-js-only] {
  display: none !important;
}
html[data-js="loading"] [data-no-js-only],
html[data-js="ready"] [data-no-js-only] {
  display: none !important;
}
/* A click held until its control has hydrated (earlyScript.ts). */
[aria-busy="true"] {
  cursor: progress;
}
`
  .replace(/\n\s*/g, "")
  .replace(/\/\*.*?\*\//g, "");
