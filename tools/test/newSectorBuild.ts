/*
 * The new sector an editor added in the CMS (e2e/cms.spec.ts, which keeps the data the CMS wrote: tools/test/newSector.ts),
 * built as the site and read: its page, a card linking to it on the home page and on /products/, and a choice in
 * the quote form. A step of npm test's default stage, after the browser tests: it builds in this checkout, on the
 * default build's warm cache (the sector's one new picture is the only one processed), with only the pages it
 * reads (BUILD_PAGES: every static page and the sector's).
 *
 * The same editor has also removed the two texts the schema lets them remove, the telephone banner (site.json) and
 * the home page's testimonial (home.json): the build passes, and neither the home page nor the sector's shows them.
 *
 * With the CMS, which the default build has just compiled: the new page is a new address for the CMS's link check,
 * so the CMS is compiled again, and only the module that reads the data's facts (webpack's cache; the CMS is built
 * from its sources, its packages and those facts, src/node/cms/build.ts). public/ then holds this build.
 *   tsx tools/test/newSectorBuild.ts
 */
import { spawn } from "child_process";
import fs from "fs";
import path from "path";
import { stripVTControlCharacters } from "util";
import { newSectorData, newSectorFile, type NewSector } from "./newSector";

const root = path.join(__dirname, "..", "..");

function build(env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "build"], { cwd: root, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env }, stdio: "inherit" });
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code ?? 1));
  });
}

/** Files under src/cms that read the facts the CMS takes from the data (src/node/cms/build.ts, dataDefines). */
function factReaders(): string[] {
  const dir = path.join(root, "src", "cms");
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => /__CMS_(ROUTES|CONFIG)__/.test(fs.readFileSync(file, "utf8")));
}

/**
 * Removes the telephone banner and the home page's testimonial from the data in `dataDir` (if there), and returns what
 * the repository's data/ says in them, to look for in the built pages.
 */
function removeBannerAndTestimonial(dataDir: string): { banner: string; quote: string } {
  const read = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T;
  const site = read<{ telephoneBanner?: string }>(path.join(root, "data", "site.json"));
  const home = read<{ trust: { testimonial?: { quote: string } } }>(path.join(root, "data", "home.json"));
  const removed = { banner: site.telephoneBanner ?? "", quote: home.trust.testimonial?.quote ?? "" };
  if (!removed.banner || !removed.quote) throw new Error("data/ has no telephone banner or no home testimonial: the check of their removal would prove nothing.");
  const edit = <T>(file: string, change: (value: T) => void): void => {
    const value = read<T>(path.join(dataDir, file));
    change(value);
    fs.writeFileSync(path.join(dataDir, file), `${JSON.stringify(value, null, 2)}\n`);
  };
  edit<{ telephoneBanner?: string }>("site.json", (value) => delete value.telephoneBanner);
  edit<{ trust: { testimonial?: unknown } }>("home.json", (value) => delete value.trust.testimonial);
  return removed;
}

async function main(): Promise<number> {
  if (!fs.existsSync(newSectorFile())) {
    process.stderr.write(
      `No new sector to build: ${path.relative(root, newSectorFile())} is missing. e2e/cms.spec.ts ("a new sector added in the CMS ...") writes it, with the data the CMS wrote, ` +
        "in the default stage's browser tests; it did not run, or failed before the data were written.\n",
    );
    return 1;
  }
  const sector = JSON.parse(fs.readFileSync(newSectorFile(), "utf8")) as NewSector;
  const removed = removeBannerAndTestimonial(newSectorData());
  process.stdout.write(`Building the site from ${path.relative(root, newSectorData())} with every static page and ${sector.page}\n`);
  const code = await build({ DATA_DIR: newSectorData(), BUILD_PAGES: sector.page });
  if (code !== 0) {
    process.stderr.write(`The build of the new sector's data failed (exit ${code}): its output is above, and in build.log.\n`);
    return code;
  }
  const built = (page: string): string => {
    const file = path.join(root, "public", page, "index.html");
    return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  };
  const link = `href="${sector.page}"`;
  const log = stripVTControlCharacters(fs.readFileSync(path.join(root, "build.log"), "utf8")).replace(/\s+/g, " ");
  const [, compiled] = / CMS at \/admin\/ compiled in [\d.]+ s \((\d+) of \d+ modules built/.exec(log) ?? [];
  const cmsScripts = fs
    .readdirSync(path.join(root, "public", "admin"))
    .filter((name) => /^cms-[0-9a-f]{20}\.js$/.test(name))
    .map((name) => fs.readFileSync(path.join(root, "public", "admin", name), "utf8"));
  const readers = factReaders();
  const checks: [string, boolean][] = [
    [`the new sector's page ${sector.page} has the heading "${sector.h1}"`, built(sector.page).includes(`<h1>${sector.h1}</h1>`)],
    // Sectors are listed on the home page (showOnHome, by order), on /products/ by the cards that link to them, and as the quote form's choices.
    [`the home page has a card linking to ${sector.page}`, built("").includes(link)],
    [`/products/ has its card, "${sector.name}", linking to ${sector.page}`, built("products").includes(link) && built("products").includes(`<h3>${sector.name}</h3>`)],
    [`the quote form on /contact/ offers "${sector.name}"`, new RegExp(`<option[^>]*>${sector.name}</option>`).test(built("contact"))],
    [`the home page and ${sector.page} show no telephone banner ("${removed.banner}")`, [built(""), built(sector.page)].every((html) => !html.includes(removed.banner.trim()) && !html.includes('role="note"'))],
    [`the home page shows no testimonial and no empty box for it`, !built("").includes(removed.quote.slice(0, 40)) && !/<(figure|blockquote|figcaption)\b/.test(built(""))],
    [`the CMS was compiled again, and only what reads the data's facts (${readers.map((file) => path.relative(root, file)).join(", ")}): ${compiled ?? "no"} module(s)`, Number(compiled) > 0 && Number(compiled) <= readers.length],
    [`the CMS's own script knows ${sector.page} for its link check`, cmsScripts.some((text) => text.includes(sector.page))],
  ];
  for (const [what, ok] of checks) process.stdout.write(`${ok ? "ok" : "FAILED"}: ${what}\n`);
  return checks.every(([, ok]) => ok) ? 0 : 1;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  },
);
