import type { BuildSettings } from "./settings";

/**
 * The build log's account of the enquiry forms: which provider they use and
 * why (one line), and anything the owner should know or do (warnings: an
 * unknown GATSBY_FORMS_PROVIDER, Supabase without its keys, Netlify Forms
 * outside Netlify). A broken forms.json is reported by the data validation.
 */
export function formsProviderNotes(settings: Pick<BuildSettings, "forms" | "onNetlify">): { summary: string; warnings: string[] } {
  const { provider, chosen, source } = settings.forms;
  const reason =
    chosen === "auto"
      ? `${source} says "auto" and this build ${settings.onNetlify ? "runs on Netlify" : "does not run on Netlify"}`
      : chosen === provider
        ? `chosen in ${source}`
        : `${source} says "${chosen}"`;
  return { summary: `Enquiry forms: sent with "${provider}" (${reason}).`, warnings: settings.forms.notes };
}
