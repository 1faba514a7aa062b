import crypto from "crypto";
import path from "path";
import type { BrowserContext, Page } from "@playwright/test";
import { handleCmsAuth } from "../netlify/functions/cms-auth";
import { fullChromium } from "../playwright.config";
import { readBuildSettings } from "../src/node/settings";
import { noticeGoes, noticesOnTestClock, settledNotice } from "./cmsPhone";
import { expect, test } from "./fixtures";
import { githubStandIn, repositoryFiles, type GitHubStandIn } from "./githubStandIn";
import { nginxOrigin, nginxPort } from "./servers";

/**
 * The built CMS as a deployed site serves it: from nginx with deploy/nginx.conf,
 * under a host name that is not this machine's (Decap looks for its local
 * backend only on localhost), so the configured backend (GitHub) is used.
 */

const host = "cms.beltwright.example";
const origin = `http://${host}:${nginxPort}`;
const settings = readBuildSettings(process.env, `${__dirname}/..`).cms;
const repo = settings?.backend.name === "github" ? settings.backend.repo : "";
// Chromium itself, not its headless shell: the sign-in opens GitHub's window, which hands the token back to the CMS's page.
test.use({
  launchOptions: {
    ...fullChromium,
    // A deployed site is served over HTTPS; Decap needs what browsers give only to secure pages (crypto.randomUUID).
    args: [...fullChromium.args, `--host-resolver-rules=MAP ${host} 127.0.0.1`, `--unsafely-treat-insecure-origin-as-secure=${origin}`],
  },
});

test("the CMS starts under its own Content-Security-Policy, loads nothing from another origin, and offers the GitHub sign-in without Netlify's Identity widget", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the CMS is checked once, at desktop width");
  test.skip(settings?.backend.name !== "github", "cms.config.json chooses another backend");
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`Content-Security-Policy: ${event.violatedDirective} ${event.blockedURI}`));
  });
  const response = await page.goto(`${origin}/admin/`);
  const headers = response?.headers() ?? {};
  // Its scripts from this site and its start screen's inline script by its hash; nothing evaluated (the
  // securitypolicyviolation listener above turns any attempt into a console error, which fails the test).
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
  expect(headers["content-security-policy"]).toContain("connect-src 'self' https://api.github.com;");
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  // Its sign-in window must be able to answer it (window.opener); no other site may load its files.
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible();
  expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith("data:"))).toEqual([]);
  // Decap's parts with React, and the CMS's own code, each named by its content (src/node/cms/build.ts).
  expect(requested).toEqual(expect.arrayContaining([`${origin}/admin/`, expect.stringMatching(/\/admin\/cms-vendor-[0-9a-f]{20}\.js$/), expect.stringMatching(/\/admin\/cms-[0-9a-f]{20}\.js$/)]));
  expect(requested.filter((url) => url.includes("identity"))).toEqual([]);
});

const backend = settings?.backend.name === "github" ? settings.backend : undefined;
// Seven ports for each worker, four of them used (the sign-in test's; the two editors' test's, at desktop width; the
// phone's sign-in that expires; the failed reads' test, at desktop width), so that two workers never share one, whatever
// they run side by side (`--repeat-each` runs copies of a test at once).
const standInPort = Number(process.env.CMS_GITHUB_STANDIN_PORT ?? nginxPort + 12) + 7 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);

interface SignedIn {
  /** The exchange's steps. */
  exchanged: string[];
  /** The next API request of this context that matches `request` ("GET /repos/…?…") fails as GitHub's servers can (500), without reaching the stand-in. */
  failNext(request: RegExp): void;
}

/**
 * Answers a browser context's sign-in and GitHub API requests: the sign-in address the CMS was built with
 * (Netlify's OAuth provider unless cms.config.json names the site's own) by the site's exchange
 * (netlify/functions/cms-auth.ts), which speaks the same protocol, with the stand-in as GitHub; GitHub's API, as
 * the CMS's page asks it (its policy allows api.github.com), by the stand-in.
 */
