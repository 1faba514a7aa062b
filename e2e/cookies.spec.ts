import fs from "fs";
import path from "path";
import type { Page, Request } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

const CONSENT_KEY = "beltwright.cookie-consent";
const CONFIG_KEY = "beltwright.cookie-manager";
const settings = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "cookie-settings.json"), "utf8")) as Record<string, unknown> & {
  revision: number;
  bannerText: string;
};
const DAY = 24 * 60 * 60 * 1000;

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });
const stored = (page: Page, key = CONSENT_KEY) => page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? "null") as unknown, key);
const store = (page: Page, key: string, value: string) => page.evaluate(([k, v]) => window.localStorage.setItem(k, v), [key, value]);
const record = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ necessary: true, analytics: true, marketing: true, decidedAt: new Date().toISOString(), revision: settings.revision, ...overrides });

test.describe("cookie banner", () => {
  test("is in the server HTML for the first paint, hidden without JavaScript, on every kind of page, and shifts nothing", async ({ page, request, browser, consoleErrors }) => {
    // Drawn with the page (its buttons are held until they work, earlyScript.ts), hidden until the early
    // script has found no current choice in this browser.
    const html = await (await request.get("/about/")).text();
    expect(html).toContain('data-cookie-banner="pending"');
    expect(html).toContain("Accept All");
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const off = await noScript.newPage();
    await off.goto("/about/");
    await expect(off.locator("h1")).toBeVisible();
    await expect(banner(off)).toBeHidden();
    await noScript.close();
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const route of ["/about/", "/services/seat-belt-repairs/", "/sectors/marine/", "/admin/cookie-manager/"]) {
      await visit(page, route);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText(settings.bannerText);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
    }
    expect(consoleErrors).toEqual([]);
  });

  test("Accept All stores every category with the time and revision, and the banner stays hidden afterwards", async ({ page, consoleErrors, isMobile }) => {
    test.skip(isMobile, "what is stored does not depend on the screen");
    await visit(page, "/");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toEqual({ necessary: true, analytics: true, marketing: true, decidedAt: expect.any(String), revision: settings.revision });
    await visit(page, "/contact/");
    await expect(page.locator("h1")).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("Reject All stores necessary cookies only, and the banner stays hidden afterwards", async ({ page, consoleErrors, isMobile }) => {
    test.skip(isMobile, "what is stored does not depend on the screen");
    await visit(page, "/");
    await banner(page).getByRole("button", { name: "Reject All" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toMatchObject({ necessary: true, analytics: false, marketing: false });
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(banner(page)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("Reject All is as easy as Accept All, and the page stays usable around the banner", async ({ page, consoleErrors }) => {
    await visit(page, "/about/");
    const accept = banner(page).getByRole("button", { name: "Accept All" });
    const reject = banner(page).getByRole("button", { name: "Reject All" });
    await expect(accept).toBeInViewport();
    await expect(reject).toBeInViewport();
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.abs((a?.height ?? 0) - (r?.height ?? 0))).toBeLessThan(1);
    const look = (el: typeof accept) => el.evaluate((node) => [getComputedStyle(node).backgroundColor, getComputedStyle(node).color, getComputedStyle(node).fontWeight]);
    expect(await look(reject)).toEqual(await look(accept));
    // Keyboard: the banner comes first, Reject straight after Accept, and Tab leaves the banner for the page.
    await page.keyboard.press("Tab");
    await expect(accept).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(reject).toBeFocused();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    // The banner covers nothing for good: at the foot of the page the last footer line is above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const footerBottom = await page.getByRole("contentinfo").evaluate((node) => node.getBoundingClientRect().bottom);
        const bannerTop = await banner(page).evaluate((node) => node.getBoundingClientRect().top);
        return footerBottom - bannerTop;
      })
      .toBeLessThanOrEqual(1);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("a control the keyboard reaches is scrolled clear of the banner, not left behind it", async ({ page, consoleErrors }) => {
    await visit(page, "/");
    await expect(banner(page)).toBeVisible();
    const pause = page.getByRole("button", { name: "Pause slideshow" });
    // Tab from the top of the page to the carousel's Pause, as a keyboard user would.
    for (let i = 0; i < 60 && !(await pause.evaluate((node) => node === document.activeElement)); i += 1) await page.keyboard.press("Tab");
    await expect(pause).toBeFocused();
    await expect
      .poll(async () => {
        const pauseBottom = await pause.evaluate((node) => node.getBoundingClientRect().bottom);
        const bannerTop = await banner(page).evaluate((node) => node.getBoundingClientRect().top);
        return pauseBottom - bannerTop;
      })
      .toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });

  test("the close button hides the banner for this page view without storing anything", async ({ page, consoleErrors }) => {
    await visit(page, "/about/");
    await banner(page).getByRole("button", { name: "Close the cookie banner without choosing" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toBeNull();
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(banner(page)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("Settings opens a modal dialog; Save Settings stores the choice and closes dialog and banner", async ({ page, consoleErrors }) => {
    await visit(page, "/");
    const settingsButton = banner(page).getByRole("button", { name: "Settings" });
    await settingsButton.click();
    const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    const necessary = dialog.getByRole("switch", { name: "Necessary" });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(dialog.getByRole("switch", { name: "Analytics" })).not.toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
    await expect(dialog).toContainText("Used to deliver personalised advertisements");
    // Escape cancels, and focus goes back to the button that opened it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(settingsButton).toBeFocused();
    expect(await stored(page)).toBeNull();

    await settingsButton.click();
    await dialog.getByRole("switch", { name: "Marketing" }).check();
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toMatchObject({ necessary: true, analytics: false, marketing: true });
    expect(consoleErrors).toEqual([]);
  });

  test("the footer's Cookie settings reopens the dialog with the stored choice, to change or withdraw it", async ({ page, consoleErrors }) => {
    await visit(page, "/");
    await store(page, CONSENT_KEY, record({ analytics: true, marketing: false }));
    await visit(page, "/types/");
    await expect(banner(page)).toHaveCount(0);
    const link = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
    await link.click();
    const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
    await expect(dialog.getByRole("switch", { name: "Analytics" })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
    await dialog.getByRole("switch", { name: "Analytics" }).uncheck();
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    expect(await stored(page)).toMatchObject({ analytics: false, marketing: false });
    expect(consoleErrors).toEqual([]);
  });

  test("asks again when the choice is too old, made on older texts, or not a value this site wrote", async ({ page, consoleErrors, isMobile }) => {
    test.skip(isMobile, "what is stored does not depend on the screen");
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await visit(page, "/");
    const newerTexts = JSON.stringify({ ...settings, bannerText: "Reworded banner.", revision: settings.revision + 1 });
    const cases: [string, [string, string][]][] = [
      ["31 days old", [[CONSENT_KEY, record({ decidedAt: new Date(Date.now() - 31 * DAY).toISOString() })]]],
      ["older than the texts", [[CONFIG_KEY, newerTexts], [CONSENT_KEY, record()]]],
      ["corrupt", [[CONSENT_KEY, "{{{"]]],
      ["in another site's format", [[CONSENT_KEY, JSON.stringify({ necessary: true, analytics: true, marketing: true })]]],
    ];
    for (const [what, entries] of cases) {
      for (const [key, value] of entries) await store(page, key, value);
      await visit(page, "/about/");
      await expect(banner(page), `a choice ${what}`).toBeVisible();
      await page.evaluate(() => window.localStorage.clear());
    }
    // A choice from yesterday on the current texts still counts.
    await store(page, CONSENT_KEY, record({ decidedAt: new Date(Date.now() - DAY).toISOString() }));
    await visit(page, "/about/");
    await expect(page.locator("h1")).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    // A corrupt manager config falls back to the defaults, with a warning.
    await page.evaluate(() => window.localStorage.clear());
    await store(page, CONFIG_KEY, "not json");
    await visit(page, "/about/");
    await expect(banner(page)).toContainText(settings.bannerText);
    expect(warnings.filter((w) => w.includes(CONSENT_KEY))).toHaveLength(2);
    expect(warnings.filter((w) => w.includes(CONFIG_KEY))).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test("a browser sending Global Privacy Control is not asked, and optional cookies start off", async ({ page, consoleErrors, isMobile }) => {
    test.skip(isMobile, "what is stored does not depend on the screen");
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
    await visit(page, "/about/");
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
    await expect(dialog.getByRole("switch", { name: "Analytics" })).not.toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
    await expect(banner(page)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

/**
 * The analytics id is patched into the site data as it is served, exactly as
 * if an editor had set `gaMeasurementId` in data/site.json: the tested build
 * is the production build. Every request to another host is answered here, so
 * nothing leaves the machine, and recorded.
 */
async function withAnalyticsId(page: Page, id = "G-TEST0000"): Promise<Request[]> {
  const thirdParty: Request[] = [];
  await page.route(/\/page-data\/sq\/d\/\d+\.json$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('"gaMeasurementId":""', `"gaMeasurementId":"${id}"`);
    await route.fulfill({ response, body });
  });
  await page.context().route(
    (url) => url.hostname !== "127.0.0.1",
    async (route) => {
      thirdParty.push(route.request());
      await route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__gtagLoaded = true;" });
    },
  );
  return thirdParty;
}

const dataLayer = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>).map((v) => (v instanceof Date ? "date" : v))));

test.describe("consent governs analytics", () => {
  test.skip(({ isMobile }) => isMobile, "what loads and what is stored do not depend on the screen");
  test("with an id set, nothing is requested from another host before consent, and Google's tag after Accept All", async ({ page, consoleErrors }) => {
    const thirdParty = await withAnalyticsId(page);
    await visit(page, "/");
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(thirdParty.map((r) => r.url())).toEqual([]);
    expect(await dataLayer(page)).toEqual([
      ["consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" }],
    ]);

    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect.poll(() => thirdParty.map((r) => r.url())).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST0000"]);
    expect((await dataLayer(page)).slice(1)).toEqual([
      ["consent", "update", { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" }],
      ["js", "date"],
      ["config", "G-TEST0000"],
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test("Reject All loads nothing, and withdrawing consent switches the tag off and keeps it away", async ({ page, consoleErrors }) => {
    const thirdParty = await withAnalyticsId(page);
    await visit(page, "/");
    await banner(page).getByRole("button", { name: "Reject All" }).click();
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);
    expect((await dataLayer(page)).at(-1)).toEqual(["consent", "update", expect.objectContaining({ analytics_storage: "denied" })]);

    // Opt in from the footer, then withdraw.
    const link = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
    await link.click();
    const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
    await dialog.getByRole("switch", { name: "Analytics" }).check();
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    await expect.poll(() => thirdParty.length).toBe(1);
    await page.evaluate(() => {
      document.cookie = "_ga=GA1.1.123.456; path=/";
    });
    await link.click();
    await dialog.getByRole("switch", { name: "Analytics" }).uncheck();
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as Record<string, unknown>)["ga-disable-G-TEST0000"])).toBe(true);
    expect((await dataLayer(page)).at(-1)).toEqual(["consent", "update", expect.objectContaining({ analytics_storage: "denied" })]);
    expect(await page.evaluate(() => document.cookie)).not.toContain("_ga=");
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test("with no id (the default), nothing loads even after Accept All", async ({ page, consoleErrors }) => {
    const thirdParty: string[] = [];
    await page.context().route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => {
        thirdParty.push(route.request().url());
        return route.abort();
      },
    );
    await visit(page, "/");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("/admin/cookie-manager", () => {
  // Its layout at phone width is checked with every route (e2e/quality.spec.ts).
  test.skip(({ isMobile }) => isMobile, "what staff save and export does not depend on the screen");
  test("Save stores the settings, confirms with a toast, and the banner everywhere uses them at once", async ({ page, consoleErrors }) => {
    await visit(page, "/admin/cookie-manager/");
    const status = page.getByRole("region", { name: "Current Cookie Status" });
    await expect(status).toContainText("No cookie consent recorded");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(status.locator("dd")).toHaveText(["Accepted", "Accepted", "Accepted"]);

    await page.getByRole("textbox", { name: "Banner message" }).fill("We use a few cookies. You choose which.");
    await page.getByRole("spinbutton", { name: "Ask again after (days)" }).fill("90");
    await page.getByRole("button", { name: "Save Settings" }).click();
    const toasts = page.getByRole("status");
    await expect(toasts).toContainText("Settings Saved");
    await expect(toasts).toContainText("Cookie management settings have been updated successfully.");
    expect(await stored(page, CONFIG_KEY)).toMatchObject({ bannerText: "We use a few cookies. You choose which.", askAgainDays: 90, revision: settings.revision + 1 });
    // New wording: the earlier Accept All no longer counts.
    await expect(banner(page)).toContainText("We use a few cookies. You choose which.");
    await expect(status).toContainText("No cookie consent recorded");

    await visit(page, "/services/");
    await expect(banner(page)).toContainText("We use a few cookies. You choose which.");
    expect(consoleErrors).toEqual([]);
  });

  test("Ask again after (days) takes whole numbers from 1 to 730; Save does nothing until it is fixed", async ({ page, consoleErrors }) => {
    await visit(page, "/admin/cookie-manager/");
    const days = page.getByRole("spinbutton", { name: "Ask again after (days)" });
    for (const value of ["0", "731", "2.5", ""]) {
      await days.fill(value);
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(days).toHaveAccessibleDescription("Enter a whole number of days from 1 to 730.");
      await expect(days).toBeFocused();
      await expect(days).toBeInViewport();
      expect(await stored(page, CONFIG_KEY)).toBeNull();
    }
    await expect(page.getByRole("status")).toBeEmpty();
    await days.fill("730");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByRole("status")).toContainText("Settings Saved");
    expect(await stored(page, CONFIG_KEY)).toMatchObject({ askAgainDays: 730, revision: settings.revision });
    expect(consoleErrors).toEqual([]);
  });

  test("Reset to Defaults removes the saved settings and the stored choice, and says so", async ({ page, consoleErrors }) => {
    await visit(page, "/admin/cookie-manager/");
    await store(page, CONFIG_KEY, JSON.stringify({ ...settings, bannerText: "Preview text", askAgainDays: 5, revision: settings.revision + 1 }));
    await store(page, CONSENT_KEY, record({ revision: settings.revision + 1, marketing: false }));
    await visit(page, "/admin/cookie-manager/");
    await expect(page.getByRole("spinbutton", { name: "Ask again after (days)" })).toHaveValue("5");
    await expect(page.getByRole("region", { name: "Current Cookie Status" }).locator("dd")).toHaveText(["Accepted", "Accepted", "Rejected"]);
    await page.getByRole("button", { name: "Reset to Defaults" }).click();
    await expect(page.getByRole("status")).toContainText("Settings Reset");
    await expect(page.getByRole("status")).toContainText("Cookie settings have been reset to defaults.");
    expect(await stored(page, CONFIG_KEY)).toBeNull();
    expect(await stored(page, CONSENT_KEY)).toBeNull();
    await expect(page.getByRole("spinbutton", { name: "Ask again after (days)" })).toHaveValue("30");
    await expect(page.getByRole("textbox", { name: "Banner message" })).toHaveValue(settings.bannerText);
    await expect(page.getByRole("region", { name: "Current Cookie Status" })).toContainText("No cookie consent recorded");
    await expect(banner(page)).toContainText(settings.bannerText);
    expect(consoleErrors).toEqual([]);
  });

  test("Export downloads the settings in force as a complete cookie-settings.json", async ({ page, consoleErrors }) => {
    await visit(page, "/admin/cookie-manager/");
    await page.getByRole("textbox", { name: "Marketing cookies description" }).fill("We do not use marketing cookies yet.");
    await page.getByRole("switch", { name: "Show Cookie Banner" }).uncheck();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByRole("status")).toContainText("Settings Saved");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export" }).click()]);
    expect(download.suggestedFilename()).toBe("cookie-settings.json");
    const file = JSON.parse(fs.readFileSync(await download.path(), "utf8")) as Record<string, unknown>;
    expect(file).toEqual({ ...settings, marketingText: "We do not use marketing cookies yet.", showBanner: false, revision: settings.revision + 1 });
    expect(Object.keys(file)).toEqual(Object.keys(settings));
    expect(consoleErrors).toEqual([]);
  });

  test("is linked from no public page", async ({ page, consoleErrors }) => {
    for (const route of ["/", "/about/", "/privacy-policy/"]) {
      await visit(page, route);
      await expect(page.locator('a[href*="/admin"]')).toHaveCount(0);
    }
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("toasts", () => {
  async function showToast(page: Page) {
    await visit(page, "/admin/cookie-manager/");
    await banner(page).getByRole("button", { name: "Reject All" }).click();
    await page.getByRole("button", { name: "Save Settings" }).click();
    const toast = page.getByRole("status").getByRole("listitem");
    await expect(toast).toContainText("Settings Saved");
    return toast;
  }

  test("sit bottom right, above everything, and close with their button", async ({ page, consoleErrors }) => {
    const toast = await showToast(page);
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && viewport.width - (box.x + box.width)).toBeLessThanOrEqual(24);
    expect(box && viewport && viewport.height - (box.y + box.height)).toBeLessThanOrEqual(24);
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toast).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("go by themselves after about five seconds", async ({ page, consoleErrors }) => {
    await page.clock.install();
    const toast = await showToast(page);
    await page.mouse.move(0, 0);
    await page.clock.runFor(4000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1500);
    await expect(toast).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("close when swiped sideways", async ({ page, consoleErrors, isMobile }) => {
    const toast = await showToast(page);
    const box = await toast.boundingBox();
    if (!box) throw new Error("no toast on screen");
    const y = box.y + box.height / 2;
    const x = box.x + 40;
    if (isMobile) {
      // A finger: Chromium turns these touches into pointer events.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
      for (let dx = 20; dx <= 160; dx += 20) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + dx, y }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    } else {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x - 160, y, { steps: 8 });
      await page.mouse.up();
    }
    await expect(toast).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
