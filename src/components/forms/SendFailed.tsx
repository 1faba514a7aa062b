import React from "react";
import { space } from "../../theme/tokens";
import { fillTemplate, type FormKind } from "../../lib/forms/fields";
import { Link } from "../Link";
import { PhoneLink } from "../PhoneLink";
import { Button } from "../ui";
import { FallbackCard } from "./FallbackCard";
import { fillNodes } from "./fillNodes";
import { Notice } from "./styles";
import type { FormsContent, SiteContact } from "./types";

/**
 * Above the fields when a send failed: why, in the form's words (the answers are kept), and the direct ways to reach
 * the business. When nothing was stored (Supabase refused or failed it), one press sends the same enquiry by email
 * (`onEmailInstead`); once it has opened the mail app, the form says so, with the photos to attach.
 */
export function SendFailed({
  kind,
  content,
  site,
  message,
  onEmailInstead,
  emailed,
}: {
  kind: FormKind;
  content: FormsContent;
  site: SiteContact;
  message: string;
  onEmailInstead: (() => void) | null;
  /** The photos the email opened by onEmailInstead names, once it has; null before. */
  emailed: readonly string[] | null;
}): React.JSX.Element {
  const { common } = content;
  return (
    <>
      <Notice tone="error" role="alert">
        {message}
      </Notice>
      {onEmailInstead ? (
        <div css={{ marginBottom: space(3) }}>
          <Button type="button" variant="secondary" onClick={onEmailInstead}>
            {common.emailInstead}
          </Button>
          {emailed === null ? <p css={{ margin: `${space(1)} 0 0` }}>{common.emailInsteadHelp}</p> : null}
          {/* Present from the offer on, so what it says once the email has opened is read out. */}
          <div role="status">
            {emailed !== null ? (
              <Notice css={{ margin: `${space(2)} 0 0` }}>
                {fillNodes(common.emailInsteadOpened, { email: <Link to={`mailto:${site.email}`}>{site.email}</Link>, phone: <PhoneLink /> })}
                {emailed.length > 0 ? <strong> {fillTemplate(content.quote.photos.emailReminder, { names: emailed.join(", ") })}</strong> : null}
              </Notice>
            ) : null}
          </div>
        </div>
      ) : null}
      <div css={{ marginBottom: space(3) }}>
        <FallbackCard kind={kind} content={content} site={site} intro={content.fallback.failedIntro} idSuffix="send-failed" />
      </div>
    </>
  );
}
