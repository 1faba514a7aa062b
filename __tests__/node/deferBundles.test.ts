/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { deferBundleTags, deferBundles } from "../../src/node/deferBundles";

const page = (scripts: string): string =>
  `<!DOCTYPE html><html lang="en-GB"><head><title>Aviation</title></head><body><div id="___gatsby"><h1>Aviation</h1></div>` +
  `<script id="gatsby-script-loader">window.pagePath="/sectors/aviation/";</script>${scripts}</body></html>`;

const gatsbyTags =
  '<script src="/webpack-runtime-1111.js" async></script><script src="/framework-2222.js" async></script><script src="/app-3333.js" async></script>';

describe("deferBundleTags", () => {
  it("replaces Gatsby's bundle tags with one inline script that names them in order", () => {
    const { html, sources } = deferBundleTags(page(gatsbyTags));
    expect(sources).toEqual(["/webpack-runtime-1111.js", "/framework-2222.js", "/app-3333.js"]);
    expect(html).not.toMatch(/<script src=/);
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain('["/webpack-runtime-1111.js","/framework-2222.js","/app-3333.js"]');
    // The page's own content and Gatsby's data script are kept as they were.
    expect(html).toContain('<h1>Aviation</h1></div><script id="gatsby-script-loader">window.pagePath="/sectors/aviation/";</script><script>');
  });

  it("leaves a page without bundle tags, and other scripts, alone", () => {
    const other = page('<script src="https://forms.embedhost.example/embed.js" defer></script>');
    expect(deferBundleTags(other)).toEqual({ html: other, sources: [] });
  });
});

describe("deferBundles", () => {
  it("rewrites every page under public/ and reports the pages it could not change", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "defer-"));
    fs.mkdirSync(path.join(dir, "sectors", "aviation"), { recursive: true });
    fs.mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), page(gatsbyTags));
    fs.writeFileSync(path.join(dir, "sectors", "aviation", "index.html"), page(gatsbyTags));
    fs.writeFileSync(path.join(dir, "plain.html"), page(""));
    fs.writeFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), gatsbyTags);

    expect(deferBundles(dir)).toEqual({ changed: 2, untouched: ["plain.html"] });
    expect(fs.readFileSync(path.join(dir, "sectors", "aviation", "index.html"), "utf8")).not.toContain("<script src=");
    // Gatsby's own slice file is not a page and is left as written.
    expect(fs.readFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), "utf8")).toBe(gatsbyTags);
    fs.rmSync(dir, { recursive: true });
  });
});
