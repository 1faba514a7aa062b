/** @jest-environment node */
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
import { applyMigration, migrate, oldFiles, readOldLayout, type OldLayout } from "../../../tools/content/migrate-data-folders";
import { readEntries } from "../../../src/data/entries";
import { formatProblem, validateDataDir } from "../../../src/data/validate";
import { tempDir } from "../../helpers/tempDir";

/** The last commit with the old layout (top-level arrays), on main before issue 16's data move. */
const OLD_LAYOUT_COMMIT = "9740f3b";
const root = path.join(__dirname, "..", "..", "..");

/** data/ as it was at that commit, unpacked from git history into a temporary folder. */
function oldDataDir(): string {
  const dir = tempDir("old-data-");
  let archive: Buffer;
  try {
    archive = execFileSync("git", ["archive", "--format=tar", OLD_LAYOUT_COMMIT, "data"], { cwd: root, maxBuffer: 512 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`This test reads data/ at commit ${OLD_LAYOUT_COMMIT} from git history (a shallow clone lacks it: run "git fetch --unshallow"). ${String(error)}`);
  }
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  return path.join(dir, "data");
}

function filesUnder(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]));
}

const readJson = (dir: string, file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown>;

/** Takes `key` out of an object, keeping the order of the others. */
function without(object: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
}

describe("the move to one file per entry (tools/content/migrate-data-folders.ts)", () => {
  let oldDir: string;
  let old: OldLayout;
  let newDir: string;

  beforeAll(() => {
    oldDir = oldDataDir();
    old = readOldLayout(oldDir);
    newDir = tempDir("new-data-");
    fs.cpSync(oldDir, newDir, { recursive: true });
    applyMigration(newDir, migrate(old));
  });

  it("gives a data folder that the validation accepts", () => {
    // Files the move left alone are taken as they are today: they have changed since, with the schema.
    const checked = tempDir("checked-data-");
    fs.cpSync(newDir, checked, { recursive: true });
    const written = new Set([...migrate(old).write.keys()]);
    const current = path.join(root, "data");
    for (const file of fs.readdirSync(current).filter((name) => name.endsWith(".json") && !written.has(name))) {
      fs.copyFileSync(path.join(current, file), path.join(checked, file));
    }
    expect(validateDataDir(checked).map(formatProblem)).toEqual([]);
  });

  it("keeps every sector, service and type: the old list comes back from the folder, in order and field for field", () => {
    for (const folder of ["sectors", "services", "types"] as const) {
      const restored = readEntries(newDir, folder).map((entry) => without(entry as unknown as Record<string, unknown>, "order", "showOnHome"));
      expect(JSON.stringify(restored, null, 2)).toBe(JSON.stringify(old[folder], null, 2));
    }
  });

  it("names each file by its entry's slug and numbers the entries 10, 20, 30, … in the old order", () => {
    for (const folder of ["sectors", "services", "types"] as const) {
      const names = fs.readdirSync(path.join(newDir, folder)).sort();
      expect(names).toEqual(old[folder].map((entry) => `${entry.slug}.json`).sort());
      expect(readEntries(newDir, folder).map((entry) => entry.order)).toEqual(old[folder].map((_entry, index) => (index + 1) * 10));
    }
  });

  it("puts on the home page exactly the sectors home.json listed, in its order, and keeps the rest of home.json", () => {
    const sectors = readEntries<{ slug: string; order: number; showOnHome: boolean }>(newDir, "sectors");
    expect(sectors.filter((sector) => sector.showOnHome).map((sector) => sector.slug)).toEqual(old.home.sectors.slugs);
    const home = readJson(newDir, "home.json") as { sectors: Record<string, unknown> };
    const restored = { ...home, sectors: { ...home.sectors, slugs: sectors.filter((sector) => sector.showOnHome).map((sector) => sector.slug) } };
    expect(JSON.stringify(restored)).toBe(JSON.stringify(old.home));
  });

  it("moves the applications and the guides into their pages unchanged, leaving the rest of those pages as it was", () => {
    const products = readJson(newDir, "products-page.json");
    expect(JSON.stringify(products.applications)).toBe(JSON.stringify(old.applications));
    expect(JSON.stringify(without(products, "applications"))).toBe(JSON.stringify(old.productsPage));
    const resources = readJson(newDir, "resources-page.json");
    expect(JSON.stringify(resources.guides)).toBe(JSON.stringify(old.guides));
    expect(JSON.stringify(without(resources, "guides"))).toBe(JSON.stringify(old.resourcesPage));
  });

  it("removes the old list files and leaves every other file, images included, byte for byte", () => {
    const changed = new Set(["home.json", "products-page.json", "resources-page.json", ...oldFiles]);
    const isEntry = (file: string) => /^(sectors|services|types)\/[^/]+\.json$/.test(file);
    const before = filesUnder(oldDir).filter((file) => !changed.has(file));
    expect(filesUnder(newDir).filter((file) => !changed.has(file) && !isEntry(file)).sort()).toEqual(before.sort());
    for (const file of before) expect([file, fs.readFileSync(path.join(newDir, file)).equals(fs.readFileSync(path.join(oldDir, file)))]).toEqual([file, true]);
    for (const file of oldFiles) expect(fs.existsSync(path.join(newDir, file))).toBe(false);
  });

  it("refuses a home page order that one number per sector cannot express", () => {
    const swapped = { ...old, home: { ...old.home, sectors: { ...old.home.sectors, slugs: [...old.home.sectors.slugs].reverse() } } };
    expect(() => migrate(swapped)).toThrow(/differs from sectors\.json; one "order" per sector cannot keep both/);
  });
});
