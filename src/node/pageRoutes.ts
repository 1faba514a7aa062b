import { normaliseRoute, routeAt, trailPaths, type RouteAt } from "../data/routes";
import { schemas } from "../data/schema";
import { jsonForScript, pageGraph, type BusinessFacts, type Crumb } from "../lib/structuredData";

/**
 * `pageRoute(path: $path)`: where a page sits and what it tells search engines, for its own query. The trail
 * comes from the route registry, each step's name from the data; the structured data is built here, at build
 * time, so neither the trail's logic nor the JSON-LD's reaches the browser's JavaScript.
 */
export const pageRouteTypeDefs = `
  type Crumb {
    name: String!
    path: String!
  }
  type PageRoute {
    trail: [Crumb!]!
    structuredData: String!
  }
`;

/** What names the steps of the trails: data/navigation.json's breadcrumb texts. */
export interface TrailNames {
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
  return { trail, structuredData: jsonForScript(graph) };
}

interface NodeModel {
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>;
}

/** The resolver of `pageRoute`, reading the data through Gatsby's node model so a page is rebuilt when they change. */
export function pageRouteResolvers(siteUrl: string) {
  return {
    Query: {
      pageRoute: {
        type: "PageRoute",
        args: { path: "String!" },
        resolve: async (_source: unknown, args: { path: string }, context: { nodeModel: NodeModel }): Promise<PageRoute | null> => {
          const path = normaliseRoute(args.path);
          if (trailPaths(path).length === 0) return null;
          const one = (type: string, filter: Record<string, unknown> = {}) => context.nodeModel.findOne({ type, query: { filter } });
          const at = routeAt(path);
          const [site, navigation, entry] = await Promise.all([
            one(schemas["site.json"].typeName),
            one(schemas["navigation.json"].typeName),
            at?.kind === "entry" ? one(schemas[at.family.folder].typeName, { slug: { eq: at.slug } }) : null,
          ]);
          const names = (navigation as { breadcrumb?: TrailNames } | null)?.breadcrumb;
          if (!site || !names) throw new Error("data/site.json and data/navigation.json are needed to describe a page.");
          return describePage(path, { siteUrl, site: site as BusinessFacts, names, entry: entry as Record<string, unknown> | null });
        },
      },
    },
  };
}
