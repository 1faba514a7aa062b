import { Backend } from "decap-cms-core/dist/esm/backend";
import { selectEntryPath } from "decap-cms-core/dist/esm/reducers/collections";
import { selectUseWorkflow } from "decap-cms-core/dist/esm/reducers/config";

/**
 * A colleague's draft that this tab never opened (issue 44, point 3, with the editorial workflow). An editor who
 * opened an entry before a colleague saved a draft of it saved as if there were none: Decap's GitHub backend then
 * moved the colleague's branch to one that no screen shows (cms_<time>/…), put this editor's version in its place,
 * and failed to open a second pull request for it; the colleague's draft was gone from Workflow.
 *
 * Now, before such a save, the backend is asked for a draft of the entry. If there is one, the save is made as a save
 * of that draft (onto its branch and its pull request), and the check before saving (conflicts.ts, through
 * currentFile in install.ts) compares the draft with what the editor opened: a different draft stops the save, and
 * a second save replaces it knowingly.
 */

/** The draft of each entry ("sectors/aviation") found at the start of this tab's save: its file, or "" when the draft leaves the file as published. */
const found = new Map<string, string>();

/** The file of a draft that someone else saved and this tab had not opened, found as this save began. */
export const colleagueDraft = (key: string): string | undefined => found.get(key) || undefined;

/** Decap's own reading of a draft, as its backends implement it (decap-cms-backend-github's implementation). */
interface DraftReading {
  unpublishedEntry(args: { collection: string; slug: string }): Promise<{ diffs?: { path: string; id: string }[] }>;
  unpublishedEntryDataFile(collection: string, slug: string, path: string, id: string): Promise<string>;
}

interface SaveOptions {
  collection: { get(key: "name"): unknown };
  entryDraft: { get(key: "entry"): { get(key: string): unknown } };
  unpublished?: boolean;
}

/** The entry's draft on the backend: its file ("" when the draft does not change it), or undefined when there is none or it cannot be read. */
async function readDraft(reading: DraftReading, collection: unknown, collectionName: string, slug: string): Promise<string | undefined> {
  let diffs: { path: string; id: string }[];
  try {
    diffs = (await reading.unpublishedEntry({ collection: collectionName, slug })).diffs ?? [];
  } catch {
    // None (Decap's "content is not under editorial workflow"), or the backend out of reach: the save goes as it would.
    return undefined;
  }
  const file = diffs.find((diff) => diff.path === selectEntryPath(collection, slug));
  if (!file) return "";
  return reading.unpublishedEntryDataFile(collectionName, slug, file.path, file.id).catch(() => "");
}

export function installColleagueDraftCheck(): void {
  const persistEntry = Backend.prototype.persistEntry;
  Backend.prototype.persistEntry = async function (this: Backend, ...args: Parameters<Backend["persistEntry"]>) {
    const options = args[0] as unknown as SaveOptions;
    const entry = options.entryDraft.get("entry");
    const collectionName = String(options.collection.get("name"));
    const slug = String(entry.get("slug"));
    const key = `${collectionName}/${slug}`;
    found.delete(key);
    const { config, implementation } = this as unknown as { config: unknown; implementation: DraftReading };
    // A draft this tab loaded (Decap passes unpublished) or a new entry (no draft can exist) goes as Decap sends it.
    if (options.unpublished || entry.get("newRecord") === true || !selectUseWorkflow(config)) return persistEntry.apply(this, args);
    const draft = await readDraft(implementation, options.collection, collectionName, slug);
    if (draft === undefined) return persistEntry.apply(this, args);
    found.set(key, draft);
    return persistEntry.call(this, { ...args[0], unpublished: true } as Parameters<Backend["persistEntry"]>[0]);
  };
}
