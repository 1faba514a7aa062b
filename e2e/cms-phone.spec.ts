import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
import type { Page, Route } from "@playwright/test";
import sharp from "sharp";
import { messageOverrides } from "../src/cms/locale";
import { readBuildSettings } from "../src/node/settings";
import { expectFits, noticeGoes, noticesOnTestClock, PHONE, TAP, touchDrag } from "./cmsPhone";
import { backendPort, decapServerForDescribe, forward } from "./decapServer";
import { expect, test } from "./fixtures";

/**
 * The CMS on a phone (390 × 844, touch, mobile viewport: the `phone` project), every step a tap: an editor
 * changes a sector's text, adds, moves and removes a list item, uploads a picture, looks at the preview and
 * back, publishes, and the change is in the file; a moved page is added; a draft goes through the drafts and
 * review board to publication. On every screen the page is no wider than the screen and every control is on
 * it and big enough to tap (e2e/cmsPhone.ts). Decap's local backend runs on copies of data/ (e2e/decapServer.ts),
 * on ports of its own (backendPort): the page's requests to the port the CMS was built with are sent there.
 */

const root = path.join(__dirname, "..");
const settings = readBuildSettings(process.env, root).cms;
const builtPort = settings?.localBackendPort ?? 8081;
const filesPort = backendPort(builtPort, "cms-phone");
const gitPort = backendPort(builtPort, "cms-phone drafts");

// The phone project's device has a 412 px screen; the editor's phone here is 390 px, screen and window alike.
test.use({ screen: PHONE });

/** Sends the CMS's requests for its local backend to the one started for this test. */
async function useBackend(page: Page, port: number): Promise<void> {
  await page.route(`http://localhost:${builtPort}/api/v1`, (route) => forward(route, port));
}

/**
 * Holds the answers to Decap's deploy-preview check from now on (getDeployPreview, which Decap asks every 5 s while
 * an entry is open, and anew after each save) until `fail` answers them with a server error, which Decap shows in
 * a notice. `asked` resolves once one is held.
 */
async function holdDeployPreviews(page: Page): Promise<{ asked: Promise<void>; fail(): Promise<void> }> {
  const held: Route[] = [];
  let failing = false;
  let asked = (): void => undefined;
  const firstAsked = new Promise<void>((resolve) => (asked = resolve));
  const answer = (route: Route) => route.fulfill({ status: 500, json: { error: "The deploy preview could not be checked." } });
  await page.route(`http://localhost:${builtPort}/api/v1`, async (route) => {
    if ((route.request().postDataJSON() as { action?: string } | null)?.action !== "getDeployPreview") return route.fallback();
    if (failing) return answer(route);
    held.push(route);
    asked();
  });
  return {
    asked: firstAsked,
    fail: async () => {
      failing = true;
      await Promise.all(held.map(answer));
    },
  };
}

/** The login screen (its Login button and link back to the site 44 px tall, as every control), then the collections. */
async function login(page: Page): Promise<void> {
  await page.goto("/admin/");
  // Decap's own screen: it takes the place of the page's start screen (the same pixels, cms-start.spec) once ready,
  // seconds on a busy machine (its scripts to load and run).
  await expect(page.locator("#cms-start")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await expectFits(page, "login");
  await page.getByRole("button", { name: "Login" }).tap();
  await expect(page.getByRole("complementary").getByRole("link", { name: "Sectors" })).toBeVisible();
}

async function openSector(page: Page, name: string): Promise<void> {
  await page.getByRole("complementary").getByRole("link", { name: "Sectors" }).tap();
  await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  await expectFits(page, "sectors");
  await page.getByRole("link", { name: new RegExp(name) }).tap();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name, { timeout: 30_000 });
}

async function publishNow(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).tap();
  await expect(page.getByRole("menuitem", { name: "Publish now" })).toBeVisible();
  await expectFits(page, "publish menu");
  await page.getByRole("menuitem", { name: "Publish now" }).tap();
}

