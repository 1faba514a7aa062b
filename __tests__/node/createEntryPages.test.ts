/** @jest-environment node */
import path from "path";
import type { CreatePagesArgs } from "gatsby";
import { pageFamilies } from "../../src/data/routes";
import { createEntryPages } from "../../src/node/createEntryPages";

function args(nodes: { slug: string }[] | null) {
  const createPage = jest.fn();
  const panicOnBuild = jest.fn();
  const graphql = jest.fn(async (query: string) => {
    const collection = /\{\s*(all\w+)\(sort: \{ order: ASC \}\)/.exec(query)?.[1] ?? "none";
    return nodes ? { data: { [collection]: { nodes } } } : { errors: [new Error("boom")] };
  });
  const reporter = { setErrorMap: jest.fn(), error: jest.fn(), panic: jest.fn(), panicOnBuild };
  return { createPage, panicOnBuild, graphql, value: { graphql, actions: { createPage }, reporter } as unknown as CreatePagesArgs };
}

describe("createEntryPages", () => {
  it("asks for the family's entries in their order and makes one page per entry whose context is the slug", async () => {
    const sectors = pageFamilies.find((family) => family.folder === "sectors");
    const run = args([{ slug: "aviation" }, { slug: "taxis" }]);
    await createEntryPages(run.value, sectors!);
    expect(run.graphql).toHaveBeenCalledWith("query SectorsJsonSlugs { allSectorsJson(sort: { order: ASC }) { nodes { slug } } }");
    expect(run.createPage.mock.calls.map(([page]) => page)).toEqual([
      { path: "/sectors/aviation/", component: path.resolve("src/templates/sector.tsx"), context: { slug: "aviation" } },
      { path: "/sectors/taxis/", component: path.resolve("src/templates/sector.tsx"), context: { slug: "taxis" } },
    ]);
  });

  it("makes only the pages it is given (BUILD_PAGES, src/node/settings.ts), in the entries' order", async () => {
    const sectors = pageFamilies.find((family) => family.folder === "sectors");
    const run = args([{ slug: "aviation" }, { slug: "marine" }, { slug: "taxis" }]);
    await createEntryPages(run.value, sectors!, ["/sectors/taxis/", "/sectors/aviation/", "/services/components/"]);
    expect(run.createPage.mock.calls.map(([page]: [{ path: string }]) => page.path)).toEqual(["/sectors/aviation/", "/sectors/taxis/"]);
  });

  it("stops the build, naming the registry, for a family whose folder the schema does not declare", async () => {
    const run = args([]);
    await createEntryPages(run.value, { folder: "hovercraft", routePrefix: "/hovercraft/", template: "sector.tsx", parent: "/", nameField: "name" });
    expect(run.panicOnBuild).toHaveBeenCalledWith({
      id: "SITE-CODE",
      context: { sourceMessage: 'src/data/routes.ts: the page family /hovercraft/ names "hovercraft", which is not a folder in src/data/schema.ts.' },
    });
    expect(run.graphql).not.toHaveBeenCalled();
  });

  it("stops the build when the entries cannot be read", async () => {
    const run = args(null);
    await createEntryPages(run.value, pageFamilies[0]);
    expect(run.panicOnBuild).toHaveBeenCalledWith({ id: "SITE-CODE", context: { sourceMessage: `Could not read the entries for ${pageFamilies[0].routePrefix} pages: Error: boom` } });
    expect(run.createPage).not.toHaveBeenCalled();
  });
});
