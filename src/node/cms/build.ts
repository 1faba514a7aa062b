import crypto from "crypto";
import fs from "fs";
import path from "path";
import type { CreateWebpackConfigArgs, Reporter } from "gatsby";
import webpack from "gatsby/webpack";
import type { Configuration, RuleSetRule, Stats } from "webpack";
import { schemas } from "../../data/schema";
import type { BuildSettings } from "../settings";
import { reportProblem, stopBuild, type ErrorReporter } from "../buildErrors";
import { CompileHintPlugin } from "../compileHints";
import { routesOf } from "../dataFiles";
import { buildCmsConfig } from "./config";
import { collectFacts } from "./facts";
import { CMS_PAGE_DIR, removeCmsPage, writeCmsPage } from "./page";
import { cmsAliases, cmsPackageDir, CMS_WORKSPACE, identityScript, replacedModules, versionOf } from "./packages";
import { localBackendUrl, type CmsDeploySettings } from "./settings";

/**
 * Builds the CMS at /admin/ as a separate bundle beside the site: its own
 * webpack compilation (Gatsby's loaders, so the previews can use the site's
 * templates), its own page, nothing shared with the pages visitors load.
 *
 * Decap is compiled with it, from the ES modules of its parts (src/cms/decap.ts
 * registers what the site uses), with the CMS's own React 19 (packages.ts says
 * where each comes from). What the first screen needs is two scripts: Decap's
 * parts and React (cms-vendor), which change only with the packages, and the
 * CMS's own code with the configuration generated from the data (cms). What
 * only later screens need loads when they are opened: the previews with the
 * site's templates, the picture checks, the relation widget.
 *
 * In steps: take the facts from the data, configure the compilation, run it
 * (or watch), then list the page's scripts (page.ts writes the page).
 */

const ENTRY = "src/cms/index.tsx";
const STAND_INS = "src/cms/standIns.tsx";

type Defines = ConstructorParameters<typeof webpack.DefinePlugin>[0];

/** Gatsby's loaders, for the browser build of src/ (babel with emotion's JSX, graphql tags removed), without React Refresh. */
function loaderRules(rules: RuleSetRule[]): RuleSetRule[] {
  // Gatsby builds some loader lists with functions (per module); their results are rewritten too.
  const rewrite = (value: unknown): unknown => {
    if (typeof value === "function") return (...args: unknown[]) => rewrite((value as (...inner: unknown[]) => unknown)(...args));
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === "object" && !(value instanceof RegExp)) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key === "stage" && inner === "develop" ? "build-javascript" : rewrite(inner)]));
    }
    return value;
  };
  // node_modules are not compiled again (Gatsby's "dependencies" rule): the CMS's own packages come prebuilt.
  const isDependencyRule = (rule: RuleSetRule): boolean => Array.isArray(rule.use) && (JSON.stringify(rule.use) ?? "").includes("babel-preset-gatsby/dependencies");
  return rules.filter((rule) => !isDependencyRule(rule)).map((rule) => rewrite(rule) as RuleSetRule);
}

/**
 * webpack's persistent cache for the CMS's compilation, in Gatsby's .cache (so `gatsby clean` empties it).
 * webpack checks every file a module was built from (the site's sources, the data the generated configuration
 * reads) and the values the compilation defines (the configuration, from the build's settings); the version adds
 * what it cannot see: Decap's and React's versions.
 */
export function cmsCache(rootDir: string, version: readonly string[], cacheDirectory = path.join(rootDir, ".cache", "webpack", "cms")): NonNullable<Configuration["cache"]> {
  return {
    type: "filesystem",
    cacheDirectory,
    name: "production",
    version: JSON.stringify(version),
    // This file's source, not Gatsby's compilation of gatsby-node (which changes with any build code).
    buildDependencies: { config: [path.join(rootDir, "src/node/cms/build.ts"), path.join(rootDir, "package-lock.json")] },
  };
}

export interface CmsBuildOptions {
  settings: Pick<BuildSettings, "rootDir" | "dataDir" | "siteUrl" | "siteName" | "cms">;
  publicDir: string;
  watch: boolean;
  reporter: Pick<Reporter, "info"> & ErrorReporter;
  /** webpack's cache for a site build; Gatsby's .cache/webpack/cms unless given. */
  cacheDir?: string;
}

/**
 * What the CMS takes from the data: its configuration (generated from the schema and the data's facts) and the
 * pages it was built with (for the site-link widget's check of links to entries added since). In a build, plain
 * values: webpack compares them with the cached build's and compiles the CMS again only if they differ, which an
 * edited text or a new picture in a known folder does not. While `npm run cms` watches, they are generated afresh
 * whenever a data file changes, so the CMS follows a new page or picture folder (a change to cms.config.json
 * needs a restart: the settings are read once).
 */
