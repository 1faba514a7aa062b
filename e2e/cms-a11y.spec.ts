import path from "path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { readBuildSettings } from "../src/node/settings";
import { backendPort, decapServerForDescribe, forward } from "./decapServer";
import { expect, test } from "./fixtures";

/**
 * The CMS for every editor (issue 57): each of its screens passes axe at WCAG 2.2 AA, at 1366 px and at 390 px with
 * touch, on the built CMS with its local backend. One visit per screen
 * and width: a screen is opened once and checked, in one page that goes from screen to screen as an editor does.
 *
 * axe runs in the page itself (legacy mode), as in quality.spec.ts: the preview's frame holds the site's own
 * templates, which that spec checks on the site itself.
 */

const root = path.join(__dirname, "..");
const settings = readBuildSettings(process.env, root).cms;
const builtPort = settings?.localBackendPort ?? 8081;

/** Every axe violation on the page now, one line each: the rule and the elements. */
async function violations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode()
    .analyze();
  // A contrast failure names its colours, so that the message says what to change.
  const colours = (data: unknown): string => {
    const { fgColor, bgColor, contrastRatio } = (data ?? {}) as { fgColor?: string; bgColor?: string; contrastRatio?: number };
    return fgColor ? ` (${fgColor} on ${bgColor}, ${contrastRatio}:1)` : "";
  };
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")}${colours(n.any[0]?.data)}`).join(", ")}`);
}

/** Checks the screen as it is now: no violation. Soft, so that one run names every screen that fails. */
async function screenPasses(page: Page, screen: string): Promise<void> {
  await test.step(`axe: ${screen}`, async () => expect.soft(await violations(page), screen).toEqual([]));
}

test.describe("every screen of the CMS passes axe (WCAG 2.2 AA)", () => {
  const server = decapServerForDescribe(root, () => ({ port: backendPort(builtPort, "cms-a11y"), mode: "fs", portNote: "cms-a11y.spec's own (backendPort in e2e/decapServer.ts)" }), () => {
    test.skip(!settings, "cms.config.json is not valid");
  });

  test("login, collections, search, each layout's editor, media library and notices", async ({ page, allowedConsoleErrors }) => {
    test.setTimeout(180_000);
    // Opening an entry, Decap first asks for its draft; the local backend answers 404 when there is none, which the browser logs.
    allowedConsoleErrors.push(/Failed to load resource: the server responded with a status of 404/);
    await page.route(`http://localhost:${builtPort}/api/v1`, (route) => forward(route, server.port));

    await page.goto("/admin/");
    const login = page.locator("#nc-root").getByRole("button", { name: "Login" });
    await expect(login).toBeEnabled();
    await screenPasses(page, "login");
    await login.click();

    const sidebar = page.getByRole("complementary");
    await expect(sidebar.getByRole("link", { name: "Sectors" })).toBeVisible();
    await page.goto("/admin/#/collections/sectors");
    await expect(page.getByRole("link", { name: /Aviation/ }).first()).toBeVisible();
    await screenPasses(page, "collection list");

    await page.goto("/admin/#/search/harness");
    await expect(page.getByRole("heading", { name: /Search results/i })).toBeVisible();
    await screenPasses(page, "search results");

    const editors: [string, string][] = [
      ["a sector", "/admin/#/collections/sectors/entries/aviation"],
      ["a service", "/admin/#/collections/services/entries/seat-belt-repairs"],
      ["a type", "/admin/#/collections/types/entries/3-point-seat-belts"],
      ["a page", "/admin/#/collections/pages/entries/products-page"],
      ["site settings", "/admin/#/collections/settings/entries/site"],
      ["the cookie banner", "/admin/#/collections/cookie-banner/entries/cookie-settings"],
    ];
    for (const [layout, address] of editors) {
      await page.goto(address);
      await expect(page.locator("#preview-pane")).toBeAttached();
      await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
      await screenPasses(page, `editor: ${layout}`);
    }
    await page.goto("/admin/#/collections/moved-pages");
    await sidebar.getByRole("link", { name: "Moved pages", exact: true }).click();
    await page.getByRole("link").filter({ hasText: /Moved pages/ }).last().click();
    await expect(page.locator("#preview-pane")).toBeAttached();
    await screenPasses(page, "editor: moved pages");

    await page.goto("/admin/#/collections/sectors");
    await page.getByRole("button", { name: "Media" }).click();
    await expect(page.getByRole("heading", { name: "Media assets" })).toBeVisible();
    await screenPasses(page, "media library");
    await page.keyboard.press("Escape");
  });
});
