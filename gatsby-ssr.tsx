import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import React from "react";
import { renderToString } from "react-dom/server";
import { earlyScriptSource } from "./src/lib/earlyScript";
import { withScriptsAfterLoad, type BuildScripts } from "./src/node/scriptsAfterLoad";
import { DRAFT_KEY_PREFIX } from "./src/lib/forms/draft";
import { getEmotionCache, SSR_CSS_ATTRIBUTE } from "./src/theme/emotionCache";
import { globalCss } from "./src/theme/globalCss";

export { wrapPageElement, wrapRootElement } from "./src/root";

const GLOBAL_CSS_KEY = "global-css";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-GB" });
  setHeadComponents([
    <style key={GLOBAL_CSS_KEY} dangerouslySetInnerHTML={{ __html: globalCss }} />,
    // Before anything paints: marks that JavaScript is on its way and keeps what the visitor does meanwhile.
    <script key="early" dangerouslySetInnerHTML={{ __html: earlyScriptSource({ draftPrefix: DRAFT_KEY_PREFIX }) }} />,
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

// What the build wrote for its bundles, read by gatsby-node before any page renders (src/node/scriptsAfterLoad.tsx).
declare const __BUILD_SCRIPTS__: BuildScripts | null | undefined;
const buildScripts = typeof __BUILD_SCRIPTS__ === "undefined" ? null : __BUILD_SCRIPTS__;

/**
 * The site's element styles come before the components' critical CSS, as they would in a style sheet;
 * the bundles start after the load event (src/node/scriptsAfterLoad.tsx).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents, getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(withScriptsAfterLoad(getPostBodyComponents(), buildScripts));
  const components = getHeadComponents();
  const isGlobal = (component: React.ReactNode) => React.isValidElement(component) && component.key === GLOBAL_CSS_KEY;
  const global = components.filter(isGlobal);
  const rest = components.filter((component) => !isGlobal(component));
  // Gatsby puts the <meta> tags first, for crawlers; the styles follow them.
  const firstStyle = rest.findIndex((component) => React.isValidElement(component) && component.type === "style");
  const at = firstStyle < 0 ? rest.length : firstStyle;
  replaceHeadComponents([...rest.slice(0, at), ...global, ...rest.slice(at)]);
};
