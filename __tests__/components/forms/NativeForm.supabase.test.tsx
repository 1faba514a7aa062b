/**
 * @jest-environment ./__tests__/helpers/jsdomWithFetch.js
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import http from "http";
import type { AddressInfo } from "net";
import { NativeForm } from "../../../src/components/forms/NativeForm";
import { getDraft } from "../../../src/lib/forms/draft";
import { fillTemplate } from "../../../src/lib/forms/fields";
import { enquiryMailto } from "../../../src/lib/forms/mailto";
import { choices, formsContent, siteContact } from "../../helpers/forms";
import { renderStyled } from "../../helpers/render";
import { phonePattern } from "../../helpers/siteData";

/** A stand-in for Supabase's PostgREST on 127.0.0.1: records each insert and answers as the test says. */
interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}
let server: http.Server;
let baseUrl = "";
let received: Received[] = [];
let reply: { status: number; body: string } = { status: 201, body: "" };
let release: Promise<void> = Promise.resolve();
/** The mailto: addresses the form opened (jsdom cannot follow one). */
let mailtos: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let data = "";
    request.on("data", (chunk: Buffer) => (data += chunk.toString()));
    request.on("end", () => {
      const cors = {
        "access-control-allow-origin": "*",
        "access-control-allow-headers": "*",
        "access-control-allow-methods": "POST, OPTIONS",
      };
      if (request.method === "OPTIONS") {
        response.writeHead(204, cors).end();
        return;
      }
      received.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body: data ? JSON.parse(data) : null });
      void release.then(() => {
        response.writeHead(reply.status, { ...cors, "content-type": "application/json" }).end(reply.body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  window.sessionStorage.clear();
  received = [];
  reply = { status: 201, body: "" };
  release = Promise.resolve();
  mailtos = [];
});

/** Types a whole answer at once (as pasting or autofill does), which keeps these tests quick. */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

// Many real keyboard and pointer events per test; the shared CI machine needs the headroom.
jest.setTimeout(20_000);

function renderForm() {
  renderStyled(
    <NativeForm kind="quote" mode="supabase" content={formsContent} site={siteContact} choices={choices} supabase={{ url: baseUrl, anonKey: "test-anon-key" }} openMailto={(url) => mailtos.push(url)} />,
  );
  return userEvent.setup({ delay: null });
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText("Full name"), "Jane Smith");
  await fill(user, screen.getByLabelText("Email address"), "jane@example.co.uk");
  await fill(user, screen.getByLabelText("Phone number"), "01632 960123");
  await user.selectOptions(screen.getByLabelText("Sector"), "Taxis");
  await user.selectOptions(screen.getByLabelText("What do you need?"), "Seat Belt Repairs");
  await fill(user, screen.getByLabelText(/^Quantity/), "1,200");
  await fill(user, screen.getByLabelText("Your requirements"), "Repairs to rear belts in six cabs.");
  await user.click(screen.getByLabelText("I agree to be contacted about this enquiry"));
  await user.click(screen.getByRole("button", { name: "Send enquiry" }));
}

/**
 * Presses the one button that sends the refused enquiry by email instead: the mailto: it opens is the email
 * provider's for the same answers (enquiryMailto), holds every answer, and the form keeps them all.
 */
async function sendByEmailInstead(user: ReturnType<typeof userEvent.setup>) {
  const { common } = formsContent;
  expect(screen.getAllByRole("button", { name: common.emailInstead })).toHaveLength(1);
  await user.click(screen.getByRole("button", { name: common.emailInstead }));
  expect(mailtos).toEqual([enquiryMailto({ kind: "quote", content: formsContent, site: siteContact, choices, values: getDraft("quote") }, [])]);
  const mail = new URL(mailtos[0]);
  expect(mail.pathname).toBe(siteContact.email);
  expect(mail.searchParams.get("subject")).toBe("Quote request from Jane Smith");
  for (const line of ["Full name: Jane Smith", "Email address: jane@example.co.uk", "Phone number: 01632 960123", "Sector: Taxis", "What do you need: Seat Belt Repairs", "Quantity: 1,200", "Repairs to rear belts in six cabs."]) {
    expect(mail.searchParams.get("body")).toContain(line);
  }
  // Said in the form's words (the phone number is shown with non-breaking spaces, so matched by what comes before it).
  const opened = fillTemplate(common.emailInsteadOpened, { email: siteContact.email, phone: "" }).split(siteContact.email)[0];
  expect(await screen.findByText((_text, element) => element?.tagName === "P" && (element.textContent ?? "").startsWith(opened))).toBeVisible();
  // The form and its answers stay as they are.
  expect(screen.getByLabelText("Full name")).toHaveValue("Jane Smith");
  expect(screen.getByLabelText("Your requirements")).toHaveValue("Repairs to rear belts in six cabs.");
  expect(screen.getByLabelText("I agree to be contacted about this enquiry")).toBeChecked();
  expect(screen.getByRole("form", { name: formsContent.quote.title })).toBeVisible();
}

