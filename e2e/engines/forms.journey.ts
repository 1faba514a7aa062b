import { forms, labelled, fill } from "./data";
import { desktop, expect, test } from "./fixtures";
import { formFields } from "../../src/lib/forms/fields";
import type { Target } from "./session";

const form: Target = { role: "form", name: forms.quote.title };
const field = (name: string): Target => ({ role: "field", name: labelled(forms.quote.fields[name].label), in: form });
const send: Target = { role: "button", name: forms.quote.submit, in: form };
const draft = "enquiry-draft:quote";

test("enquiry form: reports problems next to the fields, focuses the first, and keeps a draft through a reload", async ({ visitor }) => {
  const { session } = visitor;
  await session.resize(desktop.width, desktop.height);
  await visitor.cookiesDecided();
  await visitor.visit("/contact/");

  await session.fill(field("email"), "jane@example");
  await session.click(field("phone"));
  await expect.poll(async () => (await session.state(field("email"))).description).toContain(forms.quote.fields.email.invalid ?? "");
  await session.fill(field("email"), "");

  await session.click(send);
  await expect.poll(async () => (await session.state(field("name"))).focused).toBe(true);
  expect((await session.state(field("name"), ["aria-invalid"])).attributes["aria-invalid"]).toBe("true");
  expect((await session.state(field("name"))).description).toContain(forms.quote.fields.name.required ?? "");
  const required = formFields.quote.filter((spec) => spec.required).length;
  await expect.poll(async () => (await session.state({ role: "status", in: form })).text).toBe(fill(forms.common.problemMany, { count: required }));

  await session.fill(field("name"), "Jane Smith");
  await session.select(field("sector"), "Racing");
  await expect.poll(() => session.stored(draft, "session")).toMatchObject({ name: "Jane Smith", sector: "Racing" });
  await visitor.visit("/contact/");
  await expect.poll(async () => (await session.state(field("name"))).value).toBe("Jane Smith");
  expect((await session.state(field("sector"))).value).toBe("Racing");
  await expect.poll(async () => (await session.state(form)).text).toContain(forms.common.draftRestored);
});
