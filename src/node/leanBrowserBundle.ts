import path from "path";
import webpack from "gatsby/webpack";
import type { Configuration } from "webpack";

/**
 * What the browser bundle leaves out of every page's first load (issue 43), through webpack's own options:
 * - react-slick's resize-observer-polyfill: the browsers' own ResizeObserver instead (src/lib/nativeResizeObserver.ts).
 * - hoist-non-react-statics, and react-is with it: @emotion/react imports it for `withTheme`, which the site never
 *   uses, but the package does not say it has no side effects, so webpack kept it (3.1 KB minified). The rule says so;
 *   webpack still keeps it wherever an export of it is used.
 * - Gatsby's service-worker registration (.cache/register-service-worker.js, 1.2 KB), which production-app requires only
 *   when a plugin's `registerServiceWorker` returns true, but which webpack bundles either way. It is left out only
 *   while no plugin implements that API (gatsby-plugin-offline would), so adding such a plugin brings it back.
 */
export function leanBrowserBundle(plugins: ReadonlyArray<{ name: string; browserAPIs?: string[] }>): Configuration {
  const registersWorker = plugins.some((plugin) => plugin.browserAPIs?.includes("registerServiceWorker"));
  return {
    resolve: { alias: { "resize-observer-polyfill$": path.resolve("src/lib/nativeResizeObserver.ts") } },
    module: { rules: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
    plugins: registersWorker ? [] : [new webpack.NormalModuleReplacementPlugin(/^\.\/register-service-worker$/, path.resolve("src/lib/noServiceWorker.ts"))],
  };
}
