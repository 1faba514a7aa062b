import React, { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useEarlyReady } from "../../hooks/useEarlyReady";
import { useEnquirySubmit } from "../../hooks/useEnquirySubmit";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { useHydrated } from "../../hooks/useHydrated";
import { usePhotoField } from "../../hooks/usePhotoField";
import { adoptTypedValues } from "../../lib/forms/adoptTypedValues";
import { clearDraft, getDraft, getServerDraft, photoIds, saveAnswer, subscribeToDrafts, wasEmailed } from "../../lib/forms/draft";
import { fieldError, fillTemplate, formFields, thanksPaths, type Choice, type FieldSpec, type FieldText, type FormKind } from "../../lib/forms/fields";
import type { SendMode, SupabaseSettings } from "../../lib/forms/provider";
import { space } from "../../theme/tokens";
import { Link } from "../Link";
import { PhoneLink } from "../PhoneLink";
import { Button, visuallyHidden } from "../ui";
import { EnquiryField } from "./EnquiryField";
import { FallbackCard } from "./FallbackCard";
import { fillNodes } from "./fillNodes";
import { lazyPart } from "./lazyPart";
import { PhotoField } from "./PhotoField";
import { FieldGrid, linkButtonStyles, Notice } from "./styles";
import type { FormChoices, FormsContent, Sent, SiteContact } from "./types";

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

/** What replaces a sent form: in the form-send chunk with the sending (useEnquirySubmit), not part of the page's start-up. */
const FormSent = lazyPart(() => import(/* webpackChunkName: "form-send" */ "./FormSent").then((module) => module.FormSent));

