import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import type React from "react";
import { ConsentProvider } from "./components/consent/ConsentProvider";
import { Layout } from "./components/Layout";
import { ToastProvider } from "./components/Toasts";
import { useCookieSettings } from "./hooks/useCookieSettings";
import { getEmotionCache } from "./theme/emotionCache";

/** Providers shared by gatsby-browser and gatsby-ssr, so both render the same tree. */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={getEmotionCache()}>
    {element}
  </CacheProvider>
);

function Toasts({ children }: { children: React.ReactNode }): React.JSX.Element {
  return <ToastProvider closeLabel={useCookieSettings()?.toastCloseLabel ?? ""}>{children}</ToastProvider>;
}

/** Consent and toasts sit outside the page, so they persist from page to page. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Toasts>
    <ConsentProvider pageKey={props.location.key ?? props.location.pathname}>
      <Layout pathname={props.location.pathname}>{element}</Layout>
    </ConsentProvider>
  </Toasts>
);
