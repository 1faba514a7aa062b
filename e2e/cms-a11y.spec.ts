import path from "path";
import type { Locator, Page } from "@playwright/test";
import { readBuildSettings } from "../src/node/settings";
import { axeViolations, WCAG_22_AA } from "./axe";
import { noticeGoes, noticesOnTestClock } from "./cmsPhone";
import { backendPort, decapServerForDescribe, forward } from "./decapServer";
import { expect, test } from "./fixtures";

/**
 * The CMS for every editor (issue 57): each of its screens passes axe at WCAG 2.2 AA, at 1366 px and at 390 px with
 * touch, on the built CMS with its local backend. One visit per screen
 * and width: a screen is opened once and checked, in one page that goes from screen to screen as an editor does.
 *
 * axe runs in the page itself and its frames (e2e/axe.ts), as in quality.spec.ts: the preview's frame is read too.
 */

const root = path.join(__dirname, "..");
const settings = readBuildSettings(process.env, root).cms;
const builtPort = settings?.localBackendPort ?? 8081;

/** With CMS_A11Y_SHOTS naming a folder, a picture of the page as the editor sees it, `name`-<width>px.png there: for a person to look at. */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.CMS_A11Y_SHOTS;
  if (folder) await page.screenshot({ path: path.join(folder, `${name}-${page.viewportSize()?.width ?? 0}px.png`) });
}

/**
 * A notice, checked by axe as it shows: the notices alone (react-toastify's container), which axe reads in well under
 * a second, and the pointer resting on it so that react-toastify's bar, which would close it by a CSS animation,
 * stops, as for a person reading it. The rest of the editor's screen is checked in the test above. (The test's clock
 * cannot be paused for it: axe's own run waits on timers.) The notice must still be there after.
 */
async function noticePasses(page: Page, notice: Locator, screen: string): Promise<void> {
  await notice.hover();
  await test.step(`axe: ${screen}`, async () => expect.soft(await axeViolations(page, { include: ".Toastify", tags: WCAG_22_AA }), screen).toEqual([]));
  await expect(notice, "the notice axe read").toBeVisible();
}

/**
 * The page talks to this spec's own local backend (on `port`), with every notice's reading time on the test's clock
 * (noticeGoes), before the CMS's code runs. Opening an entry, Decap first asks for its draft; the local backend
 * answers 404 when there is none, which the browser logs.
 */
async function onLocalBackend(page: Page, allowedConsoleErrors: RegExp[], port: number): Promise<void> {
  allowedConsoleErrors.push(/Failed to load resource: the server responded with a status of 404/);
  await page.route(`http://localhost:${builtPort}/api/v1`, (route) => forward(route, port));
  await noticesOnTestClock(page.context());
}

/** Checks the screen as it is now: no violation. Soft, so that one run names every screen that fails. */
async function screenPasses(page: Page, screen: string): Promise<void> {
  await test.step(`axe: ${screen}`, async () => expect.soft(await axeViolations(page, { tags: WCAG_22_AA }), screen).toEqual([]));
}

