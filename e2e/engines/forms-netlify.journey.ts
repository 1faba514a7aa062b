import { formFields } from "../../src/lib/forms/fields";
import { requireFormsBuiltWith } from "../formsProvider";
import { forms, labelled } from "./data";
import { desktop, expect, test } from "./fixtures";
import type { Target } from "./session";

/**
 * The enquiry form sent with the netlify provider, against a build made with GATSBY_FORMS_PROVIDER=netlify
 * (`npm run test:engines:netlify`, in the suite's netlify stage, which sets E2E_EXPECT_PROVIDER=netlify so
 * that this fails instead of skipping there). The proxy plays Netlify: it keeps the POST and answers 200.
 */
test.beforeEach(() => requireFormsBuiltWith("netlify"));

const form: Target = { role: "form", name: forms.quote.title };
const field = (name: string): Target => ({ role: "field", name: labelled(forms.quote.fields[name].label), in: form });
const trickyName = "Jo & Co = 100% #1 + more";
const message = "Line one & two, £5 each";

test("@netlify the enquiry is posted form-encoded exactly as typed, the visitor is thanked and the draft cleared", async ({ visitor }) => {
  const { session, proxy } = visitor;
  await session.resize(desktop.width, desktop.height);
  await visitor.cookiesDecided();
  await visitor.visit("/contact/");
  await session.fill(field("name"), trickyName);
  await session.fill(field("email"), "jo+quotes@example.co.uk");
  await session.fill(field("phone"), "01632 960123");
  await session.select(field("sector"), "Taxis");
  await session.select(field("service"), "Seat Belt Repairs");
  await session.fill(field("message"), message);
  await session.click(field("consent"));
  await expect.poll(() => session.stored("enquiry-draft:quote", "session")).toMatchObject({ name: trickyName, consent: "yes" });
  await session.click({ role: "button", name: forms.quote.submit, in: form });
  await visitor.shows({ role: "heading", name: forms.sent.heading });
  expect(proxy.posts).toHaveLength(1);
  expect(proxy.posts[0].contentType).toBe("application/x-www-form-urlencoded");
  const posted = Object.fromEntries(new URLSearchParams(proxy.posts[0].body));
  expect(Object.keys(posted).sort()).toEqual(["form-name", "homepage", ...formFields.quote.map((spec) => spec.name)].sort());
  expect(posted).toMatchObject({ "form-name": "quote", name: trickyName, email: "jo+quotes@example.co.uk", sector: "Taxis", service: "Seat Belt Repairs", message, consent: "yes" });
  expect(await session.stored("enquiry-draft:quote", "session")).toBeNull();
});
