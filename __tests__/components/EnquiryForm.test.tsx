import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { EnquiryForm } from "../../src/components/EnquiryForm";
import { FormConsentContext } from "../../src/components/forms/FormConsent";
import { siteContact } from "../helpers/forms";
import { renderWithProviders } from "../helpers/render";

const scripts = (): HTMLScriptElement[] => Array.from(document.querySelectorAll<HTMLScriptElement>("script[data-enquiry-embed]"));

afterEach(() => {
  delete process.env.GATSBY_FORMS_PROVIDER;
});

describe("EnquiryForm", () => {
  it("uses the email provider of data/forms.json by default, with the form's fields in the server HTML", () => {
    const html = renderToString(<EnquiryForm kind="quote" />);
    expect(html).toContain('data-provider="email"');
    expect(html).toMatch(/<label[^>]*for="enquiry-quote-email"[^>]*>Email address<\/label>/);
    expect(html).toMatch(/<input[^>]*id="enquiry-quote-email"/);
    expect(html).toMatch(new RegExp(`<noscript>.*Contact us directly.*tel:\\${siteContact.phoneE164}.*</noscript>`, "s"));
    // Without JavaScript the browser itself checks the fields and hands them to the mail app.
    expect(html).toMatch(new RegExp(`<form[^>]*action="mailto:${siteContact.email}\\?subject=Quote%20request"[^>]*method="post"`));
    expect(html).not.toMatch(/<form[^>]*novalidate/i);
  });

  it("switches provider with GATSBY_FORMS_PROVIDER", () => {
    process.env.GATSBY_FORMS_PROVIDER = "embed";
    renderWithProviders(<EnquiryForm kind="reseller" />);
    expect(screen.getByRole("button", { name: "Load form" })).toBeInTheDocument();
    expect(scripts()).toHaveLength(0);
  });

  it("takes marketing consent from FormConsentContext, or from its prop", () => {
    process.env.GATSBY_FORMS_PROVIDER = "embed";
    const { unmount } = renderWithProviders(
      <FormConsentContext.Provider value={{ marketing: true }}>
        <EnquiryForm kind="reseller" />
      </FormConsentContext.Provider>,
    );
    expect(scripts()).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Load form" })).not.toBeInTheDocument();
    unmount();
    expect(scripts()).toHaveLength(0);
    renderWithProviders(
      <FormConsentContext.Provider value={{ marketing: true }}>
        <EnquiryForm kind="reseller" marketingConsent={false} />
      </FormConsentContext.Provider>,
    );
    expect(screen.getByRole("button", { name: "Load form" })).toBeInTheDocument();
  });

  it("sends by email when Supabase is chosen but not configured", () => {
    process.env.GATSBY_FORMS_PROVIDER = "supabase";
    renderWithProviders(<EnquiryForm kind="quote" />);
    expect(screen.getByRole("form", { name: "Quote request" })).toHaveAttribute("data-provider", "email");
  });
});
