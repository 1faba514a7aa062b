import {
  CONFIG_KEY,
  CONSENT_KEY,
  consentState,
  effectiveConfig,
  isConsentCurrent,
  makeRecord,
  parseConfig,
  parseConsent,
  pickConfig,
  type ConsentRecord,
  type CookieConfig,
} from "../../src/lib/consent";
import { clearStored, getSnapshot, storeConfig, storeConsent } from "../../src/lib/consentStore";
import { readData } from "../helpers/siteData";

const DAY = 24 * 60 * 60 * 1000;
const data = readData<CookieConfig>("cookie-settings.json");
const defaults = pickConfig(data);
const now = Date.parse("2025-06-01T12:00:00Z");

const record = (overrides: Partial<ConsentRecord> = {}): ConsentRecord => ({
  necessary: true,
  analytics: true,
  marketing: false,
  decidedAt: new Date(now - DAY).toISOString(),
  revision: defaults.revision,
  ...overrides,
});

describe("the data file's defaults", () => {
  it("are the spec's, in British English, with 30 days before asking again", () => {
    expect(defaults).toEqual({
      revision: 1,
      showBanner: true,
      askAgainDays: 30,
      bannerText:
        'We use cookies to enhance your browsing experience, serve personalised content, and analyse our traffic. By clicking "Accept All", you consent to our use of cookies.',
      necessaryText: "Required for the website to function properly",
      analyticsText: "Help us understand how visitors use our website",
      marketingText: "Used to deliver personalised advertisements",
    });
  });
});

