import type { SendSettings, Sent } from "../../hooks/useEnquirySubmit";
import type { Values } from "../../lib/forms/draft";
import { CHECKED, fillTemplate, formFields, type FieldText } from "../../lib/forms/fields";
import { enquiryEmailBody, mailtoUrl, type EmailEntry } from "../../lib/forms/mailto";
import { NETLIFY_TIMEOUT_MS, NETLIFY_UPLOAD_TIMEOUT_MS, NetlifySendError, netlifyBody, postToNetlify } from "../../lib/forms/netlify";
import type { KeptPhoto } from "../../lib/forms/photos/kept";

/**
 * The form's sending, and what replaces a sent form (FormSent): a chunk of their own (issue 43), loaded by
 * useEnquirySubmit when the visitor first focuses the form, when the browser is idle after load, or at the send.
 * Nothing here runs before someone fills in the form, so the page's start-up does not carry it.
 */
export { FormSent } from "./FormSent";

export interface SendRequest extends SendSettings {
  values: Values;
  form: HTMLFormElement;
  photos: readonly KeptPhoto[];
}

/** What a send came to: sent (and whether the draft goes), or why not, in the visitor's words and the log's. */
export type SendOutcome = { sent: Sent; clearDraft: boolean } | { failed: { reason: string; logged: string } } | { notice: string };

/** The email the visitor's mail app opens: one line per answer, choices by their labels, then the photos to attach. */
export function enquiryMailto({ kind, content, site, choices, values }: Pick<SendRequest, "kind" | "content" | "site" | "choices" | "values">, photoNames: readonly string[]): string {
  const { common } = content;
  const texts: Record<string, FieldText> = content[kind].fields;
  const entries = formFields[kind].map((spec): EmailEntry => {
    const raw = (values[spec.name] ?? "").trim();
    const label = texts[spec.name].label;
    if (spec.control === "checkbox") return { label, value: raw === CHECKED ? common.yes : common.no };
    const options = spec.options ? choices[spec.options] : [];
    const shown = options.find((choice) => choice.value === raw)?.label ?? raw;
    return { label, value: shown === "" ? common.notGiven : shown, block: spec.control === "textarea" && shown !== "" };
  });
  // A mailto: link cannot carry files: the body reminds the visitor which ones to attach.
  if (kind === "quote" && photoNames.length > 0) entries.push({ label: content.quote.photos.emailList, value: photoNames.join("\n"), block: true });
  const name = (values.name ?? "").trim();
  const subject = fillTemplate(content[kind].subject, { name, company: (values.company ?? "").trim() || name });
  const footer = fillTemplate(common.sentFrom, { url: `${window.location.origin}${window.location.pathname}` });
  return mailtoUrl(site.email, subject, enquiryEmailBody(content[kind].title, entries, footer));
}

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
        if (busy) return { notice: busy };
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
    return { failed: { reason: message, logged: `sending failed (${message}).` } };
  }
}
