import fs from "fs";
import path from "path";
import type { Page } from "@playwright/test";

/** What the cookie specs share: the stored keys, the committed cookie texts, the banner, and the browser's storage. */
export const CONSENT_KEY = "beltwright.cookie-consent";
export const CONFIG_KEY = "beltwright.cookie-manager";
export const settings = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "cookie-settings.json"), "utf8")) as Record<string, unknown> & {
  revision: number;
  bannerText: string;
};
export const DAY = 24 * 60 * 60 * 1000;

export const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });
export const stored = (page: Page, key = CONSENT_KEY) => page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? "null") as unknown, key);
export const store = (page: Page, key: string, value: string) => page.evaluate(([k, v]) => window.localStorage.setItem(k, v), [key, value]);
/** A consent record as the site writes it, decided now on the current texts unless overridden. */
export const record = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ necessary: true, analytics: true, marketing: true, decidedAt: new Date().toISOString(), revision: settings.revision, ...overrides });
