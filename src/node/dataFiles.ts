import fs from "fs";
import path from "path";
import { fewestFillingEveryField } from "../data/layouts";
import { allRoutes, entryRoute, pageFamilies } from "../data/routes";
import { schemas } from "../data/schema";
import { validateData, type DataFiles, type DataProblem, type PictureReference } from "../data/validate";

/**
 * What the build, the tools and the tests read from data/: the files as they stand on disk, handed as plain values
 * to the checks and lists in src/data/, which read no file (the CMS bundles them).
 */

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

/** Every route of the site built from `dataDir` (src/data/routes.ts). */
export function routesOf(dataDir: string): string[] {
  return allRoutes(new Map(pageFamilies.map((family) => [family.folder, readEntries(dataDir, family.folder).map((entry) => entry.slug)])));
}

/** For each family of pages (src/data/routes.ts), the routes of the entries in `dataDir` that show every layout of its template (src/data/layouts.ts). */
export function entryRoutesShowingEveryLayout(dataDir: string): string[] {
  return pageFamilies.flatMap((family) => fewestFillingEveryField(readEntries(dataDir, family.folder)).map((entry) => entryRoute(family, entry.slug)));
}

/** The .json files directly in `dir`, by name, as text (none if it is not a folder); one that cannot be read is left out. */
function jsonTexts(dir: string): Map<string, string> {
  const texts = new Map<string, string>();
  const found = fs.existsSync(dir) && fs.statSync(dir).isDirectory() ? fs.readdirSync(dir, { withFileTypes: true }) : [];
  for (const entry of found) {
    if (!entry.isFile() || !entry.name.endsWith(".json")) continue;
    texts.set(entry.name, fs.readFileSync(path.join(dir, entry.name), "utf8"));
  }
  return texts;
}

/** Reads what the checks of src/data/validate.ts need from data/: its files' texts and the path of everything in it. */
export function readDataFiles(dataDir: string): DataFiles {
  const isFolder = (dir: string): boolean => fs.existsSync(dir) && fs.statSync(dir).isDirectory();
  const folders = new Map<string, Map<string, string>>();
  for (const [folder, schema] of Object.entries(schemas)) {
    if (schema.shape === "folder" && isFolder(path.join(dataDir, folder))) folders.set(folder, jsonTexts(path.join(dataDir, folder)));
  }
  const paths = new Set<string>();
  if (isFolder(dataDir)) {
    for (const entry of fs.readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
      paths.add(path.relative(dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
    }
  }
  return { files: jsonTexts(dataDir), folders, paths };
}

/**
 * Validates every data file and folder in `dataDir` and returns one problem per mistake (src/data/validate.ts). Each
 * picture found is added to `pictures`, whose content the build checks next (src/node/checkPictures.ts).
 */
export function validateDataDir(dataDir: string, pictures?: PictureReference[]): DataProblem[] {
  return validateData(readDataFiles(dataDir), pictures);
}