test.describe("every screen of the CMS passes axe (WCAG 2.2 AA)", () => {
  const server = decapServerForDescribe(root, () => ({ port: backendPort(builtPort, "cms-a11y"), mode: "fs", portNote: "cms-a11y.spec's own (backendPort in e2e/decapServer.ts)" }), () => {
    test.skip(!settings, "cms.config.json is not valid");
  });

  test("login, collections, search and each layout's editor", async ({ page, allowedConsoleErrors }) => {
    test.setTimeout(180_000);
    await onLocalBackend(page, allowedConsoleErrors, server.port);

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
    // The results themselves, not the loader before them.
    await expect(page.getByText("Loading Entries...")).toHaveCount(0, { timeout: 30_000 });
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
      // "Published" as it opens (no change yet), "Publish" once changed.
      await expect(page.getByRole("button", { name: /^Publish/ }).first()).toBeVisible();
      await screenPasses(page, `editor: ${layout}`);
    }
    await page.goto("/admin/#/collections/moved-pages/entries/redirects");
    await expect(page.locator("#preview-pane")).toBeAttached();
    await expect(page.getByRole("button", { name: /^Publish/ }).first()).toBeVisible();
    await screenPasses(page, "editor: moved pages");
  });

  test("notices and the media library", async ({ page, allowedConsoleErrors }) => {
    test.setTimeout(120_000);
    await onLocalBackend(page, allowedConsoleErrors, server.port);
    await page.goto("/admin/");
    await page.locator("#nc-root").getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("complementary").getByRole("link", { name: "Sectors" })).toBeVisible();

    // The notices: a failure (an emptied required field, one the preview shows as text, not as a link's name), then
    // a success, each checked as it shows.
    await page.goto("/admin/#/collections/sectors/entries/aviation");
    const name = page.getByLabel("Card description", { exact: true });
    await expect(name).not.toHaveValue("", { timeout: 30_000 });
    const original = await name.inputValue();
    await shot(page, "editor");
    await page.getByRole("button", { name: "Move benefit 1", exact: true }).focus();
    await shot(page, "focus-move-handle");
    await name.fill("");
    const publish = async (): Promise<void> => {
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click();
    };
    await publish();
    const failure = page.getByRole("alert").filter({ hasText: /required/ });
    await expect(failure).toBeVisible();
    await noticePasses(page, failure, "a failure notice");
    await shot(page, "notice-failure");
    // Gone at the end of its reading time, on the test's clock (never its ×, which races that time on a slow machine).
    await noticeGoes(page, failure);
    // A real change, so that there is something to publish (the original text again would leave nothing changed).
    await name.fill(`${original} Checked for every editor.`);
    await publish();
    const success = page.getByRole("status").filter({ hasText: /saved|published/i });
    await expect(success).toBeVisible({ timeout: 30_000 });
    await noticePasses(page, success, "a success notice");
    await shot(page, "notice-success");
    await noticeGoes(page, success);

    await page.goto("/admin/#/collections/sectors");
    await page.getByRole("button", { name: "Media" }).click();
    await expect(page.getByRole("heading", { name: "Media assets" })).toBeVisible();
    // The site's pictures, from every picture field's folder, not "No assets found" (issue 56): each a card showing
    // real pixels, which the keyboard reaches and chooses.
    const pictures = page.getByRole("button", { name: /\.(jpe?g|png|webp|avif)$/ });
    await expect(pictures.first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("No assets found")).toHaveCount(0);
    const first = pictures.first();
    await expect.poll(() => first.locator("img").evaluate((img) => (img as HTMLImageElement).naturalWidth), { message: "the first card's picture drawn" }).toBeGreaterThan(0);
    // Reached by Tab from the library's search, one stop a picture: the first card, then the second.
    await page.getByPlaceholder("Search...").focus();
    for (let press = 0; press < 3 && !(await first.evaluate((card) => card === document.activeElement)); press += 1) await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(pictures.nth(1)).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-pressed", "true");
    await shot(page, "media-library");
    await screenPasses(page, "media library");
    await page.keyboard.press("Escape");
  });
});

