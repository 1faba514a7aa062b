import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { formChoices } from "../../src/components/forms/choices";
import type { FormsContent, SiteContact } from "../../src/components/forms/types";
import { formsData } from "./siteData";

/** The forms' texts, choices and contact details as the site queries them, from the real data files. */
export const formsContent = formsData.formsJson as FormsContent;
export const siteContact = formsData.siteJson as SiteContact;
export const choices = formChoices(formsData);

/** Fills in the quote form's required answers as a visitor pasting them would (quick in tests), with `requirements` as the message. */
export async function fillQuote(user: ReturnType<typeof userEvent.setup>, requirements: string): Promise<void> {
  const paste = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await paste("Full name", "Jane Smith");
  await paste("Email address", "jane@example.co.uk");
  await paste("Phone number", "01632 960123");
  await user.selectOptions(screen.getByLabelText("Sector"), "Taxis");
  await user.selectOptions(screen.getByLabelText("What do you need?"), "Seat Belt Repairs");
  await paste("Your requirements", requirements);
  await user.click(screen.getByLabelText("I agree to be contacted about this enquiry"));
}
