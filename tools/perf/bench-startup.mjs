/*
 * `npm run bench -- --startup [--runs=5] [--rates=4,6] [--base=DIR]`: what a page's start-up costs a slow phone's
 * CPU, under real throttling rather than Lighthouse's simulation (issue 58). `/`, a sector and `/contact/` are each
 * loaded from this checkout's build (public/), from another checkout's build when --base names it (the code before
 * a change), and as a script-free copy (the same built HTML without its scripts), in turn, `runs` rounds, so a busy
 * moment of the machine falls on all of them. Chromium (Debian's) at 412 px with its CPU slowed by CDP
 * (Emulation.setCPUThrottlingRate) at each rate. Counted from the navigation until 3 s after the page has hydrated
 * (the copy: after its load event):
 * - script time: the renderer's time in script (CDP Performance.getMetrics ScriptDuration), ms;
 * - long tasks (PerformanceObserver 'longtask'): how many, and the longest, ms;
 * - work, which a busy machine does not change: the components React rendered as the page hydrated, and in all
 *   (read through React's DevTools hook, as count-work.mjs does), and the JavaScript the page fetched, KB gzip.
 * Medians with their range. Writes bench/results/startup.md and startup.json. The builds must exist (npm run build).
 */
import fs from "fs";
import http from "http";
import path from "path";
import zlib from "zlib";
import { chromium } from "playwright-core";
import { installCommitCounter } from "./commitCounter.mjs";
import { FLOOR, withoutScripts } from "./floorCopies.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const outDir = path.join(root, "bench", "results");
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(arg("runs") ?? 5);
const rates = (arg("rates") ?? "4,6").split(",").map(Number);
const baseDir = arg("base");
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of runs, not "${arg("runs")}".`);
if (rates.some((rate) => !(rate >= 1))) throw new Error(`--rates wants CPU slow-down factors such as 4,6, not "${arg("rates")}".`);

const pages = ["/", "/sectors/aviation/", "/contact/"];
/** After hydration, start-up goes on: effects, the idle-time loads (the photo field), the banner's measuring. */
const SETTLE_MS = 3000;

const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".json": "application/json", ".css": "text/css", ".svg": "image/svg+xml", ".jpg": "image/jpeg", ".webp": "image/webp", ".avif": "image/avif", ".png": "image/png", ".woff2": "font/woff2", ".pdf": "application/pdf" };

/** A build's public/ on a port of its own; `/floor/<path>` serves a page's script-free copy. Same server for every build, so only the build differs. */
function serve(publicDir) {
  const server = http.createServer((request, response) => {
    let pathname = decodeURIComponent(new URL(request.url, "http://x").pathname);
    const floor = pathname.startsWith(`${FLOOR}/`);
    if (floor) pathname = pathname.slice(FLOOR.length);
    let file = path.join(publicDir, pathname);
    if (!file.startsWith(publicDir)) return response.writeHead(403).end();
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    if (!fs.existsSync(file)) return response.writeHead(404).end();
    let body = fs.readFileSync(file);
    if (floor && file.endsWith(".html")) body = Buffer.from(withoutScripts(body.toString("utf8")));
    response.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream", "cache-control": "no-store" });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, origin: `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}` })));
}

/** Counts the long tasks (the components React renders come from commitCounter.mjs, as in count-work.mjs). */
function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
}

async function measure(browser, url, rate, scripted) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(observeLongTasks);
  await page.addInitScript(installCommitCounter);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await cdp.send("Performance.enable", { timeDomain: "timeTicks" });
  let jsGzip = 0;
  page.on("response", async (response) => {
    if (!/\.js(\?|$)/.test(response.url())) return;
    try {
      jsGzip += zlib.gzipSync(await response.body(), { level: 6 }).length;
    } catch {
      // A response the page dropped (a navigation): not part of its start-up.
    }
  });
  await page.goto(url, { waitUntil: "load" });
  if (scripted) await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
  const metrics = Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value]));
  const { commits, longTasks } = await page.evaluate(() => ({ commits: window.__commits, longTasks: window.__longTasks }));
  await context.close();
  return {
    scriptMs: Math.round(metrics.ScriptDuration * 1000),
    longTasks: longTasks.length,
    longestMs: Math.round(Math.max(0, ...longTasks)),
    hydrated: commits[0] ?? 0,
    rendered: commits.reduce((a, b) => a + b, 0),
    jsKb: Math.round((jsGzip / 1024) * 10) / 10,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const spread = (values) => `${median(values)} (${Math.min(...values)}–${Math.max(...values)})`;

const builds = [{ name: "this build", dir: path.join(root, "public") }];
if (baseDir) builds.push({ name: `before (${path.basename(path.resolve(baseDir))})`, dir: path.join(path.resolve(baseDir), "public") });
for (const build of builds) if (!fs.existsSync(path.join(build.dir, "index.html"))) throw new Error(`No build in ${build.dir}: run npm run build there first.`);

const servers = await Promise.all(builds.map((build) => serve(build.dir)));
const variants = [...builds.map((build, i) => ({ name: build.name, origin: servers[i].origin, prefix: "", scripted: true })), { name: "without scripts", origin: servers[0].origin, prefix: FLOOR, scripted: false }];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
const results = {};
const load1 = () => Number(fs.readFileSync("/proc/loadavg", "utf8").split(" ")[0]);
const loadBefore = load1();
try {
  for (let run = 1; run <= runs; run++) {
    for (const rate of rates) {
      for (const pagePath of pages) {
        for (const variant of variants) {
          const key = `${rate}|${pagePath}|${variant.name}`;
          const figures = await measure(browser, `${variant.origin}${variant.prefix}${pagePath}`, rate, variant.scripted);
          (results[key] ??= []).push(figures);
          process.stderr.write(`run ${run} ${rate}× ${pagePath} ${variant.name}: ${JSON.stringify(figures)}\n`);
        }
      }
    }
  }
} finally {
  await browser.close();
  for (const { server } of servers) server.close();
}
const loadAfter = load1();

const measures = [
  ["scriptMs", "script ms"],
  ["longTasks", "long tasks"],
  ["longestMs", "longest task ms"],
  ["hydrated", "components hydrated"],
  ["rendered", "components rendered"],
  ["jsKb", "JS KB gzip"],
];
const rows = [];
const json = { date: new Date().toISOString(), runs, rates, loadBefore, loadAfter, pages: [] };
for (const rate of rates) {
  for (const pagePath of pages) {
    for (const variant of variants) {
      const list = results[`${rate}|${pagePath}|${variant.name}`];
      const entry = { rate, page: pagePath, variant: variant.name };
      for (const [keyName] of measures) entry[keyName] = { median: median(list.map((f) => f[keyName])), min: Math.min(...list.map((f) => f[keyName])), max: Math.max(...list.map((f) => f[keyName])) };
      json.pages.push(entry);
      rows.push(`| ${pagePath} at ${rate}×, ${variant.name} | ${measures.map(([keyName]) => spread(list.map((f) => f[keyName]))).join(" | ")} |`);
    }
  }
}
const md = [
  `# Start-up on a slow phone's CPU, ${json.date.slice(0, 10)}`,
  "",
  `\`npm run bench -- --startup\` (tools/perf/bench-startup.mjs): Debian's Chromium at 412 px, CPU slowed by CDP at ${rates.map((r) => `${r}×`).join(" and ")}, ` +
    `each page from this build${baseDir ? ", from the build before" : ""} and as a script-free copy, in turn, ${runs} runs; from navigation until ${SETTLE_MS / 1000} s after hydration. ` +
    "Medians, with the range. Script time and long tasks are timings (the machine was shared: load average " +
    `${loadBefore} before, ${loadAfter} after, on 2 cores); components and JavaScript are counts, which load does not move.`,
  "",
  `| page | ${measures.map(([, label]) => label).join(" | ")} |`,
  `|---|${measures.map(() => "---").join("|")}|`,
  ...rows,
  "",
].join("\n");
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "startup.md"), md);
fs.writeFileSync(path.join(outDir, "startup.json"), `${JSON.stringify(json, null, 2)}\n`);
process.stdout.write(md);
