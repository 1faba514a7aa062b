/** @jest-environment node */
import { cmsPagePolicy, cmsPageHeaders, nginxCmsPageInclude } from "../../../src/node/cms/headers";
import { mergePhrases, messageOverrides } from "../../../src/cms/locale";
import { cmsPackageDir } from "../../../src/node/cms/packages";
import { backendOrigins, parseCmsSettings } from "../../../src/node/cms/settings";
import fs from "fs";
import path from "path";
import { netlifyHeadersFile } from "../../../src/node/deployArtefacts";
import { netlifyHeadersFor, parseHeadersFile, readNetlifyToml, tomlHeaderRules } from "../../../tools/serve/netlifyHeaders";
import { adminHeaders, headersFor, inlineHash, staticSecurityHeaders } from "../../../src/node/securityHeaders";

describe("cms.config.json", () => {
  it("defaults to GitHub on main with drafts and review, and the local backend on port 8081", () => {
    expect(parseCmsSettings({ github: { repo: "beltwright/site" } })).toEqual({
      settings: {
        backend: { name: "github", repo: "beltwright/site", branch: "main" },
        editorialWorkflow: true,
        localBackendPort: 8081,
        origins: { connect: ["https://api.github.com"], images: ["https://avatars.githubusercontent.com"] },
      },
      problems: [],
    });
  });

  it("takes the GitHub backend with its repository and its own sign-in, and a port from CMS_LOCAL_BACKEND_PORT", () => {
    const parsed = parseCmsSettings(
      { backend: "github", branch: "live", editorialWorkflow: false, github: { repo: "beltwright/site", baseUrl: "https://www.beltwright.example", authEndpoint: ".netlify/functions/cms-auth" } },
      { CMS_LOCAL_BACKEND_PORT: "8085" },
    );
    expect(parsed.settings).toEqual({
      backend: { name: "github", repo: "beltwright/site", branch: "live", base_url: "https://www.beltwright.example", auth_endpoint: ".netlify/functions/cms-auth" },
      editorialWorkflow: false,
      localBackendPort: 8085,
      origins: { connect: ["https://api.github.com"], images: ["https://avatars.githubusercontent.com"] },
    });
  });

  it("takes a Git-Gateway-compatible service signing in with PKCE, and keeps Netlify's Git Gateway, without drafts unless asked", () => {
    const pkce = parseCmsSettings({
      backend: "git-gateway-pkce",
      gateway: { gatewayUrl: "https://gateway.example", authUrl: "https://auth.example", authEndpoint: "sites/1/pkce", tokenEndpoint: "sites/1/token", appId: "" },
    });
    expect(pkce.settings).toEqual({
      backend: { name: "git-gateway", branch: "main", auth_type: "pkce", base_url: "https://auth.example", gateway_url: "https://gateway.example", auth_endpoint: "sites/1/pkce", auth_token_endpoint: "sites/1/token" },
      editorialWorkflow: false,
      localBackendPort: 8081,
      origins: { connect: ["https://gateway.example", "https://auth.example", "https://www.netlifystatus.com"], images: [] },
    });
    expect(parseCmsSettings({ backend: "git-gateway", editorialWorkflow: true }).settings).toEqual({
      backend: { name: "git-gateway", branch: "main" },
      editorialWorkflow: true,
      localBackendPort: 8081,
      origins: { connect: ["https://www.netlifystatus.com"], images: [] },
    });
  });

  it("names each mistake instead of guessing", () => {
    expect(parseCmsSettings({ backend: "github", github: { repo: "site" }, localBackendPort: 80 }).problems).toEqual([
      'cms.config.json: "localBackendPort" (or CMS_LOCAL_BACKEND_PORT) must be a port number from 1024 to 65535, found "80".',
      'cms.config.json: the "github" backend needs "github.repo" as "owner/name", found "site".',
    ]);
    expect(parseCmsSettings({ backend: "gitlab" }).problems).toEqual(['cms.config.json: "backend" must be one of "github", "git-gateway-pkce", "git-gateway", found "gitlab".']);
    expect(parseCmsSettings({ backend: "git-gateway-pkce", gateway: { gatewayUrl: "http://gateway.example" }, editorialWorkflow: "yes" }).problems).toEqual([
      'cms.config.json: the "git-gateway-pkce" backend needs "gateway.authUrl", the address your gateway service gives you.',
      'cms.config.json: "gateway.gatewayUrl" must start with https://, found "http://gateway.example".',
      'cms.config.json: "editorialWorkflow" must be true or false, found "yes".',
    ]);
  });

  it("in the repository, chooses GitHub with drafts and review", () => {
    const raw: unknown = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "..", "cms.config.json"), "utf8"));
    expect(parseCmsSettings(raw).settings).toMatchObject({ backend: { name: "github" }, editorialWorkflow: true });
  });
});

