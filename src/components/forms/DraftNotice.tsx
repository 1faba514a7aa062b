import React, { useCallback } from "react";
import { fillTemplate, type FormKind } from "../../lib/forms/fields";
import { Link } from "../Link";
import { PhoneLink } from "../PhoneLink";
import { fillNodes } from "./fillNodes";
import { linkButtonStyles, Notice } from "./styles";
import type { FormsContent, SiteContact } from "./types";

/**
 * Above the fields, what the form holds from before: answers kept from earlier on the page, an email opened from
 * them earlier, or (`emailUnseen`) the email just opened whose sent view could not load. Each with a way to clear
 * the form.
 */
export function DraftNotice({
  kind,
  content,
  site,
  emailUnseen,
  emailedEarlier,
  onClear,
}: {
  kind: FormKind;
  content: FormsContent;
  site: SiteContact;
  /** Stands for the sent view of an email, which did not load: focused, so it is read out as that would have been. */
  emailUnseen: boolean;
  /** The answers are an email's the visitor opened earlier (draft.ts, wasEmailed). */
  emailedEarlier: boolean;
  onClear: () => void;
}): React.JSX.Element {
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);
  return (
    <Notice key={String(emailUnseen)} ref={emailUnseen ? focusOnMount : undefined} tabIndex={emailUnseen ? -1 : undefined} css={{ outline: "none" }}>
      {emailUnseen ? (
        <>
          <strong>{content.email.heading} </strong>
          {fillNodes(content.email.justOpened, {
            phone: <PhoneLink />,
            email: <Link to={`mailto:${site.email}`}>{site.email}</Link>,
            submit: content[kind].submit,
          })}
        </>
      ) : emailedEarlier ? (
        fillTemplate(content.email.draftKept, { submit: content[kind].submit })
      ) : (
        content.common.draftRestored
      )}{" "}
      <button type="button" css={linkButtonStyles} onClick={onClear}>
        {content.common.clearDraft}
      </button>
    </Notice>
  );
}
