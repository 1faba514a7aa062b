/** @jest-environment node */
import fs from "fs";
import path from "path";
import { cmsOriginRedirects, collectInlineHashes, nginxCmsOriginInclude, nginxCspInclude, publicFiles, writeDeployArtefacts } from "../../src/node/deployArtefacts";
import { netlifyRedirectFor, parseRedirectsFile } from "../../tools/serve/netlifyRedirects";
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
  const cmsOrigin = { origin: "https://cms.beltwright.example", siteUrl: "https://www.beltwright.example" };
  const files = ["/index.html", "/404.html", "/contact/index.html", "/admin/index.html", "/admin/cms-0123456789abcdef0123.js", "/admin/decap-cms-app-3.16.3/decap-cms-app.js", "/admin/cookie-manager/index.html", "/admin/emails/invitation.html", "/app-0123456789abcdef0123.js", "/static/a/b.webp", "/icon.png"];
  const rules = parseRedirectsFile(cmsOriginRedirects(cmsOrigin, files).join("\n"));
  const netlify = (host: string, address: string) => netlifyRedirectFor(address, rules, { host, isFile: (pathname) => files.includes(pathname) });

  it("on Netlify, serves the CMS's page and no page of the site on its origin, and sends editors there from every other name", () => {
    expect(netlify("cms.beltwright.example", "/admin/")).toEqual({ status: 200, location: "/admin/index.html" });
    for (const page of ["/", "/contact/", "/contact", "/contact/index.html", "/404.html", "/admin/cookie-manager/", "/admin/emails/invitation.html", "/no-such-page/"]) {
      // Netlify matches an address with or without its final slash: "/contact" takes the rule for "/contact/".
      const location = `https://www.beltwright.example${page === "/contact" ? "/contact/" : page}`;
      expect([page, netlify("cms.beltwright.example", page)]).toEqual([page, { status: 301, location }]);
    }
    // Its scripts (and the site's other files, none of which runs the site's scripts) are served there as they are.
    for (const file of ["/admin/cms-0123456789abcdef0123.js", "/admin/decap-cms-app-3.16.3/decap-cms-app.js", "/static/a/b.webp"]) expect([file, netlify("cms.beltwright.example", file)]).toEqual([file, undefined]);
    for (const host of ["www.beltwright.example", "beltwright.netlify.app", "deploy-preview-7--beltwright.netlify.app"]) {
      for (const page of ["/admin/", "/admin/index.html"]) expect([host, page, netlify(host, page)]).toEqual([host, page, { status: 301, location: "https://cms.beltwright.example/admin/" }]);
      expect([host, netlify(host, "/contact/")]).toEqual([host, undefined]);
    }
  });

  it("for nginx, serves what is under /admin/ on its origin but the staff's page, and sends everything else to the site", () => {
    const include = nginxCmsOriginInclude(cmsOrigin);
    expect(include).toContain('"~^cms\\.beltwright\\.example:/admin/(?!cookie-manager|emails)" "";');
    expect(include).toContain('"~^cms\\.beltwright\\.example:" "https://www.beltwright.example$request_uri";');
    expect(include).toContain('"~^[^:]*:/admin/(index\\.html)?$" "https://cms.beltwright.example/admin/";');
    // Its not-found page (a page of the site) is not shown on the CMS's origin either: deploy/nginx.conf sends it to the site.
    expect(include).toContain('map $host $beltwright_cms_site {\n    default "";\n    "cms.beltwright.example" "https://www.beltwright.example";\n}');
    // With the CMS on the site's own origin nothing is sent anywhere.
    expect(nginxCmsOriginInclude()).toMatch(/^map "\$host:\$uri" \$beltwright_cms_redirect \{\n {4}default "";\n\}\nmap \$host \$beltwright_cms_site \{\n {4}default "";\n\}$/m);
  });
});
