/*
 * Writes what a visitor and a search engine read on every built page, one block per page, so two builds can be
 * compared with `diff` after a change that must not alter the site (e.g. moving data files):
 *   node tools/review/page-text.mjs [publicDir] > before.txt   ... change, build ...   node tools/review/page-text.mjs > after.txt
 * Per page: the route, <title>, meta description and robots, canonical, the visible text (Chromium's innerText
 * with JavaScript off, i.e. the server HTML), the targets of links, image alt texts and the JSON-LD.
 * The sitemap's addresses and robots.txt follow the pages.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const publicDir = path.resolve(process.argv[2] ?? "public");

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "page-data" || entry.name === "static" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

const files = htmlFiles(publicDir).sort();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
// Only the HTML and its inline CSS matter for the text; nothing else needs to load.
await context.route("**/*", (route) => (route.request().resourceType() === "document" ? route.continue() : route.abort()));
const page = await context.newPage();
const out = [];
for (const file of files) {
  await page.goto(pathToFileURL(file).href);
  const facts = await page.evaluate(() => {
    const attr = (selector, name) => Array.from(document.querySelectorAll(selector), (el) => el.getAttribute(name) ?? "");
    return {
      title: document.title,
      description: attr('meta[name="description"]', "content").join(" | "),
      robots: attr('meta[name="robots"]', "content").join(" | "),
      canonical: attr('link[rel="canonical"]', "href").join(" | "),
      text: document.body.innerText,
      links: attr("a[href]", "href"),
      alts: attr("img[alt]", "alt"),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (el) => el.textContent ?? ""),
    };
  });
  const route = `/${path.relative(publicDir, file).split(path.sep).join("/")}`.replace(/index\.html$/, "");
  out.push(
    `=== ${route}`,
    `title: ${facts.title}`,
    `description: ${facts.description}`,
    `robots: ${facts.robots}`,
    `canonical: ${facts.canonical}`,
    "--- text",
    facts.text.replace(/\n{2,}/g, "\n").trim(),
    "--- links",
    ...facts.links,
    "--- image alts",
    ...facts.alts,
    "--- json-ld",
    ...facts.jsonLd,
    "",
  );
}
await browser.close();

for (const name of ["sitemap-index.xml", "sitemap-0.xml", "robots.txt"]) {
  const file = path.join(publicDir, name);
  if (!fs.existsSync(file)) continue;
  const body = fs.readFileSync(file, "utf8");
  const locs = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  out.push(`=== ${name}`, ...(locs.length ? locs : body.trim().split("\n")), "");
}
process.stdout.write(`${out.join("\n")}\n`);
process.stderr.write(`${files.length} page(s) read from ${publicDir}\n`);
