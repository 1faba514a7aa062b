import fs from "fs";
import path from "path";
import { HtmlValidate, FileSystemConfigLoader } from "html-validate";
import { expect, test } from "./fixtures";

const publicDir = path.join(__dirname, "..", "public");

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "page-data" || entry.name === "static" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") && !full.includes("dev-404-page") ? [full] : [];
  });
}

test("the built HTML passes html-validate", async ({ isMobile }) => {
  test.skip(isMobile, "the HTML does not depend on the width");
  test.setTimeout(180_000);
  const files = htmlFiles(publicDir);
  expect(files.length).toBeGreaterThanOrEqual(39);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages) problems.push(`${path.relative(publicDir, file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
  }
  expect(problems).toEqual([]);
});

test("every page's early inline script goes out without its comments", async ({ isMobile }) => {
  test.skip(isMobile, "the HTML does not depend on the width");
  const files = htmlFiles(publicDir);
  const withComments: string[] = [];
  for (const file of files) {
    const html = fs.readFileSync(file, "utf8");
    // Gatsby's pages; not the CMS's own page, its e-mail templates or Gatsby's script fragment.
    if (!html.includes('<div id="___gatsby">')) continue;
    const script = /<script>(\(function earlyScript[\s\S]*?)<\/script>/.exec(html)?.[1];
    // Every page has it, in the server build's printing of src/lib/earlyScript.ts.
    expect(script, path.relative(publicDir, file)).toBeDefined();
    if (script && /\/\/ /.test(script)) withComments.push(path.relative(publicDir, file));
  }
  expect(withComments).toEqual([]);
});
