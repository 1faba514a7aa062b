/** @jest-environment node */
import fs from "fs";
import path from "path";
import type { Reporter } from "gatsby";
import { netlifyBuildCache, type CacheUtils } from "../../src/node/netlifyCache";
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
  return { reporter: { info: (line: string) => lines.push(line) } as unknown as Reporter, lines };
}

describe("netlifyBuildCache", () => {
  it("brings the last build's .cache and public into a fresh clone, keeping this clone's compiled gatsby files", async () => {
    const cacheDir = tempDir("netlify-cache-dir-");
    const first = checkout({ ".cache/redux/state": "pages of the first build", ".cache/compiled/gatsby-node.js": "first", "public/index.html": "<h1>Home</h1>" });
    const log = reporter();
    await netlifyBuildCache(first, { cacheDir, utils: async () => copyingUtils(first, cacheDir) }).store({ directories, reporter: log.reporter });
    expect(log.lines).toEqual([expect.stringMatching(/^Kept \.cache\/ and public\/ in Netlify's build cache \(.+\) for the next build, in \d+\.\d s$/)]);

    // A fresh clone: Gatsby has compiled its gatsby-node, and nothing else is there.
    const second = checkout({ ".cache/compiled/gatsby-node.js": "second" });
    const restored = await netlifyBuildCache(second, { cacheDir, utils: async () => copyingUtils(second, cacheDir) }).restore({ directories, reporter: log.reporter });
    expect(restored).toBe(true);
    expect(read(second, ".cache/redux/state")).toBe("pages of the first build");
    expect(read(second, "public/index.html")).toBe("<h1>Home</h1>");
    expect(read(second, ".cache/compiled/gatsby-node.js")).toBe("second");
    expect(fs.readdirSync(second).sort()).toEqual([".cache", "public"]);
    expect(log.lines[1]).toMatch(/^Restored \.cache\/ and public\/ from Netlify's build cache \(.+\) in \d+\.\d s: Gatsby rebuilds only what changed$/);
  });

  it("says so and leaves the clone as it is when the cache holds no earlier build", async () => {
    const cacheDir = tempDir("netlify-cache-dir-");
    const clone = checkout({ ".cache/compiled/gatsby-node.js": "this build" });
    const log = reporter();
    expect(await netlifyBuildCache(clone, { cacheDir, utils: async () => copyingUtils(clone, cacheDir) }).restore({ directories, reporter: log.reporter })).toBe(false);
    expect(read(clone, ".cache/compiled/gatsby-node.js")).toBe("this build");
    expect(log.lines).toEqual([`Netlify's build cache (${cacheDir}) holds no earlier build: building everything`]);
  });
});
