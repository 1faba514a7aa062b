import fs from "fs";
import path from "path";
import { stripVTControlCharacters } from "util";
import { expect, test } from "@playwright/test";
import { INCREMENTAL_REPORT, type IncrementalReport } from "./incrementalReport";

/**
 * An editor's one-field change reaches a warm build (the embed stage of `npm test` builds from a copy of data/,
 * edits one text there and builds again: e2e/buildFromDataCopy.ts --then-edit). Gatsby renders again only the
 * page that shows the text, the CMS compiles nothing again, the compressed copies are written again only for files
 * whose bytes changed, the log reads clean, and a visitor sees the new text.
 */
const root = path.resolve(__dirname, "..");
const publicDir = path.join(root, "public");

/** Files under public/ (relative, with "/"), with their modification times. */
function publicFiles(): Map<string, number> {
  const files = new Map<string, number>();
  for (const entry of fs.readdirSync(publicDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(publicDir, full).split(path.sep).join("/"), fs.statSync(full).mtimeMs);
  }
  return files;
}

test.describe("a warm build after one edited text", () => {
  test.skip(({ isMobile }) => isMobile, "one build, read once");
  test.skip(process.env.E2E_STAGE !== "embed", "reads the embed stage's second build: npm test -- --stage=embed");

  let report: IncrementalReport;
  test.beforeAll(() => {
    const file = path.join(root, INCREMENTAL_REPORT);
    expect(fs.existsSync(file), `${file} is written by \`tsx e2e/buildFromDataCopy.ts embed --then-edit\``).toBe(true);
    report = JSON.parse(fs.readFileSync(file, "utf8")) as IncrementalReport;
  });

  test("renders only the edited page again, and its log reads clean", () => {
    const log = stripVTControlCharacters(report.log);
    expect(log).toContain("Done building");
    expect(log).not.toMatch(/Unsafe builtin/i);
    expect(log).not.toContain("WebpackError");
    expect(log).toContain("Building static HTML for pages");

    const files = publicFiles();
    // The site's pages, which Gatsby renders; the CMS's page and its emails under admin/ are written by the CMS's
    // own build, afresh each time (src/node/cms/build.ts).
    const pages = [...files.keys()].filter((file) => file.endsWith(".html") && !file.startsWith("admin/"));
    const rendered = pages.filter((file) => files.get(file)! >= report.startedMs);
    expect(pages.length).toBeGreaterThan(10);
    expect(rendered).toEqual([`${report.page.slice(1)}index.html`]);
  });

  test("compiles nothing of the CMS again (an edited text is not part of it), and leaves its files as they were", () => {
    // Gatsby wraps long lines to the terminal's width.
    const log = stripVTControlCharacters(report.log).replace(/\s+/g, " ");
    expect(log).toMatch(/ CMS at \/admin\/ compiled in [\d.]+ s \(0 of \d+ modules built, the rest from the cache\)/);
    expect(fs.readdirSync(path.join(publicDir, "admin")).sort()).toEqual(report.adminBefore);
  });

  test("writes compressed copies only of the files whose bytes changed", () => {
    const files = publicFiles();
    const copies = [...files.keys()].filter((file) => /\.(gz|br)$/.test(file));
    const rewrittenCopies = copies.filter((file) => files.get(file)! >= report.startedMs);
    const kept = copies.length - rewrittenCopies.length;
    // Every copy written again belongs to a file this build wrote; most copies were kept from the first build.
    for (const copy of rewrittenCopies) expect(files.get(copy.slice(0, -3))!, copy).toBeGreaterThanOrEqual(report.startedMs);
    expect(rewrittenCopies).toContain(`${report.page.slice(1)}index.html.gz`);
    expect(kept).toBeGreaterThan(rewrittenCopies.length * 10);
  });

  test("shows the visitor the new text", async ({ page }) => {
    const response = await page.goto(report.page);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(report.text.slice(-40))).toBeVisible();
  });
});
