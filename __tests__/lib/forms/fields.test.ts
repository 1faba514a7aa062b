import { CHECKED, fieldError, fillTemplate, formFields, type FieldSpec, type FieldText } from "../../../src/lib/forms/fields";
import { formsContent } from "../../helpers/forms";

const templates = formsContent.common;
const spec = (kind: "quote" | "reseller", name: string): FieldSpec => {
  const found = formFields[kind].find((field) => field.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};
const text = (kind: "quote" | "reseller", name: string): FieldText => (formsContent[kind].fields as Record<string, FieldText>)[name];
const error = (kind: "quote" | "reseller", name: string, value: string, choices = [{ value: "Racing", label: "Racing" }]) =>
  fieldError(spec(kind, name), value, text(kind, name), templates, choices);

describe("form field rules", () => {
  it("has a required message for every required field and an invalid message for every checked format", () => {
    for (const kind of ["quote", "reseller"] as const) {
      for (const field of formFields[kind]) {
        const texts = text(kind, field.name);
        expect({ kind, field: field.name, label: texts.label.length > 0 }).toEqual({ kind, field: field.name, label: true });
        if (field.required) expect({ kind, field: field.name, required: texts.required }).toEqual({ kind, field: field.name, required: expect.any(String) });
        if (["email", "phone", "url", "number"].includes(field.check.kind)) {
          expect({ kind, field: field.name, invalid: texts.invalid }).toEqual({ kind, field: field.name, invalid: expect.any(String) });
        }
      }
    }
  });

  it("reports required fields with their own message and lets optional ones be empty", () => {
    expect(error("quote", "name", "   ")).toBe("Enter your full name");
    expect(error("quote", "company", "")).toBeNull();
    expect(error("quote", "quantity", "")).toBeNull();
    expect(error("reseller", "company", "")).toBe("Enter the name of your business");
    expect(error("reseller", "message", "")).toBeNull();
  });

  it("bounds lengths, naming the field and the limit", () => {
    expect(error("quote", "name", "J")).toBe("Full name must be at least 2 characters");
    expect(error("quote", "name", "J".repeat(101))).toBe("Full name must be 100 characters or fewer");
    expect(error("quote", "message", "Too short")).toBe("Your requirements must be at least 10 characters");
    expect(error("quote", "message", "x".repeat(2001))).toBe("Your requirements must be 2000 characters or fewer");
    expect(error("reseller", "website", `example.com/${"a".repeat(300)}`)).toBe("Website or marketplace link must be 300 characters or fewer");
  });

  it("checks formats with the field's invalid message", () => {
    expect(error("quote", "email", "jane@example")).toBe(text("quote", "email").invalid);
    expect(error("quote", "email", "jane@example.co.uk")).toBeNull();
    expect(error("quote", "phone", "+1 202 555 0100")).toBe(text("quote", "phone").invalid);
    expect(error("quote", "phone", "+44 1632 960123")).toBeNull();
    expect(error("reseller", "website", "my shop")).toBe(text("reseller", "website").invalid);
    expect(error("reseller", "website", "www.example.co.uk")).toBeNull();
    expect(error("quote", "quantity", "lots")).toBe(text("quote", "quantity").invalid);
    expect(error("quote", "quantity", "250")).toBeNull();
  });

  it("accepts only offered choices and a ticked consent box", () => {
    expect(error("quote", "sector", "Racing")).toBeNull();
    expect(error("quote", "sector", "Hovercraft")).toBe("Choose the sector your enquiry is for");
    expect(error("quote", "consent", "")).toBe("Tick the box to agree to be contacted about your enquiry");
    expect(error("quote", "consent", CHECKED)).toBeNull();
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(fillTemplate("Call {phone} about {thing}", { phone: "01632 960123" })).toBe("Call 01632 960123 about {thing}");
  });
});
