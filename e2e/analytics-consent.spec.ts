import type { Page, Request } from "@playwright/test";
import { banner } from "./cookieConsent";
import { expect, test, visit } from "./fixtures";

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

/** Google's tag as the site adds it (src/lib/analytics.ts), whether or not its request has gone yet. */
const tagElements = (page: Page) => page.locator('script[src^="https://www.googletagmanager.com/"]').count();

const dataLayer = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>).map((v) => (v instanceof Date ? "date" : v))));

test.describe("consent governs analytics", () => {
  test.skip(({ isMobile }) => isMobile, "what loads and what is stored do not depend on the screen");
  test("with an id set, nothing is requested from another host before consent, and Google's tag after Accept All", async ({ page }) => {
    const thirdParty = await withAnalyticsId(page);
    await visit(page, "/");
    await expect(banner(page)).toBeVisible();
    // The consent defaults are set when the analytics code has applied the (missing) choice; it adds Google's tag
    // in the same call when it may, so from here none added means none asked for.
    await expect.poll(() => dataLayer(page)).toEqual([
      ["consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" }],
    ]);
    expect(await tagElements(page)).toBe(0);
    expect(thirdParty.map((r) => r.url())).toEqual([]);

    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect.poll(() => thirdParty.map((r) => r.url())).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST0000"]);
    expect((await dataLayer(page)).slice(1)).toEqual([
      ["consent", "update", { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" }],
      ["js", "date"],
      ["config", "G-TEST0000"],
    ]);
  });

  test("Reject All loads nothing, and withdrawing consent switches the tag off and keeps it away", async ({ page }) => {
    const thirdParty = await withAnalyticsId(page);
    await visit(page, "/");
    await banner(page).getByRole("button", { name: "Reject All" }).click();
    // The refusal applied (the same call would have added the tag).
    await expect.poll(async () => (await dataLayer(page)).at(-1)).toEqual(["consent", "update", expect.objectContaining({ analytics_storage: "denied" })]);
    expect(await tagElements(page)).toBe(0);
    expect(thirdParty).toEqual([]);

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
    // The withdrawn choice applied on the new page: denied, and no tag added.
    await expect.poll(async () => (await dataLayer(page)).at(-1)).toEqual(["consent", "update", expect.objectContaining({ analytics_storage: "denied" })]);
    expect(await tagElements(page)).toBe(0);
    expect(thirdParty).toHaveLength(1);
  });

  test("with no id (the default), nothing loads even after Accept All", async ({ page }) => {
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
    // The choice is stored and the page has re-rendered with it (the banner gone): its effects, where the
    // analytics code would be fetched, ran with that render (React runs them at once after a click).
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("beltwright.cookie-consent"))).toContain('"analytics":true');
    expect(await tagElements(page)).toBe(0);
    expect(thirdParty).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  });
});
