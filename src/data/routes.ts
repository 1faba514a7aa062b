/**
 * The route registry: every page of the site, in one place, and the only place a page's address is made. Page
 * creation (gatsby-node), each entry's `path` and each page's trail in the data layer (src/data/typeDefs.ts,
 * src/node/pageRoutes.ts), the check of internal links in the data (validate.ts), the sitemap test and the
 * browser tests' route list (e2e/routes.ts) all read it. A new page in src/pages needs one line in
 * `staticRoutes` (and its name in the trail, in data/navigation.json); a new family of pages one line in
 * `pageFamilies` (plus its folder in schema.ts and its template). __tests__/data/routes.test.ts fails if
 * src/pages and this list disagree, or if an address is written anywhere else.
 */
import type { WebPageType } from "../lib/structuredData";
import { thanksPaths } from "../lib/forms/fields";

export interface StaticRoute {
  /** As built: with the trailing slash (gatsby-config sets `trailingSlash: "always"`). */
  path: string;
  /** The file under src/pages that makes it. */
  page: string;
  /**
   * Not for search engines: `noindex` and kept out of the sitemap (staff pages, thank-you pages). Nor part of
   * the site's structure: no trail, no structured data.
   */
  private?: boolean;
  /** What kind of page schema.org calls it, where more exact than WebPage. */
  pageType?: WebPageType;
}

export const staticRoutes: readonly StaticRoute[] = [
  { path: "/", page: "index.tsx" },
  { path: "/services/", page: "services.tsx", pageType: "CollectionPage" },
  { path: "/products/", page: "products.tsx", pageType: "CollectionPage" },
  { path: "/types/", page: "types.tsx", pageType: "CollectionPage" },
  { path: "/resources/", page: "resources.tsx", pageType: "CollectionPage" },
  { path: "/about/", page: "about.tsx", pageType: "AboutPage" },
  { path: "/resellers/", page: "resellers.tsx" },
  { path: "/contact/", page: "contact.tsx", pageType: "ContactPage" },
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
  /** The static route the entries' pages sit under: the step before them in the trail, where "Back" goes. */
  parent: string;
  /** The entry's field that names its page in the trail (a text field of the folder's schema). */
  nameField: string;
  /** What each entry's page offers, for the structured data: the business provides it. */
  offers?: "Service";
}

export const pageFamilies: readonly PageFamily[] = [
  // The sectors are listed, as applications, on the products page.
  { folder: "sectors", routePrefix: "/sectors/", template: "sector.tsx", parent: "/products/", nameField: "name" },
  { folder: "services", routePrefix: "/services/", template: "service.tsx", parent: "/services/", nameField: "title", offers: "Service" },
  { folder: "types", routePrefix: "/types/", template: "type.tsx", parent: "/types/", nameField: "name" },
];

/** The built path of an entry's page. */
export const entryRoute = (family: PageFamily, slug: string): string => `${family.routePrefix}${slug}/`;

/** What the registry says is at a built path: a static route, or an entry of a family (its slug). */
export type RouteAt = { kind: "static"; route: StaticRoute } | { kind: "entry"; family: PageFamily; slug: string };

/** The registry's route at `path` ("/services/" or "/services/seat-belt-repairs/"); undefined if none could be. */
export function routeAt(path: string): RouteAt | undefined {
  const route = staticRoutes.find((candidate) => candidate.path === path);
  if (route) return { kind: "static", route };
  for (const family of pageFamilies) {
    const slug = path.startsWith(family.routePrefix) ? path.slice(family.routePrefix.length, -1) : "";
    if (path.endsWith("/") && /^[a-z0-9-]+$/.test(slug)) return { kind: "entry", family, slug };
  }
  return undefined;
}

/** The page a route sits under: a family's parent, or the nearest public static route above its address. */
function parentOf(at: RouteAt): string {
  if (at.kind === "entry") return at.family.parent;
  const segments = at.route.path.split("/").filter(Boolean);
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const above = staticRoutes.find((route) => route.path === `/${segments.slice(0, length).join("/")}/`);
    if (above && !above.private) return above.path;
  }
  return "/";
}

/**
 * The trail to a public route, from the home page to the route itself ("/", "/products/", "/sectors/aviation/");
 * empty for a private route and for an address the registry does not make. Names come from the data
 * (src/node/pageRoutes.ts).
 */
export function trailPaths(path: string): string[] {
  const at = routeAt(path);
  if (!at || (at.kind === "static" && at.route.private)) return [];
  if (path === "/") return ["/"];
  return [...trailPaths(parentOf(at)), path];
}

/** The static routes the trail names from data/navigation.json: every public one but the home page. */
export const namedStaticRoutes: readonly StaticRoute[] = staticRoutes.filter((route) => !route.private && route.path !== "/");

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
