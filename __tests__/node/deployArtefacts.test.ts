/** @jest-environment node */
import fs from "fs";
import path from "path";
import { collectInlineHashes, nginxCmsOriginIncludePath, nginxCspInclude, publicFiles, writeDeployArtefacts } from "../../src/node/deployArtefacts";
import { parseHeadersFile } from "../../tools/serve/netlifyHeaders";
import { inlineHash } from "../../src/node/securityHeaders";
import { tempDir } from "../helpers/tempDir";

/** The parts the nginx include builds its header from, in order. */
const includeParts = (include: string): string[] => [...include.matchAll(/^set \$beltwright_csp "(?:\$\{beltwright_csp\})?([^"]*)";$/gm)].map((match) => match[1]);
const policyOfInclude = (include: string): string => includeParts(include).join("");

function writeJson(dir: string, file: string, value: unknown): void {
  fs.mkdirSync(path.join(dir, "data"), { recursive: true });
  fs.writeFileSync(path.join(dir, "data", file), JSON.stringify(value));
}

function builtSite(): { root: string; publicDir: string } {
  const root = tempDir("deploy-");
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

describe("writeDeployArtefacts", () => {
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

  it("writes the same policy for Netlify and nginx, with the opener policy, and a year's caching for hashed scripts", () => {
    const { root, publicDir } = builtSite();
    const csp = writeDeployArtefacts(root, publicDir, { forms: { provider: "email", embedOrigins: [] } });
    expect(csp).toContain(`'${inlineHash('window.pagePath="/services/";')}'`);
    expect(csp).toContain(`'${inlineHash("h1{color:red}")}'`);

    const rules = parseHeadersFile(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"));
    expect(rules).toEqual([
      { for: "/*", values: { "Content-Security-Policy": csp, "Cross-Origin-Opener-Policy": "same-origin" }, source: "_headers" },
      { for: "/app-0123456789abcdef0123.js", values: { "Cache-Control": "public, max-age=31536000, immutable" }, source: "_headers" },
    ]);
    const include = fs.readFileSync(path.join(root, "deploy", "generated", "content-security-policy.conf"), "utf8");
    expect(policyOfInclude(include)).toBe(csp);
    expect(include).toContain("add_header Content-Security-Policy $beltwright_csp always;");
  });

  it("refuses a policy nginx would misread", () => {
    expect(() => nginxCspInclude(`script-src "x"`)).toThrow(/nginx would misread/);
    expect(() => nginxCspInclude("script-src $x")).toThrow(/nginx would misread/);
  });
});

describe("nginxCspInclude for a long policy", () => {
  it("builds the header from parts nginx can read (none over 4 KB) that join back into the policy", () => {
    const policy = `default-src 'self'; script-src 'self' ${Array.from({ length: 120 }, (_, i) => `'sha256-${String(i).padStart(44, "x")}'`).join(" ")}`;
    const include = nginxCspInclude(policy);
    const parts = includeParts(include);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThan(4096);
    expect(policyOfInclude(include)).toBe(policy);
    expect(include).toContain("add_header Content-Security-Policy $beltwright_csp always;");
  });
});

describe("the CMS's origin", () => {
  it("sends nothing elsewhere while the CMS is on the site's own origin", () => {
    const { root, publicDir } = builtSite();
    writeDeployArtefacts(root, publicDir, { forms: { provider: "email", embedOrigins: [] } });
    expect(fs.readFileSync(path.join(publicDir, "_redirects"), "utf8").split("\n").filter((line) => line && !line.startsWith("#"))).toEqual([]);
    expect(fs.readFileSync(nginxCmsOriginIncludePath(root), "utf8")).toMatch(/^map "\$host:\$uri" \$beltwright_cms_redirect \{\n {4}default "";\n\}$/m);
  });

  it("with the CMS on an origin of its own, serves only its page there and sends editors there, for Netlify and nginx", () => {
    const { root, publicDir } = builtSite();
    const cmsOrigin = { origin: "https://cms.beltwright.example", siteUrl: "https://www.beltwright.example" };
    writeDeployArtefacts(root, publicDir, { forms: { provider: "email", embedOrigins: [] } }, { cmsOrigin });
    // Netlify: first match wins; the CMS's origin's rules first, the page's rewrite before its catch-all.
    expect(fs.readFileSync(path.join(publicDir, "_redirects"), "utf8").split("\n").filter((line) => line && !line.startsWith("#"))).toEqual([
      "https://cms.beltwright.example/admin/ /admin/index.html 200!",
      "https://cms.beltwright.example/* https://www.beltwright.example/:splat 301!",
      "/admin/ https://cms.beltwright.example/admin/ 301!",
      "/admin/index.html https://cms.beltwright.example/admin/ 301!",
    ]);
    // nginx: the same decisions, by host and path (e2e/cms-origin.spec.ts asks nginx itself).
    const include = fs.readFileSync(nginxCmsOriginIncludePath(root), "utf8");
    expect(include).toContain('"cms.beltwright.example:/admin/" "";');
    expect(include).toContain('"~^cms\\.beltwright\\.example:" "https://www.beltwright.example$request_uri";');
    expect(include).toContain('"~^[^:]*:/admin/(index\\.html)?$" "https://cms.beltwright.example/admin/";');
  });
});
