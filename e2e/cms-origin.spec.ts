import fs from "fs";
import http from "http";
import path from "path";
import { publicFiles } from "../src/node/deployArtefacts";
import { inlineHash, inlineScripts } from "../src/node/securityHeaders";
import { readBuildSettings } from "../src/node/settings";
import { netlifyRedirectFor, parseRedirectsFile } from "../tools/serve/netlifyRedirects";
import { expect, test } from "./fixtures";
import { sources } from "./policy";
import { nginxPort } from "./servers";

/**
 * The CMS on an origin of its own (CMS_SITE_ORIGIN), as the built site serves it: nginx with deploy/nginx.conf,
 * one server answering both names as DNS would send them, and Netlify's rules in the build's public/_redirects.
 * The embed stage builds with it (tools/test/steps.ts): the embed's script on the pages must never share an
 * origin with the editors' tokens.
 */
const rootDir = path.join(__dirname, "..");
const publicDir = path.join(rootDir, "public");
/** As the stage gives it to the build and to this spec (not as the settings read it: that is what is tested). */
const cmsOrigin = process.env.CMS_SITE_ORIGIN?.replace(/\/+$/, "") ?? "";
const siteUrl = readBuildSettings(process.env, rootDir).siteUrl;

interface Answer {
  status: number;
  location?: string;
  csp?: string;
  body: string;
}

/** A GET to nginx as a browser at `origin` makes it. */
function ask(origin: string, urlPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port: nginxPort, path: urlPath, headers: { host: new URL(origin).host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, csp: response.headers["content-security-policy"] as string | undefined, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    request.on("error", reject);
  });
}

test.describe("the CMS on an origin of its own", () => {
  test.skip(({ isMobile }) => isMobile, "what is served does not depend on the screen");
  test.skip(!cmsOrigin, "this build keeps the CMS on the site's own origin (CMS_SITE_ORIGIN is not set)");

  const files = (): string[] => publicFiles(publicDir);
  /** Every page of the site as built (its HTML files but the CMS's), at the address a visitor uses. */
  const sitePages = (): string[] => files().filter((file) => file.endsWith(".html") && file !== "/admin/index.html").map((file) => file.replace(/index\.html$/, ""));

  test("nginx: its origin serves the CMS's page and the scripts it loads, under the CMS's own policy", async () => {
    const page = await ask(cmsOrigin, "/admin/");
    expect(page.status).toBe(200);
    expect((await ask(cmsOrigin, "/admin/index.html")).body).toBe(page.body);
    // Its scripts from its own origin, and its one inline script (the start screen's) by its hash.
    expect(sources(page.csp ?? "", "script-src")).toEqual(["'self'", ...inlineScripts(page.body).map((script) => `'${inlineHash(script)}'`)]);
    expect(inlineScripts(page.body)).toHaveLength(1);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    // Decap's parts with React, then the CMS's own code (and Netlify's Identity widget with Git Gateway).
    expect(scripts).toEqual(expect.arrayContaining([expect.stringMatching(/^\/admin\/cms-vendor-[0-9a-f]{20}\.js$/), expect.stringMatching(/^\/admin\/cms-[0-9a-f]{20}\.js$/)]));
    for (const script of scripts) expect([script, (await ask(cmsOrigin, script)).status]).toEqual([script, 200]);
  });

  test("nginx: its origin serves no page of the site (the staff's cookie manager and the page not found included): each is sent to the site", async () => {
    for (const urlPath of [...sitePages(), "/no-such-page/", "/admin/no-such-file.js", "/static/", "/sitemap-index.xml"]) {
      const answer = await ask(cmsOrigin, urlPath);
      expect([urlPath, answer.status, answer.location]).toEqual([urlPath, 301, `${siteUrl}${urlPath}`]);
    }
  });

  test("nginx: the site sends editors to the CMS's origin, and keeps its own pages, with the embed allowed on them", async () => {
    for (const urlPath of ["/admin/", "/admin/index.html"]) expect(await ask(siteUrl, urlPath)).toMatchObject({ status: 301, location: `${cmsOrigin}/admin/` });
    const contact = await ask(siteUrl, "/contact/");
    expect(contact.status).toBe(200);
    // The form embed's host, which this build allows for scripts (the build's data copy chose it; the policy says so).
    expect(sources(contact.csp ?? "", "script-src").filter((source) => source.startsWith("https://"))).toEqual([expect.stringMatching(/^https:\/\/[a-z0-9.-]+$/)]);
    expect((await ask(siteUrl, "/admin/cookie-manager/")).status).toBe(200);
  });

  test("Netlify: the build's rules give the same answers, for every page and the CMS's every file", () => {
    const rules = parseRedirectsFile(fs.readFileSync(path.join(publicDir, "_redirects"), "utf8"));
    const built = new Set(files());
    const isFile = (pathname: string): boolean => built.has(pathname) || built.has(`${pathname.replace(/\/?$/, "/")}index.html`);
    const cmsHost = new URL(cmsOrigin).host;
    const siteHost = new URL(siteUrl).host;
    expect(netlifyRedirectFor("/admin/", rules, { host: cmsHost, isFile })).toEqual({ status: 200, location: "/admin/index.html" });
    for (const page of [...sitePages(), "/no-such-page/"]) {
      expect([page, netlifyRedirectFor(page, rules, { host: cmsHost, isFile })]).toEqual([page, { status: 301, location: `${siteUrl}${page}` }]);
    }
    const cmsFiles = files().filter((file) => file.startsWith("/admin/") && file.endsWith(".js"));
    expect(cmsFiles.length).toBeGreaterThan(2);
    for (const file of cmsFiles) expect([file, netlifyRedirectFor(file, rules, { host: cmsHost, isFile })]).toEqual([file, undefined]);
    for (const host of [siteHost, "deploy-preview-1--beltwright.netlify.app"]) {
      expect(netlifyRedirectFor("/admin/", rules, { host, isFile })).toEqual({ status: 301, location: `${cmsOrigin}/admin/` });
      expect(netlifyRedirectFor("/contact/", rules, { host, isFile })).toBeUndefined();
    }
  });
});
