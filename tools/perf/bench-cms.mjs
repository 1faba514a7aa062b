/*
 * The CMS at /admin/ on a phone (not a test): `npm run bench -- --cms [--base=DIR] [--runs=5]`, after `npm run build`
 * (and the same in DIR, another checkout's build to compare with: `git worktree add DIR <commit>`, build there).
 * Each build is served by `gatsby serve` (compressing as it sends) with Decap's local backend (decap-server, on the
 * port the build's CMS looks for, over a copy of its data), and opened in Debian's Chromium as a phone (390 × 844,
 * touch) under Chrome's mobile throttling (4× CPU, 150 ms round trip, 1.6 Mbps down), with an empty cache each time:
 * - login: when the Login button is painted, and from a tap on it the moment it shows (and is enabled) until the
 *   collections are listed; the JavaScript fetched before Decap's own Login button works (gzip, from the files);
 * - entry: a signed-in editor opening an entry by its address (the aviation sector), until the first text box of its
 *   form that takes typing holds the entry's own text (its field's value in the build's data/sectors/aviation.json)
 *   and a character typed into it has landed (the box then holds the text and the character, painted);
 * - Lighthouse on /admin/ with its mobile settings (its own simulated throttling).
 * Runs alternate between the builds, so the machine's load falls on both. Prints medians (and ranges) against the
 * budgets and writes bench/results/cms.json and bench/results/cms.md. The builds are served on BENCH_PORT (default 9300)
 * and the next port; each decap-server on the port its build was made for (CMS_LOCAL_BACKEND_PORT then).
 */
import { execFileSync, spawn } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import zlib from "zlib";
import { builtLocalBackendPort, startGatsbyServe } from "./serve.mjs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { lighthouseFigures } from "./lighthouseFigures.mjs";
import puppeteer from "puppeteer-core";

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const outDir = path.join(root, "bench", "results");
const runs = Number(option("runs", process.env.BENCH_RUNS ?? "5"));
const basePort = Number(process.env.BENCH_PORT ?? 9300);
const baseDir = option("base", undefined);

export const budgets = { loginPaintedMs: 1500, tapToListedMs: 5000, entryTypingMs: 5000, loginJsKb: 650 };
/** Chrome's mobile throttling, as DevTools and Lighthouse name it ("Slow 4G" with a 4× slower CPU). */
const throttling = { cpu: 4, latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8 };
const phone = { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const phoneAgent = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHttp(url, what) {
  for (let i = 0; i < 120; i += 1) {
    try {
      await fetch(url, { method: url.endsWith("/api/v1") ? "POST" : "GET", body: url.endsWith("/api/v1") ? JSON.stringify({ action: "info" }) : undefined });
      return;
    } catch {
      await sleep(500);
    }
  }
  throw new Error(`${what} did not answer at ${url}`);
}

/** gatsby serve for the build in `dir`, and decap-server over a copy of its data. */
async function serve(build) {
  const site = await startGatsbyServe({ cwd: build.dir, port: build.port });
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "bench-cms-data-"));
  fs.cpSync(path.join(build.dir, "data"), path.join(repo, "data"), { recursive: true });
  // As `npm run cms` starts it: decap-server with the site's media listing in front (tools/content/localBackend.ts),
  // which a build whose CMS does not ask for it never reaches.
  const backend = spawn(process.execPath, ["--import", "tsx", path.join(root, "tools/content/localBackend.ts")], {
    env: { ...process.env, PORT: String(build.backendPort), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: repo, LOG_LEVEL: "error" },
    stdio: "ignore",
    detached: true,
  });
  await waitForHttp(`http://localhost:${build.backendPort}/api/v1`, "decap-server");
  return () => {
    for (const child of [site, backend]) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    fs.rmSync(repo, { recursive: true, force: true });
  };
}

/** The entry the editor opens, and the character typed into it. */
const ENTRY = { collection: "sectors", slug: "aviation", file: "data/sectors/aviation.json" };
const TYPED = "x";

/**
 * Runs in the page from before its first script: at every frame, what the editor would see. `kind` "login" taps
 * Login as soon as a Login button is painted and enabled; "entry" notes when the editor's first text box that takes
 * typing holds its field's value in `data` (Decap names a control's id after its field: "name-field-3"), and, once
 * the bench has typed `typed` into it, the first frame that shows the value with it.
 */
