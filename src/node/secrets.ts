/**
 * Gatsby publishes every GATSBY_* variable the pages use, and this site hands the Supabase key to every visitor on
 * purpose: it must be the project's public key, which row-level security limits. A secret key there would let
 * anyone read and change every table. So no GATSBY_* variable may hold one: the build stops, naming it.
 *
 * Supabase's secret keys are of two kinds: a JWT whose payload says `"role": "service_role"` (the legacy keys), and
 * keys starting `sb_secret_` (the new ones; the public ones start `sb_publishable_`).
 */

/** The payload of a JWT, or undefined when the text is not one. */
function jwtPayload(text: string): Record<string, unknown> | undefined {
  const parts = text.split(".");
  if (parts.length !== 3 || !parts.every((part) => /^[A-Za-z0-9_-]+$/.test(part))) return undefined;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8"));
    return payload && typeof payload === "object" ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** What kind of Supabase secret key `value` is ("service_role", "sb_secret_"), or undefined for anything else. */
export function supabaseSecretKind(value: string): string | undefined {
  const text = value.trim();
  if (text.startsWith("sb_secret_")) return "sb_secret_";
  return jwtPayload(text)?.role === "service_role" ? "service_role" : undefined;
}

/** One sentence per GATSBY_* variable holding a secret key: what it is, why it cannot be there, what goes there instead. */
export function secretsInPublicVariables(env: NodeJS.ProcessEnv): string[] {
  return Object.entries(env)
    .filter(([name]) => name.startsWith("GATSBY_"))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([name, value]) => {
      const kind = value ? supabaseSecretKind(value) : undefined;
      if (!kind) return [];
      const instead =
        name === "GATSBY_SUPABASE_ANON_KEY"
          ? 'This variable takes the project\'s public key: "anon public" (or a key starting sb_publishable_) under Project Settings → API Keys in Supabase.'
          : 'No GATSBY_ variable may hold one; the site needs only the project\'s public key: "anon public" (or a key starting sb_publishable_) under Project Settings → API Keys in Supabase, in GATSBY_SUPABASE_ANON_KEY.';
      return [
        `${name} holds a Supabase secret key (${kind}). Every GATSBY_ variable is published in the site's pages, and this key would let anyone read and change every table, bypassing row-level security. ${instead} Remove the secret key from the site's environment (in Netlify: Site configuration → Environment variables), and if it was ever deployed, roll it in Supabase.`,
      ];
    });
}
