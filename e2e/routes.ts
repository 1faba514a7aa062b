import fs from "fs";
import path from "path";
import { fewestFillingEveryField } from "../src/data/layouts";
import { notFoundPage, routeAt, staticRoutes } from "../src/data/routes";
import { readEntries, routesOf } from "../src/node/dataFiles";

export const dataDir = path.join(__dirname, "..", "data");
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as T;

export const site = read<{ name: string; phone: string; phoneE164: string; siteUrl: string; email: string; address: { postalCode: string }; telephoneBanner?: string }>("site.json");

/** Every route of the site (src/data/routes.ts), with one page per data entry, so new entries are covered too. */
export const routes: string[] = routesOf(dataDir);

/** An address the registry does not make: it shows the not-found page. */
export const notFoundRoute = "/no-such-page/";

/** Staff-only routes: `noindex`, not in the sitemap. */
export const privateRoutes: string[] = staticRoutes.filter((route) => route.private).map((route) => route.path);

/** Matches the phone number however it is spaced (it is shown with non-breaking spaces). */
export const phonePattern = new RegExp(site.phone.split(" ").join("\\s"));

/** The file that lays a route out: its page in src/pages, its family's template, or the not-found page for an address the registry does not make. */
export function layoutOf(route: string): string {
  const at = routeAt(route);
  if (at?.kind === "static") return `src/pages/${at.route.page}`;
  if (at?.kind === "entry") return `src/templates/${at.family.template}`;
  return `src/pages/${notFoundPage}`;
}

/**
 * Routes that between them show every layout of `list`: each page's own route and, for each template, the fewest
 * of its entries' routes that between them fill every field any entry fills (src/data/layouts.ts, the choice the
 * build's BUILD_PAGES=layouts makes), so a part of a template that only some entries have is shown too.
 */
export function routesShowingEveryLayout(list: readonly string[]): string[] {
  const chosen = new Set<string>();
  const byLayout = new Map<string, string[]>();
  for (const route of list) byLayout.set(layoutOf(route), [...(byLayout.get(layoutOf(route)) ?? []), route]);
  const entryAt = (route: string): unknown => {
    const at = routeAt(route);
    return at?.kind === "entry" ? readEntries(dataDir, at.family.folder).find((candidate) => candidate.slug === at.slug) : undefined;
  };
  for (const sameLayout of byLayout.values()) for (const route of fewestFillingEveryField(sameLayout, entryAt)) chosen.add(route);
  return list.filter((route) => chosen.has(route));
}
