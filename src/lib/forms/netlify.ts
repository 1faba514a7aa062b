import { photoFieldName } from "./photos/fieldNames";
import type { PreparedPhoto } from "./photos/types";

/** How long a send to Netlify may take before the visitor is told it failed (their draft is kept). */
export const NETLIFY_TIMEOUT_MS = 10_000;

/** With photos, as long as Netlify itself waits for an upload (30 seconds): megabytes take time on a phone. */
export const NETLIFY_UPLOAD_TIMEOUT_MS = 30_000;

export type NetlifyFailure = { kind: "status"; status: number } | { kind: "timeout" } | { kind: "network"; detail: string };

export class NetlifySendError extends Error {
  constructor(readonly failure: NetlifyFailure) {
    super(failure.kind === "status" ? `HTTP ${failure.status}` : failure.kind === "timeout" ? "timeout" : failure.detail);
  }
}

/**
 * The body Netlify Forms receives: every named field of the form, exactly as the browser would post it
 * without JavaScript (the hidden form-name, an unticked box left out). The file fields' own files are never
 * sent: they are what the visitor chose, metadata and all. With no photos the body is URL-encoded; with
 * photos it is multipart, each prepared photo in a file field of its own (Netlify keeps one file per field),
 * named as the form's photo boxes are (photoFieldName), so that Netlify's form detection knows every one.
 */
export function netlifyBody(form: HTMLFormElement, photos: readonly PreparedPhoto[] = []): string | FormData {
  const entries: [string, string][] = [];
  new FormData(form).forEach((value, name) => {
    if (typeof value === "string") entries.push([name, value]);
  });
  if (photos.length === 0) return new URLSearchParams(entries).toString();
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  photos.forEach((photo, index) => body.append(photoFieldName(index + 1), photo.blob, photo.name));
  return body;
}

/**
 * Posts a form to Netlify, as its documented AJAX submission does: to the page's own path, form-encoded or
 * multipart (netlifyBody).
 * Any answer but 2xx, a network failure or no answer within the time limit is a NetlifySendError.
 */
export async function postToNetlify(path: string, body: string | FormData, timeoutMs = NETLIFY_TIMEOUT_MS): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(path, {
      method: "POST",
      // A multipart body's type, with its boundary, is the browser's to write.
      ...(typeof body === "string" ? { headers: { "Content-Type": "application/x-www-form-urlencoded" } } : {}),
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
