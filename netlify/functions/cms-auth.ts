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
 */

export interface AuthEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  GITHUB_OAUTH_URL?: string;
  CMS_SITE_ORIGIN?: string;
}

const STATE_COOKIE = "cms_auth_state";
const PROVIDER = "github";

/** The page that hands the result to the CMS. Its one script is allowed by its hash, and the page may not be framed. */
function handshakePage(siteOrigin: string, outcome: "success" | "error", content: Record<string, string>): Response {
  const message = `authorization:${PROVIDER}:${outcome}:${JSON.stringify(content)}`;
  const script = `(function () {
  var site = ${JSON.stringify(siteOrigin)};
  var message = ${JSON.stringify(message)};
  window.addEventListener("message", function (event) {
    if (event.origin === site && event.data === "authorizing:${PROVIDER}") window.opener.postMessage(message, site);
  });
  if (window.opener) window.opener.postMessage("authorizing:${PROVIDER}", site);
})();`;
  const hash = createHash("sha256").update(script).digest("base64");
  const text = outcome === "success" ? "Signed in. This window closes by itself." : `Not signed in: ${content.message ?? "unknown error"}`;
  const escaped = text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
  const body = `<!DOCTYPE html>\n<html lang="en-GB"><head><meta charset="utf-8"><title>Content manager sign-in</title></head><body><p>${escaped}</p><script>${script}</script></body></html>\n`;
  return new Response(body, {
    status: outcome === "success" ? 200 : 400,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; script-src 'sha256-${hash}'; frame-ancestors 'none'`,
      "Set-Cookie": `${STATE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
    },
  });
}

const cookie = (request: Request, name: string): string | undefined =>
  (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([key]) => key === name)?.[1];

const same = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function handleCmsAuth(request: Request, env: AuthEnv): Promise<Response> {
  const url = new URL(request.url);
  const siteOrigin = env.CMS_SITE_ORIGIN?.replace(/\/+$/, "") || url.origin;
  const github = (env.GITHUB_OAUTH_URL || "https://github.com").replace(/\/+$/, "");
  const clientId = env.GITHUB_CLIENT_ID ?? "";
  const clientSecret = env.GITHUB_CLIENT_SECRET ?? "";
  if (!clientId || !clientSecret) return handshakePage(siteOrigin, "error", { message: "the sign-in is not set up: GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are missing" });
  const callback = `${url.origin}${url.pathname}`;
  const code = url.searchParams.get("code");

  if (!code) {
    const provider = url.searchParams.get("provider") ?? PROVIDER;
    if (provider !== PROVIDER) return handshakePage(siteOrigin, "error", { message: `unknown provider "${provider}"` });
    // The state ties GitHub's answer to this browser: it comes back in the address and in a cookie only this site can read.
    const state = randomBytes(24).toString("base64url");
    const authorize = new URL(`${github}/login/oauth/authorize`);
    authorize.search = new URLSearchParams({ client_id: clientId, redirect_uri: callback, scope: url.searchParams.get("scope") || "repo", state }).toString();
    return new Response(null, {
      status: 302,
      headers: { Location: authorize.toString(), "Cache-Control": "no-store", "Set-Cookie": `${STATE_COOKIE}=${state}; Path=/; Max-Age=600; HttpOnly; Secure; SameSite=Lax` },
    });
  }

  const expected = cookie(request, STATE_COOKIE);
  const state = url.searchParams.get("state") ?? "";
  if (!expected || !same(expected, state)) return handshakePage(siteOrigin, "error", { message: "the sign-in expired or came from another window; please try again" });
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
