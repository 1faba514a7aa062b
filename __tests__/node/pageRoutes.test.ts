/** @jest-environment node */
import fs from "fs";
import path from "path";
import { pageFamilies, routeAt, staticRoutes } from "../../src/data/routes";
import { routesOf } from "../../src/node/dataFiles";
import { schemas } from "../../src/data/schema";
import type { BusinessFacts } from "../../src/lib/structuredData";
import { describePage, type PageRouteFacts, type TrailNames } from "../../src/lib/pageRoute";
import { pageRouteResolvers } from "../../src/node/pageRoutes";
import { dataDir, readData, readFolder } from "../helpers/siteData";
import { tempDir } from "../helpers/tempDir";

const site = readData<BusinessFacts & { siteUrl: string }>("site.json");
const navigation = readData<{ breadcrumb: TrailNames }>("navigation.json");
const siteUrl = site.siteUrl;

/** What the resolver reads for a page, taken from the data files in `dir`. */
function factsFor(route: string, dir = dataDir): PageRouteFacts {
  const at = routeAt(route);
  const entry = at?.kind === "entry" ? (JSON.parse(fs.readFileSync(path.join(dir, at.family.folder, `${at.slug}.json`), "utf8")) as Record<string, unknown>) : null;
  return { siteUrl, site, names: navigation.breadcrumb, entry };
}

type Node = Record<string, unknown> & { "@type": string | string[]; "@id"?: string };
const graphOf = (route: string): Node[] => {
  const described = describePage(route, factsFor(route));
  return (JSON.parse(described?.structuredData ?? "{}") as { "@graph": Node[] })["@graph"];
};
const nodeOfType = (graph: Node[], type: string): Node | undefined => graph.find((node) => ([] as string[]).concat(node["@type"]).includes(type));

const publicRoutes = routesOf(dataDir).filter((route) => !staticRoutes.some((candidate) => candidate.path === route && candidate.private));
const belowTop = publicRoutes.filter((route) => route !== "/");
const business = `${siteUrl}/#business`;
const website = `${siteUrl}/#website`;

describe("each page's trail", () => {
  it("covers every public page below the home page, from the registry and the data", () => {
    // The public fixed pages but the home page, and one page per sector, service and type entry.
    const entries = pageFamilies.reduce((sum, family) => sum + readFolder(family.folder).length, 0);
    expect(belowTop).toHaveLength(staticRoutes.filter((route) => !route.private).length - 1 + entries);
  });

  it.each(belowTop)("%s: starts at Home and ends with the page itself, named as the data names it", (route) => {
    const trail = describePage(route, factsFor(route))?.trail ?? [];
    expect(trail[0]).toEqual({ name: navigation.breadcrumb.home, path: "/" });
    const last = trail[trail.length - 1];
    const at = routeAt(route);
    const name = at?.kind === "entry" ? factsFor(route).entry?.[at.family.nameField] : navigation.breadcrumb.pages.find((page) => `${page.to}/` === route)?.label;
    expect(last).toEqual({ name, path: route });
    // Every step is a page of the site.
    for (const step of trail) expect(publicRoutes).toContain(step.path);
  });

  it("puts the sectors under the products page, and the services and types under their own pages", () => {
    const label = (to: string) => navigation.breadcrumb.pages.find((page) => page.to === to)?.label;
    const aviation = readFolder<{ name: string }>("sectors").find((entry) => entry.slug === "aviation");
    expect(describePage("/sectors/aviation/", factsFor("/sectors/aviation/"))?.trail).toEqual([
      { name: "Home", path: "/" },
      { name: label("/products"), path: "/products/" },
      { name: aviation?.name, path: "/sectors/aviation/" },
    ]);
    expect(describePage("/services/seat-belt-repairs/", factsFor("/services/seat-belt-repairs/"))?.trail.map((step) => step.path)).toEqual(["/", "/services/", "/services/seat-belt-repairs/"]);
    expect(describePage("/types/straps/", factsFor("/types/straps/"))?.trail.map((step) => step.path)).toEqual(["/", "/types/", "/types/straps/"]);
    expect(describePage("/privacy-policy/", factsFor("/privacy-policy/"))?.trail).toEqual([
      { name: "Home", path: "/" },
      { name: label("/privacy-policy"), path: "/privacy-policy/" },
    ]);
  });

  it("gives the home page a trail of itself alone, and private pages none", () => {
    expect(describePage("/", factsFor("/"))?.trail).toEqual([{ name: "Home", path: "/" }]);
    for (const route of staticRoutes.filter((candidate) => candidate.private)) expect(describePage(route.path, factsFor(route.path))).toBeNull();
    expect(describePage("/no-such-page/", factsFor("/no-such-page/"))).toBeNull();
  });

  it("gives a new sector its trail with no code change", () => {
    const dir = tempDir("data-");
    fs.cpSync(dataDir, dir, { recursive: true });
    const marine = JSON.parse(fs.readFileSync(path.join(dir, "sectors", "marine.json"), "utf8")) as { order: number };
    fs.writeFileSync(path.join(dir, "sectors", "hovercraft.json"), JSON.stringify({ ...marine, slug: "hovercraft", name: "Hovercraft", order: marine.order + 1 }));
    expect(routesOf(dir)).toContain("/sectors/hovercraft/");
    expect(describePage("/sectors/hovercraft/", factsFor("/sectors/hovercraft/", dir))?.trail.map((step) => step.name)).toEqual(["Home", "Products & Applications", "Hovercraft"]);
  });

  it("says which page has no name when the data lacks one", () => {
    const names = { ...navigation.breadcrumb, pages: navigation.breadcrumb.pages.filter((page) => page.to !== "/about") };
    expect(() => describePage("/about/", { ...factsFor("/about/"), names })).toThrow("The page /about/ has no name in its trail: add it to data/navigation.json, breadcrumb.pages.");
  });
});

