/**
 * Whether the file an editor is about to save was changed since they opened it (issue 44, point 3; issue 50,
 * point 3). Decap writes the whole file over whatever the branch holds (its GitHub backend commits on top of the
 * branch's head without comparing; decap-server writes the file), so a colleague's published change was lost
 * without a word. Before each save the file is read afresh (backend/guarded.ts) and compared, as data, with what
 * this tab's form is based on: the file as it was opened, or as this tab last wrote it. A save over a change the
 * editor was told of and chose to overwrite goes ahead.
 *
 * One editor may have the CMS open in several tabs. What each tab wrote is noted in the browser's storage, one
 * note per entry, merged into the others (never the whole record from one page's copy), with the tab that wrote it;
 * each tab learns of another's writes as they happen (the `storage` event). So a change saved in another tab is
 * named as such, not as someone else's; and after a reload a tab knows its own saves from before it.
 */

import { fillPhrase, messageOverrides } from "../locale";
import { noteEntry, readRecord, type NoteStorage } from "./storedRecord";

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

/** A file's text as data; its text when it is not JSON; undefined for no file. */
export const parseFile = (raw: string | null | undefined): unknown => {
  try {
    return raw === undefined || raw === null || raw.trim() === "" ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return raw;
  }
};

/** Where this browser keeps what it last wrote of each entry: { "sectors/aviation": { data, tab } }. */
export const WRITTEN = "cms-written";
/** Where a tab keeps its own name (sessionStorage: one per tab, kept across a reload). */
export const TAB_NAME = "cms-tab";

interface WrittenNote {
  data: unknown;
  /** The tab that wrote it. */
  tab: string;
}

const isNote = (value: unknown): value is WrittenNote => typeof value === "object" && value !== null && "data" in value && typeof (value as { tab?: unknown }).tab === "string";

/** This tab's name, kept in `session` so that a reload keeps it; a new one where the storage refuses. */
export function tabName(session?: NoteStorage): string {
  try {
    const kept = session?.getItem(TAB_NAME);
    if (kept) return kept;
  } catch {
    // Refused: a name for this page alone.
  }
  const name = typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  try {
    session?.setItem(TAB_NAME, name);
  } catch {
    // As above.
  }
  return name;
}

/** Whose change the file holds, when it differs from what the form is based on. */
export type Change = "someoneElse" | "otherTab";

export class Conflicts {
  /** What this tab wrote of each entry ("sectors/aviation"), since the page loaded. */
  private readonly mine = new Map<string, unknown>();
  /** A version the editor was told of and chose to overwrite. */
  private readonly overwritable = new Map<string, unknown>();
  /** What this browser last wrote of each entry, and which tab: read as the page loads, then kept current. */
  private notes: Record<string, unknown>;

  /**
   * `storage` keeps the notes across a reload and between tabs; `tab` names this tab; `events` (the window) tells
   * of another tab's writes as they happen.
   */
  constructor(
    private readonly storage?: NoteStorage,
    private readonly tab: string = tabName(),
    events?: Pick<Window, "addEventListener">,
  ) {
    this.notes = readRecord(storage, WRITTEN);
    events?.addEventListener("storage", (event: StorageEvent) => {
      // Another tab wrote (or the storage was cleared: key null).
      if (event.key === WRITTEN || event.key === null) this.notes = readRecord(storage, WRITTEN);
    });
  }

  /**
   * Whether the file as the backend holds it now (`currentRaw`, null when there is none) is a change the editor
   * has not seen: not what the form started from (`openedRaw`), nor what this tab wrote, nor a version the editor
   * chose to overwrite. Then the save stops, and the next save over that same version goes ahead.
   */
  check(key: string, openedRaw: string, currentRaw: string | null): Change | undefined {
    const current = parseFile(currentRaw);
    const known = [parseFile(openedRaw), ...(this.mine.has(key) ? [this.mine.get(key)] : []), ...(this.overwritable.has(key) ? [this.overwritable.get(key)] : [])];
    if (known.some((version) => sameData(version, current))) return undefined;
    const note = this.notes[key];
    // This tab's own write, before a reload.
    if (isNote(note) && note.tab === this.tab && sameData(note.data, current)) return undefined;
    this.overwritable.set(key, current);
    return isNote(note) && sameData(note.data, current) ? "otherTab" : "someoneElse";
  }

  /** What the backend has confirmed this tab wrote: its next save starts from it, and other tabs learn of it. */
  wrote(key: string, data: unknown): void {
    this.mine.set(key, data);
    this.overwritable.delete(key);
    const note: WrittenNote = { data, tab: this.tab };
    // This entry's note alone, merged into the record as it is now. Storage full or refused: kept for this page only.
    noteEntry(this.storage, WRITTEN, key, note);
    this.notes = { ...readRecord(this.storage, WRITTEN), [key]: note };
  }
}

export interface ChangeTelling {
  /** How an editor knows the entry and its collection: "Aviation", "Sectors". */
  entry: string;
  collection: string;
  /** With drafts and review, an entry is saved; without, published. */
  workflow: boolean;
}

/**
 * What the editor is told (shown as "Not saved. …"): of a change in another tab of this browser, of a colleague's
 * draft this tab had not opened, or of a colleague's change.
 */
export function changeText(change: Change, theirs: "published" | "draft", { entry, collection, workflow }: ChangeTelling): string {
  const words = messageOverrides.site.changed;
  const verb = workflow ? "save" : "publish";
  return fillPhrase(change === "otherTab" ? words.otherTab : words[theirs], { entry, collection, verb, again: `${verb} again` });
}
