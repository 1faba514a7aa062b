import { readEntries } from "../src/node/dataFiles";
import { expect, test, visit } from "./fixtures";
import { dataDir, phonePattern, site } from "./routes";

const mainLinks: [string, RegExp][] = [
  ["SERVICES", /\/services\/$/],
  ["PRODUCTS & APPLICATIONS", /\/products\/$/],
  ["TYPES OF SAFETY BELTS", /\/types\/$/],
  ["RESOURCES", /\/resources\/$/],
  ["RESELLERS", /\/resellers\/$/],
  ["ABOUT", /\/about\/$/],
  ["MAKE AN ENQUIRY", /\/contact\/$/],
];

test.describe("site shell", () => {
  test("the header links reach every section and stay on screen while scrolling", async ({ page, isMobile }) => {
    test.skip(isMobile, "desktop navigation");
    await visit(page, "/about/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, url] of mainLinks) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.locator("h1")).toBeVisible();
    }
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole("banner")).toBeInViewport();
    await page.getByRole("link", { name: site.name + " home" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("the mobile menu opens, closes with Escape and closes on a chosen link", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone navigation");
    await visit(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const button = page.getByRole("button", { name: /menu/i });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "MAKE AN ENQUIRY" })).toBeVisible();
    await expect(menu.getByRole("link", { name: phonePattern })).toHaveAttribute("href", `tel:${site.phoneE164}`);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await menu.getByRole("link", { name: "RESELLERS" }).click();
    await expect(page).toHaveURL(/\/resellers\/$/);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("the banner and footer give the phone number, address, social and service links", async ({ page, isMobile }) => {
    test.skip(isMobile, "the same words and links at every width; the footer's layout at the phone's is quality.spec's (its phone visits)");
    await visit(page, "/types/");
    // The banner is the editors' notice (data/site.json), which they may remove.
    if (site.telephoneBanner) {
      await expect(page.getByRole("note")).toContainText(site.telephoneBanner);
      await expect(page.getByRole("note").getByRole("link", { name: phonePattern })).toHaveAttribute("href", `tel:${site.phoneE164}`);
    } else {
      await expect(page.getByRole("note")).toHaveCount(0);
    }
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator("address")).toContainText("ZZ99 9ZZ");
    await expect(footer.getByRole("link", { name: phonePattern })).toHaveAttribute("href", `tel:${site.phoneE164}`);
    for (const name of ["Facebook", "LinkedIn", "YouTube"]) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("rel", /noopener/);
    }
    await expect(footer.getByRole("navigation", { name: "Our services" }).getByRole("link")).toHaveCount(readEntries(dataDir, "services").length);
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  });

  test("a new page starts at the top, and an anchor link lands on its section", async ({ page }) => {
    await visit(page, "/about/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Types of safety belts" }).click();
    await expect(page).toHaveURL(/\/types\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Back returns to where the visitor was, at the footer.
    await page.goBack();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await visit(page, "/resellers/");
    await page.getByRole("link", { name: "Join Now" }).click();
    await expect(page).toHaveURL(/#apply$/);
    await expect(page.locator("#apply")).toBeInViewport();
  });
});
