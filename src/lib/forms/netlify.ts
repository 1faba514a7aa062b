/** How long a send to Netlify may take before the visitor is told it failed (their draft is kept). */
export const NETLIFY_TIMEOUT_MS = 10_000;

export type NetlifyFailure = { kind: "status"; status: number } | { kind: "timeout" } | { kind: "network"; detail: string };

export class NetlifySendError extends Error {
  constructor(readonly failure: NetlifyFailure) {
    super(failure.kind === "status" ? `HTTP ${failure.status}` : failure.kind === "timeout" ? "timeout" : failure.detail);
  }
}

/**
 * The body Netlify Forms receives: every named field of the form, exactly as the browser would post it
 * without JavaScript (the hidden form-name, an unticked box left out), URL-encoded.
 */
export function netlifyBody(form: HTMLFormElement): string {
  const entries: [string, string][] = [];
  new FormData(form).forEach((value, name) => entries.push([name, typeof value === "string" ? value : value.name]));
  return new URLSearchParams(entries).toString();
}

/**
 * Posts a form to Netlify, as its documented AJAX submission does: to the page's own path, form-encoded.
 * Any answer but 2xx, a network failure or no answer within the time limit is a NetlifySendError.
 */
export async function postToNetlify(path: string, body: string, timeoutMs = NETLIFY_TIMEOUT_MS): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
      signal: controller.signal,
    });
    if (!response.ok) throw new NetlifySendError({ kind: "status", status: response.status });
  } catch (error) {
    if (error instanceof NetlifySendError) throw error;
    if (controller.signal.aborted) throw new NetlifySendError({ kind: "timeout" });
    throw new NetlifySendError({ kind: "network", detail: error instanceof Error ? error.message : String(error) });
  } finally {
    clearTimeout(timer);
  }
}
