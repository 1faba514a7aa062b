/*
 * One-off migration (issue 16 §3), kept so its test can show that nothing was lost:
 * - data/sectors.json, services.json and types.json (top-level arrays, which Decap CMS cannot edit) become one
 *   file per entry, data/{folder}/{slug}.json, each with an explicit `order` (10, 20, … in the old file order, so
 *   an editor can slot an entry between two others); sectors gain `showOnHome`, taken from home.json's slug list,
 *   which then goes (the home page lists the sectors with `showOnHome`, by `order`).
 * - data/applications.json and data/guides.json move into the page that shows them: products-page.json
 *   `applications` and resources-page.json `guides`.
 * Run once: `npx tsx tools/content/migrate-data-folders.ts [dataDir]`. It refuses a folder that is already migrated.
 */
import fs from "fs";
import path from "path";

type Json = Record<string, unknown>;
type Entry = Json & { slug: string };

/** The files the migration reads, as they were before it. */
export interface OldLayout {
  sectors: Entry[];
  services: Entry[];
  types: Entry[];
  applications: Entry[];
  guides: Entry[];
  home: Json & { sectors: Json & { slugs: string[] } };
  productsPage: Json;
  resourcesPage: Json;
}

/** What it writes: file paths relative to the data folder, and the old files it removes. */
export interface Migration {
  write: Map<string, Json>;
  remove: string[];
}

export const ORDER_STEP = 10;
export const oldFiles = ["sectors.json", "services.json", "types.json", "applications.json", "guides.json"] as const;

/** Inserts `key: value` into an object after the key `after`, keeping the rest of the order. */
function insertAfter(object: Json, after: string, key: string, value: unknown): Json {
  const result: Json = {};
  for (const [k, v] of Object.entries(object)) {
    result[k] = v;
    if (k === after) result[key] = value;
  }
  if (!(key in result)) result[key] = value;
  return result;
}

export function migrate(old: OldLayout): Migration {
  const write = new Map<string, Json>();
  const onHome = new Set(old.home.sectors.slugs);
  const homeOrder = old.sectors.filter((sector) => onHome.has(sector.slug)).map((sector) => sector.slug);
  // The home page's order becomes the sectors' `order`; it must agree with the file order for one number to serve both.
  if (homeOrder.join() !== old.home.sectors.slugs.join()) {
    throw new Error(`home.json lists the sectors in an order (${old.home.sectors.slugs.join(", ")}) that differs from sectors.json; one "order" per sector cannot keep both.`);
  }
  const folder = (name: string, entries: Entry[], extra: (entry: Entry) => Json = () => ({})) =>
    entries.forEach((entry, index) => {
      const { slug, ...rest } = entry;
      write.set(`${name}/${slug}.json`, { slug, order: (index + 1) * ORDER_STEP, ...extra(entry), ...rest });
    });
  folder("sectors", old.sectors, (sector) => ({ showOnHome: onHome.has(sector.slug) }));
  folder("services", old.services);
  folder("types", old.types);

  const homeSectors = Object.fromEntries(Object.entries(old.home.sectors).filter(([key]) => key !== "slugs"));
  write.set("home.json", { ...old.home, sectors: homeSectors });
  write.set("products-page.json", insertAfter(old.productsPage, "viewProductsLabel", "applications", old.applications));
  write.set("resources-page.json", insertAfter(old.resourcesPage, "updatedText", "guides", old.guides));
  return { write, remove: [...oldFiles] };
}

export function readOldLayout(dataDir: string): OldLayout {
  const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as T;
  return {
    sectors: read("sectors.json"),
    services: read("services.json"),
    types: read("types.json"),
    applications: read("applications.json"),
    guides: read("guides.json"),
    home: read("home.json"),
    productsPage: read("products-page.json"),
    resourcesPage: read("resources-page.json"),
  };
}

/** Writes the migration into `dataDir`, formatted as the other data files (two spaces, final newline). */
export function applyMigration(dataDir: string, migration: Migration): void {
  for (const [file, value] of migration.write) {
    fs.mkdirSync(path.dirname(path.join(dataDir, file)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, file), `${JSON.stringify(value, null, 2)}\n`);
  }
  for (const file of migration.remove) fs.rmSync(path.join(dataDir, file));
}

if (require.main === module) {
  const dataDir = path.resolve(process.argv[2] ?? "data");
  if (!fs.existsSync(path.join(dataDir, "sectors.json"))) {
    process.stderr.write(`${dataDir} has no sectors.json: it is already migrated.\n`);
    process.exitCode = 1;
  } else {
    const migration = migrate(readOldLayout(dataDir));
    applyMigration(dataDir, migration);
    process.stdout.write(`Wrote ${migration.write.size} file(s), removed ${migration.remove.join(", ")} in ${dataDir}\n`);
  }
}
