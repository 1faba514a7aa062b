import { createHash, randomBytes, timingSafeEqual } from "crypto";

/**
 * The CMS's GitHub sign-in, run by the site itself (docs/editing-content.md,
 * "Editors with a GitHub account"): the OAuth exchange Decap's GitHub backend
 * expects from an auth server. On Netlify this file is a Function, at
 * /.netlify/functions/cms-auth; on another host tools/cms-auth/server.ts
 * runs the same handler.
 *
 * Decap opens this address in a window with ?provider=github&scope=repo. We send
 * the editor to GitHub to allow the site; GitHub sends them back here with a code,
 * which we exchange for a token with the app's secret. The page we answer with then
 * hands the token to the CMS's page by Decap's handshake: it posts
 * "authorizing:github" to the CMS, and on the CMS's reply posts
 * "authorization:github:success:{token, provider}" to it, and only to it
 * (decap-cms-lib-auth, netlify-auth.js).
 *
 * Settings, from the environment: GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET (the
 * GitHub OAuth app's), CMS_SITE_ORIGIN (the site's address, when this runs on
 * another one) and GITHUB_OAUTH_URL (GitHub's sign-in; tests point it elsewhere).
 *
 * Everything in the request is hostile until checked (docs/security.md, "The CMS's
 * sign-in"): nothing from it reaches a page except as escaped data, and the only
 * values passed on to GitHub are the ones listed here.
 */

export interface AuthEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  GITHUB_OAUTH_URL?: string;
  CMS_SITE_ORIGIN?: string;
}

// __Host-: the browser takes it only from this host over HTTPS, with Path=/ and no Domain,
// so a sibling subdomain cannot plant a state of its choosing.
const STATE_COOKIE = "__Host-cms_auth_state";
const PROVIDER = "github";
/** What Decap asks for: `repo`, or `public_repo` for open authoring. Nothing wider is ever requested. */
const SCOPES = ["repo", "public_repo"];

/** The headers of every answer: never cached, never sniffed, HTTPS only (as the site's own, src/node/securityHeaders.ts). */
const HARDENED = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "Referrer-Policy": "no-referrer",
};

const stateCookie = (value: string, maxAge: number): string => `${STATE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;

/**
 * JSON that is safe inside a <script> element: `<`, `>` and `&` cannot end the script or open a comment,
 * and U+2028 / U+2029 cannot end a line of older JavaScript. The value the script sees is unchanged.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

const HTML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const htmlText = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]);

/** The page that hands the result to the CMS. Its one script is allowed by its hash; it may not be framed, post a form or change its base. */
function handshakePage(siteOrigin: string, outcome: "success" | "error", content: Record<string, string>): Response {
  const message = `authorization:${PROVIDER}:${outcome}:${JSON.stringify(content)}`;
  const script = `(function () {
  var site = ${scriptJson(siteOrigin)};
  var message = ${scriptJson(message)};
  window.addEventListener("message", function (event) {
    if (event.origin === site && event.data === "authorizing:${PROVIDER}") window.opener.postMessage(message, site);
  });
  if (window.opener) window.opener.postMessage("authorizing:${PROVIDER}", site);
})();`;
  const hash = createHash("sha256").update(script).digest("base64");
  const text = outcome === "success" ? "Signed in. This window closes by itself." : `Not signed in: ${content.message ?? "unknown error"}`;
  const body = `<!DOCTYPE html>\n<html lang="en-GB"><head><meta charset="utf-8"><title>Content manager sign-in</title></head><body><p>${htmlText(text)}</p><script>${script}</script></body></html>\n`;
  return new Response(body, {
    status: outcome === "success" ? 200 : 400,
    headers: {
      ...HARDENED,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `default-src 'none'; script-src 'sha256-${hash}'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'`,
      "Set-Cookie": stateCookie("", 0),
    },
  });
}

const cookie = (request: Request, name: string): string | undefined =>
  (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([key]) => key === name)?.[1];

// Hashes have the same length whatever was sent (multi-byte characters included), so the comparison
// cannot throw, and it takes the same time whatever the values.
const digest = (value: string): Buffer => createHash("sha256").update(value, "utf8").digest();
const same = (a: string, b: string): boolean => timingSafeEqual(digest(a), digest(b));

