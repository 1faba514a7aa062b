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
