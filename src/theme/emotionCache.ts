import createCache, { type EmotionCache } from "@emotion/cache";

let cache: EmotionCache | undefined;

/** The attribute of gatsby-ssr's critical <style> elements: the ids of the emotion styles in each. */
export const SSR_CSS_ATTRIBUTE = "data-ssr-css";

/**
 * The one emotion cache of the site. On the server gatsby-ssr extracts each page's critical CSS from
 * it. In the browser it starts out knowing those server styles, so nothing is inserted twice.
 *
 * The server styles are not marked `data-emotion`, which is how emotion finds its own: emotion would
 * move every such <style> to the end of <head> as it starts, and a moved style sheet makes the
 * browser restyle the whole page. Here they stay where they are, and only their ids are read.
 */
export function getEmotionCache(): EmotionCache {
  if (cache) return cache;
  cache = createCache({ key: "css", prepend: true });
  if (typeof document !== "undefined") {
    for (const node of document.querySelectorAll(`style[${SSR_CSS_ATTRIBUTE}]`)) {
      for (const id of (node.getAttribute(SSR_CSS_ATTRIBUTE) ?? "").split(" ")) if (id) cache.inserted[id] = true;
    }
  }
  return cache;
}
