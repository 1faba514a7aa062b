/** @jest-environment node */
import path from "path";
import { formsProviderNotes } from "../../src/node/formsProviderNotes";
import { readBuildSettings } from "../../src/node/settings";

const root = path.join(__dirname, "..", "..");
const notes = (env: NodeJS.ProcessEnv) => formsProviderNotes(readBuildSettings(env, root));

describe("formsProviderNotes", () => {
  it("says which provider the committed data chooses, and why, with nothing to warn about", () => {
    expect(notes({})).toEqual({ summary: 'Enquiry forms: sent with "email" (data/forms.json says "auto" and this build does not run on Netlify).', warnings: [] });
    expect(notes({ NETLIFY: "true" })).toEqual({ summary: 'Enquiry forms: sent with "netlify" (data/forms.json says "auto" and this build runs on Netlify).', warnings: [] });
    expect(notes({ GATSBY_FORMS_PROVIDER: "embed" }).summary).toBe('Enquiry forms: sent with "embed" (chosen in GATSBY_FORMS_PROVIDER).');
  });

  it("warns the build when Supabase is chosen without its keys", () => {
    expect(notes({ GATSBY_FORMS_PROVIDER: "supabase" })).toEqual({
      summary: 'Enquiry forms: sent with "email" (GATSBY_FORMS_PROVIDER says "supabase").',
      warnings: ['The enquiry forms are set to "supabase" but GATSBY_SUPABASE_URL or GATSBY_SUPABASE_ANON_KEY is not set; they will use "email" instead.'],
    });
    expect(notes({ GATSBY_FORMS_PROVIDER: "supabase", GATSBY_SUPABASE_URL: "https://abc.supabase.co", GATSBY_SUPABASE_ANON_KEY: "anon" }).warnings).toEqual([]);
  });

  it("warns about an unknown GATSBY_FORMS_PROVIDER and about Netlify Forms outside Netlify", () => {
    expect(notes({ GATSBY_FORMS_PROVIDER: "nonsense" }).warnings).toEqual([
      'GATSBY_FORMS_PROVIDER is "nonsense", which is not one of auto, email, supabase, embed, netlify; using "auto" from data/forms.json.',
    ]);
    expect(notes({ GATSBY_FORMS_PROVIDER: "netlify" }).warnings).toEqual([expect.stringMatching(/^The enquiry forms use Netlify Forms, but this build is not running on Netlify/)]);
  });
});
