import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import type { Renderer } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { markPageHydrated } from "./src/lib/hydration";

export { wrapPageElement, wrapRootElement } from "./src/root";

/** Marks the page as hydrated: components mounted from now on read browser-only values at once (useClientStore); end-to-end tests wait for it before clicking. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  markPageHydrated();
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

/**
 * Hydrates inside a transition, so React works in short slices and yields to the browser between
 * them (the page is already painted from the server HTML). A click or key press before hydration
 * ends makes React finish the part of the page it lands on first.
 */
function hydrateInTransition(element: ReactElement, container: Element): void {
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

// Gatsby's type still names ReactDOM's legacy `Renderer`; Gatsby calls it with (element, container).
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInTransition as unknown as Renderer;
