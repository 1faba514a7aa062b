/**
 * What the original specification (sections 2 and 3; it is not in the repository, and docs/decisions.md lists where
 * the site departs from it) fixes and no editor can change: the fixed routes, that every address it names stays
 * served, and that the schema's bounds hold the content it describes. Today's counts (14 sectors, 4 benefits a
 * sector…) are the editors' to change through the CMS, so they are not pinned here: a count a test needs is read
 * from data/, and an editor's new sector or removed card passes `npm test`.
 */
import { schemas, type Field } from "../../src/data/schema";
import { canonicalOldPath, redirectsOf, retiredOf } from "../../src/data/redirects";
import { entryRoute, pageFamilies, staticRoutes } from "../../src/data/routes";
import { readData, readFolder } from "../helpers/siteData";

/** The spec's route table (section 2). */
const specRoutes = {
  fixed: ["/", "/services", "/products", "/types", "/resources", "/about", "/resellers", "/contact", "/privacy-policy", "/admin/cookie-manager"],
  types: ["2-point-seat-belts", "3-point-seat-belts", "4-point-harnesses", "5-point-seat-belts", "straps", "restraints", "harnesses"],
  services: ["seat-belt-supplier", "seat-belt-repairs", "seat-belt-replacement", "seat-belt-rewebbing", "bespoke-requirements", "components", "consulting-engineering"],
  sectors: ["aviation", "buses-coaches", "commercial-vehicles", "emergency-services", "forklifts", "go-karts", "motorhomes", "rollercoasters", "taxis", "wheelchairs", "racing", "components", "public-service-vehicles", "marine"],
};

/** The field at `fieldPath` ("trust.benefits", "whyChoose.cards") of a schema. */
function fieldAt(file: string, fieldPath: string): Field {
  const [first, ...rest] = fieldPath.split(".");
  let field: Field | undefined = schemas[file]?.fields[first];
  for (const name of rest) field = field?.kind === "object" ? field.fields[name] : undefined;
  if (!field) throw new Error(`src/data/schema.ts has no field ${fieldPath} in ${file}`);
  return field;
}

describe("what the spec fixes and editors cannot change", () => {
  it("has a page for each of the spec's fixed routes", () => {
    const fixed = staticRoutes.map((route) => route.path);
    expect(specRoutes.fixed.filter((route) => !fixed.includes(`${route.replace(/\/$/, "")}/`))).toEqual([]);
  });

  it("makes a page of every sector, service and type in data/, under the spec's addresses", () => {
    expect(pageFamilies.map((family) => [family.folder, family.routePrefix])).toEqual(
      expect.arrayContaining([
        ["sectors", "/sectors/"],
        ["services", "/services/"],
        ["types", "/types/"],
      ]),
    );
  });

  it("still serves every address the spec names: a page of data/, or a page moved or retired in data/redirects.json", () => {
    // An editor may remove a sector, service or type; its address must then go somewhere (the build refuses to lose a published one).
    const redirects = readData<unknown>("redirects.json");
    const served = new Set([
      ...pageFamilies.flatMap((family) => readFolder(family.folder).map((entry) => entryRoute(family, entry.slug))),
      ...redirectsOf(redirects).map((redirect) => redirect.from),
      ...retiredOf(redirects),
    ]);
    const named = (["sectors", "services", "types"] as const).flatMap((folder) => specRoutes[folder].map((slug) => canonicalOldPath(`/${folder}/${slug}`)));
    expect(named.filter((route) => !served.has(route))).toEqual([]);
  });

  it.each([
    // [file, field, the spec's count for it]
    ["sectors", "intro", 2],
    ["sectors", "benefits", 4],
    ["sectors", "badges", 3],
    ["services", "whyChoose.cards", 3],
    ["services", "process.steps", 3],
    ["services", "consultingServices.cards", 4],
    ["services", "audiences.cards", 4],
    ["services", "approach.points", 4],
    ["types", "highlights", 3],
    ["home.json", "slides", 3],
    ["home.json", "trust.benefits", 4],
    ["site.json", "social", 3],
    ["about.json", "values.cards", 4],
    ["services-page.json", "whyChoose.cards", 3],
    ["products-page.json", "applications", 12],
    ["products-page.json", "features.cards", 8],
    ["resources-page.json", "guides", 8],
    ["resellers.json", "why.cards", 5],
    ["resellers.json", "who.cards", 5],
    ["resellers.json", "how.cards", 4],
  ] as const)("%s: %s can hold the spec's %i", (file, fieldPath, count) => {
    const field = fieldAt(file, fieldPath);
    expect(field.list).toBe(true);
    expect(count).toBeGreaterThanOrEqual(field.minItems ?? 1);
    expect(count).toBeLessThanOrEqual(field.maxItems ?? Infinity);
  });

  it("holds as many sectors, services and types as the spec names, and more", () => {
    for (const folder of ["sectors", "services", "types"] as const) {
      const { minItems = 1, maxItems = Infinity } = schemas[folder];
      expect([folder, specRoutes[folder].length >= minItems, maxItems > specRoutes[folder].length]).toEqual([folder, true, true]);
    }
  });

  it("groups types as the spec does: the main types and the others", () => {
    expect(fieldAt("types", "group")).toMatchObject({ oneOf: ["main", "other"] });
  });
});
