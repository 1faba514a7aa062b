import React, { useCallback } from "react";
import { fillTemplate, type FormKind } from "../../lib/forms/fields";
import { Link } from "../Link";
import { PhoneLink } from "../PhoneLink";
import { Button, ButtonRow } from "../ui";
import { fillNodes } from "./fillNodes";
import { linkButtonStyles } from "./styles";
import type { FormsContent, Sent, SiteContact } from "./types";

/**
 * What replaces a sent form, drawn from the form-send chunk (NativeForm, lazyPart): for an email, how to reach
 * the business if the mail app did not open, with the email to open again, a way back to the answers and a way
 * to say the email has gone (only then are the answers cleared); otherwise that the enquiry arrived.
 */
export function FormSent({
  kind,
  sent,
  byEmail,
  content,
  site,
  onEdit,
  onEmailGone,
}: {
  kind: FormKind;
  sent: Sent;
  byEmail: boolean;
  content: FormsContent;
  site: SiteContact;
  onEdit: () => void;
  onEmailGone: () => void;
}): React.JSX.Element {
  // Moves focus to the confirmation once, when it appears, so it is read out.
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);
  return (
    <div ref={focusOnMount} tabIndex={-1} css={{ outline: "none" }} data-sent={kind}>
      {byEmail ? (
        <>
          <h3>{content.email.heading}</h3>
          {sent.photoNames && sent.photoNames.length > 0 ? (
            // A mailto: link cannot carry the photos: the visitor attaches them in the email app.
            <p css={{ fontWeight: 700 }}>{fillTemplate(content.quote.photos.emailReminder, { names: sent.photoNames.join(", ") })}</p>
          ) : null}
          <p>
            {fillNodes(content.email.text, {
              phone: <PhoneLink />,
              email: <Link to={`mailto:${site.email}`}>{site.email}</Link>,
            })}
          </p>
          {sent.mailto ? (
            <p>
              <a href={sent.mailto}>{content.email.openAgain}</a>
            </p>
          ) : null}
          <ButtonRow css={{ alignItems: "center" }}>
            <Button type="button" onClick={onEmailGone}>
              {content.email.sentButton}
            </Button>
            <button type="button" css={linkButtonStyles} onClick={onEdit}>
              {content.common.edit}
            </button>
          </ButtonRow>
        </>
      ) : (
        <>
          <h3>{content.sent.heading}</h3>
          <p css={{ marginBottom: 0 }}>{content.sent.text}</p>
          {sent.photosRefused && sent.photosRefused.length > 0 ? (
            <p css={{ fontWeight: 700, marginBottom: 0 }}>
              {fillNodes(content.quote.photos.refused, {
                names: sent.photosRefused.join(", "),
                email: <Link to={`mailto:${site.email}`}>{site.email}</Link>,
              })}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
