import type { GatsbyBrowser } from "gatsby";

export { wrapPageElement, wrapRootElement } from "./src/root";

/** Marks the page as interactive; end-to-end tests wait for it before clicking. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
