/** @jest-environment node */
import fs from "fs";
import path from "path";
import type { Reporter } from "gatsby";
import { cacheOriginFile, netlifyBuildCache, SKIP_CACHE_RESTORE, type CacheUtils } from "../../src/node/netlifyCache";
import { tempDir, tempDirWith } from "../helpers/tempDir";

/** Stands in for @netlify/cache-utils (an ES module jest cannot load): copies each path to and from `cacheDir`. */
const copyingUtils = (rootDir: string, cacheDir: string): CacheUtils => {
  const copy = (from: string, to: string): boolean => {
    if (!fs.existsSync(from)) return false;
    fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(from, to, { recursive: true });
    return true;
  };
  return {
    save: async (paths) => paths.map((p) => copy(path.join(rootDir, p), path.join(cacheDir, p))).some(Boolean),
    restore: async (paths) => paths.map((p) => copy(path.join(cacheDir, p), path.join(rootDir, p))).some(Boolean),
  };
};

const checkout = (files: Record<string, string>): string => tempDirWith("netlify-cache-", files);

const read = (dir: string, file: string): string => fs.readFileSync(path.join(dir, file), "utf8");
const directories = [".cache", "public"];

function reporter(): { reporter: Reporter; lines: string[] } {
  const lines: string[] = [];
  const say = (line: string) => lines.push(line);
  return { reporter: { info: say, warn: (line: string) => say(`warning: ${line}`) } as unknown as Reporter, lines };
}

/** The hooks for a checkout, over real folders (`env` stands in for the build's environment). */
const hooks = (rootDir: string, cacheDir: string, env: NodeJS.ProcessEnv = {}) => netlifyBuildCache(rootDir, { cacheDir, env, utils: async () => copyingUtils(rootDir, cacheDir) });

