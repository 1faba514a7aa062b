import fs from "fs";
import path from "path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { formatProblem } from "../src/data/validate";
import { checkDataDir } from "../src/node/checkPictures";
import { readBuildSettings } from "../src/node/settings";
import { saveNewSector } from "../tools/test/newSector";
import { backendPort, forward, jpegWhole, startDecapServer, type DecapServer } from "./decapServer";
import { expect, test } from "./fixtures";

/**
 * The built CMS at /admin/ with its local backend (decap-server) writing to a
 * temporary copy of the repository's data, so the working copy is never
 * changed: what an editor does in the browser, and what lands on disk. The
 * server listens on a port of its own (e2e/decapServer.ts, backendPort), and
 * the page's requests to the port the CMS was built with are sent there.
 */

const root = path.join(__dirname, "..");
const settings = readBuildSettings(process.env, root).cms;
const port = settings?.localBackendPort ?? 8081;
const ownPort = backendPort(port, "cms");

let repo = "";
let server: DecapServer | undefined;
const dataFile = (file: string): string => path.join(repo, "data", file);
const started = (): DecapServer => {
  if (!server) throw new Error("decap-server did not start (see the hook's error)");
  return server;
};
const readJson = (file: string): Record<string, unknown> => started().readJson(file);
/** A data file once the local backend has written it: undefined while it is missing or half written. */
const writtenJson = (file: string): Record<string, unknown> | undefined => started().writtenJson(file);

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // One browser is enough for the CMS.
  test.skip(test.info().project.name !== "desktop", "the CMS is checked once, at desktop width");
  test.skip(!settings, "cms.config.json is not valid");
  server = await startDecapServer(root, { port: ownPort, mode: "fs", portNote: "cms.spec's own (backendPort in e2e/decapServer.ts)" });
  repo = server.repo;
});

test.afterAll(() => server?.stop());

test.beforeEach(({ page }) => page.route(`http://localhost:${port}/api/v1`, (route) => forward(route, ownPort)));

async function login(page: Page): Promise<void> {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("complementary").getByRole("link", { name: "Sectors" })).toBeVisible();
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/** Opens a copy of the sector `slug` as a new entry, with the copy's values in. */
async function duplicate(page: Page, slug: string): Promise<void> {
  const original = readJson(`sectors/${slug}.json`);
  await page.goto(`/admin/#/collections/sectors/entries/${slug}`);
  // Duplicate only once the entry has loaded: clicked early, the menu acted on nothing.
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(original.name as string);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  await expect(page).toHaveURL(/#\/collections\/sectors\/new/);
  await expect(page.getByLabel("Address (slug)", { exact: true })).toHaveValue(original.slug as string);
  await expect(page.getByLabel("Address (slug)", { exact: true })).toBeEditable();
}

/**
 * The build's data check on the temporary copy, as `npm run validate-data` makes it (tools/content/validate-data.ts),
 * in this process: each problem in its words, none when the data pass. The command itself is run on what the CMS
 * commits in e2e/cms-pictures.spec.ts.
 */
async function dataProblems(): Promise<string[]> {
  return (await checkDataDir(path.join(repo, "data"))).map(formatProblem);
}

test("lists what an editor can change, opens the sectors, and loads nothing but this site and the local backend", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).origin));
  await login(page);
  const collections = page.getByRole("complementary");
  for (const name of ["Sectors", "Services", "Seat belt types", "Pages", "Site settings", "Cookie banner", "Moved pages"]) {
    await expect(collections.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await collections.getByRole("link", { name: "Sectors" }).click();
  await expect(page.getByRole("link", { name: /Aviation/ })).toBeVisible();
  await page.getByRole("link", { name: /Aviation/ }).click();
  await expect(page.frameLocator("#preview-pane").getByRole("heading", { level: 1 })).toBeVisible();
  const site = new URL(page.url()).origin;
  expect([...new Set(requested)].filter((origin) => origin !== site && origin !== `http://localhost:${port}` && origin !== "null").sort()).toEqual([]);
});

