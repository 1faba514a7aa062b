import createCache, { type EmotionCache } from "@emotion/cache";

let cache: EmotionCache | undefined;

/**
 * The one emotion cache of the site. On the server gatsby-ssr extracts the
 * critical CSS from it; in the browser it picks up those server styles, so
 * nothing is restyled or flashes on hydration.
 */
export function getEmotionCache(): EmotionCache {
  cache ??= createCache({ key: "css", prepend: true });
  return cache;
}
