import path from "path";
import type { CreatePagesArgs } from "gatsby";
import { entryRoute, type PageFamily } from "../data/routes";
import { schemas } from "../data/schema";
import { stopBuild } from "./buildErrors";

type SlugResult = Record<string, { nodes: { slug: string }[] }>;

/**
 * One page per entry of a family (src/data/routes.ts), from one template, in the entries' `order`; the context
 * carries only the slug. `only`: the entry pages this build makes (BUILD_PAGES, src/node/settings.ts), or null for all.
 */
export async function createEntryPages({ graphql, actions, reporter }: CreatePagesArgs, family: PageFamily, only: readonly string[] | null = null): Promise<void> {
  const schema = schemas[family.folder];
  if (schema?.shape !== "folder") {
    stopBuild(reporter, "SITE-CODE", `src/data/routes.ts: the page family ${family.routePrefix} names "${family.folder}", which is not a folder in src/data/schema.ts.`);
    return;
  }
  const collection = `all${schema.typeName}`;
  // Named, so Gatsby's type generation accepts it.
  const result = await graphql<SlugResult>(`query ${schema.typeName}Slugs { ${collection}(sort: { order: ASC }) { nodes { slug } } }`);
  if (result.errors || !result.data) {
    stopBuild(reporter, "SITE-CODE", `Could not read the entries for ${family.routePrefix} pages: ${result.errors ? String(result.errors) : "no data"}`);
    return;
  }
  const component = path.resolve("src/templates", family.template);
  for (const { slug } of result.data[collection].nodes) {
    const route = entryRoute(family, slug);
    if (only && !only.includes(route)) continue;
    actions.createPage({ path: route, component, context: { slug } });
  }
}
