/** @jest-environment node */
import fs from "fs";
import path from "path";
import webpack from "webpack";
import { leanBrowserBundle } from "../../src/node/leanBrowserBundle";
import { tempDir } from "../helpers/tempDir";

/**
 * Gatsby's own app entry, as installed (gatsby/cache-dir/production-app.js, which a build copies to .cache/): it
 * requires its service-worker registration only when a plugin asks for it, and the settings must leave that
 * registration out through the very request it makes. Bundled here with Gatsby's modules beside it and every
 * package outside; if Gatsby renames the request or the file, the registration is bundled and the test fails.
 */
const gatsbyCacheDir = path.dirname(require.resolve("gatsby/cache-dir/production-app.js"));
/** Words of Gatsby's registration (cache-dir/register-service-worker.js), found in a bundle that holds it. */
const REGISTRATION = "Service workers can only be used over HTTPS";

/**
 * A small fixture for the other rule: a package with no side effects (like @emotion/react) that imports
 * hoist-non-react-statics, once for an export (like withTheme) and once bare. What reaches the bundle is read from
 * the files webpack writes.
 */
const files: Record<string, string> = {
  "app.js": `import { css } from "styling";\ndocument.title = css();\n`,
  "uses-theme.js": `import { withTheme } from "styling";\ndocument.title = withTheme("theme-user");\n`,
  "node_modules/styling/package.json": JSON.stringify({ name: "styling", sideEffects: false, module: "index.js" }),
  "node_modules/styling/index.js": `import hoist from "hoist-non-react-statics";\nimport "hoist-non-react-statics";\nexport const css = () => "css-class";\nexport const withTheme = (component) => hoist(component, {});\n`,
  "node_modules/hoist-non-react-statics/package.json": JSON.stringify({ name: "hoist-non-react-statics", main: "index.js" }),
  "node_modules/hoist-non-react-statics/index.js": `module.exports = function hoistStatics(target) {\n  return "HOISTED-STATICS " + target;\n};\n`,
  // Gatsby's modules are JSX: TypeScript's compiler (a dependency already) turns them into plain JavaScript for webpack.
  "jsx-loader.cjs": `const ts = require(${JSON.stringify(require.resolve("typescript"))});\nmodule.exports = function (source) {\n  return ts.transpileModule(source, { fileName: "module.jsx", compilerOptions: { jsx: ts.JsxEmit.React, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;\n};\n`,
};

let dir: string;

beforeAll(() => {
  dir = tempDir("lean-bundle-");
  for (const [name, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), code);
  }
});

/** Bundles `entry` with the settings for these plugins, and returns the code webpack wrote. */
async function bundle(entry: string, plugins: Array<{ name: string; browserAPIs?: string[] }>): Promise<string> {
  const settings = leanBrowserBundle(plugins);
  const out = path.join(dir, `out-${Math.random().toString(36).slice(2)}`);
  const gatsbys = entry.startsWith(gatsbyCacheDir);
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: entry },
    output: { path: out, filename: "[name].js" },
    ...settings,
    // Gatsby's modules (relative requests, and the stand-in the settings put in) are bundled; every package stays outside.
    ...(gatsbys && {
      module: { rules: [...(settings.module?.rules ?? []), { test: /\.js$/, include: gatsbyCacheDir, use: path.join(dir, "jsx-loader.cjs") }] },
      externals: [({ request }: { request?: string }, callback: (error?: Error, result?: string) => void) => (request && !/^[./]/.test(request) ? callback(undefined, `commonjs ${request}`) : callback())],
      optimization: { minimize: false },
    }),
  });
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString("errors-only")));
      else compiler.close(() => resolve());
    });
  });
  return fs.readdirSync(out).map((name) => fs.readFileSync(path.join(out, name), "utf8")).join("\n");
}

const noWorker = [{ name: "gatsby-plugin-manifest", browserAPIs: ["onRouteUpdate"] }, { name: "default-site-plugin", browserAPIs: ["wrapRootElement", "onClientEntry"] }];
const offline = [...noWorker, { name: "gatsby-plugin-offline", browserAPIs: ["registerServiceWorker", "onServiceWorkerActive"] }];

describe("leanBrowserBundle", () => {
  it("leaves hoist-non-react-statics out when only its bare import and an unused export reach it", async () => {
    const code = await bundle("./app.js", noWorker);
    expect(code).toContain("css-class");
    expect(code).not.toContain("HOISTED-STATICS");
  }, 60_000);

  it("keeps it where a module uses it", async () => {
    const code = await bundle("./uses-theme.js", noWorker);
    expect(code).toContain("HOISTED-STATICS");
  }, 60_000);

  it("leaves Gatsby's service-worker registration out of its production-app while no plugin registers a worker", async () => {
    const code = await bundle(path.join(gatsbyCacheDir, "production-app.js"), noWorker);
    expect(code).toContain("registerServiceWorker");
    expect(code).not.toContain(REGISTRATION);
  }, 60_000);

  it("keeps the registration when a plugin registers a worker (gatsby-plugin-offline)", async () => {
    expect(await bundle(path.join(gatsbyCacheDir, "production-app.js"), offline)).toContain(REGISTRATION);
  }, 60_000);
});
