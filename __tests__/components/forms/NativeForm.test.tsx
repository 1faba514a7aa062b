import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NativeForm, type NativeFormProps } from "../../../src/components/forms/NativeForm";
import { fillTemplate } from "../../../src/lib/forms/fields";
import { choices, formsContent, siteContact } from "../../helpers/forms";
import { phonePattern, readFolder } from "../../helpers/siteData";
import { renderStyled } from "../../helpers/render";

function renderForm(props: Partial<NativeFormProps> = {}) {
  const openMailto = jest.fn<void, [string]>();
  const view = renderStyled(
    <NativeForm kind="quote" mode="email" content={formsContent} site={siteContact} choices={choices} supabase={null} openMailto={openMailto} {...props} />,
  );
  return { ...view, openMailto, user: userEvent.setup({ delay: null }) };
}

const field = (name: RegExp | string) => screen.getByLabelText(name);

async function fillQuote(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, field("Full name"), "Jane Smith");
  await fill(user, field(/^Company/), "Smith Coaches Ltd");
  await fill(user, field("Email address"), "jane@example.co.uk");
  await fill(user, field("Phone number"), "+44 1632 960123");
  await user.selectOptions(field("Sector"), "Buses & Coaches");
  await user.selectOptions(field("What do you need?"), "Seat Belt Rewebbing");
  await fill(user, field(/^Quantity/), "12");
  await fill(user, field("Your requirements"), "Rewebbing for twelve lap belts.\nGrey webbing, please.");
  await user.click(field("I agree to be contacted about this enquiry"));
}

/** Types a whole answer at once (as pasting or autofill does), which keeps these tests quick. */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

// Many real keyboard and pointer events per test; the shared CI machine needs the headroom.
jest.setTimeout(20_000);

beforeEach(() => window.sessionStorage.clear());

