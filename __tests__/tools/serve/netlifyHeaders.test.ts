/** @jest-environment node */
import fs from "fs";
import path from "path";
import { netlifyHeadersFile } from "../../../src/node/deployArtefacts";
import { forRegExp, netlifyHeadersFor, parseHeadersFile, readNetlifyToml, tomlHeaderRules, type HeaderRule } from "../../../tools/serve/netlifyHeaders";
import { adminHeaders, CACHE_IMMUTABLE, headersFor, SITE_OPENER_POLICY, staticSecurityHeaders } from "../../../src/node/securityHeaders";

const root = path.join(__dirname, "..", "..", "..");
const netlifyToml = readNetlifyToml(fs.readFileSync(path.join(root, "netlify.toml"), "utf8"));

describe("readNetlifyToml", () => {
  it("reads tables, arrays of tables, strings, numbers and booleans, ignoring comments", () => {
    const text = [
      "# comment",
      "top = 'literal \\n kept'",
      "[build]",
      '  command = "npm run build" # trailing comment',
      "  retries = 3",
      "[build.environment]",
      '  NODE_VERSION = "20"',
      "[[headers]]",
      '  for = "/*"',
      "  [headers.values]",
      '    X-Test = "a \\"quoted\\" \\u00e9"',
      "[[headers]]",
      '  for = "/b"',
      "  enabled = false",
    ].join("\n");
    expect(readNetlifyToml(text)).toEqual({
      top: "literal \\n kept",
      build: { command: "npm run build", retries: 3, environment: { NODE_VERSION: "20" } },
      headers: [{ for: "/*", values: { "X-Test": 'a "quoted" é' } }, { for: "/b", enabled: false }],
    });
  });

  it("reports a broken file with its line instead of guessing", () => {
    expect(() => readNetlifyToml('\na = "x"\na = "y"')).toThrow(/^netlify\.toml line 3: .*redefine/);
    expect(() => readNetlifyToml('a = "open')).toThrow(/^netlify\.toml line 1: .*unfinished string/);
    expect(() => readNetlifyToml("just words")).toThrow(/^netlify\.toml line 1: /);
    expect(() => readNetlifyToml('a = "x" "y"')).toThrow(/^netlify\.toml line 1: /);
  });

  it("refuses a [[headers]] block without a path or values", () => {
    expect(() => tomlHeaderRules(readNetlifyToml('[[headers]]\n  for = "/*"\n'))).toThrow("netlify.toml: each [[headers]] block needs `for` and [headers.values].");
    expect(() => tomlHeaderRules(readNetlifyToml('[[headers]]\n  [headers.values]\n    A = "1"\n'))).toThrow("netlify.toml: each [[headers]] block needs `for` and [headers.values].");
    expect(() => tomlHeaderRules(readNetlifyToml('[[headers]]\n  for = "/*"\n  [headers.values]\n    A = 1\n'))).toThrow("netlify.toml: header A for /* must be a string.");
  });
});

describe("Netlify path patterns", () => {
  it.each([
    ["/*", "/", true],
    ["/*", "/services/seat-belt-repairs/", true],
    ["/static/*", "/static/abc/hero.webp", true],
    // As in Netlify's own parser, the slash before a whole-segment * is optional.
    ["/static/*", "/staticfile.js", true],
    ["/static/*", "/other/static/a.js", false],
    ["/admin/*", "/admin", true],
    ["/admin/*", "/admin/cookie-manager/", true],
    ["/admin/*", "/page-data/admin/cookie-manager/page-data.json", false],
    ["/app-0123456789abcdef0123.js", "/app-0123456789abcdef0123.js", true],
    ["/app-0123456789abcdef0123.js", "/app-0123456789abcdef0123xjs", false],
    ["/services/", "/services", true],
    ["/*.js", "/a/b.js", true],
    ["/sectors/:slug/", "/sectors/aviation/", true],
    ["/sectors/:slug/", "/sectors/a/b/", false],
  ])("%s matches %s: %s", (pattern, urlPath, expected) => {
    expect(forRegExp(pattern).test(urlPath)).toBe(expected);
  });

  it("refuses two matching rules that set the same header", () => {
    const rules: HeaderRule[] = [
      { for: "/*", values: { "Cache-Control": "a" }, source: "netlify.toml" },
      { for: "/static/*", values: { "cache-control": "b" }, source: "_headers" },
    ];
    expect(netlifyHeadersFor("/", rules)).toEqual({ "Cache-Control": "a" });
    expect(() => netlifyHeadersFor("/static/x", rules)).toThrow('cache-control for /static/x is set both by "/*" (netlify.toml) and "/static/*" (_headers).');
  });

  it("lets an exact path replace a wildcard's value only after it in the same file, where the most specific rule and the last one agree", () => {
    const wildcard: HeaderRule = { for: "/*", values: { "X-Policy": "site" }, source: "_headers" };
    const page: HeaderRule = { for: "/admin/", values: { "X-Policy": "cms" }, source: "_headers" };
    expect(netlifyHeadersFor("/admin/", [wildcard, page])).toMatchObject({ "X-Policy": "cms" });
    expect(netlifyHeadersFor("/admin", [wildcard, page])).toMatchObject({ "X-Policy": "cms" });
    expect(netlifyHeadersFor("/about/", [wildcard, page])).toMatchObject({ "X-Policy": "site" });
    // Before the wildcard, the last rule would be the wildcard; in another file, Netlify's own order decides.
    expect(() => netlifyHeadersFor("/admin/", [page, wildcard])).toThrow('X-Policy for /admin/ is set both by "/admin/" (_headers) and "/*" (_headers).');
    expect(() => netlifyHeadersFor("/admin/", [{ ...wildcard, source: "netlify.toml" }, page])).toThrow("is set both by");
    // Two wildcards, or a placeholder, are not one address.
    expect(() => netlifyHeadersFor("/admin/", [wildcard, { ...page, for: "/admin/*" }])).toThrow("is set both by");
    expect(() => netlifyHeadersFor("/admin/", [wildcard, { ...page, for: "/:section/" }])).toThrow("is set both by");
  });

  it("reads a _headers file", () => {
    expect(parseHeadersFile("# c\n/*\n  A: 1\n  B: x: y\n/b\n  C: 3\n")).toEqual([
      { for: "/*", values: { A: "1", B: "x: y" }, source: "_headers" },
      { for: "/b", values: { C: "3" }, source: "_headers" },
    ]);
    expect(() => parseHeadersFile("  A: 1\n")).toThrow("_headers line 1");
  });
});

