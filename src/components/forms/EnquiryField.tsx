import React from "react";
import { CHECKED, type Choice, type FieldSpec, type FieldText } from "../../lib/forms/fields";
import { choiceStyles, controlStyles, ErrorText, FieldBox, FieldSetBox, Help, labelStyles, Optional } from "./styles";

/** Wide controls take the whole row on larger screens. */
const isWide = (spec: FieldSpec): boolean => spec.control === "textarea" || spec.control === "radios" || spec.control === "checkbox";

/** The length limits the browser enforces itself, the same as the form's own checks, so they hold without JavaScript too. */
function lengthLimits(spec: FieldSpec): { maxLength?: number; minLength?: number } {
  const { check } = spec;
  if (check.kind === "choice" || check.kind === "checkbox" || check.kind === "number") return {};
  return { maxLength: check.max, ...(check.kind === "text" && check.min !== undefined ? { minLength: check.min } : {}) };
}

export interface EnquiryFieldProps {
  spec: FieldSpec;
  /** The form's id prefix: ids are `${idPrefix}-${name}`. */
  idPrefix: string;
  text: FieldText;
  optionalLabel: string;
  chooseLabel: string;
  choices: readonly Choice[];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Receives the control that takes focus when the field has a problem. */
  register: (element: HTMLElement | null) => void;
}

/** One labelled field of an enquiry form, with its help, its message and the control its spec names. */
export function EnquiryField({ spec, idPrefix, text, optionalLabel, chooseLabel, choices, value, error, onChange, onBlur, register }: EnquiryFieldProps): React.JSX.Element {
  const fieldId = `${idPrefix}-${spec.name}`;
  const describedBy = [text.help ? `${fieldId}-help` : "", error ? `${fieldId}-error` : ""].filter(Boolean).join(" ") || undefined;
  const help = text.help ? <Help id={`${fieldId}-help`}>{text.help}</Help> : null;
  const errorText = <ErrorText id={`${fieldId}-error`}>{error}</ErrorText>;
  const label = (
    <>
      {text.label}
      {spec.required ? null : <Optional> {optionalLabel}</Optional>}
    </>
  );
  const shared = {
    id: fieldId,
    name: spec.name,
    required: spec.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    onBlur,
  };

  if (spec.control === "checkbox") {
    return (
      <FieldBox wide>
        {errorText}
        <label css={choiceStyles}>
          <input {...shared} ref={register} type="checkbox" value={CHECKED} checked={value === CHECKED} onChange={(event) => onChange(event.target.checked ? CHECKED : "")} />
          <span css={labelStyles}>{label}</span>
        </label>
      </FieldBox>
    );
  }

  if (spec.control === "radios") {
    return (
      <FieldSetBox
        wide
        aria-describedby={describedBy}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) onBlur();
        }}
      >
        <legend css={labelStyles}>{label}</legend>
        {help}
        {errorText}
        {choices.map((choice, index) => (
          <label key={choice.value} css={choiceStyles}>
            <input
              ref={index === 0 ? register : undefined}
              type="radio"
              name={spec.name}
              value={choice.value}
              required={spec.required}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </FieldSetBox>
    );
  }

  let control: React.JSX.Element;
  if (spec.control === "textarea") {
    control = <textarea {...shared} {...lengthLimits(spec)} ref={register} rows={6} css={controlStyles} value={value} onChange={(event) => onChange(event.target.value)} />;
  } else if (spec.control === "select") {
    control = (
      <select {...shared} ref={register} css={controlStyles} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{chooseLabel}</option>
        {choices.map((choice) => (
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
        {...lengthLimits(spec)}
        ref={register}
        type={spec.control === "numeric" ? "text" : spec.control}
        inputMode={spec.control === "numeric" ? "numeric" : undefined}
        // Without JavaScript the browser refuses what is not a number (the message comes from the title).
        pattern={spec.control === "numeric" ? "\\d[\\d,]*" : undefined}
        title={spec.control === "numeric" ? (text.invalid ?? undefined) : undefined}
        autoComplete={spec.autoComplete}
        spellCheck={spec.control === "text" ? undefined : false}
        css={controlStyles}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <FieldBox wide={isWide(spec)}>
      <label css={labelStyles} htmlFor={fieldId}>
        {label}
      </label>
      {help}
      {errorText}
      {control}
    </FieldBox>
  );
}
