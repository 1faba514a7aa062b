import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NativeForm, type NativeFormProps } from "../../../src/components/forms/NativeForm";
import { getDraft, photoIds } from "../../../src/lib/forms/draft";
import { fillTemplate } from "../../../src/lib/forms/fields";
import type { Prepared } from "../../../src/lib/forms/photos/prepare";
import { choices, formsContent, siteContact, fillQuote } from "../../helpers/forms";
import { renderStyled } from "../../helpers/render";

/**
 * The quote form's photos as a visitor meets them: the field, thumbnails with named remove buttons and the
 * total, refusals that lose nothing typed, and what each provider does with them. jsdom cannot decode or draw
 * a picture, so the browser's preparation is stood in for (it is checked in Chromium by the browser tests);
 * everything around it is the site's own code.
 */

jest.mock("../../../src/lib/forms/photos/prepare", () => ({
  preparePhoto: async (file: File): Promise<Prepared> => {
    // A fault in the preparation itself (a bug, not the connection).
    if (file.name.startsWith("fault")) throw new TypeError("Cannot read properties of undefined (reading 'width')");
    return file.name.endsWith(".svg")
      ? { ok: false, refusal: { kind: "notPhoto" } }
      : {
          ok: true,
          photo: { id: `id-${file.name}`, name: file.name.replace(/\.\w+$/, ".jpg"), originalName: file.name, type: "image/jpeg", blob: new Blob([new Uint8Array(300_000)], { type: "image/jpeg" }), width: 2000, height: 1500 },
        };
  },
}));

/** The Supabase send, with what the test says it answers (its real behaviour: __tests__/lib/forms/supabaseInsert.test.ts). */
const mockSupabaseSend = jest.fn<Promise<void>, unknown[]>();
jest.mock("../../../src/lib/forms/supabaseInsert", () => ({
  ...jest.requireActual<object>("../../../src/lib/forms/supabaseInsert"),
  insertEnquiry: (...args: unknown[]) => mockSupabaseSend(...args),
}));

const texts = formsContent.quote.photos;

beforeEach(() => {
  window.sessionStorage.clear();
  let next = 0;
  // jsdom has no object URLs; the thumbnails only need an address.
  URL.createObjectURL = jest.fn(() => `blob:http://localhost/${(next += 1)}`);
  URL.revokeObjectURL = jest.fn();
});

jest.setTimeout(20_000);

function renderForm(props: Partial<NativeFormProps> = {}) {
  const openMailto = jest.fn<void, [string]>();
  const view = renderStyled(<NativeForm kind="quote" mode="email" content={formsContent} site={siteContact} choices={choices} supabase={null} openMailto={openMailto} {...props} />);
  return { ...view, openMailto, user: userEvent.setup({ delay: null, applyAccept: false }) };
}

const photoFile = (name: string, type = "image/jpeg") => new File(["pixels"], name, { type });
const REQUIREMENTS = "A worn driver's belt on a 2015 taxi.";
const input = () => screen.getByLabelText(new RegExp(`^${texts.label}`)) as HTMLInputElement;

