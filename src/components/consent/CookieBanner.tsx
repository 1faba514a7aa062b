import React, { Suspense } from "react";
import { CONFIG_KEY, CONSENT_KEY } from "../../lib/consent";
import type { BannerDefaults } from "../../lib/earlyScript";
import { useConsent } from "./ConsentProvider";

// The server renders the bar into every page, so it can be pressed before hydration; in the browser its
// code loads on demand, and React hydrates the server's bar when it arrives. The condition is fixed at
// build time, so the browser bundle carries no copy of the bar.
const CookieBannerBar =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require the browser build drops with its branch
      (require("./CookieBannerBar") as typeof import("./CookieBannerBar")).default
    : React.lazy(() => import("./CookieBannerBar"));

/**
 * The cookie banner, on every page. Until the stored choice is known (hydration), the server's bar shows
 * only if the inline script after it finds no current choice (earlyScript.ts), so a returning visitor
 * never sees it flash; then React keeps it or takes it away.
 */
export function CookieBanner(): React.JSX.Element | null {
  const { bannerVisible, ready, config } = useConsent();
  if (!bannerVisible) return null;
  const defaults: BannerDefaults = {
    consentKey: CONSENT_KEY,
    configKey: CONFIG_KEY,
    revision: config.revision,
    showBanner: config.showBanner,
    askAgainDays: config.askAgainDays,
  };
  return (
    <>
      <Suspense fallback={null}>
        <CookieBannerBar />
      </Suspense>
      {ready ? null : (
        <script dangerouslySetInnerHTML={{ __html: `window.__early&&window.__early.banner(${JSON.stringify(defaults).replace(/</g, "\\u003c")});` }} />
      )}
    </>
  );
}
