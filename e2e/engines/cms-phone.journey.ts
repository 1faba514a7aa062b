import fs from "fs";
import path from "path";
import { readBuildSettings } from "../../src/node/settings";
import { fits, measureScreen, misfits, PHONE, settledScreen } from "../cmsPhone";
import { startDecapServer, type DecapServer } from "../decapServer";
import { expect, test, type Visitor } from "./fixtures";
import type { Target } from "./session";

/**
 * The CMS's screens at 390 px in WebKit (e2e/cms-phone.spec.ts takes them by touch in Chromium): each fits the
 * window, and an editor changes a sector's text, looks at its preview and back, publishes it, adds and removes
 * moved pages, and puts a draft in review on the board. WebKitWebDriver drives a desktop MiniBrowser: no touch
 * and no mobile viewport, so a page wider than the window would scroll sideways, which is what is checked.
 * Decap's local backend listens where the CMS was built to find it (the Chromium specs listen on ports of their
 * own, e2e/decapServer.ts), on a copy of data/.
 */

const root = path.join(__dirname, "..", "..");
const settings = readBuildSettings(process.env, root).cms;
const port = settings?.localBackendPort ?? 8081;

const inWebKit = (): boolean => test.info().project.name === "webkit";

test.beforeEach(() => {
  test.skip(!inWebKit(), "the CMS at phone width is checked in WebKit; Chromium takes it by touch");
  test.skip(!settings, "cms.config.json is not valid");
});

/**
 * A click, again if Decap re-rendered the element between the driver finding it and pressing it (WebKitWebDriver
 * then answers "stale element reference" and has pressed nothing), as a finger would simply press again.
 */
async function press(visitor: Visitor, target: Target): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await visitor.session.click(target);
      return;
    } catch (error) {
      if (attempt === 3 || !/stale element reference/.test(String(error))) throw error;
    }
  }
}

async function expectFits(visitor: Visitor, name: string): Promise<void> {
  const screen = await settledScreen(() => visitor.session.evaluate(measureScreen));
  expect({ screen: name, ...misfits(screen, PHONE.width) }).toEqual({ screen: name, ...fits(PHONE.width) });
}

async function login(visitor: Visitor): Promise<void> {
  const { session } = visitor;
  await session.resize(PHONE.width, PHONE.height);
  await visitor.visit("/admin/", { hydrated: false });
  // Decap's 4 MB of scripts come through the journeys' proxy uncompressed.
  await showsSlowly(visitor, { role: "button", name: "Login" });
  // Decap's own screen, once it has taken the place of the page's start screen (the same pixels, cms-start.spec).
  await expect.poll(() => session.evaluate(() => document.getElementById("cms-start") === null), { message: "Decap's own login screen", timeout: 60_000 }).toBe(true);
  // Decap's login screen: its Login button and its link back to the site 44 px tall, as every control.
  await expectFits(visitor, "login");
  await press(visitor, { role: "button", name: "Login" });
  await visitor.shows({ role: "link", name: "Sectors" });
  await expectFits(visitor, "collections");
}

async function openSector(visitor: Visitor, name: string): Promise<void> {
  await press(visitor, { role: "link", name: "Sectors" });
  await visitor.shows({ role: "link", name: new RegExp(`^${name}`) });
  await press(visitor, { role: "link", name: new RegExp(`^${name}`) });
  await expect.poll(async () => (await visitor.session.state({ role: "field", name: "Name" })).value, { timeout: 30_000 }).toBe(name);
}

/** Waits longer than the journeys' 10 s for what may be slow on a busy machine: a draft's commit took over 30 s once. */
async function showsSlowly(visitor: Visitor, target: Target): Promise<void> {
  await expect.poll(async () => (await visitor.session.state(target)).visible, { message: `${JSON.stringify(target)} shown`, timeout: 60_000 }).toBe(true);
}

/** Decap's notice of a save lies over the toolbar's first row for a few seconds: the editor closes it. */
async function closeNotice(visitor: Visitor): Promise<void> {
  const { session } = visitor;
  // It slides in from the side; a click lands once it has come to rest in the window.
  const place = () => session.evaluate(() => JSON.stringify(document.querySelector(".Toastify__close-button")?.getBoundingClientRect() ?? null));
  let last = "";
  await expect
    .poll(async () => {
      const previous = last;
      last = await place();
      const box = JSON.parse(last) as DOMRect | null;
      return box !== null && last === previous && box.left >= 0 && box.right <= PHONE.width;
    }, { timeout: 15_000 })
    .toBe(true);
  await press(visitor, { role: "button", name: "close" });
  // Gone once it has slid away (react-toastify's toast, which loses its role as it starts to).
  await expect.poll(() => session.evaluate(() => document.querySelectorAll(".Toastify__toast").length), { timeout: 15_000 }).toBe(0);
}

const publish: Target = { role: "button", name: "Publish" };
const publishNow: Target = { role: "menuitem", name: "Publish now" };