test.describe("editing from a phone", () => {
  // One server for the tests here, on a port of its own: in one worker, one after the other (the run is fully
  // parallel, and two workers each starting one on the same port failed the second).
  const server = decapServerForDescribe(
    root,
    () => ({ port: filesPort, mode: "fs", portNote: "cms-phone.spec's own (backendPort in e2e/decapServer.ts)" }),
    () => {
      test.skip(test.info().project.name !== "phone", "the CMS on a phone is checked at phone width");
      test.skip(!settings, "cms.config.json is not valid");
    },
  );
  const { readJson, writtenJson } = server;

  test("a sector changed by taps: a text, a list item added, moved and removed, a picture, the preview and back, published to its file", async ({ page }) => {
    test.setTimeout(180_000);
    const before = readJson("sectors/aviation.json") as { subtitle: string; benefits: { title: string; description: string }[] };
    const photo = path.join(server.repo, "Hangar photo.jpg");
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#1d4e89" } }).jpeg().toFile(photo);
    await useBackend(page, filesPort);
    await login(page);
    await expectFits(page, "collections");
    await openSector(page, "Aviation");
    // Toolbar, fields, list bars and the switch: every control of the form at least 44 × 44.
    const form = await expectFits(page, "entry");
    expect(form.filter((control) => /^(Edit|Preview)$/.test(control.name)).length).toBe(2);

    const subtitle = "Lap belts and crew harnesses for aircraft, changed from a phone.";
    await page.getByLabel("Subtitle", { exact: true }).tap();
    await page.getByLabel("Subtitle", { exact: true }).fill(subtitle);

    // The benefits list: one added at the end, moved to the top with a finger on its handle, and one removed.
    const benefits = page.getByLabel("list field").filter({ has: page.getByRole("button", { name: "Add benefit" }) });
    const handles = benefits.locator('[aria-roledescription="sortable"]');
    const summaries = async (): Promise<string[]> => (await benefits.locator('[aria-roledescription="sortable"] >> xpath=../..').allInnerTexts()).map((text) => text.trim().split("\n")[0]);
    await page.getByRole("button", { name: "Add benefit" }).tap();
    await expect(handles).toHaveCount(before.benefits.length + 1);
    const added = { title: "Rewebbing on Site", description: "Worn webbing replaced at your hangar where the approval allows it." };
    const lastVisible = (label: string) => benefits.getByLabel(label, { exact: true }).filter({ visible: true }).last();
    await lastVisible("Title").tap();
    await lastVisible("Title").fill(added.title);
    await lastVisible("Description").fill(added.description);
    await expectFits(page, "entry with a list item added");
    // Collapsed, the item is summed up by its title; a finger on its handle takes it above the first.
    await handles.last().locator("xpath=preceding-sibling::button").tap();
    await expect.poll(summaries).toEqual([...before.benefits.map((benefit) => benefit.title), added.title]);
    await handles.last().scrollIntoViewIfNeeded();
    await touchDrag(page, handles.last(), handles.first());
    await expect.poll(summaries).toEqual([added.title, ...before.benefits.map((benefit) => benefit.title)]);
    const removed = before.benefits[2].title;
    const removeButton = benefits.locator('[aria-roledescription="sortable"] >> xpath=../..').filter({ hasText: removed }).locator('[aria-roledescription="sortable"] >> xpath=following-sibling::button');
    const box = await removeButton.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(TAP);
    await removeButton.tap();
    await expect.poll(summaries).toEqual([added.title, ...before.benefits.map((benefit) => benefit.title).filter((title) => title !== removed)]);

    // A picture from the phone: the media library, the file chooser Upload opens, the upload chosen.
    await page.getByRole("button", { name: "Choose different image" }).tap();
    await expect(page.getByRole("button", { name: "Choose selected" })).toBeVisible();
    await expectFits(page, "media library");
    // A file that is not a picture first: its refusal is as wide as the screen allows, not squeezed to half the
    // library's width (~180 px, where its 40-odd words ran 17 lines over the library), and can be read whole.
    const notPicture = path.join(server.repo, "notes.jpg");
    fs.writeFileSync(notPicture, "Remember to photograph the new webbing.\n");
    const refusedChooser = page.waitForEvent("filechooser");
    await page.getByText("Upload", { exact: true }).tap();
    await (await refusedChooser).setFiles(notPicture);
    const refusal = page.getByRole("alert").filter({ hasText: 'Not uploaded: "notes.jpg" is not a picture' });
    await expect(refusal).toBeVisible();
    const refusalBox = await refusal.boundingBox();
    expect(refusalBox?.width ?? 0).toBeGreaterThanOrEqual(PHONE.width - 40);
    expect((refusalBox?.x ?? -1) >= 0 && (refusalBox?.x ?? 0) + (refusalBox?.width ?? 0) <= PHONE.width).toBe(true);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: test.info().outputPath("picture-refused-390.png") });
    await refusal.getByRole("button", { name: "Close" }).tap();
    await expect(refusal).toHaveCount(0);
    const chooser = page.waitForEvent("filechooser");
    await page.getByText("Upload", { exact: true }).tap();
    await (await chooser).setFiles(photo);
    // Checked and prepared (src/cms/pictures/), then uploaded and chosen in the library.
    await expect(page.getByRole("dialog").getByText("hangar-photo.jpg")).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Choose selected" }).tap();
    await expect(page.getByRole("button", { name: "Choose selected" })).toHaveCount(0);

    // One tap to the preview, the whole screen wide, drawn by the site's own template with the new text; one back.
    const preview = page.frameLocator("#preview-pane");
    await page.getByRole("button", { name: "Preview", exact: true }).tap();
    await expect(page.getByRole("button", { name: "Preview", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(preview.getByText(subtitle)).toBeVisible();
    await expect(page.getByLabel("Subtitle", { exact: true })).toBeHidden();
    expect(await page.locator("#preview-pane").boundingBox()).toMatchObject({ x: 0, width: PHONE.width });
    expect(await preview.locator("html").evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectFits(page, "preview");
    await page.getByRole("button", { name: "Edit", exact: true }).tap();
    await expect(page.getByLabel("Subtitle", { exact: true })).toHaveValue(subtitle);
    await expect(page.locator("#preview-pane")).toBeHidden();

    await publishNow(page);
    await expect.poll(() => writtenJson("sectors/aviation.json")?.subtitle, { timeout: 30_000 }).toBe(subtitle);
    const saved = readJson("sectors/aviation.json");
    expect(saved.benefits).toEqual([added, ...before.benefits.filter((benefit) => benefit.title !== removed)]);
    expect(saved.image).toBe("images/sectors/hangar-photo.jpg");
    // The local backend writes the picture beside the entry, not always before it.
    await expect.poll(() => fs.existsSync(path.join(server.repo, "data", String(saved.image)))).toBe(true);
  });

  test("a choice among set values made by taps (the opening days, drawn by react-select as the relation widget's search is) is written to its file", async ({ page }) => {
    test.setTimeout(90_000);
    const before = readJson("site.json").openingHours as { days: string[] };
    const added = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].find((day) => !before.days.includes(day)) as string;
    await useBackend(page, filesPort);
    await login(page);
    await page.goto("/admin/#/collections/settings/entries/site");
    const days = page.getByRole("combobox", { name: "Day", exact: true });
    await expect(days).toHaveCount(before.days.length, { timeout: 30_000 });
    await page.getByRole("button", { name: "Add day" }).tap();
    await expect(days).toHaveCount(before.days.length + 1);
    await days.last().tap();
    await expect(page.getByRole("option", { name: added, exact: true })).toBeVisible();
    await expectFits(page, "a choice open");
    await page.getByRole("option", { name: added, exact: true }).tap();
    await expect(page.getByRole("option")).toHaveCount(0);
    await publishNow(page);
    await expect.poll(() => (writtenJson("site.json")?.openingHours as { days?: string[] } | undefined)?.days, { timeout: 30_000 }).toEqual([...before.days, added]);
  });

  test("a moved page added by taps under Moved pages is written to data/redirects.json", async ({ page }) => {
    test.setTimeout(90_000);
    await useBackend(page, filesPort);
    await login(page);
    await page.getByRole("complementary").getByRole("link", { name: "Moved pages", exact: true }).tap();
    await expect(page.getByRole("link", { name: /Moved and retired addresses/ })).toBeVisible();
    await expectFits(page, "moved pages");
    await page.getByRole("link", { name: /Moved and retired addresses/ }).tap();
    await page.getByRole("button", { name: "Add moved page" }).tap();
    await page.getByLabel("Old address", { exact: true }).tap();
    await page.getByLabel("Old address", { exact: true }).fill("/sectors/aircraft/");
    await page.getByLabel("Links to", { exact: true }).fill("/sectors/aviation");
    await expectFits(page, "moved pages entry");
    await publishNow(page);
    await expect.poll(() => writtenJson("redirects.json")?.redirects, { timeout: 30_000 }).toEqual([{ from: "/sectors/aircraft/", to: "/sectors/aviation" }]);
  });
});

test.describe("drafts and review from a phone", () => {
  // One git-mode server for the tests here, one after the other (each works on a sector of its own).
  const server = decapServerForDescribe(
    root,
    () => ({ port: gitPort, mode: "git", portNote: "cms-phone.spec's drafts' own (backendPort in e2e/decapServer.ts)" }),
    () => {
      test.skip(test.info().project.name !== "phone", "the CMS on a phone is checked at phone width");
      test.skip(!settings?.editorialWorkflow, "cms.config.json has the editorial workflow off");
    },
  );
  const onMain = (file: string): Record<string, unknown> =>
    JSON.parse(execFileSync("git", ["show", `main:data/${file}`], { cwd: server.repo, encoding: "utf8" })) as Record<string, unknown>;
  /** A sector draft's status as decap-server stores it: the description of the draft's branch ("decap-cms/draft"). */
  function storedStatus(slug: string): string {
    try {
      return execFileSync("git", ["config", "--get", `branch.cms/sectors/${slug}.description`], { cwd: server.repo, encoding: "utf8" }).trim();
    } catch {
      return "none"; // No draft (yet).
    }
  }
  const column = (page: Page, heading: string) => page.locator("div").filter({ has: page.getByRole("heading", { name: heading }) }).last();

  test("a draft is saved, put in review, marked ready and published from the board, all by taps", async ({ page, allowedConsoleErrors }) => {
    test.setTimeout(180_000);
    // Opening an entry, Decap first asks for its draft; the local backend answers 404 when there is none.
    allowedConsoleErrors.push(/Failed to load resource: the server responded with a status of 404/);
    // Decap asks before publishing.
    page.on("dialog", (dialog) => void dialog.accept());
    await useBackend(page, gitPort);
    await login(page);
    const before = onMain("sectors/buses-coaches.json");
    const text = "Lap and three-point belts for coaches, proposed from a phone and published from the board.";
    await openSector(page, "Buses & Coaches");
    await page.getByLabel("Card description", { exact: true }).tap();
    await page.getByLabel("Card description", { exact: true }).fill(text);
    await page.getByRole("button", { name: "Save", exact: true }).tap();
    await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
    await expectFits(page, "draft");
    await page.getByRole("button", { name: "Status: Draft" }).tap();
    await expect(page.getByRole("menuitem", { name: "In review" })).toBeVisible();
    await expectFits(page, "status menu");
    await page.getByRole("menuitem", { name: "In review" }).tap();
    await expect(page.getByRole("button", { name: "Status: In review" })).toBeVisible({ timeout: 30_000 });

    // The board: one column of cards, each with its buttons, whose card opens the entry to mark it ready.
    await page.getByRole("link", { name: /Writing in Sectors collection/ }).tap();
    await page.getByRole("link", { name: "Workflow" }).tap();
    await expect(column(page, "In Review").getByText("Buses & Coaches")).toBeVisible({ timeout: 30_000 });
    await expectFits(page, "board");
    await column(page, "In Review").getByRole("link", { name: /Buses & Coaches/ }).tap();
    await page.getByRole("button", { name: "Status: In review" }).tap();
    await page.getByRole("menuitem", { name: "Ready" }).tap();
    await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible({ timeout: 30_000 });
    expect(onMain("sectors/buses-coaches.json")).toEqual(before);

    await page.getByRole("link", { name: /Writing in Sectors collection/ }).tap();
    await page.getByRole("link", { name: "Workflow" }).tap();
    const ready = column(page, "Ready");
    await expect(ready.getByText("Buses & Coaches")).toBeVisible({ timeout: 30_000 });
    await expectFits(page, "board, ready");
    await ready.getByRole("button", { name: "Publish changes" }).tap();
    await expect.poll(() => onMain("sectors/buses-coaches.json").cardDescription, { timeout: 30_000 }).toBe(text);
    expect(onMain("sectors/buses-coaches.json")).toEqual({ ...before, cardDescription: text });
  });

  test("a card moved on the board by a finger, held a moment and dragged to In Review; a swipe leaves it where it is", async ({ page, allowedConsoleErrors }) => {
    test.setTimeout(150_000);
    // The deploy-preview check failed on purpose, below: the browser logs the answer, Decap the error.
    allowedConsoleErrors.push(/Failed to load resource: the server responded with a status of (404|500)/, /The deploy preview could not be checked/);
    await useBackend(page, gitPort);
    // The notice below goes when the test runs its reading time out (noticeGoes), not when the drag is done.
    await noticesOnTestClock(page.context());
    await login(page);
    await openSector(page, "Marine");
    await page.getByLabel("Card description", { exact: true }).tap();
    await page.getByLabel("Card description", { exact: true }).fill("Belts for boats and ribs, moved along the board by a finger.");
    const deployPreviews = await holdDeployPreviews(page);
    await page.getByRole("button", { name: "Save", exact: true }).tap();
    await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("link", { name: /Writing in Sectors collection/ }).tap();
    await page.getByRole("link", { name: "Workflow" }).tap();
    const card = (heading: string) => column(page, heading).getByRole("link", { name: /Marine/ });
    await expect(card("Drafts")).toBeVisible({ timeout: 30_000 });
    await expectFits(page, "board with a draft");
    expect(storedStatus("marine")).toBe("decap-cms/draft");
    // Decap may draw the board's cards again as it reloads them (the card in hand then leaves the page): tried again.
    await expect(() => card("Drafts").scrollIntoViewIfNeeded({ timeout: 5_000 })).toPass({ timeout: 30_000 });
    const inReview = page.getByRole("heading", { name: "In Review" });

    // A quick swipe across the card is no drag: the card stays a draft.
    await touchDrag(page, card("Drafts"), inReview);
    await expect(card("Drafts")).toBeVisible();
    expect(storedStatus("marine")).toBe("decap-cms/draft");

    // Held a moment (past the board's 250 ms, short of the browser's own long press at 500), then dragged onto
    // In Review: the card moves there, and so does the stored status. While the finger rests, a notice comes (the
    // deploy-preview check Decap began as the entry opened and again after the save, answered now): Decap draws
    // the board again, and the card under the finger must stay that card (Decap's made every card anew, and the
    // finger's touch went with the old one).
    await deployPreviews.asked;
    // Said in the site's words (src/cms/locale.ts); the stand-in's own words go to the console.
    const noticeStart = messageOverrides.ui.toast.onFailToLoadDeployPreview.replace(" %{details}", "");
    const notice = page.getByRole("alert").filter({ hasText: noticeStart }).first();
    await touchDrag(page, card("Drafts"), inReview, {
      hold: 400,
      whileHeld: async () => {
        await deployPreviews.fail();
        await expect(notice).toBeVisible();
      },
    });
    await expect(card("In Review")).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => storedStatus("marine"), { timeout: 30_000 }).toBe("decap-cms/pending_review");
    await expect(card("Drafts")).toHaveCount(0);
    await noticeGoes(page, notice);
    await expectFits(page, "board, moved by a finger");
  });
});
