/*
 * The figures the browser tests no longer assert, since a test must not measure how fast the machine is (not a
 * test): `npm run bench -- --interactions [--runs=5]`, after `npm run build`. The build is served by `gatsby serve`
 * on BENCH_PORT (default 9300) and opened in Debian's Chromium as a phone (390 × 844, touch), an empty cache each run:
 * - the phone menu: a tap on its button the moment it is painted, before the scripts have run (what e2e/first-paint
 *   checks works), until the frame that shows the menu, under "Slow 3G" with a 6× slower CPU;
 * - start-up on `/` under Chrome's mobile throttling (4× CPU, 150 ms round trip, 1.6 Mbps down): first contentful
 *   paint, and hydration (`<html data-hydrated>`);
 * - layout shift (the sum of the shifts, as CLS counts them on a page this short) from before the first paint to
 *   the page's end state: `/` hydrated with every slide's picture in, and the CMS's start screen at /admin/ until
 *   Decap's own login has taken its place (decap-server's answer given by the bench), under the same throttling.
 * Prints medians (range in brackets) against the budgets and writes bench/results/interactions.json and .md.
 */
import { execFileSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { builtLocalBackendPort, startGatsbyServe } from "./serve.mjs";
import * as chromeLauncher from "chrome-launcher";
import puppeteer from "puppeteer-core";

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const outDir = path.join(root, "bench", "results");
const runs = Number(option("runs", process.env.BENCH_RUNS ?? "5"));
const port = Number(process.env.BENCH_PORT ?? 9300);
const origin = `http://127.0.0.1:${port}`;

/**
 * The phone menu's is the figure e2e/first-paint.spec.ts used to assert; first paint is the home page's LCP budget;
 * hydration Lighthouse's "good" time to interactive on a phone (3.8 s), rounded; layout shift the site's CLS budget
 * (docs/performance.md).
 */
export const budgets = { menuTapMs: 300, homeFcpMs: 1500, homeHydratedMs: 4000, homeCls: 0.01, cmsStartCls: 0.01 };
const slow3g = { cpu: 6, latency: 2000, download: 50 * 1024, upload: 50 * 1024 };
const mobile = { cpu: 4, latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8 };
const phone = { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const phoneAgent = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Runs in the page from before its first script: layout shifts, first contentful paint, hydration, and for the
 * menu the time of the tap and of the first frame that shows the menu.
 */
/** @typedef {PerformanceEntry & { hadRecentInput: boolean; value: number }} LayoutShift */

function probe() {
  const seen = { shifts: 0, moved: [] };
  window.__bench = seen;
  const observer = new PerformanceObserver((list) => {
    for (const entry of /** @type {LayoutShift[]} */ (list.getEntries())) if (!entry.hadRecentInput) seen.shifts += entry.value;
  });
  observer.observe({ type: "layout-shift", buffered: true });
  seen.flush = () => {
    for (const entry of /** @type {LayoutShift[]} */ (observer.takeRecords())) if (!entry.hadRecentInput) seen.shifts += entry.value;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") seen.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new MutationObserver(() => {
    if (seen.hydrated === undefined && document.documentElement.hasAttribute("data-hydrated")) seen.hydrated = performance.now();
    // The document, not <html>: this runs before the parser has made <html>.
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  const visible = (element) => element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
  addEventListener(
    "pointerdown",
    (event) => {
      if (seen.tapped !== undefined || !(/** @type {Element} */ (event.target)).closest?.("[data-menu-button]")) return;
      seen.tapped = event.timeStamp;
      seen.hydratedAtTap = document.documentElement.hasAttribute("data-hydrated");
      const frame = (time) => {
        if (visible(document.querySelector("[data-mobile-menu] a"))) seen.menuShown = time;
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    { capture: true },
  );
}

async function newPhonePage(browser, throttling) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(phone);
  await page.setUserAgent(phoneAgent);
  await page.setCacheEnabled(false);
  await page.emulateCPUThrottling(throttling.cpu);
  await page.emulateNetworkConditions({ download: throttling.download, upload: throttling.upload, latency: throttling.latency });
  await page.evaluateOnNewDocument(probe);
  return { page, close: () => context.close() };
}

/** The shifts so far, once the frame that draws the state waited for has been through. */
const shiftsNow = (page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    window.__bench.flush();
    return window.__bench.shifts;
  });

async function menuTap(browser) {
  const { page, close } = await newPhonePage(browser, slow3g);
  try {
    // Not waited for: the tap goes in the moment the button is painted, while the page is still loading.
    const loading = page.goto(`${origin}/`, { waitUntil: "load", timeout: 180_000 }).catch(() => undefined);
    const button = await page.waitForSelector("[data-menu-button]", { visible: true, timeout: 120_000 });
    await button.tap();
    try {
      await page.waitForFunction(() => window.__bench.menuShown !== undefined, { timeout: 60_000, polling: 100 });
    } catch (error) {
      const seen = await page.evaluate(() => ({ ...window.__bench, open: document.querySelector("[data-mobile-menu]")?.matches(":popover-open") }));
      throw new Error(`the phone menu: ${error.message}; seen ${JSON.stringify(seen)}`);
    }
    await page.evaluate(() => window.stop());
    await loading;
    const seen = await page.evaluate(() => ({ tapped: window.__bench.tapped, menuShown: window.__bench.menuShown, hydratedAtTap: window.__bench.hydratedAtTap }));
    return { menuTapMs: seen.menuShown - seen.tapped, hydratedAtTap: seen.hydratedAtTap };
  } finally {
    await close();
  }
}

async function home(browser) {
  const { page, close } = await newPhonePage(browser, mobile);
  try {
    await page.goto(`${origin}/`, { waitUntil: "load", timeout: 120_000 });
    await page.waitForSelector("html[data-hydrated]", { timeout: 120_000 });
    await page.waitForFunction(
      () => [.../** @type {NodeListOf<HTMLImageElement>} */ (document.querySelectorAll('[aria-label="Featured services"] img[data-main-image]'))].every((image) => image.complete && image.naturalWidth > 0),
      { timeout: 120_000, polling: 100 },
    );
    const homeCls = await shiftsNow(page);
    const { fcp, hydrated } = await page.evaluate(() => window.__bench);
    return { homeFcpMs: fcp, homeHydratedMs: hydrated, homeCls };
  } finally {
    await close();
  }
}

async function cmsStart(browser, backendPort) {
  const { page, close } = await newPhonePage(browser, mobile);
  try {
    // What decap-server answers when Decap looks for it (e2e/cms-start.spec.ts does the same on a phone).
    await page.setRequestInterception(true);
    page.on("request", (request) => {
      if (request.url() === `http://localhost:${backendPort}/api/v1`) {
        const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "*", "access-control-allow-methods": "POST, OPTIONS" };
        if (request.method() === "OPTIONS") void request.respond({ status: 204, headers: cors });
        else void request.respond({ status: 200, contentType: "application/json", headers: cors, body: JSON.stringify({ repo: "data", publish_modes: ["simple"], type: "local_fs" }) });
      } else void request.continue();
    });
    await page.goto(`${origin}/admin/`, { waitUntil: "domcontentloaded", timeout: 120_000 });
    await page.waitForFunction(() => !document.getElementById("cms-start") && [.../** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll("#nc-root section button"))].some((button) => !button.disabled), { timeout: 120_000, polling: 100 });
    return { cmsStartCls: await shiftsNow(page) };
  } finally {
    await close();
  }
}

const backendPort = builtLocalBackendPort(path.join(root, "public"));
const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
const loadBefore = os.loadavg();
const server = await startGatsbyServe({ cwd: root, port });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const samples = [];
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  for (let run = 0; run < runs; run += 1) {
    const sample = { ...(await menuTap(browser)), ...(await home(browser)), ...(backendPort ? await cmsStart(browser, backendPort) : {}) };
    samples.push(sample);
    process.stdout.write(
      `run ${run + 1}/${runs}: menu ${Math.round(sample.menuTapMs)} ms after the tap${sample.hydratedAtTap ? " (hydrated already)" : ""}, / painted ${Math.round(sample.homeFcpMs)} ms, hydrated ${Math.round(sample.homeHydratedMs)} ms, CLS ${sample.homeCls.toFixed(4)}, /admin/ CLS ${sample.cmsStartCls?.toFixed(4) ?? "not measured"}\n`,
    );
  }
  await browser.disconnect();
} finally {
  await chrome.kill();
  process.kill(-server.pid);
}

/** @type {[string, string, number][]} label, key, digits */
const rows = [
  ["phone menu: tap at first paint → the frame showing it (Slow 3G, 6× CPU), ms", "menuTapMs", 0],
  ["/: first contentful paint (mobile throttling), ms", "homeFcpMs", 0],
  ["/: hydrated (mobile throttling), ms", "homeHydratedMs", 0],
  ["/: layout shift until hydrated with every slide's picture in", "homeCls", 4],
  ["/admin/: layout shift from the start screen to Decap's login", "cmsStartCls", 4],
];
const stats = Object.fromEntries(
  rows
    .map(([, key]) => key)
    .filter((key) => samples.every((sample) => typeof sample[key] === "number"))
    .map((key) => {
      const values = samples.map((sample) => sample[key]);
      return [key, { median: median(values), min: Math.min(...values), max: Math.max(...values) }];
    }),
);
const mark = (ok) => (ok ? "✓" : "✗");
const lines = ["| measure | budget | median (range) |", "|---|---|---|"];
for (const [label, key, digits] of rows) {
  const s = stats[key];
  lines.push(`| ${label} | ≤ ${budgets[key]} | ${s ? `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)}) ${mark(s.median <= budgets[key])}` : "not measured (no CMS in this build)"} |`);
}
const beforeHydration = samples.filter((sample) => !sample.hydratedAtTap).length;
const markdown = [
  `# Interactions benchmark ${new Date().toISOString().slice(0, 10)} (${commit})`,
  "",
  `A phone (390 × 844, touch), an empty cache each run, \`gatsby serve\`. The menu under "Slow 3G" (2 s round trip, 50 KB/s) with a 6× slower CPU; the rest under Chrome's mobile throttling (4× CPU, 150 ms round trip, 1.6 Mbps down). Medians of ${runs} runs (range in brackets). The menu was tapped before hydration in ${beforeHydration} of ${runs} runs. Load average ${loadBefore.map((l) => l.toFixed(1)).join(" / ")} before.`,
  "",
  ...lines,
  "",
].join("\n");
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "interactions.json"), JSON.stringify({ date: new Date().toISOString(), commit, runs, throttling: { slow3g, mobile }, phone, budgets, samples, stats }, null, 2));
fs.writeFileSync(path.join(outDir, "interactions.md"), markdown);
process.stdout.write(`\n${markdown}`);
