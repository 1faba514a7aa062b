/* html-validate's recommended rules, less those that only restate how React and Gatsby serialise HTML. */
module.exports = {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements as <meta />; both forms are valid HTML.
    "void-style": "off",
    // Gatsby's html.js writes charSet and gatsby-plugin-image writes srcSet; HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React writes boolean attributes as hidden="" and required=""; both forms are valid HTML.
    "attribute-empty-style": "off",
    "attribute-boolean-style": "off",
    // MUI (admin page, cookie dialog) repeats its state classes (Mui-checked) in className; harmless to browsers.
    "no-dup-class": "off",
    // gatsby-plugin-image sizes its wrappers with inline styles (aspect ratio, placeholder colour).
    "no-inline-style": "off",
    // gatsby-plugin-image's lazy <img> carries its address in data-src until the page is interactive;
    // the <noscript> copy beside it has a src, so images still show without JavaScript.
    "element-required-attributes": "off",
    // Gatsby's ___gatsby root and React's useId ids are valid HTML5 ids; only the HTML5 rules are checked.
    "valid-id": ["error", { relaxed: true }],
  },
};
