import fs from "fs";
import path from "path";
import config from "../../gatsby-config";
import { namedStaticRoutes, notFoundPage, pageFamilies, staticRoutes, trailPaths } from "../../src/data/routes";
import { routesOf } from "../../src/node/dataFiles";
import { jsonTypeName, schemas } from "../../src/data/schema";
import { dataDir, readFolder } from "../helpers/siteData";
import { tempDir } from "../helpers/tempDir";

const root = path.join(__dirname, "..", "..");

function pageFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? pageFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]));
}

describe("the route registry", () => {
  it("names every page in src/pages once, and nothing else", () => {
    const registered = [...staticRoutes.map((route) => route.page), notFoundPage].sort();
    expect(pageFiles(path.join(root, "src", "pages")).sort()).toEqual(registered);
  });

  it("gives each static route the address its file makes", () => {
    for (const route of staticRoutes) {
      const name = route.page.replace(/\.tsx$/, "").replace(/(^|\/)index$/, "");
      expect([route.page, route.path]).toEqual([route.page, name ? `/${name}/` : "/"]);
    }
  });

  it("gives each family a folder of the schema, an existing template and its own prefix", () => {
    for (const family of pageFamilies) {
      expect([family.folder, schemas[family.folder]?.shape]).toEqual([family.folder, "folder"]);
      expect(fs.existsSync(path.join(root, "src", "templates", family.template))).toBe(true);
    }
    expect(new Set(pageFamilies.map((family) => family.routePrefix)).size).toBe(pageFamilies.length);
  });

  it("lists every static route and one page per entry of each family, in the entries' order", () => {
    const routes = routesOf(dataDir);
    expect(routes.slice(0, staticRoutes.length)).toEqual(staticRoutes.map((route) => route.path));
    const entryRoutes = pageFamilies.flatMap((family) => readFolder(family.folder).map((entry) => `${family.routePrefix}${entry.slug}/`));
    expect(routes.slice(staticRoutes.length)).toEqual(entryRoutes);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("follows a new entry file with nothing else to change", () => {
    const dir = tempDir("data-");
    fs.cpSync(dataDir, dir, { recursive: true });
    const marine = JSON.parse(fs.readFileSync(path.join(dir, "sectors", "marine.json"), "utf8")) as { order: number };
    fs.writeFileSync(path.join(dir, "sectors", "hovercraft.json"), JSON.stringify({ ...marine, slug: "hovercraft", order: marine.order + 1 }));
    const before = routesOf(dataDir);
    const after = routesOf(dir);
    expect(after.filter((route) => !before.includes(route))).toEqual(["/sectors/hovercraft/"]);
    // Placed right after marine, by its order.
    expect(after.indexOf("/sectors/hovercraft/")).toBe(after.indexOf("/sectors/marine/") + 1);
  });
});

describe("the trail through the registry", () => {
  it("puts each family under a public static route, and names its entries by a text field of its schema", () => {
    for (const family of pageFamilies) {
      const parent = staticRoutes.find((route) => route.path === family.parent);
      expect([family.folder, parent?.path, parent?.private ?? false]).toEqual([family.folder, family.parent, false]);
      const field = schemas[family.folder].fields[family.nameField];
      expect([family.folder, field?.kind, field?.kind !== "object" && !field?.list && !field?.optional]).toEqual([family.folder, "string", true]);
    }
  });

  it("leads from the home page to each page, through its parent", () => {
    expect(trailPaths("/")).toEqual(["/"]);
    expect(trailPaths("/about/")).toEqual(["/", "/about/"]);
    expect(trailPaths("/sectors/aviation/")).toEqual(["/", "/products/", "/sectors/aviation/"]);
    expect(trailPaths("/services/components/")).toEqual(["/", "/services/", "/services/components/"]);
    // Private pages and addresses the registry does not make have none.
    expect(trailPaths("/contact/thanks/")).toEqual([]);
    expect(trailPaths("/admin/cookie-manager/")).toEqual([]);
    expect(trailPaths("/sectors/")).toEqual([]);
    expect(trailPaths("/404/")).toEqual([]);
  });

  it("names from data/navigation.json every public fixed page but the home page", () => {
    expect(namedStaticRoutes.map((route) => route.path)).toEqual(staticRoutes.filter((route) => !route.private && route.path !== "/").map((route) => route.path));
  });
});

describe("GraphQL type names", () => {
  it("come from the schema, for each top-level file and each folder's entries", () => {
    for (const [key, schema] of Object.entries(schemas)) {
      const node = schema.shape === "folder" ? { name: "any-entry", relativeDirectory: key } : { name: key.replace(/\.json$/, ""), relativeDirectory: "" };
      expect([key, jsonTypeName({ node })]).toEqual([key, schema.typeName]);
    }
  });

  it("are what gatsby-transformer-json is given", () => {
    const transformer = config.plugins?.find((plugin) => typeof plugin === "object" && plugin.resolve === "gatsby-transformer-json");
    expect(typeof transformer === "object" && transformer.options?.typeName).toBe(jsonTypeName);
  });
});

/**
 * Every address of a page is made by the registry (src/data/routes.ts): components link to an entry by its
 * node's `path`, to a page in its trail by the trail's `path`, to a page named in the data by the data's link.
 * Written anywhere else, an address drifts from the registry the day a route moves.
 */
describe("addresses written outside the registry", () => {
  const sourceFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
    });
  // The site's own code: what Gatsby builds and what it runs while building.
  const files = [...sourceFiles(path.join(root, "src")), ...fs.readdirSync(root).filter((name) => /^gatsby-.*\.tsx?$/.test(name)).map((name) => path.join(root, name))].filter(
    (file) => file !== path.join(root, "src", "data", "routes.ts"),
  );
  const prefixes = pageFamilies.map((family) => family.routePrefix.replace(/\//g, "\\/")).join("|");
  const routePaths = staticRoutes.filter((route) => route.path !== "/").map((route) => route.path.slice(0, -1).replace(/\//g, "\\/")).join("|");
  const patterns: [RegExp, string][] = [
    // `/services/${service.slug}`, "/sectors/" + slug: an entry's address built by hand.
    [new RegExp(`(?:${prefixes})(?:\\$\\{|["'\`]\\s*\\+)`), "an entry's address built by hand"],
    // to="/contact", href={"/products/"}, to = "/types": a fixed page's address as a link target.
    [new RegExp(`\\b(?:to|href)\\s*=\\s*\\{?\\s*["'\`](?:${routePaths}|${prefixes})`), "a page's address as a link target"],
  ];

  it("finds none in src/ or Gatsby's entry points", () => {
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => {
          const what = patterns.find(([pattern]) => pattern.test(line))?.[1];
          return what ? [`${path.relative(root, file)}:${index + 1}: ${what}: ${line.trim()}`] : [];
        }),
    );
    expect(found).toEqual([]);
  });

  it("would find the ones this check was written for", () => {
    const lines = ["<Link to={`/services/${service.slug}`}>", 'to={"/sectors/" + sector.slug}', '<BackLink to="/products" label={ui.back} />', '<ButtonLink to="/contact">', '{ heading, text, label, to = "/contact" }'];
    expect(lines.filter((line) => patterns.some(([pattern]) => pattern.test(line)))).toEqual(lines);
    // Examples in an editor's hint are words, not links.
    expect(patterns.some(([pattern]) => pattern.test('hint: "the page its button opens, e.g. \\"/sectors/taxis\\""'))).toBe(false);
  });
});
