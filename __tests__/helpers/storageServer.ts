import http from "http";
import type { AddressInfo } from "net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A stand-in for Supabase Storage on 127.0.0.1 (a random port by default), answering the
 * routes @supabase/supabase-js calls: list, authenticated download and public
 * object URLs. Tests change its behaviour through the fields below.
 */
export interface StorageServer {
  url: string;
  /** bucket → file name → content. A bucket that is absent answers like a missing bucket. */
  buckets: Map<string, Map<string, Buffer>>;
  /** bucket → folder names, listed with a null id as Supabase does. */
  folders: Map<string, string[]>;
  /** The next n list calls answer 500. */
  listFailures: number;
  /** Each list call is answered after this many milliseconds. */
  listDelayMs: number;
  /** Forces the authenticated download route to answer this status. */
  downloadStatus: number | null;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Like Supabase, any origin may call: lets a browser page use this server too. */
const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "*", "access-control-allow-methods": "GET, HEAD, POST, OPTIONS" };

const json = (res: http.ServerResponse, status: number, body: unknown): void => {
  if (res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json", ...cors });
  res.end(JSON.stringify(body));
};

const notFound = { statusCode: "404", error: "not_found", message: "Object not found" };

function listed(name: string, content: Buffer): Record<string, unknown> {
  const at = "2026-01-01T00:00:00.000Z";
  return {
    name,
    id: `00000000-0000-4000-8000-${String(content.length).padStart(12, "0")}`,
    updated_at: at,
    created_at: at,
    last_accessed_at: at,
    metadata: { eTag: '"x"', size: content.length, mimetype: "application/pdf", cacheControl: "max-age=3600", lastModified: at, contentLength: content.length, httpStatusCode: 200 },
  };
}

export async function startStorageServer(listenPort = 0): Promise<StorageServer> {
  const state: Omit<StorageServer, "url" | "close"> = {
    buckets: new Map(),
    folders: new Map(),
    listFailures: 0,
    listDelayMs: 0,
    downloadStatus: null,
    requests: [],
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = decodeURIComponent((req.url ?? "").split("?")[0]);
      const body = Buffer.concat(chunks).toString("utf8");
      state.requests.push({ method: req.method ?? "", path, headers: req.headers, body });
      if (req.method === "OPTIONS") {
        res.writeHead(204, cors);
        return res.end();
      }

      const list = /^\/storage\/v1\/object\/list\/([^/]+)$/.exec(path);
      if (list && req.method === "POST") {
        if (state.listFailures > 0) {
          state.listFailures -= 1;
          return json(res, 500, { statusCode: "500", error: "internal", message: "Internal Server Error" });
        }
        const bucket = state.buckets.get(list[1]);
        setTimeout(() => {
          if (!bucket) return json(res, 400, { statusCode: "404", error: "Bucket not found", message: "Bucket not found" });
          const folders = (state.folders.get(list[1]) ?? []).map((name) => ({ name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null }));
          const { limit = 100 } = JSON.parse(body || "{}") as { limit?: number };
          json(res, 200, [...folders, ...[...bucket].map(([name, content]) => listed(name, content))].slice(0, limit));
        }, state.listDelayMs);
        return;
      }

      const object = /^\/storage\/v1\/object\/(public\/)?([^/]+)\/(.+)$/.exec(path);
      if (object && (req.method === "GET" || req.method === "HEAD")) {
        const [, isPublic, bucket, name] = object;
        if (!isPublic && state.downloadStatus) return json(res, state.downloadStatus, { statusCode: String(state.downloadStatus), error: "error", message: "Download refused" });
        const content = state.buckets.get(bucket)?.get(name);
        if (!content) return json(res, isPublic ? 404 : 400, notFound);
        res.writeHead(200, { "content-type": name.endsWith(".pdf") ? "application/pdf" : "application/octet-stream", "content-length": content.length, ...cors });
        return res.end(req.method === "HEAD" ? undefined : content);
      }
      json(res, 404, { message: `no route for ${req.method} ${path}` });
    });
  });

  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
