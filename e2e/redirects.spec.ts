import fs from "fs";
import path from "path";
import { expect, test } from "@playwright/test";
import { movedPages } from "./movedPages";
import { nginxOrigin } from "./servers";
import { netlifyRedirectFor, parseRedirectsFile } from "../tools/serve/netlifyRedirects";

/*
 * Moved pages as visitors meet them: an entry of data/redirects.json answers 301 with its new page on nginx
 * (deploy/nginx.conf and the include the build wrote) and is one of Netlify's rules (public/_redirects); a
 * retired address answers 404 on both. The committed data/redirects.json is empty, so this reads the embed
 * stage's build, made from a copy of data/ that holds e2e/movedPages.ts (`npm test -- --stage=embed`; there
 * E2E_STAGE=embed makes the spec fail instead of skipping if the build does not hold them).
 */

const publicDir = path.join(__dirname, "..", "public");
const redirectsFile = path.join(publicDir, "_redirects");
const rules = fs.existsSync(redirectsFile) ? parseRedirectsFile(fs.readFileSync(redirectsFile, "utf8")) : [];

/** "/a/" → "/a"; "/a" → "/a/": the other spelling of a page's address. */
const otherSpelling = (address: string): string => (address.endsWith("/") ? address.slice(0, -1) : `${address}/`);
const asBuilt = (address: string): string => (address.endsWith("/") ? address : `${address}/`);

test.describe("moved pages", () => {
  test.skip(({ isMobile }) => isMobile, "addresses do not depend on the screen");
  test.beforeEach(() => {
    const built = movedPages.redirects.every(({ from }) => netlifyRedirectFor(from, rules) !== undefined);
    if (process.env.E2E_STAGE === "embed") expect(built, "the embed stage's build holds e2e/movedPages.ts (e2e/buildFromDataCopy.ts)").toBe(true);
    test.skip(!built, "the build was made from data without the moved pages (see the comment at the top of this spec)");
  });

  for (const { from, to } of movedPages.redirects) {
    test(`${from} answers 301 with ${asBuilt(to)} on nginx, with either spelling and the query string kept, and in Netlify's rules`, async ({ request }) => {
      for (const address of [from, otherSpelling(from)]) {
        const response = await request.get(`${nginxOrigin}${address}`, { maxRedirects: 0 });
        expect([address, response.status(), response.headers().location]).toEqual([address, 301, asBuilt(to)]);
        expect(response.headers()["strict-transport-security"], "the site's headers on the redirect too").toBe("max-age=31536000; includeSubDomains");
        expect(netlifyRedirectFor(address, rules)).toEqual({ status: 301, location: asBuilt(to) });
      }
      const withQuery = await request.get(`${nginxOrigin}${from}?ref=newsletter`, { maxRedirects: 0 });
      expect(withQuery.headers().location).toBe(`${asBuilt(to)}?ref=newsletter`);
      expect(netlifyRedirectFor(`${from}?ref=newsletter`, rules)?.location).toBe(`${asBuilt(to)}?ref=newsletter`);
      const followed = await request.get(`${nginxOrigin}${from}`);
      expect([followed.status(), new URL(followed.url()).pathname]).toEqual([200, asBuilt(to)]);
    });
  }

  test("a retired address answers the site's page not found, on nginx and on Netlify", async ({ request }) => {
    for (const address of movedPages.retired) {
      const response = await request.get(`${nginxOrigin}${address}`, { maxRedirects: 0 });
      expect([address, response.status()]).toEqual([address, 404]);
      expect(await response.text()).toContain("<h1");
      expect(netlifyRedirectFor(address, rules)).toBeUndefined();
    }
  });
});
