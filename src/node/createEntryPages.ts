import path from "path";
import type { CreatePagesArgs } from "gatsby";

interface Family {
  /** The `allXJson` query field holding the entries. */
  collection: "allSectorsJson" | "allServicesJson" | "allTypesJson";
  routePrefix: string;
  template: string;
  /** Named, so Gatsby's type generation accepts it. */
  query: string;
}

export const families: Family[] = [
  { collection: "allSectorsJson", routePrefix: "/sectors/", template: "sector.tsx", query: `query SectorSlugs { allSectorsJson { nodes { slug } } }` },
  { collection: "allServicesJson", routePrefix: "/services/", template: "service.tsx", query: `query ServiceSlugs { allServicesJson { nodes { slug } } }` },
  { collection: "allTypesJson", routePrefix: "/types/", template: "type.tsx", query: `query TypeSlugs { allTypesJson { nodes { slug } } }` },
];

type SlugResult = Record<string, { nodes: { slug: string }[] }>;

/** One page per entry of a family, from one template; the context carries only the slug. */
export async function createEntryPages({ graphql, actions, reporter }: CreatePagesArgs, family: Family): Promise<void> {
  const result = await graphql<SlugResult>(family.query);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not read the entries for ${family.routePrefix} pages`, result.errors);
    return;
  }
  const component = path.resolve("src/templates", family.template);
  for (const { slug } of result.data[family.collection].nodes) {
    actions.createPage({ path: `${family.routePrefix}${slug}/`, component, context: { slug } });
  }
}
