/**
 * The route registry: every page of the site, in one place. Page creation (gatsby-node), the check of internal
 * links in the data (validate.ts), the sitemap test and the browser tests' route list (e2e/routes.ts) all read it.
 * A new page in src/pages needs one line in `staticRoutes`; a new family of pages one line in `pageFamilies`
 * (plus its folder in schema.ts and its template). __tests__/data/routes.test.ts fails if src/pages and this
 * list disagree.
 */
import { thanksPaths } from "../lib/forms/fields";
import { readEntries } from "./entries";

export interface StaticRoute {
  /** As built: with the trailing slash (gatsby-config sets `trailingSlash: "always"`). */
  path: string;
  /** The file under src/pages that makes it. */
  page: string;
  /** Not for search engines: `noindex` and kept out of the sitemap (staff pages, thank-you pages). */
  private?: boolean;
}

export const staticRoutes: readonly StaticRoute[] = [
  { path: "/", page: "index.tsx" },
  { path: "/services/", page: "services.tsx" },
  { path: "/products/", page: "products.tsx" },
  { path: "/types/", page: "types.tsx" },
  { path: "/resources/", page: "resources.tsx" },
  { path: "/about/", page: "about.tsx" },
  { path: "/resellers/", page: "resellers.tsx" },
  { path: "/contact/", page: "contact.tsx" },
  { path: "/privacy-policy/", page: "privacy-policy.tsx" },
  { path: "/admin/cookie-manager/", page: "admin/cookie-manager.tsx", private: true },
  // Where the enquiry forms land when the browser posts them itself (Netlify Forms): thanksPaths in fields.ts.
  { path: thanksPaths.quote, page: "contact/thanks.tsx", private: true },
  { path: thanksPaths.reseller, page: "resellers/thanks.tsx", private: true },
];

/** What the sitemap leaves out: the private routes and Gatsby's own pages for unknown addresses. */
export const sitemapExcludes: readonly string[] = [...staticRoutes.filter((route) => route.private).map((route) => route.path), "/404/", "/404.html", "/dev-404-page/"];

/** Gatsby's page for unknown addresses: built, but not a route anyone links to. */
export const notFoundPage = "404.tsx";

export interface PageFamily {
  /** The folder in data/ (a `folder` schema in schema.ts) whose entries become pages. */
  folder: string;
  routePrefix: string;
  /** Under src/templates; its page query takes `$slug`. */
  template: string;
}

export const pageFamilies: readonly PageFamily[] = [
  { folder: "sectors", routePrefix: "/sectors/", template: "sector.tsx" },
  { folder: "services", routePrefix: "/services/", template: "service.tsx" },
  { folder: "types", routePrefix: "/types/", template: "type.tsx" },
];

/** The built path of an entry's page. */
export const entryRoute = (family: PageFamily, slug: string): string => `${family.routePrefix}${slug}/`;

/** "/contact", "/contact/" and "/contact/#form" name the same route. */
export function normaliseRoute(link: string): string {
  const [pathname] = link.split(/[#?]/);
  return pathname.endsWith("/") ? pathname : `${pathname}/`;
}

/** Every route, given the slugs of each family's entries (in the order their pages are listed). */
export function allRoutes(slugsByFolder: ReadonlyMap<string, readonly string[]>): string[] {
  return [
    ...staticRoutes.map((route) => route.path),
    ...pageFamilies.flatMap((family) => (slugsByFolder.get(family.folder) ?? []).map((slug) => entryRoute(family, slug))),
  ];
}

/** Every route of the site built from `dataDir`. */
export function routesOf(dataDir: string): string[] {
  return allRoutes(new Map(pageFamilies.map((family) => [family.folder, readEntries(dataDir, family.folder).map((entry) => entry.slug)])));
}
