import React, { useCallback, useRef, useState, useSyncExternalStore } from "react";
import { PhoneLink } from "../PhoneLink";
import { flushSync } from "react-dom";
import { useHydrated } from "../../hooks/useHydrated";
import { clearDraft, getDraft, getServerDraft, saveDraft, subscribeToDrafts, type Values } from "../../lib/forms/draft";
import { CHECKED, fieldError, fillTemplate, formFields, type Choice, type FieldSpec, type FieldText, type FormKind } from "../../lib/forms/fields";
import { enquiryEmailBody, mailtoUrl, type EmailEntry } from "../../lib/forms/mailto";
import type { SupabaseSettings } from "../../lib/forms/provider";
import { space } from "../../theme/tokens";
import { Link } from "../Link";
import { Button, visuallyHidden } from "../ui";
import { fillNodes } from "./fillNodes";
import { choiceStyles, controlStyles, ErrorText, FieldBox, FieldGrid, FieldSetBox, Help, labelStyles, linkButtonStyles, Notice, Optional } from "./styles";
import type { FormChoices, FormsContent, SiteContact } from "./types";

export type NativeMode = "email" | "supabase";

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

const HONEYPOT = "homepage";

/** Wide controls take the whole row on larger screens. */
const isWide = (spec: FieldSpec): boolean => spec.control === "textarea" || spec.control === "radios" || spec.control === "checkbox";

/**
 * The quote or reseller form, sent by email (the visitor's mail app) or
 * inserted into Supabase. What the visitor types is kept as a draft in
 * session storage, so a reload or a failed send loses nothing.
 */
