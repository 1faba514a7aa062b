import fs from "fs";
import { banner, CONFIG_KEY, CONSENT_KEY, record, settings, store, stored } from "./cookieConsent";
import { expect, test, visit } from "./fixtures";

test.describe("/admin/cookie-manager", () => {
  // Its layout at phone width is checked with every route (e2e/quality.spec.ts).
  test.skip(({ isMobile }) => isMobile, "what staff save and export does not depend on the screen");
  test("Save stores the settings, confirms with a toast, and the banner everywhere uses them at once", async ({ page }) => {
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
  });

  test("Ask again after (days) takes whole numbers from 1 to 730; Save does nothing until it is fixed", async ({ page }) => {
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
  });

  test("Reset to Defaults removes the saved settings and the stored choice, and says so", async ({ page }) => {
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
  });

  test("Export downloads the settings in force as a complete cookie-settings.json", async ({ page }) => {
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
  });

  test("is linked from no public page", async ({ page }) => {
    for (const route of ["/", "/about/", "/privacy-policy/"]) {
      await visit(page, route);
      await expect(page.locator('a[href*="/admin"]')).toHaveCount(0);
    }
  });
});
