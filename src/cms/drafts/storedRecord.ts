/**
 * The CMS's notes in the browser's storage: one record per key, by entry ({ "sectors.aviation": value }). What a
 * note is for is only ever a help (when a draft was typed, the file it was typed against, what this browser wrote),
 * so anything else found under the key (corrupt JSON, a list, a number, storage refused) reads as no notes, and a
 * note that cannot be written is lost on its own.
 */
export type NoteStorage = Pick<Storage, "getItem" | "setItem">;

/** The browser's storage, unless it refuses access (a blocked site's storage throws as it is read). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** This tab's own storage (sessionStorage: kept across a reload, not shared with other tabs), unless it refuses access. */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readRecord(storage: NoteStorage | undefined, key: string): Record<string, unknown> {
  try {
    const value = JSON.parse(storage?.getItem(key) ?? "{}") as unknown;
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Writes the whole record; false when the storage refused it (full, or blocked). */
export function writeRecord(storage: NoteStorage | undefined, key: string, record: Record<string, unknown>): boolean {
  try {
    storage?.setItem(key, JSON.stringify(record));
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** Notes `value` for `entry`, keeping the record's other entries (a corrupt record is replaced by this one note). */
export function noteEntry(storage: NoteStorage | undefined, key: string, entry: string, value: unknown): boolean {
  return writeRecord(storage, key, { ...readRecord(storage, key), [entry]: value });
}
