import type { SupabaseClient } from "@supabase/supabase-js";
import { isSupabaseTimeout, timedFetch } from "../storage/timedFetch";
import { CHECKED, type FieldSpec, type FormKind } from "./fields";
import type { Values } from "./draft";
import type { PreparedPhoto } from "./photos/types";
import type { SupabaseSettings } from "./provider";
import { EnquiryInsertError, floodLimitOf } from "./supabaseRefusal";

// What a send says when a limit refused the enquiry, or it arrived without some photos: in the same chunk, loaded
// once someone sends.
export { photosNotStored } from "./photosNotStored";
export { EnquiryInsertError, floodRefusal } from "./supabaseRefusal";

export type EnquiryRow = Record<string, string | number | boolean | null>;

/** How long each request to Supabase may go unanswered before it is abandoned and the visitor told. */
export interface SupabaseTimeouts {
  /** The enquiry's row: a few kilobytes of JSON, which PostgREST answers in well under a second. */
  rowMs: number;
  /** Each photo: its own upload of at most 5 MB (the bucket's limit), 0.3 to 1 MB as usually prepared. */
  photoMs: number;
}

/**
 * The limits the site uses. The row gets what a send to Netlify without photos gets (10 s). Each photo gets
 * what Netlify Forms gives a whole enquiry with all its photos (30 s, for up to 7.5 MB, so 2 Mbit/s up): a
 * 5 MB photo in 30 s needs 1.4 Mbit/s, a usual one (up to 1 MB) 0.3 Mbit/s, so a phone that can send to
 * Netlify in time can send each photo here in time. A hang is then told within 10 + 30 s at most.
 */
export const SUPABASE_TIMEOUTS: Readonly<SupabaseTimeouts> = { rowMs: 10_000, photoMs: 30_000 };

/** One row of the `enquiries` table (supabase/migrations) from a form's values. */
export function enquiryRow(kind: FormKind, fields: readonly FieldSpec[], values: Values, page: string): EnquiryRow {
  const row: EnquiryRow = { kind, page };
  for (const field of fields) {
    const value = (values[field.name] ?? "").trim();
    if (field.check.kind === "checkbox") row[field.column] = value === CHECKED;
    else if (value === "") row[field.column] = null;
    else if (field.check.kind === "number") row[field.column] = Number(value.replace(/,/g, ""));
    else row[field.column] = value;
  }
  return row;
}

/** The private bucket the photos go to (supabase/migrations, enquiry photos). */
export const PHOTO_BUCKET = "enquiry-photos";

/** A refusal that another try would meet again: any 4xx but a timeout and the database's limits (429, and 403 naming one). */
const refusedForGood = (status: number, flood: boolean): boolean => !flood && status >= 400 && status < 500 && status !== 408 && status !== 429;

/** The photo's object path: the sending's folder, its place in the visitor's order, its type's ending. */
export const photoPath = (submissionId: string, index: number, type: PreparedPhoto["type"]): string =>
  `${submissionId}/${index + 1}.${type === "image/webp" ? "webp" : "jpg"}`;

/**
 * One sending of an enquiry, kept for the tab's session so that a retry (after a failed upload, a reload,
 * or a lost answer) is the same sending: the same submission_id, the row not inserted twice, the photos that
 * arrived not sent again.
 */
interface Sending {
  /** What was sent: the row and the photos, so that a changed enquiry is a new sending. */
  key: string;
  submissionId: string;
  started: number;
  stored: boolean;
  received: string[];
}

/** The database takes photos within an hour of their enquiry; a retry later than this starts afresh. */
const SENDING_KEPT_MS = 50 * 60_000;
const sendingKey = (kind: string): string => `enquiry-sending:${kind}`;
/** Where sendings are kept when sessionStorage cannot be used (blocked, or full). */
const sendingsInMemory = new Map<string, string>();

function readSending(kind: string): Sending | null {
  let text: string | null | undefined;
  try {
    text = window.sessionStorage.getItem(sendingKey(kind));
  } catch {
    text = sendingsInMemory.get(sendingKey(kind));
  }
  if (!text) return null;
  try {
    const sending = JSON.parse(text) as Partial<Sending>;
    const valid =
      typeof sending.key === "string" &&
      typeof sending.submissionId === "string" &&
      typeof sending.started === "number" &&
      typeof sending.stored === "boolean" &&
      Array.isArray(sending.received);
    return valid ? (sending as Sending) : null;
  } catch {
    return null;
  }
}

function keepSending(kind: string, sending: Sending | null): void {
  const key = sendingKey(kind);
  try {
    if (sending) window.sessionStorage.setItem(key, JSON.stringify(sending));
    else window.sessionStorage.removeItem(key);
    return;
  } catch {
    // sessionStorage blocked or full: this page's memory still makes a retry without reloading the same sending.
  }
  if (sending) sendingsInMemory.set(key, JSON.stringify(sending));
  else sendingsInMemory.delete(key);
}

