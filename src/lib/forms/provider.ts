export const providers = ["email", "supabase", "embed", "netlify"] as const;
export type Provider = (typeof providers)[number];

export interface FormsEnv {
  /** GATSBY_FORMS_PROVIDER: switches the provider for one build without editing data/forms.json. */
  override?: string;
  supabaseUrl?: string;
  supabaseAnonKey?: string;
}

export interface SupabaseSettings {
  url: string;
  anonKey: string;
}

/**
 * The build-time environment. Each variable is written out in full because
 * Gatsby replaces exactly `process.env.GATSBY_…` in the browser bundle.
 */
export function readFormsEnv(): FormsEnv {
  return {
    override: process.env.GATSBY_FORMS_PROVIDER,
    supabaseUrl: process.env.GATSBY_SUPABASE_URL,
    supabaseAnonKey: process.env.GATSBY_SUPABASE_ANON_KEY,
  };
}

export function supabaseSettings(env: FormsEnv): SupabaseSettings | null {
  const url = env.supabaseUrl?.trim();
  const anonKey = env.supabaseAnonKey?.trim();
  return url && anonKey ? { url, anonKey } : null;
}

const isProvider = (value: string): value is Provider => (providers as readonly string[]).includes(value);

/**
 * The provider the forms use: data/forms.json, unless GATSBY_FORMS_PROVIDER
 * says otherwise. Supabase without its address and key cannot send anything,
 * so it falls back to email rather than showing a form that always fails.
 * `notes` explain each fallback, for the build log.
 */
export function resolveProvider(configured: string, env: FormsEnv): { provider: Provider; notes: string[] } {
  const notes: string[] = [];
  const override = env.override?.trim();
  let provider: Provider = isProvider(configured) ? configured : "email";
  if (override) {
    if (isProvider(override)) provider = override;
    else notes.push(`GATSBY_FORMS_PROVIDER is "${override}", which is not one of ${providers.join(", ")}; using "${provider}" from data/forms.json.`);
  }
  if (provider === "supabase" && !supabaseSettings(env)) {
    notes.push('The enquiry forms are set to "supabase" but GATSBY_SUPABASE_URL or GATSBY_SUPABASE_ANON_KEY is not set; they will use "email" instead.');
    provider = "email";
  }
  return { provider, notes };
}
