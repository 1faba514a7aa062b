import type { GatsbyBrowser } from "gatsby";

export { wrapPageElement, wrapRootElement } from "./src/root";

/** Marks the page as interactive; end-to-end tests wait for it before clicking. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};

/**
 * A new page starts at the top, instantly: with `scroll-behavior: smooth` on <html> (for the on-page
 * anchor buttons) Gatsby's own scrollTo is animated and can be cut short as the new page renders.
 * Back and forward still return to the saved position; links with a #hash are left to Gatsby.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, getSavedScrollPosition }) => {
  if (routerProps.location.hash) return true;
  const saved = getSavedScrollPosition(routerProps.location);
  window.scrollTo({ top: saved?.[1] ?? 0, left: saved?.[0] ?? 0, behavior: "instant" });
  return false;
};