function probe(kind, user, data, typed) {
  if (user) localStorage.setItem("decap-cms-user", user);
  const seen = { kind };
  window.__bench = seen;
  const visible = (element) => element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden" && !element.closest("[aria-hidden=true]");
  // As the editor reads it: a button that says Login (the start screen's holds its "getting ready" words hidden).
  const buttons = () => [...document.querySelectorAll("button")].filter((button) => visible(button) && /^Login\b/.test(button.innerText.trim()));
  // Decap's own Login button, enabled: what had to load before the login screen works. Watched as the DOM
  // changes, since a tap held by the page's start screen signs in the moment Decap's button is there.
  if (kind === "login") {
    const ready = () => [.../** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll("#nc-root section button"))].some((button) => !button.disabled);
    const watcher = new MutationObserver(() => {
      if (seen.decapLoginReady !== undefined || !ready()) return;
      seen.decapLoginReady = performance.now();
      watcher.disconnect();
    });
    watcher.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["disabled"] });
  }
  const frame = (time) => {
    if (kind === "login") {
      const shown = buttons();
      if (seen.loginPainted === undefined && shown.length) seen.loginPainted = time;
      const ready = shown.find((button) => !button.disabled);
      if (seen.tapped === undefined && ready) {
        seen.tapped = time;
        ready.click();
      }
      if (seen.listed === undefined && [...document.querySelectorAll('#nc-root aside a[href*="#/collections/"], #nc-root nav a[href*="#/collections/"]')].some(visible)) seen.listed = time;
      seen.done = seen.listed !== undefined;
    } else {
      if (seen.textShown === undefined) {
        // The form's first text box that can be typed into (the start screen gone), as an editor finds it. Not the
        // entry's address (slug): chosen when an entry is created, the CMS takes back what is typed into it after.
        const box = [.../** @type {NodeListOf<HTMLInputElement | HTMLTextAreaElement>} */ (document.querySelectorAll('#nc-root input[type="text"], #nc-root input:not([type]), #nc-root textarea'))].find(
          (candidate) => visible(candidate) && !candidate.disabled && !candidate.readOnly && !candidate.id.startsWith("slug-field-") && !document.getElementById("cms-start"),
        );
        const name = box && /^(.+)-field-\d+$/.exec(box.id)?.[1];
        if (box && name !== undefined) {
          seen.field = name;
          if (typeof data[name] !== "string") seen.problem = `the first text box is for "${name}", which the entry's data has no text for`;
          else if (box.value === data[name]) {
            seen.textShown = time;
            seen.expected = data[name];
            seen.boxId = box.id;
            seen.keys = 0;
            // Each key the box takes (it fires input), whatever then happens to it.
            box.addEventListener("input", () => {
              seen.keys += 1;
            });
          }
        }
      } else if (seen.typedAt !== undefined) {
        // The first frame that shows the key after the text; forgotten if the box goes back to the text alone.
        const box = /** @type {HTMLInputElement | null} */ (document.getElementById(seen.boxId));
        const value = box ? box.value : undefined;
        if (value === seen.expected + typed) seen.landed ??= time;
        else seen.landed = undefined;
      }
      seen.done = seen.finished === true || seen.problem !== undefined;
    }
    if (!seen.done) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Gzip bytes of the build's scripts at these addresses, read from its public/ (as the budget counts them). */
function gzipKb(dir, urls) {
  let bytes = 0;
  for (const url of urls) {
    const file = path.join(dir, "public", new URL(url).pathname);
    if (fs.existsSync(file)) bytes += zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;
  }
  return bytes / 1024;
}

