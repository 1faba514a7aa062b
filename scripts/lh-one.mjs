// Ad-hoc: one Lighthouse run, full JSON to a file (for diagnosis).
import fs from "fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const [url, out] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "seo"] });
fs.writeFileSync(out, JSON.stringify(lhr));
await chrome.kill();
