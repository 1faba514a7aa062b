import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "util";
import { globalCss } from "../../src/theme/globalCss";

// jsdom lacks these; react-dom/server (rendering to markup in some tests) needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A console error (React's act() warnings among them) fails the test that caused it.
const failOn =
  (kind: string) =>
  (...args: unknown[]): void => {
    throw new Error(`console.${kind} during test: ${args.map(String).join(" ")}`);
  };

beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(failOn("error"));
});

// Components render with JavaScript running, as the early script (src/lib/earlyScript.ts) marks the page,
// under the site's element styles, which gatsby-ssr puts in every page (they hide what is only for
// "JavaScript off" and "JavaScript failed").
// (Node-environment tests have no document.)
if (typeof document !== "undefined") {
  const pageStyles = document.createElement("style");
  pageStyles.textContent = globalCss;
  document.head.append(pageStyles);
  beforeEach(() => {
    document.documentElement.dataset.js = "ready";
  });
  // jsdom has none, and the fallback's timer would update a form mid-test: code that waits for idle time (the
  // photo field's, usePhotoField) loads in these tests when it is used instead.
  window.requestIdleCallback = () => 0;
  window.cancelIdleCallback = () => undefined;
}
