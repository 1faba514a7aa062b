import fs from "fs";
import http from "http";
import path from "path";
import { readBuildSettings } from "../src/node/settings";
import { expect, test } from "./fixtures";
import { sources } from "./policy";
import { nginxPort } from "./servers";

/**
 * The CMS on an origin of its own (CMS_SITE_ORIGIN), served by nginx with deploy/nginx.conf: one server answering
 * both names, as a CDN or DNS would send them. The embed stage builds with it (tools/test/steps.ts), since the
 * embed's script on the pages must never share an origin with the editors' tokens.
 */
const rootDir = path.join(__dirname, "..");
const settings = readBuildSettings(process.env, rootDir);
/** As the stage gives it to the build and to this spec (not as the settings read it: that is what is tested). */
const cmsOrigin = process.env.CMS_SITE_ORIGIN?.replace(/\/+$/, "") ?? "";
const siteUrl = settings.siteUrl;

interface Answer {
  status: number;
  location?: string;
  csp?: string;
  body: string;
}

/** A GET to nginx for `host`: what a browser at that address would be answered. */
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

  test("its origin serves the CMS's page, loading its scripts from the site under a policy that allows exactly that", async () => {
    const page = await ask(cmsOrigin, "/admin/");
    expect(page.status).toBe(200);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) expect(script.startsWith(`${siteUrl}/admin/`)).toBe(true);
    expect(sources(page.csp ?? "", "script-src")).toEqual(["'self'", "'unsafe-eval'", siteUrl]);
    // Each script is there, on the site.
    for (const script of scripts) expect([script, (await ask(siteUrl, new URL(script).pathname)).status]).toEqual([script, 200]);
  });

  test("its origin serves nothing else: every page and file of the site, the staff's cookie manager included, is sent to the site", async () => {
    const built = ["/", "/contact/", "/admin/cookie-manager/", "/admin/index.html", "/sitemap-index.xml", "/no-such-page/"];
    const script = fs.readdirSync(path.join(rootDir, "public", "admin")).find((name) => /^cms-.*\.js$/.test(name));
    for (const urlPath of [...built, `/admin/${script}?v=1`]) {
      const answer = await ask(cmsOrigin, urlPath);
      expect([urlPath, answer.status, answer.location]).toEqual([urlPath, 301, `${siteUrl}${urlPath}`]);
    }
  });

  test("the site sends editors to the CMS's origin, and keeps its own pages, with the embed on them", async () => {
    for (const urlPath of ["/admin/", "/admin/index.html"]) expect(await ask(siteUrl, urlPath)).toMatchObject({ status: 301, location: `${cmsOrigin}/admin/` });
    const contact = await ask(siteUrl, "/contact/");
    expect(contact.status).toBe(200);
    // The form embed's host, which this build allows for scripts (the build's data copy chose it; the policy says so).
    expect(sources(contact.csp ?? "", "script-src").filter((source) => source.startsWith("https://"))).toEqual([expect.stringMatching(/^https:\/\/[a-z0-9.-]+$/)]);
    expect((await ask(siteUrl, "/admin/cookie-manager/")).status).toBe(200);
  });
});
