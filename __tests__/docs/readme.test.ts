/** @jest-environment node */
import { execFileSync, spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { pageFamilies, staticRoutes } from "../../src/data/routes";

const root = path.join(__dirname, "..", "..");
const read = (file: string): string => fs.readFileSync(path.join(root, file), "utf8");
const readme = read("README.md");
const docs = fs
  .readdirSync(path.join(root, "docs"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => `docs/${name}`);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

const anchorsIn = (markdown: string): string[] => [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchorOf(heading));

/** A result in bench/results/ is also linked by the measure of a table row (figures.test.ts reads the figure). */
const rowsIn = (markdown: string): string[] => [...markdown.matchAll(/^\| ([^|]+?) \|/gm)].map(([, measure]) => anchorOf(measure).replace(/^-+|-+$/g, ""));

/** The relative links of a Markdown file ([text](target) or [text](target "title")), outside code blocks. */
function linksIn(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, "");
  return [...prose.matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)].map(([, target]) => target).filter((target) => !/^[a-z]+:/.test(target));
}

/** The README's route table: its first column, one cell per row. */
function routeCells(): string {
  const section = readme.slice(readme.indexOf("## Routes"), readme.indexOf("\n## ", readme.indexOf("## Routes") + 1));
  return [...section.matchAll(/^\| (.+?) \|/gm)].map(([, cell]) => cell).join("\n");
}

/** The README's layout map: each line's path, children of an indented block joined to their parent. */
function layoutPaths(): string[] {
  const section = readme.slice(readme.indexOf("## Layout"));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  const paths: string[] = [];
  let parent = "";
  for (const line of block.split("\n")) {
    const match = /^(\s*)(\S+)/.exec(line);
    if (!match || match[2].includes("*")) continue;
    if (match[1] === "") {
      parent = match[2];
      paths.push(match[2]);
    } else if (/^\s{2}\S/.test(line)) {
      paths.push(`${parent}${match[2]}`);
    }
  }
  return paths;
}

describe("README.md", () => {
  it("fits on a few screens (12 KB at most)", () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(12 * 1024);
  });

  it("starts with the project's Node, the install-build-serve command and the test command, which package.json defines", () => {
    const firstLines = readme.split("\n").slice(0, 7).join("\n");
    // Two commands joined by &&: a failing script leaves PATH as it was (__tests__/tools/platform/node.test.ts runs the line).
    expect(firstLines).toContain('p="$(bash tools/platform/node.sh)" && export PATH="$p:$PATH"');
    expect(firstLines).toContain("npm ci && npm start");
    expect(firstLines).toMatch(/^npm test\b/m);
    const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe("npm run build && npm run serve");
    // tools/test/run.ts runs the static checks and every stage of tools/test/steps.ts.
    expect(scripts.test).toBe("tsx tools/test/run.ts");
  });

  it("links every document in docs/", () => {
    const linked = linksIn(readme).map((target) => target.split("#")[0]);
    expect(docs.filter((doc) => !linked.includes(doc))).toEqual([]);
  });

  it("names every route of the registry in its route table", () => {
    const cells = routeCells();
    const missing = [
      ...staticRoutes.map((route) => route.path).filter((route) => !cells.includes(`\`${route}\``)),
      ...pageFamilies.map((family) => `${family.routePrefix}{slug}/`).filter((route) => !cells.includes(`\`${route}\``)),
    ];
    expect(missing).toEqual([]);
  });

  it("maps every folder of the repository and every entry of src/, and nothing that is not there", () => {
    const mapped = layoutPaths();
    const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
    const topFolders = new Set(tracked.filter((file) => file.includes("/")).map((file) => `${file.split("/")[0]}/`));
    const srcEntries = new Set(tracked.filter((file) => file.startsWith("src/")).map((file) => (file.split("/").length > 2 ? `src/${file.split("/")[1]}/` : file)));
    // A folder is covered by its own line or by a line for something inside it (`.ci/run`).
    const covered = (entry: string) => mapped.some((item) => item.startsWith(entry) || (item.endsWith("/") && entry.startsWith(item)));
    expect([...topFolders, ...srcEntries].filter((entry) => entry !== "src/" && !covered(entry))).toEqual([]);
    // What the build and the tests write is not committed (.gitignore: build-internals/, build.log, ...) and may not
    // be there yet; everything else on the map exists in a fresh clone.
    const ignored = (item: string) => spawnSync("git", ["check-ignore", "--quiet", "--no-index", item], { cwd: root }).status === 0;
    const absent = mapped.filter((item) => !fs.existsSync(path.join(root, item)) && !ignored(item));
    expect(absent).toEqual([]);
  });
});

describe("links in README.md and docs/", () => {
  it.each(["README.md", ...docs])("%s links only to files and headings that exist", (file) => {
    const broken = linksIn(read(file)).filter((target) => {
      const [targetPath, anchor] = target.split("#");
      const resolved = targetPath ? path.join(path.dirname(file), targetPath) : file;
      if (!fs.existsSync(path.join(root, resolved))) return true;
      const anchors = [...anchorsIn(read(resolved)), ...(resolved.startsWith("bench/results/") ? rowsIn(read(resolved)) : [])];
      return anchor !== undefined && resolved.endsWith(".md") && !anchors.includes(anchor);
    });
    expect(broken).toEqual([]);
  });
});