test("an edited sector description is written to its file, and the data still passes the build's check, typed while its picture still loads", async ({ page }) => {
  await login(page);
  // The entry's picture is held on its way until the description is typed: Decap held the form back while a
  // picture loaded, and what was typed then went into the draft but never showed in the box (issue 43).
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = (): void => undefined;
  const pictureAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(`http://localhost:${port}/api/v1`, async (route) => {
    if ((route.request().postDataJSON() as { action?: string } | null)?.action === "getMediaFile") {
      asked();
      await held;
    }
    await route.fallback();
  });
  await page.goto("/admin/#/collections/sectors/entries/aviation");
  const description = page.getByLabel("Card description", { exact: true });
  const text = "Lap belts and harnesses for aircraft seats, rewebbed and tested in our own workshop.";
  await pictureAsked;
  await expect(description).toHaveValue(readJson("sectors/aviation.json").cardDescription as string);
  await description.fill(text);
  await expect(description).toHaveValue(text);
  release();
  // The preview is the site's own sector page, drawn as the editor types.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(readJson("sectors/aviation.json").title as string);
  await publish(page);
  await expect.poll(() => writtenJson("sectors/aviation.json")?.cardDescription).toBe(text);
  expect(await dataProblems()).toEqual([]);
});

test("a choice among set values (the opening days: a select, whose code loads when a field shows one) is written to its file", async ({ page }) => {
  await login(page);
  const before = readJson("site.json").openingHours as { days: string[] };
  const added = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].find((day) => !before.days.includes(day)) as string;
  await page.goto("/admin/#/collections/settings/entries/site");
  // A list of days, each a choice among the days of the week.
  const days = page.getByRole("combobox", { name: "Day", exact: true });
  await expect(days).toHaveCount(before.days.length, { timeout: 15_000 });
  for (const day of before.days) await expect(page.getByText(day, { exact: true }).first()).toBeVisible();
  // One more day added, and chosen by typing it, as an editor would.
  await page.getByRole("button", { name: "Add day" }).click();
  await expect(days).toHaveCount(before.days.length + 1);
  await days.last().fill(added);
  await page.keyboard.press("Enter");
  await expect(page.getByText(added, { exact: true })).toBeVisible();
  await publish(page);
  await expect.poll(() => (writtenJson("site.json")?.openingHours as { days?: string[] } | undefined)?.days).toEqual([...before.days, added]);
  expect(await dataProblems()).toEqual([]);
});

test("refuses an empty required field and a malformed slug, and writes nothing", async ({ page }) => {
  await login(page);
  const before = fs.readFileSync(dataFile("sectors/aviation.json"), "utf8");
  await page.goto("/admin/#/collections/sectors/entries/aviation");
  await page.getByLabel("Name", { exact: true }).fill("");
  await publish(page);
  await expect(page.getByText("Name is required.")).toBeVisible();
  expect(fs.readFileSync(dataFile("sectors/aviation.json"), "utf8")).toBe(before);

  const files = fs.readdirSync(dataFile("sectors")).sort();
  await page.goto("/admin/#/collections/sectors/new");
  await page.getByLabel("Address (slug)", { exact: true }).fill("Hover Craft!");
  await publish(page);
  await expect(page.getByText(/Address \(slug\): Use lowercase letters, digits and single hyphens only/)).toBeVisible();
  expect(fs.readdirSync(dataFile("sectors")).sort()).toEqual(files);
});

test("refuses, with the build's own message, a section filled in by half", async ({ page, allowedConsoleErrors }) => {
  // Decap logs the refused save as well as showing it.
  allowedConsoleErrors.push(/testimonial\.attribution/);
  await login(page);
  const before = fs.readFileSync(dataFile("services/seat-belt-repairs.json"), "utf8");
  await page.goto("/admin/#/collections/services/entries/seat-belt-repairs");
  await page.getByLabel("Quote (optional)", { exact: true }).fill("They rewebbed our whole fleet in a week.");
  await publish(page);
  await expect(page.getByText(/Not saved\. data\/services\/seat-belt-repairs\.json, field "testimonial\.attribution"/)).toBeVisible();
  expect(fs.readFileSync(dataFile("services/seat-belt-repairs.json"), "utf8")).toBe(before);
});