describe("netlify.toml", () => {
  it("builds the site with npm on the Node line the tests use (.nvmrc), and publishes public/", () => {
    const nvmrc = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
    const major = nvmrc.split(".")[0];
    expect(nvmrc).toMatch(/^24\.\d+\.\d+$/);
    expect(netlifyToml.build).toEqual({
      command: "npm run build",
      publish: "public",
      environment: { NODE_VERSION: major, GATSBY_TELEMETRY_DISABLED: "1", NETLIFY_SKIP_GATSBY_BUILD_PLUGIN: "true" },
    });
    const engines = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { engines: { node: string } }).engines.node;
    // Node 24 from its first LTS release (24.11); the line CI tests is the only one named. Netlify's "24" is the latest 24.x.
    expect(engines).toBe(`^${major}.11.0`);
  });

  it("declares the fixed security headers for every path (the resource policy among them), /static/ caching and /admin/ noindex", () => {
    const rules = tomlHeaderRules(netlifyToml);
    expect(rules.map((rule) => rule.for)).toEqual(["/*", "/static/*", "/admin/*"]);
    expect(rules[0].values).toEqual(staticSecurityHeaders);
    expect(rules[0].values["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    expect(rules[1].values).toEqual({ "Cache-Control": CACHE_IMMUTABLE });
    expect(rules[2].values).toEqual(adminHeaders);
  });

  it("with the generated _headers, gives every kind of path exactly the headers nginx is meant to send", () => {
    const csp = "default-src 'self'; frame-ancestors 'none'";
    const files = ["/app-0123456789abcdef0123.js", "/index.html", "/page-data/app-data.json", "/static/abc/a.webp", "/icon.png"];
    const rules = [...tomlHeaderRules(netlifyToml), ...parseHeadersFile(netlifyHeadersFile(csp, files))];
    const paths = [
      "/",
      "/services/",
      "/admin/cookie-manager/",
      "/page-data/services/page-data.json",
      "/app-0123456789abcdef0123.js",
      "/static/abc/a.webp",
      "/icon.png",
      "/guides/fleet-operator-safety-guide.pdf",
    ];
    for (const urlPath of paths) expect([urlPath, netlifyHeadersFor(urlPath, rules)]).toEqual([urlPath, headersFor(urlPath, csp)]);
  });

  it("with the CMS built, still sends the site's policy and opener policy to every address but the CMS's page, files or not", () => {
    const csp = "default-src 'self'; frame-ancestors 'none'";
    const files = ["/index.html", "/404.html", "/about/index.html", "/admin/index.html", "/admin/cookie-manager/index.html", "/app-0123456789abcdef0123.js", "/static/abc/a.webp"];
    const rules = [...tomlHeaderRules(netlifyToml), ...parseHeadersFile(netlifyHeadersFile(csp, files, "default-src 'self'; script-src 'self' 'unsafe-eval'"))];
    // Not-found addresses: Netlify answers them with 404.html, under whichever rules match the address.
    for (const urlPath of ["/", "/about/", "/no-such-page/", "/qwerty", "/ad", "/admi", "/admin/no-such-page/", "/.env", "/wp-login.php", "/%C3%A9t%C3%A9/"]) {
      expect([urlPath, netlifyHeadersFor(urlPath, rules)]).toEqual([urlPath, headersFor(urlPath, csp)]);
    }
    for (const page of ["/admin/", "/admin/index.html"]) {
      expect(netlifyHeadersFor(page, rules)).toMatchObject({ "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-eval'", "Cross-Origin-Opener-Policy": "same-origin-allow-popups", "Cross-Origin-Resource-Policy": "same-origin" });
    }
  });
});

describe("deploy/nginx.conf", () => {
  const conf = fs.readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8");

  it("sends the same fixed security headers as netlify.toml, and the site's opener policy, on every response", () => {
    const fixed = [...conf.matchAll(/^\s*add_header (\S+) "([^"]*)" always;$/gm)].map(([, name, value]) => [name, value]);
    expect(Object.fromEntries(fixed)).toEqual({ ...staticSecurityHeaders, "Cross-Origin-Opener-Policy": SITE_OPENER_POLICY });
    expect(conf).toContain("include /srv/beltwright/deploy/generated/content-security-policy.conf;");
    // add_header inside a location would drop the server-level ones there.
    const locations = conf.slice(conf.search(/^\s*location /m));
    expect(locations).not.toContain("add_header");
  });
});