describe("each page's structured data", () => {
  it.each(publicRoutes)("%s: a web page of the site's WebSite, with the same trail as a BreadcrumbList", (route) => {
    const graph = graphOf(route);
    const url = `${siteUrl}${route}`;
    expect(nodeOfType(graph, "WebSite")).toMatchObject({ "@id": website, url: `${siteUrl}/`, name: site.name, publisher: { "@id": business } });
    const page = graph.find((node) => node["@id"] === `${url}#webpage`);
    const at = routeAt(route);
    expect(page).toMatchObject({ "@type": (at?.kind === "static" && at.route.pageType) || "WebPage", url, isPartOf: { "@id": website } });
    const trail = describePage(route, factsFor(route))?.trail ?? [];
    const list = nodeOfType(graph, "BreadcrumbList");
    if (route === "/") {
      expect(list).toBeUndefined();
      return;
    }
    expect(page?.breadcrumb).toEqual({ "@id": `${url}#breadcrumb` });
    expect(list).toEqual({
      "@type": "BreadcrumbList",
      "@id": `${url}#breadcrumb`,
      itemListElement: trail.map((step, index) => ({ "@type": "ListItem", position: index + 1, name: step.name, item: `${siteUrl}${step.path}` })),
    });
  });

  it.each(readFolder<{ title: string; cardDescription: string }>("services"))("/services/$slug/: a Service the business provides, by its @id", (service) => {
    const route = `/services/${service.slug}/`;
    const graph = graphOf(route);
    expect(nodeOfType(graph, "Service")).toEqual({
      "@type": "Service",
      "@id": `${siteUrl}${route}#service`,
      name: service.title,
      description: service.cardDescription,
      url: `${siteUrl}${route}`,
      provider: { "@id": business },
    });
    expect(graph.find((node) => node["@id"] === `${siteUrl}${route}#webpage`)?.mainEntity).toEqual({ "@id": `${siteUrl}${route}#service` });
  });

  it("describes a Service on the service pages only, and the business on the home page only", () => {
    const withService = publicRoutes.filter((route) => nodeOfType(graphOf(route), "Service"));
    expect(withService).toEqual(readFolder("services").map((service) => `/services/${service.slug}/`));
    const withBusiness = publicRoutes.filter((route) => graphOf(route).some((node) => node["@id"] === business));
    expect(withBusiness).toEqual(["/"]);
    expect(nodeOfType(graphOf("/"), "AutoPartsStore")).toMatchObject({ name: site.name, telephone: site.phoneE164 });
  });
});

describe("the pageRoute resolver", () => {
  /** Gatsby's node model over the real data files: the singletons by type, the entries by slug. */
  const nodeModel = {
    findOne: jest.fn(async ({ type, query }: { type: string; query: { filter: { slug?: { eq: string } } } }) => {
      if (type === "SiteJson") return site;
      if (type === "NavigationJson") return navigation;
      const family = pageFamilies.find((candidate) => schemas[candidate.folder].typeName === type);
      return family ? (readFolder(family.folder).find((entry) => entry.slug === query.filter.slug?.eq) ?? null) : null;
    }),
  };
  const resolve = (route: string) => pageRouteResolvers(siteUrl).Query.pageRoute.resolve(undefined, { path: route }, { nodeModel });

  it("reads the site, the trail's names and the page's own entry, and describes the page with them", async () => {
    expect(await resolve("/services/seat-belt-repairs/")).toEqual(describePage("/services/seat-belt-repairs/", factsFor("/services/seat-belt-repairs/")));
    expect(nodeModel.findOne).toHaveBeenCalledWith({ type: "ServicesJson", query: { filter: { slug: { eq: "seat-belt-repairs" } } } });
  });

  it("answers null for a page outside the site's structure, reading nothing", async () => {
    nodeModel.findOne.mockClear();
    expect(await resolve("/contact/thanks/")).toBeNull();
    expect(nodeModel.findOne).not.toHaveBeenCalled();
  });
});
