import fs from "fs";
import path from "path";
import { routesOf } from "../dataFiles";
import type { Field, FileSchema } from "../../data/schema";
import { stemOf } from "../../cms/names";
import { IMAGES_FOLDER, isFolderSchema, type CmsFacts } from "./config";

/** A text this long (or with a line break) gets a multi-line box in the CMS. */
export const LONG_TEXT = 70;

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined; // The build's validation reports a broken file; the CMS config only loses a hint from it.
  }
}

/** The entries of a data file or folder as they are on disk (a broken or missing file gives none). */
export function readEntries(dataDir: string, key: string, schema: FileSchema): Record<string, unknown>[] {
  const asObjects = (values: unknown[]): Record<string, unknown>[] =>
    values.filter((value): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value));
  if (!isFolderSchema(schema)) return asObjects([readJson(path.join(dataDir, key))]);
  const folder = path.join(dataDir, stemOf(key));
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) return [];
  return asObjects(fs.readdirSync(folder).filter((name) => name.endsWith(".json")).sort().map((name) => readJson(path.join(folder, name))));
}

/** Calls `visit` with every scalar value of `value`, keyed by its field path without list indices. */
function walk(fields: Record<string, Field>, value: unknown, prefix: string, visit: (path: string, field: Field, value: unknown) => void): void {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return;
  for (const [name, field] of Object.entries(fields)) {
    const fieldPath = prefix ? `${prefix}.${name}` : name;
    const raw = (value as Record<string, unknown>)[name];
    const items = field.list ? (Array.isArray(raw) ? raw : []) : [raw];
    for (const item of items) {
      if (field.kind === "object") walk(field.fields, item, fieldPath, visit);
      else visit(fieldPath, field, item);
    }
  }
}

function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

/**
 * The folders each image field's pictures are in, by field key
 * ("sectors:image" → ["images/sectors", ...], one entry per picture).
 */
function pictureFolders(dataDir: string, schemas: Readonly<Record<string, FileSchema>>): { folders: Map<string, string[]>; longTexts: Set<string> } {
  const folders = new Map<string, string[]>();
  const longTexts = new Set<string>();
  for (const [key, schema] of Object.entries(schemas)) {
    const stem = stemOf(key);
    for (const entry of readEntries(dataDir, key, schema)) {
      walk(schema.fields, entry, "", (fieldPath, field, value) => {
        if (typeof value !== "string") return;
        const fieldKey = `${stem}:${fieldPath}`;
        if (field.kind === "image" && value.startsWith(`${IMAGES_FOLDER}/`) && value.includes("/", IMAGES_FOLDER.length + 1)) {
          folders.set(fieldKey, [...(folders.get(fieldKey) ?? []), path.posix.dirname(value)]);
        }
        if (field.kind === "string" && (value.length >= LONG_TEXT || value.includes("\n"))) longTexts.add(fieldKey);
      });
    }
  }
  return { folders, longTexts };
}

/**
 * Image fields whose pictures are in more than one folder, with those folders.
 * Decap finds a picture by its file name in its field's one folder
 * (decap-cms-core 3.6, selectMediaFilePath), so such a picture would show as
 * missing in the CMS; the editor's picker keeps a field's pictures together.
 */
export function scatteredPictures(dataDir: string, schemas: Readonly<Record<string, FileSchema>>): Record<string, string[]> {
  const { folders } = pictureFolders(dataDir, schemas);
  return Object.fromEntries([...folders].map(([fieldKey, dirs]) => [fieldKey, [...new Set(dirs)].sort()] as const).filter(([, dirs]) => dirs.length > 1));
}

/**
 * What the CMS configuration takes from the data as it is: the pages that
 * exist (for internal links), the folder each image field's pictures are in
 * (so the media library opens there and uploads land beside them), and which
 * texts are long.
 */
export function collectFacts(dataDir: string, schemas: Readonly<Record<string, FileSchema>>): CmsFacts {
  const { folders, longTexts } = pictureFolders(dataDir, schemas);
  const imageFolders = Object.fromEntries([...folders].map(([fieldKey, dirs]) => [fieldKey, mostCommon(dirs) ?? IMAGES_FOLDER]));
  return { routes: routesOf(dataDir), imageFolders, longTexts: [...longTexts].sort() };
}
