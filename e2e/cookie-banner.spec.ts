import { banner, CONFIG_KEY, CONSENT_KEY, DAY, record, settings, store, stored } from "./cookieConsent";
import { expect, test, visit } from "./fixtures";
import { describeShifts, layoutShifts, watchLayoutShifts } from "./layoutShift";

test.describe("cookie banner", () => {
  test("is in the server HTML for the first paint, hidden without JavaScript, on every kind of page, and shifts nothing", async ({ page, request, browser }) => {
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
    await watchLayoutShifts(page);
    for (const route of ["/about/", "/services/seat-belt-repairs/", "/sectors/marine/", "/admin/cookie-manager/"]) {
      // The end state: hydrated (visit), the banner shown with its text and the room it keeps at the page's end.
      await visit(page, route);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText(settings.bannerText);
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom)).not.toBe("0px");
      // Under a hundredth of the screen in all: the cookie manager's settings column moves once as it reads what
      // is stored (0.0016). The page's layout shift as a figure: `npm run bench -- --interactions`.
      const shifts = await layoutShifts(page);
      expect(shifts.reduce((sum, shift) => sum + shift.value, 0), `layout shifts on ${route}:\n${describeShifts(shifts)}`).toBeLessThan(0.01);
    }
  });

  test("Accept All stores every category with the time and revision, and the banner stays hidden afterwards", async ({ page, isMobile }) => {
    test.skip(isMobile, "what is stored does not depend on the screen");
    await visit(page, "/");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toEqual({ necessary: true, analytics: true, marketing: true, decidedAt: expect.any(String), revision: settings.revision });
    await visit(page, "/contact/");
    await expect(page.locator("h1")).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test("Reject All stores necessary cookies only, and the banner stays hidden afterwards", async ({ page, isMobile }) => {
    test.skip(isMobile, "what is stored does not depend on the screen");
    await visit(page, "/");
    await banner(page).getByRole("button", { name: "Reject All" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toMatchObject({ necessary: true, analytics: false, marketing: false });
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(banner(page)).toHaveCount(0);
  });

  test("Reject All is as easy as Accept All, and the page stays usable around the banner", async ({ page }) => {
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
  });

  test("a control the keyboard reaches is scrolled clear of the banner, not left behind it", async ({ page }) => {
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
  });

  test("the close button hides the banner for this page view without storing anything", async ({ page }) => {
    await visit(page, "/about/");
    await banner(page).getByRole("button", { name: "Close the cookie banner without choosing" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toBeNull();
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(banner(page)).toBeVisible();
  });

  test("Settings opens a modal dialog; Save Settings stores the choice and closes dialog and banner", async ({ page }) => {
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
  });

  test("the footer's Cookie settings reopens the dialog with the stored choice, to change or withdraw it", async ({ page }) => {
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
  });

  test("asks again when the choice is too old, made on older texts, or not a value this site wrote", async ({ page, isMobile }) => {
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
  });

  test("a browser sending Global Privacy Control is not asked, and optional cookies start off", async ({ page, isMobile }) => {
    test.skip(isMobile, "what is stored does not depend on the screen");
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
    await visit(page, "/about/");
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
    await expect(dialog.getByRole("switch", { name: "Analytics" })).not.toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
    await expect(banner(page)).toHaveCount(0);
  });
});
