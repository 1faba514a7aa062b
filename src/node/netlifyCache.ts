import fs from "fs";
import path from "path";
import type { IAdapter } from "gatsby";

/** Where Netlify keeps files from one build of a site to the next (as Gatsby's own Netlify adapter uses). */
export const NETLIFY_CACHE_DIR = "/opt/build/cache";

/** The part of @netlify/cache-utils used here: copies of paths, relative to the site, kept in its cache folder. */
export interface CacheUtils {
  restore(paths: string[]): Promise<boolean>;
  save(paths: string[]): Promise<boolean>;
}

type CacheHooks = NonNullable<IAdapter["cache"]>;

async function netlifyCacheUtils(rootDir: string, cacheDir: string): Promise<CacheUtils> {
  const { bindOpts } = await import("@netlify/cache-utils");
  const utils = bindOpts({ cacheDir, cwd: rootDir });
  return { restore: (paths) => utils.restore(paths, {}), save: (paths) => utils.save(paths, {}) };
}

/** Set by tools/build/build.mjs when it builds a second time after a build that restored the cache failed. */
export const SKIP_CACHE_RESTORE = "BUILD_WITHOUT_NETLIFY_CACHE";

/** Where the cache was made, written beside it once it is complete (Gatsby's cache holds that folder's paths). */
interface CacheOrigin {
  rootDir: string;
  savedAt: string;
}

export const cacheOriginFile = (cacheDir: string): string => path.join(cacheDir, "beltwright", "build-cache.json");

function readOrigin(cacheDir: string): CacheOrigin | undefined {
  try {
    const value = JSON.parse(fs.readFileSync(cacheOriginFile(cacheDir), "utf8")) as Partial<CacheOrigin>;
    return typeof value.rootDir === "string" && typeof value.savedAt === "string" ? { rootDir: value.rootDir, savedAt: value.savedAt } : undefined;
  } catch {
    return undefined;
  }
}

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split("\n")[0];

/**
 * The adapter's cache hooks on Netlify, where every build starts from a fresh clone: Gatsby's `.cache` and
 * `public` (the directories Gatsby names) are copied to Netlify's cache folder at the end of a build and
 * back at the start of the next, as Gatsby's own Netlify adapter does. Gatsby then rebuilds only what
 * changed, and still throws its cache away itself when a dependency, the configuration or the Node version
 * changes. Elsewhere the adapter has no cache hooks: the directories simply stay where they are.
 *
 * A cache can only make a build slower, never stop it: it is restored only where it was made (Gatsby's cache
 * records absolute paths: restored into another folder, its queries point at files that are not there), only
 * once it was saved completely, and a failure to restore it leaves a clean checkout that builds everything.
 * A build that still fails after restoring it is built again without it by tools/build/build.mjs.
 *
 * Gatsby has already compiled this checkout's gatsby-config and gatsby-node into `.cache/compiled` when it
 * asks for the cache; that folder is kept as it is, not replaced by the last build's.
 */
export function netlifyBuildCache(rootDir: string, { cacheDir = NETLIFY_CACHE_DIR, utils = () => netlifyCacheUtils(rootDir, cacheDir), env = process.env } = {}): CacheHooks {
  const describe = (directories: string[]) => directories.map((directory) => `${directory}/`).join(" and ");
  const since = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  return {
    restore: async ({ directories, reporter }) => {
      if (env[SKIP_CACHE_RESTORE] === "1") {
        reporter.info(`Not restoring Netlify's build cache (${cacheDir}): the build with it failed, so this one builds everything`);
        return false;
      }
      const origin = readOrigin(cacheDir);
      if (!origin) {
        reporter.info(`Netlify's build cache (${cacheDir}) holds no complete earlier build: building everything`);
        return false;
      }
      if (path.resolve(origin.rootDir) !== path.resolve(rootDir)) {
        reporter.info(`Netlify's build cache (${cacheDir}) was made in ${origin.rootDir}, not in ${rootDir}, and Gatsby's cache holds that folder's paths: not restored, building everything`);
        return false;
      }
      const started = Date.now();
      const compiled = path.join(rootDir, ".cache", "compiled");
      const aside = path.join(rootDir, ".cache-compiled-this-build");
      fs.rmSync(aside, { recursive: true, force: true });
      if (fs.existsSync(compiled)) fs.renameSync(compiled, aside);
      let restored = false;
      let failure: unknown;
      try {
        restored = await (await utils()).restore(directories);
      } catch (error) {
        // Whatever came back is incomplete: the build starts from a clean checkout instead.
        failure = error;
        for (const directory of directories) fs.rmSync(path.join(rootDir, directory), { recursive: true, force: true });
      } finally {
        if (fs.existsSync(aside)) {
          fs.rmSync(compiled, { recursive: true, force: true });
          fs.mkdirSync(path.dirname(compiled), { recursive: true });
          fs.renameSync(aside, compiled);
        }
      }
      if (failure !== undefined) {
        // Not tried again by the next build either: the record of a complete cache goes with it.
        fs.rmSync(cacheOriginFile(cacheDir), { force: true });
        reporter.warn(`Netlify's build cache (${cacheDir}) could not be restored (${reason(failure)}): building everything`);
        return false;
      }
      reporter.info(
        restored
          ? `Restored ${describe(directories)} from Netlify's build cache (${cacheDir}, made ${origin.savedAt}) in ${since(started)}: Gatsby rebuilds only what changed`
          : `Netlify's build cache (${cacheDir}) holds no earlier build: building everything`,
      );
      return restored;
    },
    store: async ({ directories, reporter }) => {
      const started = Date.now();
      // The record goes first and comes back last: a save cut short leaves a cache no build restores.
      fs.rmSync(cacheOriginFile(cacheDir), { force: true });
      try {
        const saved = await (await utils()).save(directories);
        if (saved) {
          fs.mkdirSync(path.dirname(cacheOriginFile(cacheDir)), { recursive: true });
          fs.writeFileSync(cacheOriginFile(cacheDir), JSON.stringify({ rootDir, savedAt: new Date().toISOString() } satisfies CacheOrigin, null, 2) + "\n");
        }
        reporter.info(saved ? `Kept ${describe(directories)} in Netlify's build cache (${cacheDir}) for the next build, in ${since(started)}` : `Nothing to keep in Netlify's build cache`);
      } catch (error) {
        // The site is built; only the next build's speed is at stake.
        reporter.warn(`Could not keep ${describe(directories)} in Netlify's build cache (${reason(error)}): the next build builds everything`);
      }
    },
  };
}
