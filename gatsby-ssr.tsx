import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import React from "react";
import { renderToString } from "react-dom/server";
import { getEmotionCache } from "./src/theme/emotionCache";
import { breakpoints } from "./src/theme/tokens";

export { wrapPageElement, wrapRootElement } from "./src/root";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-GB" });
  // Without JavaScript the menu button cannot work, so phones get the menu's links laid out in full.
  setHeadComponents([
    <noscript key="no-js-menu">
      <style>{`@media (max-width: ${breakpoints.lg - 0.02}px) { [data-mobile-menu] { display: block !important; } [data-menu-button] { display: none !important; } }`}</style>
    </noscript>,
  ]);
};

/**
 * Renders each page once and puts only the CSS it uses into <head>, so the
 * page is styled before any JavaScript runs (and with JavaScript off).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = getEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(bodyComponent as React.ReactElement);
  const { styles } = extractCriticalToChunks(html);
  setHeadComponents(
    styles.map((style) => (
      <style
        key={style.key + style.ids.join(" ")}
        data-emotion={`${style.key} ${style.ids.join(" ")}`}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    )),
  );
  replaceBodyHTMLString(html);
};
