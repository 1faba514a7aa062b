/**
 * No answer from Supabase within the time allowed: the request was abandoned. Named as the browser names
 * the error of `AbortSignal.timeout`, so that supabase-js, which reports a failed request as
 * "<name>: <message>" with status 0, reports this one as "TimeoutError: …".
 */
export class SupabaseTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = "TimeoutError";
  }
}

/** The URL a fetch was asked for, whatever form it was given in. */
const urlOf = (input: RequestInfo | URL): string => (typeof input === "string" ? input : input instanceof URL ? input.href : input.url);

/**
 * A fetch for supabase-js's `global.fetch` (used by both PostgREST and Storage) that abandons each request
 * after the time `limitFor` gives its URL: it aborts the request, so the browser drops the connection, and
 * settles with a SupabaseTimeoutError even if the request ignores the abort. The caller's own signal is
 * still heeded. The global fetch is looked up on each call, as supabase-js itself does.
 */
export function timedFetch(limitFor: (url: string) => number): typeof fetch {
  return (input, init) => {
    const timeoutMs = limitFor(urlOf(input));
    const controller = new AbortController();
    const outer = init?.signal;
    const passOn = (): void => controller.abort(outer?.reason);
    if (outer?.aborted) passOn();
    else outer?.addEventListener("abort", passOn, { once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new SupabaseTimeoutError(timeoutMs);
        controller.abort(error);
        reject(error);
      }, timeoutMs);
    });
    return Promise.race([globalThis.fetch(input, { ...init, signal: controller.signal }), timedOut]).finally(() => {
      clearTimeout(timer);
      outer?.removeEventListener("abort", passOn);
    });
  };
}

/** Whether a failure reported by supabase-js is a request that timedFetch abandoned. */
export function isSupabaseTimeout(error: unknown): boolean {
  if (error instanceof SupabaseTimeoutError) return true;
  const { message, originalError } = (error ?? {}) as { message?: unknown; originalError?: unknown };
  // Storage keeps the fetch's error (StorageUnknownError.originalError); PostgREST keeps only its name and message.
  return originalError instanceof SupabaseTimeoutError || (typeof message === "string" && message.startsWith("TimeoutError: "));
}
