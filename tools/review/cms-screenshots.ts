/*
 * Screenshots of each screen of the built CMS at 1366 px and at 390 px (a phone: touch, mobile viewport), for
 * looking at what we build: npx tsx tools/review/cms-screenshots.ts http://127.0.0.1:9000 /tmp/cms-shots
 * Serve a build first (`npm run build`, then `npm run serve`). Decap's local backend is started here on copies
 * of data/, on the port the CMS was built to find it (its file mode), and in git mode on the port after it
 * (CMS_WORKFLOW_BACKEND_PORT) for the drafts and review board, so the working copy is never changed.
 */
import fs from "fs";
import path from "path";
import { chromium, devices, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { startDecapServer } from "../../e2e/decapServer";
import { readBuildSettings } from "../../src/node/settings";

const root = path.resolve(__dirname, "..", "..");
const [base, outDir] = process.argv.slice(2);
if (!base || !outDir) {
  console.error("Usage: npx tsx tools/review/cms-screenshots.ts <site origin> <folder>");
  process.exit(1);
}
const settings = readBuildSettings(process.env, root).cms;
if (!settings) {
  console.error("cms.config.json is not valid: build the site first and read its messages.");
  process.exit(1);
}
const builtPort = settings.localBackendPort;
// As e2e/cms-workflow.spec.ts: the port after the built one, unless given.
const gitPort = Number(process.env.CMS_WORKFLOW_BACKEND_PORT ?? builtPort + 1);
fs.mkdirSync(outDir, { recursive: true });

const widths: [string, BrowserContextOptions][] = [
  ["desktop", { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 }],
  ["phone", { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, deviceScaleFactor: 2 }],
];

async function shoot(page: Page, label: string, name: string): Promise<void> {
  // Decap draws the entry and its preview a moment after it has read them.
  await page.waitForTimeout(1500);
  const file = path.join(outDir, `${label}-${name}.png`);
  await page.screenshot({ path: file });
  const wide = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: Math.min(window.innerWidth, screen.width) }));
  console.log(`${file}${wide.page > wide.window ? `  (the page is ${wide.page} px wide in a ${wide.window} px window)` : ""}`);
}

async function login(page: Page): Promise<void> {
  await page.goto(`${base}/admin/`);
  await page.getByRole("button", { name: "Login" }).waitFor();
}

/** The screens an editor meets, in file mode (what `npm run cms` runs). */
async function editing(browser: Browser, label: string, options: BrowserContextOptions): Promise<void> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  // Leaving an entry with unsaved changes asks first; nothing here is meant to be saved.
  page.on("dialog", (dialog) => void dialog.accept());
  await login(page);
  await shoot(page, label, "01-login");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("complementary").getByRole("link", { name: "Sectors" }).waitFor();
  await page.getByRole("complementary").getByRole("link", { name: "Sectors" }).click();
  await page.getByRole("link", { name: /Aviation/ }).waitFor();
  await shoot(page, label, "02-collection");
  await page.getByRole("link", { name: /Aviation/ }).click();
  await page.getByLabel("Name", { exact: true }).waitFor();
  await shoot(page, label, "03-entry");
  const switchToPreview = page.getByRole("button", { name: "Preview", exact: true });
  if (await switchToPreview.isVisible()) {
    await switchToPreview.click();
    await shoot(page, label, "04-entry-preview");
    await page.getByRole("button", { name: "Edit", exact: true }).click();
  }
  await page.getByRole("button", { name: "Add benefit" }).scrollIntoViewIfNeeded();
  await shoot(page, label, "05-entry-list");
  await page.getByRole("button", { name: "Publish" }).click();
  await shoot(page, label, "06-publish-menu");
  await page.keyboard.press("Escape");
  await page.mouse.click(5, 300);
  await page.getByRole("button", { name: "Choose different image" }).click();
  await page.getByRole("button", { name: "Choose selected" }).waitFor();
  await shoot(page, label, "07-media-library");
  await page.keyboard.press("Escape");
  await page.goto(`${base}/admin/#/collections/moved-pages`);
  await page.getByRole("link", { name: /Moved and retired addresses/ }).click();
  await page.getByRole("button", { name: "Add moved page" }).click();
  await shoot(page, label, "08-moved-pages");
  // Through the list, as an editor goes: Decap keeps the open entry when only the address changes.
  await page.goto(`${base}/admin/#/collections/pages`);
  await page.getByRole("link", { name: /Products page/ }).click();
  await page.getByRole("button", { name: "Add application" }).waitFor();
  await page.getByRole("button", { name: "Add application" }).scrollIntoViewIfNeeded();
  await shoot(page, label, "09-objects-in-a-list");
  await context.close();
}

/** The drafts and review board, with one draft in review (git mode, where a draft is a branch). */
async function workflow(browser: Browser, label: string, options: BrowserContextOptions): Promise<void> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.route(`http://localhost:${builtPort}/api/v1`, async (route) => {
    try {
      await route.fulfill({ response: await route.fetch({ url: `http://127.0.0.1:${gitPort}/api/v1` }) });
    } catch (error) {
      // A request the page gave up on while it was forwarded has nobody to answer.
      if (!/disposed|closed/i.test(String(error))) throw error;
    }
  });
  page.on("dialog", (dialog) => void dialog.accept());
  await login(page);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Workflow" }).waitFor();
  await page.goto(`${base}/admin/#/collections/sectors/entries/aviation`);
  await page.getByLabel("Card description", { exact: true }).fill(`A draft from the ${label} screenshots.`);
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("button", { name: "Status: Draft" }).waitFor({ timeout: 30_000 });
  await shoot(page, label, "10-draft");
  await page.getByRole("button", { name: "Status: Draft" }).click();
  await page.getByRole("menuitem", { name: "In review" }).click();
  await page.getByRole("button", { name: "Status: In review" }).waitFor({ timeout: 30_000 });
  await page.goto(`${base}/admin/#/workflow`);
  await page.getByRole("heading", { name: "In Review" }).waitFor();
  await shoot(page, label, "11-workflow");
  await context.close();
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    for (const [label, options] of widths) {
      const files = await startDecapServer(root, { port: builtPort, mode: "fs", portNote: "the CMS was built to find its local backend there" });
      try {
        await editing(browser, label, options);
      } finally {
        await files.stop();
      }
      const git = await startDecapServer(root, { port: gitPort, mode: "git", portNote: "the drafts' local backend" });
      try {
        await workflow(browser, label, options);
      } finally {
        await git.stop();
      }
    }
  } finally {
    await browser.close();
  }
}

void main();
