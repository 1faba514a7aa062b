/**
 * @jest-environment ./__tests__/helpers/jsdomWithFetch.js
 */
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NativeForm } from "../../../src/components/forms/NativeForm";
import { getDraft, photoIds } from "../../../src/lib/forms/draft";
import { fillTemplate } from "../../../src/lib/forms/fields";
import { enquiryMailto } from "../../../src/lib/forms/mailto";
import type { Prepared } from "../../../src/lib/forms/photos/prepare";
import { SUPABASE_TIMEOUTS } from "../../../src/lib/forms/supabaseInsert";
import { choices, formsContent, siteContact, fillQuote } from "../../helpers/forms";
import { renderStyled } from "../../helpers/render";

/**
 * The Supabase provider when Supabase takes a request and never answers: the real send (supabase-js and
 * src/lib/forms/supabaseInsert.ts) over a fetch that never settles for the request the test picks, under
 * Jest's clock, so the production limits pass in an instant. What a stored enquiry looks like after such a
 * retry is checked against a stand-in of the project (__tests__/lib/forms/supabaseInsert.test.ts) and in
 * Chromium (e2e/forms-supabase.spec.ts).
 */

// jsdom cannot decode a picture: the browser's preparation is stood in for, as in NativeForm.photos.test.tsx.
jest.mock("../../../src/lib/forms/photos/prepare", () => ({
  preparePhoto: async (file: File): Promise<Prepared> => ({
    ok: true,
    photo: { id: `id-${file.name}`, name: file.name, originalName: file.name, type: "image/jpeg", blob: new Blob([new Uint8Array(1000)], { type: "image/jpeg" }), width: 2000, height: 1500 },
  }),
}));

const supabase = { url: "https://abcdefgh.supabase.co", anonKey: "test-anon-key" };
const { common } = formsContent;

/** The requests made, as "METHOD path"; those `hang` picks are never answered (nor is their abort heeded). */
let asked: string[] = [];
let hang: (path: string) => boolean = () => false;
let signals: AbortSignal[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  asked = [];
  signals = [];
  hang = () => false;
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:http://localhost/${(next += 1)}`);
  URL.revokeObjectURL = jest.fn();
  window.fetch = globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    asked.push(`${init?.method ?? "GET"} ${path}`);
    if (init?.signal) signals.push(init.signal);
    if (hang(path)) return new Promise<Response>(() => undefined);
    return Promise.resolve(path.startsWith("/storage/") ? Response.json({ Key: path, Id: "1" }) : new Response(null, { status: 201 }));
  }) as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

jest.setTimeout(20_000);

/** The mailto: addresses the form opened (jsdom cannot follow one). */
let mailtos: string[] = [];

function renderForm() {
  mailtos = [];
  renderStyled(<NativeForm kind="quote" mode="supabase" content={formsContent} site={siteContact} choices={choices} supabase={supabase} openMailto={(url) => mailtos.push(url)} />);
  return userEvent.setup({ delay: null, applyAccept: false, advanceTimers: jest.advanceTimersByTime });
}

