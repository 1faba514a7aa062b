/*
 * The statements Supabase's Storage server runs in Postgres for an upload (supabase/storage,
 * src/storage/uploader.ts and database/pg.ts), so that the tests put the migrations' policies and trigger
 * to the same writes:
 *
 *   1. Before it reads the body: the INSERT as the request's role (anon), with the metadata the request
 *      declares ({mimetype, contentLength}), in a transaction it always rolls back ("testPermission").
 *   2. After the bytes are stored: the INSERT ... ON CONFLICT DO UPDATE as service_role, which bypasses
 *      row-level security, with the stored object's metadata; if it fails, the bytes are deleted.
 *
 * Each runs with the request's settings (role, JWT claims, headers), as Storage sets them.
 */
import { supabaseKey } from "../../helpers/supabaseKeys";

export interface Statement {
  sql: string;
  params?: unknown[];
}

/** What the request declared: the Content-Type of the file, and the Content-Length of the request. */
export interface DeclaredMetadata {
  mimetype: string;
  contentLength?: number;
}

/** What Storage writes once the bytes are stored (its ObjectMetadata). */
export interface StoredMetadata {
  mimetype: string;
  size: number;
  eTag: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

/** The settings Storage gives each transaction (src/internal/database/postgres/scope.ts), for `role`. */
export function requestSettings(role: "anon" | "authenticated" | "service_role", headers: Record<string, string> = {}): Statement {
  const claims = JSON.parse(Buffer.from(supabaseKey(role).split(".")[1], "base64url").toString("utf8")) as Record<string, unknown>;
  return {
    sql:
      "select set_config('request.jwt.claim.role', $1, true), set_config('request.jwt.claims', $2, true), " +
      "set_config('request.headers', $3, true), set_config('request.method', 'POST', true), " +
      "set_config('storage.operation', 'storage.object.upload', true), set_config('storage.allow_delete_query', 'true', true)",
    params: [role, JSON.stringify(claims), JSON.stringify(headers)],
  };
}

/** Step 1: Storage's permission test of an upload (its caller rolls it back). */
export const permissionTest = (bucket: string, name: string, metadata: DeclaredMetadata): Statement => ({
  sql: "INSERT INTO storage.objects (name, bucket_id, metadata, version) VALUES ($1, $2, $3, '1')",
  params: [name, bucket, JSON.stringify(metadata)],
});

/** Step 1 with x-upsert: true, which asks to replace an object and so needs the select and update policies too. */
export const permissionTestUpsert = (bucket: string, name: string, metadata: DeclaredMetadata): Statement => ({
  sql:
    "INSERT INTO storage.objects (name, bucket_id, metadata, version) VALUES ($1, $2, $3, '1') " +
    "ON CONFLICT (name, bucket_id) DO UPDATE SET metadata = EXCLUDED.metadata, version = EXCLUDED.version RETURNING *",
  params: [name, bucket, JSON.stringify(metadata)],
});

/** Step 2: the final write, as service_role. */
export const finalWrite = (bucket: string, name: string, metadata: StoredMetadata, version: string): Statement => ({
  sql:
    "INSERT INTO storage.objects (name, bucket_id, metadata, user_metadata, version) VALUES ($1, $2, $3, $4, $5) " +
    "ON CONFLICT (name, bucket_id) DO UPDATE SET metadata = EXCLUDED.metadata, user_metadata = EXCLUDED.user_metadata, version = EXCLUDED.version " +
    "RETURNING id",
  params: [name, bucket, JSON.stringify(metadata), JSON.stringify({}), version],
});

/** The metadata Storage writes for `size` bytes of `mimetype`. */
export const storedMetadata = (mimetype: string, size: number): StoredMetadata => ({
  mimetype,
  size,
  eTag: `"${size.toString(16).padStart(32, "0")}"`,
  cacheControl: "max-age=3600",
  lastModified: new Date().toUTCString(),
  contentLength: size,
  httpStatusCode: 200,
});
