/**
 * Whether the file an editor is about to save was changed since they opened it (issue 44, point 3; issue 50,
 * point 3). Decap writes the whole file over whatever the branch holds (its GitHub backend commits on top of the
 * branch's head without comparing; decap-server writes the file), so a colleague's published change was lost
 * without a word. Before each save the file is read afresh (backend/guarded.ts) and compared, as data, with what
 * this tab's form is based on: the file as it was opened, or as this tab last wrote it. A save over a change the
 * editor was told of and chose to overwrite goes ahead.
 *
 * One editor may have the CMS open in several tabs. What each tab wrote is noted in the browser's storage, one
 * note per entry under a key of its own, with the tab that wrote it, read afresh at each check. So a change saved in
 * another tab (a duplicated one too: tabName.ts) is named as such, not as someone else's; and after a reload a tab
 * knows its own saves from before it.
 */

import { fillPhrase, messageOverrides } from "../locale";
import { readNote, writeNote, type NoteStorage } from "./storedRecord";
import { keptTabName } from "./tabName";

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

/** Where this browser keeps what it last wrote of each entry: "cms-written:sectors/aviation" → { data, tab }. */
export const WRITTEN = "cms-written";

interface WrittenNote {
  data: unknown;
  /** The tab that wrote it. */
  tab: string;
}

const isNote = (value: unknown): value is WrittenNote => typeof value === "object" && value !== null && "data" in value && typeof (value as { tab?: unknown }).tab === "string";

/** Whose change the file holds, when it differs from what the form is based on. */
export type Change = "someoneElse" | "otherTab";

export class Conflicts {
  /** What this tab wrote of each entry ("sectors/aviation"), since the page loaded. */
  private readonly mine = new Map<string, unknown>();
  /** A version the editor was told of and chose to overwrite. */
  private readonly overwritable = new Map<string, unknown>();
  /** This tab's name, read at each check: a duplicated tab takes a new one as it finds the original (tabName.ts). */
  private readonly tab: () => string;

  /** `storage` keeps the notes across a reload and between tabs (each entry's under its own key); `tab` names this tab. */
  constructor(
    private readonly storage?: NoteStorage,
    tab: string | (() => string) = keptTabName(),
  ) {
    this.tab = typeof tab === "string" ? () => tab : tab;
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
    // Read now, not kept from the page's load: another tab may have written since.
    const note = readNote(this.storage, WRITTEN, key);
    // This tab's own write, before a reload.
    if (isNote(note) && note.tab === this.tab() && sameData(note.data, current)) return undefined;
    this.overwritable.set(key, current);
    return isNote(note) && sameData(note.data, current) ? "otherTab" : "someoneElse";
  }

  /** What the backend has confirmed this tab wrote: its next save starts from it, and other tabs learn of it. */
  wrote(key: string, data: unknown): void {
    this.mine.set(key, data);
    this.overwritable.delete(key);
    // This entry's note alone, under its own key. Storage full or refused: kept for this page only (mine).
    writeNote(this.storage, WRITTEN, key, { data, tab: this.tab() } satisfies WrittenNote);
  }
}

export interface EntryNames {
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
export function changeText(change: Change, theirs: "published" | "draft", { entry, collection, workflow }: EntryNames): string {
  const words = messageOverrides.site.changed;
  const verb = workflow ? "save" : "publish";
  return fillPhrase(change === "otherTab" ? words.otherTab : words[theirs], { entry, collection, verb, again: `${verb} again` });
}

/** What the editor is told (shown as "Not saved. …") when a new entry's address holds an entry already. */
export function takenText({ entry, collection, workflow }: EntryNames): string {
  return fillPhrase(messageOverrides.site.changed.taken, { entry, collection, again: workflow ? "save again" : "publish again" });
}
