import fs from "fs";
import os from "os";
import path from "path";
import { formsProviderNotes } from "../../src/node/formsProviderNotes";

const realData = path.join(__dirname, "..", "..", "data");

describe("formsProviderNotes", () => {
  it("says nothing for the committed data with no variables set", () => {
    expect(formsProviderNotes(realData, {})).toEqual([]);
  });

  it("warns the build when Supabase is chosen without its keys", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forms-"));
    const forms = JSON.parse(fs.readFileSync(path.join(realData, "forms.json"), "utf8")) as Record<string, unknown>;
    fs.writeFileSync(path.join(dir, "forms.json"), JSON.stringify({ ...forms, provider: "supabase" }));
    expect(formsProviderNotes(dir, {})).toEqual([
      'The enquiry forms are set to "supabase" but GATSBY_SUPABASE_URL or GATSBY_SUPABASE_ANON_KEY is not set; they will use "email" instead.',
    ]);
    expect(formsProviderNotes(dir, { supabaseUrl: "https://abc.supabase.co", supabaseAnonKey: "anon" })).toEqual([]);
  });

  it("leaves a missing or broken forms.json to the data validation", () => {
    expect(formsProviderNotes(fs.mkdtempSync(path.join(os.tmpdir(), "forms-")), { override: "nonsense" })).toEqual([]);
  });
});
