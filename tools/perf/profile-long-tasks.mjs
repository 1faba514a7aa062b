/*
 * Where a page's long tasks go: loads it in Chromium with the CPU slowed 4x (as Lighthouse's mobile
 * setting assumes), records a JavaScript profile, and for the four longest tasks lists the functions
 * on the stack most often, named from the build's source maps.
 *   npm run build && npm run serve, then: node tools/perf/profile-long-tasks.mjs http://127.0.0.1:9000/
 */
import fs from "fs";
import path from "path";
import { chromium } from "playwright-core";
import { SourceMapConsumer } from "source-map-js";
const url = process.argv[2];
if (!url) {
  console.error("usage: node tools/perf/profile-long-tasks.mjs http://127.0.0.1:9000/path/   (serve a build first)");
  process.exit(2);
}
const publicDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..", "public");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await page.addInitScript(() => {
  window.__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([e.startTime, e.duration]); }).observe({ type: "longtask", buffered: true });
  window.__alignMarker = function __alignMarker() { const s = performance.now(); while (performance.now() - s < 8); return s; };
  window.__markAt = window.__alignMarker();
});
await cdp.send("Profiler.start");
await page.goto(url);
await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
await page.waitForTimeout(3000);
const { profile } = await cdp.send("Profiler.stop");
const lt = await page.evaluate(() => window.__lt);
const markAt = await page.evaluate(() => window.__markAt);
await browser.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime; const samples = profile.samples.map((s, i) => { t += profile.timeDeltas[i]; return { t: t / 1000, id: s }; });
const stackHas = (id, fn) => { for (let n = id; n !== undefined; n = parent.get(n)) if (byId.get(n).callFrame.functionName === fn) return true; return false; };
const first = samples.find((s) => stackHas(s.id, "__alignMarker"));
const offset = first.t - markAt; // profile ms - performance.now ms
const maps = new Map();
function name(f) {
  const file = f.url.split("/").pop();
  if (!file.endsWith(".js")) return `${f.functionName || "(anon)"}`;
  if (!maps.has(file)) { const p = path.join(publicDir, "..", "build-internals", `${file}.map`); maps.set(file, fs.existsSync(p) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(p, "utf8"))) : null); }
  const o = maps.get(file)?.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  return `${o?.name || f.functionName || "(anon)"} ${(o?.source ?? file).replace(/.*node_modules\//, "").replace(/^webpack:\/\/[^/]*\//, "")}:${o?.line ?? ""}`;
}
for (const [start, dur] of lt.sort((a, b) => b[1] - a[1]).slice(0, 4)) {
  const inside = samples.filter((s) => s.t >= start + offset && s.t <= start + dur + offset);
  const incl = new Map();
  for (const s of inside) { const seen = new Set(); for (let n = s.id; n !== undefined; n = parent.get(n)) { const k = name(byId.get(n).callFrame); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + 1); } } }
  console.log(`\nlong task at ${start.toFixed(0)} ms for ${dur.toFixed(0)} ms (${inside.length} samples)`);
  for (const [k, v] of [...incl].sort((x, y) => y[1] - x[1]).filter(([k]) => !/^\((root|program|idle)\)/.test(k)).slice(0, 45)) console.log(`  ${String(v).padStart(4)} ${k}`);
}
