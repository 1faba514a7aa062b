import path from "path";
import type { Page, Route } from "@playwright/test";
import sharp from "sharp";
import config from "../playwright.config";
import { phrase, cmsPhrases } from "../src/node/cms/startScreen";
import { readBuildSettings } from "../src/node/settings";
import { backendPort, forward, startDecapServer, type DecapServer } from "./decapServer";
import { expect, test } from "./fixtures";
import { nginxPort } from "./servers";

/**
 * The CMS's page before its scripts have run (src/cms/startScreen.ts, src/node/cms/startScreen.ts): Decap's login
 * screen drawn by the page's own HTML and CSS, the hand-over to Decap's own screen with nothing changed on screen
 * and nothing moved, a tap on Login before then, a signed-in editor's frame, and a script that does not load.
 * The scripts are held back by the test, as a slow connection would, and let go when the test says.
 */

const root = path.join(__dirname, "..");
const { cms: settings, siteUrl } = readBuildSettings(process.env, root);
const phrases = cmsPhrases(root);
const words = {
  login: phrase(phrases, "auth.login"),
  github: phrase(phrases, "auth.loginWithGitHub"),
  back: phrase(phrases, "ui.default.goBackToSite"),
  waiting: phrase(phrases, "site.page.gettingReady"),
  failed: phrase(phrases, "site.page.loadFailed"),
};

// The CMS finds its local backend on the port it was built with; this spec's listens on one of its own
// (e2e/decapServer.ts, backendPort), and the page's requests are sent there.
const builtPort = settings?.localBackendPort ?? 8081;
const ownPort = backendPort(builtPort, "cms-start");
let server: DecapServer | undefined;
// The deployed site, as e2e/cms-deployed.spec.ts opens it: nginx under a host name Decap looks for no local
// backend on, treated as the HTTPS address it is deployed at.
const host = "cms.beltwright.example";
const deployed = `http://${host}:${nginxPort}`;
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), `--host-resolver-rules=MAP ${host} 127.0.0.1`, `--unsafely-treat-insecure-origin-as-secure=${deployed}`],
  },
});

// Decap signs in and reads entries through the local backend: seconds each on a busy machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });
// At desktop width; the login screens again at a phone's (the tests tagged @phone), where the phone stylesheet
// makes Login and the link back to the site 44 px tall (the phone's other CMS screens: e2e/cms-phone).
test.beforeEach(({ isMobile }) => {
  test.skip(isMobile !== test.info().tags.includes("@phone"), isMobile ? "checked at desktop width" : "checked at a phone's width");
});

test.beforeAll(async ({ isMobile }) => {
  if (isMobile || !settings) return;
  server = await startDecapServer(root, { port: ownPort, mode: "fs", portNote: "cms-start.spec's own (backendPort in e2e/decapServer.ts)" });
});
test.afterAll(() => server?.stop());

