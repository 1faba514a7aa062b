import { resolveProvider, type ProviderContext } from "../../../src/lib/forms/provider";

const away: ProviderContext = { supabase: false, onNetlify: false };
const onNetlify: ProviderContext = { supabase: false, onNetlify: true };

describe("resolveProvider", () => {
  it("uses data/forms.json unless GATSBY_FORMS_PROVIDER names another provider", () => {
    expect(resolveProvider("email", away)).toEqual({ provider: "email", chosen: "email", source: "data/forms.json", notes: [] });
    expect(resolveProvider("email", { ...away, override: "embed" })).toEqual({ provider: "embed", chosen: "embed", source: "GATSBY_FORMS_PROVIDER", notes: [] });
    expect(resolveProvider("embed", { ...away, override: " email " })).toMatchObject({ provider: "email", notes: [] });
  });

  it('"auto" means Netlify Forms on Netlify and email anywhere else', () => {
    expect(resolveProvider("auto", away)).toEqual({ provider: "email", chosen: "auto", source: "data/forms.json", notes: [] });
    expect(resolveProvider("auto", onNetlify)).toEqual({ provider: "netlify", chosen: "auto", source: "data/forms.json", notes: [] });
    expect(resolveProvider("email", { ...away, override: "auto" })).toMatchObject({ provider: "email", source: "GATSBY_FORMS_PROVIDER" });
  });

  it("keeps a provider named explicitly, on Netlify or not", () => {
    expect(resolveProvider("email", onNetlify)).toMatchObject({ provider: "email", notes: [] });
    expect(resolveProvider("embed", onNetlify)).toMatchObject({ provider: "embed", notes: [] });
    expect(resolveProvider("auto", { ...onNetlify, override: "email" })).toMatchObject({ provider: "email", notes: [] });
  });

  it("says that Netlify Forms chosen away from Netlify only work once deployed there", () => {
    const { provider, notes } = resolveProvider("netlify", away);
    expect(provider).toBe("netlify");
    expect(notes).toEqual([
      "The enquiry forms use Netlify Forms, but this build is not running on Netlify: enquiries are only received once the site is deployed to Netlify with form detection turned on.",
    ]);
    expect(resolveProvider("netlify", onNetlify).notes).toEqual([]);
  });

  it("explains an unknown override and keeps the configured provider", () => {
    const { provider, notes } = resolveProvider("embed", { ...away, override: "hubspot" });
    expect(provider).toBe("embed");
    expect(notes).toEqual(['GATSBY_FORMS_PROVIDER is "hubspot", which is not one of auto, email, supabase, embed, netlify; using "embed" from data/forms.json.']);
  });

  it('falls back to what "auto" would choose when Supabase has no address or key', () => {
    expect(resolveProvider("supabase", { ...away, supabase: true })).toMatchObject({ provider: "supabase", notes: [] });
    const elsewhere = resolveProvider("supabase", away);
    expect(elsewhere.provider).toBe("email");
    expect(elsewhere.notes).toEqual(['The enquiry forms are set to "supabase" but GATSBY_SUPABASE_URL or GATSBY_SUPABASE_ANON_KEY is not set; they will use "email" instead.']);
    expect(resolveProvider("supabase", onNetlify)).toMatchObject({ provider: "netlify", notes: [expect.stringMatching(/they will use "netlify" instead/)] });
  });

  it("treats a value it does not know in forms.json as auto (the data validation reports it)", () => {
    expect(resolveProvider("", away).provider).toBe("email");
    expect(resolveProvider("hubspot", onNetlify).provider).toBe("netlify");
  });
});
