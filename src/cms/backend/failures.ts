import { fillPhrase, messageOverrides } from "../locale";

/**
 * Every failure an editor can meet, told in the site's words (src/cms/locale.ts): what happened, what is kept, and
 * what to do. The technical cause (a TypeError, "Failed to fetch", a status code) goes to the browser's console for
 * a developer, never onto the screen.
 */

const words = messageOverrides.site.failures;

/**
 * The program's words that never reach an editor's screen: an error's name, the browser's own "Failed to fetch", a
 * status code, an empty value printed. The one list, which the jest and browser tests check notices against.
 */
export const PROGRAM_WORDS = /TypeError|ReferenceError|Failed to fetch|NetworkError|\bundefined\b|\bnull\b|API_ERROR|Error:|\[object Object\]|\b[1-5]\d\d\b/;

/** A failure already told in the site's words: Decap shows it as "Not saved. <message>", without the name an Error puts in front. */
export class SiteFailure extends Error {
  toString(): string {
    return this.message;
  }
}

/** The messages of the site's failures so far, for the notices Decap words itself around an error's text (notices.ts). */
const siteFailureTexts = new Set<string>();
export const isSiteFailureText = (text: string): boolean => siteFailureTexts.has(text);

function siteFailure(message: string): SiteFailure {
  siteFailureTexts.add(message);
  return new SiteFailure(message);
}

/** A backend that took longer than the check before a save may wait (backend/guarded.ts). */
export class NoAnswerInTime extends Error {
  constructor(readonly ms: number) {
    super(`No answer within ${ms / 1000} s`);
    this.name = "NoAnswerInTime";
  }
}

export type Cause = keyof typeof words.cause;
export type Action = keyof typeof words.kept;
/** Where the content is kept, by the backend's name in Decap's configuration. */
export type Host = keyof typeof words.hosts;

const statusOf = (error: unknown): unknown => (typeof error === "object" && error !== null && "status" in error ? (error as { status: unknown }).status : undefined);
/** An error's message; a host's answer that Decap passes on as it came (GitHub's JSON, { message }) has one too. */
const messageOf = (error: unknown): string => {
  if (typeof error === "string") return error;
  const message = typeof error === "object" && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === "string" ? message : "";
};

/**
 * What the browser says of a request that found no server, in Chromium, Firefox and Safari, and what Decap's own
 * request time-out says; Decap's GitHub backend passes them on inside its own error (status 500, the message kept).
 */
const NO_CONNECTION = /failed to fetch|networkerror|load failed|network request failed|request timed out|err_internet_disconnected|err_connection/i;

/**
 * Whether a failure is the backend refusing the editor's sign-in: its status 401, or, where Decap's GitHub backend
 * passes on GitHub's answer without its status (a list of pull requests, say), GitHub's words for it.
 */
export const isExpiredSignIn = (error: unknown): boolean => statusOf(error) === 401 || messageOf(error) === "Bad credentials";

/** Why something failed, as an editor can act on it. */
export function causeOf(error: unknown, online: boolean = typeof navigator === "undefined" || navigator.onLine): Cause {
  if (isExpiredSignIn(error)) return "signIn";
  if (!online || NO_CONNECTION.test(messageOf(error))) return "unreachable";
  // fetch's own TypeError says "Failed to fetch" (above); any other is a fault in the code, ours or Decap's.
  if (error instanceof TypeError || error instanceof ReferenceError || error instanceof RangeError) return "bug";
  if (error instanceof NoAnswerInTime) return "slow";
  // Decap's backends put the host's answer in an error with its status (decap-cms-lib-util's APIError): 413, too large.
  if (statusOf(error) === 413) return "tooBig";
  if (typeof statusOf(error) === "number") return "refused";
  return "broken";
}

/** What was being done when something failed, and where: what the words for it depend on. */
export interface FailureContext {
  /** What was being done. */
  action: Action;
  host: Host;
  /** With drafts and review an entry is saved (then published); without, it is published at once. */
  workflow: boolean;
}

/** The words for a failure of `action`, from its cause: what happened, what is kept, what to do. */
export function failureText(cause: Cause, { action, host, workflow }: FailureContext): string {
  if (cause === "signIn" && action === "save") return messageOverrides.site.signIn.expired;
  // A sign-in refused is not an expired one: "sign in again, then sign in again" says nothing.
  if (cause === "signIn" && action === "signIn") return failureText("refused", { action, host, workflow });
  const again = words.again[action === "save" && !workflow ? "publish" : action];
  const values = { host: words.hosts[host], again };
  const sentence = (text: string): string => fillPhrase(text, values).replace(/^./, (first) => first.toUpperCase());
  return [sentence(words.cause[cause]), words.kept[action], sentence(words.todo[cause])].filter(Boolean).join(" ");
}

/**
 * The SiteFailure that tells `error` in the site's words: a SiteFailure is returned as it is; anything else is
 * described by its cause, and the error itself goes to the console.
 */
export function siteFailureFrom(error: unknown, context: FailureContext, cause: Cause = causeOf(error)): SiteFailure {
  if (error instanceof SiteFailure) return error;
  console.warn(`The content manager could not ${context.action} (told to the editor in the site's words):`, error);
  return siteFailure(failureText(cause, context));
}

/** A failure the site's own checks found, already in the site's words (a colleague's change, a value the build refuses). */
export const refusal = (message: string): SiteFailure => siteFailure(message);