/** The field only a bot fills in (Netlify's honeypot too). */
export const HONEYPOT = "homepage";

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
  // The sent enquiry whose view could not load (its chunk failed): the form says the email is ready instead.
  const [viewFailed, setViewFailed] = useState<Sent | null>(null);
  const sentView = submit.sent !== null && viewFailed !== submit.sent ? submit.sent : null;
  const sentViewFailed = useCallback(
    (error: unknown): void => {
      console.warn(`Enquiry form (${kind}): the sent form's view did not load (${error instanceof Error ? error.message : String(error)}). The visitor's answers are kept.`);
      setViewFailed(submit.sent);
    },
    [kind, submit.sent],
  );
  // Moves focus to the form's own word that the enquiry went, once, when it appears, so it is read out.
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);
  // Only the quote form takes photos (issue 37): a belt is identified from its label, buckle and retractor.
  const withPhotos = kind === "quote";
  // The field is drawn from the start; its code loads when it is first needed (usePhotoField).
  const { inputRef: photoInput, apiRef: photoApi, ...photoField } = usePhotoField({ kind, enabled: withPhotos });
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

  const id = (name: string): string => `enquiry-${kind}-${name}`;
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

  const onSubmit = (event: React.FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (submit.sending) return;
    const element = event.currentTarget;
    // Rendered before focus moves, so the focused field is read out with its message; no wait for the photos' code.
    const firstProblem = checks.checkAll(values, submit.clearError);
    if (firstProblem) return void controls.current.get(firstProblem)?.focus();
    const photos = photoField.api();
    // An email with no photo chosen or kept needs nothing the photo code holds: it opens now, within the press,
    // and not whenever that code arrives (a slow connection, or a browser that refuses a late mail link).
    const nothingToWaitFor = byEmail && (photoInput.current?.files?.length ?? 0) === 0 && photoIds(values).length === 0 && content.quote.photos.required !== true;
    if (withPhotos && !photos && nothingToWaitFor) return void submitWithout(element, []);
    if (withPhotos && !photos) {
      // The photo field's code is still on its way: the send waits for it, so a photo already chosen goes too.
      photoField.whenReady().then(
        () => element.requestSubmit(),
        (failure: unknown) => {
          const input = photoInput.current;
          const chosen = [...(input?.files ?? [])];
          // An email needs no photo code: it names the photos to attach, and the input has their names.
          if (chosen.length === 0 ? content.quote.photos.required !== true : byEmail) return void submitWithout(element, chosen.map((file) => file.name));
          // Nothing is lost and nothing sent: the visitor is told, and the next press tries to load it again.
          const error = failure instanceof Error ? failure.message : String(failure);
          const texts = content.quote.photos;
          photoField.setStatus({ error: chosen.length > 0 ? fillTemplate(texts.failed, { name: chosen.map((file) => file.name).join(", "), error }) : texts.missing, preparing: "" });
          input?.focus();
        },
      );
      return;
    }
    if (photos && !photos.check()) return void photoInput.current?.focus();
    // Only a bot fills the hidden field: it is shown success and nothing is sent.
    if (honeypot !== "") {
      void submit.pretend(values);
      return;
    }
    // A photo still being prepared goes with the enquiry: the send waits for it.
    if (photos) void photos.ready().then((ready) => submit.send(getDraft(kind), element, ready));
    else void submit.send(getDraft(kind), element);
  };

  /** The photo field's code would not load: the answers go as they would without it (an email naming the photos chosen). */
  const submitWithout = (element: HTMLFormElement, photoNames: readonly string[]): void => {
    const firstProblem = checks.checkAll(getDraft(kind), submit.clearError);
    if (firstProblem) return void controls.current.get(firstProblem)?.focus();
    if (honeypot !== "") return void submit.pretend(getDraft(kind));
    void submit.send(getDraft(kind), element, [], photoNames);
  };

  const register =
    (name: string) =>
    (element: HTMLElement | null): void => {
      if (element) controls.current.set(name, element);
      else controls.current.delete(name);
    };

  const hasDraft = fields.some((spec) => valueOf(spec.name) !== "") || photoIds(values).length > 0;
  const privacy = kind === "quote" ? content.quote.privacy : null;
  const netlify = mode === "netlify";
  // The sent view of an email could not load: the form says the email is ready, while its answers are still the email's.
  // (A send to Netlify or Supabase loads the view with the sending, in the same chunk.)
  const emailUnseen = viewFailed?.mailto !== undefined && viewFailed === submit.sent && wasEmailed(values);
  const emailShown = sentView !== null && !sentView.emailGone && (sentView.mailto !== undefined || mode === "email");

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
        // Focused when it stands for the sent view, so it is read out as that would have been.
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
          ) : wasEmailed(values) ? (
            fillTemplate(content.email.draftKept, { submit: content[kind].submit })
          ) : (
            common.draftRestored
          )}{" "}
          <button type="button" css={linkButtonStyles} onClick={clear}>
            {common.clearDraft}
          </button>
        </Notice>
      ) : null}
      {submit.sendError ? (
        <>
          <Notice tone="error" role="alert">
            {submit.sendError}
          </Notice>
          <div css={{ marginBottom: space(3) }}>
            <FallbackCard kind={kind} content={content} site={site} intro={content.fallback.failedIntro} idSuffix="send-failed" />
          </div>
        </>
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
      <div aria-hidden="true" css={visuallyHidden}>
        <label htmlFor={id(HONEYPOT)}>{common.honeypotLabel}</label>
        <input
          id={id(HONEYPOT)}
          name={HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-no-draft=""
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
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

  const sentPart = sentView ? (
    // A new key when the email has gone, so the thanks is a new element and takes the focus.
    <FormSent
      key={emailShown ? "email" : "sent"}
      kind={kind}
      sent={sentView}
      byEmail={emailShown}
      content={content}
      site={site}
      onEdit={submit.edit}
      onEmailGone={submit.emailGone}
      // Until its code arrives the form stays as it is (the email has opened already).
      fallback={null}
      onFailed={sentViewFailed}
    />
  ) : null;

  // The sent view comes first: the form's styles hide it while that shows.
  return (
    <>
      {sentPart}
      {formPart}
    </>
  );
}
