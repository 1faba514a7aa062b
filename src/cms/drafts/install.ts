import { decapStore, onAddressChange, wrapRootReducer } from "../decapInternals";
import { entryLoadInSiteWords, inSiteWords, withReadingTime, type NoticeConfig } from "../notices";
import type { Immutable } from "../decapTypes";
import { DECAP_STATE } from "../decapState";
import { entryName } from "../entryNames";
import { addressChanged, guardDrafts, RESTORED, TYPED_AT } from "./guard";
import { backupKey, backupOfferText } from "./offer";
import { browserStorage, readNote, writeNote } from "./storedRecord";

/**
 * Puts the draft rules (guard.ts) into Decap's store, tells them where the CMS is, notes when each draft was typed
 * into and against which file, and words Decap's backup offer with the entry and that time (offer.ts). Notices of
 * failure go through the store in the site's words and stay long enough to read (notices.ts). Called before
 * CMS.init, which renders the app on the same store. Decap's store and history are reached through
 * decapInternals.ts.
 */

/** Where this browser notes when each draft was last typed into: "cms-typed-at:sectors.aviation" → ms. */
export const TYPED_TIMES = "cms-typed-at";
/** Where it notes the file each draft was typed against: "cms-typed-against:sectors.aviation" → the file's text as it was then. */
export const TYPED_AGAINST = "cms-typed-against";

const { draft: DRAFT, entry: ENTRY, workflow: WORKFLOW } = DECAP_STATE;

/** Notes `value` for `entry` under `key`. Without the note the offer says "earlier", or the check before saving starts from the entry as loaded. */
const note = (key: string, entry: string, value: unknown): void => void writeNote(browserStorage(), key, entry, value);

/**
 * The file that the text in the form was typed against, when that text was restored from a backup: the entry
 * loaded since may be newer (a colleague published in between), and the check before saving (conflicts.ts) must
 * start from what the editor saw as they typed, or it would take the colleague's version for theirs. Otherwise
 * undefined: the entry as loaded is what the editor started from.
 */
export function typedAgainst(collection: string, slug: string): string | undefined {
  const draft = decapStore.getState().entryDraft as Immutable | undefined;
  if (draft?.get(RESTORED) !== true) return undefined;
  const against = readNote(browserStorage(), TYPED_AGAINST, backupKey(collection, slug));
  return typeof against === "string" ? against : undefined;
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
  const path = [WORKFLOW.entities, `${String(collection)}.${String(slug)}`];
  const mark = workflow?.getIn(path) as Immutable | undefined;
  if (!workflow || !mark || mark.get(ENTRY.data) !== undefined) return state;
  return { ...state, editorialWorkflow: workflow.deleteIn(path) };
}

export function installDraftGuard(): void {
  // Failure notices in the site's words, staying long enough to read (notices.ts).
  wrapRootReducer((root) => {
    const guarded = guardDrafts(root);
    return (state, action) => {
      const config = state?.config as NoticeConfig | undefined;
      return forgetFailedFirstDraft(guarded(state, withReadingTime(entryLoadInSiteWords(inSiteWords(action, config), config))), action);
    };
  });
  onAddressChange((pathname) => void decapStore.dispatch(addressChanged(pathname)));

  let noted: unknown;
  const against = new Map<string, unknown>();
  decapStore.subscribe(() => {
    const draft = decapStore.getState().entryDraft as Immutable | undefined;
    const typedAt = draft?.get(TYPED_AT);
    if (typeof typedAt !== "number" || typedAt === noted) return;
    noted = typedAt;
    const key = backupKey(String(draft?.getIn([DRAFT.entry, ENTRY.collection])), textOf(draft?.getIn([DRAFT.entry, ENTRY.slug])));
    note(TYPED_TIMES, key, typedAt);
    // The file as the editor saw it when typing began; a restored draft keeps the one noted when it was typed.
    const raw = draft?.getIn([DRAFT.entry, ENTRY.raw]);
    if (draft?.get(RESTORED) !== true && typeof raw === "string" && against.get(key) !== raw) {
      against.set(key, raw);
      note(TYPED_AGAINST, key, raw);
    }
  });
}

/**
 * Decap's question before it restores a draft kept in the browser, naming the entry (`backup`, the kept entry) in
 * its collection (`collection`, Decap's) and when it was typed: asked by Decap's editor with these words
 * (replacedParts/editorPhrases.tsx).
 */
export function backupQuestion(backup: Immutable, collection: Immutable): string {
  const name = String(backup.get(ENTRY.collection));
  const slug = textOf(backup.get(ENTRY.slug));
  const data = (backup.get(ENTRY.data) as { toJS?: () => Record<string, unknown> } | undefined)?.toJS?.() ?? {};
  const found = (collection as Immutable & { toJS(): { name: string } }).toJS();
  const typedAt = readNote(browserStorage(), TYPED_TIMES, backupKey(name, slug));
  return backupOfferText({ ...entryName({ collections: [found] }, name, slug, data), ...(typeof typedAt === "number" ? { typedAt } : {}), now: Date.now() });
}
