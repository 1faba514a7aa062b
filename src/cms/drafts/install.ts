import { Backend, currentBackend } from "decap-cms-core/dist/esm/backend";
import { selectUnpublishedEntry } from "decap-cms-core/dist/esm/reducers";
import { selectEntryPath } from "decap-cms-core/dist/esm/reducers/collections";
import { store } from "decap-cms-core/dist/esm/redux";
import createRootReducer from "decap-cms-core/dist/esm/reducers/combinedReducer";
import { history } from "decap-cms-core/dist/esm/routing/history";
import { addressChanged, guardDrafts, TYPED_AT, type Immutable } from "./guard";
import { backupKey, backupOfferText } from "./offer";

/**
 * Puts the draft rules (guard.ts) into Decap's store, tells them where the CMS is, notes when each draft was typed
 * into, and words Decap's backup offer with the entry and that time (offer.ts). Called before CMS.init, which
 * renders the app on the same store.
 */

/** Where this browser notes when each draft was last typed into: { "sectors.aviation": ms }. */
export const TYPED_TIMES = "cms-typed-at";

export interface Naming {
  /** Decap's question before it restores a backup (the phrase, as Decap asks it). */
  backupQuestion: string;
  /** How an editor knows an entry and its collection. */
  entryName(collection: string, slug: string | undefined, data: Record<string, unknown>): { entry: string; collection: string };
}

function typedTimes(): Record<string, number> {
  try {
    return JSON.parse(window.localStorage.getItem(TYPED_TIMES) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

const textOf = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);

/**
 * A first save of a draft that fails (refused by the site's checks, the sign-in expired, no connection) leaves in
 * Decap's list of drafts a mark of the save ({ isPersisting: false }), from which Decap's next save takes the
 * entry for a draft that exists and asks for its branch, which does not: every later save failed. The mark goes.
 */
export function forgetFailedFirstDraft(state: Record<string, unknown>, action: { type: string; payload?: unknown }): Record<string, unknown> {
  if (action.type !== "UNPUBLISHED_ENTRY_PERSIST_FAILURE") return state;
  const { collection, slug } = (action.payload ?? {}) as { collection?: string; slug?: string };
  const workflow = state.editorialWorkflow as (Immutable & { deleteIn(path: string[]): Immutable }) | undefined;
  const path = ["entities", `${String(collection)}.${String(slug)}`];
  const mark = workflow?.getIn(path) as Immutable | undefined;
  if (!workflow || !mark || mark.get("data") !== undefined) return state;
  return { ...state, editorialWorkflow: workflow.deleteIn(path) };
}

export function installDraftGuard({ backupQuestion, entryName }: Naming): void {
  const root = guardDrafts(createRootReducer());
  store.replaceReducer((state, action) => forgetFailedFirstDraft(root(state, action), action));
  // A backup lists the media folder's pictures beside those uploaded into the draft, and Decap fetches each listed
  // one as it reads the backup, by a path without its field's folder (actions/entries.js, retrieveLocalBackup):
  // a failed request per picture. Only the uploads are the backup's own; the listing comes with the entry's load.
  const getLocalDraftBackup = Backend.prototype.getLocalDraftBackup;
  Backend.prototype.getLocalDraftBackup = async function (this: Backend, ...args) {
    const backup = await getLocalDraftBackup.apply(this, args);
    if (backup.entry?.mediaFiles) backup.entry.mediaFiles = backup.entry.mediaFiles.filter((file) => file.file || file.url);
    return backup;
  };
  history.listen((location) => void store.dispatch(addressChanged(location.pathname)));

  let noted: unknown;
  store.subscribe(() => {
    const draft = store.getState().entryDraft as Immutable | undefined;
    const typedAt = draft?.get(TYPED_AT);
    if (typeof typedAt !== "number" || typedAt === noted) return;
    noted = typedAt;
    const key = backupKey(String(draft?.getIn(["entry", "collection"])), textOf(draft?.getIn(["entry", "slug"])));
    try {
      window.localStorage.setItem(TYPED_TIMES, JSON.stringify({ ...typedTimes(), [key]: typedAt }));
    } catch {
      // Storage full or refused: the offer then says "earlier".
    }
  });

  // Decap asks with window.confirm, with a fixed phrase: the same question, naming the entry and the time.
  const confirm = window.confirm.bind(window);
  window.confirm = (message?: string): boolean => {
    const backup = (store.getState().entryDraft as Immutable | undefined)?.getIn(["localBackup", "entry"]) as Immutable | undefined;
    if (message !== backupQuestion || !backup) return confirm(message);
    const collection = String(backup.get("collection"));
    const slug = textOf(backup.get("slug"));
    const data = (backup.get("data") as { toJS?: () => Record<string, unknown> } | undefined)?.toJS?.() ?? {};
    const typedAt = typedTimes()[backupKey(collection, slug)];
    return confirm(backupOfferText({ ...entryName(collection, slug, data), ...(typedAt !== undefined ? { typedAt } : {}), now: Date.now() }));
  };
}

/**
 * The entry's file as the backend holds it now: a draft's on its branch (editorial workflow), else the published
 * one; undefined for a new entry, or when it cannot be read. A draft counts when this tab has loaded it (it has
 * data): Decap notes the save under way (isPersisting) in its list of drafts before the save's checks run, which
 * is no draft, and asking the backend for a draft that does not exist left the save hanging on GitHub.
 */
export async function currentFile(collectionName: string, slug: string): Promise<string | undefined> {
  const state = store.getState();
  const collection = (state.collections as Immutable).get(collectionName);
  const backend = currentBackend(state.config);
  const draft = selectUnpublishedEntry(state, collectionName, slug) as Immutable | undefined;
  try {
    if (draft?.get("data") !== undefined) return (await backend.unpublishedEntry(state, collection, slug)).raw;
    // The file itself, through the backend's own reading (Decap's getEntry, which also lists the entry's media
    // folder, left the save hanging on GitHub when called from the save's checks). GitHub's answers "" when it
    // cannot read the file: unknown, not empty.
    return (await backend.implementation.getEntry(selectEntryPath(collection, slug))).data || undefined;
  } catch {
    return undefined;
  }
}
