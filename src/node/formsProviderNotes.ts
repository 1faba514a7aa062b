import fs from "fs";
import path from "path";
import { resolveProvider, type FormsEnv } from "../lib/forms/provider";

/**
 * Why the enquiry forms will not use the provider data/forms.json names
 * (an unknown GATSBY_FORMS_PROVIDER, Supabase without its keys), for the
 * build log. A broken forms.json is reported by the data validation instead.
 */
export function formsProviderNotes(dataDir: string, env: FormsEnv): string[] {
  try {
    const forms = JSON.parse(fs.readFileSync(path.join(dataDir, "forms.json"), "utf8")) as { provider?: unknown };
    return resolveProvider(typeof forms.provider === "string" ? forms.provider : "", env).notes;
  } catch {
    return [];
  }
}
