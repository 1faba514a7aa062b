/** @jest-environment node */
import fs from "fs";
import path from "path";
import { SourceMapConsumer } from "source-map-js";
import webpack from "webpack";
import { COMPILE_HINT, CompileHintPlugin } from "../../src/node/compileHints";
import { tempDir } from "../helpers/tempDir";

/**
 * A build shaped like Gatsby's: an "app" entry that loads two page templates (chunk groups named
 * component---…, sharing a module) and a dialog on demand, minified with source maps and content hashes.
 */
const sources: Record<string, string> = {
  "app.js": `import(/* webpackChunkName: "component---src-pages-index-tsx" */ "./index-page.js").then((m) => m.render());\nimport(/* webpackChunkName: "component---src-pages-contact-tsx" */ "./contact-page.js");\nwindow.openDialog = () => import(/* webpackChunkName: "cookie-settings-dialog" */ "./dialog.js");\n`,
  "index-page.js": `import { shared } from "./shared.js";\nexport function render() {\n  return shared("index") + document.title;\n}\n`,
  "contact-page.js": `import { shared } from "./shared.js";\nexport function render() {\n  return shared("contact");\n}\n`,
  "shared.js": `export function shared(name) {\n  return "page " + name + " " + Math.random();\n}\n`,
  "dialog.js": `export function open() {\n  return document.body.append("dialog");\n}\n`,
};

let dir: string;
let output: Record<string, string>;

beforeAll(async () => {
  dir = tempDir("compile-hints-");
  for (const [name, code] of Object.entries(sources)) fs.writeFileSync(path.join(dir, name), code);
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: "./app.js" },
    devtool: "hidden-source-map",
    output: { path: path.join(dir, "public"), filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash].js" },
    optimization: { splitChunks: { chunks: "all", minSize: 0 } },
    plugins: [new CompileHintPlugin()],
  });
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString("errors-only")));
      else compiler.close(() => resolve());
    });
  });
  output = Object.fromEntries(fs.readdirSync(path.join(dir, "public")).map((name) => [name, fs.readFileSync(path.join(dir, "public", name), "utf8")]));
}, 60_000);


const scripts = (prefix: string): [string, string][] => Object.entries(output).filter(([name]) => name.startsWith(prefix) && name.endsWith(".js"));

describe("CompileHintPlugin", () => {
  it("puts the hint on the first line of the app's and the page templates' chunks, including the one they share", () => {
    // Named by webpack's chunk id, like Gatsby's shared chunks.
    const shared = Object.entries(output).filter(([name, code]) => name.endsWith(".js") && code.includes('"page "'));
    expect(shared.map(([name]) => name)).toEqual([expect.stringMatching(/^\d+-[0-9a-f]+\.js$/)]);
    const startup = [...scripts("app-"), ...scripts("component---src-pages-index-tsx-"), ...scripts("component---src-pages-contact-tsx-"), ...shared];
    expect(startup).toHaveLength(4);
    for (const [name, code] of startup) expect([name, code.split("\n")[0]]).toEqual([name, COMPILE_HINT]);
  });

  it("leaves a chunk loaded on demand to compile lazily", () => {
    const [[, dialog]] = scripts("cookie-settings-dialog-");
    expect(dialog.startsWith("//")).toBe(false);
  });

  it("keeps the minified code: the hint comes after the minifier, which would drop a comment", () => {
    const [[, code]] = scripts("component---src-pages-index-tsx-");
    expect(code.split("\n")).toHaveLength(2);
    expect(code).not.toContain("\n  return");
  });

  it("writes source maps that still point at the original lines", () => {
    const [[name, code]] = scripts("component---src-pages-index-tsx-");
    const map = new SourceMapConsumer(JSON.parse(output[`${name}.map`]));
    const column = code.split("\n")[1].indexOf("document.title");
    expect(column).toBeGreaterThan(0);
    const original = map.originalPositionFor({ line: 2, column });
    expect(original.source).toMatch(/index-page\.js$/);
    expect(original.line).toBe(3);
  });
});
