import { expect, test, visit } from "./fixtures";
import { routes, site } from "./routes";

test.describe("every route", () => {
  test("there are 38 of them", () => {
    expect(routes).toHaveLength(38);
  });

  for (const route of routes) {
    test(`${route} answers 200 with its heading and head tags`, async ({ page, consoleErrors }) => {
      const response = await visit(page, route);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
      await expect(page).toHaveTitle(new RegExp(`\\| ${site.name}$`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}${route}`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\//);
      const robots = page.locator('meta[name="robots"]');
      if (route.startsWith("/admin/")) await expect(robots).toHaveAttribute("content", /noindex/);
      else await expect(robots).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("an unknown path shows the not-found page with status 404", async ({ page }) => {
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

  test("sitemap.xml lists the public routes and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    for (const route of routes.filter((r) => !r.startsWith("/admin/"))) expect(sitemap).toContain(`<loc>${site.siteUrl}${route}</loc>`);
    expect(sitemap).not.toContain("/admin/");
    expect(sitemap).not.toContain("404");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin/");
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`);
  });
});
