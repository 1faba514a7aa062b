import fs from "fs";
import path from "path";
import { startScriptsAfterLoad } from "../lib/startScripts";

// Gatsby writes its bundles into every page as `<script src="/app-….js" async></script>`.
const bundleTag = /<script src="([^"<>]+\.js)" async(?:="")?><\/script>/g;

/** One page's HTML with its bundle tags replaced by the inline starter, and the bundles it found. */
export function deferBundleTags(html: string): { html: string; sources: string[] } {
  const sources = [...html.matchAll(bundleTag)].map((match) => match[1]);
  if (sources.length === 0) return { html, sources };
  let first = true;
  const rewritten = html.replace(bundleTag, () => {
    if (!first) return "";
    first = false;
    return `<script>${startScriptsAfterLoad(sources)}</script>`;
  });
  return { html: rewritten, sources };
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_gatsby" || entry.name === "page-data" || entry.name === "static" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/**
 * Rewrites every built page so its bundles start after the load event (see startScripts.ts).
 * Returns how many pages changed and which had no bundle tags (Gatsby changed how it writes them).
 */
export function deferBundles(publicDir: string): { changed: number; untouched: string[] } {
  let changed = 0;
  const untouched: string[] = [];
  for (const file of htmlFiles(publicDir)) {
    const result = deferBundleTags(fs.readFileSync(file, "utf8"));
    if (result.sources.length === 0) {
      untouched.push(path.relative(publicDir, file));
      continue;
    }
    fs.writeFileSync(file, result.html);
    changed += 1;
  }
  return { changed, untouched };
}
