import fs from "fs";
import http from "http";
import path from "path";
import zlib from "zlib";
import type { Page } from "@playwright/test";
import { isBuildInternal } from "../src/node/buildInternals";
import { compressibleExtensions, MIN_BYTES } from "../src/node/compressPublic";
import { publicFiles } from "../src/node/deployArtefacts";
import { netlifyHeadersFor, parseHeadersFile, readNetlifyToml, tomlHeaderRules } from "../tools/serve/netlifyHeaders";
import { nginxInstall } from "../tools/serve/nginxServer";
import { headersFor, inlineHash, inlineScripts, inlineStyles } from "../src/node/securityHeaders";
import { expect, test, visit } from "./fixtures";
import { configuredPolicy, recordViolations, settle, sources, trackRequests, violations } from "./policy";
import { routes } from "./routes";
import { nginxOrigin } from "./servers";

/**
 * The built site behind real nginx with deploy/nginx.conf (started by
 * playwright.config.ts): status codes, headers, compression, and every page in
 * Chromium under its Content-Security-Policy.
 */

const rootDir = path.join(__dirname, "..");
const publicDir = path.join(rootDir, "public");
/** A file nginx compresses on the fly because the build wrote no copy of it (added and removed by the compression test). */
const uncopiedFile = "/compression-fallback-check.txt";
/** What is published: the compressed copies are written for nginx only (never on Netlify) and served in place of their file. */
const isCompressedCopy = (file: string): boolean => /\.(?:gz|br)$/.test(file);
const files = publicFiles(publicDir).filter((file) => file !== "/_headers" && file !== "/_redirects" && file !== uncopiedFile && !isCompressedCopy(file));
const netlifyRules = [
  ...tomlHeaderRules(readNetlifyToml(fs.readFileSync(path.join(rootDir, "netlify.toml"), "utf8"))),
  ...parseHeadersFile(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")),
];
/** The policy of this build, as written for Netlify; nginx must send the same. */
const builtCsp = netlifyRules.find((rule) => (rule.for === "/*" || rule.for === "/") && rule.values["Content-Security-Policy"])?.values["Content-Security-Policy"] ?? "";
/** Whether this build talks to no outside service (nothing configured), as with the repository as committed. */
const builtUnconfigured = (): boolean => sources(builtCsp, "connect-src").join(" ") === "'self'" && sources(builtCsp, "frame-src").join(" ") === "'none'";
const managedHeaders = [
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-resource-policy",
  "cross-origin-opener-policy",
  "content-security-policy",
  "cache-control",
  "x-robots-tag",
];
const notFoundHeading = (JSON.parse(fs.readFileSync(path.join(rootDir, "data", "not-found.json"), "utf8")) as { heading: string }).heading;

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A plain HTTP request, so redirects, encodings and headers are seen exactly as sent. */
function request(urlPath: string, { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${nginxOrigin}${urlPath}`, { method, headers: { "accept-encoding": "identity", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const flat = Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : (value ?? "")]));
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** The headers this project sets, lower-cased, from a response or an expectation. */
function managed(headers: Record<string, string>): Record<string, string> {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return Object.fromEntries(managedHeaders.filter((name) => name in lower).map((name) => [name, lower[name]]));
}

test.describe("served by nginx with deploy/nginx.conf", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP responses do not depend on the screen");

  test("the build wrote a policy that frames nothing and allows only the site itself by default", () => {
    test.skip(!builtUnconfigured(), "this build has outside services configured");
    expect(builtCsp).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(builtCsp).toContain("frame-ancestors 'none'");
    expect(sources(builtCsp, "script-src")).not.toContain("'unsafe-inline'");
    expect(sources(builtCsp, "style-src-elem")).not.toContain("'unsafe-inline'");
  });

  test("every route answers 200 with a page's headers, and its policy allows each of its inline scripts and styles", async () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const reply = await request(route);
      expect([route, reply.status]).toEqual([route, 200]);
      expect(reply.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect([route, managed(reply.headers)]).toEqual([route, managed(headersFor(route, builtCsp))]);
      const csp = reply.headers["content-security-policy"];
      const html = reply.body.toString("utf8");
      const scripts = inlineScripts(html).map((script) => `'${inlineHash(script)}'`);
      const styles = inlineStyles(html).map((style) => `'${inlineHash(style)}'`);
      expect(scripts.length).toBeGreaterThan(0);
      expect(styles.length).toBeGreaterThan(0);
      const notAllowed = [...scripts.filter((hash) => !sources(csp, "script-src").includes(hash)), ...styles.filter((hash) => !sources(csp, "style-src-elem").includes(hash))];
      expect([route, notAllowed]).toEqual([route, []]);
    }
  });

  test("every file of the build gets the same headers from nginx as from Netlify (netlify.toml with public/_headers)", async () => {
    const differences: string[] = [];
    for (const file of [...routes, ...files]) {
      const reply = await request(file, { method: "HEAD" });
      const fromNginx = managed(reply.headers);
      const fromNetlify = managed(netlifyHeadersFor(file, netlifyRules));
      if (reply.status !== 200) differences.push(`${file}: status ${reply.status}`);
      else if (JSON.stringify(fromNginx) !== JSON.stringify(fromNetlify)) differences.push(`${file}: nginx ${JSON.stringify(fromNginx)} Netlify ${JSON.stringify(fromNetlify)}`);
    }
    expect(files.length).toBeGreaterThan(100);
    expect(differences).toEqual([]);
  });

  test("caching follows Gatsby's guide for each kind of file", async () => {
    const revalidate = "public, max-age=0, must-revalidate";
    const immutable = "public, max-age=31536000, immutable";
    const first = (pattern: RegExp): string => {
      const file = files.find((f) => pattern.test(f));
      if (!file) throw new Error(`No file like ${pattern} in public/`);
      return file;
    };
    const expected: [string, string][] = [
      ["/", revalidate],
      ["/services/seat-belt-repairs/", revalidate],
      ["/404.html", revalidate],
      [first(/^\/page-data\/index\/page-data\.json$/), revalidate],
      [first(/^\/page-data\/app-data\.json$/), revalidate],
      [first(/^\/page-data\/sq\/d\/\d+\.json$/), revalidate],
      [first(/^\/app-[0-9a-f]{20}\.js$/), immutable],
      [first(/^\/webpack-runtime-[0-9a-f]{20}\.js$/), immutable],
      [first(/^\/component---src-templates-sector-tsx-[0-9a-f]{20}\.js$/), immutable],
      [first(/^\/static\/.+\.webp$/), immutable],
      ["/icon.png", revalidate],
      ["/manifest.webmanifest", revalidate],
      ["/robots.txt", revalidate],
      [first(/^\/guides\/.+\.pdf$/), revalidate],
    ];
    for (const [file, cacheControl] of expected) {
      const reply = await request(file, { method: "HEAD" });
      expect([file, reply.status, reply.headers["cache-control"]]).toEqual([file, 200, cacheControl]);
    }
  });

  test("an unknown path answers 404 with the not-found page, every security header and no long caching, from nginx as from Netlify", async () => {
    const missingPaths = ["/no-such-page/", "/no-such-page", "/services/no-such-service/", "/static/", "/static/missing.webp", "/app-00000000000000000000.js", "/_headers", "/_redirects", "/admin/missing/"];
    // Addresses no file of the build starts like (and the probes every site gets): Netlify matches its rules on the address.
    missingPaths.push("/qwerty", "/ad", "/admi", "/.env", "/wp-login.php", "/%C3%A9t%C3%A9/");
    for (const missing of missingPaths) {
      const reply = await request(missing);
      expect([missing, reply.status]).toEqual([missing, 404]);
      expect(reply.body.toString("utf8")).toContain(notFoundHeading);
      expect([missing, managed(reply.headers)]).toEqual([missing, managed(headersFor(missing === "/admin/missing/" ? missing : "/404.html", builtCsp))]);
      // Caching aside: Netlify's rule for /static/ gives a missing file there the year-long caching too.
      const security = (headers: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(managed(headers)).filter(([name]) => name !== "cache-control"));
      expect([missing, security(netlifyHeadersFor(decodeURIComponent(missing), netlifyRules))]).toEqual([missing, security(reply.headers)]);
    }
  });

  test("a page address without its trailing slash is redirected to it, keeping the query string", async () => {
    const redirects: [string, string][] = [
      ["/services", "/services/"],
      ["/sectors/aviation?utm_source=newsletter&x=1", "/sectors/aviation/?utm_source=newsletter&x=1"],
      ["/admin/cookie-manager", "/admin/cookie-manager/"],
    ];
    for (const [from, to] of redirects) {
      const reply = await request(from);
      expect([from, reply.status, reply.headers.location]).toEqual([from, 301, to]);
      expect(managed(reply.headers)).toEqual(managed(headersFor(from, builtCsp)));
    }
    expect((await request("/robots.txt")).status).toBe(200);
    expect((await request("/sitemap-index.xml")).status).toBe(200);
  });

  test("text is sent as the copies the build compressed (gzip, and brotli where nginx has the module), images as they are", async () => {
    const text = ["/", "/services/", files.find((f) => /^\/app-.*\.js$/.test(f)) ?? "", "/page-data/index/page-data.json", "/logo.svg", "/manifest.webmanifest", "/sitemap-0.xml", files.find((f) => f.endsWith(".txt") && fs.statSync(path.join(publicDir, f)).size >= MIN_BYTES) ?? ""];
    // One file of each kind the build compresses and has (its CSS is inline: no .css file).
    const kinds = compressibleExtensions.filter((ending) => files.some((file) => file.endsWith(ending) && fs.statSync(path.join(publicDir, file)).size >= MIN_BYTES));
    expect([...new Set(text.map((file) => path.extname(file.endsWith("/") ? "index.html" : file)))].sort()).toEqual([...kinds].sort());
    const { brotliModule, brotliStaticModule } = nginxInstall();
    const encodings: [string, string, (body: Buffer) => Buffer][] = [["gzip", ".gz", zlib.gunzipSync]];
    if (brotliStaticModule) encodings.push(["br", ".br", zlib.brotliDecompressSync]);
    else test.info().annotations.push({ type: "brotli", description: "no brotli static module in this nginx: only gzip checked" });
    for (const file of text) {
      const onDisk = path.join(publicDir, file.endsWith("/") ? `${file}index.html` : file);
      const plain = await request(file);
      expect(plain.body.equals(fs.readFileSync(onDisk))).toBe(true);
      for (const [encoding, ending, decode] of encodings) {
        const reply = await request(file, { headers: { "accept-encoding": encoding } });
        expect([file, reply.headers["content-encoding"], reply.headers.vary]).toEqual([file, encoding, "Accept-Encoding"]);
        // Byte for byte the build's copy: nothing was compressed for this request.
        expect([file, reply.body.equals(fs.readFileSync(`${onDisk}${ending}`))]).toEqual([file, true]);
        expect(decode(reply.body).equals(plain.body)).toBe(true);
      }
    }
    // What a browser asks for.
    const browser = await request("/", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(browser.headers["content-encoding"]).toBe(brotliStaticModule ? "br" : brotliModule ? "br" : "gzip");
    for (const image of ["/icon.png", files.find((f) => f.endsWith(".webp")) ?? ""]) {
      const reply = await request(image, { headers: { "accept-encoding": "br, gzip" } });
      expect([image, reply.headers["content-encoding"]]).toEqual([image, undefined]);
    }
    if (process.env.CI) expect(brotliModule && brotliStaticModule, ".ci/run installs libnginx-mod-http-brotli-filter and -static").toBeTruthy();
  });

  test("a text file the build wrote no copy of is still compressed, on the fly", async () => {
    const file = path.join(publicDir, uncopiedFile);
    fs.writeFileSync(file, "Seat belts, harnesses and restraints.\n".repeat(40));
    try {
      const plain = await request(uncopiedFile);
      expect(plain.status).toBe(200);
      const encodings: [string, (body: Buffer) => Buffer][] = [["gzip", zlib.gunzipSync]];
      if (nginxInstall().brotliModule) encodings.push(["br", zlib.brotliDecompressSync]);
      for (const [encoding, decode] of encodings) {
        const reply = await request(uncopiedFile, { headers: { "accept-encoding": encoding } });
        expect([encoding, reply.headers["content-encoding"]]).toEqual([encoding, encoding]);
        expect(decode(reply.body).equals(plain.body)).toBe(true);
        expect(reply.body.length).toBeLessThan(plain.body.length);
      }
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  test("the compressed copies are not served under their own names", async () => {
    const app = files.find((f) => /^\/app-.*\.js$/.test(f)) ?? "";
    for (const copy of ["/index.html.gz", "/index.html.br", `${app}.gz`, `${app}.br`, "/page-data/index/page-data.json.gz"]) {
      expect(fs.existsSync(path.join(publicDir, copy))).toBe(true);
      const reply = await request(copy);
      expect([copy, reply.status]).toEqual([copy, 404]);
    }
  });

  test("the build's internals (webpack stats, chunk map, source maps) are kept out of public/, so neither nginx nor Netlify serves them", async () => {
    const internalsDir = path.join(rootDir, "build-internals");
    const kept = publicFiles(internalsDir);
    // Kept for error reporting, outside what is published.
    expect(kept).toEqual(expect.arrayContaining(["/webpack.stats.json", "/chunk-map.json", expect.stringMatching(/^\/app-[0-9a-f]{20}\.js\.map$/)]));
    expect(publicFiles(publicDir).filter(isBuildInternal)).toEqual([]);
    // Netlify publishes public/ as it is; no redirect could bring them back.
    expect(readNetlifyToml(fs.readFileSync(path.join(rootDir, "netlify.toml"), "utf8")).redirects).toBeUndefined();
    for (const file of kept) {
      const reply = await request(file);
      expect([file, reply.status]).toEqual([file, 404]);
    }
    // This build's scripts and styles do not name their maps, so browsers never ask for them.
    const stats = JSON.parse(fs.readFileSync(path.join(internalsDir, "webpack.stats.json"), "utf8")) as { namedChunkGroups: Record<string, { assets: { name: string }[] }> };
    const built = [...new Set(Object.values(stats.namedChunkGroups).flatMap((group) => group.assets.map((asset) => `/${asset.name}`)))];
    expect(built).toEqual(expect.arrayContaining([expect.stringMatching(/^\/app-[0-9a-f]{20}\.js$/)]));
    const naming = built.filter((f) => /sourceMappingURL=/.test(fs.readFileSync(path.join(publicDir, f), "utf8")));
    expect(naming).toEqual([]);
  });
});


test.describe("every page in Chromium under the policy nginx sends", () => {
  // Each route, and the not-found page (its status 404 and its heading), runs under the policy nginx sends on the
  // same visit as its accessibility and link checks (e2e/quality.spec.ts: every route at desktop width, one route
  // per layout at phone width); nginx's headers for every route are checked above, over HTTP. Here the pages are
  // reached as a visitor moves between them, by the main menu on a desktop and the phone's menu on a phone: what
  // each move fetches (the next page's data and code) is checked here; each page scrolled through, its late parts
  // and pictures, is quality.spec's visit of that route, under the same policy.

  test("moving between pages in the browser stays within the policy", async ({ page, isMobile }) => {
    // Eight pages, each loaded on the way: more than the default 30 s when the machine is busy.
    test.setTimeout(90_000);
    const reported = await recordViolations(page);
    trackRequests(page);
    await visit(page, `${nginxOrigin}/`);
    const heading = page.locator("h1");
    for (const name of ["SERVICES", "PRODUCTS & APPLICATIONS", "TYPES OF SAFETY BELTS", "RESOURCES", "RESELLERS", "ABOUT", "MAKE AN ENQUIRY"]) {
      const previous = (await heading.textContent()) ?? "";
      if (isMobile) await page.getByRole("button", { name: /menu/i }).click();
      const link = page.getByRole("navigation", { name: isMobile ? "Mobile" : "Main" }).getByRole("link", { name, exact: true });
      const target = new URL((await link.getAttribute("href")) ?? "", nginxOrigin).href;
      await link.click();
      // The new page, not the one being left: its heading may still show while the next page loads, and the
      // phone menu, opened then, closes as the navigation lands (on a busy machine the link is never reached).
      await expect(page).toHaveURL(target, { timeout: 15_000 });
      await expect(heading).not.toHaveText(previous);
      await expect(heading).toBeVisible();
    }
    await page.getByRole("contentinfo").getByRole("navigation", { name: "Our services" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/services\/[^/]+\/$/);
    await expect(heading).toBeVisible();
    await settle(page);
    expect(await violations(page, reported)).toEqual([]);
  });
});

/**
 * Supabase, a form embed and analytics configured (`configuredConnections` in e2e/policy.ts). Their client code
 * lives in other modules; what is checked here is the policy such a build sends: the pages still run under it
 * (each route's visit in e2e/quality.spec.ts), and it lets through requests to exactly those services (answered
 * by stubs, nothing leaves this machine) and nothing else.
 */

type Route = Parameters<Parameters<Page["route"]>[1]>[0];

/**
 * Answers for the outside services, so that only the policy can stop a
 * request (nothing leaves this machine). Returns the hosts reached.
 */
async function stubOutsideServices(page: Page): Promise<string[]> {
  const reached: string[] = [];
  const stub = (body: string | Buffer, contentType: string) => async (route: Route) => {
    reached.push(new URL(route.request().url()).host);
    await route.fulfill({ status: 200, contentType, body, headers: { "access-control-allow-origin": "*" } });
  };
  const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
  await page.route("https://beltwright-demo.supabase.co/storage/v1/object/list/**", stub("[]", "application/json"));
  await page.route("https://beltwright-demo.supabase.co/storage/v1/object/public/**", stub(gif, "image/gif"));
  await page.route("https://beltwright-demo.supabase.co/rest/v1/**", stub("", "application/json"));
  const embed = `window.__embed = "loaded"; const f = document.createElement("iframe"); f.src = "https://forms.embed-provider.example/form"; f.onload = () => { window.__embed = "framed"; }; document.body.append(f);`;
  await page.route("https://forms.embed-provider.example/v1/embed.js", stub(embed, "text/javascript"));
  await page.route("https://forms.embed-provider.example/form", stub("<!doctype html><title>form</title>", "text/html"));
  await page.route("https://www.googletagmanager.com/gtag/js**", stub(`window.__ga = "loaded";`, "text/javascript"));
  await page.route("https://region1.google-analytics.com/**", stub("", "text/plain"));
  await page.route("https://cdn.unlisted.example/**", stub(`window.__unlisted = "ran";`, "text/javascript"));
  return reached;
}

/** Serves the built site from nginx with the policy a build with those services configured would have. */
async function serveConfigured(page: Page): Promise<{ csp: string; reached: string[] }> {
  const csp = configuredPolicy(publicDir);
  await page.route(`${nginxOrigin}/**`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": csp } });
  });
  return { csp, reached: await stubOutsideServices(page) };
}

/** What the configured modules do at run time, done from the page so that the policy applies. */
function useOutsideServices(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const load = (element: HTMLScriptElement | HTMLImageElement, src: string): Promise<string> =>
      new Promise((resolve) => {
        element.onload = () => resolve("loaded");
        element.onerror = () => resolve("blocked");
        element.src = src;
        if (element instanceof HTMLScriptElement) document.body.append(element);
      });
    const attempt = (url: string, init?: RequestInit): Promise<string> => fetch(url, init).then((r) => `status ${r.status}`, () => "blocked");
    const w = window as unknown as { __embed?: string; __ga?: string; __unlisted?: string };
    const results: Record<string, string> = {
      supabaseList: await attempt("https://beltwright-demo.supabase.co/storage/v1/object/list/guides", { method: "POST", body: "{}" }),
      supabaseInsert: await attempt("https://beltwright-demo.supabase.co/rest/v1/enquiries", { method: "POST", body: "{}" }),
      supabaseImage: await load(new Image(), "https://beltwright-demo.supabase.co/storage/v1/object/public/video/poster.gif"),
      embedScript: await load(document.createElement("script"), "https://forms.embed-provider.example/v1/embed.js"),
      analyticsScript: await load(document.createElement("script"), "https://www.googletagmanager.com/gtag/js?id=G-TEST000000"),
      analyticsBeacon: await attempt("https://region1.google-analytics.com/g/collect?v=2", { method: "POST", mode: "no-cors" }),
      unlistedScript: await load(document.createElement("script"), "https://cdn.unlisted.example/x.js"),
    };
    // A script that ran did its work as it ran (gtag's stand-in, the unlisted one), except the embed's frame, which
    // loads after it: waited for until it has loaded or the policy has refused it. A script that was refused never
    // ran, so nothing of it can come later.
    if (w.__embed === "loaded") {
      await new Promise<void>((resolve) => {
        const frame = [...document.querySelectorAll("iframe")].find((element) => element.src.startsWith("https://forms.embed-provider.example/"));
        if (!frame) throw new Error("the embed's script ran but added no frame");
        frame.addEventListener("load", () => resolve());
        document.addEventListener("securitypolicyviolation", (event) => {
          if (event.blockedURI.startsWith("https://forms.embed-provider.example/")) resolve();
        });
      });
    }
    return { ...results, embed: w.__embed ?? "absent", ga: w.__ga ?? "absent", unlisted: w.__unlisted ?? "absent" };
  });
}

test.describe("with Supabase, a form embed and analytics configured", () => {
  test.skip(({ isMobile }) => isMobile, "the policy does not depend on the screen");
  // A request still in flight when a test ends has no page left to answer (Playwright's "Fetch response has been disposed").
  test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

  test("the configured policy names those services and still lists every inline script", async ({ page }) => {
    const { csp } = await serveConfigured(page);
    for (const origin of ["https://beltwright-demo.supabase.co", "https://forms.embed-provider.example", "https://*.googletagmanager.com"]) expect(csp).toContain(origin);
    expect(sources(csp, "script-src")).toEqual(expect.arrayContaining(sources(builtCsp, "script-src")));
  });

  // Every route runs under this policy too: e2e/quality.spec.ts's visit at desktop width sends it with the page as
  // a report-only policy beside nginx's own, and fails on a violation of either.

  test("the page can reach Supabase, load the form embed and its frame, and send analytics, but nothing else", async ({ page, allowedConsoleErrors }) => {
    // The unlisted script is refused, and the browser says so: the violations below are checked one by one.
    allowedConsoleErrors.push(/cdn\.unlisted\.example.*Content Security Policy/);
    const { reached } = await serveConfigured(page);
    const reported = await recordViolations(page);
    await visit(page, `${nginxOrigin}/contact/`);
    expect(await useOutsideServices(page)).toEqual({
      supabaseList: "status 200",
      supabaseInsert: "status 200",
      supabaseImage: "loaded",
      embedScript: "loaded",
      analyticsScript: "loaded",
      analyticsBeacon: "status 0",
      unlistedScript: "blocked",
      embed: "framed",
      ga: "loaded",
      unlisted: "absent",
    });
    expect(reached).not.toContain("cdn.unlisted.example");
    expect(await violations(page, reported)).toEqual([expect.stringMatching(/^script-src-elem blocked https:\/\/cdn\.unlisted\.example\/x\.js/), expect.stringMatching(/^console: .*cdn\.unlisted\.example/)]);
  });

  test("without that configuration, the policy nginx sends refuses all of them", async ({ page, allowedConsoleErrors }) => {
    // Every outside service is refused, and the browser says so: the violations below are checked one by one.
    allowedConsoleErrors.push(/Content Security Policy/);
    test.skip(!builtUnconfigured(), "this build has outside services configured");
    const reached = await stubOutsideServices(page);
    const reported = await recordViolations(page);
    await visit(page, `${nginxOrigin}/contact/`);
    const results = await useOutsideServices(page);
    expect(results).toEqual({
      supabaseList: "blocked",
      supabaseInsert: "blocked",
      supabaseImage: "blocked",
      embedScript: "blocked",
      analyticsScript: "blocked",
      analyticsBeacon: "blocked",
      unlistedScript: "blocked",
      embed: "absent",
      ga: "absent",
      unlisted: "absent",
    });
    expect(reached).toEqual([]);
    const events = (await violations(page, reported)).filter((v) => !v.startsWith("console:"));
    expect(events.map((v) => v.split(" ")[0]).sort()).toEqual(["connect-src", "connect-src", "connect-src", "img-src", "script-src-elem", "script-src-elem", "script-src-elem"]);
  });
});
