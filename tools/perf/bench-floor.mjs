/*
 * `npm run bench -- --floor [--runs=5] [--no-build]`: what the scripts cost a visitor, against the page without them
 * (issue 43). `/`, `/contact/` and `/sectors/aviation/` are each measured beside a script-free copy of themselves:
 * the same built HTML with its <script> elements and script preloads removed, served by the same nginx with
 * deploy/nginx.conf (tools/perf/serve.mjs) at /floor/<path>, from a temporary root whose public/ links to the build's
 * files. Lighthouse (mobile settings, Debian's Chromium) runs on a page, then its copy, then the next page..., `runs`
 * rounds (default 5), so a busy moment of the machine falls on both. Reported per page: the median Total Blocking
 * Time of the page and of its copy with their ranges, the gap between the medians (budget 30 ms), the performance
 * score (budget 100) and the first-load JavaScript (tools/perf/analyse-bundle.mjs) against its budget.
 * Writes bench/results/floor.md and floor.json. Without --no-build it runs `npm run build` first.
 * BENCH_PORT sets nginx's port (default 9300).
 */
import { execFileSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { lighthouseFigures } from "./lighthouseFigures.mjs";
import { firstLoadGzipKb } from "./analyse-bundle.mjs";
import { budgets } from "./budgets.mjs";
import { FLOOR, floorRoot } from "./floorCopies.mjs";
import { startNginx } from "./serve.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const outDir = path.join(root, "bench", "results");
const port = Number(process.env.BENCH_PORT ?? 9300);
const runsArg = process.argv.find((arg) => arg.startsWith("--runs="));
const runs = runsArg ? Number(runsArg.slice("--runs=".length)) : 5;
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of runs, not "${runsArg}".`);

const pages = [
  { path: "/", kind: "home" },
  { path: "/contact/", kind: "content" },
  { path: "/sectors/aviation/", kind: "content" },
];

/** Lighthouse runs that failed to record a trace (NO_NAVSTART and the like on a busy machine), taken again. */
const retried = [];

async function measure(url, chromePort, attempt = 1) {
  const { lhr } = await lighthouse(url, { port: chromePort, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (lhr.runtimeError) {
    const why = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt >= 3) throw new Error(`Lighthouse could not measure ${url} in 3 tries: ${why}`);
    retried.push(`${url}: ${lhr.runtimeError.code}`);
    return measure(url, chromePort, attempt + 1);
  }
  const { performance, tbt, fcp, lcp, scriptUrls } = lighthouseFigures(lhr);
  return { performance, tbt, fcp, lcp, scripts: scriptUrls.length, lighthouse: lhr.lighthouseVersion };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

if (!process.argv.includes("--no-build")) execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });

const servedRoot = floorRoot(root, pages.map((page) => ({ page: page.path })));
const loadBefore = os.loadavg();
const server = await startNginx({ rootDir: servedRoot, port });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

const samples = new Map(pages.map((page) => [page.path, { page: [], floor: [] }]));
let lighthouseVersion = "";
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const taken = samples.get(page.path);
      taken.page.push(await measure(`http://127.0.0.1:${port}${page.path}`, chrome.port));
      taken.floor.push(await measure(`http://127.0.0.1:${port}${FLOOR}${page.path}`, chrome.port));
      lighthouseVersion = taken.page[0].lighthouse;
      process.stdout.write(`run ${run}/${runs} ${page.path}: TBT ${Math.round(taken.page.at(-1).tbt)} ms, without scripts ${Math.round(taken.floor.at(-1).tbt)} ms\n`);
    }
  }
} finally {
  await chrome.kill();
  process.kill(-server.pid);
  fs.rmSync(servedRoot, { recursive: true, force: true });
}
const loadAfter = os.loadavg();

