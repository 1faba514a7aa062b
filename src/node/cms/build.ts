import fs from "fs";
import path from "path";
import type { CreateWebpackConfigArgs, Reporter } from "gatsby";
import webpack from "gatsby/webpack";
import type { Configuration, RuleSetRule, Stats } from "webpack";
import { routesOf } from "../../data/routes";
import { schemas } from "../../data/schema";
import type { BuildSettings } from "../settings";
import { buildCmsConfig } from "./config";
import { collectFacts } from "./facts";
import { CMS_PAGE_DIR, removeCmsPage, writeCmsPage } from "./page";
import { cmsAliases, cmsPackageDir, CMS_WORKSPACE, decapDist, decapReactVersion, identityScript, versionOf, type DecapDist } from "./packages";
import { localBackendUrl, type CmsDeploySettings } from "./settings";

/**
 * Builds the CMS at /admin/ as a separate bundle beside the site: its own
 * webpack compilation (Gatsby's loaders, so the previews can use the site's
 * templates), its own page, nothing shared with the pages visitors load.
 *
 * Decap's prebuilt bundle expects React as the globals React and ReactDOM;
 * React 19 has no browser build, so the compilation's first entry
 * (src/cms/react.ts) puts the one React the CMS and the previews share there
 * (packages.ts says where each comes from).
 *
 * In steps: check that Decap and its React agree, take the facts from the data,
 * configure the compilation, run it (or watch), then copy Decap beside it and
 * list the page's scripts (page.ts writes the page).
 */

const ENTRY = "src/cms/index.tsx";
const REACT_ENTRY = "src/cms/react.ts";
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
  reporter: Pick<Reporter, "info" | "error" | "panicOnBuild">;
  /** webpack's cache for a site build; Gatsby's .cache/webpack/cms unless given. */
  cacheDir?: string;
}

/** Decap's prebuilt renderer starts only with the React it was built with (React error 527): the problem, or undefined. */
function reactMismatch(rootDir: string, decap: DecapDist): string | undefined {
  const reactDir = cmsPackageDir(rootDir, "react");
  const expected = decapReactVersion(fs.readFileSync(path.join(decap.from, "decap-cms-app.js"), "utf8"));
  if (!expected || expected === versionOf(reactDir)) return undefined;
  return `The CMS cannot be built: Decap's bundle (${decap.folder}) runs only with React ${expected}, and ${CMS_WORKSPACE}/package.json installs React ${versionOf(reactDir)}. Set "react" and "react-dom" there to "${expected}" and run npm install.`;
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
    __CMS_CONFIG__: fromData(() => JSON.stringify(buildCmsConfig(schemas, collectFacts(dataDir, schemas), settings))),
    __CMS_ROUTES__: fromData(() => JSON.stringify(routesOf(dataDir))),
  };
}

/** The compilation: Gatsby's loaders and aliases for the site's sources, the CMS's own React, Decap left outside. */
function compilation(gatsbyConfig: Configuration, options: CmsBuildOptions, decap: DecapDist, defines: Defines): Configuration {
  const { rootDir } = options.settings;
  const { watch } = options;
  return {
    name: "cms",
    mode: watch ? "development" : "production",
    context: rootDir,
    target: gatsbyConfig.target,
    // React first, on a page of its own, so that Decap's bundle (loaded between the two) finds it; the CMS's entry uses the same modules.
    entry: { "cms-react": path.join(rootDir, REACT_ENTRY), cms: { import: path.join(rootDir, ENTRY), dependOn: "cms-react" } },
    output: { path: path.join(options.publicDir, CMS_PAGE_DIR), filename: watch ? "[name].js" : "[name]-[contenthash:20].js", publicPath: `/${CMS_PAGE_DIR}/` },
    module: { rules: loaderRules((gatsbyConfig.module?.rules ?? []) as RuleSetRule[]) },
    resolve: {
      ...gatsbyConfig.resolve,
      alias: cmsAliases(rootDir, gatsbyConfig.resolve?.alias as Record<string, string> | undefined),
      // The data checks run in the browser before a save; their file reading (fs, path) is never called there.
      fallback: { ...(gatsbyConfig.resolve?.fallback as Record<string, string | false> | undefined), fs: false, path: false },
    },
    externals: { "decap-cms-app": "DecapCmsApp" },
    plugins: [
      // Gatsby's path prefix and defines, as the site's components expect.
      ...(gatsbyConfig.plugins ?? []).filter((plugin) => plugin?.constructor?.name === "DefinePlugin"),
      new webpack.DefinePlugin(defines),
      new webpack.NormalModuleReplacementPlugin(/[\\/]src[\\/]components[\\/](EnquiryForm|IntroVideo)\.tsx$/, path.join(rootDir, STAND_INS)),
    ],
    // Kept in Gatsby's .cache: a build with no change to the CMS's sources, packages or generated configuration reuses every module and the minified output.
    cache: watch ? undefined : cmsCache(rootDir, [decap.folder, versionOf(cmsPackageDir(rootDir, "react"))], options.cacheDir),
    optimization: { minimize: !watch, minimizer: gatsbyConfig.optimization?.minimizer, splitChunks: false, runtimeChunk: false },
    devtool: false,
    performance: { hints: false },
    infrastructureLogging: { level: "error" },
  };
}

