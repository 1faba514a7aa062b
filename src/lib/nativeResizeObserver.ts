/**
 * What `resize-observer-polyfill` gives react-slick (the carousel), in the visitors' browsers: their own
 * ResizeObserver, which every browser the site's scripts are built for has (Chrome 64, Safari 13.1, Firefox 69).
 * The polyfill's package exports the native one where it exists, but carries its own code for the rest: part of
 * the home page's first load that no visitor's browser ran (docs/performance.md gives the saving, measured). src/node/leanBrowserBundle.ts points
 * webpack's browser bundle here (resolve.alias); the pages' server rendering and the unit tests keep the package,
 * as react-slick only builds an observer once it is mounted in a browser.
 */
const NativeResizeObserver: typeof ResizeObserver = globalThis.ResizeObserver;
export default NativeResizeObserver;
