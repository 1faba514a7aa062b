/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { SourceMapConsumer } from "source-map-js";
import { addCompileHints, COMPILE_HINT, startupScripts, withCompileHint } from "../../src/node/compileHints";

// A one-line bundle whose map places `render` (column 9 of line 1) at line 3, column 2 of src/page.tsx.
const bundle = "function render(){return 1}";
const sourceMap = JSON.stringify({ version: 3, sources: ["src/page.tsx"], names: ["render"], mappings: "SAEEA", file: "app.js" });

function originalOf(map: string, line: number, column: number): { line: number | null; column: number | null; name: string | null } {
  const position = new SourceMapConsumer(JSON.parse(map)).originalPositionFor({ line, column });
  return { line: position.line, column: position.column, name: position.name ?? null };
}

const stats = {
  namedChunkGroups: {
    app: { assets: [{ name: "webpack-runtime-1.js" }, { name: "framework-2.js" }, { name: "app-3.js" }] },
    "component---src-pages-index-tsx": { assets: [{ name: "736-4.js" }, { name: "component---src-pages-index-tsx-5.js" }] },
    "component---src-pages-contact-tsx": { assets: [{ name: "736-4.js" }, { name: "component---src-pages-contact-tsx-6.js" }] },
    // A chunk loaded on demand (the cookie dialog) is no start-up script.
    "cookie-settings-dialog": { assets: [{ name: "931-7.js" }] },
  },
};

describe("withCompileHint", () => {
  it("puts the hint on the script's first line and moves its source map down one line", () => {
    expect(originalOf(sourceMap, 1, 9)).toEqual({ line: 3, column: 2, name: "render" });
    const result = withCompileHint(bundle, sourceMap);
    expect(result.code).toBe(`//# allFunctionsCalledOnLoad\n${bundle}`);
    expect(result.sourceMap).not.toBeNull();
    const map = result.sourceMap ?? "";
    // The same code is now on line 2, and the map still finds it.
    expect(originalOf(map, 2, 9)).toEqual({ line: 3, column: 2, name: "render" });
    expect(originalOf(map, 1, 9)).toEqual({ line: null, column: null, name: null });
  });

  it("changes nothing the second time, whether the script, its map or both were rewritten since", () => {
    const once = withCompileHint(bundle, sourceMap);
    expect(withCompileHint(once.code, once.sourceMap)).toEqual(once);
    // A rebuild wrote a fresh script but kept the moved map: the map is not moved again.
    expect(withCompileHint(bundle, once.sourceMap)).toEqual(once);
    // A rebuild wrote a fresh map beside an already hinted script: the map is moved to match.
    expect(withCompileHint(once.code, sourceMap)).toEqual(once);
  });

  it("handles a script without a source map", () => {
    expect(withCompileHint(bundle, null)).toEqual({ code: `${COMPILE_HINT}${bundle}`, sourceMap: null });
  });
});

describe("startupScripts", () => {
  it("lists the app's scripts and every page template's, each once, but not chunks loaded on demand", () => {
    expect(startupScripts(stats)).toEqual([
      "webpack-runtime-1.js",
      "framework-2.js",
      "app-3.js",
      "736-4.js",
      "component---src-pages-index-tsx-5.js",
      "component---src-pages-contact-tsx-6.js",
    ]);
  });

  it("finds nothing in stats without chunk groups", () => {
    expect(startupScripts({})).toEqual([]);
  });
});

describe("addCompileHints", () => {
  it("hints the start-up scripts in public/, leaves the rest alone and names the scripts it could not find", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hints-"));
    fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify(stats));
    for (const name of ["webpack-runtime-1.js", "framework-2.js", "app-3.js", "736-4.js", "component---src-pages-index-tsx-5.js", "931-7.js"]) {
      fs.writeFileSync(path.join(dir, name), bundle);
    }
    fs.writeFileSync(path.join(dir, "app-3.js.map"), sourceMap);

    const result = addCompileHints(dir);

    expect(result.missing).toEqual(["component---src-pages-contact-tsx-6.js"]);
    expect(result.hinted).toEqual(["webpack-runtime-1.js", "framework-2.js", "app-3.js", "736-4.js", "component---src-pages-index-tsx-5.js"]);
    expect(fs.readFileSync(path.join(dir, "app-3.js"), "utf8")).toBe(`${COMPILE_HINT}${bundle}`);
    expect(originalOf(fs.readFileSync(path.join(dir, "app-3.js.map"), "utf8"), 2, 9)).toEqual({ line: 3, column: 2, name: "render" });
    expect(fs.readFileSync(path.join(dir, "931-7.js"), "utf8")).toBe(bundle);

    // Running again (an incremental build) leaves the files as they are.
    addCompileHints(dir);
    expect(fs.readFileSync(path.join(dir, "app-3.js"), "utf8")).toBe(`${COMPILE_HINT}${bundle}`);
    expect(originalOf(fs.readFileSync(path.join(dir, "app-3.js.map"), "utf8"), 2, 9)).toEqual({ line: 3, column: 2, name: "render" });
  });
});
