import { typedValue } from "../typedValue";
import { getDraft, saveDraft } from "./draft";
import type { FormKind } from "./fields";

// Apart from draft.ts, which the thank-you pages share with the forms: only a form adopts typed values, and the
// modules the pages share stay small enough for webpack not to split them into a script of their own (issue 43).

/**
 * Makes the draft hold what the visitor typed, pasted, chose or had filled in by the browser before the
 * form hydrated, where it is not there already (storage was refused, or the browser restored the fields
 * without telling any script). Hydration would otherwise reset those fields to the draft.
 */
export function adoptTypedValues(kind: FormKind, form: HTMLFormElement, fields: readonly { name: string }[]): void {
  const draft = getDraft(kind);
  const adopted: Record<string, string> = {};
  for (const { name } of fields) {
    const value = typedValue(form, name);
    if (value !== null && value !== (draft[name] ?? "")) adopted[name] = value;
  }
  if (Object.keys(adopted).length > 0) saveDraft(kind, { ...draft, ...adopted });
}
