import type { Values } from "../../lib/forms/draft";
import type { Choice, FormKind, OptionSource } from "../../lib/forms/fields";
import type { SendMode, SupabaseSettings } from "../../lib/forms/provider";

export type FormsContent = NonNullable<Queries.EnquiryFormDataQuery["formsJson"]>;
export type SiteContact = NonNullable<Queries.EnquiryFormDataQuery["siteJson"]>;
export type FormChoices = Record<OptionSource, readonly Choice[]>;

/** A form's way of sending, as the page gives it: which form, how it sends, and the words and settings it needs. */
export interface SendSettings {
  kind: FormKind;
  mode: SendMode;
  content: FormsContent;
  site: SiteContact;
  choices: FormChoices;
  supabase: SupabaseSettings | null;
}

/** A sent enquiry, as the sent view (FormSent) shows it. */
export interface Sent {
  values: Values;
  /** The mailto: address opened, for "Open the email again". */
  mailto?: string;
  /** The visitor said the email has gone. */
  emailGone?: boolean;
  /** The photos an emailed enquiry asks the visitor to attach, by the names they know them by. */
  photoNames?: readonly string[];
  /** Photos the enquiry arrived without, refused for good (Supabase): the visitor is asked to email them. */
  photosRefused?: readonly string[];
}
