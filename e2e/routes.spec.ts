import { expect, test, visit } from "./fixtures";
import { privateRoutes, routes, site } from "./routes";

test.describe("every route", () => {
  test("include the spec's static routes and at least one page of each family", () => {
    for (const route of ["/", "/services/", "/products/", "/types/", "/resources/", "/about/", "/resellers/", "/contact/", "/privacy-policy/", "/admin/cookie-manager/"]) expect(routes).toContain(route);
    for (const prefix of ["/sectors/", "/services/", "/types/"]) expect(routes.filter((route) => route.startsWith(prefix) && route !== prefix).length).toBeGreaterThan(0);
  });

  // Each route's status, heading and head tags are checked on the same visit as its accessibility and links
  // (e2e/quality.spec.ts), at both widths.

  test("an unknown path shows the not-found page with status 404", async ({ page, allowedConsoleErrors }) => {
    // The browser reports the page's own status.
    allowedConsoleErrors.push(/status of 404/);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const response = await visit(page, "/no-such-page/");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("h1")).toBeVisible();
    expect(warnings.some((w) => w.includes("/no-such-page/"))).toBe(true);
  });

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
