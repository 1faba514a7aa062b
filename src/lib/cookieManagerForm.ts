import { configTextFields, isValidAskAgainDays, pickConfig, type CookieConfig } from "./consent";
import { typedValue } from "./typedValue";

/**
 * The cookie manager's form rules, kept apart from src/lib/consent.ts so that
 * they load with the admin page only.
 */

/** The cookie manager form as typed: every field is text until it is checked. */
export interface ManagerFormValues {
  bannerText: string;
  showBanner: boolean;
  askAgainDays: string;
  necessaryText: string;
  analyticsText: string;
  marketingText: string;
}

export type ManagerFormField = Exclude<keyof ManagerFormValues, "showBanner">;
export type ManagerFormErrors = Partial<Record<ManagerFormField, "required" | "days">>;

/** In the order the fields appear, so the first one with an error can take focus. */
export const formFieldOrder: readonly ManagerFormField[] = ["bannerText", "askAgainDays", "necessaryText", "analyticsText", "marketingText"];

/** What staff typed into the form (its fields are named as the values) before the page hydrated. */
export function typedFormValues(form: HTMLFormElement): Partial<ManagerFormValues> {
  const values: Partial<ManagerFormValues> = {};
  for (const field of formFieldOrder) {
    const value = typedValue(form, field);
    if (value !== null) values[field] = value;
  }
  const showBanner = typedValue(form, "showBanner");
  if (showBanner !== null) values.showBanner = showBanner !== "";
  return values;
}

export function toFormValues(config: CookieConfig): ManagerFormValues {
  return {
    bannerText: config.bannerText,
    showBanner: config.showBanner,
    askAgainDays: String(config.askAgainDays),
    necessaryText: config.necessaryText,
    analyticsText: config.analyticsText,
    marketingText: config.marketingText,
  };
}

/**
 * Checks the form against the settings in force. Either the errors to show
 * (nothing is saved), or the settings to save, with the revision moved on if
 * any text changed.
 */
export function submitManagerForm(values: ManagerFormValues, current: CookieConfig): { errors: ManagerFormErrors } | { config: CookieConfig } {
  const errors: ManagerFormErrors = {};
  for (const field of configTextFields) {
    if (values[field].trim() === "") errors[field] = "required";
  }
  const askAgainDays = parseAskAgainDays(values.askAgainDays);
  if (askAgainDays === null) errors.askAgainDays = "days";
  if (Object.keys(errors).length > 0 || askAgainDays === null) return { errors };
  return {
    config: nextConfig(current, {
      showBanner: values.showBanner,
      askAgainDays,
      bannerText: values.bannerText.trim(),
      necessaryText: values.necessaryText.trim(),
      analyticsText: values.analyticsText.trim(),
      marketingText: values.marketingText.trim(),
    }),
  };
}

/** Any change to a text moves the revision on, so visitors agree to the new wording. */
export function nextConfig(previous: CookieConfig, edited: Omit<CookieConfig, "revision">): CookieConfig {
  const textChanged = configTextFields.some((field) => previous[field] !== edited[field]);
  return { ...edited, revision: textChanged ? previous.revision + 1 : previous.revision };
}

/**
 * Parses the "Ask again after (days)" field as typed: digits only, 1 to 730.
 * Returns the number, or null when the field must show an error.
 */
export function parseAskAgainDays(input: string): number | null {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return null;
  const days = Number(text);
  return isValidAskAgainDays(days) ? days : null;
}

/** The settings as a data/cookie-settings.json file: the data file's own fields, with the edited values in place. */
export function toDataFile<T extends CookieConfig>(dataFile: T, config: CookieConfig): T {
  return { ...dataFile, ...pickConfig(config) };
}