test.describe("the entry editor by keyboard and as a screen reader hears it", () => {
  const server = decapServerForDescribe(root, () => ({ port: backendPort(builtPort, "cms-a11y"), mode: "fs", portNote: "cms-a11y.spec's own (backendPort in e2e/decapServer.ts)" }), () => {
    test.skip(test.info().project.name !== "desktop", "what a screen reader hears and the keyboard does are the same at every width; checked at desktop width");
    test.skip(!settings, "cms.config.json is not valid");
  });

  test("named list buttons, a titled preview, a failure announced; a benefit removed and one added by keyboard, and published", async ({ page, allowedConsoleErrors }) => {
    test.setTimeout(120_000);
    await onLocalBackend(page, allowedConsoleErrors, server.port);
    const before = server.readJson("sectors/aviation.json") as { benefits: { title: string; description: string }[] };
    const titles = before.benefits.map((benefit) => benefit.title);

    // Signed in with the keyboard.
    await page.goto("/admin/");
    const login = page.locator("#nc-root").getByRole("button", { name: "Login" });
    await expect(login).toBeEnabled();
    await login.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("complementary").getByRole("link", { name: "Sectors" })).toBeVisible();
    await page.goto("/admin/#/collections/sectors/entries/aviation");
    // The entry, its pictures and the previews' code load together: slow on a busy machine.
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Aviation", { timeout: 30_000 });

    // What a screen reader finds: each item's buttons named for what they do to which benefit, the preview titled.
    const benefits = page.getByLabel("list field").filter({ has: page.getByRole("button", { name: "Add benefit" }) });
    await expect(benefits).toMatchAriaSnapshot(`
      - button "Expand benefit 1"
      - button "Move benefit 1"
      - button "Remove benefit 1"
      - button "Expand benefit 4"
      - button "Move benefit 4"
      - button "Remove benefit 4"
    `);
    const preview = page.getByRole("complementary", { name: "Preview of Aviation (Sectors)" });
    await expect(preview.locator("iframe")).toHaveAttribute("title", "Preview of Aviation (Sectors)");

    // The handle is reached by Tab, its focus shown.
    const move = page.getByRole("button", { name: "Move benefit 1", exact: true });
    await move.focus();
    await expect(move).toHaveCSS("outline-style", "solid");
    // Removed and added by keyboard.
    await page.getByRole("button", { name: "Remove benefit 4", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Remove benefit 4", exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Add benefit" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Collapse benefit 4" })).toBeVisible();
    const added = { title: "Rewebbing on Site", description: "Worn webbing replaced at your hangar where the approval allows it." };
    const lastVisible = (label: string) => benefits.getByLabel(label, { exact: true }).filter({ visible: true }).last();
    await lastVisible("Title").focus();
    await page.keyboard.type(added.title);
    await page.keyboard.press("Tab");
    await page.keyboard.type(added.description);

    // A failure is announced at once: the name emptied, the save is refused in an alert.
    const name = page.getByLabel("Name", { exact: true });
    await name.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Delete");
    await page.getByRole("button", { name: "Publish", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Publish now" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: /required/ })).toBeVisible();
    await expect(page.locator(".Toastify")).toMatchAriaSnapshot(`
      - alert: /required/
    `);
    await noticeGoes(page, page.getByRole("alert").filter({ hasText: /required/ }));

    // Mended and published by keyboard: the file holds the new order, without the removed benefit, with the added one.
    await name.focus();
    await page.keyboard.type("Aviation");
    await page.getByRole("button", { name: "Publish", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Publish now" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: /saved|published/i })).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => (server.writtenJson("sectors/aviation.json") as { benefits?: { title: string }[] } | undefined)?.benefits?.map((benefit) => benefit.title))
      .toEqual([titles[0], titles[1], titles[2], added.title]);
  });

  test("a benefit moved by keyboard: picked up with Space, moved down with an arrow, dropped with Space, each step said", async ({ page, allowedConsoleErrors }) => {
    await onLocalBackend(page, allowedConsoleErrors, server.port);
    await page.goto("/admin/");
    await page.locator("#nc-root").getByRole("button", { name: "Login" }).click();
    await page.goto("/admin/#/collections/sectors/entries/aviation");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Aviation", { timeout: 30_000 });
    // A benefit moved by keyboard: picked up with Space, moved down with an arrow, dropped with Space; each step said.
    // dnd-kit's live region, one for each list: the benefits' says what happens to the benefit.
    const announcer = page.locator('[id^="DndLiveRegion"]').filter({ hasText: /benefit|Place/ });
    const move = page.getByRole("button", { name: "Move benefit 1", exact: true });
    // As a keyboard user reaches it: the last thing done was a key (the sign-in above was a click), so the browser
    // shows the focus ring a keyboard's focus gets.
    await page.keyboard.press("Shift");
    await move.focus();
    await expect(move).toHaveCSS("outline-style", "solid");
    await page.keyboard.press("Space");
    await expect(announcer).toHaveText(/^Picked up benefit 1 of 4\./);
    // dnd-kit's keyboard sensor starts listening for the arrows in a task it queues as the item is picked up
    // (setTimeout 0). A key pressed before that task has run is not heard: the test's key came that soon on a busy
    // machine, never a person's (the item stayed where it was, the pick-up's words still in the live region). The
    // sensor takes an arrow it hears for itself (preventDefault, on the document), so an arrow that reaches the
    // window not taken was not heard, and moved nothing: pressed again until one is taken, as a person would.
    await page.evaluate(() => {
      const heard: boolean[] = ((window as unknown as { arrowsTaken: boolean[] }).arrowsTaken = []);
      window.addEventListener("keydown", (event) => {
        if (event.key === "ArrowDown") heard.push(event.defaultPrevented);
      });
    });
    await expect(async () => {
      await page.keyboard.press("ArrowDown");
      expect(await page.evaluate(() => (window as unknown as { arrowsTaken: boolean[] }).arrowsTaken.at(-1))).toBe(true);
    }, "an arrow the keyboard sensor takes").toPass();
    await expect(announcer).toHaveText("Place 2 of 4.");
    await page.keyboard.press("Space");
    await expect(announcer).toHaveText("Dropped: the benefit that was 1 is now 2 of 4.");
  });
});