describe("NativeForm (quote)", () => {
  it("labels every field and offers the sectors and services from the data", () => {
    renderForm();
    const form = screen.getByRole("form", { name: "Quote request" });
    for (const label of ["Full name", "Email address", "Phone number", "Sector", "What do you need?", "Your requirements"]) {
      expect(within(form).getByLabelText(label)).toBeRequired();
    }
    expect(field(/^Company/)).not.toBeRequired();
    const sectors = within(field("Sector") as HTMLElement).getAllByRole("option").map((option) => option.textContent);
    // Every sector, by name (a new sector needs no change to the form).
    const names = readFolder<{ name: string }>("sectors").map((sector) => sector.name);
    expect(sectors).toEqual(["Choose one", ...names.sort((a, b) => (a < b ? -1 : 1)), "Other or not listed"]);
    expect(within(field("What do you need?") as HTMLElement).getByRole("option", { name: "Seat Belt Rewebbing" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "How we use your details" })).toHaveAttribute("href", "/privacy-policy/");
  });

  it("checks a field when the visitor leaves it and clears the message as they correct it", async () => {
    const { user } = renderForm();
    await user.type(field("Email address"), "jane@example");
    await user.tab();
    const email = field("Email address");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter an email address in the correct format, like name@example.co.uk");
    expect(screen.getByRole("status")).toHaveTextContent("Enter an email address in the correct format");
    await user.type(email, ".co.uk");
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(email).toHaveAccessibleDescription("");
  });

  it("does not complain about an empty field the visitor only walked past", async () => {
    const { user } = renderForm();
    await user.click(field("Full name"));
    await user.tab();
    expect(field("Full name")).not.toHaveAttribute("aria-invalid");
  });

  it("on submit lists every problem next to its field and focuses the first", async () => {
    const { user, openMailto } = renderForm();
    await fill(user, field("Full name"), "Jane Smith");
    await fill(user, field("Phone number"), "12345");
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(openMailto).not.toHaveBeenCalled();
    expect(field("Email address")).toHaveFocus();
    expect(field("Email address")).toHaveAccessibleDescription("Enter your email address");
    expect(field("Phone number")).toHaveAccessibleDescription(/Enter a UK phone number/);
    expect(field("Sector")).toHaveAccessibleDescription("Choose the sector your enquiry is for");
    expect(field("I agree to be contacted about this enquiry")).toHaveAccessibleDescription("Tick the box to agree to be contacted about your enquiry");
    expect(field("Full name")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("status")).toHaveTextContent("There are problems with 6 answers.");
  });

  it("opens the visitor's mail app with every answer laid out, then confirms with the phone number", async () => {
    const { user, openMailto } = renderForm();
    await fillQuote(user);
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(openMailto).toHaveBeenCalledTimes(1);
    const url = new URL(openMailto.mock.calls[0][0]);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(siteContact.email);
    expect(url.searchParams.get("subject")).toBe("Quote request from Jane Smith");
    expect(url.searchParams.get("body")?.split("\r\n")).toEqual([
      "Quote request",
      "",
      "Full name: Jane Smith",
      "Company: Smith Coaches Ltd",
      "Email address: jane@example.co.uk",
      "Phone number: +44 1632 960123",
      "Sector: Buses & Coaches",
      "What do you need: Seat Belt Rewebbing",
      "Quantity: 12",
      "I agree to be contacted about this enquiry: Yes",
      "",
      "Your requirements:",
      "Rewebbing for twelve lap belts.",
      "Grey webbing, please.",
      "",
      "--",
      "Sent from the form at http://localhost/",
    ]);
    // The sent view is in a chunk of its own (lazyPart), drawn once its code is in.
    expect(await screen.findByRole("heading", { name: "Your email is ready to send" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: phonePattern(siteContact.phone) })).toHaveAttribute("href", `tel:${siteContact.phoneE164}`);
    expect(screen.getByRole("link", { name: "Open the email again" })).toHaveAttribute("href", openMailto.mock.calls[0][0]);

    await user.click(screen.getByRole("button", { name: "Back to your enquiry" }));
    expect(field("Full name")).toHaveValue("Jane Smith");
    expect(field("I agree to be contacted about this enquiry")).toBeChecked();
  });

  it("keeps the answers after opening the mail app, through a reload, until the visitor says the email has gone", async () => {
    const { user, openMailto, unmount } = renderForm();
    await fillQuote(user);
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(openMailto).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Your answers stay on this page until you tell us the email has gone\./)).toBeInTheDocument();
    // No mail app opened, or the visitor came back later: the page is reloaded.
    expect(JSON.parse(window.sessionStorage.getItem("enquiry-draft:quote") ?? "{}")).toMatchObject({ name: "Jane Smith", company: "Smith Coaches Ltd", quantity: "12", consent: "yes" });
    unmount();

    const again = renderForm();
    expect(field("Full name")).toHaveValue("Jane Smith");
    expect(field("Your requirements")).toHaveValue("Rewebbing for twelve lap belts.\nGrey webbing, please.");
    expect(field("I agree to be contacted about this enquiry")).toBeChecked();
    expect(screen.getByText(fillTemplate(formsContent.email.draftKept, { submit: formsContent.quote.submit }))).toBeInTheDocument();
    await again.user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(again.openMailto).toHaveBeenCalledTimes(1);
    expect(again.openMailto.mock.calls[0][0]).toBe(openMailto.mock.calls[0][0]);

    await again.user.click(await screen.findByRole("button", { name: "I have sent the email" }));
    const thanks = screen.getByRole("heading", { name: formsContent.sent.heading });
    expect(thanks.closest("[data-sent]")).toHaveFocus();
    expect(screen.getByText(formsContent.sent.text)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Back to your enquiry" })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem("enquiry-draft:quote")).toBeNull();
    again.unmount();

    renderForm();
    expect(field("Full name")).toHaveValue("");
    expect(screen.queryByText(formsContent.common.draftRestored)).not.toBeInTheDocument();
  });

  it("after a reload, the kept answers can be cleared, and a changed answer is no longer the email's", async () => {
    const first = renderForm();
    await fillQuote(first.user);
    await first.user.click(screen.getByRole("button", { name: "Send enquiry" }));
    first.unmount();

    const { user, unmount } = renderForm();
    await user.type(field(/^Company/), " Group");
    unmount();
    renderForm();
    expect(field(/^Company/)).toHaveValue("Smith Coaches Ltd Group");
    expect(screen.getByText(formsContent.common.draftRestored)).toBeInTheDocument();
    expect(screen.queryByText(fillTemplate(formsContent.email.draftKept, { submit: formsContent.quote.submit }))).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Clear the form" }));
    expect(field("Full name")).toHaveValue("");
    expect(window.sessionStorage.getItem("enquiry-draft:quote")).toBeNull();
  });

  it("says 'Not given' for empty optional answers", async () => {
    const { user, openMailto } = renderForm();
    await fillQuote(user);
    await user.clear(field(/^Company/));
    await user.clear(field(/^Quantity/));
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    const body = new URL(openMailto.mock.calls[0][0]).searchParams.get("body") ?? "";
    expect(body).toContain("Company: Not given\r\n");
    expect(body).toContain("Quantity: Not given\r\n");
  });

  it("keeps the draft in session storage and restores it after a reload", async () => {
    const { user, unmount } = renderForm();
    await fill(user, field("Full name"), "Jane Smith");
    await user.selectOptions(field("Sector"), "Racing");
    await user.click(field("I agree to be contacted about this enquiry"));
    expect(JSON.parse(window.sessionStorage.getItem("enquiry-draft:quote") ?? "{}")).toEqual({ name: "Jane Smith", sector: "Racing", consent: "yes" });
    unmount();

    const { user: again } = renderForm();
    expect(field("Full name")).toHaveValue("Jane Smith");
    expect(field("Sector")).toHaveValue("Racing");
    expect(field("I agree to be contacted about this enquiry")).toBeChecked();
    expect(screen.getByText("We have kept what you typed earlier on this page.")).toBeInTheDocument();
    await again.click(screen.getByRole("button", { name: "Clear the form" }));
    expect(field("Full name")).toHaveValue("");
    expect(field("Full name")).toHaveFocus();
    expect(window.sessionStorage.getItem("enquiry-draft:quote")).toBeNull();
  });

  it("ignores a stored draft it cannot read", () => {
    window.sessionStorage.setItem("enquiry-draft:quote", "{not json");
    renderForm();
    expect(field("Full name")).toHaveValue("");
  });

  it("turns away a bot that fills the hidden field without sending anything", async () => {
    const { user, openMailto, container } = renderForm();
    await fillQuote(user);
    const trap = container.querySelector<HTMLInputElement>('input[name="homepage"]');
    if (!trap) throw new Error("no honeypot");
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
    await fill(user, trap, "https://spam.example");
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(openMailto).not.toHaveBeenCalled();
    expect(await screen.findByRole("heading", { name: "Your email is ready to send" })).toBeInTheDocument();
  });
});

