/**
 * How long Decap's failure notices stay. Decap shows every failure for 8 s, and a save refused by the site's own
 * checks says in up to 60 words what happened and what to do (a colleague's change, an expired sign-in): about
 * 20 s of reading. A failure now stays for the time it takes to read it, at 200 words a minute, with 3 s to notice
 * it, and never less than Decap gave it, nor more than a minute (a backend's error can carry a whole page of
 * text); its × (or a click on it) closes it sooner. Notices of success keep Decap's time.
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

/** Decap's action with that time: the store's reducer is given this instead of the action sent. */
/** Decap's action that shows a notice (decap-cms-core actions/notifications.js). */
export const NOTIFICATION_SEND = "NOTIFICATION_SEND";

export function withReadingTime<A extends { type: string; payload?: unknown }>(action: A): A {
  if (action.type !== NOTIFICATION_SEND || typeof action.payload !== "object" || action.payload === null) return action;
  const notification = action.payload as Notification;
  const dismissAfter = readingTime(notification);
  return dismissAfter === notification.dismissAfter ? action : { ...action, payload: { ...notification, dismissAfter } };
}
