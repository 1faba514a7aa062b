import { useCallback, useEffect, useRef, useState } from "react";
import type { SendSettings, Sent } from "../components/forms/types";
import { clearDraft, getDraft, markEmailed, type Values } from "../lib/forms/draft";
import { fillTemplate } from "../lib/forms/fields";
import { enquiryMailto } from "../lib/forms/mailto";
import type { KeptPhoto } from "../lib/forms/photos/kept";
import { afterLoadWhenIdle } from "../lib/afterLoadWhenIdle";

/**
 * Posting to Netlify or Supabase: a chunk of its own (issue 43), with the sent form's view (FormSent, which the
 * form draws through lazyPart under the same chunk name), not part of the page's start-up. An email needs neither.
 */
const loadSending = () => import(/* webpackChunkName: "form-send" */ "../components/forms/sendLive");

export interface EnquirySubmit {
  sending: boolean;
  /** The message shown when a send failed; the draft is kept. */
  sendError: string;
  /**
   * When Supabase refused or failed the enquiry (nothing stored): opens the visitor's mail app with the same
   * enquiry, as the email provider builds it. Null otherwise.
   */
  emailInstead: (() => void) | null;
  /** The photos named in the email that emailInstead opened, once it has (empty when it had none), else null. */
  emailedInstead: readonly string[] | null;
  sent: Sent | null;
  /** Starts loading the sending code and the sent view (the visitor is filling in the form). */
  prepare: () => void;
  /** Sends the answers; an email lists `photoNames` (the photos the visitor is to attach) when given, else the photos'. */
  send: (values: Values, form: HTMLFormElement, photos?: readonly KeptPhoto[], photoNames?: readonly string[]) => Promise<void>;
  /** Shows the confirmation without sending anything (for a bot that filled the hidden field). */
  pretend: (values: Values) => void;
  clearError: () => void;
  /** Back from the confirmation to the form, with the answers (the draft) as they were. */
  edit: () => void;
  /** The visitor says the email has gone: the draft goes, and the confirmation thanks them. */
  emailGone: () => void;
}

/**
 * Sends a valid enquiry the configured way. An email is built from what the page already has and opens the
 * visitor's mail app at once, with no code to fetch: a mail app needs no connection, so neither does the form.
 * Only one send to Netlify or Supabase runs at a time; a failed one keeps the draft, says why in the form's own
 * words and is logged once; a stored one clears the draft. An emailed one keeps it until the visitor says the
 * email has gone (emailGone) or clears the form: the mail app may not open.
 */
export function useEnquirySubmit({
  kind,
  mode,
  content,
  site,
  choices,
  supabase,
  openMailto,
}: SendSettings & { openMailto: (url: string) => void }): EnquirySubmit {
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState("");
  const [sent, setSent] = useState<Sent | null>(null);
  const busy = useRef(false);
  // The photos of a sending Supabase refused or failed, by the names the visitor knows them by: the enquiry may
  // go by email instead (emailInstead), with them named to attach. Null while there is no such sending.
  const [undelivered, setUndelivered] = useState<readonly string[] | null>(null);
  const [emailedInstead, setEmailedInstead] = useState<readonly string[] | null>(null);
  const { common } = content;

  const showError = (message: string, photoNames: readonly string[] | null): void => {
    setSendError(message);
    setUndelivered(photoNames);
    setEmailedInstead(null);
  };

  const failed = (reason: string, logged: string, photoNames: readonly string[]): void => {
    console.warn(`Enquiry form (${kind}): ${logged} The visitor's answers are kept.`);
    showError(fillTemplate(common.submitError, { error: reason, phone: site.phone }), photoNames);
  };

  // A failed load is not kept (webpack asks again at the next import), so the press of Send tries again.
  const prepare = useCallback((): void => void loadSending().catch(() => undefined), []);
  // Loaded when the browser has nothing else to do after the page's load, if the visitor has not begun by then.
  useEffect(() => afterLoadWhenIdle(prepare), [prepare]);

  const byEmail = mode === "email" || (mode === "supabase" && !supabase);

  const send = async (values: Values, form: HTMLFormElement, photos: readonly KeptPhoto[] = [], photoNames: readonly string[] = photos.map((photo) => photo.originalName)): Promise<void> => {
    if (busy.current) return;
    showError("", null);
    if (byEmail) {
      // Opened at once, from the visitor's press: everything it needs is on the page already.
      const url = enquiryMailto({ kind, content, site, choices, values }, photoNames);
      setSent({ values, mailto: url, ...(photoNames.length > 0 ? { photoNames } : {}) });
      markEmailed(kind);
      openMailto(url);
      return;
    }
    busy.current = true;
    setSending(true);
    try {
      const live = await loadSending().catch((error: unknown) => {
        // The visitor reads it as any failed connection; the log has the browser's own words.
        failed(common.errorNetwork, `the form's sending code did not load (${error instanceof Error ? error.message : String(error)}).`, photoNames);
      });
      if (!live) return;
      const outcome = await live.sendEnquiry({ kind, mode, content, site, choices, supabase, values, form, photos });
      if ("failed" in outcome) failed(outcome.failed.reason, outcome.failed.logged, photoNames);
      else if ("busy" in outcome) showError(outcome.busy, photoNames);
      // The enquiry arrived without some photos: sending it again by email would send it twice.
      else if ("notice" in outcome) showError(outcome.notice, null);
      else {
        setSent(outcome.sent);
        if (outcome.clearDraft) clearDraft(kind);
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  // Nothing stored, so the same enquiry goes by email: the answers as the form holds them now (nothing typed since
  // is lost), the photos as the failed sending named them. The form, its answers and the message stay as they are.
  const emailInstead =
    undelivered === null || byEmail || mode === "netlify"
      ? null
      : (): void => {
          openMailto(enquiryMailto({ kind, content, site, choices, values: getDraft(kind) }, undelivered));
          setEmailedInstead(undelivered);
        };

  const emailGone = (): void => {
    clearDraft(kind);
    setSent((current) => current && { values: current.values, emailGone: true });
  };

  return {
    sending,
    sendError,
    emailInstead,
    emailedInstead,
    sent,
    prepare,
    send,
    pretend: (values) => setSent({ values }),
    clearError: () => showError("", null),
    edit: () => setSent(null),
    emailGone,
  };
}