describe("NativeForm (reseller)", () => {
  it("offers the five business types from the resellers page and the stock or dropship choice", async () => {
    const { user, openMailto } = renderForm({ kind: "reseller" });
    const types = within(field("Type of business") as HTMLElement)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(types).toEqual([
      "Choose one",
      "Marketplace sellers",
      "Auto parts retailers and breakers",
      "Bus and van upfitters and modifiers",
      "Accessibility and mobility stores",
      "Safety trade suppliers",
      "Other or not listed",
    ]);
    const preference = screen.getByRole("group", { name: "Would you hold stock or have us dropship?" });
    expect(within(preference).getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual(["stock", "dropship", "both"]);

    await fill(user, field("Full name"), "Sam Patel");
    await fill(user, field("Business name"), "Patel Parts");
    await fill(user, field("Email address"), "sam@example.co.uk");
    await fill(user, field("Phone number"), "07700 900123");
    await fill(user, field("Website or marketplace link"), "not a link");
    await user.selectOptions(field("Type of business"), "Marketplace sellers");
    await user.click(screen.getByRole("button", { name: "Send application" }));
    expect(field("Website or marketplace link")).toHaveFocus();
    expect(preference).toHaveAccessibleDescription("Choose stock, dropship or both");

    await user.clear(field("Website or marketplace link"));
    await fill(user, field("Website or marketplace link"), "www.ebay.co.uk/str/patelparts");
    await user.click(within(preference).getByLabelText("Dropship to my customers"));
    await user.click(screen.getByRole("button", { name: "Send application" }));
    const url = new URL(openMailto.mock.calls[0][0]);
    expect(url.searchParams.get("subject")).toBe("Reseller application from Patel Parts");
    const body = url.searchParams.get("body") ?? "";
    expect(body).toContain("Website or marketplace link: www.ebay.co.uk/str/patelparts\r\n");
    expect(body).toContain("Type of business: Marketplace sellers\r\n");
    expect(body).toContain("Would you hold stock or have us dropship: Dropship to my customers\r\n");
    expect(body).toContain("Tell us about your business: Not given\r\n");
  });
});
