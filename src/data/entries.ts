import fs from "fs";
import path from "path";

export interface Entry {
  slug: string;
  order: number;
}

/**
 * The entries of a data folder (data/sectors/, …) as they stand on disk, sorted by `order` (then slug), for code
 * that runs outside Gatsby's data layer: tests and the end-to-end route list. Unreadable files are skipped; the
 * data validation reports them.
 */
export function readEntries<T extends Entry = Entry>(dataDir: string, folder: string): T[] {
  const dir = path.join(dataDir, folder);
  if (!fs.existsSync(dir)) return [];
  const entries = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => {
      try {
        const value = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as Partial<Entry>;
        return typeof value.slug === "string" ? [value as T] : [];
      } catch {
        return [];
      }
    });
  const order = (entry: Entry): number => (typeof entry.order === "number" ? entry.order : Infinity);
  return entries.sort((a, b) => order(a) - order(b) || (a.slug < b.slug ? -1 : 1));
}
