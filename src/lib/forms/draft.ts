import type { FormKind } from "./fields";

export type Values = Record<string, string>;

const key = (kind: FormKind): string => `enquiry-draft:${kind}`;

/*
 * Session storage can be missing or refuse writes (private browsing, full
 * quota, storage blocked). A draft is a convenience, so those failures are
 * ignored rather than breaking the form.
 */

export function loadDraft(kind: FormKind, names: readonly string[]): Values | null {
  try {
    const stored = window.sessionStorage.getItem(key(kind));
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== "object" || parsed === null) return null;
    const values: Values = {};
    for (const name of names) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === "string" && value !== "") values[name] = value;
    }
    return Object.keys(values).length > 0 ? values : null;
  } catch {
    return null;
  }
}

export function saveDraft(kind: FormKind, values: Values): void {
  try {
    if (Object.values(values).some((value) => value !== "")) window.sessionStorage.setItem(key(kind), JSON.stringify(values));
    else window.sessionStorage.removeItem(key(kind));
  } catch {
    // See above: a draft that cannot be kept is not worth an error.
  }
}

export function clearDraft(kind: FormKind): void {
  try {
    window.sessionStorage.removeItem(key(kind));
  } catch {
    // See above.
  }
}
