/* Screenshots of pages at desktop and phone widths, for looking at what we build:
   node tools/review/screenshots.mjs http://127.0.0.1:9000 /tmp/shots / /services/ ...
   Add --no-js to render with JavaScript disabled. */
import fs from "fs";
import { chromium } from "playwright-core";

const args = process.argv.slice(2);
const noJs = args.includes("--no-js");
const [base, outDir, ...paths] = args.filter((a) => a !== "--no-js");
fs.mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
for (const [label, width, height] of /** @type {[string, number, number][]} */ ([["desktop", 1366, 900], ["phone", 390, 844]])) {
  const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: !noJs, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    const name = `${label}${noJs ? "-nojs" : ""}${path.replace(/\//g, "_") || "_"}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  }
  await context.close();
}
await browser.close();
