/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { CachedInputFileSystem, ResolverFactory } from "enhanced-resolve";
import { buildCms, cmsAliases, decapDist, decapReactVersion, identityScript, reactAliases } from "../../src/node/buildCms";

/**
 * The CMS's own build (src/node/buildCms.ts): Decap's bundle and the React it needs,
 * the Identity widget only for Netlify's Git Gateway, and a second build that
 * compiles nothing again when nothing it is built from has changed (webpack's cache).
 */

const root = path.join(__dirname, "..", "..");

it("pins the CMS's React to the version Decap's prebuilt bundle checks for", () => {
  const decap = decapDist(root);
  const bundle = fs.readFileSync(path.join(decap.from, "decap-cms-app.js"), "utf8");
  const react = JSON.parse(fs.readFileSync(path.join(root, "admin", "node_modules", "react", "package.json"), "utf8")) as { version: string };
  expect(decapReactVersion(bundle)).toBe(react.version);
  expect(decap.folder).toMatch(/^decap-cms-app-3\.(1[6-9]|[2-9]\d)\.\d+$/);
  expect(decap.files).toContain("decap-cms-app.js");
  expect(decap.files.some((name) => name.endsWith(".map"))).toBe(false);
});

it("gives the CMS React's production build, as the renderer in Decap's bundle, also in development (npm run cms)", () => {
  const aliases = reactAliases(root);
  for (const request of ["react$", "react/jsx-runtime$", "react-dom$"]) {
    expect(aliases[request]).toMatch(/[\\/]admin[\\/]node_modules[\\/]react(-dom)?[\\/]cjs[\\/][\w-]+\.production\.js$/);
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
  expect(resolved("react")).toBe(path.join("admin", "node_modules", "react", "cjs", "react.production.js"));
  expect(resolved("react/jsx-runtime")).toBe(path.join("admin", "node_modules", "react", "cjs", "react-jsx-runtime.production.js"));
  expect(resolved("react-dom")).toBe(path.join("admin", "node_modules", "react-dom", "cjs", "react-dom.production.js"));
  expect(cmsAliases(root, gatsbyAliases)["@reach/router"]).toBe("/reach");
});

it("loads Netlify's Identity widget for Netlify's Git Gateway only", () => {
  expect(identityScript(root, { name: "git-gateway", branch: "main" })?.name).toMatch(/^netlify-identity-widget-[\d.]+\.js$/);
  expect(identityScript(root, { name: "github", repo: "a/b", branch: "main" })).toBeUndefined();
  expect(identityScript(root, { name: "git-gateway", branch: "main", auth_type: "pkce", base_url: "https://auth.example", gateway_url: "https://gateway.example" })).toBeUndefined();
});

describe("a second build with nothing changed", () => {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "cms-build-"));
  afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

  // Gatsby's loader for the site's sources, as its getConfig gives it (babel with emotion's JSX).
  const getConfig = () => ({
    target: ["web", "es2017"],
    resolve: { extensions: [".tsx", ".ts", ".js", ".mjs", ".json"] },
    module: {
      rules: [
        {
          test: /\.(tsx?|jsx?|mjs)$/,
          exclude: /node_modules/,
          use: [{ loader: require.resolve("babel-loader"), options: { babelrc: false, configFile: false, presets: [["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }], "@babel/preset-typescript"] } }],
        },
        { test: /\.css$/, type: "asset/source" },
      ],
    },
    plugins: [],
  });

  async function build(): Promise<string> {
    const info: string[] = [];
    const reporter = { info: (message?: string) => void info.push(message ?? ""), error: jest.fn(), panicOnBuild: jest.fn() };
    const scripts = await buildCms({ getConfig }, { rootDir: root, dataDir: path.join(root, "data"), publicDir: path.join(temp, "public"), watch: false, reporter, cacheDir: path.join(temp, "cache") });
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(scripts?.some((name) => /^decap-cms-app-[\d.]+\/decap-cms-app\.js$/.test(name))).toBe(true);
    return info.find((message) => message.startsWith("CMS at /admin/")) ?? "";
  }

  it("takes every module from the cache and writes the same scripts", async () => {
    const first = await build();
    expect(Number(/\((\d+) of \d+ modules built/.exec(first)?.[1])).toBeGreaterThan(50);
    const written = fs.readdirSync(path.join(temp, "public", "admin")).sort();
    const second = await build();
    expect(second).toMatch(/\(0 of \d+ modules built, the rest from the cache\)/);
    expect(fs.readdirSync(path.join(temp, "public", "admin")).sort()).toEqual(written);
  }, 300_000);
});
