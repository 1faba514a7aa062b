/*
 * The npm packages whose code reaches a browser, the CMS's sign-in or the image processing, with the versions
 * installed from package-lock.json, to check against the advisories (docs/security.md, "Dependencies"):
 *   npm run build && node tools/review/shipped-packages.mjs > packages.md
 * - the site's pages: every package named in the source maps of the build's scripts (build-internals/);
 * - the CMS: every package named in the source maps of its compilation (build-internals/admin/: Decap's parts and
 *   what they import, React 19, src/cms's own), at the version package-lock.json installed;
 * - the sign-in (netlify/functions/cms-auth.ts, tools/cms-auth/server.ts) and the image processing: the packages
 *   they import, and the libraries sharp's libvips was built with.
 * Each line: the package, its version(s) and where it goes. No network: it reads only files on disk.
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")).packages;

/** "a/node_modules/@b/c/lib/x.js" → the installed package paths it passes through, innermost last. */
function packagePaths(source) {
  const found = [];
  const re = /node_modules\/((?:@[^/]+\/)?[^/]+)/g;
  let match;
  let prefix = "";
  while ((match = re.exec(source))) {
    prefix = `${prefix ? `${prefix}/` : ""}node_modules/${match[1]}`;
    found.push(prefix);
  }
  return found;
}

const nameOf = (installed) => installed.slice(installed.lastIndexOf("node_modules/") + "node_modules/".length);

/** The lockfile's version of an installed path, walking up as Node resolves when a copy is hoisted. */
function versionAt(installed, base = "") {
  for (const candidate of [`${base}${installed}`, installed]) if (lock[candidate]?.version) return lock[candidate].version;
  return "?";
}

const found = new Map();
function add(name, version, where) {
  const key = `${name}@${version}`;
  const entry = found.get(key) ?? { name, version, where: new Set() };
  entry.where.add(where);
  found.set(key, entry);
}

function sourcesOf(mapFile) {
  return JSON.parse(fs.readFileSync(mapFile, "utf8")).sources ?? [];
}

// The site's pages.
const internals = path.join(root, "build-internals");
if (!fs.existsSync(internals)) {
  console.error("No build-internals/: run `npm run build` first.");
  process.exit(1);
}
for (const map of fs.readdirSync(internals).filter((name) => name.endsWith(".js.map"))) {
  for (const source of sourcesOf(path.join(internals, map))) {
    const installed = packagePaths(source.replace(/^webpack:\/\/[^/]*\/(\.\/)?/, "")).pop();
    if (installed) add(nameOf(installed), versionAt(installed), "site");
  }
}

// The CMS: every package named in the source maps of its compilation (build-internals/admin/): Decap's parts and
// what they import, React 19, and what src/cms imports, at the version package-lock.json installed where webpack
// found it (the CMS's workspace, cms-packages/node_modules/, or the root's).
const cmsMaps = path.join(internals, "admin");
if (!fs.existsSync(cmsMaps)) {
  console.error("No build-internals/admin/: the build has no CMS (cms.config.json).");
  process.exit(1);
}
for (const map of fs.readdirSync(cmsMaps).filter((name) => name.endsWith(".js.map"))) {
  for (const source of sourcesOf(path.join(cmsMaps, map))) {
    const installed = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)/.exec(source.replace(/^webpack:\/\/[^/]*\/(\.\/)?/, ""))?.[1];
    if (installed) add(nameOf(installed), lock[installed]?.version ?? versionAt(installed.slice(installed.indexOf("node_modules/"))), "cms");
  }
}

// The sign-in: the bare imports of its files and of what they import.
function bareImports(entries) {
  const seen = new Set();
  const packages = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(file, "utf8");
    // Type-only imports are erased by the compiler: they ship nothing.
    for (const [, spec] of text.matchAll(/(?:^|[\s;])(?:import|export)\s(?!type\s)[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|require\(\s*["']([^"']+)["']\s*\)/gm)) {
      if (!spec) continue;
      if (spec.startsWith(".")) {
        const base = path.resolve(path.dirname(file), spec);
        const next = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx", "/index.js"].map((end) => base + end).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
        if (next) queue.push(next);
      } else if (!spec.startsWith("node:")) {
        packages.add(spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]);
      }
    }
  }
  return packages;
}
const builtins = new Set(createRequire(import.meta.url)("node:module").builtinModules);
const signIn = [...bareImports([path.join(root, "netlify/functions/cms-auth.ts"), path.join(root, "tools/cms-auth/server.ts")])];
for (const name of signIn.filter((n) => !builtins.has(n))) add(name, versionAt(`node_modules/${name}`), "sign-in");

// The image processing: sharp, the Gatsby packages that hand it pictures, and what they parse pictures with.
for (const name of ["sharp", "gatsby-plugin-sharp", "gatsby-transformer-sharp", "gatsby-plugin-manifest", "gatsby-plugin-image", "gatsby-sharp", "probe-image-size"]) {
  const installed = Object.keys(lock).filter((p) => p === `node_modules/${name}` || p.endsWith(`/node_modules/${name}`));
  for (const p of installed) add(name, lock[p].version, "images");
}
for (const p of Object.keys(lock).filter((key) => /node_modules\/@img\/sharp-(libvips-)?linux-x64$/.test(key))) add(nameOf(p), lock[p].version, "images");
const sharp = createRequire(path.join(root, "package.json"))("sharp");

const rows = [...found.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version, undefined, { numeric: true }));
console.log("| Package | Version | Reaches |\n| --- | --- | --- |");
for (const row of rows) console.log(`| ${row.name} | ${row.version} | ${[...row.where].sort().join(", ")} |`);
console.log(`\n${rows.length} package versions. The sign-in imports only Node's own modules: ${signIn.filter((n) => builtins.has(n)).sort().join(", ") || "none"}${signIn.some((n) => !builtins.has(n)) ? " and the packages above" : ""}.`);
console.log("libvips and the libraries built into it (sharp.versions):");
console.log(Object.entries(sharp.versions).map(([lib, version]) => `${lib} ${version}`).join(", "));
