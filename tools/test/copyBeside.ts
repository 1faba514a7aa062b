/*
 * A copy of this checkout, as it stands after the default stage, for the stages that run beside the rest
 * (tools/test/run.ts): its own public/ and .cache/ to build into, so two builds and their browser tests can run at
 * once. Everything is copied but git's own files, the test runs' output and Gatsby's cache and output (a copied
 * .cache names this checkout's paths, and a build from it failed: "The result of this StaticQuery could not be
 * fetched"; the first build there is cold, its pictures processed again, about 10 s). The installed packages
 * (node_modules, cms-packages/node_modules) are linked file by file (hard links: no copy of 1.4 GB, and every path
 * inside the copy stays inside it, as a build expects), so they must not be written to in place, which a build and
 * its tests do not do.
 *   tsx tools/test/copyBeside.ts <where>
 */
import fs from "fs";
import path from "path";

const root = path.resolve(__dirname, "../..");

/** Installed packages: linked, not copied. */
const packages = ["node_modules", path.join("cms-packages", "node_modules")];
/** Left out: git's files and what the test runs write (each run writes its own). */
const leftOut = new Set([".git", "test-results", "test-timings", "playwright-report", ".cache", "public"]);

/**
 * `from`'s tree at `to`: directories made, files hard-linked, symbolic links kept as links. Where the two are on
 * different file systems (a temporary folder in memory, say), a hard link cannot be made (EXDEV): the files are
 * copied instead, slower but the same to a build.
 */
export function linkTree(from: string, to: string, link: (source: string, target: string) => void = fs.linkSync): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target, link);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else {
      try {
        link(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        fs.copyFileSync(source, target);
      }
    }
  }
}

/** The checkout at `where`, which is emptied first. `link` makes a package's file there (a hard link; tests give another). */
export function copyBeside(where: string, from = root, link?: (source: string, target: string) => void): void {
  if (path.resolve(where).startsWith(path.resolve(from) + path.sep)) throw new Error(`The copy must be outside the checkout (${from}), not at ${where}`);
  fs.rmSync(where, { recursive: true, force: true });
  fs.cpSync(from, where, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => {
      const relative = path.relative(from, source);
      return !leftOut.has(relative) && !packages.includes(relative);
    },
  });
  for (const inner of packages) if (fs.existsSync(path.join(from, inner))) linkTree(path.join(from, inner), path.join(where, inner), link);
}

if (require.main === module) {
  const where = process.argv[2];
  if (!where) {
    process.stderr.write("Usage: tsx tools/test/copyBeside.ts <where>\n");
    process.exit(2);
  }
  const started = Date.now();
  copyBeside(where);
  process.stdout.write(`Copied ${root} to ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s (packages linked).\n`);
}
