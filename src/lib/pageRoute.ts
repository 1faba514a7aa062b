import { normaliseRoute, routeAt, trailPaths, type RouteAt } from "../data/routes";
import { jsonForScript, pageGraph, type BusinessFacts, type Crumb } from "./structuredData";

/**
 * Where a page sits and what it tells search engines: its trail from the route registry, each step named from the
 * data, and its structured data. The build gives it to each page's query (`pageRoute(path: $path)`,
 * src/node/pageRoutes.ts); the CMS's previews work it out the same way for the entry being edited.
 */

/** What names the trails: data/navigation.json's breadcrumb texts. */
export interface TrailNames {
  /** The trail's name for screen readers. */
  readonly label: string;
  readonly home: string;
  readonly pages: readonly { readonly label: string; readonly to: string }[];
}

export interface PageRouteFacts {
  readonly siteUrl: string;
  /** data/site.json: the site's name, and the business on the home page. */
  readonly site: BusinessFacts;
  readonly names: TrailNames;
  /** The entry whose page this is, for a page of a family (its node, or its data file's object). */
  readonly entry?: Readonly<Record<string, unknown>> | null;
}

export interface PageRoute {
  label: string;
  trail: Crumb[];
  structuredData: string;
}

function nameOf(path: string, at: RouteAt | undefined, facts: PageRouteFacts): string {
  if (path === "/") return facts.names.home;
  if (at?.kind === "entry") {
    const name = facts.entry?.[at.family.nameField];
    if (typeof name === "string") return name;
    throw new Error(`The page ${path} has no ${at.family.nameField} to name it in its trail: no entry "${at.slug}" in data/${at.family.folder}/.`);
  }
  const named = facts.names.pages.find((page) => normaliseRoute(page.to) === path);
  if (named) return named.label;
  throw new Error(`The page ${path} has no name in its trail: add it to data/navigation.json, breadcrumb.pages.`);
}

/** The trail and structured data of the page at `path`; null for a page outside the site's structure (private, or not in the registry). */
export function describePage(path: string, facts: PageRouteFacts): PageRoute | null {
  const paths = trailPaths(path);
  if (paths.length === 0) return null;
  // Only the page itself can be an entry: every family sits under a static route.
  const trail = paths.map((step) => ({ name: nameOf(step, routeAt(step), facts), path: step }));
  const at = routeAt(path);
  // A service page offers the service its entry describes: its name in the trail, its card's description.
  const offersService = at?.kind === "entry" && at.family.offers === "Service";
  const description = facts.entry?.cardDescription;
  const graph = pageGraph({
    siteUrl: facts.siteUrl,
    siteName: facts.site.name,
    trail,
    pageType: at?.kind === "static" ? at.route.pageType : undefined,
    business: path === "/" ? facts.site : undefined,
    service: offersService && typeof description === "string" ? { name: trail[trail.length - 1].name, description } : undefined,
  });
  return { label: facts.names.label, trail, structuredData: jsonForScript(graph) };
}