test("a changed cookie banner text raises the revision, so visitors are asked again", async ({ page }) => {
  await login(page);
  const before = readJson("cookie-settings.json");
  await page.goto("/admin/#/collections/cookie-banner/entries/cookie-settings");
  const text = "We use cookies to run this site and, if you agree, to see which pages help our customers.";
  await page.getByLabel("Banner text", { exact: true }).fill(text);
  await publish(page);
  await expect.poll(() => writtenJson("cookie-settings.json")?.bannerText).toBe(text);
  expect(readJson("cookie-settings.json").revision).toBe((before.revision as number) + 1);
  expect(await dataProblems()).toEqual([]);
});

test("the pages of single files are drawn by the site's own page components, each card with its picture", async ({ page }) => {
  test.setTimeout(90_000);
  await login(page);
  const products = readJson("products-page.json") as { hero: { heading: string }; applications: { name: string; image: string }[] };
  await page.goto("/admin/#/collections/pages/entries/products-page");
  const preview = page.frameLocator("#preview-pane");
  // Decap shows the entry once it has read every picture of it through the local backend: a dozen here.
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(products.hero.heading, { timeout: 30_000 });
  // The application cards come first, in the order of the list.
  const names = products.applications.map((application) => application.name);
  await expect.poll(async () => (await preview.getByRole("heading", { level: 3 }).allInnerTexts()).slice(0, names.length)).toEqual(names);
  // Every card's picture loads in the preview, and as a thumbnail beside its field: each read through the local
  // backend, which took over 5 seconds for the dozen beside a busy test in CI.
  const loading = { timeout: 30_000 };
  const pictures = preview.locator("img");
  await expect.poll(() => pictures.count(), loading).toBeGreaterThanOrEqual(names.length);
  // The pictures are lazy, as on the site: the browser loads one as it nears the preview's visible part, and how near
  // is its own choice (Chromium's distance grows as its estimate of the network falls: a fresh clone's run, quicker
  // than the ones before, left ten cards below the preview unloaded). Each is scrolled to, as an editor reading the
  // preview does, and must then be drawn.
  for (let index = 0, count = await pictures.count(); index < count; index += 1) {
    const picture = pictures.nth(index);
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0), { ...loading, message: `preview picture ${index + 1}` }).toBe(true);
  }
  const thumbnails = page.locator("img[src^='blob:']");
  await expect.poll(() => thumbnails.count(), loading).toBeGreaterThanOrEqual(names.length);
  await expect.poll(() => thumbnails.evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth === 0).length), loading).toBe(0);
});

test("a copy that keeps the original's address and position is refused with both named, and nothing is written", async ({ page, allowedConsoleErrors }) => {
  // Decap logs the refused save as well as showing it.
  allowedConsoleErrors.push(/is taken|is also the order/);
  await login(page);
  const files = fs.readdirSync(dataFile("sectors")).sort();
  const aviation = fs.readFileSync(dataFile("sectors/aviation.json"), "utf8");
  const { order } = readJson("sectors/aviation.json");
  await duplicate(page, "aviation");
  await page.getByLabel("Name", { exact: true }).fill("Hovercraft");
  await publish(page);
  await expect(page.getByText(`The address (slug) "aviation" is taken: data/sectors/aviation.json has it. A new entry needs an address of its own (a copy made with Duplicate starts with the original's). Its position in lists, ${String(order)}, is that entry's too: choose another.`)).toBeVisible();
  // Saved, it would have been written as aviation-1.json with the slug "aviation", which stops every build after it.
  expect(fs.readdirSync(dataFile("sectors")).sort()).toEqual(files);
  expect(fs.readFileSync(dataFile("sectors/aviation.json"), "utf8")).toBe(aviation);
  // With its own address, the position it kept is named as the build names it.
  await page.getByLabel("Address (slug)", { exact: true }).fill("hovercraft");
  await publish(page);
  await expect(page.getByText(`data/sectors/hovercraft.json, field "order": ${String(order)} is also the order of data/sectors/aviation.json; choose a number no other entry uses (they need not be consecutive).`)).toBeVisible();
  expect(fs.readdirSync(dataFile("sectors")).sort()).toEqual(files);
});

