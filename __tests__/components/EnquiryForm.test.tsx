import { screen } from "@testing-library/react";
import * as gatsby from "gatsby";
import { renderToString } from "react-dom/server";
import { EnquiryForm } from "../../src/components/EnquiryForm";
import { FormConsentContext } from "../../src/components/forms/FormConsent";
import type { FormsMetadata } from "../../src/node/settings";
import { siteContact } from "../helpers/forms";
import { renderWithProviders } from "../helpers/render";
import { siteData } from "../helpers/siteData";

const scripts = (): HTMLScriptElement[] => Array.from(document.querySelectorAll<HTMLScriptElement>("script[data-enquiry-embed]"));

/** The build chose another provider (src/node/settings.ts decides; the page reads siteMetadata.forms). */
function builtWith(forms: FormsMetadata): void {
  jest.spyOn(gatsby, "useStaticQuery").mockReturnValue({ ...siteData, site: { siteMetadata: { siteUrl: "https://www.beltwright.example", forms } } });
}

describe("EnquiryForm", () => {
  it("uses the email provider of data/forms.json by default, with the form's fields in the server HTML", () => {
    const html = renderToString(<EnquiryForm kind="quote" />);
    expect(html).toContain('data-provider="email"');
    expect(html).toMatch(/<label[^>]*for="enquiry-quote-email"[^>]*>Email address<\/label>/);
    expect(html).toMatch(/<input[^>]*id="enquiry-quote-email"/);
    // The contact card for when JavaScript is off or fails to load (globalCss shows it only then).
    expect(html).toMatch(new RegExp(`<div data-no-js-only=""[^>]*>.*Contact us directly.*tel:\\${siteContact.phoneE164}`, "s"));
    // No mailto: action: a browser sending the form to the mail app itself garbles what was typed.
    expect(html).not.toMatch(/<form[^>]*action=/);
    expect(html).toMatch(/<form[^>]*data-draft="quote"/);
    expect(html).not.toMatch(/<form[^>]*novalidate/i);
  });

  it("with the netlify provider, puts a form Netlify detects into the server HTML, posting to the thank-you page", () => {
    builtWith({ provider: "netlify", supabaseUrl: null, supabaseAnonKey: null });
    const html = renderToString(<EnquiryForm kind="reseller" />);
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('name="reseller"');
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/resellers/thanks/"');
    expect(form).toContain('data-netlify="true"');
    expect(form).toContain('netlify-honeypot="homepage"');
    expect(html).toContain('<input type="hidden" name="form-name" value="reseller"/>');
    // It posts without JavaScript, so there is no card instead of it and its button is always shown.
    expect(html).not.toContain("data-no-js-only");
    expect(html).toMatch(/<button type="submit"(?![^>]*data-js-only)[^>]*>Send application<\/button>/);
  });

  it("uses the provider the build chose", () => {
    builtWith({ provider: "embed", supabaseUrl: null, supabaseAnonKey: null });
    renderWithProviders(<EnquiryForm kind="reseller" />);
    expect(screen.getByRole("button", { name: "Load form" })).toBeInTheDocument();
    expect(scripts()).toHaveLength(0);
  });

  it("takes marketing consent from FormConsentContext, or from its prop", () => {
    builtWith({ provider: "embed", supabaseUrl: null, supabaseAnonKey: null });
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

  it("sends through Supabase when the build chose it, with the project it names", () => {
    builtWith({ provider: "supabase", supabaseUrl: "https://abc.supabase.co", supabaseAnonKey: "anon" });
    renderWithProviders(<EnquiryForm kind="quote" />);
    expect(screen.getByRole("form", { name: "Quote request" })).toHaveAttribute("data-provider", "supabase");
  });
});