async function scenario(browser, build, kind, user) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(phone);
    await page.setUserAgent(phoneAgent);
    await page.emulateCPUThrottling(throttling.cpu);
    await page.emulateNetworkConditions({ download: throttling.download, upload: throttling.upload, latency: throttling.latency });
    const data = kind === "entry" ? JSON.parse(fs.readFileSync(path.join(build.dir, ENTRY.file), "utf8")) : {};
    await page.evaluateOnNewDocument(probe, kind, user ?? null, data, TYPED);
    const address = `http://127.0.0.1:${build.port}/admin/${kind === "entry" ? `#/collections/${ENTRY.collection}/entries/${ENTRY.slug}` : ""}`;
    await page.goto(address, { waitUntil: "domcontentloaded", timeout: 120_000 });
    try {
      if (kind === "entry") {
        // As soon as the box holds the entry's text: focus it and type (a key as the phone's keyboard sends it).
        await page.waitForFunction(() => window.__bench?.textShown !== undefined || window.__bench?.problem !== undefined, { timeout: 120_000, polling: "raf" });
        // A key can be taken back by what the page does next (under this throttling, while Decap held the form back
        // for the entry's picture, the box went back to the text and the same key typed again never showed): the
        // editor types it again, the figure is the key that stays, still there once the page has made no request
        // for half a second, and after 30 keys taken back the run fails.
        for (let attempt = 1; !(await page.evaluate(() => window.__bench.problem)); attempt += 1) {
          if (attempt > 30) throw new Error("30 keys typed into the entry's first text box were all taken back");
          const focused = await page.evaluate((n) => {
            const box = document.getElementById(window.__bench.boxId);
            if (!box) return false;
            box.focus();
            window.__bench.attempts = n;
            window.__bench.typedAt ??= performance.now();
            return true;
          }, attempt);
          if (!focused) throw new Error("the entry's first text box went away");
          // After the text, as an editor puts the caret there (Decap's string box puts it back to the start as it redraws).
          await page.keyboard.press("End");
          await page.keyboard.type(TYPED);
          await page.waitForFunction((n) => window.__bench.keys >= n, { timeout: 60_000, polling: "raf" }, attempt);
          await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
          const stayed = await page.evaluate(() => window.__bench.landed !== undefined);
          if (stayed) break;
        }
        await page.evaluate(() => {
          window.__bench.finished = true;
        });
      }
      await page.waitForFunction(() => window.__bench?.done === true, { timeout: 120_000, polling: 250 });
      const problem = await page.evaluate(() => window.__bench.problem);
      if (problem) throw new Error(problem);
    } catch (error) {
      const seen = await page.evaluate(() => ({ ...window.__bench, value: window.__bench?.boxId && /** @type {HTMLInputElement | null} */ (document.getElementById(window.__bench.boxId))?.value, active: document.activeElement?.id, buttons: [...document.querySelectorAll("button")].map((b) => b.innerText), text: document.body.innerText.slice(0, 200) }));
      throw new Error(`${build.name}, ${kind}: ${error.message}; seen ${JSON.stringify(seen)}`);
    }
    const seen = await page.evaluate(() => window.__bench);
    if (kind === "entry") return { canTypeMs: seen.landed, textShownMs: seen.textShown, field: seen.field, attempts: seen.attempts };
    const scripts = await page.evaluate(
      (until) => /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType("resource")).filter((entry) => entry.initiatorType === "script" && entry.responseEnd <= until).map((entry) => entry.name),
      seen.decapLoginReady,
    );
    const signedIn = await page.evaluate(() => localStorage.getItem("decap-cms-user"));
    return { loginPaintedMs: seen.loginPainted, tapToListedMs: seen.listed - seen.tapped, listedMs: seen.listed, loginJsKb: gzipKb(build.dir, scripts), user: signedIn };
  } finally {
    await context.close();
  }
}

async function lighthouseRun(chromePort, build) {
  const { lhr } = await lighthouse(`http://127.0.0.1:${build.port}/admin/`, { port: chromePort, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const { scriptUrls, ...figures } = lighthouseFigures(lhr);
  return { ...figures, jsKb: gzipKb(build.dir, scriptUrls) };
}

const builds = [
  { name: "after", dir: root, port: basePort },
  ...(baseDir ? [{ name: "before", dir: path.resolve(baseDir), port: basePort + 1 }] : []),
];
for (const build of builds) {
  build.backendPort = builtLocalBackendPort(path.join(build.dir, "public"));
  if (build.backendPort === null) throw new Error(`No local backend address in ${build.dir}/public/admin: build the CMS first.`);
  const taken = builds.find((other) => other.port === build.backendPort);
  if (taken) throw new Error(`The ${build.name} build's CMS looks for decap-server on port ${build.backendPort}, where the ${taken.name} build is served: set BENCH_PORT elsewhere.`);
  build.commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: build.dir, encoding: "utf8" }).trim();
  build.samples = [];
}

