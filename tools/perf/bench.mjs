/*
 * Performance benchmark (not a test): a cold build, then Lighthouse (mobile settings, Debian's Chromium)
 * three times on each measured page. Prints the medians against the budgets and writes
 * bench/results/latest.json and bench/results/latest.md.   npm run bench   (--no-build to reuse public/)
 * `npm run bench -- --serve` instead load-tests nginx serving the last build (tools/perf/bench-serve.ts).
 * `npm run bench -- --builds` instead times cold, warm and one-field-edit builds at 1x, 10x and 40x content
 * (tools/perf/bench-builds.mjs). `npm run bench -- --cms [--base=DIR]` instead measures the CMS at /admin/ on a
 * throttled phone, against another checkout's build when given one (tools/perf/bench-cms.mjs).
 * `npm run bench -- --interactions [--runs=5]` instead measures what the browser tests no longer assert: the phone
 * menu's answer to a tap at first paint, start-up and layout shift on `/`, and the CMS's start screen
 * (tools/perf/bench-interactions.mjs).
 * `npm run bench -- --floor [--runs=5] [--no-build]` instead measures `/`, `/contact/` and `/sectors/aviation/` beside
 * script-free copies of themselves (the same built HTML without its scripts), served by one nginx with
 * deploy/nginx.conf, in turn: each page's Total Blocking Time must stay within 30 ms of its copy's (issue 43);
 * writes bench/results/floor.md and floor.json (tools/perf/bench-floor.mjs).
 * `npm run bench -- --startup [--runs=5] [--rates=4,6] [--base=DIR]` instead loads `/`, a sector and `/contact/` under
 * real CPU throttling beside script-free copies (and another checkout's build): script time, long tasks, components
 * hydrated, JavaScript fetched; writes bench/results/startup.md and startup.json (tools/perf/bench-startup.mjs).
 * `npm run bench -- --navigation [--runs=5] [--rate=4]` instead times a tap from `/` to a sector on a slow phone, through
 * Gatsby's router and as the browser's own page load, with and without a prefetch; writes bench/results/navigation.md
 * and navigation.json (tools/perf/bench-navigation.mjs).
 */
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
import zlib from "zlib";
import { budgets } from "./budgets.mjs";
import { startGatsbyServe } from "./serve.mjs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { lighthouseFigures } from "./lighthouseFigures.mjs";
import { tsImport } from "tsx/esm/api";

