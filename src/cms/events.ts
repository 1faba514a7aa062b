import { configTextFields } from "../lib/consent";
import type { FileSchema } from "../data/schema";
import { formatProblem, uniqueKeys, uniqueValueProblems, validateValue } from "../data/validate";
import { fieldLabel } from "./labels";
import { blankOptionalPaths, withoutPaths } from "./entryData";

/**
 * What the CMS does to an entry as it is saved (Decap's preSave event), as a
 * pure function of plain data so it can be tested without Decap.
 */

/** The cookie banner's file, whose revision rises when a text visitors agree to changes. */
export const COOKIE_SETTINGS = "cookie-settings.json";

export interface SaveInput {
  /** The schema key of the entry's file or folder ("home.json", "sectors"). */
  schemaKey: string;
  schema: FileSchema;
  data: unknown;
  /** The file as it was loaded, or "" for a new entry. */
  previousRaw: string;
  /** For an existing entry of a folder: the slug its file is named by. */
  fileSlug?: string;
  /** Whether the entry is one file of a folder (its file is named by its slug). */
  inFolder: boolean;
  /**
   * The folder's entries as the backend holds them now (its own file among them, for an entry that is not new),
   * when the CMS could list them: values that must differ between entries are checked against them.
   */
  entries?: readonly FolderEntry[];
}

/** One entry of a folder as the backend lists it. */
export interface FolderEntry {
  slug: string;
  data: unknown;
}

export interface SavePlan {
  /** Blank optional values to remove (Decap writes a cleared field as "" or []; the build wants it absent). */
  deletions: (string | number)[][];
  /** The cookie banner's new revision, when a text changed. */
  revision?: number;
  /** Reasons to refuse the save, in words an editor can act on. */
  problems: string[];
}

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

function parsePrevious(raw: string): Record<string, unknown> | null {
  if (!raw.trim()) return null;
  try {
    return record(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * Visitors agreed to a revision of the cookie texts: when one of those texts
 * changes, the revision must rise (src/lib/cookieManagerForm.ts applies the
 * same rule in the cookie manager), unless the editor already raised it.
 */
export function nextCookieRevision(previous: Record<string, unknown> | null, data: Record<string, unknown>): number | undefined {
  if (!previous) return undefined;
  const changed = configTextFields.some((field) => previous[field] !== data[field]);
  const before = typeof previous.revision === "number" ? previous.revision : 0;
  const now = typeof data.revision === "number" ? data.revision : 0;
  return changed && now <= before ? before + 1 : undefined;
}

/**
 * What a new entry may not take: the address of an entry its folder already has. Decap would save it under a
 * name of its own ("aviation-1.json") whose slug says otherwise, which stops every build after it. A copy made
 * with Duplicate starts with the original's address (and position in lists), so this is what an editor meets who
 * forgets to change them: every value the copy shares with that entry is named at once.
 */
function takenAddress(folder: string, schema: FileSchema, values: Record<string, unknown>, entries: readonly FolderEntry[]): string | undefined {
  const original = entries.find((entry) => entry.slug === values.slug);
  if (!original) return undefined;
  const theirs = record(original.data);
  const shared = uniqueKeys(schema.fields).filter((key) => key !== "slug" && values[key] !== undefined && values[key] === theirs[key]);
  const also = shared.map((key) => ` Its ${fieldLabel(key).toLowerCase()}, ${JSON.stringify(values[key])}, is that entry's too: choose another.`).join("");
  return `The address (slug) "${String(values.slug)}" is taken: data/${folder}/${String(values.slug)}.json has it. A new entry needs an address of its own (a copy made with Duplicate starts with the original's).${also}`;
}

export function planSave({ schemaKey, schema, data, previousRaw, fileSlug, inFolder, entries }: SaveInput): SavePlan {
  const values = record(data);
  const problems: string[] = [];
  const moved = fileSlug !== undefined && typeof values.slug === "string" && values.slug !== fileSlug;
  if (moved) {
    problems.push(
      `The address (slug) names this entry's file, "${fileSlug}.json", so it cannot be changed here. To move the page to "${values.slug}", create a new entry with that address, delete this one, then add its old address under Moved pages so visitors and search engines follow it.`,
    );
  }
  const deletions = blankOptionalPaths(schema.fields, values);
  const revision = schemaKey === COOKIE_SETTINGS ? nextCookieRevision(parsePrevious(previousRaw), values) : undefined;
  // The build's own check of what would be written, so a save the build would reject is refused with its message.
  const written = { ...(withoutPaths(values, deletions) as Record<string, unknown>), ...(revision !== undefined ? { revision } : {}) };
  const file = inFolder ? `${schemaKey}/${typeof values.slug === "string" ? values.slug : "new-entry"}.json` : schemaKey;
  problems.push(...validateValue(file, written).map(formatProblem));
  if (inFolder && entries && !moved) {
    const taken = fileSlug === undefined ? takenAddress(schemaKey, schema, values, entries) : undefined;
    // Once the address is free, the other values that must differ: the position in lists, say.
    if (taken) problems.push(taken);
    else problems.push(...uniqueValueProblems(file, written, entries.map((entry) => ({ file: `${schemaKey}/${entry.slug}.json`, value: entry.data }))).map(formatProblem));
  }
  return { deletions, ...(revision !== undefined ? { revision } : {}), problems };
}
