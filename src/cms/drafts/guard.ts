/**
 * Two rules laid over Decap's own reducer, so that nothing an editor types is taken back by a load that arrives
 * after it (decap-cms-core 3.19; issue 44):
 *
 * - A draft restored from the browser's backup stays restored. The editor mounts, asks for the backup and loads
 *   the entry at the same time (Editor.js, componentDidMount); the backup, read from the browser, came first and
 *   was offered, and the entry, read from the backend seconds later, then replaced it (decaporg/decap-cms #5055,
 *   #6989). Now the backup is offered once its entry is in the form (a new entry's once its empty draft is), and a
 *   load of the same entry after a restore keeps the restored values, taking from the load only what the
 *   repository holds (the file as it is there, its path), until the draft is saved or given up.
 * - A new entry's form is not drawn until its values are in. Duplicate (and "Publish and create new") changes the
 *   address to the new entry's first and makes its values a moment later (createEmptyDraft, then the copy): in
 *   between, the form showed the previous entry, editable, and what was typed into it was replaced by the copy.
 *   Now, as the address becomes a new entry's, a draft that is not a new entry is put away, and Decap shows its
 *   "Loading entry" until the new one's values are in.
 *
 * Decap's state is Immutable (Decap's own copy); only the few methods used here are typed (decapTypes.ts).
 */
import type { DecapAction as Action, DecapReducer as Reducer, Immutable } from "../decapTypes";
import { DECAP_STATE } from "../decapState";

const { draft: DRAFT, entry: ENTRY } = DECAP_STATE;

/** What the site dispatches as the CMS's address changes (install.ts, from Decap's own history). */
export const ADDRESS_CHANGED = "SITE_CMS_ADDRESS_CHANGED";
export const addressChanged = (pathname: string): Action => ({ type: ADDRESS_CHANGED, payload: { pathname } });

/** Set on the draft (its own key beside Decap's) while it holds values restored from a backup and not yet saved. */
export const RESTORED = "siteRestoredFromBackup";
/** A backup found before its entry was in the form, offered (as Decap's `localBackup`) once it is. */
export const PENDING_BACKUP = "sitePendingBackup";
/** When the draft was last typed into (ms since 1970), for the backup offer's "typed at". */
export const TYPED_AT = "siteTypedAt";

/** Decap's action types the rules follow (actions/entries.js and actions/editorialWorkflow.js). */
export const DECAP_ACTIONS = {
  found: "DRAFT_LOCAL_BACKUP_RETRIEVED",
  restored: "DRAFT_CREATE_FROM_LOCAL_BACKUP",
  loaded: "DRAFT_CREATE_FROM_ENTRY",
  created: "DRAFT_CREATE_EMPTY",
  changed: "DRAFT_CHANGE_FIELD",
  /** A draft is saved, published, deleted or replaced by a new entry's: what was restored is no longer pending. */
  done: [
    "ENTRY_PERSIST_SUCCESS",
    "UNPUBLISHED_ENTRY_PERSIST_SUCCESS",
    "UNPUBLISHED_ENTRY_PUBLISH_SUCCESS",
    "UNPUBLISHED_ENTRY_DELETE_SUCCESS",
    "ENTRY_DELETE_SUCCESS",
    "DRAFT_CREATE_DUPLICATE_FROM_ENTRY",
  ],
} as const;

const NEW_ENTRY_ADDRESS = /^\/collections\/[^/]+\/new\/?$/;

const entryKey = (entry: unknown): string | undefined => {
  const value = entry as Immutable | Record<string, unknown> | undefined;
  if (!value) return undefined;
  const read = (key: string): unknown => (typeof (value as Immutable).get === "function" ? (value as Immutable).get(key) : (value as Record<string, unknown>)[key]);
  const slug = read(ENTRY.slug);
  return `${String(read(ENTRY.collection))}/${typeof slug === "string" ? slug : ""}`;
};

/** `entry` (as the repository holds it) with the values of `draft`: what the editor typed, or restored. */
function withValuesOf(draft: Immutable, entry: Immutable): Immutable {
  let kept = entry;
  for (const key of [ENTRY.data, ENTRY.meta, ENTRY.i18n]) {
    const value = draft.get(key);
    if (value !== undefined) kept = kept.set(key, value);
  }
  return kept.set(ENTRY.newRecord, draft.get(ENTRY.newRecord));
}

