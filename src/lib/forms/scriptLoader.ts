export type ScriptStatus = "loading" | "loaded" | "error";

interface Entry {
  script: HTMLScriptElement;
  status: ScriptStatus;
  users: number;
  listeners: Set<(status: ScriptStatus) => void>;
}

/** One entry per script address, so a script is in the document at most once. */
const entries = new Map<string, Entry>();

/**
 * Adds a third-party form script to the page, or joins the copy already
 * there, and reports its status. The returned function releases it; the last
 * user to release it removes it from the document, so a visitor who leaves
 * the page leaves no script behind and one who comes back gets one copy.
 */
export function acquireScript(src: string, onStatus: (status: ScriptStatus) => void): () => void {
  let entry = entries.get(src);
  if (!entry) {
    const script = document.createElement("script");
    script.src = src;
    // Added after the page has rendered, it never blocks parsing; `defer` mirrors the provider's own snippet.
    script.defer = true;
    script.dataset.enquiryEmbed = "";
    const created: Entry = { script, status: "loading", users: 0, listeners: new Set() };
    const settle = (status: ScriptStatus) => () => {
      created.status = status;
      for (const listener of created.listeners) listener(status);
    };
    script.addEventListener("load", settle("loaded"));
    script.addEventListener("error", settle("error"));
    entries.set(src, created);
    document.body.appendChild(script);
    entry = created;
  }
  const current = entry;
  current.users += 1;
  current.listeners.add(onStatus);
  if (current.status !== "loading") onStatus(current.status);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.listeners.delete(onStatus);
    current.users -= 1;
    if (current.users === 0) {
      current.script.remove();
      entries.delete(src);
    }
  };
}
