import { resolveProvider, supabaseSettings } from "../../../src/lib/forms/provider";

const keys = { supabaseUrl: "https://abc.supabase.co", supabaseAnonKey: "anon" };

describe("resolveProvider", () => {
  it("uses data/forms.json unless GATSBY_FORMS_PROVIDER names another provider", () => {
    expect(resolveProvider("email", {})).toEqual({ provider: "email", notes: [] });
    expect(resolveProvider("email", { override: "embed" })).toEqual({ provider: "embed", notes: [] });
    expect(resolveProvider("embed", { override: " email " })).toEqual({ provider: "email", notes: [] });
  });

  it("explains an unknown override and keeps the configured provider", () => {
    const { provider, notes } = resolveProvider("embed", { override: "hubspot" });
    expect(provider).toBe("embed");
    expect(notes).toEqual(['GATSBY_FORMS_PROVIDER is "hubspot", which is not one of email, supabase, embed, netlify; using "embed" from data/forms.json.']);
  });

  it("falls back to email when Supabase has no address or key", () => {
    expect(resolveProvider("supabase", keys)).toEqual({ provider: "supabase", notes: [] });
    const { provider, notes } = resolveProvider("supabase", { supabaseUrl: "https://abc.supabase.co" });
    expect(provider).toBe("email");
    expect(notes[0]).toMatch(/GATSBY_SUPABASE_URL or GATSBY_SUPABASE_ANON_KEY is not set/);
    expect(supabaseSettings({ supabaseUrl: " ", supabaseAnonKey: "anon" })).toBeNull();
    expect(supabaseSettings(keys)).toEqual({ url: "https://abc.supabase.co", anonKey: "anon" });
  });
});
