/**
 * The one rejection Decap leaves unhandled after telling the editor, recognised by its shape. Decap's editor awaits
 * its save and delete actions without handling their failure (decap-cms-core 3.19, Editor.js handlePersistEntry
 * and handleDeleteEntry), and those actions reject after showing it:
 *
 * - with the failure action they dispatched, once the failure is shown in a notice (actions/entries.js
 *   persistEntry and deleteEntry, actions/editorialWorkflow.js persistUnpublishedEntry);
 * - with nothing at all, when a field is invalid: the form shows the field's error.
 *
 * Only those are kept from the console; any other rejection reaches it, for a developer.
 */

/** Decap's failure actions that its save and delete actions reject with, each already told in a notice. */
export const TOLD_FAILURES = ["ENTRY_PERSIST_FAILURE", "UNPUBLISHED_ENTRY_PERSIST_FAILURE", "ENTRY_DELETE_FAILURE"] as const;

/** Whether `reason` is Decap's failure already told: its failure action (a type and a payload), or nothing while the form shows a field's error. */
export function isToldByDecap(reason: unknown, formShowsFieldErrors: () => boolean): boolean {
  if (reason === undefined) return formShowsFieldErrors();
  if (typeof reason !== "object" || reason === null) return false;
  const { type, payload } = reason as { type?: unknown; payload?: unknown };
  return (TOLD_FAILURES as readonly unknown[]).includes(type) && typeof payload === "object" && payload !== null;
}
