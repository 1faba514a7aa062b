import { CHECKED, formFields } from "../../../src/lib/forms/fields";
import { enquiryRow, type EnquiryRow } from "../../../src/lib/forms/supabaseInsert";
import { choices } from "../../helpers/forms";

/** A quote enquiry's row as the browser sends it, from answers that pass the form, under `name` and `email`. */
export const quoteRow = (email: string, name = "Jane Smith"): EnquiryRow =>
  enquiryRow(
    "quote",
    formFields.quote,
    {
      name,
      email,
      phone: "01632 960123",
      sector: choices.sectors[0].value,
      service: choices.services[0].value,
      message: "Six lap belts for a 1968 Land Rover, please.",
      consent: CHECKED,
    },
    "/contact/",
  );
