/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import type { Reporter } from "gatsby";
import { netlifyBuildCache, SKIP_CACHE_RESTORE } from "../../../src/node/netlifyCache";
import { tempDir } from "../../helpers/tempDir";
import { summaryOf } from "../../../src/node/buildErrors";

/**
 * `npm run build` (tools/build/build.mjs) as Netlify runs it, with a stand-in for `gatsby build` that prints and
 * exits as told, one attempt after another, and notes what each attempt was given.
 */

const buildScript = path.join(__dirname, "..", "..", "..", "tools", "build", "build.mjs");

/** What the cache hooks print when they restore a cache: taken from them below, so the two cannot drift apart. */
let restoredLine = "";

beforeAll(async () => {
  const rootDir = tempDir("build-retry-clone-");
  const cacheDir = tempDir("build-retry-cache-");
  fs.mkdirSync(path.join(rootDir, "public"));
  fs.writeFileSync(path.join(rootDir, "public", "index.html"), "<h1>Home</h1>");
  const copy = async (paths: string[], from: string, to: string) => {
    for (const p of paths) fs.cpSync(path.join(from, p), path.join(to, p), { recursive: true });
    return true;
  };
  const utils = async () => ({ save: (paths: string[]) => copy(paths, rootDir, cacheDir), restore: (paths: string[]) => copy(paths, cacheDir, rootDir) });
  const lines: string[] = [];
  const reporter = { info: (line: string) => lines.push(`info ${line}`), warn: (line: string) => lines.push(`warn ${line}`) } as unknown as Reporter;
  const hooks = netlifyBuildCache(rootDir, { cacheDir, env: {}, utils });
  await hooks.store({ directories: ["public"], reporter });
  await hooks.restore({ directories: ["public"], reporter });
  restoredLine = lines[1];
  expect(restoredLine).toMatch(/^info Restored public\/ from Netlify's build cache/);
});

/** What the data check's refusal says in a CI log (gatsby-node.ts; __tests__/data/gatsby-node.test.ts checks it is the one given). */
const refusedLine = `error ${summaryOf(["CONTENT-DATA"])}`;

interface Attempt {
  output: string;
  code: number;
}

interface Call {
  skip: string | null;
  cache: boolean;
  public: boolean;
}

function build(attempts: Attempt[]): { status: number | null; calls: Call[]; log: string; stderr: string } {
  const dir = tempDir("build-retry-");
  const bin = path.join(dir, "bin");
  fs.mkdirSync(bin);
  fs.mkdirSync(path.join(dir, ".cache", "redux"), { recursive: true });
  fs.mkdirSync(path.join(dir, "public"));
  fs.writeFileSync(path.join(dir, "attempts.json"), JSON.stringify(attempts));
  // The stand-in: takes the next attempt, notes its environment and what the checkout holds, prints and exits.
  fs.writeFileSync(
    path.join(bin, "gatsby"),
    `#!${process.execPath}
const fs = require("fs");
const calls = fs.existsSync("calls.json") ? JSON.parse(fs.readFileSync("calls.json", "utf8")) : [];
const attempt = JSON.parse(fs.readFileSync("attempts.json", "utf8"))[calls.length];
calls.push({ skip: process.env.${SKIP_CACHE_RESTORE} ?? null, cache: fs.existsSync(".cache"), public: fs.existsSync("public") });
fs.writeFileSync("calls.json", JSON.stringify(calls));
process.stdout.write(attempt.output + "\\n");
process.exit(attempt.code);
`,
    { mode: 0o755 },
  );
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };
  delete env[SKIP_CACHE_RESTORE];
  const result = spawnSync(process.execPath, [buildScript], { cwd: dir, env, encoding: "utf8" });
  return {
    status: result.status,
    calls: JSON.parse(fs.readFileSync(path.join(dir, "calls.json"), "utf8")) as Call[],
    log: fs.readFileSync(path.join(dir, "build.log"), "utf8"),
    stderr: result.stderr,
  };
}

describe("npm run build", () => {
  it("builds once when the build succeeds, keeping its output in build.log", () => {
    const run = build([{ output: `${restoredLine}\nDone building in 12.3 sec`, code: 0 }]);
    expect(run.status).toBe(0);
    expect(run.calls).toEqual([{ skip: null, cache: true, public: true }]);
    expect(run.log).toBe(`${restoredLine}\nDone building in 12.3 sec\n`);
  });

  it("builds once more, without Netlify's cache and from an emptied .cache/ and public/, when a build that restored it fails", () => {
    const run = build([
      { output: `${restoredLine}\nerror The result of this StaticQuery could not be fetched.`, code: 1 },
      { output: "info Not restoring Netlify's build cache\nDone building in 70.1 sec", code: 0 },
    ]);
    expect(run.status).toBe(0);
    expect(run.calls).toEqual([
      { skip: null, cache: true, public: true },
      { skip: "1", cache: false, public: false },
    ]);
    expect(run.log).toContain("The build failed after restoring Netlify's build cache. Building once more without the cache (.cache/ and public/ emptied)");
    expect(run.log).toMatch(/StaticQuery could not be fetched\.\n[^]*Done building in 70\.1 sec\n[^]*the cache was at fault, and this build's cache replaces it\.\n$/);
    expect(run.stderr).toContain("Building once more without the cache");
  });

  it("reports the build as failed when it fails again without the cache, saying the cause is not the cache", () => {
    const run = build([
      { output: `${restoredLine}\nerror Building static HTML failed for path "/about/"`, code: 1 },
      { output: 'error Building static HTML failed for path "/about/"', code: 1 },
    ]);
    expect(run.status).toBe(1);
    expect(run.calls).toHaveLength(2);
    expect(run.log).toMatch(/The build failed again without Netlify's build cache: the cause is in the site, not the cache\. The first failure is above\.\n$/);
  });

  it("does not build again when no cache was restored, or when the data check refused the data", () => {
    const uncached = build([{ output: "info Netlify's build cache (/opt/build/cache) holds no complete earlier build: building everything\nerror failed", code: 1 }]);
    expect([uncached.status, uncached.calls.length]).toEqual([1, 1]);
    const refused = build([{ output: `${restoredLine}\nerror data/sectors/aviation.json, field "title": is required but missing.\n${refusedLine}`, code: 1 }]);
    expect([refused.status, refused.calls.length]).toEqual([1, 1]);
    expect(refused.log).not.toContain("Building once more");
  });
});
