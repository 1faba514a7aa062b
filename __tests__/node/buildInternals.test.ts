/** @jest-environment node */
import fs from "fs";
import path from "path";
import { isBuildInternal, moveBuildInternals } from "../../src/node/buildInternals";
import { tempDir } from "../helpers/tempDir";

describe("moveBuildInternals", () => {
  it("moves the webpack stats, the chunk map and every source map out of public/, keeping their paths", () => {
    const root = tempDir("internals-");
    const publicDir = path.join(root, "public");
    const privateDir = path.join(root, "build-internals");
    const files = ["webpack.stats.json", "chunk-map.json", "app-0123456789abcdef0123.js", "app-0123456789abcdef0123.js.map", "styles.css.map", "static/x/a.js.map", "index.html", "page-data/app-data.json"];
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, file), file);
    }
    fs.mkdirSync(privateDir);
    fs.writeFileSync(path.join(privateDir, "old-build.js.map"), "from the build before");

    expect(moveBuildInternals(publicDir, privateDir)).toEqual(["/app-0123456789abcdef0123.js.map", "/chunk-map.json", "/static/x/a.js.map", "/styles.css.map", "/webpack.stats.json"]);
    expect(fs.readdirSync(publicDir, { recursive: true }).filter((f) => !fs.statSync(path.join(publicDir, String(f))).isDirectory()).sort()).toEqual(
      ["app-0123456789abcdef0123.js", "index.html", "page-data/app-data.json"].map((f) => f.split("/").join(path.sep)),
    );
    expect(fs.readFileSync(path.join(privateDir, "static", "x", "a.js.map"), "utf8")).toBe("static/x/a.js.map");
    expect(fs.existsSync(path.join(privateDir, "old-build.js.map"))).toBe(false);
  });

  it("names only the build's own files", () => {
    expect(["/webpack.stats.json", "/chunk-map.json", "/app-1.js.map"].every(isBuildInternal)).toBe(true);
    expect(["/page-data/webpack.stats.json.html", "/sitemap-0.xml", "/guides/map.pdf", "/mapping.json"].some(isBuildInternal)).toBe(false);
  });
});
