/*
 * A stand-in for a Supabase project on 127.0.0.1, answering what @supabase/supabase-js sends for an enquiry
 * with photos: PostgREST's insert into public.enquiries, and Storage's upload, download, list and remove.
 * Behind it is PostgreSQL (PGlite) with supabase/migrations applied over a stand-in of the storage schema;
 * every request runs as the role its key names, so the migrations' grants, policies and triggers decide,
 * as they do on Supabase.
 *
 * What Supabase's Storage server checks itself, in Node before Postgres sees anything, is emulated here
 * and labelled so (`storageServerChecks`): the bucket's allowed_mime_types and file_size_limit (and its
 * global 50 MB limit). Switched off, the database's rules alone decide, as they would if someone cleared the
 * bucket's settings in the dashboard. The order of an upload is Storage's (src/storage/uploader.ts): the
 * type check, the permission test as the request's role (rolled back), the bytes, the size check, then the
 * final write as service_role, whose failure deletes the bytes. Errors are answered as each server answers
 * them (PostgREST: the HTTP status of the SQLSTATE; Storage: HTTP 400 with the status in `statusCode`).
 *
 * In front of both, Supabase's edge (Cloudflare) tells them who is asking: the request's headers reach the
 * database as they would there (helpers/edge.ts), cf-connecting-ip being the address that connected, whatever
 * the client wrote in x-forwarded-for. Here that is 127.0.0.1, unless a test names another (`clientAddress`).
 */
import http from "http";
import type { AddressInfo } from "net";
import { supabaseKey } from "../../helpers/supabaseKeys";
import { edgeHeaders } from "./edge";
import { DatabaseError, startPostgres, type Postgres, type Step } from "./postgres";
import { enquiryColumnTypes, postgrestInsert, postgrestSettings } from "./postgrest";
import { finalWrite, permissionTest, permissionTestUpsert, requestSettings, storedMetadata, type Statement } from "./storageApi";

type ApiRole = "anon" | "authenticated" | "service_role";

export interface StoredObject {
  bucket: string;
  name: string;
  version: string;
  contentType: string;
  bytes: Buffer;
}

export interface StandInRequest {
  method: string;
  path: string;
  status: number;
  /** Storage's status in its answer's body (it answers HTTP 400 for most refusals). */
  statusCode?: string;
  message?: string;
  /** Carried out, but its answer kept back (withholdAnswer). */
  withheld?: true;
}

export interface SupabaseStandIn {
  url: string;
  anonKey: string;
  serviceKey: string;
  db: Postgres;
  /** The bytes Storage keeps (its S3 backend): only objects whose final write succeeded. */
  objects: Map<string, StoredObject>;
  requests: StandInRequest[];
  /** The Storage server's own checks of type and size (emulated); on by default. */
  storageServerChecks: boolean;
  /** Uploads of the objects it picks fail as a dropped connection would, before anything is stored. */
  failUpload: ((objectName: string) => boolean) | null;
  /**
   * Requests it picks are carried out (the row written, the photo stored) but never answered: the connection
   * stays open, as when Supabase's gateway accepts a request and then goes quiet.
   */
  withholdAnswer: ((method: string, path: string) => boolean) | null;
  /**
   * Requests it picks are not carried out but answered with this status and JSON body instead: a refusal as
   * the database words it, or the gateway's answer when the project is down (503).
   */
  answerInstead: ((method: string, path: string) => { status: number; body: Record<string, unknown> } | null) | null;
  /** The address Supabase's edge would see for a request (cf-connecting-ip); by default the connection's own. */
  clientAddress: ((request: http.IncomingMessage) => string) | null;
  close(): Promise<void>;
}

/** Supabase's global upload limit on the Free plan, which the Storage server applies to every bucket. */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** The largest request body the stand-in reads (a little over the global limit). */
const READ_LIMIT = GLOBAL_FILE_SIZE_LIMIT + 1024 * 1024;

const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "*",
  "access-control-allow-methods": "GET, HEAD, POST, PUT, DELETE, OPTIONS",
};

class HttpAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? status));
  }
}

/** Storage's answer to a refusal: HTTP 400 (500 for its own failures), the real status in `statusCode`. */
const storageError = (statusCode: number, error: string, message: string): HttpAnswer =>
  new HttpAnswer(statusCode === 500 ? 500 : 400, { statusCode: String(statusCode), error, message });

/** How Storage maps a database error (src/storage/database/errors.ts). */
function storageDatabaseError(failure: DatabaseError): HttpAnswer {
  if (failure.code === "42501") return storageError(403, "Unauthorized", failure.message.includes("row-level security") ? "new row violates row-level security policy" : failure.message);
  if (failure.code === "23505") return storageError(409, "Duplicate", "The resource already exists");
  return storageError(500, "internal", `database error, code: ${failure.code}`);
}

/** How PostgREST maps a database error to an HTTP status (its error codes table). */
function postgrestError(failure: DatabaseError, role: ApiRole): HttpAnswer {
  const code = failure.code ?? "";
  const status = /^PT\d{3}$/.test(code)
    ? Number(code.slice(2))
    : code === "42501"
      ? role === "anon"
        ? 401
        : 403
      : code === "23505" || code === "23503"
        ? 409
        : /^(23|22|P0)/.test(code)
          ? 400
          : 500;
  return new HttpAnswer(status, { code, details: null, hint: failure.hint ?? null, message: failure.message });
}

/** The role a key names (its JWT's payload), as the API gateway and PostgREST read it. */
function roleOf(request: http.IncomingMessage): ApiRole {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? (request.headers.apikey as string | undefined);
  try {
    const role = JSON.parse(Buffer.from((bearer ?? "").split(".")[1] ?? "", "base64url").toString("utf8")).role as string;
    if (role === "anon" || role === "authenticated" || role === "service_role") return role;
  } catch {
    // Not a JWT: refused below.
  }
  throw new HttpAnswer(401, { message: "Invalid API key" });
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request) {
    length += (chunk as Buffer).length;
    if (length > READ_LIMIT) throw storageError(413, "Payload too large", "The object exceeded the maximum allowed size");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Storage's check of a declared type against the bucket's list (validateMimeType): exact, or type/*. */
function typeAllowed(mimeType: string, allowed: string[]): boolean {
  const [type, subtype] = mimeType.split("/");
  if (!subtype) return false;
  return allowed.some((each) => {
    const [allowedType, allowedSubtype] = each.split("/");
    return allowedType === type && (allowedSubtype === "*" || allowedSubtype === subtype);
  });
}

/**
 * Reads an upload's body as Storage does: a form's fields and its file part's headers first, then the file,
 * so that the type and the permission are decided before the file's bytes are read.
 */
class BodyReader {
  private readonly chunks: AsyncIterator<Buffer>;
  private buffered = Buffer.alloc(0);
  private read = 0;
  private ended = false;

  constructor(request: http.IncomingMessage) {
    this.chunks = request[Symbol.asyncIterator]();
  }

  private async more(): Promise<boolean> {
    if (this.ended) return false;
    const { value, done } = await this.chunks.next();
    if (done) {
      this.ended = true;
      return false;
    }
    this.read += (value as Buffer).length;
    if (this.read > READ_LIMIT) throw storageError(413, "Payload too large", "The object exceeded the maximum allowed size");
    this.buffered = Buffer.concat([this.buffered, value as Buffer]);
    return true;
  }

  /** The fields before the file, then the file part's headers: its type, or the form's contentType field. */
  async filePart(boundary: string): Promise<{ mimeType: string }> {
    const fields = new Map<string, string>();
    for (;;) {
      const start = this.buffered.indexOf(`--${boundary}\r\n`);
      const headersEnd = start < 0 ? -1 : this.buffered.indexOf("\r\n\r\n", start);
      if (headersEnd < 0) {
        if (!(await this.more())) throw storageError(400, "Error", "No content provided");
        continue;
      }
      const headers = this.buffered.subarray(start, headersEnd).toString("utf8");
      const fieldName = /name="([^"]*)"/.exec(headers)?.[1] ?? "";
      if (/filename="/.test(headers)) {
        this.buffered = this.buffered.subarray(headersEnd + 4);
        const partType = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1].trim();
        return { mimeType: fields.get("contentType") || partType || "text/plain" };
      }
      const valueEnd = this.buffered.indexOf(`\r\n--${boundary}`, headersEnd + 4);
      if (valueEnd < 0) {
        if (!(await this.more())) throw storageError(400, "Error", "No content provided");
        continue;
      }
      fields.set(fieldName, this.buffered.subarray(headersEnd + 4, valueEnd).toString("utf8"));
      this.buffered = this.buffered.subarray(valueEnd + 2);
    }
  }

  /** The file's bytes, up to the next boundary. */
  async restOfFile(boundary: string): Promise<Buffer> {
    const all = await this.rest();
    const end = all.indexOf(`\r\n--${boundary}`);
    return end < 0 ? all : all.subarray(0, end);
  }

  async rest(): Promise<Buffer> {
    while (await this.more());
    const all = this.buffered;
    this.buffered = Buffer.alloc(0);
    return all;
  }

  /** Reads what is left without keeping it. */
  async drain(): Promise<void> {
    this.buffered = Buffer.alloc(0);
    while (!this.ended) {
      const { done } = await this.chunks.next();
      if (done) this.ended = true;
    }
  }
}