/** A random (version 4) UUID; crypto.getRandomValues, unlike randomUUID, works on any page. */
function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The sending for this row and these photos: the one begun before, if it is the same and recent, else a new one. */
function sendingFor(row: EnquiryRow, photos: readonly PreparedPhoto[]): Sending {
  const kind = String(row.kind);
  const key = JSON.stringify([row, photos.map(({ id, name, type, width, height, blob }) => [id, name, type, width, height, blob.size])]);
  const earlier = readSending(kind);
  if (earlier && earlier.key === key && Date.now() - earlier.started < SENDING_KEPT_MS) return earlier;
  const sending: Sending = { key, submissionId: newSubmissionId(), started: Date.now(), stored: false, received: [] };
  keepSending(kind, sending);
  return sending;
}

/**
 * Sends one enquiry with the anon key: the row first, with the paths its photos will have, then each photo
 * to the private bucket, where the database admits only the paths a stored enquiry planned. Row-level
 * security lets the anon role insert and nothing else, so nothing is asked back (supabase-js sends
 * `Prefer: return=minimal` when .select() is not called, and uploads with `upsert: false`).
 *
 * A failed upload keeps the sending: trying again sends the same submission_id, which the table refuses as
 * a duplicate (409, taken as "already stored"), and only the photos that have not arrived. A request with no
 * answer within `timeouts` fails the same way: the row or photo may have arrived, and the retry finds out.
 */
export async function insertEnquiry(
  settings: SupabaseSettings,
  row: EnquiryRow,
  photos: readonly PreparedPhoto[] = [],
  timeouts: SupabaseTimeouts = SUPABASE_TIMEOUTS,
): Promise<void> {
  const client = await clientFor(settings, timeouts);
  const kind = String(row.kind);
  const sending = sendingFor(row, photos);
  const paths = photos.map((photo, index) => photoPath(sending.submissionId, index, photo.type));

  if (!sending.stored) {
    const { error, status } = await client.from("enquiries").insert({ ...row, submission_id: sending.submissionId, ...(paths.length > 0 ? { photos: paths } : {}) });
    // 23505 on submission_id: an earlier try of this sending was stored, though its answer never came back.
    if (error && !(status === 409 && error.code === "23505")) {
      // A limit of the database's (429) names itself in the hint (supabase/migrations, the limits per sender).
      const limit = status === 429 ? floodLimitOf(error.hint, error.message) : null;
      throw new EnquiryInsertError(error.message, status, isSupabaseTimeout(error) ? { timeoutMs: timeouts.rowMs } : limit ? { limit } : {});
    }
    sending.stored = true;
    keepSending(kind, sending);
  }

  // The photos refused for good: the others are still sent, and the visitor is told which to email instead.
  const refused: { name: string; message: string; status: number }[] = [];
  for (const [index, photo] of photos.entries()) {
    const path = paths[index];
    if (sending.received.includes(path)) continue;
    // supabase-js sends a Blob as a form part whose type is the Blob's own, whatever contentType says.
    const blob = photo.blob.type === photo.type ? photo.blob : new Blob([photo.blob], { type: photo.type });
    const { error } = await client.storage.from(PHOTO_BUCKET).upload(path, blob, { contentType: photo.type, upsert: false, cacheControl: "3600" });
    if (error) {
      const answered = error as { status?: number; statusCode?: string };
      const status = Number(answered.statusCode) || answered.status || 0;
      // Storage answers the database's refusal with 403 and its message, which begins with the limit's code.
      const limit = status === 403 ? floodLimitOf(error.message) : null;
      const flood = limit !== null;
      if (refusedForGood(status, flood) && status !== 409) refused.push({ name: photo.name, message: error.message, status });
      // 409: an earlier try uploaded it, and the database refuses a second copy.
      else if (status !== 409) {
        const timedOut = isSupabaseTimeout(error) ? { timeoutMs: timeouts.photoMs } : {};
        throw new EnquiryInsertError(error.message, flood ? 429 : status, { photo: photo.name, enquiryStored: true, ...timedOut, ...(limit ? { limit } : {}) });
      }
    }
    // Arrived, or refused for good: either way not sent again.
    sending.received.push(path);
    keepSending(kind, sending);
  }
  keepSending(kind, null);
  if (refused.length > 0) {
    throw new EnquiryInsertError(refused.map(({ name, message }) => `${name}: ${message}`).join(" "), refused[0].status, {
      photo: refused[0].name,
      enquiryStored: true,
      refusedPhotos: refused.map(({ name }) => name),
    });
  }
}

const clients = new Map<string, Promise<SupabaseClient>>();

/**
 * One client per project (and limits) for the page's life: a retry after a failed send
 * reuses it (supabase-js warns about a second auth client in one page).
 */
function clientFor({ url, anonKey }: SupabaseSettings, { rowMs, photoMs }: SupabaseTimeouts): Promise<SupabaseClient> {
  const key = `${url} ${anonKey} ${rowMs} ${photoMs}`;
  let client = clients.get(key);
  if (!client) {
    // Loaded only when someone sends a form, so that nobody else downloads it.
    client = import("@supabase/supabase-js").then(({ createClient }) =>
      createClient(url, anonKey, {
        // No sign-in here; its own storage key keeps it apart from any other Supabase client on the page.
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: "enquiry-forms" },
        // PostgREST's own `db.timeout` would cover the row only: this covers the photos' uploads too.
        global: { fetch: timedFetch((address) => (address.includes("/storage/v1/") ? photoMs : rowMs)) },
      }),
    );
    // A failed download (offline) is not kept, so the next attempt tries again.
    client.catch(() => clients.delete(key));
    clients.set(key, client);
  }
  return client;
}
