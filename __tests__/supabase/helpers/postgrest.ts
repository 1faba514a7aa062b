import { supabaseKey } from "../../helpers/supabaseKeys";
import type { Headers } from "./edge";
import type { Postgres, Role, Step } from "./postgres";

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Column → type of public.enquiries, as PostgREST's schema cache knows them. */
export async function enquiryColumnTypes(db: Postgres): Promise<Map<string, string>> {
  const columns = await db.query<{ name: string; type: string }>(
    "owner",
    "select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute where attrelid = 'public.enquiries'::regclass and attnum > 0 and not attisdropped",
  );
  return new Map(columns.map(({ name, type }) => [name, type]));
}

/**
 * The statement PostgREST runs for `supabase.from("enquiries").insert(row)`: the JSON
 * body's keys are the columns, and without .select() it returns no columns (`RETURNING 1`),
 * so the insert needs no select right. `returning` stands in for .select() when given.
 */
export function postgrestInsert(columnTypes: Map<string, string>, row: Record<string, unknown>, returning = "1"): { sql: string; params: unknown[] } {
  const columns = Object.keys(row);
  const named = columns.map(quoteIdent).join(", ");
  const typed = columns.map((column) => `${quoteIdent(column)} ${columnTypes.get(column) ?? "text"}`).join(", ");
  return {
    sql:
      `WITH pgrst_source AS (INSERT INTO "public"."enquiries"(${named}) ` +
      `SELECT ${columns.map((column) => `pgrst_body.${quoteIdent(column)}`).join(", ")} ` +
      `FROM (SELECT $1::json AS json_data) pgrst_payload, ` +
      `LATERAL (SELECT ${named} FROM json_to_record(pgrst_payload.json_data) AS _(${typed})) pgrst_body ` +
      `RETURNING ${returning}) SELECT pg_catalog.count(_postgrest_t)::int AS page_total FROM (SELECT * FROM pgrst_source) _postgrest_t`,
    params: [JSON.stringify(row)],
  };
}

/**
 * The settings PostgREST gives each request's transaction (set_config(..., true), its "pre-request" settings):
 * the JWT's claims, the method and path, and the request's headers as JSON, names in lower case. Without
 * `headers` the request carries none, as a direct database session has none.
 */
export function postgrestSettings(role: Exclude<Role, "owner">, headers: Headers = {}, path = "/enquiries"): Step {
  const claims = JSON.parse(Buffer.from(supabaseKey(role).split(".")[1], "base64url").toString("utf8")) as Record<string, unknown>;
  return {
    sql:
      "select set_config('request.jwt.claims', $1, true), set_config('request.method', 'POST', true), set_config('request.path', $2, true), " +
      "set_config('request.headers', $3, true), set_config('request.cookies', '{}', true)",
    params: [JSON.stringify(claims), path, JSON.stringify(headers)],
  };
}

/**
 * One API request: the insert as `role`, in a transaction of its own, as PostgREST runs each; with `headers`,
 * the request's headers as PostgREST passes them (helpers/edge.ts: as Supabase's edge sends them on).
 */
export async function insertAs(
  db: Postgres,
  columnTypes: Map<string, string>,
  role: Role,
  row: Record<string, unknown>,
  { returning, headers }: { returning?: string; headers?: Headers } = {},
): Promise<unknown[]> {
  const { sql, params } = postgrestInsert(columnTypes, row, returning);
  if (!headers || role === "owner") return db.query(role, sql, params);
  return (await db.transaction(role, [postgrestSettings(role, headers), { sql, params }]))[1];
}