function dataDefines(options: CmsBuildOptions, cms: CmsDeploySettings): Defines {
  const { dataDir, siteUrl } = options.settings;
  const fromData = (value: () => string) => (options.watch ? webpack.DefinePlugin.runtimeValue(value, { contextDependencies: [dataDir] }) : value());
  const settings = { backend: cms.backend, editorialWorkflow: cms.editorialWorkflow, localBackendUrl: localBackendUrl(cms.localBackendPort), siteUrl };
  return {
    // A plain constant, so webpack leaves out the backends this build does not use (src/cms/decap.ts).
    __CMS_BACKEND__: JSON.stringify(cms.backend.name),
    __CMS_CONFIG__: fromData(() => JSON.stringify(buildCmsConfig(schemas, collectFacts(dataDir, schemas), settings))),
    __CMS_ROUTES__: fromData(() => JSON.stringify(routesOf(dataDir))),
  };
}

/** A regular expression that matches `text` and nothing else. */
const exactly = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^$|()[\]{}\\/]/g, "\\$&")}$`);

/** The compilation: Gatsby's loaders and aliases for the site's sources, and the CMS's own React for everything. */
function compilation(gatsbyConfig: Configuration, options: CmsBuildOptions, defines: Defines): Configuration {
  const { rootDir } = options.settings;
  const { watch } = options;
  const named = watch ? "[name].js" : "[name]-[contenthash:20].js";
  return {
    name: "cms",
    mode: watch ? "development" : "production",
    context: rootDir,
    target: gatsbyConfig.target,
    entry: { cms: path.join(rootDir, ENTRY) },
    // Named by content (and cached for a year: src/node/securityHeaders.ts, isHashedAsset), WebAssembly too.
    output: { path: path.join(options.publicDir, CMS_PAGE_DIR), filename: named, chunkFilename: named, assetModuleFilename: "[name]-[contenthash:20][ext]", publicPath: `/${CMS_PAGE_DIR}/` },
    module: { rules: loaderRules((gatsbyConfig.module?.rules ?? []) as RuleSetRule[]) },
    resolve: {
      ...gatsbyConfig.resolve,
      alias: cmsAliases(rootDir, gatsbyConfig.resolve?.alias as Record<string, string> | undefined),
      // src/cms imports Decap's parts from the CMS's workspace; what Decap's parts import, they find beside them.
      modules: ["node_modules", path.join(rootDir, CMS_WORKSPACE, "node_modules")],
      // Decap's parts import Node's path (as decap-cms-app's own build gave them path-browserify). Nothing the CMS
      // bundles reads a file: the data checks it runs before a save are handed the data (src/data/validate.ts).
      fallback: { ...(gatsbyConfig.resolve?.fallback as Record<string, string | false> | undefined), path: cmsPackageDir(rootDir, "path-browserify") },
    },
    plugins: [
      // Gatsby's path prefix and defines, as the site's components expect.
      ...(gatsbyConfig.plugins ?? []).filter((plugin) => plugin?.constructor?.name === "DefinePlugin"),
      new webpack.DefinePlugin(defines),
      new webpack.NormalModuleReplacementPlugin(/[\\/]src[\\/]components[\\/](EnquiryForm|IntroVideo)\.tsx$/, path.join(rootDir, STAND_INS)),
      // The first screen's two scripts are compiled as they download, off the main thread, as the site's start-up chunks are.
      new CompileHintPlugin((chunk) => chunk.canBeInitial()),
      // What Decap's parts import and this site never runs (packages.ts, each with the test that fails if it is ever reached).
      ...replacedModules(rootDir).map(({ part, importer, request, by }) => {
        const folder = path.dirname(path.join(cmsPackageDir(rootDir, part), importer));
        // Before resolving, so the stand-in gets the site's loaders; only where that part's file asks for it.
        return new webpack.NormalModuleReplacementPlugin(exactly(request), (resource: { context?: string; request?: string }) => {
          if (resource.context === folder) resource.request = by;
        });
      }),
    ],
    // Kept in Gatsby's .cache: a build with no change to the CMS's sources, packages or generated configuration reuses every module and the minified output.
    cache: watch ? undefined : cmsCache(rootDir, [versionOf(cmsPackageDir(rootDir, "decap-cms-core")), versionOf(cmsPackageDir(rootDir, "react"))], options.cacheDir),
    optimization: {
      minimize: !watch,
      minimizer: gatsbyConfig.optimization?.minimizer,
      runtimeChunk: false,
      splitChunks: {
        // Chunks loaded on demand as webpack would split them; the first screen's code in two files, by how often each changes.
        chunks: "async",
        cacheGroups: { vendor: { test: /[\\/]node_modules[\\/]/, chunks: "initial", name: "cms-vendor", enforce: true } },
      },
    },
    // The maps go to build-internals/ with the site's (src/node/buildInternals.ts): which package each byte came from.
    devtool: watch ? false : "hidden-source-map",
    performance: { hints: false },
    infrastructureLogging: { level: "error" },
  };
}

/** The identity widget under a name that changes with its content, so it can be cached for a year like the rest. */
function identityName(identity: { from: string; name: string }): string {
  const hash = crypto.createHash("sha256").update(fs.readFileSync(identity.from)).digest("hex").slice(0, 20);
  return identity.name.replace(/\.js$/, `-${hash}.js`);
}

/**
 * Copies the identity widget beside the compiled scripts and removes earlier builds' files (public/ is kept
 * between builds, and they would only be deployed for nothing); returns the scripts the page loads, in order.
 */
function placeScripts(stats: Stats, outDir: string, identity: { from: string; name: string } | undefined): string[] {
  // The entry's own files, not the stats' asset list: that one groups assets beyond a count into unnamed rows.
  const entryFiles = (stats.compilation.entrypoints.get("cms")?.getFiles() ?? []).filter((name) => name.endsWith(".js"));
  const identityFile = identity ? identityName(identity) : undefined;
  if (identity && identityFile) fs.copyFileSync(identity.from, path.join(outDir, identityFile));
  const written = new Set([...stats.compilation.getAssets().map((asset) => asset.name), ...(identityFile ? [identityFile] : [])]);
  for (const entry of fs.readdirSync(outDir, { withFileTypes: true })) {
    // Only what a CMS build writes: its scripts, their licences and maps, WebAssembly, and Decap 3.16's copied bundle.
    const ours = entry.isFile() ? /\.(js|wasm)(\.LICENSE\.txt|\.map)?$/.test(entry.name) : /^decap-cms-app-/.test(entry.name);
    if (ours && !written.has(entry.name)) fs.rmSync(path.join(outDir, entry.name), { recursive: true, force: true });
  }
  return [...(identityFile ? [identityFile] : []), ...entryFiles];
}

const failure = (stats: Stats | undefined, error: Error | null | undefined): string | undefined => {
  if (error) return error.message;
  if (stats?.hasErrors()) return stats.toString({ all: false, errors: true, errorDetails: false, colors: false });
  return undefined;
};

/**
 * Starts the CMS's compilation. Resolves with the page's scripts once the
 * first build is written (null if it failed); the page itself is written by
 * the caller for a site build (after the site's own pages are checked), and
 * here after each rebuild in watch mode.
 */
export function buildCms(args: Pick<CreateWebpackConfigArgs, "getConfig">, options: CmsBuildOptions): Promise<string[] | null> {
  const { settings, publicDir, watch, reporter } = options;
  const { rootDir, cms } = settings;
  // cms.config.json's problems stopped the build when it started (src/node/settings.ts).
  if (!cms) return Promise.resolve(null);
  removeCmsPage(publicDir);
  const compiler = webpack(compilation(args.getConfig() as Configuration, options, dataDefines(options, cms)));
  const outDir = path.join(publicDir, CMS_PAGE_DIR);
  const identity = identityScript(rootDir, cms.backend);
  const started = Date.now();
  return new Promise((resolve) => {
    if (!watch) {
      compiler.run((error, stats) => {
        const message = failure(stats, error);
        let scripts: string[] | null = null;
        if (message || !stats) stopBuild(reporter, "SITE-CODE", `The CMS at /${CMS_PAGE_DIR}/ did not build:\n${message ?? "no output"}`);
        else {
          scripts = placeScripts(stats, outDir, identity);
          // How much was compiled again: none of it when nothing the CMS is built from has changed.
          const modules = stats.toJson({ all: false, modules: true, cachedModules: true }).modules ?? [];
          const built = modules.filter((module) => module.built).length;
          reporter.info(`CMS at /${CMS_PAGE_DIR}/ compiled in ${((Date.now() - started) / 1000).toFixed(1)} s (${built} of ${modules.length} modules built, the rest from the cache)`);
        }
        compiler.close(() => resolve(scripts));
      });
      return;
    }
    let first = true;
    compiler.watch({}, (error, stats) => {
      const message = failure(stats, error);
      if (message || !stats) reportProblem(reporter, "SITE-CODE", `The CMS at /${CMS_PAGE_DIR}/ did not build:\n${message ?? "no output"}`);
      else {
        const scripts = placeScripts(stats, outDir, identity);
        writeCmsPage(settings, publicDir, scripts);
        if (first) resolve(scripts);
        else reporter.info(`CMS rebuilt: /${CMS_PAGE_DIR}/`);
      }
      if (first && (message || !stats)) resolve(null);
      first = false;
    });
  });
}
