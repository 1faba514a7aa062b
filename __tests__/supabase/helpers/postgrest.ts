import type { Postgres, Role } from "./postgres";

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

/** One API request: the insert as `role`, in a transaction of its own, as PostgREST runs each. */
export async function insertAs(db: Postgres, columnTypes: Map<string, string>, role: Role, row: Record<string, unknown>, returning?: string): Promise<unknown[]> {
  const { sql, params } = postgrestInsert(columnTypes, row, returning);
  return db.query(role, sql, params);
}
