import { useCallback, useEffect, useRef, useState } from "react";
import type { FormChoices, FormsContent, SiteContact } from "../components/forms/types";
import { clearDraft, markEmailed, type Values } from "../lib/forms/draft";
import { fillTemplate, type FormKind } from "../lib/forms/fields";
import type { KeptPhoto } from "../lib/forms/photos/kept";
import type { SupabaseSettings } from "../lib/forms/provider";
import { afterLoadWhenIdle } from "../lib/afterLoadWhenIdle";

/** The sending and the sent form's view: a chunk of their own, not part of the page's start-up (issue 43). */
const loadSendCode = () => import(/* webpackChunkName: "form-send" */ "../components/forms/sendLive");
type SendCode = Awaited<ReturnType<typeof loadSendCode>>;

/** Once loaded in this page view, every form has it at once (a client-side navigation, a second form). */
let sendCode: SendCode | null = null;
let sendCodeLoading: Promise<SendCode> | null = null;

/** The sending code, loaded once; a failed load is not kept, so the next attempt tries again. */
function sendCodeReady(): Promise<SendCode> {
  if (sendCode) return Promise.resolve(sendCode);
  sendCodeLoading ??= loadSendCode().then(
    (module) => (sendCode = module),
    (failure: unknown) => {
      sendCodeLoading = null;
      throw failure;
    },
  );
  return sendCodeLoading;
}

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

/** A form's way of sending, as the page gives it: which form, how it sends, and the words and settings it needs. */
export interface SendSettings {
  kind: FormKind;
  mode: SendMode;
  content: FormsContent;
  site: SiteContact;
  choices: FormChoices;
  supabase: SupabaseSettings | null;
}

export interface EnquirySubmit {
  sending: boolean;
  /** The message shown when a send failed; the draft is kept. */
  sendError: string;
  sent: Sent | null;
  /** What replaces the sent form: loaded with the sending, so there whenever `sent` is. */
  FormSent: SendCode["FormSent"] | null;
  /** Starts loading the sending code (the visitor is filling in the form). */
  prepare: () => void;
  send: (values: Values, form: HTMLFormElement, photos?: readonly KeptPhoto[]) => Promise<void>;
  /** Shows the confirmation without sending anything (for a bot that filled the hidden field). */
  pretend: (values: Values) => Promise<void>;
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
}: SendSettings & { openMailto: (url: string) => void }): EnquirySubmit {
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState("");
  const [sent, setSent] = useState<Sent | null>(null);
  const busy = useRef(false);
  const { common } = content;

  const failed = (reason: string, logged: string): void => {
    console.warn(`Enquiry form (${kind}): ${logged} The visitor's answers are kept.`);
    setSendError(fillTemplate(common.submitError, { error: reason, phone: site.phone }));
  };

  const prepare = useCallback((): void => void sendCodeReady().catch(() => undefined), []);
  // Loaded when the browser has nothing else to do after the page's load, if the visitor has not begun by then.
  useEffect(() => afterLoadWhenIdle(prepare), [prepare]);

  /** The sending code, or undefined (the visitor told, the answers kept) when it would not load. */
  const code = async (): Promise<SendCode | undefined> => {
    try {
      return await sendCodeReady();
    } catch (error) {
      // The visitor reads it as any failed connection; the log has the browser's own words.
      failed(common.errorNetwork, `the form's sending code did not load (${error instanceof Error ? error.message : String(error)}).`);
      return undefined;
    }
  };

  const send = async (values: Values, form: HTMLFormElement, photos: readonly KeptPhoto[] = []): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setSendError("");
    const byEmail = mode === "email" || (mode === "supabase" && !supabase);
    // An email opens at once (the mail app, from the visitor's press); a send shows "Sending…" while it waits.
    if (!byEmail) setSending(true);
    try {
      const live = await code();
      if (!live) return;
      if (byEmail) {
        const photoNames = photos.map((photo) => photo.originalName);
        const url = live.enquiryMailto({ kind, content, site, choices, values }, photoNames);
        setSent({ values, mailto: url, ...(photoNames.length > 0 ? { photoNames } : {}) });
        markEmailed(kind);
        openMailto(url);
        return;
      }
      const outcome = await live.sendEnquiry({ kind, mode, content, site, choices, supabase, values, form, photos });
      if ("failed" in outcome) failed(outcome.failed.reason, outcome.failed.logged);
      else if ("notice" in outcome) setSendError(outcome.notice);
      else {
        setSent(outcome.sent);
        if (outcome.clearDraft) clearDraft(kind);
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const pretend = async (values: Values): Promise<void> => {
    if (await code()) setSent({ values });
  };

  const emailGone = (): void => {
    clearDraft(kind);
    setSent((current) => current && { values: current.values, emailGone: true });
  };

  return { sending, sendError, sent, FormSent: sent ? (sendCode?.FormSent ?? null) : null, prepare, send, pretend, clearError: () => setSendError(""), edit: () => setSent(null), emailGone };
}
