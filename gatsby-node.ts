import path from "path";
import type { GatsbyNode } from "gatsby";
import { pageFamilies } from "./src/data/routes";
import { buildTypeDefs, entryPath, fileByDataPath } from "./src/data/typeDefs";
import { stopBuild } from "./src/node/buildErrors";
import { buildCms } from "./src/node/cms/build";
import { checkBeforeBuild } from "./src/node/checkBeforeBuild";
import { removeCmsOutput, writeCmsPage } from "./src/node/cms/page";
import { createEntryPages } from "./src/node/createEntryPages";
import { CompileHintPlugin } from "./src/node/compileHints";
import { leanBrowserBundle } from "./src/node/leanBrowserBundle";
import { BUILD_SCRIPTS_CONSTANT, CompilationHashPlugin, pagesWithoutStarter, readBuildScripts } from "./src/node/scriptsAfterLoad";
import { pageRouteResolvers, pageRouteTypeDefs } from "./src/node/pageRoutes";
import { buildSettings, siteMetadataTypeDefs } from "./src/node/settings";
import { sourceStorage, storageTypeDefs } from "./src/node/sourceStorage";
import { writeRobots } from "./src/node/writeRobots";

const settings = buildSettings();

/** The browser bundles' compilation: its hash goes into every page with the bundles (src/node/scriptsAfterLoad.tsx). */
const browserCompilation = new CompilationHashPlugin();

/** The CMS at /admin/ compiles beside the site's JavaScript; the build waits for it at the end. */
let cmsBuild: Promise<string[] | null> | undefined;

/** The development server answers pages itself; the CMS's page is a file of its own (`npm run cms`). */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  // Gatsby types the server as `any`; this is the one Express call used. Express matches "/admin" with or without the slash.
  type Response = { redirect(status: number, to: string): void; sendFile(file: string): void };
  const server = app as { get(paths: string[], handler: (request: { path: string }, response: Response) => void): void };
  server.get(["/admin", "/admin/index.html"], (request, response) => {
    if (request.path === "/admin") response.redirect(301, "/admin/");
    else response.sendFile(path.resolve("public", "admin", "index.html"));
  });
};

/** The settings, the data and its pictures, and the addresses last published, before anything is built (src/node/checkBeforeBuild.ts). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  await checkBeforeBuild(reporter, settings, { rootDir: path.resolve("."), cacheFile: path.resolve(".cache", "picture-checks.json") });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(fileByDataPath);
  actions.createFieldExtension(entryPath);
  actions.createTypes(buildTypeDefs());
  actions.createTypes(pageRouteTypeDefs);
  actions.createTypes(storageTypeDefs);
  actions.createTypes(siteMetadataTypeDefs);
};

/** Each page's trail and structured data, for its query: `pageRoute(path: $path)` (src/node/pageRoutes.ts). */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(pageRouteResolvers(settings.siteUrl));
};

/** Guides (and the committed intro video) from the active storage backend, for the built HTML. */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  await sourceStorage(args, { staticDir: path.resolve(settings.rootDir, "static"), dataDir: settings.dataDir, supabase: settings.supabase });
};

/** src/pages makes the static routes; each family of src/data/routes.ts gets one page per entry (or those BUILD_PAGES names). */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  for (const family of pageFamilies) await createEntryPages(args, family, settings.onlyEntryPages);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`query RobotsSiteUrl { site { siteMetadata { siteUrl } } }`);
  if (!result.data) {
    stopBuild(reporter, "SITE-CODE", `Could not read siteUrl to write robots.txt: ${(result.errors as Error[] | undefined)?.map(String).join("; ") ?? "no data"}`);
    return;
  }
  const publicDir = path.resolve("public");
  writeRobots(publicDir, result.data.site.siteMetadata.siteUrl);
  // Read only: the pages are written with their starter while they render (gatsby-ssr).
  const without = pagesWithoutStarter(publicDir);
  if (without.length > 0) {
    stopBuild(
      reporter,
      "SITE-CODE",
      `These pages load their scripts as Gatsby wrote them, not after the load event: ${without.join(", ")}. ` +
        "Gatsby may have changed how it writes its scripts slice (src/node/scriptsAfterLoad.tsx).",
    );
  }
  // The CMS's page is not one of Gatsby's: written after the check above, which is about the site's own pages.
  const cmsScripts = await cmsBuild;
  if (cmsScripts) writeCmsPage(settings, publicDir, cmsScripts);
};

/**
 * Source maps are still written, for error reporting, but the scripts do not
 * name them: the adapter moves them out of public/ (src/node/buildInternals.ts).
 * The start-up scripts carry V8's compile hint (src/node/compileHints.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, plugins, reporter, store }) => {
  // The provider the build resolved, for the code only one provider needs (src/components/forms/EnquiryFormView.tsx).
  actions.setWebpackConfig({ plugins: [plugins.define({ __EMBED_FORMS__: JSON.stringify(settings.forms.provider === "embed") })] });
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: "hidden-source-map", plugins: [new CompileHintPlugin(), browserCompilation] });
  // Code no visitor's browser runs left out of the browser bundle (src/node/leanBrowserBundle.ts); the server rendering keeps it.
  if (stage === "build-javascript" || stage === "develop") actions.setWebpackConfig(leanBrowserBundle(store.getState().flattenedPlugins));
  // Gatsby has built the browser bundles by now: what the pages need of them is read here, once, and reaches
  // gatsby-ssr as a constant, so no page reads a file while it renders (and Gatsby renders only the pages a change shows on).
  if (stage === "build-html" || stage === "develop-html") {
    const scripts = stage === "build-html" ? readBuildScripts(path.resolve("public"), browserCompilation.hash) : null;
    actions.setWebpackConfig({ plugins: [plugins.define({ [BUILD_SCRIPTS_CONSTANT]: JSON.stringify(scripts) })] });
  }
  // The CMS at /admin/ compiles beside the site's JavaScript; the build waits for it at the end (unless this build
  // leaves it out: BUILD_WITHOUT_CMS, for a test's build whose tests never open /admin/; an earlier build's CMS goes).
  if (stage !== "build-javascript" && stage !== "develop") return;
  if (settings.withoutCms) removeCmsOutput(path.resolve("public"));
  else cmsBuild = buildCms({ getConfig }, { settings, publicDir: path.resolve("public"), watch: stage === "develop", reporter });
};