describe("NativeForm with the supabase provider", () => {
  it("inserts one row into enquiries with the anon key and thanks the visitor", async () => {
    const user = renderForm();
    await fillAndSend(user);
    expect(await screen.findByRole("heading", { name: "Thank you, your enquiry has been sent" })).toBeInTheDocument();
    expect(received).toHaveLength(1);
    const [insert] = received;
    expect(insert.method).toBe("POST");
    expect(insert.url).toBe("/rest/v1/enquiries");
    expect(insert.headers.apikey).toBe("test-anon-key");
    expect(insert.headers.authorization).toBe("Bearer test-anon-key");
    // The anon role may not read rows back, so the insert must not ask for them.
    expect(insert.headers.prefer ?? "").not.toMatch(/return=representation/);
    expect(insert.body).toEqual({
      kind: "quote",
      page: "/",
      name: "Jane Smith",
      company: null,
      email: "jane@example.co.uk",
      phone: "01632 960123",
      sector: "Taxis",
      service: "Seat Belt Repairs",
      quantity: 1200,
      message: "Repairs to rear belts in six cabs.",
      consent: true,
      // Made up for each sending, so that a retry is refused as a duplicate instead of stored twice.
      submission_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    expect(window.sessionStorage.getItem("enquiry-draft:quote")).toBeNull();
  });

  it("says a rejected key in the form's words, not Supabase's, and keeps every field and the draft (401)", async () => {
    reply = { status: 401, body: JSON.stringify({ message: "Invalid API key", hint: "Double check your Supabase anon key." }) };
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const user = renderForm();
    await fillAndSend(user);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      `Sorry, we could not send your enquiry (${formsContent.common.errorService}). Everything you typed is still here, so you can try again, or call us on ${siteContact.phone}.`,
    );
    expect(alert).not.toHaveTextContent(/Invalid API key|401/);
    expect(warn.mock.calls.flat().join(" ")).toMatch(/Invalid API key, status 401/);
    expect(screen.getByLabelText("Full name")).toHaveValue("Jane Smith");
    expect(screen.getByLabelText("Sector")).toHaveValue("Taxis");
    expect(screen.getByLabelText("I agree to be contacted about this enquiry")).toBeChecked();
    expect(JSON.parse(window.sessionStorage.getItem("enquiry-draft:quote") ?? "{}")).toMatchObject({ name: "Jane Smith", quantity: "1,200" });
    expect(screen.getByRole("button", { name: "Send enquiry" })).not.toHaveAttribute("aria-disabled");
    await sendByEmailInstead(user);
  });

  /** What Supabase's API answers when a limit in supabase/migrations refuses an insert: SQLSTATE PT429, its code in the hint. */
  const refusal = (code: string, message: string) => ({ status: 429, body: JSON.stringify({ code: "PT429", message: `${code}: ${message}`, details: null, hint: code }) });

  it.each([
    ["a minute's limit", "busyMinute", refusal("enquiry-limit-minute", "at most 3 enquiries within 00:01:00 from one IP address.")],
    ["an hour's limit", "busyHour", refusal("enquiry-limit-hour", "at most 10 enquiries within 01:00:00 from one IP address.")],
    ["a day's limit", "busyDay", refusal("enquiry-limit-day", "at most 30 enquiries within 1 day from one email address.")],
    ["the ceiling", "busyCeiling", refusal("enquiry-ceiling", "at most 2000 enquiries within 01:00:00 in all.")],
  ] as const)("says which limit refused it (%s, 429) in the form's own words, with the phone number and the email address, and keeps every answer", async (_name, reason, answer) => {
    reply = answer;
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const user = renderForm();
    await fillAndSend(user);
    const { common } = formsContent;
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(fillTemplate(common.submitBusy, { reason: common[reason], email: siteContact.email, phone: siteContact.phone }));
    expect(alert).toHaveTextContent(siteContact.email);
    expect(alert).not.toHaveTextContent("enquiry-");
    expect(screen.getByRole("link", { name: phonePattern(siteContact.phone) })).toHaveAttribute("href", `tel:${siteContact.phoneE164}`);
    expect(screen.getByLabelText("Your requirements")).toHaveValue("Repairs to rear belts in six cabs.");
    expect(JSON.parse(window.sessionStorage.getItem("enquiry-draft:quote") ?? "{}")).toMatchObject({ name: "Jane Smith", email: "jane@example.co.uk", quantity: "1,200" });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain("the enquiries table refused it");
    await sendByEmailInstead(user);
    // Once the limit has passed, the same answers go.
    reply = { status: 201, body: "" };
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(await screen.findByRole("heading", { name: "Thank you, your enquiry has been sent" })).toBeInTheDocument();
    expect(received).toHaveLength(2);
  });

  it("shows a server error and lets the visitor try again (500)", async () => {
    reply = { status: 500, body: JSON.stringify({ code: "XX000", message: "internal server error" }) };
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const user = renderForm();
    await fillAndSend(user);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(`could not send your enquiry (${formsContent.common.errorService})`);
    expect(alert).not.toHaveTextContent(/internal server error|500/);
    expect(warn.mock.calls.flat().join(" ")).toMatch(/internal server error, status 500/);
    await sendByEmailInstead(user);
    reply = { status: 201, body: "" };
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(await screen.findByRole("heading", { name: "Thank you, your enquiry has been sent" })).toBeInTheDocument();
    expect(received).toHaveLength(2);
  });

  it("says the connection failed, not a status code, when the service is down with nothing to say (503, empty body)", async () => {
    reply = { status: 503, body: "" };
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const user = renderForm();
    await fillAndSend(user);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(`Sorry, we could not send your enquiry (${formsContent.common.errorNetwork}).`);
    expect(alert).not.toHaveTextContent(/503|HTTP/);
    // The cause, for a developer: in the console.
    expect(warn.mock.calls.flat().join(" ")).toContain("status 503");
    await sendByEmailInstead(user);
  });

  it("sends once however often the button is pressed while sending", async () => {
    let open: () => void = () => undefined;
    release = new Promise<void>((resolve) => (open = resolve));
    const user = renderForm();
    await fillAndSend(user);
    const button = await screen.findByRole("button", { name: "Sending…" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(received).toHaveLength(1));
    open();
    expect(await screen.findByRole("heading", { name: "Thank you, your enquiry has been sent" })).toBeInTheDocument();
    expect(received).toHaveLength(1);
  });
});
