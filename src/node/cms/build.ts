import fs from "fs";
import path from "path";
import type { CreateWebpackConfigArgs, Reporter } from "gatsby";
import webpack from "gatsby/webpack";
import type { Configuration, RuleSetRule, Stats } from "webpack";
import { routesOf } from "../../data/routes";
import { schemas } from "../../data/schema";
import { buildCmsConfig } from "./config";
import { collectFacts } from "./facts";
import { nginxCmsPageInclude } from "./headers";
import { usesNetlifyIdentity, type DecapBackend } from "../../cms/decapTypes";
import { localBackendUrl, readCmsSettings, SETTINGS_FILE } from "./settings";

/**
 * Builds the CMS at /admin/ as a separate bundle beside the site: its own
 * webpack compilation (Gatsby's loaders, so the previews can use the site's
 * templates), its own page, nothing shared with the pages visitors load.
 *
 * The CMS has its own dependencies (the npm workspace cms-packages/): Decap CMS and
 * the React 19 it needs, while the site stays on React 18. Decap's prebuilt
 * bundle (decap-cms-app/dist, with the chunks it loads when needed) is copied
 * as it is: re-bundling 4 MB of minified code would only add time. It expects
 * React as the globals React and ReactDOM; React 19 has no browser build, so
 * the compilation's first entry (src/cms/react.ts) puts the one React the CMS
 * and the previews share there.
 */

export const CMS_PAGE_DIR = "admin";
/** The workspace holding the CMS's own dependencies. */
export const CMS_WORKSPACE = "cms-packages";
const ENTRY = "src/cms/index.tsx";
const REACT_ENTRY = "src/cms/react.ts";
const EMAILS_DIR = "src/node/cms/emails";

/** Where a package of the CMS's workspace is installed: its own node_modules, or the root's when npm hoisted it there. */
export function cmsPackageDir(rootDir: string, pkg: string): string {
  const own = path.join(rootDir, CMS_WORKSPACE, "node_modules", pkg);
  return fs.existsSync(path.join(own, "package.json")) ? own : path.join(rootDir, "node_modules", pkg);
}

const versionOf = (dir: string): string => (JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;

/**
 * The React version Decap's prebuilt bundle was built with: the renderer inside it
 * refuses to start with any other (React error 527), so the workspace pins exactly this one.
 */
export function decapReactVersion(bundle: string): string | undefined {
  return /reconcilerVersion:"([^"]+)"/.exec(bundle)?.[1];
}

/**
 * The site's components, drawn in the previews, render with the CMS's React, not the site's; and with its
 * production build even in `npm run cms` (a development build of React beside the production renderer inside
 * Decap's bundle stops the CMS: "dispatcher.getOwner is not a function").
 */
export function reactAliases(rootDir: string): Record<string, string> {
  const react = cmsPackageDir(rootDir, "react");
  const reactDom = cmsPackageDir(rootDir, "react-dom");
  return {
    react$: path.join(react, "cjs/react.production.js"),
    "react/jsx-runtime$": path.join(react, "cjs/react-jsx-runtime.production.js"),
    react,
    "react-dom$": path.join(reactDom, "cjs/react-dom.production.js"),
    "react-dom": reactDom,
  };
}

/**
 * The CMS compilation's aliases: Gatsby's, with "gatsby" pointed at the previews' stand-in and React at the
 * CMS's own. webpack takes the first alias that matches a request, and Gatsby's own "react" and "react-dom"
 * (the site's React) would match before the exact ones above: they are left out, and ours come first.
 */
export function cmsAliases(rootDir: string, gatsbyAliases: Record<string, string> | undefined): Record<string, string> {
  const others = Object.entries(gatsbyAliases ?? {}).filter(([name]) => !/^react(-dom)?(\$|\/|$)/.test(name));
  return { ...reactAliases(rootDir), ...Object.fromEntries(others), gatsby$: path.join(rootDir, "src/cms/gatsbyShim.tsx") };
}

export interface DecapDist {
  /** The folder under /admin/ its files are copied to (its chunks are found beside its main script). */
  folder: string;
  from: string;
  /** Every file to copy: the main script, its chunks and their WebAssembly; not the source maps. */
  files: string[];
}

