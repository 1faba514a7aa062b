import { expect, test } from "./fixtures";
import { privateRoutes, routes, site } from "./routes";

test.describe("every route", () => {
  test.skip(({ isMobile }) => isMobile, "the registry and the sitemap do not depend on the width");

  test("include the spec's static routes and at least one page of each family", () => {
    for (const route of ["/", "/services/", "/products/", "/types/", "/resources/", "/about/", "/resellers/", "/contact/", "/privacy-policy/", "/admin/cookie-manager/"]) expect(routes).toContain(route);
    for (const prefix of ["/sectors/", "/services/", "/types/"]) expect(routes.filter((route) => route.startsWith(prefix) && route !== prefix).length).toBeGreaterThan(0);
  });

  // Each route's status, heading and head tags, and the not-found page (its 404, heading, the link home and the
  // loader's warning naming the address), are checked on the route's one visit (e2e/quality.spec.ts).

  test("sitemap.xml lists exactly the public routes and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const expected = routes.filter((route) => !privateRoutes.includes(route)).map((route) => `${site.siteUrl}${route}`);
    expect(listed.sort()).toEqual(expected.sort());
    expect(sitemap).not.toContain("/admin/");
    expect(sitemap).not.toContain("404");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin/");
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`);
  });
});
