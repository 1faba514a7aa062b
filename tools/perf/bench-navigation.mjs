/*
 * `npm run bench -- --navigation [--runs=5] [--rate=4] [--from=/] [--to=/sectors/aviation/]`: how long a visitor on a
 * slow phone waits for the next page after tapping a link to it (issue 58: "decide how moving between pages works,
 * and measure the time to the next page"). Three ways, in turn, `runs` rounds, so a busy moment falls on all:
 * - "Gatsby's router": the built page, hydrated; the tap goes through Gatsby's navigate (page data, then the page's
 *   components render in place), as the site works today;
 * - "full load": the same page's script-free copy, so the tap is the browser's own navigation to the built next page;
 * - "full load, prefetched": the copy with a <link rel="prefetch"> for the next page, loaded before the tap.
 * nginx with deploy/nginx.conf serves the build and the copies; Debian's Chromium at 412 px with touch, the link
 * scrolled into view and left 3 s (Gatsby prefetches what is in view, the copy's prefetch arrives), then the CPU
 * slowed by CDP (`rate`×) and the network at Lighthouse's mobile figures (150 ms, 1.6 Mbps down, 750 kbps up), then
 * the tap. Counted from the tap until the next page's heading is in a frame ("shown"), and until it has hydrated
 * ("answers a tap": at once for the router, whose page is the live app). Medians with the range; writes
 * bench/results/navigation.md and navigation.json. The build must exist (npm run build).
 */
import fs from "fs";
import os from "os";
import path from "path";
import { chromium } from "playwright-core";
import { FLOOR, floorRoot, withoutScripts } from "./floorCopies.mjs";
import { startNginx } from "./serve.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const outDir = path.join(root, "bench", "results");
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(arg("runs") ?? 5);
const rate = Number(arg("rate") ?? 4);
const from = arg("from") ?? "/";
const to = arg("to") ?? "/sectors/aviation/";
const port = Number(process.env.BENCH_PORT ?? 9320);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of runs, not "${arg("runs")}".`);
if (!(rate >= 1)) throw new Error(`--rate wants a CPU slow-down factor such as 4, not "${arg("rate")}".`);

const built = (page) => fs.readFileSync(path.join(root, "public", page, "index.html"), "utf8");
if (!built(from).includes(`href="${to}"`)) throw new Error(`${from} has no link to ${to} in its built HTML: choose pages with --from and --to.`);
const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(built(to))?.[1]?.replace(/<[^>]+>/g, "").replace(/&amp;/g, "&").trim();
if (!heading) throw new Error(`${to} has no <h1> in its built HTML.`);

const PREFETCHED = "/floor-prefetch";
const ways = [
  { name: "Gatsby's router", path: from, scripted: true },
  { name: "full load", path: `${FLOOR}${from}`, scripted: false },
  { name: "full load, prefetched", path: `${PREFETCHED}${from}`, scripted: false, prefetch: true },
];
const servedRoot = floorRoot(root, [
  { page: from },
  { folder: PREFETCHED, page: from, make: (html) => withoutScripts(html).replace("</head>", `<link rel="prefetch" href="${to}"></head>`) },
]);
const server = await startNginx({ rootDir: servedRoot, port });
const origin = `http://127.0.0.1:${port}`;

async function measure(browser, way) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const prefetched = way.prefetch ? page.waitForResponse((response) => new URL(response.url()).pathname === to, { timeout: 30_000 }) : undefined;
  await page.goto(`${origin}${way.path}`, { waitUntil: "load" });
  if (way.scripted) await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
  if (prefetched) await prefetched;
  const link = page.locator(`a[href="${to}"]`).first();
  await link.scrollIntoViewIfNeeded();
  // What each way does with a link in view, given the time a reader takes: Gatsby's prefetch of its page data.
  await page.waitForTimeout(3000);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  const tapped = Date.now();
  await link.tap();
  await page.waitForURL(`${origin}${to}`, { waitUntil: "commit", timeout: 60_000 });
  await page.waitForFunction((text) => document.querySelector("h1")?.textContent?.trim() === text, heading, { polling: "raf", timeout: 60_000 });
  const shownMs = Date.now() - tapped;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
  const answersMs = way.scripted ? shownMs : Date.now() - tapped;
  await context.close();
  return { shownMs, answersMs };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values) => `${median(values)} (${Math.min(...values)}–${Math.max(...values)})`;
const results = Object.fromEntries(ways.map((way) => [way.name, []]));
const loadBefore = os.loadavg()[0];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
try {
  for (let run = 1; run <= runs; run++) {
    for (const way of ways) {
      const figures = await measure(browser, way);
      results[way.name].push(figures);
      process.stderr.write(`run ${run} ${way.name}: ${JSON.stringify(figures)}\n`);
    }
  }
} finally {
  await browser.close();
  process.kill(-server.pid);
  fs.rmSync(servedRoot, { recursive: true, force: true });
}
const loadAfter = os.loadavg()[0];

const json = { date: new Date().toISOString(), runs, rate, from, to, loadBefore, loadAfter, ways: [] };
const measures = [
  ["shownMs", "next page's heading shown, ms"],
  ["answersMs", "the next page answers a tap, ms"],
];
const figure = (list, key) => ({ median: median(list.map((f) => f[key])), min: Math.min(...list.map((f) => f[key])), max: Math.max(...list.map((f) => f[key])) });
for (const way of ways) json.ways.push({ way: way.name, ...Object.fromEntries(measures.map(([key]) => [key, figure(results[way.name], key)])) });
const rows = measures.map(([key, label]) => `| ${label} | ${ways.map((way) => spread(results[way.name].map((f) => f[key]))).join(" | ")} |`);
const md = [
  `# From one page to the next on a slow phone, ${json.date.slice(0, 10)}`,
  "",
  `\`npm run bench -- --navigation\` (tools/perf/bench-navigation.mjs): a tap on ${from}'s link to ${to}, ${runs} rounds, the three ways in turn; ` +
    `Debian's Chromium at 412 px with touch, CPU slowed by CDP at ${rate}×, the network at 150 ms and 1.6 Mbps; nginx with deploy/nginx.conf. ` +
    `Milliseconds from the tap, medians with the range (the machine's load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after, on 2 cores).`,
  "",
  `| measure | ${ways.map((way) => way.name).join(" | ")} |`,
  `|---|${ways.map(() => "---").join("|")}|`,
  ...rows,
  "",
].join("\n");
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "navigation.md"), md);
fs.writeFileSync(path.join(outDir, "navigation.json"), `${JSON.stringify(json, null, 2)}\n`);
process.stdout.write(md);
