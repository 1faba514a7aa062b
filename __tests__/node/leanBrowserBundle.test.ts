/** @jest-environment node */
import fs from "fs";
import path from "path";
import webpack from "webpack";
import { leanBrowserBundle } from "../../src/node/leanBrowserBundle";
import { tempDir } from "../helpers/tempDir";

/**
 * A production bundle shaped like Gatsby's app entry: production-app requires its service-worker registration only
 * when a plugin asks for it, and a package with no side effects (like @emotion/react) imports hoist-non-react-statics,
 * once for an export (like withTheme) and once bare. What reaches the bundle is read from the files webpack writes.
 */
const files: Record<string, string> = {
  "app.js": `import { css } from "styling";\nimport { registers } from "./plugins.js";\nif (registers) require("./register-service-worker");\ndocument.title = css();\n`,
  "uses-theme.js": `import { withTheme } from "styling";\ndocument.title = withTheme("theme-user");\n`,
  "plugins.js": `export const registers = window.registers === true;\n`,
  "register-service-worker.js": `navigator.serviceWorker.register("/sw.js").then(() => console.log("REGISTERED-WORKER"));\n`,
  "node_modules/styling/package.json": JSON.stringify({ name: "styling", sideEffects: false, module: "index.js" }),
  "node_modules/styling/index.js": `import hoist from "hoist-non-react-statics";\nimport "hoist-non-react-statics";\nexport const css = () => "css-class";\nexport const withTheme = (component) => hoist(component, {});\n`,
  "node_modules/hoist-non-react-statics/package.json": JSON.stringify({ name: "hoist-non-react-statics", main: "index.js" }),
  "node_modules/hoist-non-react-statics/index.js": `module.exports = function hoistStatics(target) {\n  return "HOISTED-STATICS " + target;\n};\n`,
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
  const compiler = webpack({ mode: "production", context: dir, entry: { app: entry }, output: { path: out, filename: "[name].js" }, ...settings });
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

  it("leaves the service-worker registration out while no plugin registers a worker", async () => {
    expect(await bundle("./app.js", noWorker)).not.toContain("REGISTERED-WORKER");
  }, 60_000);

  it("keeps the registration when a plugin registers a worker (gatsby-plugin-offline)", async () => {
    expect(await bundle("./app.js", offline)).toContain("REGISTERED-WORKER");
  }, 60_000);
});
