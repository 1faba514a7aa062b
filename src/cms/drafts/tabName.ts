import type { NoteStorage } from "./storedRecord";

/**
 * Each tab's own name, for the notes of what it wrote (conflicts.ts). The name is kept in sessionStorage, so that
 * a reload keeps it and the tab still knows its own saves from before. But a browser copies sessionStorage into a
 * duplicated tab ("Duplicate tab"), and two tabs with one name take each other's saves for their own: the second
 * save then undid the first without a word (issue 56, point 1). So each tab claims its name on a BroadcastChannel
 * as it starts; a tab already holding that name answers, and the newcomer, the duplicate, takes a new one. A
 * reloaded tab's claim finds no one holding its name (the page before it is gone) and keeps it.
 */

/** Where a tab keeps its own name (sessionStorage: one per tab, kept across a reload, copied into a duplicate). */
export const TAB_NAME = "cms-tab";
/** The channel on which tabs claim their names. */
export const TAB_CLAIMS = "cms-tab-names";

/** The part of a BroadcastChannel used here. */
export interface ClaimChannel {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}

const freshName = (): string => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

function keep(session: NoteStorage | undefined, name: string): void {
  try {
    session?.setItem(TAB_NAME, name);
  } catch {
    // Refused: the name is this page's alone.
  }
}

/** The name kept in `session`, or a new one, kept there; a new one for this page alone where the storage refuses. */
export function keptTabName(session?: NoteStorage): string {
  try {
    const kept = session?.getItem(TAB_NAME);
    if (kept) return kept;
  } catch {
    // Refused: a name for this page alone.
  }
  const name = freshName();
  keep(session, name);
  return name;
}

interface Claim {
  /** A name a starting tab claims. */
  claim?: string;
  /** A name a running tab holds already. */
  taken?: string;
  /** The page that sent it (a reload is a new page). */
  page: string;
}

/**
 * A reader of this tab's name: the one kept in `session`, unless a tab already running holds it (this tab is its
 * duplicate); then a new one, kept in `session` in its place.
 */
export function tabNameReader(session?: NoteStorage, channel?: ClaimChannel): () => string {
  let name = keptTabName(session);
  const page = freshName();
  channel?.addEventListener("message", (event) => {
    const message = event.data as Partial<Claim> | null;
    if (!message || message.page === page) return;
    if (message.claim === name) channel.postMessage({ taken: name, page } satisfies Claim);
    else if (message.taken === name) {
      name = freshName();
      keep(session, name);
      channel.postMessage({ claim: name, page } satisfies Claim);
    }
  });
  channel?.postMessage({ claim: name, page } satisfies Claim);
  return () => name;
}

/** The browser's channel for tabs' claims, where it has one. */
export function claimChannel(): ClaimChannel | undefined {
  try {
    return typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel(TAB_CLAIMS);
  } catch {
    return undefined;
  }
}