const results = pages.map((page) => {
  const { page: withScripts, floor } = samples.get(page.path);
  const row = {
    path: page.path,
    floorPath: `${FLOOR}${page.path}`,
    tbt: summary(withScripts.map((s) => s.tbt)),
    floorTbt: summary(floor.map((s) => s.tbt)),
    performance: summary(withScripts.map((s) => s.performance)),
    floorPerformance: summary(floor.map((s) => s.performance)),
    fcp: median(withScripts.map((s) => s.fcp)),
    floorFcp: median(floor.map((s) => s.fcp)),
    lcp: median(withScripts.map((s) => s.lcp)),
    floorLcp: median(floor.map((s) => s.lcp)),
    floorScripts: Math.max(...floor.map((s) => s.scripts)),
    jsKb: firstLoadGzipKb(page.path),
    jsBudgetKb: budgets.jsKb[page.kind],
    samples: { page: withScripts, floor },
  };
  row.gapMs = row.tbt.median - row.floorTbt.median;
  row.pass = { gap: row.gapMs <= budgets.floorGapMs, performance: row.performance.median >= budgets.score, jsKb: row.jsKb <= row.jsBudgetKb };
  return row;
});

const mark = (ok) => (ok ? "✓" : "✗");
const ms = ({ median: m, min, max }) => `${Math.round(m)} (${Math.round(min)}–${Math.round(max)})`;
const score = ({ median: m, min, max }) => `${m} (${min}–${max})`;
const date = new Date().toISOString();
const lines = [
  `# Pages against their script-free copies, ${date.slice(0, 10)}`,
  "",
  `\`npm run bench -- --floor\` (tools/perf/bench-floor.mjs): Lighthouse ${lighthouseVersion}, mobile settings (simulated 4× CPU, 150 ms, 1.6 Mbps), Debian's Chromium; nginx with deploy/nginx.conf on 127.0.0.1 serving the build and, at ${FLOOR}/…, each page's built HTML without its scripts; page and copy in turn, ${runs} runs each. Medians, with the range. Budgets (issue 43): TBT at most ${budgets.floorGapMs} ms above the copy's, performance ${budgets.score}, first-load JavaScript (tools/perf/analyse-bundle.mjs) at most ${budgets.jsKb.home} KB gzip on \`/\` and ${budgets.jsKb.content} KB on content pages.`,
  "",
  "| page | TBT ms | without scripts | gap ms | performance | without scripts | FCP / LCP ms | without scripts | first-load JS KB gzip |",
  "|---|---|---|---|---|---|---|---|---|",
  ...results.map(
    (r) =>
      `| ${r.path} | ${ms(r.tbt)} | ${ms(r.floorTbt)} | ${r.gapMs >= 0 ? "+" : ""}${Math.round(r.gapMs)} ${mark(r.pass.gap)} | ${score(r.performance)} ${mark(r.pass.performance)} | ${score(r.floorPerformance)} | ${Math.round(r.fcp)} / ${Math.round(r.lcp)} | ${Math.round(r.floorFcp)} / ${Math.round(r.floorLcp)} | ${r.jsKb.toFixed(1)} ${mark(r.pass.jsKb)} (≤ ${r.jsBudgetKb}) |`,
  ),
  "",
  `Scripts the copies loaded: ${Math.max(...results.map((r) => r.floorScripts))}. Lighthouse runs taken again after a failed trace: ${retried.length ? retried.join(", ") : "none"}. Load average (1 min) ${loadBefore[0].toFixed(2)} before, ${loadAfter[0].toFixed(2)} after, on ${os.cpus().length} cores: TBT grows with the machine's load, so compare runs taken in the same conditions.`,
];
const markdown = lines.join("\n");

fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "floor.json"), `${JSON.stringify({ date, runs, lighthouse: lighthouseVersion, budgets: { gapMs: budgets.floorGapMs, score: budgets.score, jsKb: budgets.jsKb }, loadAverage: { before: loadBefore, after: loadAfter }, retried, results }, null, 2)}\n`);
fs.writeFileSync(path.join(outDir, "floor.md"), `${markdown}\n`);
process.stdout.write(`\n${markdown}\n`);
