import type { SupabaseClient, SupabaseClientOptions } from "@supabase/supabase-js";
import { TtlCache } from "./cache";
import type { SupabaseConfig } from "./config";
import { toGuides } from "./guides";
import { withRetry, type RetryOptions } from "./retry";
import { timedFetch } from "./timedFetch";
import type { StorageBackend, StoredFile, VideoFiles } from "./types";

export interface SupabaseBackendOptions {
  /** Each request is abandoned after this long, so a hung server cannot stall a build or a page. */
  timeoutMs?: number;
  retry?: RetryOptions;
  cache?: TtlCache<StoredFile[]>;
}

/** The spec's list call: root of the bucket, at most 100 entries. */
export const listLimit = 100;

/** Successful listings, shared by every backend in this page or build, for 5 minutes. */
const sharedCache = new TtlCache<StoredFile[]>();

/** Errors another attempt will not fix: the server understood and refused (4xx, bar timeouts and rate limits). */
export function isPermanent(error: unknown): boolean {
  const status = Number((error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode);
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

type WebSocketTransport = NonNullable<NonNullable<SupabaseClientOptions<"public">["realtime"]>["transport"]>;

/**
 * Realtime is never used here, but supabase-js refuses to start without a
 * WebSocket, which Node 20 (the build) lacks. This stands in and fails if called.
 */
class NoWebSocket {
  constructor() {
    throw new Error("Supabase realtime is not used by this site.");
  }
}

interface ListedObject {
  id: string | null;
  name: string;
  metadata: { size?: unknown } | null;
}

function toStoredFile(object: ListedObject): StoredFile {
  const size = Number(object.metadata?.size ?? 0);
  return { id: object.id ?? null, name: object.name, bytes: Number.isFinite(size) ? size : 0 };
}

/**
 * Supabase storage. `@supabase/supabase-js` is imported on first use, so pages
 * that never talk to Supabase never download it.
 */
export function createSupabaseBackend(config: SupabaseConfig, options: SupabaseBackendOptions = {}): StorageBackend {
  const { timeoutMs = 10_000, retry = {}, cache = sharedCache } = options;
  const retryOptions: RetryOptions = { shouldRetry: (error) => !isPermanent(error), ...retry };
  let client: Promise<SupabaseClient> | undefined;

  async function connect(): Promise<SupabaseClient> {
    // `await`, not `.then`: Gatsby compiles gatsby-node with Parcel, which turns this import into a plain require.
    const { createClient } = await import("@supabase/supabase-js");
    // Storage only: no session, so nothing is written to the visitor's browser storage.
    return createClient(config.url, config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      // Each call below passes its own signal too; this also covers any request that does not.
      global: { fetch: timedFetch(() => timeoutMs) },
      ...(typeof globalThis.WebSocket === "undefined" ? { realtime: { transport: NoWebSocket as unknown as WebSocketTransport } } : {}),
    });
  }
  const getClient = (): Promise<SupabaseClient> => (client ??= connect());

  const publicUrl = async (bucket: string, name: string): Promise<string> =>
    (await getClient()).storage.from(bucket).getPublicUrl(name).data.publicUrl;

  async function listFiles(): Promise<StoredFile[]> {
    const key = `${config.url} ${config.guidesBucket}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const storage = (await getClient()).storage.from(config.guidesBucket);
    const files = await withRetry(async () => {
      const { data, error } = await storage.list("", { limit: listLimit }, { signal: AbortSignal.timeout(timeoutMs) });
      if (error) throw error;
      return (data ?? []).map(toStoredFile);
    }, retryOptions);
    cache.set(key, files);
    return files;
  }

  /** A HEAD request on the public URL: works on a public bucket even without a SELECT policy. */
  async function exists(url: string): Promise<boolean> {
    return withRetry(async () => {
      const response = await fetch(url, { method: "HEAD", signal: AbortSignal.timeout(timeoutMs) });
      if (response.ok) return true;
      if (isPermanent(response)) return false;
      throw new Error(`${url} answered ${response.status}`);
    }, retryOptions);
  }

  return {
    kind: "supabase",
    async listGuides(catalogue) {
      const files = await listFiles();
      // getPublicUrl only builds a URL (no request), so it is safe to call per file.
      const storage = (await getClient()).storage.from(config.guidesBucket);
      return toGuides(files, catalogue, (name) => storage.getPublicUrl(name).data.publicUrl);
    },
    getPublicUrl: (name) => publicUrl(config.guidesBucket, name),
    async download(name) {
      const { data, error } = await (await getClient()).storage.from(config.guidesBucket).download(name, {}, { signal: AbortSignal.timeout(timeoutMs) });
      if (error) throw error;
      return data;
    },
    async getVideo(): Promise<VideoFiles | null> {
      const url = await publicUrl(config.videoBucket, config.videoFile);
      if (!(await exists(url))) return null;
      const stem = config.videoFile.replace(/\.[^.]+$/, "");
      const [posterUrl, captionsUrl] = await Promise.all(
        [`${stem}.jpg`, `${stem}.vtt`].map(async (name) => {
          const candidate = await publicUrl(config.videoBucket, name);
          return (await exists(candidate).catch(() => false)) ? candidate : null;
        }),
      );
      return { url, posterUrl, captionsUrl };
    },
  };
}