/**
 * CMS_SITE_ORIGIN as an origin (`https://host[:port]`), or why it is not one. With `secureOnly` (the Node
 * server, whose callback is on this origin and needs the Secure state cookie) plain HTTP is allowed only
 * for this machine.
 */
export function siteOriginFrom(value: string, { secureOnly = false } = {}): { origin: string } | { problem: string } {
  const problem = `CMS_SITE_ORIGIN must be the site's address alone, like https://www.example.co.uk (${secureOnly ? "HTTPS, " : ""}no path): it is "${value}"`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem };
  }
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  const allowed = url.protocol === "https:" || (url.protocol === "http:" && (local || !secureOnly));
  const originOnly = url.pathname === "/" && !value.endsWith("//") && !url.search && !url.hash && !url.username && !url.password;
  if (!originOnly || !allowed) return { problem };
  return { origin: url.origin };
}

/** GitHub's own errors when it sends the editor back without a code (OAuth 2.0, RFC 6749 section 4.1.2.1); anything else is not repeated. */
const GITHUB_ERRORS = ["access_denied", "redirect_uri_mismatch", "application_suspended", "invalid_request", "unauthorized_client", "invalid_scope", "server_error", "temporarily_unavailable"];

export async function handleCmsAuth(request: Request, env: AuthEnv): Promise<Response> {
  const url = new URL(request.url);
  const configured = env.CMS_SITE_ORIGIN ? siteOriginFrom(env.CMS_SITE_ORIGIN) : { origin: url.origin };
  if ("problem" in configured) return handshakePage(url.origin, "error", { message: `the sign-in is not set up: ${configured.problem}` });
  const siteOrigin = configured.origin;
  const github = (env.GITHUB_OAUTH_URL || "https://github.com").replace(/\/+$/, "");
  const clientId = env.GITHUB_CLIENT_ID ?? "";
  const clientSecret = env.GITHUB_CLIENT_SECRET ?? "";
  if (!clientId || !clientSecret) return handshakePage(siteOrigin, "error", { message: "the sign-in is not set up: GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are missing" });
  const callback = `${url.origin}${url.pathname}`;
  const code = url.searchParams.get("code");
  const refusal = url.searchParams.get("error");

  if (refusal !== null) {
    const known = GITHUB_ERRORS.includes(refusal) ? ` (${refusal})` : "";
    return handshakePage(siteOrigin, "error", { message: `GitHub did not let you in${known}; please try again` });
  }

  if (!code) {
    if ((url.searchParams.get("provider") ?? PROVIDER) !== PROVIDER) return handshakePage(siteOrigin, "error", { message: "this sign-in is for GitHub only" });
    const scope = url.searchParams.get("scope") || "repo";
    if (!SCOPES.includes(scope)) return handshakePage(siteOrigin, "error", { message: "this sign-in asks GitHub only for access to the repository (scope repo or public_repo)" });
    // The state ties GitHub's answer to this browser: it comes back in the address and in a cookie only this site can set.
    const state = randomBytes(24).toString("base64url");
    const authorize = new URL(`${github}/login/oauth/authorize`);
    authorize.search = new URLSearchParams({ client_id: clientId, redirect_uri: callback, scope, state }).toString();
    return new Response(null, { status: 302, headers: { ...HARDENED, Location: authorize.toString(), "Set-Cookie": stateCookie(state, 600) } });
  }

  const expected = cookie(request, STATE_COOKIE);
  const state = url.searchParams.get("state") ?? "";
  if (!expected || !state || !same(expected, state)) return handshakePage(siteOrigin, "error", { message: "the sign-in expired or came from another window; please try again" });
  try {
    const response = await fetch(`${github}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, code, redirect_uri: callback }),
    });
    const answer = (await response.json()) as { access_token?: string; error?: string; error_description?: string };
    if (!response.ok || !answer.access_token) return handshakePage(siteOrigin, "error", { message: answer.error_description ?? answer.error ?? `GitHub answered ${response.status}` });
    return handshakePage(siteOrigin, "success", { token: answer.access_token, provider: PROVIDER });
  } catch (error) {
    return handshakePage(siteOrigin, "error", { message: `GitHub could not be reached (${(error as Error).message})` });
  }
}

/** Netlify Functions (version 2): a web Request in, a Response out. */
export default (request: Request): Promise<Response> => handleCmsAuth(request, process.env);