export async function startSupabaseStandIn({ port = 0, db: given }: { port?: number; db?: Postgres } = {}): Promise<SupabaseStandIn> {
  const db = given ?? (await startPostgres());
  const columnTypes = await enquiryColumnTypes(db);
  const objects = new Map<string, StoredObject>();
  const requests: StandInRequest[] = [];

  /** The request's headers as the database sees them: through the edge, without the key. */
  const forwarded = (request: http.IncomingMessage): Record<string, string> => {
    const sent = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !["authorization", "apikey"].includes(name)).map(([name, value]) => [name, String(value)]));
    return edgeHeaders(standIn.clientAddress?.(request) ?? request.socket.remoteAddress ?? "", sent);
  };

  /** One statement in a transaction of its own as `role`, after the settings Storage (or PostgREST) gives it. */
  const run = async (role: ApiRole, request: http.IncomingMessage, statement: Statement, rollback = false, settings: Step = requestSettings(role, forwarded(request))): Promise<unknown[]> => {
    const results = await db.transaction(role, [settings, statement], { rollback });
    return results[1];
  };

  async function insertRow(request: http.IncomingMessage, table: string): Promise<HttpAnswer> {
    const role = roleOf(request);
    if (table !== "enquiries") throw new HttpAnswer(404, { code: "PGRST205", message: `Could not find the table 'public.${table}' in the schema cache` });
    const body = JSON.parse((await readBody(request)).toString("utf8")) as Record<string, unknown>;
    const wantsRow = /return=representation/.test(String(request.headers.prefer ?? ""));
    try {
      const statement = postgrestInsert(columnTypes, body, wantsRow ? "*" : "1");
      await run(role, request, statement, false, postgrestSettings(role, forwarded(request)));
    } catch (error) {
      if (error instanceof DatabaseError) throw postgrestError(error, role);
      throw error;
    }
    return new HttpAnswer(201, {});
  }

  async function upload(request: http.IncomingMessage, bucketId: string, name: string): Promise<HttpAnswer> {
    const body = new BodyReader(request);
    try {
      return await uploadFrom(request, body, bucketId, name);
    } finally {
      // A refusal comes before the file is read, as on Storage; the rest of the request is read and dropped
      // so that the client gets the answer instead of a broken connection.
      await body.drain();
    }
  }

  async function uploadFrom(request: http.IncomingMessage, body: BodyReader, bucketId: string, name: string): Promise<HttpAnswer> {
    const role = roleOf(request);
    const [bucket] = await db.query<{ file_size_limit: number | null; allowed_mime_types: string[] | null }>(
      "owner",
      "select file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1",
      [bucketId],
    );
    if (!bucket) throw storageError(404, "Bucket not found", "Bucket not found");
    const maxFileSize = Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
    const declaredLength = Number(request.headers["content-length"]);
    const contentType = String(request.headers["content-type"] ?? "");
    const multipart = /^multipart\/form-data;\s*boundary="?([^";]+)"?/i.exec(contentType);
    const checks = standIn.storageServerChecks;

    // The Storage server, before the database: a binary upload's declared length; the declared type (of a
    // form upload, from its file part's headers, read before the file itself).
    if (checks && !multipart && declaredLength > maxFileSize) throw storageError(413, "Payload too large", "The object exceeded the maximum allowed size");
    const file = multipart ? await body.filePart(multipart[1]) : { mimeType: contentType || "application/octet-stream" };
    if (checks && bucket.allowed_mime_types && bucket.allowed_mime_types.length > 0 && !typeAllowed(file.mimeType, bucket.allowed_mime_types)) {
      throw storageError(415, "invalid_mime_type", `mime type ${file.mimeType} is not supported`);
    }

    // The database: Storage's permission test, as the request's role, rolled back.
    const upsert = request.headers["x-upsert"] === "true";
    const declared = { mimetype: file.mimeType, contentLength: Number.isFinite(declaredLength) ? declaredLength : undefined };
    try {
      await run(role, request, (upsert ? permissionTestUpsert : permissionTest)(bucketId, name, declared), true);
    } catch (error) {
      if (error instanceof DatabaseError) throw storageDatabaseError(error);
      throw error;
    }

    if (standIn.failUpload?.(name)) {
      request.socket.destroy();
      throw new HttpAnswer(0, {});
    }
    // The Storage server: the bytes, held to the size limit as they stream (a form upload's size is only known now).
    const bytes = multipart ? await body.restOfFile(multipart[1]) : await body.rest();
    if (checks && bytes.length > maxFileSize) throw storageError(413, "Payload too large", "The object exceeded the maximum allowed size");
    const version = crypto.randomUUID();
    const key = `${bucketId}/${name}`;
    const previous = objects.get(key);
    objects.set(key, { bucket: bucketId, name, version, contentType: file.mimeType, bytes });

    // The database: the final write as service_role; if it fails, the new bytes go.
    try {
      const [row] = (await run("service_role", request, finalWrite(bucketId, name, storedMetadata(file.mimeType, bytes.length), version))) as { id: string }[];
      return new HttpAnswer(200, { Id: row.id, Key: key });
    } catch (error) {
      if (previous) objects.set(key, previous);
      else objects.delete(key);
      if (error instanceof DatabaseError) throw storageDatabaseError(error);
      throw error;
    }
  }

  /** An authenticated download: the row as the role sees it (row-level security), then the bytes. */
  async function download(request: http.IncomingMessage, response: http.ServerResponse, bucketId: string, name: string): Promise<void> {
    const role = roleOf(request);
    const [found] = (await run(role, request, { sql: "select name from storage.objects where bucket_id = $1 and name = $2", params: [bucketId, name] })) as { name: string }[];
    const stored = objects.get(`${bucketId}/${name}`);
    if (!found || !stored) throw storageError(404, "not_found", "Object not found");
    response.writeHead(200, { ...cors, "content-type": stored.contentType });
    response.end(stored.bytes);
  }

  async function list(request: http.IncomingMessage, bucketId: string): Promise<HttpAnswer> {
    const role = roleOf(request);
    const { prefix = "" } = JSON.parse((await readBody(request)).toString("utf8") || "{}") as { prefix?: string };
    const rows = (await run(role, request, {
      sql: "select name, id, metadata from storage.objects where bucket_id = $1 and name like $2 order by name",
      params: [bucketId, `${prefix ? `${prefix.replace(/\/$/, "")}/` : ""}%`],
    })) as { name: string; id: string; metadata: unknown }[];
    return new HttpAnswer(200, rows as unknown as Record<string, unknown>);
  }

  async function remove(request: http.IncomingMessage, bucketId: string): Promise<HttpAnswer> {
    const role = roleOf(request);
    const { prefixes = [] } = JSON.parse((await readBody(request)).toString("utf8") || "{}") as { prefixes?: string[] };
    const rows = (await run(role, request, { sql: "delete from storage.objects where bucket_id = $1 and name = any($2) returning name", params: [bucketId, prefixes] })) as { name: string }[];
    for (const { name } of rows) objects.delete(`${bucketId}/${name}`);
    return new HttpAnswer(200, rows as unknown as Record<string, unknown>);
  }

  /** Answers one request; a download answers itself (its body is the bytes) and gives back null. */
  async function handle(request: http.IncomingMessage, response: http.ServerResponse, path: string): Promise<HttpAnswer | null> {
    const method = request.method ?? "GET";
    const rest = /^\/rest\/v1\/([^/]+)$/.exec(path);
    const listed = /^\/storage\/v1\/object\/list\/([^/]+)$/.exec(path);
    const object = /^\/storage\/v1\/object\/(?:authenticated\/)?([^/]+)\/(.+)$/.exec(path);
    const bucketOnly = /^\/storage\/v1\/object\/([^/]+)$/.exec(path);
    if (rest && method === "POST") return insertRow(request, rest[1]);
    if (listed && method === "POST") return list(request, listed[1]);
    if (object && (method === "POST" || method === "PUT")) return upload(request, object[1], object[2]);
    if (object && method === "GET") {
      await download(request, response, object[1], object[2]);
      return null;
    }
    if (bucketOnly && method === "DELETE") return remove(request, bucketOnly[1]);
    return new HttpAnswer(404, { message: `The stand-in does not answer ${method} ${path}` });
  }

  function send(response: http.ServerResponse, answer: HttpAnswer): void {
    // 0: the connection was dropped on purpose (failUpload); there is no one to answer.
    if (answer.status === 0 || response.destroyed || response.socket?.destroyed) return;
    const empty = answer.status === 201;
    response.writeHead(answer.status, { ...cors, ...(empty ? {} : { "content-type": "application/json" }) });
    response.end(empty ? undefined : JSON.stringify(answer.body));
  }

  const server = http.createServer((request, response) => {
    if (request.method === "OPTIONS") {
      response.writeHead(204, cors).end();
      return;
    }
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://stand-in").pathname);
    const withheld = standIn.withholdAnswer?.(request.method ?? "", path) ?? false;
    const instead = standIn.answerInstead?.(request.method ?? "", path) ?? null;
    void (instead ? Promise.resolve(new HttpAnswer(instead.status, instead.body)) : handle(request, response, path))
      .catch((error: unknown) => {
        if (error instanceof HttpAnswer) return error;
        const message = error instanceof Error ? error.message : String(error);
        return new HttpAnswer(500, { statusCode: "500", error: "stand-in", message });
      })
      .then((answer) => {
        if (answer && !withheld) send(response, answer);
        const { statusCode, message } = answer?.body ?? {};
        requests.push({
          method: request.method ?? "",
          path,
          status: withheld && answer ? answer.status : response.destroyed && !response.headersSent ? 0 : response.statusCode,
          ...(typeof statusCode === "string" ? { statusCode } : {}),
          ...(typeof message === "string" ? { message } : {}),
          ...(withheld ? { withheld: true as const } : {}),
        });
      });
  });
  // Node closes an idle kept-alive connection after 5 s, which a busy test machine can take between two
  // 30 MB uploads: the client then sends on a closing socket (ECONNRESET). Supabase's gateway waits longer.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  const standIn: SupabaseStandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    anonKey: supabaseKey("anon"),
    serviceKey: supabaseKey("service_role"),
    db,
    objects,
    requests,
    storageServerChecks: true,
    failUpload: null,
    withholdAnswer: null,
    answerInstead: null,
    clientAddress: null,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!given) await db.stop();
    },
  };
  return standIn;
}