test("a new sector added in the CMS, with its own picture and a card on /products/ that links to it, is written and passes the build's check (then built: tools/test/newSectorBuild.ts)", async ({ page, allowedConsoleErrors }) => {
  test.setTimeout(10 * 60_000);
  // Many steps in the CMS, each given a minute; one that finds nothing should fail where it is.
  page.setDefaultTimeout(60_000);
  // Asking the local backend for an entry that does not exist answers 500, which the browser logs.
  allowedConsoleErrors.push(/Failed to load resource: the server responded with a status of 500/);
  // The local backend answers a link's look-up of a sector that does not exist with an empty file, whose parse Decap logs.
  allowedConsoleErrors.push(/SyntaxError: Unexpected end of JSON input/);
  await login(page);
  // A picture as an editor would bring one.
  const picture = path.join(repo, "hovercraft.jpg");
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#1d4e89" } }).jpeg().toFile(picture);

  await duplicate(page, "aviation");
  // Typed at once: the copy's form is drawn only once its values are in (src/cms/drafts/, e2e/cms-safety.spec.ts).
  await page.getByLabel("Name", { exact: true }).fill("Hovercraft");
  await page.getByLabel("Title", { exact: true }).first().fill("Hovercraft Seat Belts and Harnesses");
  await page.getByLabel("Position in lists", { exact: true }).fill("15");
  await page.getByLabel("Address (slug)", { exact: true }).fill("hovercraft");
  await page.getByRole("button", { name: "Choose different image" }).click();
  await page.locator('input[type="file"]').setInputFiles(picture);
  await page.getByRole("button", { name: "Choose selected" }).click();
  await publish(page);
  await expect.poll(() => writtenJson("sectors/hovercraft.json")?.slug, { timeout: 30_000 }).toBe("hovercraft");
  const sector = readJson("sectors/hovercraft.json");
  expect(sector).toMatchObject({ slug: "hovercraft", name: "Hovercraft", image: "images/sectors/hovercraft.jpg" });
  // The picture is waited for until it is whole (it is written after the entry) before the data are checked.
  await expect.poll(() => jpegWhole(dataFile("images/sectors/hovercraft.jpg")), { timeout: 30_000 }).toBe(true);
  expect(await dataProblems()).toEqual([]);

  // Decap moves to the new entry's own address once it has the save's answer, which comes after the files are
  // written: an address given before then was replaced by it (the Products page below never opened).
  await expect(page).toHaveURL(/#\/collections\/sectors\/entries\/hovercraft$/);
  // /products/ lists application cards, which editors keep in the Products page: one for the new sector, in the same session.
  const applications = (readJson("products-page.json").applications as unknown[]).length;
  // Through the collection list, as an editor goes: jumping from one entry's address straight to another's keeps
  // Decap 3.6's editor on the entry just published (it does not load the new one), which no click in the CMS does.
  await page.goto("/admin/#/collections/pages");
  await page.getByRole("link", { name: /Products page/ }).click();
  await page.getByRole("button", { name: "Add application" }).click();
  // The new card is the last open item; the page's other lists keep their items' fields, hidden, further down.
  const last = (label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).last();
  const lastButton = (name: string) => page.getByRole("button", { name }).filter({ visible: true }).last();
  await last("Address (slug)").fill("hovercraft");
  await last("Name").fill("Hovercraft");
  await last("Description").fill("Seat belts and harnesses for passenger and rescue hovercraft.");
  await lastButton("Add key product").click();
  await last("Key product").fill("Lap belts");
  await last("Image description (alt text)").fill("A hovercraft on a slipway");
  await lastButton("Choose an image").click();
  await page.getByRole("button", { name: /hovercraft\.jpg/ }).or(page.getByText("hovercraft.jpg", { exact: true })).first().click();
  await page.getByRole("button", { name: "Choose selected" }).click();
  // A link to a sector that does not exist is refused, and nothing is written.
  const before = fs.readFileSync(dataFile("products-page.json"), "utf8");
  const lookedUp = (slug: string) => page.waitForResponse((response) => response.url().endsWith("/api/v1") && (response.request().postData() ?? "").includes(`${slug}.json`));
  const misspelt = lookedUp("hoverkraft");
  await last("Links to").fill("/sectors/hoverkraft");
  await misspelt;
  await publish(page);
  await expect(page.getByText(/"\/sectors\/hoverkraft" is not a page on this site, and Sectors has no entry with that address/)).toBeVisible();
  expect(fs.readFileSync(dataFile("products-page.json"), "utf8")).toBe(before);
  const found = lookedUp("hovercraft");
  // Emptied first: Decap's text box, re-rendered with the refusal, can keep the caret at the end of a fill.
  await last("Links to").clear();
  await last("Links to").fill("/sectors/hovercraft");
  await found;
  await publish(page);
  await expect.poll(() => (writtenJson("products-page.json")?.applications as unknown[] | undefined)?.length, { timeout: 30_000 }).toBe(applications + 1);
  expect((readJson("products-page.json").applications as Record<string, unknown>[]).at(-1)).toMatchObject({ slug: "hovercraft", href: "/sectors/hovercraft", image: "images/sectors/hovercraft.jpg" });
  expect(await dataProblems()).toEqual([]);

  // The site built from that data is read after the browser tests, in this checkout's warm cache, with only the
  // pages it needs (tools/test/newSectorBuild.ts, a step of npm test's default stage): the data are kept for it.
  saveNewSector(path.join(repo, "data"), { page: "/sectors/hovercraft/", h1: "Hovercraft Seat Belts and Harnesses", name: "Hovercraft" });
});

test("deleting a page asks for its address under Moved pages, where a redirect is written to data/redirects.json and a chain is refused", async ({ page, allowedConsoleErrors }) => {
  // Decap logs the refused save as well as showing it.
  allowedConsoleErrors.push(/is a chain/);
  await login(page);
  await page.goto("/admin/#/collections/sectors/entries/rollercoasters");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(readJson("sectors/rollercoasters.json").name as string);
  const asked = page.waitForEvent("dialog").then(async (dialog) => {
    const message = dialog.message();
    await dialog.accept();
    return message;
  });
  await page.getByRole("button", { name: /^Delete (published )?entry$/ }).click();
  expect(await asked).toMatch(/^Delete this page\? .*Straight after, add the address under Moved pages: with the page that replaces it, or under Retired addresses if nothing does\./);
  await expect.poll(() => fs.existsSync(dataFile("sectors/rollercoasters.json")), { timeout: 30_000 }).toBe(false);

  await page.getByRole("complementary").getByRole("link", { name: "Moved pages", exact: true }).click();
  await page.getByRole("link", { name: /Moved and retired addresses/ }).click();
  await page.getByRole("button", { name: "Add moved page" }).click();
  await page.getByLabel("Old address", { exact: true }).fill("/sectors/rollercoasters/");
  await page.getByLabel("Links to", { exact: true }).fill("/sectors/components");
  await publish(page);
  await expect.poll(() => writtenJson("redirects.json")?.redirects, { timeout: 30_000 }).toEqual([{ from: "/sectors/rollercoasters/", to: "/sectors/components" }]);
  expect(await dataProblems()).toEqual([]);

  // A second old address sent to the first: visitors would be redirected twice.
  const before = fs.readFileSync(dataFile("redirects.json"), "utf8");
  await page.getByRole("button", { name: "Add moved page" }).click();
  await page.getByLabel("Old address", { exact: true }).last().fill("/sectors/theme-parks/");
  await page.getByLabel("Links to", { exact: true }).last().fill("/sectors/rollercoasters/");
  await publish(page);
  await expect(page.getByText(/Not saved\. data\/redirects\.json, entry "\/sectors\/theme-parks\/", field "redirects\[1\]\.to": is a chain/)).toBeVisible();
  expect(fs.readFileSync(dataFile("redirects.json"), "utf8")).toBe(before);
});
