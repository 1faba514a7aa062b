import { useRef, useState } from "react";
import type { FormChoices, FormsContent, SiteContact } from "../components/forms/types";
import { clearDraft, markEmailed, type Values } from "../lib/forms/draft";
import { CHECKED, fillTemplate, formFields, type FieldText, type FormKind } from "../lib/forms/fields";
import { enquiryEmailBody, mailtoUrl, type EmailEntry } from "../lib/forms/mailto";
import { NETLIFY_TIMEOUT_MS, NETLIFY_UPLOAD_TIMEOUT_MS, NetlifySendError, netlifyBody, postToNetlify } from "../lib/forms/netlify";
import type { KeptPhoto } from "../lib/forms/photos/kept";
import type { SupabaseSettings } from "../lib/forms/provider";

/** How a native form sends: the visitor's email app, a Supabase insert, or Netlify Forms. */
export type SendMode = "email" | "supabase" | "netlify";

export interface Sent {
  values: Values;
  /** The mailto: address opened, for "Open the email again". */
  mailto?: string;
  /** The visitor said the email has gone. */
  emailGone?: boolean;
  /** The photos an emailed enquiry asks the visitor to attach, by the names they know them by. */
  photoNames?: readonly string[];
  /** Photos the enquiry arrived without, refused for good (Supabase): the visitor is asked to email them. */
  photosRefused?: readonly string[];
}

export interface EnquirySubmit {
  sending: boolean;
  /** The message shown when a send failed; the draft is kept. */
  sendError: string;
  sent: Sent | null;
  send: (values: Values, form: HTMLFormElement, photos?: readonly KeptPhoto[]) => Promise<void>;
  /** Shows the confirmation without sending anything (for a bot that filled the hidden field). */
  pretend: (values: Values) => void;
  clearError: () => void;
  /** Back from the confirmation to the form, with the answers (the draft) as they were. */
  edit: () => void;
  /** The visitor says the email has gone: the draft goes, and the confirmation thanks them. */
  emailGone: () => void;
}

/**
 * Sends a valid enquiry the configured way. Only one send runs at a time; a failed send keeps the draft,
 * says why in the form's own words and is logged once; a stored one clears the draft. An emailed one keeps
 * it until the visitor says the email has gone (emailGone) or clears the form: the mail app may not open.
 */
export function useEnquirySubmit({
  kind,
  mode,
  content,
  site,
  choices,
  supabase,
  openMailto,
}: {
  kind: FormKind;
  mode: SendMode;
  content: FormsContent;
  site: SiteContact;
  choices: FormChoices;
  supabase: SupabaseSettings | null;
  openMailto: (url: string) => void;
}): EnquirySubmit {
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState("");
  const [sent, setSent] = useState<Sent | null>(null);
  const busy = useRef(false);
  const { common } = content;

  const failed = (reason: string, logged: string): void => {
    console.warn(`Enquiry form (${kind}): ${logged} The visitor's answers are kept.`);
    setSendError(fillTemplate(common.submitError, { error: reason, phone: site.phone }));
  };

  /** The email the visitor's mail app opens: one line per answer, choices by their labels, then the photos to attach. */
  const mailto = (values: Values, photoNames: readonly string[]): string => {
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
  };

  const send = async (values: Values, form: HTMLFormElement, photos: readonly KeptPhoto[] = []): Promise<void> => {
    if (busy.current) return;
    setSendError("");
    if (mode === "email" || (mode === "supabase" && !supabase)) {
      const photoNames = photos.map((photo) => photo.originalName);
      const url = mailto(values, photoNames);
      setSent({ values, mailto: url, ...(photoNames.length > 0 ? { photoNames } : {}) });
      markEmailed(kind);
      openMailto(url);
      return;
    }
    busy.current = true;
    setSending(true);
    try {
      if (mode === "netlify") {
        await postToNetlify(window.location.pathname, netlifyBody(form, photos), photos.length > 0 ? NETLIFY_UPLOAD_TIMEOUT_MS : NETLIFY_TIMEOUT_MS);
      } else if (supabase) {
        // Only the Supabase provider needs this code, and only once someone sends.
        const { enquiryRow, insertEnquiry, photosNotStored } = await import("../lib/forms/supabaseInsert");
        try {
          await insertEnquiry(supabase, enquiryRow(kind, formFields[kind], values, window.location.pathname), photos);
        } catch (error) {
          // The enquiry arrived, some of its photos did not (src/lib/forms/photosNotStored.ts).
          const notStored = photosNotStored(error, kind, content);
          if (!notStored) throw error;
          if ("refused" in notStored) {
            setSent({ values, photosRefused: notStored.refused });
            clearDraft(kind);
          } else setSendError(notStored.message);
          return;
        }
      }
      setSent({ values });
      clearDraft(kind);
    } catch (error) {
      if (error instanceof NetlifySendError) {
        const { failure } = error;
        const reason =
          failure.kind === "status"
            ? fillTemplate(common.errorStatus, { status: failure.status })
            : failure.kind === "timeout"
              ? fillTemplate(common.errorTimeout, { seconds: (photos.length > 0 ? NETLIFY_UPLOAD_TIMEOUT_MS : NETLIFY_TIMEOUT_MS) / 1000 })
              : common.errorNetwork;
        failed(reason, `sending to Netlify failed (${error.message}).`);
      } else if (error instanceof Error && "timeoutMs" in error && typeof error.timeoutMs === "number") {
        // Supabase took the request and never answered (SUPABASE_TIMEOUTS): said as a send to Netlify says it.
        failed(fillTemplate(common.errorTimeout, { seconds: error.timeoutMs / 1000 }), `Supabase gave no answer within ${error.timeoutMs} ms (${error.message}).`);
      } else if (error instanceof Error && "status" in error && error.status === 429) {
        // The enquiries table's flood limit (supabase/migrations): said in the form's words, not the database's.
        failed(common.errorBusy, `the enquiries table refused it: too many enquiries just now (${error.message}).`);
      } else {
        const message = error instanceof Error ? error.message : String(error);
        failed(message, `sending failed (${message}).`);
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const emailGone = (): void => {
    clearDraft(kind);
    setSent((current) => current && { values: current.values, emailGone: true });
  };

  return { sending, sendError, sent, send, pretend: (values) => setSent({ values }), clearError: () => setSendError(""), edit: () => setSent(null), emailGone };
}
