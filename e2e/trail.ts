import fs from "fs";
import path from "path";
import { expect, type Page } from "@playwright/test";
import { normaliseRoute, routeAt } from "../src/data/routes";
import { dataDir, privateRoutes, site } from "./routes";

const navigation = JSON.parse(fs.readFileSync(path.join(dataDir, "navigation.json"), "utf8")) as {
  breadcrumb: { label: string; home: string; pages: { label: string; to: string }[] };
};

/** The page's own name, as the data gives it: its entry's name field, or its label in data/navigation.json. */
function nameInData(route: string): string | undefined {
  const at = routeAt(route);
  if (at?.kind === "entry") {
    const entry = JSON.parse(fs.readFileSync(path.join(dataDir, at.family.folder, `${at.slug}.json`), "utf8")) as Record<string, unknown>;
    const name = entry[at.family.nameField];
    return typeof name === "string" ? name : undefined;
  }
  return navigation.breadcrumb.pages.find((page) => normaliseRoute(page.to) === route)?.label;
}

type GraphNode = Record<string, unknown> & { "@type": string | string[]; "@id"?: string };
const ofType = (graph: GraphNode[], type: string): GraphNode[] => graph.filter((node) => ([] as string[]).concat(node["@type"]).includes(type));

/**
 * Where the page sits, as a visitor sees it and as search engines read it: the visible trail and the JSON-LD
 * BreadcrumbList give the same steps, from Home to the page itself (its own address, its name from the data,
 * marked as the current page); the page is a WebPage of the site's WebSite; a service page describes a Service
 * the business provides, by the business's @id. The home page has no trail but the business; private pages have
 * neither. Run on each route's one visit in quality.spec.ts: every route at desktop width, one route per layout
 * at phone width (the trail must show on a phone too).
 */
export async function expectPlaceInSite(page: Page, route: string): Promise<void> {
  const trailNav = page.getByRole("navigation", { name: navigation.breadcrumb.label });
  const scripts = page.locator('script[type="application/ld+json"]');
  if (privateRoutes.includes(route)) {
    await expect(trailNav).toHaveCount(0);
    await expect(scripts).toHaveCount(0);
    return;
  }
  await expect(scripts).toHaveCount(1);
  const graph = (JSON.parse((await scripts.textContent()) ?? "{}") as { "@graph": GraphNode[] })["@graph"];
  const url = `${site.siteUrl}${route}`;
  const business = `${site.siteUrl}/#business`;
  const [website] = ofType(graph, "WebSite");
  expect(website).toMatchObject({ "@id": `${site.siteUrl}/#website`, url: `${site.siteUrl}/`, name: site.name, publisher: { "@id": business } });
  expect(graph.find((node) => node["@id"] === `${url}#webpage`), "the page's WebPage").toMatchObject({ url, isPartOf: { "@id": website["@id"] } });

  const lists = ofType(graph, "BreadcrumbList");
  if (route === "/") {
    await expect(trailNav).toHaveCount(0);
    expect(lists).toEqual([]);
    expect(ofType(graph, "AutoPartsStore").map((node) => node["@id"])).toEqual([business]);
    return;
  }
  await expect(trailNav).toBeVisible();
  const shown = await trailNav.getByRole("link").evaluateAll((links) =>
    links.map((link) => ({ name: link.textContent ?? "", path: new URL((link as HTMLAnchorElement).href).pathname, current: link.getAttribute("aria-current") })),
  );
  expect(lists).toHaveLength(1);
  const items = (lists[0].itemListElement as { position: number; name: string; item: string }[]).map((item) => ({ ...item, path: new URL(item.item).pathname }));
  expect(shown.map((step) => [step.name, step.path]), "the visible trail is the BreadcrumbList").toEqual(items.map((item) => [item.name, item.path]));
  expect(items.map((item) => item.position)).toEqual(items.map((_item, index) => index + 1));
  expect(items[0]).toMatchObject({ name: navigation.breadcrumb.home, item: `${site.siteUrl}/` });
  expect(items.length).toBeGreaterThan(1);
  expect(items[items.length - 1], "the last step is the page itself").toMatchObject({ name: nameInData(route), item: url });
  expect(shown.map((step) => step.current)).toEqual(shown.map((_step, index) => (index === shown.length - 1 ? "page" : null)));

  const at = routeAt(route);
  const services = ofType(graph, "Service");
  if (at?.kind === "entry" && at.family.offers === "Service") {
    expect(services).toHaveLength(1);
    expect(services[0]).toMatchObject({ name: nameInData(route), url, provider: { "@id": business } });
  } else {
    expect(services).toEqual([]);
  }
}
