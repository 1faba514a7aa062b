/*
 * Two builds as Netlify runs them (not a test; a check by hand): a fresh clone built with NETLIFY=true, then
 * another fresh clone at the same place after a one-field edit, both sharing Netlify's cache folder
 * (/opt/build/cache, emptied first). The content is the sectors copied TIMES times (tools/perf/scale-content.mjs).
 * Prints each build's time and pages rendered, their ratio, and whether the edit is on the rebuilt page.
 *   node tools/perf/netlify-pair.mjs [--times=10] [--ref=HEAD] [--dir=/tmp/netlify-pair] [--other-folder]
 * With --other-folder the second clone is made in another folder than the first, sharing the same cache: the cache
 * is then not restored (Gatsby's cache holds the first folder's paths), and the second build must still succeed.
 * The installed packages (node_modules and cms-packages/node_modules, hard links to this checkout's) are moved from clone to
 * clone, as Netlify restores them from its own cache.
 */
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
import { editOneField, scaleData } from "./scale-content.mjs";
import { measuredRun } from "./processTree.mjs";

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const times = Number(option("times", "10"));
const ref = option("ref", "HEAD");
const workDir = path.resolve(option("dir", "/tmp/netlify-pair"));
const otherFolder = process.argv.includes("--other-folder");
let repo = path.join(workDir, "repo");
const cacheDir = "/opt/build/cache";
const commit = execFileSync("git", ["rev-parse", ref], { cwd: root, encoding: "utf8" }).trim();

/** The installed packages: the root's and the CMS workspace's (cms-packages/, with Decap and its React). */
const moduleDirs = ["node_modules", path.join("cms-packages", "node_modules")];
/** Where the packages wait between two clones, as Netlify keeps them in its own cache. */
const staged = (dir) => path.join(workDir, "staged", dir);

function freshClone(folder = repo) {
  for (const dir of moduleDirs) {
    if (!fs.existsSync(path.join(repo, dir))) continue;
    fs.mkdirSync(path.dirname(staged(dir)), { recursive: true });
    fs.renameSync(path.join(repo, dir), staged(dir));
  }
  fs.rmSync(repo, { recursive: true, force: true });
  repo = folder;
  fs.rmSync(repo, { recursive: true, force: true });
  execFileSync("git", ["clone", "--quiet", "--no-checkout", root, repo]);
  execFileSync("git", ["checkout", "--quiet", commit], { cwd: repo });
  for (const dir of moduleDirs) {
    if (fs.existsSync(staged(dir))) fs.renameSync(staged(dir), path.join(repo, dir));
    else if (fs.existsSync(path.join(root, dir))) execFileSync("cp", ["-al", path.join(root, dir), path.join(repo, dir)]);
  }
  scaleData(path.join(root, "data"), path.join(repo, "data"), times);
}

async function build(label) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, NETLIFY: "true", GATSBY_TELEMETRY_DISABLED: "1" };
  delete env.DATA_DIR;
  const logFile = path.join(workDir, `${label}.log`);
  const { code, seconds, peakMb, log } = await measuredRun("npm", ["run", "build"], { cwd: repo, env, logFile });
  if (code !== 0) throw new Error(`${label} build failed (${code}); log in ${logFile}`);
  const rendered = log.match(/Building static HTML for pages - [\d.]+s - (\d+)\/(\d+)/);
  const pages = log.match(/SitePage nodes: (\d+)/);
  return { label, seconds, peakMb, rendered: rendered ? Number(rendered[1]) : 0, pages: pages ? Number(pages[1]) : null, restored: /Restored .* from Netlify's build cache/.test(log) };
}

// Packages linked from this checkout, not left over from a run at another commit.
for (const folder of ["repo", "other"]) fs.rmSync(path.join(workDir, folder), { recursive: true, force: true });
fs.rmSync(path.join(workDir, "staged"), { recursive: true, force: true });
fs.rmSync(path.join(workDir, "node_modules"), { recursive: true, force: true });
fs.mkdirSync(workDir, { recursive: true });
fs.rmSync(cacheDir, { recursive: true, force: true });
fs.mkdirSync(cacheDir, { recursive: true });
process.stdout.write(`Netlify-like pair at ${commit.slice(0, 7)}, sectors x${times}, cache ${cacheDir}${otherFolder ? ", the second clone in another folder" : ""}\n`);
freshClone();
const first = await build("first");
process.stdout.write(`first:  ${first.seconds.toFixed(1)} s, ${first.rendered} of ${first.pages} pages rendered, peak ${first.peakMb} MB\n`);
freshClone(otherFolder ? path.join(workDir, "other") : repo);
const edit = editOneField(path.join(repo, "data"));
const second = await build("second");
const html = fs.readFileSync(path.join(repo, "public", edit.page, "index.html"), "utf8");
const shown = html.includes(edit.text.slice(-40));
process.stdout.write(
  `second: ${second.seconds.toFixed(1)} s, ${second.rendered} of ${second.pages} pages rendered, peak ${second.peakMb} MB, cache restored: ${second.restored}\n` +
    `ratio ${(second.seconds / first.seconds).toFixed(2)} (at most 0.4 wanted); the edit is on ${edit.page}: ${shown ? "yes" : "NO"}\n`,
);
fs.writeFileSync(path.join(workDir, "result.json"), JSON.stringify({ commit, times, otherFolder, first, second, edit: edit.page, shown }, null, 2));
