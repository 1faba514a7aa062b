import type { SupabaseConfig } from "../storage/config";

/** How the enquiry forms are sent. */
export const providers = ["email", "supabase", "embed", "netlify"] as const;
export type Provider = (typeof providers)[number];

/** How the site's own form sends (useEnquirySubmit): the visitor's email app, a Supabase insert, or Netlify Forms. */
export type SendMode = Exclude<Provider, "embed">;

/**
 * What data/forms.json `provider` (and GATSBY_FORMS_PROVIDER) may say: a
 * provider, or "auto" to let the host decide (Netlify Forms when the build
 * runs on Netlify, otherwise email).
 */
export const providerChoices = ["auto", ...providers] as const;
export type ProviderChoice = (typeof providerChoices)[number];

/** The Supabase project enquiries go to: its address and public (anon) key, from the build's settings. */
export type SupabaseSettings = Pick<SupabaseConfig, "url" | "anonKey">;

/** What the choice depends on besides data/forms.json, all read at build time. */
export interface ProviderContext {
  /** GATSBY_FORMS_PROVIDER: switches the provider for one build without editing data/forms.json. */
  override?: string;
  /** Whether the build has a Supabase project (both its address and anon key). */
  supabase: boolean;
  /** NETLIFY=true: Netlify is running the build. */
  onNetlify: boolean;
}

export interface ProviderDecision {
  provider: Provider;
  /** What was asked for ("auto" or a provider), and where: for the build log. */
  chosen: ProviderChoice;
  source: "data/forms.json" | "GATSBY_FORMS_PROVIDER";
  /** Why the forms do not use what was asked for, or what the owner must still do; for the build log. */
  notes: string[];
}

const isChoice = (value: string): value is ProviderChoice => (providerChoices as readonly string[]).includes(value);

/** "auto": on Netlify its own form handling stores enquiries with nothing else to set up; elsewhere email needs no account. */
const automatic = (context: ProviderContext): Provider => (context.onNetlify ? "netlify" : "email");

/**
 * The provider the forms use, decided once per build: GATSBY_FORMS_PROVIDER
 * if it names a choice, otherwise data/forms.json. Supabase without its
 * address and key cannot send anything, so it falls back to what "auto"
 * would choose rather than showing a form that always fails.
 */
export function resolveProvider(configured: string, context: ProviderContext): ProviderDecision {
  const notes: string[] = [];
  const override = context.override?.trim();
  let chosen: ProviderChoice = isChoice(configured) ? configured : "auto";
  let source: ProviderDecision["source"] = "data/forms.json";
  if (override) {
    if (isChoice(override)) {
      chosen = override;
      source = "GATSBY_FORMS_PROVIDER";
    } else {
      notes.push(`GATSBY_FORMS_PROVIDER is "${override}", which is not one of ${providerChoices.join(", ")}; using "${chosen}" from data/forms.json.`);
    }
  }
  let provider: Provider = chosen === "auto" ? automatic(context) : chosen;
  if (provider === "supabase" && !context.supabase) {
    provider = automatic(context);
    notes.push(`The enquiry forms are set to "supabase" but GATSBY_SUPABASE_URL or GATSBY_SUPABASE_ANON_KEY is not set; they will use "${provider}" instead.`);
  }
  if (provider === "netlify" && !context.onNetlify) {
    notes.push(
      'The enquiry forms use Netlify Forms, but this build is not running on Netlify: enquiries are only received once the site is deployed to Netlify with form detection turned on.',
    );
  }
  return { provider, chosen, source, notes };
}
