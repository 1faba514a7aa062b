import fs from "fs";
import path from "path";
import type { Page } from "@playwright/test";
import { fullChromium } from "../playwright.config";
import { expect, test, visit } from "./fixtures";

type Entry = { file: string; title: string };
const { guides, guidesHeading } = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "resources-page.json"), "utf8")) as { guides: Entry[]; guidesHeading: string };

/** The guide cards: the items of the guides' section (the page's trail is a list too). */
const guideCards = (page: Page) => page.locator("section", { has: page.getByRole("heading", { level: 2, name: guidesHeading }) }).getByRole("listitem");
const guidesDir = path.join(__dirname, "..", "static", "guides");
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The size line a committed guide should show: base 1024, at most two decimals. */
function size(file: string): RegExp {
  const kilobytes = parseFloat((fs.statSync(path.join(guidesDir, file)).size / 1024).toFixed(2));
  return new RegExp(`^PDF · ${escape(String(kilobytes))} KB$`);
}

// Chromium itself, not its headless shell: a guide opened in a new tab is shown by the browser's PDF viewer, which the shell does not have.
test.use({ launchOptions: fullChromium });

test.describe("/resources", () => {
  // What is checked here, the guides' files, sizes, downloads and fallback, is the same at every width; the page's
  // layout at the phone's width is quality.spec's (its route visits).
  test.skip(({ isMobile }) => isMobile, "the downloads do not depend on the screen");

  test("the built HTML lists the guides with sizes and working links, JavaScript off", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto("/resources/");
    const cards = guideCards(page);
    await expect(cards).toHaveCount(guides.length);
    for (const [index, guide] of guides.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(guide.title);
      await expect(card.getByText(/^PDF · /)).toHaveText(size(guide.file));
      await expect(card.getByRole("link", { name: new RegExp(`^Download ${escape(guide.title)} \\(PDF, `) })).toHaveAttribute("href", `/guides/${guide.file}`);
    }
    const download = page.waitForEvent("download");
    await cards.first().getByRole("link").click();
    const file = await download;
    expect(file.url()).toMatch(new RegExp(`/guides/${escape(guides[0].file)}$`));
    expect(file.suggestedFilename()).toBe(guides[0].file);
    expect(fs.readFileSync(await file.path()).subarray(0, 5).toString()).toBe("%PDF-");
    await context.close();
  });

  test("with JavaScript, each card shows its size and Download saves the PDF", async ({ page }) => {
    await visit(page, "/resources/");
    const cards = guideCards(page);
    await expect(cards).toHaveCount(guides.length);
    for (const [index, guide] of guides.entries()) await expect(cards.nth(index).getByText(/^PDF · /)).toHaveText(size(guide.file));

    const garage = guides.find((guide) => guide.file === "garage-mot-compliance-guide.pdf") as Entry;
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /^Download Garage & MOT Compliance Guide/ }).click();
    const file = await download;
    // Saved from the fetched file (a blob), not by the browser following the link.
    expect(file.url()).toMatch(/^blob:/);
    expect(file.suggestedFilename()).toBe(garage.file);
    const bytes = fs.readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBe(fs.statSync(path.join(guidesDir, garage.file)).size);
    await expect(page.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact/");
  });

  test("a failed direct download opens the guide's public URL in a new tab", async ({ page, consoleErrors, context }) => {
    await visit(page, "/resources/");
    let refused = false;
    // Only the page's own fetch fails; the new tab's request goes through.
    await context.route("**/guides/taxi-manufacturers.pdf", async (route) => {
      if (refused) return route.continue();
      refused = true;
      await route.fulfill({ status: 503, body: "unavailable" });
    });
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: /^Download Taxi Manufacturers/ }).click();
    const tab = await popup;
    // The new tab may open blank and then go to the guide: its address is waited for, not read at once.
    await expect(tab).toHaveURL(/\/guides\/taxi-manufacturers\.pdf$/);
    expect(refused).toBe(true);
    expect(warnings.some((text) => text.includes("Could not download taxi-manufacturers.pdf directly"))).toBe(true);
    // The refused request is reported by the browser itself; that is the failure this test stages.
    expect(consoleErrors.filter((text) => !text.includes("503"))).toEqual([]);
    consoleErrors.length = 0;
  });

  test("a guide is served as a PDF", async ({ request }) => {
    const response = await request.get(`/guides/${guides[0].file}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/pdf/);
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});
