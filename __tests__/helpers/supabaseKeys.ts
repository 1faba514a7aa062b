/** A Supabase API key as a project's settings show it (the legacy kind): a JWT whose payload names its role. */
export const supabaseKey = (role: "anon" | "service_role" | "authenticated"): string =>
  ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", Buffer.from(JSON.stringify({ iss: "supabase", ref: "abcdefgh", role, iat: 1700000000, exp: 2000000000 })).toString("base64url"), "c2lnbmF0dXJl"].join(".");
