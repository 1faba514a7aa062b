import type { Page, Route } from "@playwright/test";
import cookieSettings from "../data/cookie-settings.json";
import forms from "../data/forms.json";
import { banner, CONSENT_KEY } from "./cookieConsent";
import { expect, test, visit } from "./fixtures";

/**
 * The parts that load after start-up (the cookie settings dialog, the notices' list, the forms' own parts) with
 * their code refused, as offline, or answered 404, as after a deploy has replaced the files: the page stays alive,
 * the form being typed in stays the live form with what was typed, and the part says what it can.
 * On a phone, where a connection drops most often; the loading does not depend on the screen.
 */
test.skip(({ isMobile }) => !isMobile, "the loading does not depend on the screen: one width is enough");

type Failure = "refused" | "404";
const failures: Failure[] = ["refused", "404"];

/** Answers a script as the failure does: a refused request, or a 404 as from a server whose deploy renamed the files. */
function fail(route: Route, failure: Failure): Promise<void> {
  return failure === "refused" ? route.abort("failed") : route.fulfill({ status: 404, contentType: "text/html", body: "Not found" });
}

/**
 * Every script asked for from now on fails, except the ones the page had already loaded (which a reload asks for
 * again): what a visitor meets once the page is idle and the connection drops, or a deploy replaces the chunks.
 */
async function failLaterScripts(page: Page, loaded: Set<string>, failure: Failure): Promise<string[]> {
  const failed: string[] = [];
  // The ones loaded until now: the record goes on growing (a request is seen before it is routed).
  const before = new Set(loaded);
  await page.route(/\.js(\?.*)?$/, (route) => {
    const url = route.request().url();
    if (before.has(url)) return route.fallback();
    failed.push(new URL(url).pathname);
    return fail(route, failure);
  });
  return failed;
}

/** The scripts the page asks for, for failLaterScripts. */
function recordScripts(page: Page): Set<string> {
  const loaded = new Set<string>();
  page.on("request", (request) => {
    if (/\.js(\?.*)?$/.test(request.url())) loaded.add(request.url());
  });
  return loaded;
}

const quoteForm = (page: Page) => page.getByRole("form", { name: forms.quote.title });
const standIn = (page: Page) => page.getByRole("region", { name: cookieSettings.dialog.title });

/** The form is the live one: hydrated, not the no-script notice, and holding what was typed. */
async function expectLiveForm(page: Page, name: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-js", "ready");
  await expect(quoteForm(page).getByLabel("Full name")).toHaveValue(name);
  await expect(quoteForm(page).getByLabel("Full name")).toBeEditable();
  await expect(page.getByText(forms.fallback.noscriptIntro)).toBeHidden();
}

/** Opens Cookie settings from the footer, the banner closed first (on a phone it covers the foot of the window). */
async function pressCookieSettings(page: Page): Promise<void> {
  await banner(page).getByRole("button", { name: cookieSettings.banner.close }).click();
  await page.getByRole("contentinfo").getByRole("button", { name: cookieSettings.footerLink }).click();
}

test.describe("a part that loads late and cannot load", () => {
  test.beforeEach(({ allowedConsoleErrors }) => {
    // The browser reports each script it could not load, and the parts log their own failure once: that is what is under test.
    allowedConsoleErrors.push(/Failed to load resource/, /could not load/);
  });

  for (const failure of failures) {
    test(`cookie settings, ${failure}: the banner's choices and the privacy policy stand in, and the quote form stays live with what was typed`, async ({ page }) => {
      const loaded = recordScripts(page);
      await visit(page, failure === "refused" ? "/contact/" : "/");
      // Idle: the form's parts have loaded (its sending and its photo field), as they do once the page is idle.
      await expect.poll(() => ["form-send", "photo-field"].every((part) => [...loaded].some((url) => url.includes(`/${part}-`)))).toBe(true);
      await quoteForm(page).getByLabel("Full name").fill("Jane Smith");
      const failed = await failLaterScripts(page, loaded, failure);

      if (failure === "404") {
        // A deploy replaced the dialog's code: the page reloads once to load the new code, keeping what was typed.
        const reloaded = page.waitForEvent("load");
        await pressCookieSettings(page);
        await reloaded;
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await expectLiveForm(page, "Jane Smith");
        // Still missing after the reload: never a second reload for it.
        await pressCookieSettings(page);
      } else {
        await pressCookieSettings(page);
      }

      const bar = standIn(page);
      await expect(bar).toContainText(cookieSettings.unavailable.text);
      await expect(bar.getByText(cookieSettings.unavailable.text)).toBeFocused();
      await expect(bar.getByRole("link", { name: cookieSettings.unavailable.policyLink })).toHaveAttribute("href", "/privacy-policy/");
      expect(failed).toContainEqual(expect.stringMatching(/\/cookie-settings-/));
      await expectLiveForm(page, "Jane Smith");

      // The choice is made and kept.
      await bar.getByRole("button", { name: cookieSettings.banner.rejectAll }).click();
      await expect(bar).toBeHidden();
      const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? "null") as Record<string, unknown> | null, CONSENT_KEY);
      expect(stored).toMatchObject({ analytics: false, marketing: false });
      await expectLiveForm(page, "Jane Smith");
      await expect(page.getByRole("contentinfo").getByRole("button", { name: cookieSettings.footerLink })).toBeFocused();
    });
  }

  for (const failure of failures) {
    test(`a notice, ${failure}: its words show as plain text, and go after their time`, async ({ page }) => {
      await page.clock.install();
      const loaded = recordScripts(page);
      await visit(page, "/admin/cookie-manager/");
      const failed = await failLaterScripts(page, loaded, failure);
      await banner(page).getByRole("button", { name: cookieSettings.banner.rejectAll }).click();
      await page.getByRole("button", { name: cookieSettings.admin.save }).click();
      const notice = page.getByRole("status").getByRole("listitem");
      await expect(notice).toHaveText(`${cookieSettings.admin.savedTitle} ${cookieSettings.admin.savedText}`);
      expect(failed).toContainEqual(expect.stringMatching(/\/toast-list-/));
      await expect(page.getByRole("form", { name: cookieSettings.admin.formHeading })).toBeVisible();
      await page.clock.runFor(6000);
      await expect(notice).toHaveCount(0);
    });
  }

  test("the form's photo part, 404 as after a deploy: the page reloads once, the form comes back live with what was typed, and the photo field stays a plain one", async ({ page }) => {
    let release = (): void => undefined;
    const typed = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: string[] = [];
    await page.route(/\/photo-field-[^/]+\.js$/, async (route) => {
      asked.push(route.request().method());
      await typed;
      await fail(route, "404");
    });
    await visit(page, "/contact/");
    await quoteForm(page).getByLabel("Full name").fill("Jane Smith");
    await quoteForm(page).getByLabel("Your requirements").fill("A frayed driver's belt.");
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    const reloaded = page.waitForEvent("load");
    release();
    await reloaded;
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectLiveForm(page, "Jane Smith");
    await expect(quoteForm(page).getByLabel("Your requirements")).toHaveValue("A frayed driver's belt.");
    // Asked for again after the reload, still missing, and not reloaded for again: the field stays the browser's own.
    await expect.poll(() => asked.filter((method) => method === "GET").length).toBe(2);
    await expect(quoteForm(page).getByLabel(forms.quote.photos.label, { exact: false })).toBeEnabled();
    await expectLiveForm(page, "Jane Smith");
  });
});