/** The benches of their own, each a module run on import, by the flag that asks for it (the first given wins). */
const ownBenches = [
  ["--builds", "./bench-builds.mjs"],
  ["--cms", "./bench-cms.mjs"],
  ["--interactions", "./bench-interactions.mjs"],
  ["--startup", "./bench-startup.mjs"],
  ["--navigation", "./bench-navigation.mjs"],
  ["--floor", "./bench-floor.mjs"],
];
const ownBench = ownBenches.find(([flag]) => process.argv.includes(flag));
if (ownBench) {
  try {
    await import(ownBench[1]);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
  process.exit();
}

if (process.argv.includes("--serve")) {
  const { benchServe } = await tsImport("./bench-serve.ts", import.meta.url);
  try {
    await benchServe();
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
  process.exit();
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const publicDir = path.join(root, "public");
const outDir = path.join(root, "bench", "results");
const port = Number(process.env.BENCH_PORT ?? 9300);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

const allPages = [
  { path: "/", kind: "home" },
  { path: "/resources/", kind: "content" },
  { path: "/products/", kind: "content" },
  { path: "/sectors/aviation/", kind: "content" },
  { path: "/services/seat-belt-repairs/", kind: "content" },
  { path: "/types/3-point-seat-belts/", kind: "content" },
  { path: "/contact/", kind: "content" },
];

// --only=/path/ (repeatable) measures just those pages while working on one.
const only = process.argv.filter((arg) => arg.startsWith("--only=")).map((arg) => arg.slice("--only=".length));
const pages = only.length ? allPages.filter((page) => only.includes(page.path)) : allPages;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function coldBuild() {
  execFileSync("npx", ["gatsby", "clean"], { cwd: root, env, stdio: "ignore" });
  const started = Date.now();
  execFileSync("npx", ["gatsby", "build"], { cwd: root, env, stdio: "ignore" });
  return (Date.now() - started) / 1000;
}

/** Gzip size of the scripts a page loaded, read from the build (the budget is stated in gzip). */
function gzipKb(urls) {
  let bytes = 0;
  for (const url of urls) {
    const file = path.join(publicDir, new URL(url).pathname);
    if (fs.existsSync(file)) bytes += zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;
  }
  return bytes / 1024;
}

async function measure(url, chromePort) {
  const { lhr } = await lighthouse(url, { port: chromePort, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
  const { scriptUrls, ...figures } = lighthouseFigures(lhr);
  return {
    ...figures,
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    jsKb: gzipKb(scriptUrls.filter((url) => url.startsWith(`http://127.0.0.1:${port}`))),
    totalKb: lhr.audits["total-byte-weight"].numericValue / 1024,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
      .map((a) => a.id),
  };
}

function verdicts(row, kind) {
  return {
    performance: row.performance >= budgets.score,
    accessibility: row.accessibility >= budgets.score,
    bestPractices: row.bestPractices >= budgets.score,
    seo: row.seo >= budgets.score,
    lcp: row.lcp <= budgets.lcp[kind],
    tbt: row.tbt <= budgets.tbt,
    cls: row.cls <= budgets.cls,
    jsKb: row.jsKb <= budgets.jsKb[kind],
  };
}

const skipBuild = process.argv.includes("--no-build");
const buildSeconds = skipBuild ? null : coldBuild();
const server = await startGatsbyServe({ cwd: root, port, env });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

/**
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number, lcp: number, fcp: number, tbt: number, cls: number, jsKb: number, totalKb: number, failingAudits: string[] }} Medians
 * @type {({ path: string, kind: string, pass: Record<string, boolean> } & Medians)[]} each page's medians and verdicts, as latest.json keeps them
 */
const results = [];
try {
  for (const page of pages) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await measure(`http://127.0.0.1:${port}${page.path}`, chrome.port));
    const keys = ["performance", "accessibility", "bestPractices", "seo", "lcp", "fcp", "tbt", "cls", "jsKb", "totalKb"];
    const row = /** @type {Medians} */ (Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])));
    row.failingAudits = [...new Set(samples.flatMap((s) => s.failing))];
    results.push({ ...page, ...row, pass: verdicts(row, page.kind) });
    process.stdout.write(`measured ${page.path}\n`);
  }
} finally {
  await chrome.kill();
  process.kill(-server.pid);
}

const mark = (ok) => (ok ? "✓" : "✗");
const header = "| page | perf | a11y | best pr. | SEO | LCP ms | FCP ms | TBT ms | CLS | JS KB gz | total KB |";
const lines = [header, "|---|---|---|---|---|---|---|---|---|---|---|"];
for (const r of results) {
  lines.push(
    `| ${r.path} | ${r.performance} ${mark(r.pass.performance)} | ${r.accessibility} ${mark(r.pass.accessibility)} | ${r.bestPractices} ${mark(r.pass.bestPractices)} | ${r.seo} ${mark(r.pass.seo)} | ${Math.round(r.lcp)} ${mark(r.pass.lcp)} | ${Math.round(r.fcp)} | ${Math.round(r.tbt)} ${mark(r.pass.tbt)} | ${r.cls.toFixed(3)} ${mark(r.pass.cls)} | ${r.jsKb.toFixed(1)} ${mark(r.pass.jsKb)} | ${r.totalKb.toFixed(0)} |`,
  );
}
const buildLine =
  buildSeconds === null ? "Cold build: not measured (--no-build)." : `Cold build: ${buildSeconds.toFixed(1)} s ${mark(buildSeconds < budgets.buildSeconds)} (budget < ${budgets.buildSeconds} s).`;
const failing = results.filter((r) => r.failingAudits.length).map((r) => `- ${r.path}: ${r.failingAudits.join(", ")}`);
const budgetText = `Budgets: scores 100; LCP ≤ ${budgets.lcp.content} ms (content), ≤ ${budgets.lcp.home} ms (/); TBT ≤ ${budgets.tbt} ms; CLS ≤ ${budgets.cls}; JS ≤ ${budgets.jsKb.content} KB gzip (content), ≤ ${budgets.jsKb.home} KB (/). Medians of ${runs} Lighthouse runs, mobile settings.`;
const markdown = [`# Benchmark ${new Date().toISOString().slice(0, 10)}`, "", budgetText, "", ...lines, "", buildLine, "", ...(failing.length ? ["Audits below 100% (any run):", ...failing] : [])].join("\n");

fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "latest.json"), JSON.stringify({ date: new Date().toISOString(), runs, budgets, buildSeconds, results }, null, 2));
fs.writeFileSync(path.join(outDir, "latest.md"), `${markdown}\n`);
process.stdout.write(`\n${markdown}\n`);
