import { act, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { EnquiryForm } from "../../src/components/EnquiryForm";
import { CONSENT_KEY } from "../../src/lib/consent";
import { storeConsent } from "../../src/lib/consentStore";
import { siteContact } from "../helpers/forms";
import { renderWithProviders } from "../helpers/render";
import { builtWith, readData } from "../helpers/siteData";

const { revision } = readData<{ revision: number }>("cookie-settings.json");

const scripts = (): HTMLScriptElement[] => Array.from(document.querySelectorAll<HTMLScriptElement>("script[data-enquiry-embed]"));


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
    builtWith({ forms: { provider: "netlify" } });
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
    builtWith({ forms: { provider: "embed" } });
    renderWithProviders(<EnquiryForm kind="reseller" />);
    expect(screen.getByRole("button", { name: "Load form" })).toBeInTheDocument();
    expect(scripts()).toHaveLength(0);
  });

  it("takes marketing consent from the visitor's cookie choice (useConsent), following it when it changes", () => {
    builtWith({ forms: { provider: "embed" } });
    const choose = (marketing: boolean) =>
      window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ necessary: true, analytics: false, marketing, decidedAt: new Date().toISOString(), revision }));
    choose(true);
    const { unmount } = renderWithProviders(<EnquiryForm kind="reseller" />);
    expect(scripts()).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Load form" })).not.toBeInTheDocument();
    unmount();
    expect(scripts()).toHaveLength(0);
    choose(false);
    renderWithProviders(<EnquiryForm kind="reseller" />);
    expect(screen.getByRole("button", { name: "Load form" })).toBeInTheDocument();
    expect(scripts()).toHaveLength(0);
    // Accepting marketing cookies (the banner, the settings dialog) loads the waiting form.
    act(() => storeConsent({ necessary: true, analytics: false, marketing: true, decidedAt: new Date().toISOString(), revision }));
    expect(scripts()).toHaveLength(1);
  });

  it("sends through Supabase when the build chose it, with the project it names", () => {
    builtWith({ forms: { provider: "supabase" }, supabase: { url: "https://abc.supabase.co", anonKey: "anon", guidesBucket: "guides", videoBucket: "video", videoFile: "intro.mp4" } });
    renderWithProviders(<EnquiryForm kind="quote" />);
    expect(screen.getByRole("form", { name: "Quote request" })).toHaveAttribute("data-provider", "supabase");
  });
});
