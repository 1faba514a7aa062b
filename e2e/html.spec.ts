import { execFile } from "child_process";
import fs from "fs";
import path from "path";
import { promisify } from "util";
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

/** One message of vnu's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
}

/**
 * The one allowance: vnu's CSS checker does not know CSS Anchor Positioning (anchor-name, position-anchor,
 * anchor() and its relatives), which the header's menus use, so it calls those declarations errors.
 */
const cssAnchorPositioning = /^CSS: .*(?:“(?:anchor-name|anchor-scope|position-anchor|position-area|position-try[a-z-]*|position-visibility)”|anchor(?:-size)?\()/;

/**
 * Warnings that stay, each with its reason. None today: a warning the checker gives is fixed in the markup.
 * Entries are [pattern of the message, why it stays].
 */
const keptWarnings: readonly [RegExp, string][] = [];

/**
 * What vnu checks: every HTML document the build writes. Not Gatsby's script slice (a fragment Gatsby stitches
 * into each page, checked there) or the CMS's e-mail templates (Netlify Identity fills their {{ .SiteURL }}
 * placeholders before sending them; until then they are not HTML).
 */
const isDocument = (file: string): boolean => !/[/\\]_gatsby[/\\]slices[/\\]|[/\\]admin[/\\]emails[/\\]/.test(file);

test("every built page passes the W3C Nu HTML checker (vnu)", async ({ isMobile }) => {
  test.skip(isMobile, "the HTML does not depend on the width");
  test.setTimeout(240_000);
  const files = htmlFiles(publicDir).filter(isDocument);
  expect(files.length).toBeGreaterThanOrEqual(39);
  // The checker from the vnu-jar package, run by the system's Java (Debian: default-jre-headless), never the
  // package's own launcher, which downloads a Java runtime when it finds none.
  const jar = require.resolve("vnu-jar/build/dist/vnu.jar");
  let output: string;
  try {
    // vnu exits with 1 when it reports errors; its JSON report is what counts. Its schema is evaluated by deep
    // recursion: with Java's default stack it once ended in "StackOverflowError while evaluating HTML schema" (1 run
    // in 10 here), so the stack is set well above vnu's stated 512k. Java's quick compiler alone and one garbage
    // collector thread: a run this short spent most of its CPU on the optimising compiler's threads (measured on these
    // 44 pages: 6 CPU-s against 11 to 14, the same report byte for byte).
    const javaOptions = ["-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];
    output = await promisify(execFile)("java", [...javaOptions, "-jar", jar, "--format", "json", "--stdout", ...files], { maxBuffer: 64 * 1024 * 1024 }).then((result) => result.stdout);
  } catch (error) {
    const failed = error as NodeJS.ErrnoException & { stdout?: string };
    if (failed.code === "ENOENT") throw new Error("vnu needs Java 11 or later on the PATH: apt-get install default-jre-headless");
    if (!failed.stdout) throw error;
    output = failed.stdout;
  }
  const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
  const problems = messages
    // Plain "info" messages (such as "Trailing slash on void elements has no effect") are notes, not warnings.
    .filter((message) => message.type !== "info" || message.subType === "warning")
    .filter((message) => !cssAnchorPositioning.test(message.message))
    .filter((message) => !keptWarnings.some(([pattern]) => message.type === "info" && pattern.test(message.message)))
    .map((message) => {
      const where = message.url ? `${path.relative(publicDir, new URL(message.url).pathname)}:${message.lastLine ?? 0}:${message.firstColumn ?? 0}` : "(vnu)";
      return `${where} ${message.subType ?? message.type}: ${message.message}`;
    });
  expect(problems, "vnu's errors and warnings, one per line").toEqual([]);
});