/** Waits until the send has made the request that will hang (it then waits for an answer), then lets `ms` pass. */
async function noAnswerFor(ms: number) {
  await screen.findByRole("button", { name: common.sending });
  const waiting = () => asked.some((request) => hang(request.split(" ")[1]));
  for (let tries = 0; !waiting() && tries < 100; tries++) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
  }
  expect(waiting()).toBe(true);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe("the supabase provider when Supabase never answers", () => {
  it("the row: after its limit says so in the form's words, keeps every answer and the draft, and the next press sends", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    hang = (path) => path === "/rest/v1/enquiries";
    const user = renderForm();
    await fillQuote(user, "Repairs to rear belts in six cabs.");
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    await noAnswerFor(SUPABASE_TIMEOUTS.rowMs);

    const error = fillTemplate(common.errorTimeout, { seconds: SUPABASE_TIMEOUTS.rowMs / 1000 });
    expect(await screen.findByRole("alert")).toHaveTextContent(fillTemplate(common.submitError, { error, phone: siteContact.phone }));
    expect(screen.getByLabelText("Full name")).toHaveValue("Jane Smith");
    expect(screen.getByLabelText("Your requirements")).toHaveValue("Repairs to rear belts in six cabs.");
    expect(JSON.parse(window.sessionStorage.getItem("enquiry-draft:quote") ?? "{}")).toMatchObject({ name: "Jane Smith", email: "jane@example.co.uk" });
    // The request itself is abandoned, so the browser does not keep the connection waiting.
    expect(signals[0]?.aborted).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);

    hang = () => false;
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(await screen.findByRole("heading", { name: formsContent.sent.heading })).toBeInTheDocument();
    expect(asked).toEqual(["POST /rest/v1/enquiries", "POST /rest/v1/enquiries"]);
  });

  it("a photo: after its limit says the enquiry arrived without it, keeps the answers and photos, and the next press sends only what is missing", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    hang = (path) => path.endsWith("/2.jpg");
    const user = renderForm();
    await fillQuote(user, "Repairs to rear belts in six cabs.");
    await user.upload(screen.getByLabelText(new RegExp(`^${formsContent.quote.photos.label}`)), [
      new File(["pixels"], "label.jpg", { type: "image/jpeg" }),
      new File(["pixels"], "buckle.jpg", { type: "image/jpeg" }),
    ]);
    await screen.findByRole("button", { name: "Remove buckle.jpg" });
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    await noAnswerFor(SUPABASE_TIMEOUTS.photoMs);

    const error = fillTemplate(common.errorTimeout, { seconds: SUPABASE_TIMEOUTS.photoMs / 1000 });
    expect(await screen.findByText(fillTemplate(formsContent.quote.photos.notSent, { name: "buckle.jpg", error, submit: "Send enquiry" }))).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toHaveValue("Jane Smith");
    expect(screen.getByRole("button", { name: "Remove label.jpg" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove buckle.jpg" })).toBeInTheDocument();
    expect(photoIds(getDraft("quote"))).toEqual(["id-label.jpg", "id-buckle.jpg"]);
    expect(warn).toHaveBeenCalledTimes(1);
    // The enquiry itself arrived: sending it again by email would send it twice, so that is not offered.
    expect(screen.queryByRole("button", { name: common.emailInstead })).toBeNull();

    hang = () => false;
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(await screen.findByRole("heading", { name: formsContent.sent.heading })).toBeInTheDocument();
    // One row, the first photo once, the second twice: the enquiry is not sent again.
    expect(asked.map((request) => request.replace(/[0-9a-f-]{36}/, "<id>"))).toEqual([
      "POST /rest/v1/enquiries",
      "POST /storage/v1/object/enquiry-photos/<id>/1.jpg",
      "POST /storage/v1/object/enquiry-photos/<id>/2.jpg",
      "POST /storage/v1/object/enquiry-photos/<id>/2.jpg",
    ]);
  });

  it("the row with photos: the one press that sends it by email instead names the photos to attach, as the email provider does", async () => {
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    hang = (path) => path === "/rest/v1/enquiries";
    const user = renderForm();
    await fillQuote(user, "Repairs to rear belts in six cabs.");
    await user.upload(screen.getByLabelText(new RegExp(`^${formsContent.quote.photos.label}`)), [
      new File(["pixels"], "label.jpg", { type: "image/jpeg" }),
      new File(["pixels"], "buckle.jpg", { type: "image/jpeg" }),
    ]);
    await screen.findByRole("button", { name: "Remove buckle.jpg" });
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    await noAnswerFor(SUPABASE_TIMEOUTS.rowMs);
    await screen.findByRole("alert");

    await user.click(screen.getByRole("button", { name: common.emailInstead }));
    expect(mailtos).toEqual([enquiryMailto({ kind: "quote", content: formsContent, site: siteContact, choices, values: getDraft("quote") }, ["label.jpg", "buckle.jpg"])]);
    expect(new URL(mailtos[0]).searchParams.get("body")).toContain(`${formsContent.quote.photos.emailList}:\r\nlabel.jpg\r\nbuckle.jpg`);
    expect(screen.getByText(fillTemplate(formsContent.quote.photos.emailReminder, { names: "label.jpg, buckle.jpg" }).trim())).toBeVisible();
    // Nothing goes: the photos stay in the form, with every answer.
    expect(screen.getByRole("button", { name: "Remove label.jpg" })).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toHaveValue("Jane Smith");
  });
});