/** Decap's prebuilt bundle, copied to a folder named for its version. */
export function decapDist(rootDir: string): DecapDist {
  const dir = cmsPackageDir(rootDir, "decap-cms-app");
  const from = path.join(dir, "dist");
  const files = fs.readdirSync(from).filter((name) => /\.(js|wasm)$/.test(name));
  return { folder: `decap-cms-app-${versionOf(dir)}`, from, files };
}

/**
 * With Git Gateway, Netlify's Identity widget goes first: Decap uses it for the login, and it takes
 * the invitation and password-reset links (#invite_token=..., #recovery_token=...) that Netlify's
 * emails open (docs/editing-content.md says how to point them at /admin/). No other backend loads it.
 */
export function identityScript(rootDir: string, backend: DecapBackend): { from: string; name: string } | undefined {
  if (!usesNetlifyIdentity(backend)) return undefined;
  const dir = cmsPackageDir(rootDir, "netlify-identity-widget");
  return { from: path.join(dir, "build/netlify-identity-widget.js"), name: `netlify-identity-widget-${versionOf(dir)}.js` };
}

const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** The CMS's page: scripts only (no inline code, so the page needs no hashes in its policy), kept out of search engines. */
export function cmsPageHtml(siteName: string, scripts: readonly string[]): string {
  const tags = scripts.map((name) => `    <script src="/${CMS_PAGE_DIR}/${name}" defer></script>`).join("\n");
  return `<!DOCTYPE html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content manager · ${escapeHtml(siteName)}</title>
    <link rel="icon" href="/icon.png" />
${tags}
  </head>
  <body></body>
</html>
`;
}

function siteName(dataDir: string): string {
  try {
    const site = JSON.parse(fs.readFileSync(path.join(dataDir, "site.json"), "utf8")) as { name?: unknown };
    return typeof site.name === "string" ? site.name : "Website";
  } catch {
    return "Website";
  }
}

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
 * reads, cms.config.json); the version adds what it cannot see: Decap's and React's versions and GATSBY_* settings.
 */
export function cmsCache(rootDir: string, versions: readonly string[], cacheDirectory = path.join(rootDir, ".cache", "webpack", "cms")): NonNullable<Configuration["cache"]> {
  const gatsbyEnv = Object.entries(process.env)
    .filter(([name]) => name.startsWith("GATSBY_") && name !== "GATSBY_TELEMETRY_DISABLED")
    .sort(([a], [b]) => a.localeCompare(b));
  return {
    type: "filesystem",
    cacheDirectory,
    name: "production",
    version: JSON.stringify([...versions, gatsbyEnv]),
    // This file's source, not Gatsby's compilation of gatsby-node (which changes with any build code).
    buildDependencies: { config: [path.join(rootDir, "src/node/cms/build.ts"), path.join(rootDir, "package-lock.json")] },
  };
}

export interface CmsBuildOptions {
  rootDir: string;
  dataDir: string;
  publicDir: string;
  watch: boolean;
  reporter: Pick<Reporter, "info" | "error" | "panicOnBuild">;
  /** webpack's cache for a site build; Gatsby's .cache/webpack/cms unless given. */
  cacheDir?: string;
}

/** The include deploy/nginx.conf reads for the CMS's page (its headers and policy). */
export const nginxCmsPageIncludePath = (rootDir: string): string => path.join(rootDir, "deploy", "generated", "cms-page-headers.conf");

/** Writes /admin/index.html for the scripts of a CMS build, and the headers nginx sends with it. */
export function writeCmsPage(rootDir: string, publicDir: string, dataDir: string, scripts: readonly string[]): void {
  fs.writeFileSync(path.join(publicDir, CMS_PAGE_DIR, "index.html"), cmsPageHtml(siteName(dataDir), scripts));
  // Netlify Identity's invitation and password-reset emails, fetched by Netlify from the site (docs/editing-content.md).
  // Written with the CMS's page, not from static/: they are not Gatsby pages, whose start-up the build checks.
  fs.cpSync(path.join(rootDir, EMAILS_DIR), path.join(publicDir, CMS_PAGE_DIR, "emails"), { recursive: true });
  const { settings } = readCmsSettings(rootDir, process.env);
  if (!settings) return; // Reported when the build started.
  fs.mkdirSync(path.dirname(nginxCmsPageIncludePath(rootDir)), { recursive: true });
  fs.writeFileSync(nginxCmsPageIncludePath(rootDir), nginxCmsPageInclude(settings.backend));
}

