/**
 * The CMS's notes in the browser's storage: one item per note, under its own key ("cms-written:sectors/aviation"),
 * so that a tab writing one entry's note never rewrites another's (a whole record read, changed and written back
 * by two tabs at once loses one of them). What a note is for is only ever a help (when a draft was typed, the file
 * it was typed against, what this browser wrote), so anything else found under a key (corrupt JSON, storage
 * refused) reads as no note, and a note that cannot be written is lost on its own.
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

/** The storage key of the note of kind `kind` for `entry`: "cms-written:sectors/aviation". */
export const noteKey = (kind: string, entry: string): string => `${kind}:${entry}`;

/** The note of kind `kind` for `entry`; undefined when there is none, or it cannot be read. */
export function readNote(storage: NoteStorage | undefined, kind: string, entry: string): unknown {
  try {
    const text = storage?.getItem(noteKey(kind, entry));
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** Notes `value` for `entry`, touching no other note; false when the storage refused it (full, or blocked). */
export function writeNote(storage: NoteStorage | undefined, kind: string, entry: string, value: unknown): boolean {
  try {
    storage?.setItem(noteKey(kind, entry), JSON.stringify(value));
    return storage !== undefined;
  } catch {
    return false;
  }
}