export function NativeForm({ kind, mode, content, site, choices, supabase, openMailto = openInMailApp }: NativeFormProps): React.JSX.Element {
  const fields = formFields[kind];
  const texts: Record<string, FieldText> = content[kind].fields;
  const { common } = content;
  const hydrated = useHydrated();
  const values = useSyncExternalStore(subscribeToDrafts, () => getDraft(kind), getServerDraft);
  const [edited, setEdited] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState("");
  const [sent, setSent] = useState<{ values: Values; mailto?: string } | null>(null);
  const [honeypot, setHoneypot] = useState("");
  const sendingNow = useRef(false);
  const dirty = useRef(new Set<string>());
  const controls = useRef(new Map<string, HTMLElement>());
  // Moves focus to the confirmation once, when it appears, so it is read out.
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);

  const id = (name: string): string => `enquiry-${kind}-${name}`;
  const valueOf = (name: string): string => values[name] ?? "";
  const choicesFor = (spec: FieldSpec): readonly Choice[] => (spec.options ? choices[spec.options] : []);
  const errorFor = (spec: FieldSpec, value: string): string | null => fieldError(spec, value, texts[spec.name], common, choicesFor(spec));

  const showError = (name: string, message: string | null): void => {
    setErrors((current) => {
      if ((current[name] ?? null) === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  };

  const change = (spec: FieldSpec, value: string): void => {
    dirty.current.add(spec.name);
    setEdited(true);
    saveDraft(kind, { ...getDraft(kind), [spec.name]: value });
    // A shown message follows the correction as it is typed; a new one waits for blur or submit.
    if (errors[spec.name]) showError(spec.name, errorFor(spec, value));
  };

  const blur = (spec: FieldSpec): void => {
    // Walking past an empty field is not a mistake yet; submit reports it.
    if (!dirty.current.has(spec.name) && valueOf(spec.name) === "") return;
    const message = errorFor(spec, valueOf(spec.name));
    showError(spec.name, message);
    if (message) setAnnouncement(message);
  };

  const clear = (): void => {
    clearDraft(kind);
    dirty.current.clear();
    setErrors({});
    setSummary("");
    setSendError("");
    controls.current.get(fields[0].name)?.focus();
  };

  const emailEntries = (): EmailEntry[] =>
    fields.map((spec) => {
      const raw = valueOf(spec.name).trim();
      const label = texts[spec.name].label;
      if (spec.control === "checkbox") return { label, value: raw === CHECKED ? common.yes : common.no };
      const shown = choicesFor(spec).find((choice) => choice.value === raw)?.label ?? raw;
      return { label, value: shown === "" ? common.notGiven : shown, block: spec.control === "textarea" && shown !== "" };
    });

  const submit = async (event: React.FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (sendingNow.current) return;
    const found: Record<string, string> = {};
    for (const spec of fields) {
      const message = errorFor(spec, valueOf(spec.name));
      if (message) found[spec.name] = message;
    }
    const count = Object.keys(found).length;
    const problems = count === 0 ? "" : count === 1 ? common.problemOne : fillTemplate(common.problemMany, { count });
    // Rendered before focus moves, so the focused field is read out with its message.
    flushSync(() => {
      setErrors(found);
      setSummary(problems);
      setAnnouncement(problems);
      setSendError("");
    });
    if (count > 0) {
      const first = fields.find((spec) => found[spec.name]);
      if (first) controls.current.get(first.name)?.focus();
      return;
    }
    // Only a bot fills the hidden field: it is shown success and nothing is sent.
    if (honeypot !== "") {
      setSent({ values });
      return;
    }
    if (mode === "email" || !supabase) {
      const name = valueOf("name").trim();
      const subject = fillTemplate(content[kind].subject, { name, company: valueOf("company").trim() || name });
      const footer = fillTemplate(common.sentFrom, { url: `${window.location.origin}${window.location.pathname}` });
      const url = mailtoUrl(site.email, subject, enquiryEmailBody(content[kind].title, emailEntries(), footer));
      setSent({ values, mailto: url });
      clearDraft(kind);
      openMailto(url);
      return;
    }
    sendingNow.current = true;
    setSending(true);
    try {
      // Only the Supabase provider needs this code, and only once someone sends.
      const { enquiryRow, insertEnquiry } = await import("../../lib/forms/supabaseInsert");
      await insertEnquiry(supabase, enquiryRow(kind, fields, values, window.location.pathname));
      setSent({ values });
      clearDraft(kind);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setSendError(fillTemplate(common.submitError, { error: message, phone: site.phone }));
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  };

  if (sent) {
    const back = (): void => {
      saveDraft(kind, sent.values);
      setSent(null);
    };
    return (
      <div ref={focusOnMount} tabIndex={-1} css={{ outline: "none" }} data-sent={kind}>
        {sent.mailto !== undefined || mode === "email" ? (
          <>
            <h3>{content.email.heading}</h3>
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
            <button type="button" css={linkButtonStyles} onClick={back}>
              {common.edit}
            </button>
          </>
        ) : (
          <>
            <h3>{content.supabase.heading}</h3>
            <p css={{ marginBottom: 0 }}>{content.supabase.text}</p>
          </>
        )}
      </div>
    );
  }

  const describedBy = (spec: FieldSpec): string | undefined =>
    [texts[spec.name].help ? `${id(spec.name)}-help` : "", errors[spec.name] ? `${id(spec.name)}-error` : ""].filter(Boolean).join(" ") || undefined;

  const register =
    (name: string) =>
    (element: HTMLElement | null): void => {
      if (element) controls.current.set(name, element);
      else controls.current.delete(name);
    };

  const renderField = (spec: FieldSpec): React.JSX.Element => {
    const text = texts[spec.name];
    const fieldId = id(spec.name);
    const value = valueOf(spec.name);
    const invalid = errors[spec.name] ? true : undefined;
    const help = text.help ? <Help id={`${fieldId}-help`}>{text.help}</Help> : null;
    const error = <ErrorText id={`${fieldId}-error`}>{errors[spec.name]}</ErrorText>;
    const label = (
      <>
        {text.label}
        {spec.required ? null : <Optional> {common.optional}</Optional>}
      </>
    );
    const shared = {
      id: fieldId,
      name: spec.name,
      required: spec.required,
      "aria-invalid": invalid,
      "aria-describedby": describedBy(spec),
      onBlur: () => blur(spec),
    };

    if (spec.control === "checkbox") {
      return (
        <FieldBox key={spec.name} wide>
          {error}
          <label css={choiceStyles}>
            <input
              {...shared}
              ref={register(spec.name)}
              type="checkbox"
              value={CHECKED}
              checked={value === CHECKED}
              onChange={(event) => change(spec, event.target.checked ? CHECKED : "")}
            />
            <span css={labelStyles}>{label}</span>
          </label>
        </FieldBox>
      );
    }

    if (spec.control === "radios") {
      return (
        <FieldSetBox
          key={spec.name}
          wide
          aria-describedby={describedBy(spec)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) blur(spec);
          }}
        >
          <legend css={labelStyles}>{label}</legend>
          {help}
          {error}
          {choicesFor(spec).map((choice, index) => (
            <label key={choice.value} css={choiceStyles}>
              <input
                ref={index === 0 ? register(spec.name) : undefined}
                type="radio"
                name={spec.name}
                value={choice.value}
                required={spec.required}
                checked={value === choice.value}
                onChange={() => change(spec, choice.value)}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </FieldSetBox>
      );
    }

    let control: React.JSX.Element;
    if (spec.control === "textarea") {
      control = <textarea {...shared} ref={register(spec.name)} rows={6} css={controlStyles} value={value} onChange={(event) => change(spec, event.target.value)} />;
    } else if (spec.control === "select") {
      control = (
        <select {...shared} ref={register(spec.name)} css={controlStyles} value={value} onChange={(event) => change(spec, event.target.value)}>
          <option value="">{common.choose}</option>
          {choicesFor(spec).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      );
    } else {
      control = (
        <input
          {...shared}
          ref={register(spec.name)}
          type={spec.control === "numeric" ? "text" : spec.control}
          inputMode={spec.control === "numeric" ? "numeric" : undefined}
          autoComplete={spec.autoComplete}
          spellCheck={spec.control === "text" ? undefined : false}
          css={controlStyles}
          value={value}
          onChange={(event) => change(spec, event.target.value)}
        />
      );
    }
    return (
      <FieldBox key={spec.name} wide={isWide(spec)}>
        <label css={labelStyles} htmlFor={fieldId}>
          {label}
        </label>
        {help}
        {error}
        {control}
      </FieldBox>
    );
  };

  const hasDraft = fields.some((spec) => valueOf(spec.name) !== "");
  const privacy = kind === "quote" ? content.quote.privacy : null;

  return (
    <form
      aria-label={content[kind].title}
      data-provider={mode}
      // Without JavaScript the browser checks the fields and hands them to the mail app.
      action={mailtoUrl(site.email, content[kind].title)}
      method="post"
      encType="text/plain"
      noValidate={hydrated}
      onSubmit={(event) => void submit(event)}
    >
      {hydrated && hasDraft && !edited ? (
        <Notice>
          {common.draftRestored}{" "}
          <button type="button" css={linkButtonStyles} onClick={clear}>
            {common.clearDraft}
          </button>
        </Notice>
      ) : null}
      {sendError ? (
        <Notice tone="error" role="alert">
          {sendError}
        </Notice>
      ) : null}
      <FieldGrid>{fields.map(renderField)}</FieldGrid>
      <div aria-hidden="true" css={visuallyHidden}>
        <label htmlFor={id(HONEYPOT)}>{common.honeypotLabel}</label>
        <input id={id(HONEYPOT)} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
      </div>
      {privacy ? (
        <p css={{ marginTop: space(2), marginBottom: 0 }}>
          <Link to={privacy.to}>{privacy.label}</Link>
        </p>
      ) : null}
      {summary ? (
        <Notice tone="error" css={{ marginTop: space(3), marginBottom: 0 }}>
          {summary}
        </Notice>
      ) : null}
      <span role="status" css={visuallyHidden}>
        {announcement}
      </span>
      <Button type="submit" aria-disabled={sending || undefined} css={{ marginTop: space(3) }}>
        {sending ? common.sending : content[kind].submit}
      </Button>
    </form>
  );
}
