import { formChoices } from "../../src/components/forms/choices";
import type { FormsContent, SiteContact } from "../../src/components/forms/types";
import { formsData } from "./siteData";

/** The forms' texts, choices and contact details as the site queries them, from the real data files. */
export const formsContent = formsData.formsJson as FormsContent;
export const siteContact = formsData.siteJson as SiteContact;
export const choices = formChoices(formsData);
