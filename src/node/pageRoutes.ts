import { normaliseRoute, routeAt, trailPaths } from "../data/routes";
import { schemas } from "../data/schema";
import { describePage, type PageRoute, type TrailNames } from "../lib/pageRoute";
import type { BusinessFacts } from "../lib/structuredData";

/**
 * `pageRoute(path: $path)`: where a page sits and what it tells search engines (src/lib/pageRoute.ts), for its
 * own query. Built here, at build time, so neither the trail's logic nor the JSON-LD's reaches the browser's
 * JavaScript.
 */
export const pageRouteTypeDefs = `
  type Crumb {
    name: String!
    path: String!
  }
  type PageRoute {
    label: String!
    trail: [Crumb!]!
    structuredData: String!
  }
`;

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
