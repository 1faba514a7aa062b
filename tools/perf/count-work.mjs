/*
 * How much work a page's start-up does, counted rather than timed, so that two builds can be compared on a
 * noisy machine where Total Blocking Time moves by 100 ms between runs. For each base URL (a served build):
 * the elements the browser restyles, the layout objects it lays out and how many of those were forced by
 * script, from load until 2.5 s after hydration; and React's commits with the components each renders,
 * read through React's DevTools hook.
 *   node tools/perf/count-work.mjs /path/ http://127.0.0.1:9000 [http://127.0.0.1:9001 …]
 */
import { chromium } from "playwright-core";
import { installCommitCounter } from "./commitCounter.mjs";

const [pagePath, ...bases] = process.argv.slice(2);
if (!pagePath || bases.length === 0) {
  console.error("usage: node tools/perf/count-work.mjs /path/ http://127.0.0.1:9000 [more base URLs]   (serve each build first)");
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
try {
  for (const base of bases) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(installCommitCounter);
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "disabled-by-default-devtools.timeline.stack"] });
    await page.goto(new URL(pagePath, base).href);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForTimeout(2500);
    const commits = await page.evaluate(() => window.__commits);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    await context.close();
    // The page's main thread: the one that parsed the page's HTML (a navigation may start a new renderer).
    const url = new URL(pagePath, base).href;
    const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
    if (!parse) {
      console.log(`${url}: the trace holds no parsing of the page; run again`);
      continue;
    }
    const main = `${parse.pid}:${parse.tid}`;
    const counts = { restyled: 0, restyledByScript: 0, laidOut: 0, forcedLayouts: 0 };
    for (const e of events) {
      if (e.ph !== "X" || `${e.pid}:${e.tid}` !== main) continue;
      const byScript = Boolean(e.args?.beginData?.stackTrace);
      if (e.name === "UpdateLayoutTree") {
        counts.restyled += e.args?.elementCount ?? 0;
        if (byScript) counts.restyledByScript += e.args?.elementCount ?? 0;
      }
      if (e.name === "Layout") {
        counts.laidOut += e.args?.beginData?.dirtyObjects ?? 0;
        if (byScript) counts.forcedLayouts += 1;
      }
    }
    console.log(
      `${new URL(pagePath, base).href}: elements restyled ${counts.restyled} (${counts.restyledByScript} forced by script), ` +
        `layout objects ${counts.laidOut}, forced layouts ${counts.forcedLayouts}; ` +
        `React commits ${commits.length}, components rendered per commit ${commits.join(" ")}`,
    );
  }
} finally {
  await browser.close();
}
