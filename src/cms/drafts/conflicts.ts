/**
 * Whether the file an editor is about to save was changed by someone else since they opened it (issue 44, point
 * 3). Decap writes the whole file over whatever the branch holds (its GitHub backend commits on top of the
 * branch's head without comparing; decap-server writes the file), so a colleague's published change was lost
 * without a word. Before each save the file is read afresh and compared, as data, with the file as it was loaded,
 * or as this tab last wrote it; a save over a change the editor was told of and chose to overwrite goes ahead.
 */

import { readRecord, writeRecord, type NoteStorage } from "./storedRecord";

/** The same data, whatever the order of keys or the file's spacing. */
export function sameData(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : typeof value === "object" && value !== null
        ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]))
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

const parse = (raw: string | undefined): unknown => {
  try {
    return raw === undefined || raw.trim() === "" ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return raw;
  }
};

/** Where this browser keeps what it last wrote of each entry, for the check after a reload (a restored backup). */
export const WRITTEN = "cms-written";

export class Conflicts {
  /** Per entry ("sectors/aviation"): what this browser last wrote, and a colleague's version the editor chose to overwrite. */
  private readonly written: Map<string, unknown>;
  private readonly overwritable = new Map<string, unknown>();

  /**
   * `storage` keeps what was written across a reload: text restored from a backup was typed against the file as
   * it was then, and a save since (this editor's own, before the reload) is no colleague's change.
   */
  constructor(private readonly storage?: NoteStorage) {
    this.written = new Map(Object.entries(readRecord(storage, WRITTEN)));
  }

  /**
   * The file as the backend holds it now, if it differs from what the editor started from (`loadedRaw`) and
   * from what this tab wrote: then the save stops, and the next save over that same version goes ahead.
   * undefined when the file could not be read (the save goes ahead, and fails or not as the backend answers).
   */
  check(key: string, loadedRaw: string, currentRaw: string | undefined): "changed" | undefined {
    if (currentRaw === undefined) return undefined;
    const current = parse(currentRaw);
    const known = [parse(loadedRaw), ...(this.written.has(key) ? [this.written.get(key)] : []), ...(this.overwritable.has(key) ? [this.overwritable.get(key)] : [])];
    if (known.some((version) => sameData(version, current))) return undefined;
    this.overwritable.set(key, current);
    return "changed";
  }

  /** What this tab is writing now: its next save starts from it. */
  wrote(key: string, data: unknown): void {
    this.written.set(key, data);
    this.overwritable.delete(key);
    // Storage full or refused: kept for this page only.
    writeRecord(this.storage, WRITTEN, Object.fromEntries(this.written));
  }
}

/** What the editor is told (shown as "Not saved. …"): of a published change, or of a colleague's draft this tab had not opened. */
export function conflictMessage(entry: string, collection: string, theirs: "published" | "draft" = "published"): string {
  if (theirs === "draft") {
    return (
      `"${entry}" (${collection}) has a draft that someone else saved after you opened it, waiting in Workflow, and saving now would replace it. ` +
      "Your changes are still in the form. To keep both, open their draft from Workflow in a new tab, add your changes to it there and save it (then leave this one). " +
      "To replace their draft with yours, save again."
    );
  }
  return (
    `"${entry}" (${collection}) was changed by someone else after you opened it, and saving now would undo their change. ` +
    "Your changes are still in the form. To keep both, open the entry in a new tab, add your changes to their version there and publish it (then leave this one). " +
    "To replace their version with yours, publish again."
  );
}
