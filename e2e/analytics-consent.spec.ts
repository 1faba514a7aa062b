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

const dataLayer = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>).map((v) => (v instanceof Date ? "date" : v))));

test.describe("consent governs analytics", () => {
  test.skip(({ isMobile }) => isMobile, "what loads and what is stored do not depend on the screen");
  test("with an id set, nothing is requested from another host before consent, and Google's tag after Accept All", async ({ page }) => {
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
  });

  test("Reject All loads nothing, and withdrawing consent switches the tag off and keeps it away", async ({ page }) => {
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
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  });
});