describe("netlifyBuildCache", () => {
  it("brings the last build's .cache and public into a fresh clone, keeping this clone's compiled gatsby files", async () => {
    const cacheDir = tempDir("netlify-cache-dir-");
    const first = checkout({ ".cache/redux/state": "pages of the first build", ".cache/compiled/gatsby-node.js": "first", "public/index.html": "<h1>Home</h1>" });
    const log = reporter();
    await hooks(first, cacheDir).store({ directories, reporter: log.reporter });
    expect(log.lines).toEqual([expect.stringMatching(/^Kept \.cache\/ and public\/ in Netlify's build cache \(.+\) for the next build, in \d+\.\d s$/)]);

    // A fresh clone: Gatsby has compiled its gatsby-node, and nothing else is there.
    const second = checkout({ ".cache/compiled/gatsby-node.js": "second" });
    // Netlify builds every clone in the same folder: here, the first's (emptied as a fresh clone would be).
    fs.rmSync(first, { recursive: true });
    fs.renameSync(second, first);
    const restored = await hooks(first, cacheDir).restore({ directories, reporter: log.reporter });
    expect(restored).toBe(true);
    expect(read(first, ".cache/redux/state")).toBe("pages of the first build");
    expect(read(first, "public/index.html")).toBe("<h1>Home</h1>");
    expect(read(first, ".cache/compiled/gatsby-node.js")).toBe("second");
    expect(fs.readdirSync(first).sort()).toEqual([".cache", "public"]);
    expect(log.lines[1]).toMatch(/^Restored \.cache\/ and public\/ from Netlify's build cache \(.+, made \d{4}-\d\d-\d\dT.+Z\) in \d+\.\d s: Gatsby rebuilds only what changed$/);
  });

  it("says so and leaves the clone as it is when the cache holds no earlier build", async () => {
    const cacheDir = tempDir("netlify-cache-dir-");
    const clone = checkout({ ".cache/compiled/gatsby-node.js": "this build" });
    const log = reporter();
    expect(await hooks(clone, cacheDir).restore({ directories, reporter: log.reporter })).toBe(false);
    expect(read(clone, ".cache/compiled/gatsby-node.js")).toBe("this build");
    expect(log.lines).toEqual([`Netlify's build cache (${cacheDir}) holds no complete earlier build: building everything`]);
  });

  it("does not restore a cache made in another folder, whose paths Gatsby's cache holds; the folder it was made in still can", async () => {
    const cacheDir = tempDir("netlify-cache-dir-");
    const first = checkout({ ".cache/redux/state": `pages of ${"/tmp/first"}`, "public/index.html": "<h1>Home</h1>" });
    await hooks(first, cacheDir).store({ directories, reporter: reporter().reporter });
    expect(JSON.parse(fs.readFileSync(cacheOriginFile(cacheDir), "utf8"))).toEqual({ rootDir: first, savedAt: expect.stringMatching(/^\d{4}-/) });

    const elsewhere = checkout({ ".cache/compiled/gatsby-node.js": "elsewhere" });
    const log = reporter();
    expect(await hooks(elsewhere, cacheDir).restore({ directories, reporter: log.reporter })).toBe(false);
    expect(fs.readdirSync(elsewhere).sort()).toEqual([".cache"]);
    expect(fs.readdirSync(path.join(elsewhere, ".cache"))).toEqual(["compiled"]);
    expect(log.lines).toEqual([`Netlify's build cache (${cacheDir}) was made in ${first}, not in ${elsewhere}, and Gatsby's cache holds that folder's paths: not restored, building everything`]);

    // The other folder's build keeps its own cache for its next build, which restores it.
    await hooks(elsewhere, cacheDir).store({ directories, reporter: log.reporter });
    fs.rmSync(path.join(elsewhere, "public"), { recursive: true, force: true });
    expect(await hooks(elsewhere, cacheDir).restore({ directories, reporter: log.reporter })).toBe(true);
  });

  it("treats a cache whose save was cut short as no cache", async () => {
    const cacheDir = tempDir("netlify-cache-dir-");
    const clone = checkout({ ".cache/redux/state": "pages", "public/index.html": "<h1>Home</h1>" });
    await hooks(clone, cacheDir).store({ directories, reporter: reporter().reporter });
    // A save that stopped halfway: the record of a complete cache is removed before it starts and written after.
    fs.rmSync(cacheOriginFile(cacheDir));
    const log = reporter();
    expect(await hooks(clone, cacheDir).restore({ directories, reporter: log.reporter })).toBe(false);
    expect(log.lines).toEqual([`Netlify's build cache (${cacheDir}) holds no complete earlier build: building everything`]);
  });

  it("builds everything, from a clean checkout, when the cache cannot be restored, and does not try it again", async () => {
    const cacheDir = tempDir("netlify-cache-dir-");
    const clone = checkout({ ".cache/redux/state": "pages", "public/index.html": "<h1>Home</h1>" });
    await hooks(clone, cacheDir).store({ directories, reporter: reporter().reporter });
    fs.rmSync(path.join(clone, "public"), { recursive: true });
    fs.rmSync(path.join(clone, ".cache", "redux"), { recursive: true });
    fs.mkdirSync(path.join(clone, ".cache", "compiled"));
    fs.writeFileSync(path.join(clone, ".cache", "compiled", "gatsby-node.js"), "this build");
    // The copy dies halfway, as a damaged archive or a full disk would make it.
    const failing: CacheUtils = {
      save: async () => true,
      restore: async () => {
        fs.mkdirSync(path.join(clone, "public"), { recursive: true });
        fs.writeFileSync(path.join(clone, "public", "half.html"), "<h1>Ha");
        throw new Error("EIO: i/o error, read\n    at stack line");
      },
    };
    const log = reporter();
    expect(await netlifyBuildCache(clone, { cacheDir, env: {}, utils: async () => failing }).restore({ directories, reporter: log.reporter })).toBe(false);
    expect(log.lines).toEqual([`warning: Netlify's build cache (${cacheDir}) could not be restored (EIO: i/o error, read): building everything`]);
    expect(fs.readdirSync(clone).sort()).toEqual([".cache"]);
    expect(read(clone, ".cache/compiled/gatsby-node.js")).toBe("this build");
    expect(fs.existsSync(cacheOriginFile(cacheDir))).toBe(false);
  });

  it("does not restore the cache for the second attempt of a build that failed with it", async () => {
    const cacheDir = tempDir("netlify-cache-dir-");
    const clone = checkout({ ".cache/redux/state": "pages", "public/index.html": "<h1>Home</h1>" });
    await hooks(clone, cacheDir).store({ directories, reporter: reporter().reporter });
    fs.rmSync(path.join(clone, "public"), { recursive: true });
    const log = reporter();
    expect(await hooks(clone, cacheDir, { [SKIP_CACHE_RESTORE]: "1" }).restore({ directories, reporter: log.reporter })).toBe(false);
    expect(fs.existsSync(path.join(clone, "public"))).toBe(false);
    expect(log.lines).toEqual([`Not restoring Netlify's build cache (${cacheDir}): the build with it failed, so this one builds everything`]);
  });

  it("lets the build succeed when the cache cannot be kept", async () => {
    const cacheDir = tempDir("netlify-cache-dir-");
    const clone = checkout({ "public/index.html": "<h1>Home</h1>" });
    const log = reporter();
    const full: CacheUtils = { restore: async () => false, save: async () => Promise.reject(new Error("ENOSPC: no space left on device")) };
    await netlifyBuildCache(clone, { cacheDir, env: {}, utils: async () => full }).store({ directories, reporter: log.reporter });
    expect(log.lines).toEqual(["warning: Could not keep .cache/ and public/ in Netlify's build cache (ENOSPC: no space left on device): the next build builds everything"]);
    expect(fs.existsSync(cacheOriginFile(cacheDir))).toBe(false);
  });
});
