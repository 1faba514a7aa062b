import fs from "fs";
import path from "path";
import { readEntries } from "../src/data/entries";
import { notFoundPage, routeAt, routesOf, staticRoutes } from "../src/data/routes";

export const dataDir = path.join(__dirname, "..", "data");
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as T;

export const site = read<{ name: string; phone: string; phoneE164: string; siteUrl: string; email: string; address: { postalCode: string } }>("site.json");

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

/** The fields an entry fills, by path ("image.alt", "faqs[].question"): empty strings and lists count as unfilled. */
function filledFields(value: unknown, at = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => filledFields(item, `${at}[]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => filledFields(item, at ? `${at}.${key}` : key));
  return value === "" || value === null || value === undefined ? [] : [at];
}

/**
 * Routes that between them show every layout of `list`: each page's own route and, for each template, the fewest
 * of its entries' routes that between them fill every field any entry fills (the fullest entry first), so that a
 * part of the template that only some entries have is shown too. Read from the data, so a new entry changes
 * nothing here unless it fills a field no other entry does.
 */
export function routesShowingEveryLayout(list: readonly string[]): string[] {
  const chosen: string[] = [];
  const byLayout = new Map<string, string[]>();
  for (const route of list) byLayout.set(layoutOf(route), [...(byLayout.get(layoutOf(route)) ?? []), route]);
  for (const sameLayout of byLayout.values()) {
    const fields = new Map(
      sameLayout.map((route) => {
        const at = routeAt(route);
        const entry = at?.kind === "entry" ? readEntries(dataDir, at.family.folder).find((candidate) => candidate.slug === at.slug) : undefined;
        return [route, new Set(filledFields(entry))];
      }),
    );
    const uncovered = new Set([...fields.values()].flatMap((set) => [...set]));
    do {
      const gain = (route: string): number => [...(fields.get(route) ?? [])].filter((field) => uncovered.has(field)).length;
      const best = sameLayout.reduce((a, b) => (gain(b) > gain(a) ? b : a));
      chosen.push(best);
      for (const field of fields.get(best) ?? []) uncovered.delete(field);
    } while (uncovered.size > 0);
  }
  return list.filter((route) => chosen.includes(route));
}
