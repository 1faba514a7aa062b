import type { Values } from "../../lib/forms/draft";
import { fillTemplate, formFields } from "../../lib/forms/fields";
import { NETLIFY_TIMEOUT_MS, NETLIFY_UPLOAD_TIMEOUT_MS, NetlifySendError, netlifyBody, postToNetlify } from "../../lib/forms/netlify";
import type { KeptPhoto } from "../../lib/forms/photos/kept";
import type { SendSettings, Sent } from "./types";

/**
 * Sending to Netlify or Supabase: a chunk of its own (form-send, issue 43), shared with the sent form's view
 * (FormSent), loaded by useEnquirySubmit when the visitor first focuses the form, when the browser is idle after
 * load, or at the send. Nothing here runs before someone fills in the form, so the page's start-up does not carry
 * it. An email needs none of it: the mail app opens from the page's own code (enquiryMailto in lib/forms/mailto.ts).
 */

export interface SendRequest extends SendSettings {
  values: Values;
  form: HTMLFormElement;
  photos: readonly KeptPhoto[];
}

/**
 * What a send came to: sent (and whether the draft goes), or why not, in the visitor's words and the log's: failed,
 * turned away by a limit of the database's (busy: the whole message), or a notice about an enquiry that arrived without photos.
 */
export type SendOutcome = { sent: Sent; clearDraft: boolean } | { failed: { reason: string; logged: string } } | { busy: string } | { notice: string };

/** Sends to Netlify or Supabase; never throws: a failure comes back as an outcome. */
export async function sendEnquiry({ kind, mode, content, site, supabase, values, form, photos }: SendRequest): Promise<SendOutcome> {
  const { common } = content;
  try {
    if (mode === "netlify") {
      await postToNetlify(window.location.pathname, netlifyBody(form, photos), photos.length > 0 ? NETLIFY_UPLOAD_TIMEOUT_MS : NETLIFY_TIMEOUT_MS);
    } else if (supabase) {
      // Only the Supabase provider needs this code, and only once someone sends.
      const { enquiryRow, insertEnquiry, photosNotStored, floodRefusal } = await import("../../lib/forms/supabaseInsert");
      try {
        await insertEnquiry(supabase, enquiryRow(kind, formFields[kind], values, window.location.pathname), photos);
      } catch (error) {
        // The enquiry arrived, some of its photos did not (src/lib/forms/photosNotStored.ts).
        const notStored = photosNotStored(error, kind, content, site);
        if (notStored) return "refused" in notStored ? { sent: { values, photosRefused: notStored.refused }, clearDraft: true } : { notice: notStored.message };
        // A limit of the database's turned it away: which one, in the form's words (src/lib/forms/supabaseRefusal.ts).
        const busy = floodRefusal(error, kind, content, site);
        if (busy) return { busy };
        throw error;
      }
    }
    return { sent: { values }, clearDraft: true };
  } catch (error) {
    if (error instanceof NetlifySendError) {
      const { failure } = error;
      const reason =
        failure.kind === "status"
          ? fillTemplate(common.errorStatus, { status: failure.status })
          : failure.kind === "timeout"
            ? fillTemplate(common.errorTimeout, { seconds: (photos.length > 0 ? NETLIFY_UPLOAD_TIMEOUT_MS : NETLIFY_TIMEOUT_MS) / 1000 })
            : common.errorNetwork;
      return { failed: { reason, logged: `sending to Netlify failed (${error.message}).` } };
    }
    if (error instanceof Error && "timeoutMs" in error && typeof error.timeoutMs === "number") {
      // Supabase took the request and never answered (SUPABASE_TIMEOUTS): said as a send to Netlify says it.
      return { failed: { reason: fillTemplate(common.errorTimeout, { seconds: error.timeoutMs / 1000 }), logged: `Supabase gave no answer within ${error.timeoutMs} ms (${error.message}).` } };
    }
    const message = error instanceof Error ? error.message : String(error);
    // Supabase's own words ("Invalid API key", "internal server error", "TypeError: Failed to fetch") and its status
    // go to the console, never on the screen: an answer is told as the service's failure, no answer as the connection's.
    const status = error instanceof Error && "status" in error && typeof error.status === "number" && error.status > 0 ? error.status : undefined;
    return {
      failed: {
        reason: status && message ? common.errorService : common.errorNetwork,
        logged: `sending failed (${message || "no message"}${status ? `, status ${status}` : ""}).`,
      },
    };
  }
}
