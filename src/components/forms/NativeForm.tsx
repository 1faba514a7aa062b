import React, { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useEarlyReady } from "../../hooks/useEarlyReady";
import { useEnquirySubmit } from "../../hooks/useEnquirySubmit";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { useHydrated } from "../../hooks/useHydrated";
import { usePhotoField } from "../../hooks/usePhotoField";
import { useSendPress } from "../../hooks/useSendPress";
import { adoptTypedValues } from "../../lib/forms/adoptTypedValues";
import { clearDraft, getDraft, getServerDraft, photoIds, saveAnswer, subscribeToDrafts, wasEmailed } from "../../lib/forms/draft";
import { fieldError, fillTemplate, formFields, thanksPaths, type Choice, type FieldSpec, type FieldText, type FormKind } from "../../lib/forms/fields";
import type { SendMode, SupabaseSettings } from "../../lib/forms/provider";
import { space } from "../../theme/tokens";
import { Link } from "../Link";
import { Button, visuallyHidden } from "../ui";
import { DraftNotice } from "./DraftNotice";
import { EnquiryField } from "./EnquiryField";
import { HONEYPOT, HoneypotField } from "./HoneypotField";
import { PhotoField } from "./PhotoField";
import { SendFailed } from "./SendFailed";
import { SentView, useSentView } from "./SentView";
import { FieldGrid, Notice } from "./styles";
import type { FormChoices, FormsContent, SiteContact } from "./types";

export type NativeMode = SendMode;

export interface NativeFormProps {
  kind: FormKind;
  mode: NativeMode;
  content: FormsContent;
  site: SiteContact;
  choices: FormChoices;
  supabase: SupabaseSettings | null;
  /** Opens the mailto: address. Tests replace it: jsdom cannot follow one. */
  openMailto?: (url: string) => void;
}

const openInMailApp = (url: string): void => {
  window.location.href = url;
};

/**
 * The quote or reseller form, sent by email (the visitor's mail app), inserted into Supabase or posted to
 * Netlify Forms (useEnquirySubmit). What the visitor types is kept as a draft in session storage, so a
 * reload or a failed send loses nothing, and so is what they type before the page has hydrated
 * (earlyScript.ts saves it; this form adopts it).
 *
 * Without JavaScript, a Netlify form posts itself and the visitor lands on the thank-you page. An email or
 * Supabase form cannot send without JavaScript (a mailto: form garbles the text), so it is not offered
 * then: the contact card is (EnquiryFormView); and if the scripts fail to load, its send button gives way
 * to the card, leaving what was typed in place.
 *
 * The sent view (FormSent) is drawn before the form, which CSS hides while it shows, so nothing typed or chosen
 * leaves the page with it. An email opens with no chunk to fetch; if the sent view's code cannot load, the form
 * stays and says in its own words that the email is ready, and the next Send opens it again and asks again.
 */
