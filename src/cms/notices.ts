import { isSiteFailureText, SiteFailure, siteFailureFrom, type Action, type Host } from "./backend/failures";
import { fillPhrase, messageOverrides } from "./locale";

/**
 * How long Decap's failure notices stay. Decap shows every failure for 8 s, and a save refused by the site's own
 * checks says in up to 60 words what happened and what to do (a colleague's change, an expired sign-in): about
 * 20 s of reading. A failure now stays for the time it takes to read it, at 200 words a minute, with 3 s to notice
 * it, and never less than Decap gave it, nor more than a minute (a backend's error can carry a whole page of
 * text); its × (or a click on it) closes it sooner. Notices of success keep Decap's time.
 *
 * And in whose words: every failure notice says what happened, what is kept and what to do in the site's words
 * (inSiteWords, below), whatever Decap was given to show.
 */

const MS_PER_WORD = 60_000 / 200;
const TO_NOTICE_MS = 3_000;
const LONGEST_MS = 60_000;
/** Words of Decap's own around the details ("Not saved. %{details}" and the like). */
const PHRASE_WORDS = 6;

interface Notification {
  type?: string;
  dismissAfter?: number;
  message?: string | { details?: unknown };
}

const textOf = (value: unknown): string => (value instanceof Error ? value.message : typeof value === "string" ? value : value === undefined ? "" : String(value));
const wordsIn = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** The time an error notice is shown, in ms: long enough to read, never less than `given`. */
export function readingTime(notification: Notification): number | undefined {
  const given = notification.dismissAfter;
  if (notification.type !== "error" || !given) return given;
  const words = typeof notification.message === "string" ? wordsIn(notification.message) : PHRASE_WORDS + wordsIn(textOf(notification.message?.details));
  return Math.max(given, Math.min(LONGEST_MS, TO_NOTICE_MS + words * MS_PER_WORD));
}

/** Decap's action that shows a notice (decap-cms-core actions/notifications.js). */
export const NOTIFICATION_SEND = "NOTIFICATION_SEND";

/** Decap's action with that time: the store's reducer is given this instead of the action sent. */
export function withReadingTime<A extends { type: string; payload?: unknown }>(action: A): A {
  if (action.type !== NOTIFICATION_SEND || typeof action.payload !== "object" || action.payload === null) return action;
  const notification = action.payload as Notification;
  const dismissAfter = readingTime(notification);
  return dismissAfter === notification.dismissAfter ? action : { ...action, payload: { ...notification, dismissAfter } };
}

/** Decap's failure notices, by their phrase's key, and what the editor was doing. */
const FAILURE_KEYS: Readonly<Record<string, Action>> = {
  "ui.toast.onFailToPersist": "save",
  "ui.toast.onFailToPublishEntry": "publish",
  "ui.toast.onFailToUpdateStatus": "status",
  "ui.toast.onFailToDelete": "delete",
  "ui.toast.onFailToUnpublishEntry": "delete",
  "ui.toast.onFailToLoadEntries": "load",
  "ui.toast.onFailToLoadDeployPreview": "load",
  "ui.toast.onFailToAuth": "signIn",
};

/**
 * Decap's notices of failure that borrow a phrase of success: a draft's delete that failed is sent with the key
 * of "Unpublished changes deleted" (actions/editorialWorkflow.js, deleteUnpublishedEntry), and shown in red as if
 * it had worked. The site's phrase for it, and what was being done.
 */
const MISWORDED_FAILURES: Readonly<Record<string, { key: string; action: Action }>> = {
  "ui.toast.onDeleteUnpublishedChanges": { key: "ui.toast.onFailToDelete", action: "delete" },
};

/** The failures Decap words itself, around the error's text (actions/mediaLibrary.js), and the site's phrase for each. */
const WORDED_BY_DECAP: readonly { decap: string; action: Action; phrase: string }[] = [
  { decap: "Failed to persist media: ", action: "upload", phrase: messageOverrides.site.failures.media.upload },
  { decap: "Failed to delete media: ", action: "delete", phrase: messageOverrides.site.failures.media.delete },
];

/** What the site needs to know of Decap's configuration (its state's `config`) to word a failure. */
export interface NoticeConfig {
  backend?: { name?: unknown };
  publish_mode?: unknown;
}

const hostOf = (config: NoticeConfig | undefined): Host => {
  const name = config?.backend?.name;
  return name === "github" || name === "git-gateway" ? name : "proxy";
};

/**
 * Decap's action with a failure in the site's words. A failure the site has told already (a SiteFailure, from the
 * backend's wrapper or the checks before saving) passes as it is; any other (an error of Decap's own, a load that
 * failed) is described by its cause, and the error goes to the console.
 */
export function inSiteWords<A extends { type: string; payload?: unknown }>(action: A, config?: NoticeConfig): A {
  if (action.type !== NOTIFICATION_SEND || typeof action.payload !== "object" || action.payload === null) return action;
  const notification = action.payload as Notification;
  if (notification.type !== "error") return action;
  const context = (doing: Action) => ({ action: doing, host: hostOf(config), workflow: config?.publish_mode === "editorial_workflow" });
  const { message } = notification;
  if (typeof message === "object" && message !== null) {
    const misworded = MISWORDED_FAILURES[String((message as { key?: unknown }).key)];
    if (misworded) return { ...action, payload: { ...notification, message: { ...message, key: misworded.key, details: siteFailureFrom(message.details, context(misworded.action)) } } };
    const doing = FAILURE_KEYS[String((message as { key?: unknown }).key)];
    // Told already: a SiteFailure, or its message (Decap passes some errors on as their message alone).
    if (!doing || message.details instanceof SiteFailure || (typeof message.details === "string" && isSiteFailureText(message.details))) return action;
    return { ...action, payload: { ...notification, message: { ...message, details: siteFailureFrom(message.details, context(doing)) } } };
  }
  const worded = typeof message === "string" ? WORDED_BY_DECAP.find(({ decap }) => message.startsWith(decap)) : undefined;
  if (!worded || typeof message !== "string") return action;
  const details = message.slice(worded.decap.length);
  const text = isSiteFailureText(details) ? details : siteFailureFrom(details, context(worded.action)).message;
  return { ...action, payload: { ...notification, message: fillPhrase(worded.phrase, { details: text }) } };
}

/** Decap's action for an entry that could not be loaded (actions/entries.js, entryLoadError). */
export const ENTRY_FAILURE = "ENTRY_FAILURE";

/**
 * Decap's action for an entry that could not be loaded, with its error in the site's words: Decap's editor shows
 * that error's message as the page's heading (Editor.js, `<h3>{entry.get('error')}</h3>`), in place of the form.
 */
export function entryLoadInSiteWords<A extends { type: string; payload?: unknown }>(action: A, config?: NoticeConfig): A {
  if (action.type !== ENTRY_FAILURE || typeof action.payload !== "object" || action.payload === null) return action;
  const payload = action.payload as { error?: unknown };
  const failure = siteFailureFrom(payload.error, { action: "load", host: hostOf(config), workflow: config?.publish_mode === "editorial_workflow" });
  return { ...action, payload: { ...payload, error: new SiteFailure(fillPhrase(messageOverrides.site.failures.entryNotLoaded, { details: failure.message })) } };
}
