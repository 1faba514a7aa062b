/*
 * The request headers Supabase's API (PostgREST, Storage) sees, as Cloudflare in front of every hosted project
 * passes them on (developers.cloudflare.com, "Cloudflare HTTP headers"): what the client sent, with
 *   - cf-connecting-ip set to the address that connected, replacing any the client sent;
 *   - that address appended to x-forwarded-for, after whatever the client sent there (so its first entry is the
 *     client's choice: supabase/supabase discussion 34647);
 *   - x-real-ip removed (Cloudflare strips it; only a Worker of the client's own can set it).
 * The migrations trust cf-connecting-ip (public.enquiry_settings); the tests forge the others.
 */

/** Header names as PostgREST and Storage hand them to the database: in lower case. */
export type Headers = Record<string, string>;

export function edgeHeaders(connectingAddress: string, sent: Headers = {}): Headers {
  const headers: Headers = {};
  for (const [name, value] of Object.entries(sent)) headers[name.toLowerCase()] = value;
  delete headers["x-real-ip"];
  const forwarded = headers["x-forwarded-for"];
  headers["x-forwarded-for"] = forwarded ? `${forwarded}, ${connectingAddress}` : connectingAddress;
  headers["cf-connecting-ip"] = connectingAddress;
  return headers;
}

/** A made-up x-forwarded-for, different on every request, as a script sends to look like many visitors. */
export const forgedForwardedFor = (n: number): Headers => ({ "x-forwarded-for": `198.51.100.${n % 250}`, "x-real-ip": `203.0.113.${n % 250}` });
