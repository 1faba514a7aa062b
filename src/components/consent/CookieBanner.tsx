import React from "react";
import { CONFIG_KEY, CONSENT_KEY } from "../../lib/consent";
import type { BannerDefaults } from "../../lib/earlyScript";
import CookieBannerBar from "./CookieBannerBar";
import { useConsent } from "./ConsentProvider";

/**
 * The cookie banner, on every page. It is in the server HTML, so it can be pressed before hydration, and
 * hydrates with the page: a lazily loaded bar would stay a dehydrated Suspense boundary, which React
 * switches to client rendering (error 421) if anything above it updates first. Until the stored choice
 * is known, the server's bar shows only if the inline script after it finds no current choice
 * (earlyScript.ts), so a returning visitor never sees it flash; then React keeps it or takes it away.
 */
export function CookieBanner(): React.JSX.Element | null {
  const { bannerVisible, ready, config, settingsUnavailable } = useConsent();
  // The settings dialog's code could not load: the bar stands in for it, with the banner's choices.
  if (settingsUnavailable) return <CookieBannerBar unavailable={settingsUnavailable} />;
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
      <CookieBannerBar />
      {ready ? null : (
        <script dangerouslySetInnerHTML={{ __html: `window.__early&&window.__early.banner(${JSON.stringify(defaults).replace(/</g, "\\u003c")});` }} />
      )}
    </>
  );
}
