import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import React from "react";
import { renderToString } from "react-dom/server";
import { getEmotionCache, SSR_CSS_ATTRIBUTE } from "./src/theme/emotionCache";
import { globalCss } from "./src/theme/globalCss";
import { breakpoints } from "./src/theme/tokens";

export { wrapPageElement, wrapRootElement } from "./src/root";

const GLOBAL_CSS_KEY = "global-css";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-GB" });
  // Without JavaScript the menu button cannot work, so phones get the menu's links laid out in full.
  setHeadComponents([
    <style key={GLOBAL_CSS_KEY} dangerouslySetInnerHTML={{ __html: globalCss }} />,
    <noscript key="no-js-menu">
      <style>{`@media (max-width: ${breakpoints.lg - 0.02}px) { [data-mobile-menu] { display: block !important; } [data-menu-button] { display: none !important; } }`}</style>
    </noscript>,
  ]);
};

/**
 * Renders each page once and puts only the CSS it uses into <head>, so the
 * page is styled before any JavaScript runs (and with JavaScript off).
 * Global (element) styles are the static globalCss, not emotion's: the
 * server cache is shared by every page it renders, so its global styles
 * (MUI's, from the admin page) would otherwise end up in every page.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = getEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(bodyComponent as React.ReactElement);
  const { styles } = extractCriticalToChunks(html);
  setHeadComponents(
    styles
      .filter((style) => style.key === cache.key && style.css !== "")
      .map((style) => <style key={style.ids.join(" ")} {...{ [SSR_CSS_ATTRIBUTE]: style.ids.join(" ") }} dangerouslySetInnerHTML={{ __html: style.css }} />),
  );
  replaceBodyHTMLString(html);
};

/** The site's element styles come before the components' critical CSS, as they would in a style sheet. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const components = getHeadComponents();
  const isGlobal = (component: React.ReactNode) => React.isValidElement(component) && component.key === GLOBAL_CSS_KEY;
  const global = components.filter(isGlobal);
  const rest = components.filter((component) => !isGlobal(component));
  // Gatsby puts the <meta> tags first, for crawlers; the styles follow them.
  const firstStyle = rest.findIndex((component) => React.isValidElement(component) && component.type === "style");
  const at = firstStyle < 0 ? rest.length : firstStyle;
  replaceHeadComponents([...rest.slice(0, at), ...global, ...rest.slice(at)]);
};
