import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { renderToString } from "react-dom/server";
import { EMBED_TIMEOUT_MS } from "../../../src/components/forms/EmbedForm";
import { EnquiryFormView, type EnquiryFormViewProps } from "../../../src/components/forms/EnquiryFormView";
import type { FormsContent } from "../../../src/components/forms/types";
import { choices, formsContent, siteContact } from "../../helpers/forms";
import { phonePattern } from "../../helpers/siteData";
import { renderStyled } from "../../helpers/render";

const embed = formsContent.quote.embed;
const scripts = (): HTMLScriptElement[] => Array.from(document.querySelectorAll<HTMLScriptElement>("script[data-enquiry-embed]"));
const container = (): HTMLElement => {
  const found = document.querySelector<HTMLElement>("[data-embed-container]");
  if (!found) throw new Error("no embed container");
  return found;
};

function withEmbed(change: Partial<FormsContent["quote"]["embed"]>): FormsContent {
  return { ...formsContent, quote: { ...formsContent.quote, embed: { ...embed, ...change } } };
}

function view(props: Partial<EnquiryFormViewProps> = {}): React.JSX.Element {
  return <EnquiryFormView kind="quote" provider="embed" content={formsContent} site={siteContact} choices={choices} supabase={null} marketingConsent {...props} />;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

describe("embedded third-party form", () => {
  it("adds its script once, deferred, fills the container's attributes and shows a spinner until the form appears", async () => {
    renderStyled(view());
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toHaveAttribute("src", embed.scriptUrl);
    expect(scripts()[0].defer).toBe(true);
    for (const { name, value } of embed.attributes) expect(container()).toHaveAttribute(name, value);
    expect(screen.getByRole("status")).toHaveTextContent("Loading the form…");

    await act(async () => {
      scripts()[0].dispatchEvent(new Event("load"));
      const form = document.createElement("form");
      form.setAttribute("aria-label", "Provider's form");
      container().appendChild(form);
    });
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Provider's form" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Contact us directly" })).not.toBeInTheDocument();
  });

  it("removes the script when the visitor leaves and adds exactly one again when they come back", () => {
    const first = renderStyled(view());
    expect(scripts()).toHaveLength(1);
    first.unmount();
    expect(scripts()).toHaveLength(0);
    const second = renderStyled(view());
    second.rerender(view());
    expect(scripts()).toHaveLength(1);
    second.unmount();
    expect(scripts()).toHaveLength(0);
  });

  it("shows the fallback card with phone, email, address and a native form when the script fails, logging once", () => {
    jest.useFakeTimers();
    renderStyled(view());
    act(() => {
      scripts()[0].dispatchEvent(new Event("error"));
    });
    const card = screen.getByRole("region", { name: "Contact us directly" });
    expect(within(card).getByText("Our online form could not be loaded just now. You can still reach us:")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: phonePattern(siteContact.phone) })).toHaveAttribute("href", `tel:${siteContact.phoneE164}`);
    expect(within(card).getByRole("link", { name: siteContact.email })).toHaveAttribute("href", `mailto:${siteContact.email}?subject=Quote%20request`);
    expect(card).toHaveTextContent(siteContact.address.postalCode);
    expect(within(card).getByRole("form", { name: "Quote request" })).toHaveAttribute("data-provider", "email");
    expect(screen.queryByText("Loading the form…")).not.toBeInTheDocument();
    expect(container()).not.toBeVisible();
    act(() => {
      jest.advanceTimersByTime(EMBED_TIMEOUT_MS * 2);
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(`Enquiry form (quote): the script ${embed.scriptUrl} failed to load.`);
    jest.useRealTimers();
  });

  it("gives up after 10 seconds when the script loads but no form appears", () => {
    jest.useFakeTimers();
    renderStyled(view());
    act(() => {
      scripts()[0].dispatchEvent(new Event("load"));
      jest.advanceTimersByTime(EMBED_TIMEOUT_MS - 1);
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading the form…");
    expect(screen.queryByRole("region", { name: "Contact us directly" })).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole("region", { name: "Contact us directly" })).toBeInTheDocument();
    expect(screen.queryByText("Loading the form…")).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch("did not appear within 10 seconds");
    jest.useRealTimers();
  });

  it("offers only the direct contact details when the configuration allows no native form", () => {
    renderStyled(view({ content: withEmbed({ nativeFallback: false }) }));
    act(() => {
      scripts()[0].dispatchEvent(new Event("error"));
    });
    expect(screen.getByRole("region", { name: "Contact us directly" })).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("waits for marketing consent with a 'Load form' button when the provider sets cookies", async () => {
    renderStyled(view({ marketingConsent: false }));
    expect(scripts()).toHaveLength(0);
    expect(screen.getByText(/sets marketing cookies/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: phonePattern(siteContact.phone) })).toHaveAttribute("href", `tel:${siteContact.phoneE164}`);
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Load form" }));
    expect(scripts()).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Load form" })).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading the form…");
  });

  it("loads at once when the provider sets no cookies", () => {
    renderStyled(view({ marketingConsent: false, content: withEmbed({ setsCookies: false }) }));
    expect(scripts()).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Load form" })).not.toBeInTheDocument();
  });

  it("puts in the server HTML the card for when JavaScript is off or fails, and says the form is loading while it comes", () => {
    const html = renderToString(view({ marketingConsent: false }));
    const card = /<div data-no-js-only="">(.*?)<\/section><\/div>/s.exec(html)?.[1] ?? "";
    expect(card).toContain("Contact us directly");
    expect(card).toContain(`href="tel:${siteContact.phoneE164}"`);
    expect(card).toContain(`href="mailto:${siteContact.email}?subject=Quote%20request"`);
    expect(html).toMatch(/<div role="status" data-js-only=""[^>]*>.*Loading the form…/s);
    expect(html).not.toContain("Load form");
  });
});

