import type { Choice, OptionSource } from "../../lib/forms/fields";

export type FormsContent = NonNullable<Queries.EnquiryFormDataQuery["formsJson"]>;
export type SiteContact = NonNullable<Queries.EnquiryFormDataQuery["siteJson"]>;
export type FormChoices = Record<OptionSource, readonly Choice[]>;