describe("the quote form's photos", () => {
  it("is a labelled file input for photos, several at once, optional, with a specialist's help", () => {
    renderForm();
    const field = input();
    expect(field).toHaveAttribute("type", "file");
    expect(field).toHaveAttribute("accept", "image/*");
    expect(field).toHaveAttribute("multiple");
    expect(field).not.toBeRequired();
    expect(screen.getByText(texts.label).closest("label")).toHaveTextContent("(optional)");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("the buckle and tongue; the retractor"));
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Up to 5 photos"));
  });

  it("shows chosen photos as thumbnails with a remove button naming each and the total, and keeps them with the draft", async () => {
    const { user } = renderForm();
    await user.upload(input(), [photoFile("IMG_0412.jpg"), photoFile("IMG_0413.HEIC", "image/heic")]);
    const list = await screen.findByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    // The thumbnails are the prepared photos themselves (their names are the text beside them, so alt is empty).
    expect([...list.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual(["blob:http://localhost/1", "blob:http://localhost/2"]);
    expect(screen.getByText("2 photos chosen, 600 KB in total")).toBeVisible();
    expect(photoIds(getDraft("quote"))).toEqual(["id-IMG_0412.jpg", "id-IMG_0413.HEIC"]);

    await user.click(screen.getByRole("button", { name: "Remove IMG_0412.jpg" }));
    expect(screen.queryByRole("button", { name: "Remove IMG_0412.jpg" })).toBeNull();
    expect(screen.getByRole("button", { name: "Remove IMG_0413.HEIC" })).toBeVisible();
    expect(screen.getByText("1 photo chosen, 300 KB")).toBeVisible();
    expect(photoIds(getDraft("quote"))).toEqual(["id-IMG_0413.HEIC"]);
    // The input is emptied, so its raw files are never posted and the same photo can be chosen again.
    expect(input().files).toHaveLength(0);
  });

  it("refuses a file that is no photo with a message naming it, and loses nothing typed", async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText("Full name"));
    await user.paste("Jane Smith");
    await user.upload(input(), [photoFile("drawing.svg", "image/svg+xml"), photoFile("label.jpg")]);
    expect(await screen.findByRole("alert")).toHaveTextContent("drawing.svg is not a photo we can use");
    expect(screen.getByRole("button", { name: "Remove label.jpg" })).toBeVisible();
    expect(screen.getByLabelText("Full name")).toHaveValue("Jane Smith");
  });

  it("tells a fault in preparing a photo as that, not as the connection, and takes the others chosen with it", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const { user } = renderForm();
      await user.upload(input(), [photoFile("before.jpg"), photoFile("fault-label.jpg"), photoFile("after.jpg")]);
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(fillTemplate(texts.failed, { name: "fault-label.jpg" }));
      expect(alert).not.toHaveTextContent(/did not load|connection|undefined|width|before\.jpg|after\.jpg/i);
      expect(screen.getByRole("button", { name: "Remove before.jpg" })).toBeVisible();
      expect(screen.getByRole("button", { name: "Remove after.jpg" })).toBeVisible();
      expect(screen.queryByText(/^Preparing/)).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("fault-label.jpg could not be prepared"), expect.any(TypeError));
    } finally {
      warn.mockRestore();
    }
  });

  it("takes no more photos than allowed, naming those it leaves out", async () => {
    const { user } = renderForm();
    await user.upload(input(), ["1", "2", "3", "4", "5", "6"].map((n) => photoFile(`p${n}.jpg`)));
    expect(await screen.findByRole("alert")).toHaveTextContent("p6.jpg was not added: you can send up to 5 photos.");
    expect(screen.getAllByRole("button", { name: /^Remove p/ })).toHaveLength(5);
  });

  it("by email: says before sending that the photos must be attached, lists them in the email and on the panel", async () => {
    const { user, openMailto } = renderForm();
    expect(input()).toHaveAccessibleDescription(expect.stringContaining(texts.emailNote));
    await fillQuote(user, REQUIREMENTS);
    await user.upload(input(), [photoFile("label.jpg"), photoFile("IMG_0413.HEIC", "image/heic")]);
    await screen.findByRole("button", { name: "Remove IMG_0413.HEIC" });
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    await waitFor(() => expect(openMailto).toHaveBeenCalledTimes(1));
    const body = new URL(openMailto.mock.calls[0][0]).searchParams.get("body") ?? "";
    expect(body).toContain("\r\n\r\nPhotos to attach:\r\nlabel.jpg\r\nIMG_0413.HEIC\r\n");
    expect(await screen.findByText("Remember to attach your photos to the email: label.jpg, IMG_0413.HEIC.")).toBeVisible();
  });

  it("says so when the browser cannot keep photos through a reload, and still takes them", async () => {
    // jsdom has no IndexedDB: as a browser that refuses it.
    const { user } = renderForm();
    await user.upload(input(), [photoFile("label.jpg")]);
    expect(await screen.findByText(texts.notKept)).toBeVisible();
    expect(screen.getByRole("button", { name: "Remove label.jpg" })).toBeVisible();
  });

  it("asks for a photo when the data says one is required, and focuses the field", async () => {
    const { user, openMailto } = renderForm({ content: { ...formsContent, quote: { ...formsContent.quote, photos: { ...texts, required: true } } } });
    expect(screen.getByText(texts.label).closest("label")).not.toHaveTextContent("(optional)");
    await fillQuote(user, REQUIREMENTS);
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    // The field's code may still be on its way (usePhotoField): the send waits for it before checking.
    await waitFor(() => expect(input()).toHaveAccessibleDescription(expect.stringContaining(texts.missing)));
    expect(input()).toHaveFocus();
    expect(openMailto).not.toHaveBeenCalled();
  });

  it("with Netlify: posts the prepared photos multipart, one file field each, and never the chosen files", async () => {
    const posted: FormData[] = [];
    const fetchMock = jest.fn(async (_url: string, init: RequestInit) => {
      posted.push(init.body as FormData);
      return { ok: true, status: 200 } as Response;
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const { user } = renderForm({ mode: "netlify" });
    const form = screen.getByRole("form", { name: "Quote request" });
    expect(form).toHaveAttribute("enctype", "multipart/form-data");
    // Without JavaScript, one box per photo: Netlify keeps one file per field.
    expect(form.querySelectorAll('input[type="file"]')).toHaveLength(5);
    await fillQuote(user, REQUIREMENTS);
    await user.upload(input(), [photoFile("label.HEIC", "image/heic"), photoFile("buckle.jpg")]);
    await screen.findByRole("button", { name: "Remove buckle.jpg" });
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    await screen.findByRole("heading", { name: formsContent.sent.heading });
    expect(fetchMock.mock.calls[0][1]).not.toHaveProperty("headers");
    const body = posted[0];
    expect(body).toBeInstanceOf(FormData);
    const files = [...body.entries()].filter(([, value]) => typeof value !== "string") as [string, File][];
    expect(files.map(([name, file]) => [name, file.name, file.size])).toEqual([
      ["photo-1", "label.jpg", 300_000],
      ["photo-2", "buckle.jpg", 300_000],
    ]);
    expect(body.get("name")).toBe("Jane Smith");
    expect(body.get("form-name")).toBe("quote");
    expect(photoIds(getDraft("quote"))).toEqual([]);
  });

  describe("with Supabase, when the enquiry arrived but not every photo", () => {
    const supabase = { url: "https://abcdefgh.supabase.co", anonKey: "anon" };

    async function sendWithPhotos() {
      const view = renderForm({ mode: "supabase", supabase });
      await fillQuote(view.user, REQUIREMENTS);
      await view.user.upload(input(), [photoFile("label.jpg"), photoFile("buckle.jpg")]);
      await screen.findByRole("button", { name: "Remove buckle.jpg" });
      await view.user.click(screen.getByRole("button", { name: "Send enquiry" }));
      return view;
    }

    it("a photo that did not finish: says the enquiry arrived, keeps every answer and photo, and the next press sends again", async () => {
      const { EnquiryInsertError } = jest.requireActual<typeof import("../../../src/lib/forms/supabaseInsert")>("../../../src/lib/forms/supabaseInsert");
      mockSupabaseSend.mockRejectedValueOnce(new EnquiryInsertError("Failed to fetch", 0, { photo: "buckle.jpg", enquiryStored: true }));
      const { user } = await sendWithPhotos();
      expect(await screen.findByText(/^Your enquiry has reached us, but the photo buckle\.jpg did not finish sending/)).toHaveTextContent(
        "Press Send enquiry again to send the photos still missing: your enquiry will not be sent twice.",
      );
      expect(screen.getByLabelText("Full name")).toHaveValue("Jane Smith");
      expect(screen.getByRole("button", { name: "Remove label.jpg" })).toBeInTheDocument();
      mockSupabaseSend.mockResolvedValueOnce(undefined);
      await user.click(screen.getByRole("button", { name: "Send enquiry" }));
      await screen.findByRole("heading", { name: formsContent.sent.heading });
      // The same photos both times: the send itself skips those that arrived.
      expect(mockSupabaseSend.mock.calls.map((call) => (call[2] as { name: string }[]).map((photo) => photo.name))).toEqual([
        ["label.jpg", "buckle.jpg"],
        ["label.jpg", "buckle.jpg"],
      ]);
    });

    it("a limit of the database's turned the photos away: says the enquiry arrived, which limit, and the phone number and email address", async () => {
      const { EnquiryInsertError } = jest.requireActual<typeof import("../../../src/lib/forms/supabaseInsert")>("../../../src/lib/forms/supabaseInsert");
      mockSupabaseSend.mockRejectedValueOnce(new EnquiryInsertError("enquiry-limit-hour: at most 10 enquiries with photos", 429, { photo: "label.jpg", enquiryStored: true, limit: "hour" }));
      await sendWithPhotos();
      const { common, quote } = formsContent;
      const text = fillTemplate(quote.photos.notSentBusy, { reason: common.busyHour, submit: quote.submit, email: siteContact.email, phone: siteContact.phone });
      expect(await screen.findByText(text)).toBeInTheDocument();
    });

    it("photos refused for good: thanks the visitor and asks them to email those photos, naming them", async () => {
      const { EnquiryInsertError } = jest.requireActual<typeof import("../../../src/lib/forms/supabaseInsert")>("../../../src/lib/forms/supabaseInsert");
      mockSupabaseSend.mockRejectedValueOnce(new EnquiryInsertError("too large", 403, { photo: "buckle.jpg", enquiryStored: true, refusedPhotos: ["buckle.jpg"] }));
      await sendWithPhotos();
      await screen.findByRole("heading", { name: formsContent.sent.heading });
      expect(screen.getByText(/^We have your enquiry, but we could not take buckle\.jpg/)).toContainElement(screen.getByRole("link", { name: siteContact.email }));
      expect(photoIds(getDraft("quote"))).toEqual([]);
    });
  });
});
