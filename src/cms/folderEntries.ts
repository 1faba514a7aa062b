import type { FolderEntry } from "./events";

/**
 * The entries of a folder collection as the backend holds them, for the checks on save of values that must
 * differ between entries (events.ts). Decap gives its event handlers no way to the backend, only its widgets:
 * the widget of an entry's own address (widgets/entrySlug.tsx), on every folder entry, hands over its way
 * to list them as it mounts.
 */

export type ListEntries = (collection: string) => Promise<readonly FolderEntry[] | undefined>;

let lister: ListEntries | undefined;

export function provideEntryLister(list: ListEntries): void {
  lister = list;
}

/**
 * The folder's entries, or undefined when they cannot be listed (no lister yet, or the backend failed): the
 * save goes ahead, and the build's own check across entries still stands behind it.
 */
export async function folderEntries(collection: string): Promise<readonly FolderEntry[] | undefined> {
  if (!lister) return undefined;
  try {
    return await lister(collection);
  } catch {
    return undefined;
  }
}

/** Entries as Decap's search answers them: each with its slug and its data as plain values. */
export function entriesFromHits(hits: unknown): FolderEntry[] | undefined {
  if (!Array.isArray(hits)) return undefined;
  const entries: FolderEntry[] = [];
  for (const hit of hits as unknown[]) {
    if (typeof hit !== "object" || hit === null) return undefined;
    const { slug, data } = hit as { slug?: unknown; data?: unknown };
    if (typeof slug !== "string") return undefined;
    entries.push({ slug, data });
  }
  return entries;
}