describe("parseConsent", () => {
  it("reads a record this site stored", () => {
    const warn = jest.fn();
    const stored = record();
    expect(parseConsent(JSON.stringify(stored), warn)).toEqual(stored);
    expect(warn).not.toHaveBeenCalled();
  });

  it("treats nothing stored as no choice, without a warning", () => {
    const warn = jest.fn();
    expect(parseConsent(null, warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ["corrupt JSON", "{not json"],
    ["a bare string", JSON.stringify("accepted")],
    ["a list", "[true,true,true]"],
    ["the original site's format, with no time or revision", JSON.stringify({ necessary: true, analytics: true, marketing: true })],
    ["necessary switched off", JSON.stringify({ ...record(), necessary: false })],
    ["a text where a yes/no belongs", JSON.stringify({ ...record(), analytics: "yes" })],
    ["an unreadable time", JSON.stringify({ ...record(), decidedAt: "last Tuesday" })],
    ["a revision of 0", JSON.stringify({ ...record(), revision: 0 })],
  ])("treats %s as no choice and warns", (_what, raw) => {
    const warn = jest.fn();
    expect(parseConsent(raw, warn)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(CONSENT_KEY));
  });

  it("keeps only the record's own fields", () => {
    expect(parseConsent(JSON.stringify({ ...record(), extra: "x" }), jest.fn())).toEqual(record());
  });
});

describe("parseConfig and effectiveConfig", () => {
  const edited: CookieConfig = { ...defaults, bannerText: "We use a few cookies.", revision: 2, askAgainDays: 90, showBanner: false };

  it("uses settings saved in this browser over the data file", () => {
    const stored = parseConfig(JSON.stringify(edited), jest.fn());
    expect(effectiveConfig(defaults, stored)).toEqual(edited);
  });

  it("uses the data file when nothing is saved", () => {
    expect(effectiveConfig(defaults, parseConfig(null, jest.fn()))).toEqual(defaults);
  });

  it.each([
    ["corrupt JSON", "]]"],
    ["a number", "42"],
    ["an empty banner text", JSON.stringify({ ...edited, bannerText: "  " })],
    ["0 days", JSON.stringify({ ...edited, askAgainDays: 0 })],
    ["731 days", JSON.stringify({ ...edited, askAgainDays: 731 })],
    ["a fraction of a day", JSON.stringify({ ...edited, askAgainDays: 1.5 })],
    ["the original site's auto-accept field", JSON.stringify({ ...defaults, askAgainDays: undefined, autoAcceptDays: 30 })],
    ["showBanner as text", JSON.stringify({ ...edited, showBanner: "true" })],
  ])("ignores %s as a whole, warns, and falls back to the defaults", (_what, raw) => {
    const warn = jest.fn();
    const stored = parseConfig(raw, warn);
    expect(stored).toBeNull();
    expect(effectiveConfig(defaults, stored)).toEqual(defaults);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(CONFIG_KEY));
  });

  it("ignores saved settings older than the data file's texts", () => {
    const newerData = { ...defaults, revision: 3 };
    expect(effectiveConfig(newerData, { ...edited, revision: 2 })).toEqual(newerData);
  });
});

describe("when a stored choice counts", () => {
  it("counts until the configured number of days has passed", () => {
    const config = { ...defaults, askAgainDays: 30 };
    expect(isConsentCurrent(record({ decidedAt: new Date(now - 29 * DAY).toISOString() }), config, now)).toBe(true);
    expect(isConsentCurrent(record({ decidedAt: new Date(now - 30 * DAY).toISOString() }), config, now)).toBe(false);
    expect(isConsentCurrent(record({ decidedAt: new Date(now - 30 * DAY).toISOString() }), { ...config, askAgainDays: 60 }, now)).toBe(true);
  });

  it("does not count for texts newer than the ones agreed to", () => {
    expect(isConsentCurrent(record({ revision: 1 }), { ...defaults, revision: 2 }, now)).toBe(false);
    expect(isConsentCurrent(record({ revision: 2 }), { ...defaults, revision: 2 }, now)).toBe(true);
  });

  it("does not count when made more than a day in the future (a wrong clock or an edited value)", () => {
    expect(isConsentCurrent(record({ decidedAt: new Date(now + 2 * DAY).toISOString() }), defaults, now)).toBe(false);
  });
});

describe("consentState", () => {
  it("asks, and allows necessary cookies only, when there is no choice", () => {
    expect(consentState(null, defaults, now, false)).toEqual({ record: null, choice: { analytics: false, marketing: false }, ask: true });
  });

  it("does not ask, and applies the choice, when one counts", () => {
    const stored = record({ analytics: true, marketing: true });
    expect(consentState(stored, defaults, now, false)).toEqual({ record: stored, choice: { analytics: true, marketing: true }, ask: false });
  });

  it("asks again once a choice has expired, with optional cookies off meanwhile", () => {
    const old = record({ analytics: true, marketing: true, decidedAt: new Date(now - 31 * DAY).toISOString() });
    expect(consentState(old, defaults, now, false)).toEqual({ record: null, choice: { analytics: false, marketing: false }, ask: true });
  });

  it("does not ask when the banner is switched off, and optional cookies stay off", () => {
    expect(consentState(null, { ...defaults, showBanner: false }, now, false)).toEqual({ record: null, choice: { analytics: false, marketing: false }, ask: false });
  });

  describe("with Global Privacy Control", () => {
    it("treats a visitor with no choice as having refused analytics and marketing, without asking", () => {
      expect(consentState(null, defaults, now, true)).toEqual({ record: null, choice: { analytics: false, marketing: false }, ask: false });
    });

    it("still honours a choice the visitor made themselves in Cookie settings", () => {
      const stored = record({ analytics: true, marketing: false });
      expect(consentState(stored, defaults, now, true).choice).toEqual({ analytics: true, marketing: false });
    });
  });
});

describe("makeRecord", () => {
  it("records the choice, the time and the revision of the texts", () => {
    expect(makeRecord({ analytics: false, marketing: true }, { ...defaults, revision: 4 }, now)).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
      decidedAt: "2025-06-01T12:00:00.000Z",
      revision: 4,
    });
  });
});

describe("the browser store", () => {
  afterEach(() => {
    window.localStorage.clear();
    Object.defineProperty(navigator, "globalPrivacyControl", { value: undefined, configurable: true });
  });

  it("stores under one key for the choice and one for the settings, and clears both", () => {
    storeConsent(record());
    storeConfig({ ...defaults, askAgainDays: 10 });
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY) ?? "null")).toEqual(record());
    expect(JSON.parse(window.localStorage.getItem(CONFIG_KEY) ?? "null")).toMatchObject({ askAgainDays: 10 });
    expect(getSnapshot()).toMatchObject({ consent: record(), config: { askAgainDays: 10 }, gpc: false });
    clearStored();
    expect(window.localStorage.getItem(CONSENT_KEY)).toBeNull();
    expect(window.localStorage.getItem(CONFIG_KEY)).toBeNull();
    expect(getSnapshot()).toMatchObject({ consent: null, config: null });
  });

  it("warns once about a foreign value, not on every read", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    window.localStorage.setItem(CONSENT_KEY, "yes please");
    expect(getSnapshot().consent).toBeNull();
    expect(getSnapshot()).toBe(getSnapshot());
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("reports the Global Privacy Control signal", () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    expect(getSnapshot().gpc).toBe(true);
  });

  it("keeps a choice for the visit when storage refuses it", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    storeConsent(record({ marketing: true }));
    expect(getSnapshot().consent).toEqual(record({ marketing: true }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Could not save"));
  });
});
