/*
 * Which code a page's first load carries: reads the built page's <script> tags, then the source maps
 * the build keeps in build-internals/ (out of public/), and sums minified bytes by package (or by file under src/).
 *   npm run build && node tools/perf/analyse-bundle.mjs [/path/ ...] [--files]   (/admin/: the CMS's first screen)
 * Figures are minified bytes before gzip; the benchmark reports the gzip total. `firstLoadGzipKb` is that total
 * for other scripts (`npm run bench -- --floor` measures first-load JavaScript with it).
 */
import fs from "fs";
import path from "path";
import { pathToFileURL } from "url";
import zlib from "zlib";
import { SourceMapConsumer } from "source-map-js";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const publicDir = path.join(root, "public");
const internalsDir = path.join(root, "build-internals");
const args = process.argv.slice(2);
const byFile = args.includes("--files");
const pages = args.filter((arg) => arg.startsWith("/"));

/** The scripts in the page's HTML, then its template's chunks (the webpack runtime fetches those). */
export function scriptsOf(pagePath) {
  const html = fs.readFileSync(path.join(publicDir, pagePath, "index.html"), "utf8");
  const tags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)].map((match) => match[1]);
  // Gatsby's bundles are listed by the inline starter each page is rendered with (src/node/scriptsAfterLoad.tsx).
  const starter = html.match(/\}\)\((\["[^\]<]*\])\);<\/script>/);
  if (starter) tags.push(...JSON.parse(starter[1]));
  // The CMS's page is not one of Gatsby's: its first screen is its script tags (src/node/cms/page.ts).
  if (pagePath === "/admin/") return tags;
  const dataPath = pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "");
  const { componentChunkName } = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", dataPath, "page-data.json"), "utf8"));
  const stats = JSON.parse(fs.readFileSync(path.join(internalsDir, "webpack.stats.json"), "utf8"));
  const chunks = stats.namedChunkGroups[componentChunkName].assets.map((asset) => `/${asset.name}`);
  return [...new Set([...tags, ...chunks])];
}

function groupOf(source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "");
  const inModules = clean.lastIndexOf("node_modules/");
  if (inModules >= 0) {
    const rest = clean.slice(inModules + "node_modules/".length).split("/");
    const name = rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
    return byFile ? `${name}/${rest.slice(rest[0].startsWith("@") ? 2 : 1).join("/")}` : name;
  }
  if (clean.startsWith("src/") && !byFile) return clean.split("/").slice(0, 2).join("/");
  return clean;
}

function attribute(src, totals) {
  const code = fs.readFileSync(path.join(publicDir, src), "utf8");
  const mapFile = path.join(internalsDir, `${src}.map`);
  if (!fs.existsSync(mapFile)) {
    totals.set("(no source map)", (totals.get("(no source map)") ?? 0) + code.length);
    return;
  }
  const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, "utf8")));
  const lines = code.split("\n");
  const segments = [];
  consumer.eachMapping((m) => segments.push(m));
  segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  let mapped = 0;
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i];
    const next = segments[i + 1];
    const end = next && next.generatedLine === segment.generatedLine ? next.generatedColumn : lines[segment.generatedLine - 1].length;
    const length = end - segment.generatedColumn;
    mapped += length;
    const group = segment.source ? groupOf(segment.source) : "(unmapped)";
    totals.set(group, (totals.get(group) ?? 0) + length);
  }
  const rest = code.length - mapped;
  if (rest > 0) totals.set("(unmapped)", (totals.get("(unmapped)") ?? 0) + rest);
}

/** A page's first-load JavaScript in KB gzip (level 6), as this script's table heads it. */
export function firstLoadGzipKb(pagePath) {
  return scriptsOf(pagePath).reduce((sum, src) => sum + zlib.gzipSync(fs.readFileSync(path.join(publicDir, src)), { level: 6 }).length, 0) / 1024;
}

/** Run as a script, not imported. */
function main() {
  for (const page of pages.length ? pages : ["/"]) {
    const scripts = scriptsOf(page);
    const totals = new Map();
    let gzip = 0;
    for (const src of scripts) {
      const file = path.join(publicDir, src);
      gzip += zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;
      attribute(src, totals);
    }
    const sum = [...totals.values()].reduce((a, b) => a + b, 0);
    console.log(`\n${page}  ${scripts.length} scripts, ${(sum / 1024).toFixed(1)} KB minified, ${(gzip / 1024).toFixed(1)} KB gzip`);
    for (const [group, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, byFile ? 60 : 30)) {
      console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KB  ${group}`);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
