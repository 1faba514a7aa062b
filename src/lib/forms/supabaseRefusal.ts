import type { FormsContent, SiteContact } from "../../components/forms/types";
import { fillTemplate } from "./fields";

/**
 * Which of the database's limits refused an enquiry or its photos (supabase/migrations, the limits per sender):
 * a sender's limit over a minute, an hour or a day (the window rounded up), or the ceiling that refuses everyone.
 */
export type FloodLimit = "minute" | "hour" | "day" | "ceiling";

/**
 * The database's stable code for each refusal (enquiries_private.refusal_code): PostgREST passes it as the error's
 * hint, and it begins the message, which is all Storage passes on for a photo.
 */
const CODES: Record<string, FloodLimit> = {
  "enquiry-limit-minute": "minute",
  "enquiry-limit-hour": "hour",
  "enquiry-limit-day": "day",
  "enquiry-ceiling": "ceiling",
};

/** The limit a refusal names by its code (in a hint, or at the start of a message), or null for any other. */
export function floodLimitOf(...texts: (string | null | undefined)[]): FloodLimit | null {
  for (const text of texts) {
    const code = /^enquiry-[a-z-]+/.exec(text ?? "")?.[0];
    if (code && code in CODES) return CODES[code];
  }
  return null;
}

/**
 * Supabase refused the enquiry or one of its photos, with the HTTP status its API answered, or the status
 * Storage gave in its answer: 429 is a limit of the database's (`limit` says which), for the row or for a photo.
 * When a photo was refused the enquiry itself has arrived (`enquiryStored`); `photo` names the visitor's file.
 * No answer at all within the limit (SUPABASE_TIMEOUTS) is status 0 with the limit in `timeoutMs`.
 */
export class EnquiryInsertError extends Error {
  readonly photo?: string;
  readonly enquiryStored: boolean;
  /** Photos the database refused for good (their type, size or place): sending again would not help. */
  readonly refusedPhotos: readonly string[];
  /** The request had no answer within this many milliseconds and was abandoned. */
  readonly timeoutMs?: number;
  /** The database's limit that refused it (status 429). */
  readonly limit?: FloodLimit;

  constructor(
    message: string,
    readonly status: number,
    {
      photo,
      enquiryStored = false,
      refusedPhotos = [],
      timeoutMs,
      limit,
    }: { photo?: string; enquiryStored?: boolean; refusedPhotos?: readonly string[]; timeoutMs?: number; limit?: FloodLimit } = {},
  ) {
    super(message);
    this.name = "EnquiryInsertError";
    this.photo = photo;
    this.enquiryStored = enquiryStored;
    this.refusedPhotos = refusedPhotos;
    this.timeoutMs = timeoutMs;
    this.limit = limit;
  }
}

/** Why the database turned the visitor away, in the form's words (data/forms.json, common). */
export function busyReason(common: FormsContent["common"], limit: FloodLimit): string {
  return { minute: common.busyMinute, hour: common.busyHour, day: common.busyDay, ceiling: common.busyCeiling }[limit];
}

/**
 * What to tell the visitor when a limit of the database's refused the enquiry itself (nothing stored), or null for
 * any other failure: the limit that refused it, with the phone number and the email address; the form keeps
 * everything typed.
 */
export function floodRefusal(error: unknown, kind: string, content: FormsContent, site: Pick<SiteContact, "phone" | "email">): string | null {
  // Read by its fields, not instanceof: the class may come from another copy of this chunk (a test's mock).
  const { enquiryStored, limit } = (error ?? {}) as Partial<EnquiryInsertError>;
  if (!(error instanceof Error) || enquiryStored || !limit) return null;
  console.warn(`Enquiry form (${kind}): the enquiries table refused it (${error.message}). The visitor's answers are kept.`);
  return fillTemplate(content.common.submitBusy, { reason: busyReason(content.common, limit), phone: site.phone, email: site.email });
}
