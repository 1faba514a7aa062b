import { isEmail, isUkPhone, isWebAddress, isWholeNumber } from "./validation";

export type FormKind = "quote" | "reseller";

export type Check =
  | { kind: "text"; min?: number; max: number }
  | { kind: "email"; max: number }
  | { kind: "phone"; max: number }
  | { kind: "url"; max: number }
  | { kind: "number"; min: number; max: number }
  | { kind: "choice" }
  | { kind: "checkbox" };

export type Control = "text" | "email" | "tel" | "url" | "numeric" | "textarea" | "select" | "radios" | "checkbox";

/** Where a list's choices come from: the sector, service and reseller data, or the form texts. */
export type OptionSource = "sectors" | "services" | "businessTypes" | "preferences";

export interface FieldSpec {
  /** Key of the field's texts in data/forms.json and of its value. */
  name: string;
  control: Control;
  required: boolean;
  check: Check;
  /** Column of the `enquiries` table (supabase/migrations). */
  column: string;
  autoComplete?: string;
  options?: OptionSource;
}

/*
 * Which fields each form has and how they are checked. The bounds match the
 * check constraints of the `enquiries` table, so what passes here is accepted there.
 */
const name: FieldSpec = { name: "name", control: "text", required: true, check: { kind: "text", min: 2, max: 100 }, column: "name", autoComplete: "name" };
const email: FieldSpec = { name: "email", control: "email", required: true, check: { kind: "email", max: 254 }, column: "email", autoComplete: "email" };
const phone: FieldSpec = { name: "phone", control: "tel", required: true, check: { kind: "phone", max: 30 }, column: "phone", autoComplete: "tel" };

export const formFields: Record<FormKind, readonly FieldSpec[]> = {
  quote: [
    name,
    { name: "company", control: "text", required: false, check: { kind: "text", max: 120 }, column: "company", autoComplete: "organization" },
    email,
    phone,
    { name: "sector", control: "select", required: true, check: { kind: "choice" }, column: "sector", options: "sectors" },
    { name: "service", control: "select", required: true, check: { kind: "choice" }, column: "service", options: "services" },
    { name: "quantity", control: "numeric", required: false, check: { kind: "number", min: 1, max: 100000 }, column: "quantity" },
    { name: "message", control: "textarea", required: true, check: { kind: "text", min: 10, max: 2000 }, column: "message" },
    { name: "consent", control: "checkbox", required: true, check: { kind: "checkbox" }, column: "consent" },
  ],
  reseller: [
    name,
    { name: "company", control: "text", required: true, check: { kind: "text", min: 2, max: 120 }, column: "company", autoComplete: "organization" },
    email,
    phone,
    { name: "website", control: "url", required: true, check: { kind: "url", max: 300 }, column: "website", autoComplete: "url" },
    { name: "businessType", control: "select", required: true, check: { kind: "choice" }, column: "business_type", options: "businessTypes" },
    { name: "preference", control: "radios", required: true, check: { kind: "choice" }, column: "preference", options: "preferences" },
    { name: "message", control: "textarea", required: false, check: { kind: "text", max: 2000 }, column: "message" },
  ],
};

/** Where a form posted without JavaScript lands (Netlify Forms shows this page after storing it). */
export const thanksPaths: Record<FormKind, string> = {
  quote: "/contact/thanks/",
  reseller: "/resellers/thanks/",
};

/** A ticked checkbox's value. */
export const CHECKED = "yes";

export interface FieldText {
  readonly label: string;
  readonly help?: string | null;
  readonly required?: string | null;
  readonly invalid?: string | null;
}

export interface LengthTemplates {
  readonly tooShort: string;
  readonly tooLong: string;
}

export interface Choice {
  value: string;
  label: string;
}

/** Fills {placeholders} in a text from data/forms.json. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** The message to show next to a field, or null when its value is acceptable. */
export function fieldError(
  spec: FieldSpec,
  raw: string,
  text: FieldText,
  templates: LengthTemplates,
  choices: readonly Choice[] = [],
): string | null {
  const value = raw.trim();
  const invalid = text.invalid ?? text.label;
  if (value === "") return spec.required ? (text.required ?? text.label) : null;
  const { check } = spec;
  const tooLong = (max: number) => (value.length > max ? fillTemplate(templates.tooLong, { label: text.label, max }) : null);
  switch (check.kind) {
    case "text":
      if (check.min !== undefined && value.length < check.min) return fillTemplate(templates.tooShort, { label: text.label, min: check.min });
      return tooLong(check.max);
    case "email":
      return tooLong(check.max) ?? (isEmail(value) ? null : invalid);
    case "phone":
      return value.length <= check.max && isUkPhone(value) ? null : invalid;
    case "url":
      return tooLong(check.max) ?? (isWebAddress(value) ? null : invalid);
    case "number":
      return isWholeNumber(value, check.min, check.max) ? null : invalid;
    case "choice":
      // A value that is no longer offered (an old draft) has to be chosen again.
      return choices.some((choice) => choice.value === raw) ? null : (text.required ?? text.label);
    case "checkbox":
      return raw === CHECKED ? null : (text.required ?? text.label);
  }
}