/** Holds the CMS's scripts back until `release` is called; `fail` answers them with an error instead. */
async function holdScripts(page: Page, { fail = false } = {}): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/admin\/[^/]+\.js$/, async (route) => {
    if (fail) return route.fulfill({ status: 503, body: "" });
    if (released) return route.continue();
    held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** Sends the page's requests for its local backend to this spec's own. */
async function useOwnBackend(page: Page): Promise<void> {
  await page.route(`http://localhost:${builtPort}/api/v1`, (route) => forward(route, ownPort));
}

/**
 * From before the first paint: every layout shift, and at each frame what was on screen: the start screen,
 * Decap's own screen (a login page or the CMS), or anything else (a blank page, Decap's "Loading configuration").
 */
async function watchFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { shifts: number[]; moved: string[]; frames: string[]; flush?: () => void } = { shifts: [], moved: [], frames: [] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const name = (node: Node | null): string => {
      if (!(node instanceof Element)) return node ? node.nodeName : "(gone)";
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${node.classList.length ? `.${Array.from(node.classList).join(".")}` : ""}`;
    };
    const rect = ({ x, y, width, height }: DOMRectReadOnly): string => `${x},${y} ${width}×${height}`;
    const record = (entries: PerformanceEntryList): void => {
      for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] })[]) {
        if (entry.hadRecentInput) continue;
        seen.shifts.push(entry.value);
        // What moved, for the failure's message: each element, from where to where.
        for (const source of entry.sources) seen.moved.push(`${Math.round(entry.startTime)} ms ${name(source.node)}: ${rect(source.previousRect)} → ${rect(source.currentRect)}`);
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    // Shifts the browser has measured but not yet delivered, taken when the test reads them.
    seen.flush = () => record(observer.takeRecords());
    const frame = (): void => {
      const start = document.getElementById("cms-start");
      const decap = document.querySelector('#nc-root section[class*="AuthenticationPage"], #nc-root [class*="AppHeader"], #nc-root [class*="ToolbarContainer"]');
      const state = start && getComputedStyle(start).display !== "none" ? "start" : decap ? "decap" : "other";
      if (seen.frames[seen.frames.length - 1] !== state) seen.frames.push(state);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}
type Seen = { shifts: number[]; moved: string[]; frames: string[] };
/**
 * What was seen, read once the test has waited for the end state it checks (the start screen gone, Decap's control
 * there): the frame that draws that state is let through first, since the browser measures a shift as it lays out
 * and paints a frame, and the shifts it has not yet delivered are taken with it.
 */
const seen = (page: Page): Promise<Seen> =>
  page.evaluate(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const watched = (window as unknown as { __seen: Seen & { flush(): void } }).__seen;
    watched.flush();
    return { shifts: watched.shifts, moved: watched.moved, frames: watched.frames };
  });

/** How many pixels differ between two screenshots of the same size. */
async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  const [first, second] = await Promise.all([a, b].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })));
  expect([second.info.width, second.info.height]).toEqual([first.info.width, first.info.height]);
  let count = 0;
  for (let i = 0; i < first.data.length; i += first.info.channels) {
    for (let c = 0; c < first.info.channels; c++) {
      if (first.data[i + c] !== second.data[i + c]) {
        count += 1;
        break;
      }
    }
  }
  return count;
}

/** The start screen, then Decap's login in its place once the scripts run: the two screenshots must be the same, and nothing moves or goes blank between them. */
async function startThenDecap(page: Page, url: string, label: string): Promise<void> {
  await watchFrames(page);
  const scripts = await holdScripts(page);
  await page.goto(url, { waitUntil: "commit" });
  const start = page.locator("#cms-start");
  await expect(start.getByRole("button", { name: label, exact: true })).toBeVisible();
  // The logo is in: the screen as the editor sees it before the scripts arrive.
  const logo = start.getByRole("img", { name: "Logo" }).filter({ visible: true });
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const before = await page.screenshot();
  await scripts.release();
  await expect(start).toHaveCount(0, { timeout: 30_000 });
  const decapLogin = page.locator("#nc-root").getByRole("button", { name: label, exact: true });
  await expect(decapLogin).toBeEnabled();
  await page.mouse.move(0, 0);
  const after = await page.screenshot();
  expect(await differingPixels(before, after)).toBe(0);
  const { shifts, moved, frames } = await seen(page);
  expect(frames).toEqual(["start", "decap"]);
  expect(shifts.reduce((sum, value) => sum + value, 0), moved.join("\n")).toBe(0);
}

test("paints decap-server's login before any script has run, and Decap's own takes its place with nothing changed or moved", async ({ page }) => {
  test.skip(!settings, "cms.config.json is not valid");
  await useOwnBackend(page);
  await startThenDecap(page, "/admin/", words.login);
});

test("paints the configured backend's login on the deployed site's address, under the page's own policy, and Decap's takes its place unchanged", async ({ page }) => {
  test.skip(settings?.backend.name !== "github", "cms.config.json chooses another backend");
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`Content-Security-Policy: ${event.violatedDirective} ${event.blockedURI}`));
  });
  await startThenDecap(page, `${deployed}/admin/`, words.github);
});

test("a tap on Login before the CMS is ready says it is getting ready, then signs in", async ({ page }) => {
  test.skip(!settings, "cms.config.json is not valid");
  await useOwnBackend(page);
  const scripts = await holdScripts(page);
  await page.goto("/admin/", { waitUntil: "commit" });
  await page.getByRole("button", { name: words.login, exact: true }).click();
  const button = page.locator("#cms-start").getByRole("button");
  await expect(button).toHaveAccessibleName(words.waiting);
  await expect(button.getByText(words.waiting)).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(words.waiting);
  await scripts.release();
  await expect(page.getByRole("complementary").getByRole("link", { name: "Sectors" })).toBeVisible({ timeout: 30_000 });
});

test("a signed-in editor opening an entry by its address sees a frame of the CMS, then the entry, with nothing moved", async ({ page }) => {
  test.skip(!settings, "cms.config.json is not valid");
  await useOwnBackend(page);
  await page.goto("/admin/");
  await page.getByRole("button", { name: words.login, exact: true }).click();
  await expect(page.getByRole("complementary").getByRole("link", { name: "Sectors" })).toBeVisible({ timeout: 30_000 });
  await watchFrames(page);
  const scripts = await holdScripts(page);
  await page.goto("/admin/#/collections/sectors/entries/aviation", { waitUntil: "commit" });
  await page.reload({ waitUntil: "commit" });
  const bar = page.locator("#cms-start .cms-start-bar");
  await expect(bar).toBeVisible();
  await expect(page.getByRole("button", { name: words.login })).toHaveCount(0);
  const frame = await bar.boundingBox();
  await scripts.release();
  await expect(page.getByLabel("Name", { exact: true })).toBeEditable({ timeout: 30_000 });
  // The frame's bar is where Decap's toolbar comes.
  expect(await page.locator('#nc-root [class*="ToolbarContainer"]').boundingBox()).toMatchObject({ x: frame?.x, y: frame?.y, height: frame?.height });
  const { shifts, moved, frames } = await seen(page);
  expect(frames).toEqual(["start", "decap"]);
  expect(shifts.reduce((sum, value) => sum + value, 0), moved.join("\n")).toBeLessThan(0.01);
});

test("says so when the CMS's scripts do not load, and that it needs JavaScript when it is off", async ({ page, browser, baseURL, allowedConsoleErrors }) => {
  allowedConsoleErrors.push(/Failed to load resource: the server responded with a status of 503/);
  await holdScripts(page, { fail: true });
  await page.goto("/admin/");
  await expect(page.getByRole("alert")).toHaveText(words.failed);
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const offline = await noScript.newPage();
    await offline.goto("/admin/");
    // Playwright's text locators pass over <noscript>; the text the page renders does not.
    expect(await offline.locator("body").innerText()).toContain(phrase(phrases, "site.page.noScript"));
    await expect(offline.getByRole("button", { name: settings?.backend.name === "github" ? words.github : /Login/ })).toBeVisible();
  } finally {
    await noScript.close();
  }
});

test.describe("on a phone", () => {
  test.use({ screen: { width: 390, height: 844 } });

  /** The heights of Decap's Login button and of its link back to the site (when the site's address is configured), as drawn. */
  async function heights(page: Page, label: string): Promise<number[]> {
    const controls = [page.locator("#nc-root").getByRole("button", { name: label, exact: true }), page.locator("#nc-root").getByRole("link", { name: words.back })];
    const boxes = await Promise.all(controls.map(async (control) => ((await control.count()) ? control.boundingBox() : null)));
    return boxes.filter((box) => box !== null).map((box) => Math.round(box.height));
  }

  /** What decap-server answers when Decap looks for it: the page's login screen is the local backend's (no entry is read). */
  async function answerLocalBackend(page: Page): Promise<void> {
    await page.route(`http://localhost:${builtPort}/api/v1`, (route) => route.fulfill({ json: { repo: "data", publish_modes: ["simple"], type: "local_fs" } }));
  }

  test("paints decap-server's login with a Login button and a link back to the site 44 px tall, and Decap's own takes its place unchanged", { tag: "@phone" }, async ({ page }) => {
    test.skip(!settings, "cms.config.json is not valid");
    await answerLocalBackend(page);
    await startThenDecap(page, "/admin/", words.login);
    expect(await heights(page, words.login)).toEqual(siteUrl ? [44, 44] : [44]);
  });

  test("paints the configured backend's login, 44 px tall, on the deployed site's address, and Decap's takes its place unchanged", { tag: "@phone" }, async ({ page }) => {
    test.skip(settings?.backend.name !== "github", "cms.config.json chooses another backend");
    await startThenDecap(page, `${deployed}/admin/`, words.github);
    expect(await heights(page, words.github)).toEqual(siteUrl ? [44, 44] : [44]);
  });
});