async function answerSignIn(context: BrowserContext, github: string): Promise<SignedIn> {
  const authBase = (backend?.base_url ?? "https://api.netlify.com").replace(/\/+$/, "");
  const authPath = (backend?.auth_endpoint ?? "auth").replace(/^\/+/, "");
  const exchanged: string[] = [];
  const failing: RegExp[] = [];
  await context.route(`${authBase}/${authPath}?*`, async (route) => {
    const request = new Request(route.request().url(), { headers: await route.request().allHeaders() });
    const response = await handleCmsAuth(request, { GITHUB_CLIENT_ID: "stand-in-app", GITHUB_CLIENT_SECRET: "stand-in-secret", GITHUB_OAUTH_URL: github, CMS_SITE_ORIGIN: origin });
    exchanged.push(new URL(route.request().url()).searchParams.has("code") ? "callback" : "start");
    await route.fulfill({ status: response.status, headers: Object.fromEntries(response.headers), body: Buffer.from(await response.arrayBuffer()) });
  });
  await context.route("https://api.github.com/**", async (route) => {
    const url = new URL(route.request().url());
    const failure = failing.findIndex((request) => request.test(`${route.request().method()} ${url.pathname}${url.search}`));
    if (failure >= 0) {
      failing.splice(failure, 1);
      return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Server Error" }) });
    }
    // A request the page gave up on while it was forwarded has nobody to answer; that is no failure here.
    try {
      await route.fulfill({ response: await route.fetch({ url: `${github}${url.pathname}${url.search}` }) });
    } catch (error) {
      if (!/disposed|closed|Test ended/i.test(String(error))) throw error;
    }
  });
  return { exchanged, failNext: (request) => void failing.push(request) };
}

/** Signs in through the sign-in window. */
async function signIn(page: Page): Promise<void> {
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Login with GitHub" }).click();
  await popup;
}

/** Leaves the CMS for an empty page, so that it asks the API nothing more (its requests still on their way end with it). */
async function leaveTheCms(page: Page): Promise<void> {
  if (!page.isClosed()) await page.goto("about:blank").catch(() => undefined);
}