/** Decap's root reducer with the rules above; `now` stamps when the draft was typed into. */
export function guardDrafts(reducer: Reducer, now: () => number = Date.now): Reducer {
  return (state, action) => {
    const next = reducer(state, action);
    const before = state?.entryDraft as Immutable | undefined;
    const after = next.entryDraft as Immutable | undefined;
    if (!after) return next;
    const draft = guardDraft(before, after, action, now);
    return draft === after ? next : { ...next, entryDraft: draft };
  };
}

/** The draft after `action`, as Decap made it (`after`), with the rules applied. */
function guardDraft(before: Immutable | undefined, after: Immutable, action: Action, now: () => number): Immutable {
  switch (action.type) {
    case DECAP_ACTIONS.found: {
      // A backup found before its entry is in the form waits for it.
      const backup = after.get(DRAFT.localBackup) as Immutable | undefined;
      return backup && entryKey(after.get(DRAFT.entry)) !== entryKey(backup.get(DRAFT.entry)) ? after.delete(DRAFT.localBackup).set(PENDING_BACKUP, backup) : after;
    }
    case DECAP_ACTIONS.restored: {
      // Decap takes the backup's whole entry; the entry as loaded is kept, with the backup's values (and the
      // pictures uploaded into it, which install.ts keeps in the backup: the folder's listing comes with the load).
      const restored = after.get(DRAFT.entry) as Immutable;
      const loaded = before?.get(DRAFT.entry) as Immutable | undefined;
      let draft = after;
      if (loaded && entryKey(loaded) === entryKey(restored)) {
        draft = draft.set(DRAFT.entry, withValuesOf(restored, loaded).set(ENTRY.mediaFiles, (loaded.get(ENTRY.mediaFiles) as { concat(other: unknown): unknown }).concat(restored.get(ENTRY.mediaFiles))));
      }
      return draft.set(RESTORED, true).delete(TYPED_AT);
    }
    case DECAP_ACTIONS.changed:
      return after.set(TYPED_AT, now());
    case DECAP_ACTIONS.loaded:
    case DECAP_ACTIONS.created: {
      const entry = action.type === DECAP_ACTIONS.loaded ? (action.payload as { entry?: unknown } | undefined)?.entry : action.payload;
      if (action.type === DECAP_ACTIONS.loaded && before?.get(RESTORED) && entryKey(before.get(DRAFT.entry)) === entryKey(entry)) {
        // A load of the entry restored: the repository's entry (its file as loaded, its path), the editor's values.
        const kept = after.set(DRAFT.entry, withValuesOf(before.get(DRAFT.entry) as Immutable, after.get(DRAFT.entry) as Immutable).set(ENTRY.mediaFiles, before.getIn([DRAFT.entry, ENTRY.mediaFiles])));
        return kept.set(DRAFT.fieldsMetaData, before.get(DRAFT.fieldsMetaData)).set(DRAFT.hasChanged, true).set(DRAFT.key, before.get(DRAFT.key)).set(RESTORED, true).set(TYPED_AT, before.get(TYPED_AT));
      }
      const fresh = after.delete(RESTORED).delete(TYPED_AT);
      // The entry is in the form: a backup that waited for it is offered (Decap's Editor asks as localBackup appears).
      const pending = fresh.get(PENDING_BACKUP) as Immutable | undefined;
      return pending && entryKey(pending.get(DRAFT.entry)) === entryKey(entry) ? fresh.delete(PENDING_BACKUP).set(DRAFT.localBackup, pending) : fresh;
    }
    case ADDRESS_CHANGED: {
      const { pathname } = action.payload as { pathname: string };
      // At a new entry's address, a draft that is not a new entry's is put away: Decap shows "Loading entry".
      if (NEW_ENTRY_ADDRESS.test(pathname) && after.get(DRAFT.entry) !== undefined && after.getIn([DRAFT.entry, ENTRY.newRecord]) !== true) {
        return after.delete(DRAFT.entry).set(DRAFT.hasChanged, false).delete(RESTORED).delete(PENDING_BACKUP);
      }
      return after;
    }
    default:
      return (DECAP_ACTIONS.done as readonly string[]).includes(action.type) ? after.delete(RESTORED) : after;
  }
}
