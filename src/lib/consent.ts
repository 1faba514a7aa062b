/**
 * The cookie consent record and the cookie manager configuration as stored in
 * the browser: their formats, how a stored value is checked, and when a stored
 * choice still counts. Pure functions, so they are tested without a browser.
 */

/** One localStorage key for the visitor's choice, one for the manager's settings (spec §7). */
export const CONSENT_KEY = "beltwright.cookie-consent";
export const CONFIG_KEY = "beltwright.cookie-manager";

export const MIN_ASK_AGAIN_DAYS = 1;
export const MAX_ASK_AGAIN_DAYS = 730;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentRecord extends ConsentChoice {
  necessary: true;
  /** When the visitor chose, as an ISO 8601 time. */
  decidedAt: string;
  /** The revision of the texts the visitor agreed to. */
  revision: number;
}

/** The settings staff edit on /admin/cookie-manager; the same fields as data/cookie-settings.json. */
export interface CookieConfig {
  revision: number;
  showBanner: boolean;
  askAgainDays: number;
  bannerText: string;
  necessaryText: string;
  analyticsText: string;
  marketingText: string;
}

export const configTextFields = ["bannerText", "necessaryText", "analyticsText", "marketingText"] as const;

export const NECESSARY_ONLY: ConsentChoice = { analytics: false, marketing: false };
export const ALL_ACCEPTED: ConsentChoice = { analytics: true, marketing: true };

type Warn = (message: string) => void;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export function isValidAskAgainDays(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= MIN_ASK_AGAIN_DAYS && value <= MAX_ASK_AGAIN_DAYS;
}

const isRevision = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 1;

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Reads a stored consent value. Anything that is not a record this site wrote
 * (corrupt JSON, another site's format, a missing field) counts as no choice.
 */
export function parseConsent(raw: string | null, warn: Warn = console.warn): ConsentRecord | null {
  if (raw === null) return null;
  const value = parseJson(raw);
  if (
    !isObject(value) ||
    value.necessary !== true ||
    typeof value.analytics !== "boolean" ||
    typeof value.marketing !== "boolean" ||
    typeof value.decidedAt !== "string" ||
    Number.isNaN(Date.parse(value.decidedAt)) ||
    !isRevision(value.revision)
  ) {
    warn(`Ignoring the stored cookie consent under "${CONSENT_KEY}": it is not in the expected format, so the visitor is asked again.`);
    return null;
  }
  return { necessary: true, analytics: value.analytics, marketing: value.marketing, decidedAt: value.decidedAt, revision: value.revision };
}

/** Reads the stored manager settings; a value that is not a complete, valid configuration is ignored as a whole. */
export function parseConfig(raw: string | null, warn: Warn = console.warn): CookieConfig | null {
  if (raw === null) return null;
  const value = parseJson(raw);
  const valid =
    isObject(value) &&
    isRevision(value.revision) &&
    typeof value.showBanner === "boolean" &&
    isValidAskAgainDays(value.askAgainDays) &&
    configTextFields.every((field) => typeof value[field] === "string" && value[field].trim() !== "");
  if (!valid) {
    warn(`Ignoring the stored cookie manager settings under "${CONFIG_KEY}": they are not in the expected format, so the defaults apply.`);
    return null;
  }
  return pickConfig(value as unknown as CookieConfig);
}

export function pickConfig(source: CookieConfig): CookieConfig {
  const { revision, showBanner, askAgainDays, bannerText, necessaryText, analyticsText, marketingText } = source;
  return { revision, showBanner, askAgainDays, bannerText, necessaryText, analyticsText, marketingText };
}

/**
 * The configuration in force: settings saved in this browser override the data
 * file, unless the data file has since moved to a newer revision of the texts.
 */
export function effectiveConfig(defaults: CookieConfig, stored: CookieConfig | null): CookieConfig {
  if (!stored || stored.revision < defaults.revision) return pickConfig(defaults);
  return stored;
}

/** A stored choice counts only for the texts it was made on and for the configured number of days. */
export function isConsentCurrent(record: ConsentRecord, config: CookieConfig, now: number): boolean {
  if (record.revision < config.revision) return false;
  const decidedAt = Date.parse(record.decidedAt);
  // A time in the future means a wrong clock or an edited value: ask again.
  if (decidedAt > now + DAY_MS) return false;
  return now - decidedAt < config.askAgainDays * DAY_MS;
}

export function makeRecord(choice: ConsentChoice, config: CookieConfig, now: number): ConsentRecord {
  return { necessary: true, analytics: choice.analytics, marketing: choice.marketing, decidedAt: new Date(now).toISOString(), revision: config.revision };
}

export interface ConsentState {
  /** The visitor's current choice, if they made one that still counts. */
  record: ConsentRecord | null;
  /** What the site may use now. With no choice, only necessary cookies. */
  choice: ConsentChoice;
  /** Whether the banner should ask (before the visitor closes it for the page). */
  ask: boolean;
}

/**
 * Global Privacy Control is a refusal the browser sends for the visitor: with
 * no choice of their own, they are treated as having rejected optional cookies
 * and are not asked; they can still opt in through Cookie settings.
 */
export function consentState(record: ConsentRecord | null, config: CookieConfig, now: number, gpc: boolean): ConsentState {
  const current = record && isConsentCurrent(record, config, now) ? record : null;
  if (current) return { record: current, choice: { analytics: current.analytics, marketing: current.marketing }, ask: false };
  return { record: null, choice: NECESSARY_ONLY, ask: config.showBanner && !gpc };
}