/**
 * Starts the CMS's compilation. Resolves with the page's scripts once the
 * first build is written (null if it failed); the page itself is written by
 * the caller for a site build (after the site's own pages are checked), and
 * here after each rebuild in watch mode.
 */
export function buildCms(args: Pick<CreateWebpackConfigArgs, "getConfig">, options: CmsBuildOptions): Promise<string[] | null> {
  const { rootDir, dataDir, publicDir, watch, reporter } = options;
  const outDir = path.join(publicDir, CMS_PAGE_DIR);
  const { settings, problems } = readCmsSettings(rootDir, process.env);
  if (!settings) {
    reporter.panicOnBuild(`The CMS cannot be built:\n${problems.join("\n")}`);
    return Promise.resolve(null);
  }
  // The page of an earlier build goes until this one is written: the build's check of the site's own pages must not meet it.
  // So do its emails, which an earlier layout copied from static/.
  fs.rmSync(path.join(outDir, "index.html"), { force: true });
  fs.rmSync(path.join(outDir, "emails"), { recursive: true, force: true });
  const gatsbyConfig = args.getConfig() as Configuration;
  const siteUrl = (() => {
    try {
      const site = JSON.parse(fs.readFileSync(path.join(dataDir, "site.json"), "utf8")) as { siteUrl?: unknown };
      return typeof site.siteUrl === "string" ? site.siteUrl : undefined;
    } catch {
      return undefined;
    }
  })();
  // What the CMS takes from the data. In a build, plain values: webpack compares them with the cached build's
  // and compiles the CMS again only if they differ, which an edited text or a new picture in a known folder does
  // not. While `npm run cms` watches, they are generated afresh whenever a data file or the CMS settings change,
  // so the CMS follows a new page or picture folder.
  const fromData = (value: () => string, dependencies: { contextDependencies: string[]; fileDependencies?: string[] }) =>
    watch ? webpack.DefinePlugin.runtimeValue(value, dependencies) : value();
  const cmsConfig = fromData(
    () => JSON.stringify(buildCmsConfig(schemas, collectFacts(dataDir, schemas), { backend: settings.backend, editorialWorkflow: settings.editorialWorkflow, localBackendUrl: localBackendUrl(settings.localBackendPort), siteUrl })),
    { contextDependencies: [dataDir], fileDependencies: [path.join(rootDir, SETTINGS_FILE)] },
  );
  // The pages the CMS was built with, for the site-link widget's check of links to entries added since.
  const cmsRoutes = fromData(() => JSON.stringify(routesOf(dataDir)), { contextDependencies: [dataDir] });
  const standIns = path.join(rootDir, "src/cms/standIns.tsx");
  const decap = decapDist(rootDir);
  const reactDir = cmsPackageDir(rootDir, "react");
  const expected = decapReactVersion(fs.readFileSync(path.join(decap.from, "decap-cms-app.js"), "utf8"));
  if (expected && expected !== versionOf(reactDir)) {
    reporter.panicOnBuild(
      `The CMS cannot be built: Decap's bundle (${decap.folder}) runs only with React ${expected}, and ${CMS_WORKSPACE}/package.json installs React ${versionOf(reactDir)}. Set "react" and "react-dom" there to "${expected}" and run npm install.`,
    );
    return Promise.resolve(null);
  }
  const config: Configuration = {
    name: "cms",
    mode: watch ? "development" : "production",
    context: rootDir,
    target: gatsbyConfig.target,
    // React first, on a page of its own, so that Decap's bundle (loaded between the two) finds it; the CMS's entry uses the same modules.
    entry: { "cms-react": path.join(rootDir, REACT_ENTRY), cms: { import: path.join(rootDir, ENTRY), dependOn: "cms-react" } },
    output: { path: outDir, filename: watch ? "[name].js" : "[name]-[contenthash:20].js", publicPath: `/${CMS_PAGE_DIR}/` },
    module: { rules: loaderRules((gatsbyConfig.module?.rules ?? []) as RuleSetRule[]) },
    resolve: {
      ...gatsbyConfig.resolve,
      alias: cmsAliases(rootDir, gatsbyConfig.resolve?.alias as Record<string, string> | undefined),
      // The data checks run in the browser before a save; their file reading (fs, path) is never called there.
      fallback: { ...(gatsbyConfig.resolve?.fallback as Record<string, string | false> | undefined), fs: false, path: false },
    },
    externals: { "decap-cms-app": "DecapCmsApp" },
    plugins: [
      // Gatsby's process.env.GATSBY_* and path prefix, as the site's components expect.
      ...(gatsbyConfig.plugins ?? []).filter((plugin) => plugin?.constructor?.name === "DefinePlugin"),
      new webpack.DefinePlugin({ __CMS_CONFIG__: cmsConfig, __CMS_ROUTES__: cmsRoutes }),
      new webpack.NormalModuleReplacementPlugin(/[\\/]src[\\/]components[\\/](EnquiryForm|IntroVideo)\.tsx$/, standIns),
    ],
    // Kept in Gatsby's .cache: a build with no change to the CMS's sources, packages or generated configuration reuses every module and the minified output.
    cache: watch ? undefined : cmsCache(rootDir, [decap.folder, versionOf(reactDir)], options.cacheDir),
    optimization: { minimize: !watch, minimizer: gatsbyConfig.optimization?.minimizer, splitChunks: false, runtimeChunk: false },
    devtool: false,
    performance: { hints: false },
    infrastructureLogging: { level: "error" },
  };

  const identity = identityScript(rootDir, settings.backend);
  const decapMain = `${decap.folder}/decap-cms-app.js`;
  /** Copies Decap and the identity widget beside the build; returns every script the page loads, in order. */
  const finish = (stats: Stats): string[] => {
    // The entries' own files, not the stats' asset list: that one groups assets beyond a count into unnamed rows.
    const filesOf = (entry: string): string[] => (stats.compilation.entrypoints.get(entry)?.getFiles() ?? []).filter((name) => name.endsWith(".js"));
    const reactFiles = filesOf("cms-react");
    const cmsFiles = filesOf("cms").filter((name) => !reactFiles.includes(name));
    fs.mkdirSync(path.join(outDir, decap.folder), { recursive: true });
    for (const name of decap.files) fs.copyFileSync(path.join(decap.from, name), path.join(outDir, decap.folder, name));
    if (identity) fs.copyFileSync(identity.from, path.join(outDir, identity.name));
    const scripts = [...(identity ? [identity.name] : []), ...reactFiles, decapMain, ...cmsFiles];
    // Scripts of earlier builds (public/ is kept between builds) would only be deployed for nothing.
    for (const name of fs.readdirSync(outDir)) {
      const stale = /\.js(\.LICENSE\.txt)?$/.test(name) ? !scripts.some((script) => name === script || name === `${script}.LICENSE.txt`) : /^decap-cms-app-/.test(name) && name !== decap.folder;
      if (stale) fs.rmSync(path.join(outDir, name), { recursive: true, force: true });
    }
    return scripts;
  };
  const failed = (stats: Stats | undefined, error: Error | null | undefined): string | undefined => {
    if (error) return error.message;
    if (stats?.hasErrors()) return stats.toString({ all: false, errors: true, errorDetails: false, colors: false });
    return undefined;
  };

  const compiler = webpack(config);
  const started = Date.now();
  return new Promise((resolve) => {
    if (!watch) {
      compiler.run((error, stats) => {
        const message = failed(stats, error);
        let scripts: string[] | null = null;
        if (message || !stats) reporter.panicOnBuild(`The CMS at /${CMS_PAGE_DIR}/ did not build:\n${message ?? "no output"}`);
        else {
          scripts = finish(stats);
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
      const message = failed(stats, error);
      if (message || !stats) reporter.error(`The CMS at /${CMS_PAGE_DIR}/ did not build:\n${message ?? "no output"}`);
      else {
        const scripts = finish(stats);
        writeCmsPage(rootDir, publicDir, dataDir, scripts);
        if (first) resolve(scripts);
        else reporter.info(`CMS rebuilt: /${CMS_PAGE_DIR}/`);
      }
      if (first && (message || !stats)) resolve(null);
      first = false;
    });
  });
}
