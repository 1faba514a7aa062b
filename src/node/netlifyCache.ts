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

/**
 * The adapter's cache hooks on Netlify, where every build starts from a fresh clone: Gatsby's `.cache` and
 * `public` (the directories Gatsby names) are copied to Netlify's cache folder at the end of a build and
 * back at the start of the next, as Gatsby's own Netlify adapter does. Gatsby then rebuilds only what
 * changed, and still throws its cache away itself when a dependency, the configuration or the Node version
 * changes. Elsewhere the adapter has no cache hooks: the directories simply stay where they are.
 *
 * Gatsby has already compiled this checkout's gatsby-config and gatsby-node into `.cache/compiled` when it
 * asks for the cache; that folder is kept as it is, not replaced by the last build's.
 */
export function netlifyBuildCache(rootDir: string, { cacheDir = NETLIFY_CACHE_DIR, utils = () => netlifyCacheUtils(rootDir, cacheDir) } = {}): CacheHooks {
  const describe = (directories: string[]) => directories.map((directory) => `${directory}/`).join(" and ");
  const since = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  return {
    restore: async ({ directories, reporter }) => {
      const started = Date.now();
      const compiled = path.join(rootDir, ".cache", "compiled");
      const aside = path.join(rootDir, ".cache-compiled-this-build");
      fs.rmSync(aside, { recursive: true, force: true });
      if (fs.existsSync(compiled)) fs.renameSync(compiled, aside);
      let restored = false;
      try {
        restored = await (await utils()).restore(directories);
      } finally {
        if (fs.existsSync(aside)) {
          fs.rmSync(compiled, { recursive: true, force: true });
          fs.mkdirSync(path.dirname(compiled), { recursive: true });
          fs.renameSync(aside, compiled);
        }
      }
      reporter.info(
        restored
          ? `Restored ${describe(directories)} from Netlify's build cache (${cacheDir}) in ${since(started)}: Gatsby rebuilds only what changed`
          : `Netlify's build cache (${cacheDir}) holds no earlier build: building everything`,
      );
      return restored;
    },
    store: async ({ directories, reporter }) => {
      const started = Date.now();
      const saved = await (await utils()).save(directories);
      reporter.info(saved ? `Kept ${describe(directories)} in Netlify's build cache (${cacheDir}) for the next build, in ${since(started)}` : `Nothing to keep in Netlify's build cache`);
    },
  };
}
