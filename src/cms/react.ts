import * as React from "react";
import * as ReactDOM from "react-dom";

/**
 * The CMS page's first script (src/node/cms/build.ts): Decap's prebuilt bundle,
 * loaded next, finds React here. React 19 publishes no browser build of its
 * own, so the CMS's compilation provides it, and the previews and widgets the
 * CMS registers use these same modules.
 */
declare global {
  interface Window {
    React: typeof React;
    ReactDOM: typeof ReactDOM;
  }
}

window.React = React;
window.ReactDOM = ReactDOM;
