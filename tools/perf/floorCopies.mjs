/*
 * The script-free copies of built pages that the benches measure beside the pages themselves (bench-floor.mjs,
 * bench-startup.mjs, bench-navigation.mjs): the same built HTML without anything that runs or fetches script.
 */
import fs from "fs";
import os from "os";
import path from "path";
import zlib from "zlib";

/** Where the script-free copies are served, beside the pages. */
export const FLOOR = "/floor";

/** The built HTML without anything that runs or fetches script: every <script> element (inline, JSON-LD, src) and script preloads. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*>/gi, (tag) => {
      const rel = /\brel=["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase() ?? "";
      const as = /\bas=["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase() ?? "";
      return rel === "modulepreload" || ((rel === "preload" || rel === "prefetch") && as === "script") ? "" : tag;
    });
}

/**
 * A root nginx can serve as it serves a checkout: public/ holds a link to each of the build's files and folders,
 * plus, for each copy asked for, `<folder>/<page>/index.html` (and its .gz and .br, as the build compresses its
 * own: src/node/compressPublic.ts) made from the page's built HTML by `make` (withoutScripts unless given);
 * deploy/ is the checkout's, with the build's generated includes. The caller removes the directory.
 */
export function floorRoot(root, copies) {
  const publicDir = path.join(root, "public");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "beltwright-floor-"));
  fs.mkdirSync(path.join(dir, "public"));
  for (const entry of fs.readdirSync(publicDir)) fs.symlinkSync(path.join(publicDir, entry), path.join(dir, "public", entry));
  fs.symlinkSync(path.join(root, "deploy"), path.join(dir, "deploy"));
  for (const { folder = FLOOR, page, make = withoutScripts } of copies) {
    if (fs.existsSync(path.join(publicDir, folder.slice(1)))) throw new Error(`public${folder} exists in the build: the copies need that place.`);
    const copy = make(fs.readFileSync(path.join(publicDir, page, "index.html"), "utf8"));
    if (/<script\b/i.test(copy)) throw new Error(`${page}: a <script> is left in its script-free copy.`);
    const target = path.join(dir, "public", folder.slice(1), page, "index.html");
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, copy);
    fs.writeFileSync(`${target}.gz`, zlib.gzipSync(copy, { level: zlib.constants.Z_BEST_COMPRESSION }));
    fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(copy, { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } }));
  }
  return dir;
}