const stops = [];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const loadBefore = os.loadavg();
try {
  for (const build of builds) stops.push(await serve(build));
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  for (let run = 0; run < runs; run += 1) {
    // Alternate which build goes first.
    for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
      const login = await scenario(browser, build, "login");
      build.user ??= login.user;
      const entry = await scenario(browser, build, "entry", build.user);
      const lh = await lighthouseRun(chrome.port, build);
      build.samples.push({ loginPaintedMs: login.loginPaintedMs, tapToListedMs: login.tapToListedMs, listedMs: login.listedMs, loginJsKb: login.loginJsKb, entryTextMs: entry.textShownMs, entryTypingMs: entry.canTypeMs, entryKeysTyped: entry.attempts, ...lh });
      process.stdout.write(`run ${run + 1}/${runs} ${build.name}: login painted ${Math.round(login.loginPaintedMs)} ms, listed ${Math.round(login.tapToListedMs)} ms after the tap, entry's text in its ${entry.field} box ${Math.round(entry.textShownMs)} ms, a typed key landed ${Math.round(entry.canTypeMs)} ms${entry.attempts > 1 ? ` (typed ${entry.attempts} times: the earlier ones were taken back)` : ""}, Lighthouse ${lh.performance}\n`);
    }
  }
  await browser.disconnect();
} finally {
  await chrome.kill();
  for (const stop of stops) stop();
}

const keys = ["loginPaintedMs", "tapToListedMs", "listedMs", "entryTextMs", "entryTypingMs", "loginJsKb", "performance", "fcp", "lcp", "tbt", "cls", "jsKb"];
const stats = (build) => Object.fromEntries(keys.map((key) => [key, { median: median(build.samples.map((s) => s[key])), min: Math.min(...build.samples.map((s) => s[key])), max: Math.max(...build.samples.map((s) => s[key])) }]));
for (const build of builds) build.stats = stats(build);

const mark = (ok) => (ok ? "✓" : "✗");
const cell = (s, digits = 0) => `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;
/** @type {[string, string, number | null, number][]} label, key, budget, digits */
const rows = [
  ["login screen painted, ms", "loginPaintedMs", budgets.loginPaintedMs, 0],
  ["Login tapped as it shows → collections listed, ms", "tapToListedMs", budgets.tapToListedMs, 0],
  ["(the same, from the address being opened), ms", "listedMs", null, 0],
  ["signed-in editor opens an entry by its address → its text in the first box, ms", "entryTextMs", null, 0],
  ["(the same) → a key typed then has landed after the text, ms", "entryTypingMs", budgets.entryTypingMs, 0],
  ["JavaScript before the login screen works, KB gzip", "loginJsKb", budgets.loginJsKb, 1],
  ["Lighthouse mobile: performance", "performance", null, 0],
  ["Lighthouse mobile: FCP, ms", "fcp", null, 0],
  ["Lighthouse mobile: LCP, ms", "lcp", null, 0],
  ["Lighthouse mobile: TBT, ms", "tbt", null, 0],
  ["Lighthouse mobile: CLS", "cls", null, 3],
  ["Lighthouse mobile: JavaScript, KB gzip", "jsKb", null, 1],
];
const ordered = [...builds].reverse();
const header = `| measure | budget | ${ordered.map((b) => `${b.name} (${b.commit})`).join(" | ")} |`;
const lines = [header, `|---|---|${ordered.map(() => "---|").join("")}`];
for (const [label, key, budget, digits] of rows) {
  const values = ordered.map((b) => `${cell(b.stats[key], digits)}${budget === null ? "" : ` ${mark(b.stats[key].median <= budget)}`}`);
  lines.push(`| ${label} | ${budget === null ? "" : `≤ ${budget}`} | ${values.join(" | ")} |`);
}
const markdown = [
  `# CMS benchmark ${new Date().toISOString().slice(0, 10)}`,
  "",
  `/admin/ as a phone opens it (390 × 844, touch), Chrome's mobile throttling (${throttling.cpu}× CPU, ${throttling.latency} ms round trip, 1.6 Mbps down), empty cache, Decap's local backend; Lighthouse with its mobile settings. Medians of ${runs} runs (range in brackets), builds alternating. Load average ${loadBefore.map((l) => l.toFixed(1)).join(" / ")} before.`,
  "",
  ...lines,
  "",
].join("\n");
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "cms.json"), JSON.stringify({ date: new Date().toISOString(), runs, throttling, phone, budgets, builds: builds.map(({ name, commit, samples, stats: s }) => ({ name, commit, samples, stats: s })) }, null, 2));
fs.writeFileSync(path.join(outDir, "cms.md"), markdown);
process.stdout.write(`\n${markdown}`);