test.describe("editing", () => {
  let server: DecapServer | undefined;
  const readJson = (file: string): Record<string, unknown> | undefined => {
    try {
      return JSON.parse(fs.readFileSync(path.join(server?.repo ?? "", "data", file), "utf8")) as Record<string, unknown>;
    } catch {
      return undefined; // Missing or half written.
    }
  };
  test.beforeAll(async () => {
    if (!inWebKit() || !settings) return;
    server = await startDecapServer(root, { port, mode: "fs", portNote: "the CMS was built to find its local backend there (CMS_LOCAL_BACKEND_PORT)" });
  });
  test.afterAll(() => server?.stop());

  test("cms at 390 px: a sector's text, its preview and back, published; moved pages added and removed; the media library", async ({ visitor, allowedConsoleErrors }) => {
    test.setTimeout(150_000);
    // Typed key by key, a link is looked up at each prefix ("/sectors/a", ...); the local backend answers one that
    // does not exist with an empty file, whose parse Decap logs (as in e2e/cms.spec.ts).
    allowedConsoleErrors.push(/JSON Parse error: Unexpected EOF/);
    const { session } = visitor;
    await login(visitor);
    await openSector(visitor, "Aviation");
    await expectFits(visitor, "entry");

    const subtitle: Target = { role: "field", name: "Subtitle" };
    // Short: WebKitWebDriver types key by key.
    const text = "Aircraft belts, edited in WebKit.";
    await session.fill(subtitle, text);
    await press(visitor, { role: "button", name: "Preview" });
    await visitor.shows(subtitle, false);
    // The preview, the window's width, is the site's own sector page with the new text.
    await expect
      .poll(() =>
        session.evaluate(() => {
          const frame = document.querySelector<HTMLIFrameElement>("#preview-pane");
          const box = frame?.getBoundingClientRect();
          return { left: box?.left, width: box?.width, text: frame?.contentDocument?.body.textContent?.includes("Aircraft belts, edited in WebKit.") };
        }),
      )
      .toEqual({ left: 0, width: PHONE.width, text: true });
    await expectFits(visitor, "preview");
    await press(visitor, { role: "button", name: "Edit" });
    await visitor.shows(subtitle);
    await press(visitor, { role: "button", name: "Choose different image" });
    await visitor.shows({ role: "button", name: "Choose selected" });
    await expectFits(visitor, "media library");
    await session.press("Escape");
    await visitor.shows({ role: "button", name: "Choose selected" }, false);
    await press(visitor, publish);
    await visitor.shows(publishNow);
    await expectFits(visitor, "publish menu");
    await press(visitor, publishNow);
    await expect.poll(() => readJson("sectors/aviation.json")?.subtitle, { timeout: 30_000 }).toBe(text);
    await closeNotice(visitor);

    // Moved pages: two added, the second removed again with its item's remove button.
    await press(visitor, { role: "link", name: /Writing in Sectors collection/ });
    await visitor.shows({ role: "link", name: "Moved pages" });
    await press(visitor, { role: "link", name: "Moved pages" });
    await visitor.shows({ role: "link", name: /Moved and retired addresses/ });
    await press(visitor, { role: "link", name: /Moved and retired addresses/ });
    await showsSlowly(visitor, { role: "button", name: "Add moved page" });
    await press(visitor, { role: "button", name: "Add moved page" });
    await session.fill({ role: "field", name: "Old address" }, "/sectors/aircraft/");
    await session.fill({ role: "field", name: "Links to" }, "/sectors/aviation");
    await press(visitor, { role: "button", name: "Add moved page" });
    await expect.poll(async () => (await session.state({ role: "field", name: "Old address" })).count).toBe(2);
    await expectFits(visitor, "moved pages");
    const removeLast = () =>
      session.evaluate(() => {
        const buttons = document.querySelectorAll<HTMLButtonElement>("[aria-roledescription=sortable] + button");
        buttons[buttons.length - 1]?.click();
        return buttons.length;
      });
    expect(await removeLast()).toBe(2);
    await expect.poll(async () => (await session.state({ role: "field", name: "Old address" })).count).toBe(1);
    await press(visitor, publish);
    await press(visitor, publishNow);
    await expect.poll(() => readJson("redirects.json")?.redirects, { timeout: 30_000 }).toEqual([{ from: "/sectors/aircraft/", to: "/sectors/aviation" }]);
  });
});

test.describe("drafts and review", () => {
  let server: DecapServer | undefined;
  test.beforeAll(async () => {
    if (!inWebKit() || !settings?.editorialWorkflow) return;
    server = await startDecapServer(root, { port, mode: "git", portNote: "the CMS was built to find its local backend there (CMS_LOCAL_BACKEND_PORT)" });
  });
  test.afterAll(() => server?.stop());

  test("cms at 390 px: a draft saved, put in review and found on the board", async ({ visitor }) => {
    test.skip(!settings?.editorialWorkflow, "cms.config.json has the editorial workflow off");
    test.setTimeout(120_000);
    const { session } = visitor;
    await login(visitor);
    await openSector(visitor, "Buses & Coaches");
    await session.fill({ role: "field", name: "Card description" }, "Coach belts, proposed in WebKit.");
    await press(visitor, { role: "button", name: "Save" });
    await showsSlowly(visitor, { role: "button", name: "Status: Draft" });
    await expectFits(visitor, "draft");
    await press(visitor, { role: "button", name: "Status: Draft" });
    await visitor.shows({ role: "menuitem", name: "In review" });
    await expectFits(visitor, "status menu");
    await press(visitor, { role: "menuitem", name: "In review" });
    await showsSlowly(visitor, { role: "button", name: "Status: In review" });
    await closeNotice(visitor);
    await press(visitor, { role: "link", name: /Writing in Sectors collection/ });
    await visitor.shows({ role: "link", name: "Workflow" });
    await press(visitor, { role: "link", name: "Workflow" });
    await showsSlowly(visitor, { role: "button", name: "Publish changes" });
    await expectFits(visitor, "board");
  });
});