describe("the CMS page's headers", () => {
  const directive = (csp: string, name: string): string[] => csp.split("; ").find((d) => d.startsWith(`${name} `))?.split(" ").slice(1) ?? [];

  it("allow what Decap needs on its page only: inline styles, blob pictures, and no evaluated code", () => {
    const csp = cmsPagePolicy(backendOrigins({ name: "git-gateway", branch: "main" }), []);
    expect(directive(csp, "script-src")).toEqual(["'self'"]);
    expect(directive(csp, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(csp, "img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
  });

  it("allow the page's own inline script by its hash, and no other", () => {
    const script = "document.documentElement.setAttribute('data-cms-start', 'login');";
    const csp = cmsPagePolicy(backendOrigins({ name: "github", repo: "a/b", branch: "main" }), [script, script]);
    expect(directive(csp, "script-src")).toEqual(["'self'", `'${inlineHash(script)}'`]);
  });

  it("let the GitHub backend reach GitHub's API and the editors' pictures, and nothing else", () => {
    const csp = cmsPagePolicy(backendOrigins({ name: "github", repo: "a/b", branch: "main" }), []);
    expect(directive(csp, "connect-src")).toEqual(["'self'", "https://api.github.com"]);
    expect(directive(csp, "img-src")).toEqual(["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"]);
  });

  it("let a PKCE gateway reach the gateway and its sign-in service, and Git Gateway Netlify's status page", () => {
    const pkce = cmsPagePolicy(backendOrigins({ name: "git-gateway", branch: "main", auth_type: "pkce", base_url: "https://auth.example", gateway_url: "https://gateway.example/repos/a/b", identity_url: "https://auth.example/sites/1" }), []);
    expect(directive(pkce, "connect-src")).toEqual(["'self'", "https://gateway.example", "https://auth.example", "https://www.netlifystatus.com"]);
    expect(directive(cmsPagePolicy(backendOrigins({ name: "git-gateway", branch: "main" }), []), "connect-src")).toEqual(["'self'", "https://www.netlifystatus.com"]);
  });

  it("keep every fixed header of the site, noindex and revalidation, let the sign-in window reach back, and restate them all for nginx", () => {
    const headers = cmsPageHeaders(backendOrigins({ name: "git-gateway", branch: "main" }), []);
    expect(headers).toMatchObject({ ...staticSecurityHeaders, ...adminHeaders, "Cache-Control": "public, max-age=0, must-revalidate", "Cross-Origin-Opener-Policy": "same-origin-allow-popups" });
    const include = nginxCmsPageInclude(backendOrigins({ name: "git-gateway", branch: "main" }), []);
    for (const [name, value] of Object.entries(headers)) expect(include).toContain(`add_header ${name} "${value}" always;`);
  });
});

describe("Netlify's headers with the CMS built", () => {
  const netlifyToml = readNetlifyToml(fs.readFileSync(path.join(__dirname, "..", "..", "..", "netlify.toml"), "utf8"));
  const files = ["/index.html", "/404.html", "/about/index.html", "/sectors/aviation/index.html", "/admin/index.html", "/admin/cms-0123456789abcdef0123.js", "/admin/cookie-manager/index.html", "/app-0123456789abcdef0123.js", "/static/a/b.webp", "/robots.txt"];
  const sitePolicy = "default-src 'self'";
  const cmsPolicy = cmsPagePolicy(backendOrigins({ name: "git-gateway", branch: "main" }), []);
  const rules = [...tomlHeaderRules(netlifyToml), ...parseHeadersFile(netlifyHeadersFile(sitePolicy, files, cmsPolicy))];

  it("send the CMS's page what nginx sends it (its own policy, and an opener policy that lets the sign-in window answer), every other file the site's", () => {
    for (const page of ["/admin/", "/admin/index.html"]) expect(netlifyHeadersFor(page, rules)).toEqual(cmsPageHeaders(backendOrigins({ name: "git-gateway", branch: "main" }), []));
    for (const file of ["/", "/about/", "/sectors/aviation/", "/admin/cookie-manager/", "/admin/cms-0123456789abcdef0123.js", "/app-0123456789abcdef0123.js", "/robots.txt"]) {
      expect([file, netlifyHeadersFor(file, rules)]).toEqual([file, headersFor(file, sitePolicy)]);
    }
  });

  it("send the site's policy to an address no file starts like, where the not-found page answers", () => {
    for (const missing of ["/no-such-page/", "/ad", "/admi", "/admin/index.htm", "/.env", "/wp-login.php"]) {
      expect([missing, netlifyHeadersFor(missing, rules)]).toEqual([missing, headersFor(missing, sitePolicy)]);
    }
  });
});

describe("the CMS's messages", () => {
  it("overrides only the keys given", () => {
    expect(mergePhrases({ a: { b: "1", c: "2" }, d: "3" }, { a: { b: "x" } })).toEqual({ a: { b: "x", c: "2" }, d: "3" });
  });

  it("asks before a page is deleted in words that lead to Moved pages, replacing questions Decap asks", () => {
    // Decap's English messages (the locales package its bundle is built with) and the editor that asks them.
    const english = fs.readFileSync(path.join(cmsPackageDir(path.join(__dirname, "..", "..", ".."), "decap-cms-locales"), "src", "en", "index.js"), "utf8");
    const editor = fs.readFileSync(path.join(cmsPackageDir(path.join(__dirname, "..", "..", ".."), "decap-cms-core"), "src", "components", "Editor", "Editor.js"), "utf8");
    for (const [key, text] of Object.entries(messageOverrides.editor.editor)) {
      expect(english).toMatch(new RegExp(`\\b${key}:`));
      expect(editor).toContain(`t('editor.editor.${key}')`);
      expect(text).toMatch(/add the address under Moved pages: with the page that replaces it, or under Retired addresses if nothing does\. Until then the site refuses the publish and keeps showing this page\.$/);
    }
  });
});
