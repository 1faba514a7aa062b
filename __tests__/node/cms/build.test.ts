/** @jest-environment node */
import fs from "fs";
import path from "path";
import { CachedInputFileSystem, ResolverFactory } from "enhanced-resolve";
import { buildCms } from "../../../src/node/cms/build";
import { cmsAliases, identityScript, reactAliases } from "../../../src/node/cms/packages";
import { readBuildSettings } from "../../../src/node/settings";
import { tempDir } from "../../helpers/tempDir";

/**
 * The CMS's own build (src/node/cms/build.ts, packages.ts): Decap's parts and the React they need,
 * the Identity widget only for Netlify's Git Gateway, and a build that stops under the site code's id.
 * That a build compiles nothing of the CMS again unless something it is built from has changed (webpack's cache),
 * and then only what reads the change, is read from the real, warm builds of `npm test`: an edited text in
 * e2e/incremental-build.spec.ts, a new page in tools/test/newSectorBuild.ts (the CMS is compiled cold once per run,
 * by the default build).
 */

const root = path.join(__dirname, "..", "..", "..");
// Gatsby's own babel-loader, resolved from gatsby, which declares it (the CMS's build takes it from Gatsby's loaders).
const babelLoader = require.resolve("babel-loader", { paths: [path.dirname(require.resolve("gatsby/package.json"))] });

it("gives the CMS React's production build, as Decap's parts are built for, also in development (npm run cms)", () => {
  const aliases = reactAliases(root);
  for (const request of ["react$", "react/jsx-runtime$", "react-dom$", "react-dom/client$"]) {
    expect(aliases[request]).toMatch(/[\\/]cms-packages[\\/]node_modules[\\/]react(-dom)?[\\/]cjs[\\/][\w-]+\.production\.js$/);
    expect(fs.existsSync(aliases[request])).toBe(true);
  }
});

it("resolves React to the CMS's production build even with Gatsby's aliases to the site's React (gatsby develop has them)", () => {
  const gatsbyAliases = { react: path.join(root, "node_modules", "react"), "react-dom": path.join(root, "node_modules", "react-dom"), "@reach/router": "/reach" };
  const resolver = ResolverFactory.createResolver({
    fileSystem: new CachedInputFileSystem(fs, 4000),
    useSyncFileSystemCalls: true,
    alias: cmsAliases(root, gatsbyAliases),
    extensions: [".js"],
    conditionNames: ["browser", "import", "require", "default"],
  });
  const from = path.join(root, "src", "cms");
  const resolved = (request: string): string => path.relative(root, String(resolver.resolveSync({}, from, request)));
  expect(resolved("react")).toBe(path.join("cms-packages", "node_modules", "react", "cjs", "react.production.js"));
  expect(resolved("react/jsx-runtime")).toBe(path.join("cms-packages", "node_modules", "react", "cjs", "react-jsx-runtime.production.js"));
  expect(resolved("react-dom")).toBe(path.join("cms-packages", "node_modules", "react-dom", "cjs", "react-dom.production.js"));
  expect(cmsAliases(root, gatsbyAliases)["@reach/router"]).toBe("/reach");
});

it("loads Netlify's Identity widget for Netlify's Git Gateway only", () => {
  expect(identityScript(root, { name: "git-gateway", branch: "main" })?.name).toMatch(/^netlify-identity-widget-[\d.]+\.js$/);
  expect(identityScript(root, { name: "github", repo: "a/b", branch: "main" })).toBeUndefined();
  expect(identityScript(root, { name: "git-gateway", branch: "main", auth_type: "pkce", base_url: "https://auth.example", gateway_url: "https://gateway.example" })).toBeUndefined();
});

describe("building", () => {
  const temp = tempDir("cms-build-");
  // The CMS takes facts from the data (the pages, the picture folders, which texts are long): a copy to edit.
  const dataDir = path.join(temp, "data");
  fs.cpSync(path.join(root, "data"), dataDir, { recursive: true });

  // Gatsby's loader for the site's sources, as its getConfig gives it (babel with emotion's JSX).
  const getConfig = () => ({
    target: ["web", "es2017"],
    resolve: { extensions: [".tsx", ".ts", ".js", ".mjs", ".json"] },
    module: {
      rules: [
        {
          test: /\.(tsx?|jsx?|mjs)$/,
          exclude: /node_modules/,
          use: [{ loader: babelLoader, options: { babelrc: false, configFile: false, presets: [["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }], "@babel/preset-typescript"] } }],
        },
        { test: /\.css$/, type: "asset/source" },
      ],
    },
    plugins: [],
  });

  it("stops the build under the site code's own id when the CMS does not compile, naming the error", async () => {
    // A loader that fails on the CMS's entry stands in for a mistake in src/cms/.
    const broken = () => {
      const config = getConfig();
      const rule = config.module.rules[0];
      return { ...config, module: { rules: [{ ...rule, use: [{ loader: babelLoader, options: { babelrc: false, configFile: false, presets: ["no-such-babel-preset"] } }] }] } };
    };
    const reporter = { info: jest.fn(), error: jest.fn(), panicOnBuild: jest.fn(), panic: jest.fn() as unknown as () => never, setErrorMap: jest.fn() };
    const settings = readBuildSettings({ DATA_DIR: dataDir }, root);
    const scripts = await buildCms({ getConfig: broken }, { settings, publicDir: path.join(temp, "broken-public"), watch: false, reporter, cacheDir: path.join(temp, "broken-cache") });
    expect(scripts).toBeNull();
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith({ id: "SITE-CODE", context: { sourceMessage: expect.stringMatching(/^The CMS at \/admin\/ did not build:\n[\s\S]*no-such-babel-preset/) } });
    // Gatsby learns the id's heading ("Site code …: a developer must fix this") from the site's error map.
    expect(reporter.setErrorMap).toHaveBeenCalledWith(expect.objectContaining({ "SITE-CODE": expect.objectContaining({ category: "USER" }) }));
  }, 300_000);
});
