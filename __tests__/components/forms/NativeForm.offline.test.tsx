import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NativeForm, type NativeFormProps } from "../../../src/components/forms/NativeForm";
import { fillTemplate } from "../../../src/lib/forms/fields";
import type { Prepared } from "../../../src/lib/forms/photos/prepare";
import { choices, fillQuote, formsContent, siteContact } from "../../helpers/forms";
import { renderStyled } from "../../helpers/render";

/**
 * The form with the chunks it loads after start-up failing, as on a train in a tunnel: the sending to Netlify or
 * Supabase and the sent view (form-send), and the photo field's code (photo-field). Each is stood in for by a module
 * that cannot be loaded while `mockNetwork.up` is false, as webpack's chunk loading rejects; a failed load is not
 * kept, so the next import asks again.
 *
 * In this order: a chunk that loads stays loaded for the rest of the file (as in a page view), so the test that
 * goes back online is the last.
 */
const mockNetwork = { up: false, asked: [] as string[] };
const mockChunk = <T,>(name: string, load: () => T): T => {
  mockNetwork.asked.push(name);
  if (!mockNetwork.up) throw new Error(`Loading chunk ${name} failed.`);
  return load();
};
jest.mock("../../../src/components/forms/sendLive", () => mockChunk("form-send", () => jest.requireActual<object>("../../../src/components/forms/sendLive")));
jest.mock("../../../src/components/forms/FormSent", () => mockChunk("form-send", () => jest.requireActual<object>("../../../src/components/forms/FormSent")));
jest.mock("../../../src/components/forms/PhotoFieldLive", () => mockChunk("photo-field", () => jest.requireActual<object>("../../../src/components/forms/PhotoFieldLive")));
// jsdom cannot decode a picture: the browser's preparation is stood in for (checked in Chromium by the browser tests).
jest.mock("../../../src/lib/forms/photos/prepare", () => ({
  preparePhoto: async (file: File): Promise<Prepared> => ({
    ok: true,
    photo: { id: `id-${file.name}`, name: file.name, originalName: file.name, type: "image/jpeg", blob: new Blob([new Uint8Array(1000)], { type: "image/jpeg" }), width: 800, height: 600 },
  }),
}));

jest.setTimeout(20_000);

beforeEach(() => {
  window.sessionStorage.clear();
  URL.createObjectURL = jest.fn(() => "blob:http://localhost/1");
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

function renderForm(props: Partial<NativeFormProps> = {}) {
  const openMailto = jest.fn<void, [string]>();
  renderStyled(<NativeForm kind="quote" mode="email" content={formsContent} site={siteContact} choices={choices} supabase={null} openMailto={openMailto} {...props} />);
  return { openMailto, user: userEvent.setup({ delay: null, applyAccept: false }) };
}

const REQUIREMENTS = "A frayed driver's belt.";
const send = () => screen.getByRole("button", { name: formsContent.quote.submit });
const photoInput = () => screen.getByLabelText(new RegExp(`^${formsContent.quote.photos.label}`)) as HTMLInputElement;

describe("the quote form when the chunks it loads later cannot load", () => {
  it("with Netlify: says the connection failed in the form's words, keeps every answer, and the next press asks again", async () => {
    const { user } = renderForm({ mode: "netlify" });
    await fillQuote(user, REQUIREMENTS);
    await user.click(send());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(fillTemplate(formsContent.common.submitError, { error: formsContent.common.errorNetwork, phone: siteContact.phone }));
    expect(screen.getByLabelText("Full name")).toHaveValue("Jane Smith");
    expect(screen.getByLabelText("Your requirements")).toHaveValue(REQUIREMENTS);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("the form's sending code did not load (Loading chunk form-send failed.)"));

    const asked = mockNetwork.asked.filter((name) => name === "form-send").length;
    await user.click(send());
    await waitFor(() => expect(mockNetwork.asked.filter((name) => name === "form-send").length).toBeGreaterThan(asked));
    expect(await screen.findByRole("alert")).toHaveTextContent(formsContent.common.errorNetwork);
    expect(screen.getByLabelText("Full name")).toHaveValue("Jane Smith");
  });

  it("by email: opens the mail app with every answer and the chosen photo's name, says the email is ready and keeps everything; once online, the sent view shows", async () => {
    const { user, openMailto } = renderForm();
    await fillQuote(user, REQUIREMENTS);
    await user.upload(photoInput(), [new File(["pixels"], "label.jpg", { type: "image/jpeg" })]);
    await user.click(send());

    await waitFor(() => expect(openMailto).toHaveBeenCalledTimes(1));
    const url = new URL(openMailto.mock.calls[0][0]);
    expect(url.searchParams.get("subject")).toBe("Quote request from Jane Smith");
    expect(url.searchParams.get("body")?.split("\r\n")).toEqual([
      "Quote request",
      "",
      "Full name: Jane Smith",
      "Company: Not given",
      "Email address: jane@example.co.uk",
      "Phone number: 01632 960123",
      "Sector: Taxis",
      "What do you need: Seat Belt Repairs",
      "Quantity: Not given",
      "I agree to be contacted about this enquiry: Yes",
      "",
      "Your requirements:",
      REQUIREMENTS,
      "",
      `${formsContent.quote.photos.emailList}:`,
      "label.jpg",
      "",
      "--",
      "Sent from the form at http://localhost/",
    ]);
    // The sent view could not load: the form says so in its own words, and everything typed and chosen is there.
    const notice = (await screen.findByText(formsContent.email.heading)).closest("p");
    // It says the email app has just opened (not "earlier"), and how else to reach the business.
    expect(notice).toHaveTextContent(
      fillTemplate(formsContent.email.justOpened, { phone: siteContact.phone, email: siteContact.email, submit: formsContent.quote.submit }),
    );
    expect(within(notice as HTMLElement).getByRole("link", { name: siteContact.email })).toHaveAttribute("href", `mailto:${siteContact.email}`);
    expect(notice).toHaveFocus();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByLabelText("Full name")).toHaveValue("Jane Smith");
    expect(photoInput().files?.[0]?.name).toBe("label.jpg");
    expect(mockNetwork.asked).toEqual(expect.arrayContaining(["form-send", "photo-field"]));

    // Online again: the field's code comes as the visitor goes back to the photos, and takes the one chosen.
    mockNetwork.up = true;
    await user.click(photoInput());
    expect(await screen.findByRole("button", { name: "Remove label.jpg" })).toBeVisible();
    // The same press opens the same email, and the sent view shows.
    await user.click(send());
    expect(openMailto).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole("heading", { name: formsContent.email.heading })).toBeVisible();
    expect(openMailto.mock.calls[1][0]).toBe(openMailto.mock.calls[0][0]);
    expect(screen.getByText(fillTemplate(formsContent.quote.photos.emailReminder, { names: "label.jpg" }))).toBeVisible();
    expect(screen.queryByRole("form")).toBeNull();
  });
});
