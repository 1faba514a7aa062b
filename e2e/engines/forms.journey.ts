import sharp from "sharp";
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

test("enquiry form: a phone photo chosen is prepared upright by this engine, shown with a remove button naming it, and kept through a reload", async ({ visitor }) => {
  const { session } = visitor;
  await session.resize(desktop.width, desktop.height);
  await visitor.cookiesDecided();
  await visitor.visit("/contact/");
  const input: Target = { role: "field", name: labelled(forms.quote.photos.label), in: form };
  expect((await session.state(input, ["type", "accept", "multiple"])).attributes).toEqual({ type: "file", accept: "image/*", multiple: "" });

  // Sideways on the sensor (800 × 600, orientation 6), as a phone held upright writes it.
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 120, b: 160 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  // Handed to the input as its file picker would (neither driver can work the picker itself): the file in its
  // list and a change event. The engine's own decoder, canvas, JPEG encoder and IndexedDB do the rest.
  await session.evaluate(
    (base64: string) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const field = document.querySelector('form[data-draft="quote"] input[type="file"]') as HTMLInputElement;
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], "IMG_0412.jpg", { type: "image/jpeg" }));
      field.files = transfer.files;
      field.dispatchEvent(new Event("change", { bubbles: true }));
    },
    photo.toString("base64") as never,
  );
  const remove: Target = { role: "button", name: fill(forms.quote.photos.remove, { name: "IMG_0412.jpg" }), in: form };
  await visitor.shows(remove);
  const thumbnail = () =>
    session.evaluate(() => {
      const image = document.querySelector('form[data-draft="quote"] li img') as HTMLImageElement | null;
      return image && image.complete && image.naturalWidth > 0 ? [image.naturalWidth, image.naturalHeight] : null;
    });
  await expect.poll(thumbnail).toEqual([600, 800]);

  await visitor.visit("/contact/");
  await visitor.shows(remove);
  await expect.poll(thumbnail).toEqual([600, 800]);
});
