import type { FormKind } from "./fields";

export type Values = Readonly<Record<string, string>>;

const EMPTY: Values = Object.freeze({});
/** Session storage key prefix of a form's draft; earlyScript.ts saves what is typed before hydration under it too. */
export const DRAFT_KEY_PREFIX = "enquiry-draft:";
const storageKey = (kind: FormKind): string => `${DRAFT_KEY_PREFIX}${kind}`;

/*
 * The draft of each form lives in session storage while the visitor types,
 * so a reload or a failed send loses nothing. Storage can be missing or
 * refuse writes (private browsing, blocked storage); then the draft lives in
 * memory for this page view instead of breaking the form.
 */
const memory = new Map<string, string>();
/** Keys whose storage failed once: from then on they live in memory only. */
const inMemory = new Set<string>();
const listeners = new Set<() => void>();
const parsed = new Map<string, { raw: string | null; values: Values }>();

function readRaw(key: string): string | null {
  if (!inMemory.has(key)) {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      inMemory.add(key);
    }
  }
  return memory.get(key) ?? null;
}

function writeRaw(key: string, raw: string | null): void {
  if (!inMemory.has(key)) {
    try {
      if (raw === null) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, raw);
    } catch {
      inMemory.add(key);
    }
  }
  if (inMemory.has(key)) {
    if (raw === null) memory.delete(key);
    else memory.set(key, raw);
  }
  for (const listener of listeners) listener();
}

function parse(raw: string | null): Values {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return EMPTY;
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    return EMPTY;
  }
}

/** The current draft; the same object until it changes, as useSyncExternalStore needs. */
export function getDraft(kind: FormKind): Values {
  const key = storageKey(kind);
  const raw = readRaw(key);
  const cached = parsed.get(key);
  if (cached && cached.raw === raw) return cached.values;
  const values = parse(raw);
  parsed.set(key, { raw, values });
  return values;
}

/** What the server renders: no draft. */
export const getServerDraft = (): Values => EMPTY;

export function subscribeToDrafts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveDraft(kind: FormKind, values: Values): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
  writeRaw(storageKey(kind), Object.keys(kept).length > 0 ? JSON.stringify(kept) : null);
}

export function clearDraft(kind: FormKind): void {
  const hadPhotos = photoIds(getDraft(kind)).length > 0;
  writeRaw(storageKey(kind), null);
  // Its photos go with it; their store loads only if there were any.
  if (hadPhotos) void import("./photos/store").then((store) => store.clearPhotos(kind)).catch(() => undefined);
}

/** Set in a draft whose answers were opened in the visitor's mail app; not a field, so never sent or shown in one. */
const EMAILED = "~emailed";

export const wasEmailed = (values: Values): boolean => values[EMAILED] === "yes";

/**
 * The email provider keeps the draft after opening the mail app, marked, until the visitor says the email
 * has gone or clears the form: the app may never have opened, and a reload must not lose the answers.
 */
export function markEmailed(kind: FormKind): void {
  saveDraft(kind, { ...getDraft(kind), [EMAILED]: "yes" });
}

/** One answer changed; the draft no longer matches any email opened from it. */
export function saveAnswer(kind: FormKind, name: string, value: string): void {
  const answers = Object.fromEntries(Object.entries(getDraft(kind)).filter(([key]) => key !== EMAILED));
  saveDraft(kind, { ...answers, [name]: value });
}

/**
 * The draft's photos, by their ids in the photo store (photos/store.ts): not a field, so the early script skips
 * it and no provider sends it. The form loads the photo code at once when it lists any (usePhotoField).
 */
export const PHOTOS_KEY = "~photos";

export const photoIds = (values: Values): string[] => (values[PHOTOS_KEY] ?? "").split(" ").filter(Boolean);
