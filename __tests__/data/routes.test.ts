import fs from "fs";
import path from "path";
import { notFoundPage, pageFamilies, routesOf, staticRoutes } from "../../src/data/routes";
import { schemas } from "../../src/data/schema";
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
