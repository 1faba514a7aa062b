/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { collectInlineHashes, nginxCspInclude, publicFiles, writeDeployArtefacts } from "../../src/node/deployArtefacts";
import { parseHeadersFile } from "../../src/node/netlifyConfig";
import { inlineHash } from "../../src/node/securityHeaders";

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "deploy-"));
}

function writeJson(dir: string, file: string, value: unknown): void {
  fs.mkdirSync(path.join(dir, "data"), { recursive: true });
  fs.writeFileSync(path.join(dir, "data", file), JSON.stringify(value));
}

describe("writeDeployArtefacts", () => {
  function builtSite(): { root: string; publicDir: string } {
    const root = tempDir();
    writeJson(root, "site.json", {});
    const publicDir = path.join(root, "public");
    fs.mkdirSync(path.join(publicDir, "services"), { recursive: true });
    fs.mkdirSync(path.join(publicDir, "static", "abc"), { recursive: true });
    fs.writeFileSync(path.join(publicDir, "index.html"), '<script>window.pagePath="/";</script><script src="/app-0123456789abcdef0123.js"></script>');
    fs.writeFileSync(path.join(publicDir, "services", "index.html"), '<style>h1{color:red}</style><script>window.pagePath="/services/";</script>');
    fs.writeFileSync(path.join(publicDir, "app-0123456789abcdef0123.js"), "");
    fs.writeFileSync(path.join(publicDir, "static", "abc", "a.webp"), "");
    return { root, publicDir };
  }

  it("lists every file of the site as an address", () => {
    const { publicDir } = builtSite();
    expect(publicFiles(publicDir)).toEqual(["/app-0123456789abcdef0123.js", "/index.html", "/services/index.html", "/static/abc/a.webp"]);
  });

  it("hashes the inline scripts and styles of every page", () => {
    const { publicDir } = builtSite();
    expect(collectInlineHashes(publicDir)).toEqual({
      scripts: [inlineHash('window.pagePath="/";'), inlineHash('window.pagePath="/services/";')].sort(),
      styles: [inlineHash("h1{color:red}")],
    });
  });

  it("writes the same policy for Netlify and nginx, and a year's caching for hashed scripts", () => {
    const { root, publicDir } = builtSite();
    const csp = writeDeployArtefacts(root, publicDir, { forms: { provider: "email", embedScriptUrls: [] } });
    expect(csp).toContain(`'${inlineHash('window.pagePath="/services/";')}'`);
    expect(csp).toContain(`'${inlineHash("h1{color:red}")}'`);

    const rules = parseHeadersFile(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"));
    expect(rules).toEqual([
      { for: "/*", values: { "Content-Security-Policy": csp }, source: "_headers" },
      { for: "/app-0123456789abcdef0123.js", values: { "Cache-Control": "public, max-age=31536000, immutable" }, source: "_headers" },
    ]);
    const include = fs.readFileSync(path.join(root, "deploy", "generated", "content-security-policy.conf"), "utf8");
    expect(include).toContain(`add_header Content-Security-Policy "${csp}" always;`);
  });

  it("refuses a policy nginx would misread", () => {
    expect(() => nginxCspInclude(`script-src "x"`)).toThrow(/nginx would misread/);
    expect(() => nginxCspInclude("script-src $x")).toThrow(/nginx would misread/);
  });
});
