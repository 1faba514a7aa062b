/**
 * A part's chunk that fails to load may have been replaced by a newer deploy: every publish renames the
 * chunks, and the old names answer 404 to a page opened before it. Reloading the page then loads the new
 * code. A chunk that could not be reached at all (offline) is not reloaded for: the part's fallback says so.
 */

/**
 * Session storage key: the builds (Gatsby's compilation hash, which every page's scripts carry) whose pages this
 * tab has been reloaded from, so a page still missing a chunk after its reload (an old copy of the page in a cache,
 * or a part made of two chunks that fail in either order) is never reloaded again.
 */
export const RELOADED_FOR_KEY = "late-part-reloaded-for";

/** The address of the chunk that webpack could not load (its ChunkLoadError's `request`), if that is what failed. */
export function failedChunkUrl(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("request" in error)) return null;
  const request = (error as { request: unknown }).request;
  return typeof request === "string" && request !== "" ? request : null;
}

/** The server says the chunk is gone (404/410), rather than the network failing to reach it. */
async function replaced(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: "HEAD", cache: "no-store" });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}

/**
 * Something on the page that a reload would lose: a chosen file, or a field changed outside a form whose
 * draft is kept in session storage (lib/forms/draft.ts and the early script put a draft back after a reload).
 */
export function somethingWouldBeLost(doc: Document = document): boolean {
  const fields = doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select");
  for (const field of Array.from(fields)) {
    if (field instanceof HTMLInputElement && field.type === "file") {
      if ((field.files?.length ?? 0) > 0) return true;
      continue;
    }
    const kept = field.closest("form[data-draft]") !== null && !field.hasAttribute("data-no-draft");
    if (kept || (field instanceof HTMLInputElement && field.type === "hidden")) continue;
    if (field instanceof HTMLSelectElement) {
      if (Array.from(field.options).some((option) => option.selected !== option.defaultSelected)) return true;
    } else if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked !== field.defaultChecked) return true;
    } else if (field.value !== field.defaultValue) {
      return true;
    }
  }
  return false;
}

function reloadedFor(): string[] | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(RELOADED_FOR_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return null;
  }
}

/**
 * Reloads the page once for a chunk that a newer deploy replaced, and says whether it did. Never twice from
 * the same build in a tab (the guard against a loop lives in session storage: without it, no reload), and
 * never when the reload would lose something the visitor has done.
 */
export async function reloadForReplacedChunk(error: unknown, reload: () => void = () => window.location.reload()): Promise<boolean> {
  const url = failedChunkUrl(error);
  if (!url) return false;
  const build = (window as { ___webpackCompilationHash?: unknown }).___webpackCompilationHash;
  const key = typeof build === "string" && build !== "" ? build : url;
  const done = reloadedFor();
  if (done === null || done.includes(key)) return false;
  if (!(await replaced(url)) || somethingWouldBeLost()) return false;
  try {
    window.sessionStorage.setItem(RELOADED_FOR_KEY, JSON.stringify([...done, key]));
  } catch {
    return false;
  }
  console.warn(`A newer version of the site replaced ${url}: reloading the page once to load it.`);
  reload();
  return true;
}