/** Copies Decap and the identity widget beside the compiled scripts, removes earlier builds' scripts; returns every script the page loads, in order. */
function placeScripts(stats: Stats, outDir: string, decap: DecapDist, identity: { from: string; name: string } | undefined): string[] {
  // The entries' own files, not the stats' asset list: that one groups assets beyond a count into unnamed rows.
  const filesOf = (entry: string): string[] => (stats.compilation.entrypoints.get(entry)?.getFiles() ?? []).filter((name) => name.endsWith(".js"));
  const reactFiles = filesOf("cms-react");
  const cmsFiles = filesOf("cms").filter((name) => !reactFiles.includes(name));
  fs.mkdirSync(path.join(outDir, decap.folder), { recursive: true });
  for (const name of decap.files) fs.copyFileSync(path.join(decap.from, name), path.join(outDir, decap.folder, name));
  if (identity) fs.copyFileSync(identity.from, path.join(outDir, identity.name));
  const scripts = [...(identity ? [identity.name] : []), ...reactFiles, `${decap.folder}/decap-cms-app.js`, ...cmsFiles];
  // Scripts of earlier builds (public/ is kept between builds) would only be deployed for nothing.
  for (const name of fs.readdirSync(outDir)) {
    const stale = /\.js(\.LICENSE\.txt)?$/.test(name) ? !scripts.some((script) => name === script || name === `${script}.LICENSE.txt`) : /^decap-cms-app-/.test(name) && name !== decap.folder;
    if (stale) fs.rmSync(path.join(outDir, name), { recursive: true, force: true });
  }
  return scripts;
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
  const decap = decapDist(rootDir);
  const mismatch = reactMismatch(rootDir, decap);
  if (mismatch) {
    reporter.panicOnBuild(mismatch);
    return Promise.resolve(null);
  }
  removeCmsPage(publicDir);
  const compiler = webpack(compilation(args.getConfig() as Configuration, options, decap, dataDefines(options, cms)));
  const outDir = path.join(publicDir, CMS_PAGE_DIR);
  const identity = identityScript(rootDir, cms.backend);
  const started = Date.now();
  return new Promise((resolve) => {
    if (!watch) {
      compiler.run((error, stats) => {
        const message = failure(stats, error);
        let scripts: string[] | null = null;
        if (message || !stats) reporter.panicOnBuild(`The CMS at /${CMS_PAGE_DIR}/ did not build:\n${message ?? "no output"}`);
        else {
          scripts = placeScripts(stats, outDir, decap, identity);
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
      if (message || !stats) reporter.error(`The CMS at /${CMS_PAGE_DIR}/ did not build:\n${message ?? "no output"}`);
      else {
        const scripts = placeScripts(stats, outDir, decap, identity);
        writeCmsPage(settings, publicDir, scripts);
        if (first) resolve(scripts);
        else reporter.info(`CMS rebuilt: /${CMS_PAGE_DIR}/`);
      }
      if (first && (message || !stats)) resolve(null);
      first = false;
    });
  });
}
