import React, { useCallback, useState } from "react";
import type { EnquirySubmit } from "../../hooks/useEnquirySubmit";
import { wasEmailed, type Values } from "../../lib/forms/draft";
import type { FormKind } from "../../lib/forms/fields";
import type { SendMode } from "../../lib/forms/provider";
import { lazyPart } from "./lazyPart";
import type { FormsContent, Sent, SiteContact } from "./types";

/** What replaces a sent form: in the form-send chunk with the sending (useEnquirySubmit), not part of the page's start-up. */
const FormSent = lazyPart(() => import(/* webpackChunkName: "form-send" */ "./FormSent").then((module) => module.FormSent));

interface SentViewState {
  /** The sent enquiry to show in place of the form, or null while the form shows. */
  shown: Sent | null;
  /** The sent view of an email could not load: the form says the email is ready, while its answers are still the email's. */
  emailUnseen: boolean;
  /** The sent view's code did not load (lazyPart's onFailed). */
  failed: (error: unknown) => void;
}

/**
 * Which sent enquiry the sent view shows. If its code cannot load (its chunk failed), the form stays and says
 * the email is ready instead (emailUnseen). A send to Netlify or Supabase loads the view with the sending, in the
 * same chunk.
 */
export function useSentView(kind: FormKind, sent: Sent | null, values: Values): SentViewState {
  const [viewFailed, setViewFailed] = useState<Sent | null>(null);
  const failed = useCallback(
    (error: unknown): void => {
      console.warn(`Enquiry form (${kind}): the sent form's view did not load (${error instanceof Error ? error.message : String(error)}). The visitor's answers are kept.`);
      setViewFailed(sent);
    },
    [kind, sent],
  );
  return {
    shown: sent !== null && viewFailed !== sent ? sent : null,
    emailUnseen: viewFailed?.mailto !== undefined && viewFailed === sent && wasEmailed(values),
    failed,
  };
}

/** The sent view (FormSent), drawn before the form, which CSS hides while it shows. */
export function SentView({
  kind,
  mode,
  sent,
  content,
  site,
  submit,
  onFailed,
}: {
  kind: FormKind;
  mode: SendMode;
  sent: Sent;
  content: FormsContent;
  site: SiteContact;
  submit: Pick<EnquirySubmit, "edit" | "emailGone">;
  onFailed: (error: unknown) => void;
}): React.JSX.Element {
  const emailShown = !sent.emailGone && (sent.mailto !== undefined || mode === "email");
  return (
    // A new key when the email has gone, so the thanks is a new element and takes the focus.
    <FormSent
      key={emailShown ? "email" : "sent"}
      kind={kind}
      sent={sent}
      byEmail={emailShown}
      content={content}
      site={site}
      onEdit={submit.edit}
      onEmailGone={submit.emailGone}
      // Until its code arrives the form stays as it is (the email has opened already).
      fallback={null}
      onFailed={onFailed}
    />
  );
}
