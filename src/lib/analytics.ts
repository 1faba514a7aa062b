import type { ConsentChoice } from "./consent";

/**
 * Google Analytics 4 under Consent Mode v2, governed by the visitor's choice:
 * every signal starts "denied"; Google's tag is fetched only once analytics
 * is accepted; withdrawing consent denies again, switches the tag off with
 * Google's documented `ga-disable-<id>` flag and deletes its cookies.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const GA_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/;
export const GTAG_ORIGIN = "https://www.googletagmanager.com";

let initialisedFor: string | undefined;
let tagRequested = false;

function gtag(...args: unknown[]): void {
  window.gtag?.(...args);
}

/** Sets the Consent Mode defaults before anything else can run. */
function initialise(id: string): void {
  if (initialisedFor === id) return;
  initialisedFor = id;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtagShim() {
    // gtag.js reads the Arguments object itself; an array is not processed.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  });
}

/** First-party cookies Google Analytics sets (`_ga`, `_ga_<container>`, `_gid`), deleted for this host and its parents. */
function deleteAnalyticsCookies(): void {
  const names = document.cookie
    .split(";")
    .map((pair) => pair.split("=")[0].trim())
    .filter((name) => name === "_ga" || name.startsWith("_ga_") || name === "_gid");
  const parts = window.location.hostname.split(".");
  const domains = [""];
  for (let i = 0; i < parts.length - 1; i += 1) domains.push(`; domain=.${parts.slice(i).join(".")}`);
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/${domain}`;
  }
}

/** Applies the visitor's current choice. Does nothing at all when no measurement id is configured. */
export function applyAnalyticsConsent(id: string, choice: ConsentChoice, chosen: boolean): void {
  if (!id) return;
  if (!GA_ID_PATTERN.test(id)) {
    console.warn(`Analytics is off: "${id}" is not a GA4 measurement id such as "G-ABC123XYZ" (data/site.json, gaMeasurementId).`);
    return;
  }
  initialise(id);
  const disableFlag = `ga-disable-${id}`;
  const flags = window as unknown as Record<string, boolean>;
  if (chosen) {
    const ads = choice.marketing ? "granted" : "denied";
    gtag("consent", "update", {
      ad_storage: ads,
      ad_user_data: ads,
      ad_personalization: ads,
      analytics_storage: choice.analytics ? "granted" : "denied",
    });
  }
  if (!choice.analytics) {
    if (tagRequested) {
      flags[disableFlag] = true;
      deleteAnalyticsCookies();
    }
    return;
  }
  flags[disableFlag] = false;
  if (tagRequested) return;
  tagRequested = true;
  gtag("js", new Date());
  gtag("config", id);
  const script = document.createElement("script");
  script.async = true;
  script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}