export function NativeForm({ kind, mode, content, site, choices, supabase, openMailto = openInMailApp }: NativeFormProps): React.JSX.Element {
  const fields = formFields[kind];
  const texts: Record<string, FieldText> = content[kind].fields;
  const { common } = content;
  const hydrated = useHydrated();
  const values = useSyncExternalStore(subscribeToDrafts, () => getDraft(kind), getServerDraft);
  const [edited, setEdited] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const submit = useEnquirySubmit({ kind, mode, content, site, choices, supabase, openMailto });
  const byEmail = mode === "email" || (mode === "supabase" && !supabase);
  const sentView = useSentView(kind, submit.sent, values);
  // Only the quote form takes photos (issue 37): a belt is identified from its label, buckle and retractor.
  const withPhotos = kind === "quote";
  // The field is drawn from the start; its code loads when it is first needed (usePhotoField).
  const photoLoader = usePhotoField({ kind, enabled: withPhotos });
  const { inputRef: photoInput, apiRef: photoApi, ...photoField } = photoLoader;
  const form = useEarlyReady<HTMLFormElement>();
  const controls = useRef(new Map<string, HTMLElement>());
  const choicesFor = (spec: FieldSpec): readonly Choice[] => (spec.options ? choices[spec.options] : []);
  const checks = useFieldErrors(
    fields,
    (spec, value) => fieldError(spec, value, texts[spec.name], common, choicesFor(spec)),
    (count) => (count === 1 ? common.problemOne : fillTemplate(common.problemMany, { count })),
  );

  // What was typed before hydration and not yet in the draft (storage refused, the browser restored the
  // fields) becomes the draft before React renders the fields from it; typing then counts as editing.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    // The form checks its own answers from now on, including a send pressed before it hydrated and
    // replayed straight after this effect, before the render that sets noValidate.
    element.setAttribute("novalidate", "");
    adoptTypedValues(kind, element, fields);
    if (element.hasAttribute("data-edited")) setEdited(true);
  }, [form, kind, fields]);

  const valueOf = (name: string): string => values[name] ?? "";

  const change = (spec: FieldSpec, value: string): void => {
    setEdited(true);
    saveAnswer(kind, spec.name, value);
    checks.changed(spec, value);
  };

  const clear = (): void => {
    // The draft's photos go with it (draft.ts), and from the form (usePhotos).
    clearDraft(kind);
    submit.edit();
    checks.reset();
    submit.clearError();
    controls.current.get(fields[0].name)?.focus();
  };

  const onSubmit = useSendPress({
    kind,
    content,
    values,
    byEmail,
    withPhotos,
    honeypot,
    submit,
    checks,
    photoField: photoLoader,
    focus: (name) => controls.current.get(name)?.focus(),
  });

  const register =
    (name: string) =>
    (element: HTMLElement | null): void => {
      if (element) controls.current.set(name, element);
      else controls.current.delete(name);
    };

  const hasDraft = fields.some((spec) => valueOf(spec.name) !== "") || photoIds(values).length > 0;
  const privacy = kind === "quote" ? content.quote.privacy : null;
  const netlify = mode === "netlify";
  const { emailUnseen } = sentView;

  const formPart = (
    <form
      ref={form}
      aria-label={content[kind].title}
      data-provider={mode}
      data-draft={kind}
      data-needs-js=""
      // Netlify's form detection reads these from the built HTML; without JavaScript the browser posts
      // the form there itself and Netlify shows the thank-you page.
      // Multipart, so that without JavaScript the photos go too (the visitor's own files: Netlify's limits apply).
      {...(netlify ? { name: kind, method: "post", action: thanksPaths[kind], encType: withPhotos ? "multipart/form-data" : undefined, "data-netlify": "true", "netlify-honeypot": HONEYPOT } : {})}
      noValidate={hydrated}
      onSubmit={onSubmit}
      // The visitor has begun: the sending code loads now, not at the press of Send.
      onFocus={submit.prepare}
      css={{
        // Nothing can send it without JavaScript but Netlify: the contact card beside it is the way then.
        ...(netlify ? {} : { "html:not([data-js]) &": { display: "none" } }),
        // Kept, with what is typed and chosen, while the sent view drawn before it shows.
        "[data-sent] ~ &": { display: "none" },
      }}
    >
      {netlify ? <input type="hidden" name="form-name" value={kind} /> : null}
      {emailUnseen || (hydrated && hasDraft && !edited) ? (
        <DraftNotice kind={kind} content={content} site={site} emailUnseen={emailUnseen} emailedEarlier={wasEmailed(values)} onClear={clear} />
      ) : null}
      {submit.sendError ? (
        <SendFailed kind={kind} content={content} site={site} message={submit.sendError} onEmailInstead={submit.emailInstead} emailed={submit.emailedInstead} />
      ) : null}
      <FieldGrid>
        {fields.map((spec) => (
          <React.Fragment key={spec.name}>
            <EnquiryField
              spec={spec}
              idPrefix={`enquiry-${kind}`}
              text={texts[spec.name]}
              optionalLabel={common.optional}
              chooseLabel={common.choose}
              choices={choicesFor(spec)}
              value={valueOf(spec.name)}
              error={checks.errors[spec.name]}
              onChange={(value) => change(spec, value)}
              onBlur={() => checks.blurred(spec, valueOf(spec.name))}
              register={register(spec.name)}
            />
            {/* The photos follow the visitor's description of what they need. */}
            {withPhotos && spec.control === "textarea" ? (
              <PhotoField
                kind={kind}
                mode={mode}
                values={values}
                idPrefix={`enquiry-${kind}`}
                texts={content.quote.photos}
                field={photoField}
                inputRef={photoInput}
                apiRef={photoApi}
                optionalLabel={common.optional}
                byEmail={byEmail}
                netlify={netlify}
              />
            ) : null}
          </React.Fragment>
        ))}
      </FieldGrid>
      <HoneypotField kind={kind} label={common.honeypotLabel} value={honeypot} onChange={setHoneypot} />
      {privacy ? (
        <p css={{ marginTop: space(2), marginBottom: 0 }}>
          <Link to={privacy.to}>{privacy.label}</Link>
        </p>
      ) : null}
      {checks.summary ? (
        <Notice tone="error" css={{ marginTop: space(3), marginBottom: 0 }}>
          {checks.summary}
        </Notice>
      ) : null}
      <span role="status" css={visuallyHidden}>
        {checks.announcement}
      </span>
      <Button
        type="submit"
        aria-disabled={submit.sending || undefined}
        css={{ marginTop: space(3) }}
        // Only Netlify can take the form without JavaScript; the others' button goes if the scripts fail.
        {...(netlify ? {} : { "data-js-only": "" })}
      >
        {submit.sending ? common.sending : content[kind].submit}
      </Button>
    </form>
  );

  // The sent view comes first: the form's styles hide it while that shows.
  return (
    <>
      {sentView.shown ? <SentView kind={kind} mode={mode} sent={sentView.shown} content={content} site={site} submit={submit} onFailed={sentView.failed} /> : null}
      {formPart}
    </>
  );
}
