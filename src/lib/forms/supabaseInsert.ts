import type { SupabaseClient } from "@supabase/supabase-js";
import { CHECKED, type FieldSpec, type FormKind } from "./fields";
import type { Values } from "./draft";
import type { SupabaseSettings } from "./provider";

export type EnquiryRow = Record<string, string | number | boolean | null>;

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

/** The enquiries table refused a row, with the HTTP status Supabase's API answered: 429 is its flood limit (supabase/migrations). */
export class EnquiryInsertError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "EnquiryInsertError";
  }
}

/**
 * Inserts one enquiry with the anon key. The row-level security policy lets
 * the anon role insert and nothing else, so the insert asks for no row back
 * (supabase-js sends `Prefer: return=minimal` when .select() is not called).
 */
export async function insertEnquiry(settings: SupabaseSettings, row: EnquiryRow): Promise<void> {
  const client = await clientFor(settings);
  const { error, status } = await client.from("enquiries").insert(row);
  if (error) throw new EnquiryInsertError(error.message || `HTTP ${status}`, status);
}

const clients = new Map<string, Promise<SupabaseClient>>();

/**
 * One client per project for the page's life: a retry after a failed send
 * reuses it (supabase-js warns about a second auth client in one page).
 */
function clientFor({ url, anonKey }: SupabaseSettings): Promise<SupabaseClient> {
  const key = `${url} ${anonKey}`;
  let client = clients.get(key);
  if (!client) {
    // Loaded only when someone sends a form, so that nobody else downloads it.
    client = import("@supabase/supabase-js").then(({ createClient }) =>
      createClient(url, anonKey, {
        // No sign-in here; its own storage key keeps it apart from any other Supabase client on the page.
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: "enquiry-forms" },
      }),
    );
    // A failed download (offline) is not kept, so the next attempt tries again.
    client.catch(() => clients.delete(key));
    clients.set(key, client);
  }
  return client;
}
