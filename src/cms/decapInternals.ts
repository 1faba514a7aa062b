import { currentBackend } from "decap-cms-core/dist/esm/backend";
import createRootReducer from "decap-cms-core/dist/esm/reducers/combinedReducer";
import { store } from "decap-cms-core/dist/esm/redux";
import { history } from "decap-cms-core/dist/esm/routing/history";
import en from "decap-cms-locales/dist/esm/en";
import relation from "decap-cms-widget-relation/dist/esm/schema";
import select from "decap-cms-widget-select/dist/esm/schema";
import type { DecapReducer as Reducer, Immutable } from "./decapTypes";
import { DECAP_STATE } from "./decapState";

export { BACKUP_QUESTION, DECAP_STATE } from "./decapState";
const { draft: DRAFT, entry: ENTRY } = DECAP_STATE;

/**
 * The one module that reaches into Decap CMS's own modules (decap-cms-core's dist/esm files), for what its public
 * API (registerBackend, registerEventListener, registerWidget, registerPreviewTemplate) offers no way to:
 *
 * - its store, whose draft and notices the rules in drafts/ and notices.ts follow (its root reducer, wrapped);
 * - its address history, which tells the draft rules where the CMS is;
 * - its backup of a draft in the browser, kept at once when a save finds the sign-in expired.
 *
 * - its English phrases, and the schemas of the select and relation widgets, whose code loads only when a field
 *   shows one (decap.ts): files of Decap's packages that their entry points do not export.
 *
 * Nothing else under src/cms imports a Decap package's dist files. __tests__/cms/decapInternals.test.ts reads the
 * installed decap-cms-core for each file, name and member used here (and for the action types and state keys the
 * site's rules follow, DECAP_ACTIONS in drafts/guard.ts, DECAP_STATE in decapState.ts and the rest), so that a Decap upgrade that moves one
 * fails `npm test`, naming it.
 */


export const decapEnglish = en;
export const relationSchema = relation;
export const selectSchema = select;

/** Decap's store: the state the CMS draws (the draft in the editor, the notices), and its actions. */
export const decapStore = store;

/** Puts `wrap(Decap's root reducer)` in Decap's store, in place of the root reducer alone. Called before CMS.init. */
export function wrapRootReducer(wrap: (root: Reducer) => Reducer): void {
  store.replaceReducer(wrap(createRootReducer()));
}

/** Calls `listener` with each new address of the CMS (its hash history: "/collections/sectors/new"). */
export function onAddressChange(listener: (pathname: string) => void): void {
  history.listen((location) => listener(location.pathname));
}

/** Decap's own backend object (around the registered one), once its configuration is loaded; undefined before. */
function coreBackend(): ReturnType<typeof currentBackend> | undefined {
  const config = store.getState().config as { backend?: { name?: unknown } } | undefined;
  return typeof config?.backend?.name === "string" ? currentBackend(config) : undefined;
}

/** Keeps the draft in the editor in this browser now: Decap's backup of it, which it offers when the entry is opened again. */
export async function keepDraftInBrowser(): Promise<void> {
  const state = store.getState();
  const entry = (state.entryDraft as Immutable | undefined)?.get(DRAFT.entry) as Immutable | undefined;
  const backend = coreBackend();
  if (!entry || !backend) return;
  await backend.persistLocalDraftBackup(entry, (state.collections as Immutable).get(String(entry.get(ENTRY.collection))));
}

/** Whether the form shows a field's error: Decap then refuses the save with a rejection that carries nothing. */
export function formShowsFieldErrors(): boolean {
  const errors = (store.getState().entryDraft as Immutable | undefined)?.get(DRAFT.fieldsErrors) as Immutable | undefined;
  return (errors?.size ?? 0) > 0;
}