test("an editor signs in with GitHub through the site's OAuth exchange and sees the collections", async ({ page, allowedConsoleErrors }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the CMS is checked once, at desktop width");
  test.skip(settings?.backend.name !== "github", "cms.config.json chooses another backend");
  // The stand-in has no content: Decap's look-ups of the entries are answered 404, which the browser logs.
  allowedConsoleErrors.push(/Failed to load resource: the server responded with a status of 404/);
  const standIn = githubStandIn({ repo, files: new Map() });
  const { apiCalls } = standIn;
  const github = await standIn.listen(standInPort);
  try {
    const { exchanged } = await answerSignIn(page.context(), github);
    // Under the opener policy the CMS's page is served with: the sign-in window hands the token back through window.opener.
    const cmsPage = await page.goto(`${origin}/admin/`);
    expect(cmsPage?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Login with GitHub" }).click();
    await popup;
    const collections = page.getByRole("complementary");
    for (const name of ["Sectors", "Services", "Pages", "Cookie banner", "Moved pages"]) await expect(collections.getByRole("link", { name, exact: true })).toBeVisible({ timeout: 15_000 });
    expect(exchanged).toEqual(["start", "callback"]);
    expect(apiCalls).toEqual(expect.arrayContaining(["GET /user", `GET /repos/${repo}`]));
  } finally {
    // Decap keeps asking the API after the collections show (the Media page's listing, one folder after another):
    // the CMS is left first, so that nothing it asks after the routes go reaches for the real GitHub (a fresh
    // clone's run read "Failed to fetch"); answers still on their way would be fulfilled on a closed context
    // ("Fetch response has been disposed"), failing a passed test.
    await leaveTheCms(page);
    await page.context().unrouteAll({ behavior: "ignoreErrors" });
    await standIn.close();
  }
});

test("a visitor's page under /admin/ keeps the site's policy, and only the CMS's page has the CMS's", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "headers do not depend on the screen");
  const cms = await request.get(`${nginxOrigin}/admin/`);
  const manager = await request.get(`${nginxOrigin}/admin/cookie-manager/`);
  const home = await request.get(`${nginxOrigin}/`);
  const policy = (response: typeof cms): string => response.headers()["content-security-policy"] ?? "";
  // The CMS's own: its backend's API and the workers its picture tools start from blob: addresses, which no
  // visitor's page allows (they take blob: for pictures only, the thumbnails of a quote's photos).
  expect(policy(cms)).toContain("connect-src 'self' https://api.github.com");
  expect(policy(cms)).toContain("worker-src 'self' blob:");
  for (const other of [manager, home]) {
    expect(policy(other)).not.toContain("api.github.com");
    expect(policy(other)).not.toMatch(/worker-src[^;]*blob:|media-src[^;]*blob:/);
    expect(policy(other)).not.toBe("");
  }
  expect(policy(manager)).toBe(policy(home));
  // Only the CMS's page opens a window that must reach back to it.
  expect(cms.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  for (const other of [manager, home]) expect(other.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  expect(manager.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  // Netlify Identity's emails, which send an invited editor to the CMS's page with the token.
  const invitation = await request.get(`${nginxOrigin}/admin/emails/invitation.html`);
  expect(invitation.status()).toBe(200);
  expect(await invitation.text()).toContain("/admin/#invite_token={{ .Token }}");
  expect(home.headers()["x-robots-tag"]).toBeUndefined();
});

test.describe("editors on GitHub never lose work", () => {
  const root = path.join(__dirname, "..");
  const file = "data/sectors/aviation.json";

  /** The workflow's steps, as an editor takes them: a draft saved, marked ready, published. */
  async function save(page: Page): Promise<void> {
    await page.getByRole("button", { name: "Save", exact: true }).click();
  }
  async function publishDraft(page: Page): Promise<void> {
    await page.getByRole("button", { name: /^Status: / }).click();
    await page.getByRole("menuitem", { name: "Ready" }).click();
    await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible({ timeout: 30_000 });
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
  }
  async function openEntry(page: Page, slug: string, name: string): Promise<void> {
    await page.goto(`${origin}/admin/#/collections/sectors/entries/${slug}`);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name, { timeout: 30_000 });
  }

  /**
   * The editor's sign-in expires while they write: GitHub answers the save 401. They are told so and what to do, and
   * the text stays; reloaded and signed in again, they are offered the text, take it, and it is in the form.
   */
  async function signInExpiresWhileWriting(editor: Page, standIn: GitHubStandIn, late: string): Promise<void> {
    const cardDescription = editor.getByLabel("Card description", { exact: true });
    await cardDescription.fill(late);
    standIn.expireTokens();
    await save(editor);
    const expired = editor.getByText(/Not saved\. Your sign-in has expired\. Your changes are kept in this browser\. Reload the page and sign in again/);
    await expect(expired).toBeVisible({ timeout: 30_000 });
    // The whole notice, so that nothing of the program's (a status, "Bad credentials") rides along after the words.
    await expect(expired).toHaveText(
      "Not saved. Your sign-in has expired. Your changes are kept in this browser. Reload the page and sign in again: the content manager then offers your changes for this entry. Choose OK, and save again.",
    );
    await settledNotice(editor, expired, "sign-in-expired");
    await expect(cardDescription).toHaveValue(late);
    const offers: string[] = [];
    editor.on("dialog", (dialog) => {
      if (dialog.type() === "confirm") offers.push(dialog.message());
      void dialog.accept();
    });
    await editor.reload();
    await signIn(editor);
    await expect(cardDescription).toHaveValue(late, { timeout: 30_000 });
    expect(offers).toEqual([expect.stringMatching(/^Unsaved changes to "Aviation" \(Sectors\)/)]);
  }

  test("two editors: a save over a colleague's published change or unopened draft stops, keeps both, and goes ahead when made again; an expired sign-in keeps the text", async ({ page, browser, allowedConsoleErrors }, testInfo) => {
    test.skip(settings?.backend.name !== "github", "cms.config.json chooses another backend");
    test.skip(!settings?.editorialWorkflow, "written for the editorial workflow, on by default with GitHub");
    test.skip(testInfo.project.name !== "desktop", "two editors' saves do not depend on the screen; a phone's sign-in, and its expiry, are checked below");
    // About a minute alone; up to three on a machine busy with other builds (2.7 min seen at a load of 21 on 2 cores).
    test.setTimeout(240_000);
    // Decap's look-ups of what the stand-in does not hold (pictures, a draft that does not exist) are answered 404.
    allowedConsoleErrors.push(/Failed to load resource: the server responded with a status of 40[14]/, /was changed by someone else/, /Bad credentials|sign-in|Problem fetching repo data/i);
    const standIn: GitHubStandIn = githubStandIn({ repo, files: repositoryFiles(root, ["data/sectors"]) });
    // On a port of its own (the sign-in test above may run at the same time on the first): one above it.
    const github = await standIn.listen(standInPort + 1);
    const stored = (branch?: string): Record<string, unknown> => JSON.parse(standIn.read(file, branch) ?? "{}") as Record<string, unknown>;
    const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
    const other = await browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
    try {
      await answerSignIn(page.context(), github);
      await answerSignIn(other, github);
      // Each notice's reading time on the test's clock: the steps after it may take long on a slow machine.
      await noticesOnTestClock(page.context());
      await noticesOnTestClock(other);
      const b = await other.newPage();
      for (const editor of [b, page]) {
        await editor.goto(`${origin}/admin/`);
        await signIn(editor);
        await expect(editor.getByRole("complementary").getByRole("link", { name: "Sectors", exact: true })).toBeVisible({ timeout: 15_000 });
        await openEntry(editor, "aviation", "Aviation");
      }
      const before = stored();

      // A changes the card description and publishes it.
      const description = `Lap belts for aircraft seats, published by editor A (${testInfo.project.name}).`;
      await page.getByLabel("Card description", { exact: true }).fill(description);
      await save(page);
      await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
      await publishDraft(page);
      await expect.poll(() => stored().cardDescription, { timeout: 30_000 }).toBe(description);

      // B, still looking at the old description, changes the title and saves: stopped, with what to do.
      const title = `Aviation Seat Belts, retitled by editor B (${testInfo.project.name})`;
      await b.getByLabel("Title", { exact: true }).first().fill(title);
      await save(b);
      const stopped = b.getByText(/Not saved\. "Aviation" \(Sectors\) was changed by someone else after you opened it/);
      await expect(stopped).toBeVisible({ timeout: 30_000 });
      await settledNotice(b, stopped, "colleague-published");
      await expect(b.getByLabel("Title", { exact: true }).first()).toHaveValue(title);
      expect(stored()).toMatchObject({ title: before.title, cardDescription: description });
      expect(standIn.read(file, "cms/sectors/aviation")).toBeUndefined();
      await noticeGoes(b, stopped);

      // Saved again, knowingly: B's version becomes the draft, and once published, the file.
      await save(b);
      await expect(b.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
      expect(stored("cms/sectors/aviation")).toMatchObject({ title, cardDescription: before.cardDescription });
      await publishDraft(b);
      await expect.poll(() => stored().title, { timeout: 30_000 }).toBe(title);
      // After a publish Decap loads the entry again; one still on its way when the sign-in expires below fails and
      // takes the form away ("Failed to load entry"). Reloaded, B starts from the entry as it now stands.
      await b.reload();
      await expect(b.getByLabel("Title", { exact: true }).first()).toHaveValue(title, { timeout: 30_000 });

      // A opens the entry as it now stands. B then saves a draft of it, which A never opens.
      await page.reload();
      await expect(page.getByLabel("Title", { exact: true }).first()).toHaveValue(title, { timeout: 30_000 });
      const drafted = `Lap belts for aircraft seats, in editor B's draft (${testInfo.project.name}).`;
      await b.getByLabel("Card description", { exact: true }).fill(drafted);
      await save(b);
      await expect(b.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
      // A saves: stopped, and told of the draft and what to do; B's draft stays as B saved it, A's text in A's form.
      const replacing = `Lap belts for aircraft seats, saved by editor A over B's draft (${testInfo.project.name}).`;
      const aDescription = page.getByLabel("Card description", { exact: true });
      await aDescription.fill(replacing);
      await save(page);
      const draftNotice = page.getByText(/Not saved\. "Aviation" \(Sectors\) has a draft that someone else saved/);
      await expect(draftNotice).toBeVisible({ timeout: 30_000 });
      await settledNotice(page, draftNotice, "colleague-draft");
      await expect(aDescription).toHaveValue(replacing);
      expect(stored("cms/sectors/aviation")).toMatchObject({ title, cardDescription: drafted });
      await noticeGoes(page, draftNotice);
      // Saved again, knowingly: A's version becomes the draft, in place of B's (one draft, in Workflow).
      await save(page);
      await expect.poll(() => stored("cms/sectors/aviation").cardDescription, { timeout: 30_000 }).toBe(replacing);
      await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
      expect(stored("cms/sectors/aviation").title).toBe(title);
      expect(standIn.openPulls()).toEqual(["cms/sectors/aviation"]);

      // B's sign-in expires while B writes: the text stays, and is offered back once B has signed in again.
      const late = `Lap belts for aircraft seats, typed as the sign-in expired (${testInfo.project.name}).`;
      const cardDescription = b.getByLabel("Card description", { exact: true });
      await signInExpiresWhileWriting(b, standIn, late);
      expect(stored().cardDescription).toBe(before.cardDescription);
      // B typed it into B's own draft, which A has since replaced: saving it would undo A's, so it stops once more.
      await save(b);
      const stoppedAgain = b.getByText(/Not saved\. "Aviation" \(Sectors\) was changed by someone else after you opened it/);
      await expect(stoppedAgain).toBeVisible({ timeout: 30_000 });
      await expect(cardDescription).toHaveValue(late);
      expect(stored("cms/sectors/aviation").cardDescription).toBe(replacing);
      await noticeGoes(b, stoppedAgain);
      // Saved again, knowingly: written.
      await save(b);
      await expect.poll(() => stored("cms/sectors/aviation").cardDescription, { timeout: 30_000 }).toBe(late);
      expect(stored("cms/sectors/aviation").title).toBe(title);
    } finally {
      await other.close();
      await leaveTheCms(page);
      await page.context().unrouteAll({ behavior: "ignoreErrors" });
      await standIn.close();
    }
  });
  test("on a phone, an editor signs in with GitHub, and a sign-in that expires while they write keeps the text, which a save then writes", async ({ page, allowedConsoleErrors }, testInfo) => {
    test.skip(settings?.backend.name !== "github", "cms.config.json chooses another backend");
    test.skip(!settings?.editorialWorkflow, "written for the editorial workflow, on by default with GitHub");
    test.skip(testInfo.project.name !== "phone", "at desktop width, the two editors' test above signs in and has its sign-in expire");
    test.setTimeout(120_000);
    // Decap's look-ups of what the stand-in does not hold are answered 404; the expired sign-in's refusal is logged.
    allowedConsoleErrors.push(/Failed to load resource: the server responded with a status of 40[14]/, /Bad credentials|sign-in|Problem fetching repo data/i);
    const standIn: GitHubStandIn = githubStandIn({ repo, files: repositoryFiles(root, ["data/sectors"]) });
    // A port of its own: two above the sign-in test's.
    const github = await standIn.listen(standInPort + 2);
    try {
      await answerSignIn(page.context(), github);
      await noticesOnTestClock(page.context());
      await page.goto(`${origin}/admin/`);
      await signIn(page);
      await expect(page.getByRole("complementary").getByRole("link", { name: "Sectors", exact: true })).toBeVisible({ timeout: 15_000 });
      await openEntry(page, "aviation", "Aviation");
      const before = JSON.parse(standIn.read(file) ?? "{}") as { cardDescription?: string };
      const late = `Lap belts for aircraft seats, typed on a phone as the sign-in expired (${testInfo.project.name}).`;
      await signInExpiresWhileWriting(page, standIn, late);
      // Nothing was written while the sign-in had expired; saved again, the text is the entry's draft.
      expect((JSON.parse(standIn.read(file) ?? "{}") as { cardDescription?: string }).cardDescription).toBe(before.cardDescription);
      await save(page);
      await expect.poll(() => (JSON.parse(standIn.read(file, "cms/sectors/aviation") ?? "{}") as { cardDescription?: string }).cardDescription, { timeout: 30_000 }).toBe(late);
      await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
    } finally {
      await leaveTheCms(page);
      await page.context().unrouteAll({ behavior: "ignoreErrors" });
      await standIn.close();
    }
  });

  /** Git's name for a file's contents (a blob's SHA-1), as GitHub's API addresses it. */
  const blobName = (text: string): string => crypto.createHash("sha1").update(`blob ${Buffer.byteLength(text)}\0`).update(text).digest("hex");

  // Each read the check before a save makes, failing in turn in one session: the listing of drafts, then the draft's file.
  const failingReads = [
    ["the listing of drafts", (): RegExp => /^GET \/repos\/[^?]+\/pulls\?.*head=[^&]*marine/],
    ["the draft's file", (theirs: string): RegExp => new RegExp(`^GET /repos/[^?]+/git/blobs/${blobName(theirs)}`)],
  ] as const;

  test(`a save that cannot read a colleague's draft (${failingReads.map(([failing]) => failing).join(", then ")} fails) stops each time, says so in the site's words, and leaves their draft as they saved it`, async ({ page, browser, allowedConsoleErrors }, testInfo) => {
    test.skip(settings?.backend.name !== "github", "cms.config.json chooses another backend");
    test.skip(!settings?.editorialWorkflow, "written for the editorial workflow, on by default with GitHub");
    test.skip(testInfo.project.name !== "desktop", "the check before a save does not depend on the screen; the sign-in on a phone is checked below");
    test.setTimeout(150_000);
    // The failed read, which the browser logs; Decap's look-ups of what the stand-in does not hold; Decap logs the failures it shows.
    allowedConsoleErrors.push(/Failed to load resource: the server responded with a status of (40[14]|500)/, /did not let the content manager read this entry|has a draft that someone else saved/);
    const marine = "data/sectors/marine.json";
    const draft = "cms/sectors/marine";
    const standIn: GitHubStandIn = githubStandIn({ repo, files: repositoryFiles(root, ["data/sectors"]) });
    // A port of its own beside the tests above: three above the sign-in test's.
    const github = await standIn.listen(standInPort + 3);
    const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
    const other = await browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
    try {
      const a = await answerSignIn(page.context(), github);
      await answerSignIn(other, github);
      await noticesOnTestClock(page.context());
      const b = await other.newPage();
      for (const editor of [page, b]) {
        await editor.goto(`${origin}/admin/`);
        await signIn(editor);
        // The drafts board, so that a save does not load it meanwhile (its requests would race the one made to fail).
        await editor.getByRole("link", { name: "Workflow" }).click();
        await expect(editor.getByRole("heading", { name: "In Review" })).toBeVisible({ timeout: 30_000 });
        await openEntry(editor, "marine", "Marine");
      }

      // B saves a draft of Marine, which A, who opened Marine before, never opens.
      await b.getByLabel("Card description", { exact: true }).fill(`Belts for boats and ribs, in editor B's draft (${testInfo.project.name}).`);
      await save(b);
      await expect(b.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
      const theirs = standIn.read(marine, draft) ?? "";
      expect(theirs).toContain("editor B's draft");

      // A saves while a read fails: nothing is written, A is told so in the site's words, and A's text stays.
      const description = page.getByLabel("Card description", { exact: true });
      for (const [failing, request] of failingReads) {
        const typed = `Belts for boats and ribs, typed by editor A while ${failing} fails (${testInfo.project.name}).`;
        await description.fill(typed);
        a.failNext(request(theirs));
        await save(page);
        // Its words as it appears (a notice goes by itself: the save is over once it is read).
        const unread = page.getByText(/^Not saved\./).first();
        await expect(unread, failing).toHaveText(
          "Not saved. GitHub did not let the content manager read this entry as it now stands, to check that nobody else had changed it since you opened it. Nothing was written, and your changes are still in the form. Wait a moment, then save again. If it happens again, tell whoever looks after the site: the browser's console says why.",
          { timeout: 30_000 },
        );
        await settledNotice(page, unread, "draft-not-read");
        // B's draft as B saved it, on its own branch and pull request, none moved aside.
        expect(standIn.read(marine, draft), failing).toBe(theirs);
        expect(standIn.openPulls(), failing).toEqual([draft]);
        expect(standIn.branches(), failing).toEqual([draft, "main"]);
        await expect(description, failing).toHaveValue(typed);
        await noticeGoes(page, unread);
      }

      // Saved again once the reads succeed: A is told of B's draft (the check before saving compared it), and it stays.
      await save(page);
      await expect(page.getByText(/^Not saved\. "Marine" \(Sectors\) has a draft that someone else saved after you opened it/)).toBeVisible({ timeout: 30_000 });
      expect(standIn.read(marine, draft)).toBe(theirs);
      expect(standIn.branches()).toEqual([draft, "main"]);
    } finally {
      await other.close();
      await leaveTheCms(page);
      await page.context().unrouteAll({ behavior: "ignoreErrors" });
      await standIn.close();
    }
  });
});
