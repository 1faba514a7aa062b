/**
 * sharp, as browser code sees it: nothing. Gatsby's own types name sharp (gatsby → gatsby-plugin-utils, for a
 * plugin's image options), and sharp's types bring in all of Node's (`fs`, `Buffer`, `process`), which would let
 * browser code use them and still typecheck. tsconfig.browser.json maps "sharp" here instead; the build
 * (tsconfig.node.json) sees the real one.
 */
export {};
