import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import { Layout } from "./components/Layout";
import { getEmotionCache } from "./theme/emotionCache";
import { GlobalStyles } from "./theme/GlobalStyles";

/** Providers shared by gatsby-browser and gatsby-ssr, so both render the same tree. */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={getEmotionCache()}>
    <GlobalStyles />
    {element}
  </CacheProvider>
);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
