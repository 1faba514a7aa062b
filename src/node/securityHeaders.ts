import crypto from "crypto";
import type { Provider } from "../lib/forms/provider";

/**
 * The response headers of the deployed site, as pure functions of what the
 * site is built with. netlify.toml, deploy/nginx.conf and the files written at
 * build time (public/_headers, deploy/generated/) all come from, or are tested
 * against, this one module.
 */

/** The outside services the built site talks to, as origins (src/node/settings.ts parses them); they decide the Content-Security-Policy. */
export interface SiteConnections {
  /** The origin of GATSBY_SUPABASE_URL: guides, the video and form inserts go to this project. */
  supabaseOrigin?: string;
  /** How the enquiry forms are sent (src/node/settings.ts decides), and the origins of the embed scripts they load. */
  forms: { provider: Provider; embedOrigins: readonly string[] };
  /** A GA4 measurement id is set (data/site.json): analytics hosts are allowed only then. */
  analytics?: boolean;
}

/** HTML, page-data and every file without a content hash: the browser checks for a newer copy each time. */
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
/** Files whose name changes with their content: kept for a year, never re-checked. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Headers that do not depend on the build, sent with every response.
 *
 * Cross-Origin-Resource-Policy: no other site's page may load our files as its own pictures, scripts or
 * media (the browser refuses them). Nothing legitimate does: crawlers that fetch the og:image for a link
 * preview are not browsers and are not bound by it, a visitor opening a guide or a picture directly is a
 * navigation, which it does not cover, and the guides and video on Supabase come from its origin, not ours.
 */
export const staticSecurityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * Cross-Origin-Opener-Policy of every response but the CMS's page: a page of ours opened from another site
 * (or opening one) shares no window with it, so that site cannot reach it through window.opener.
 */
export const SITE_OPENER_POLICY = "same-origin";
/**
 * The CMS's page opens the sign-in in a window of its own, whose last page hands the token back through
 * window.opener: with "same-origin" the browser would cut that link as soon as the window leaves for
 * GitHub. The sign-in's own pages must send no opener policy (netlify/functions/cms-auth.ts).
 */
export const CMS_PAGE_OPENER_POLICY = "same-origin-allow-popups";

/** Extra headers for everything under /admin/ (the staff page is noindex in its HTML too). */
export const adminHeaders: Readonly<Record<string, string>> = { "X-Robots-Tag": "noindex, nofollow" };

/**
 * Webpack output carries a 20-character content hash: the site's at the root of public/ (app-36255113269d93469919.js),
 * the CMS's under /admin/ (cms-vendor-…js, its chunks and WebAssembly: src/node/cms/build.ts).
 */
export function isHashedAsset(urlPath: string): boolean {
  return /^\/(?:[^/]+[-.][0-9a-f]{20}\.(?:js|css)|admin\/[^/]+-[0-9a-f]{20}\.(?:js|wasm))$/.test(urlPath);
}

/** Cache-Control per kind of file, as Gatsby's caching guide recommends. */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith("/static/") || isHashedAsset(urlPath) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

export function isAdminPath(urlPath: string): boolean {
  return urlPath === "/admin" || urlPath.startsWith("/admin/");
}

/**
 * The origin a setting points at, for a CSP source list. Only https (or plain
 * http on this machine, for a local Supabase) and host names made of letters,
 * digits, dots and hyphens: the value ends up inside an nginx string and an
 * HTTP header, so anything else is refused rather than escaped.
 */
export function originOf(url: string, setting: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${setting} must be a full address such as https://example.com/, found "${url}".`);
  }
  const local = parsed.hostname === "localhost" || parsed.hostname === "127.0.0.1";
  if (parsed.protocol !== "https:" && !(local && parsed.protocol === "http:")) {
    throw new Error(`${setting} must start with https://, found "${url}".`);
  }
  if (!/^[a-z0-9.-]+$/.test(parsed.hostname)) {
    throw new Error(`${setting} has a host name that cannot go into a security policy: "${parsed.hostname}".`);
  }
  return parsed.origin;
}

/** The CSP source for one inline script or style: its SHA-256, as browsers compute it over the exact text. */
export function inlineHash(text: string): string {
  return `sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}`;
}

const attributes = String.raw`((?:\s+[^\s=>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*`;
const scriptTag = new RegExp(String.raw`<script\b${attributes}>([\s\S]*?)<\/script\s*>`, "gi");
const styleTag = new RegExp(String.raw`<style\b${attributes}>([\s\S]*?)<\/style\s*>`, "gi");
const executableTypes = new Set(["", "text/javascript", "application/javascript", "module"]);

/** The text of every inline script in a page that the browser would run (JSON-LD and other data blocks are not run). */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attrs, body] of html.matchAll(scriptTag)) {
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (executableTypes.has(value)) found.push(body);
  }
  return found;
}

/** The text of every <style> element in a page (emotion's critical CSS, gatsby-plugin-image's rules). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(styleTag)].map(([, , body]) => body);
}

/** Hashes of a build's inline scripts and <style> elements. */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

// Google's published CSP for GA4 (developers.google.com/tag-platform/security/guides/csp).
const analytics = {
  script: ["https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};

const unique = (values: readonly string[]): string[] => [...new Set(values)];

/**
 * Where the enquiry forms may be submitted natively. With JavaScript the
 * site's own form never submits (it sends by script), so this is what
 * happens without it: Netlify Forms posts to the thank-you page, an embed's
 * own form posts to its provider (its fallback form appears only with
 * JavaScript), and email and Supabase forms are not offered without
 * JavaScript at all (a mailto: form garbles what was typed), so nothing may.
 */
function formTargets(provider: Provider, embeds: readonly string[]): string[] {
  if (provider === "netlify") return ["'self'"];
  if (provider === "embed") return [...embeds];
  return ["'none'"];
}

/**
 * The Content-Security-Policy for the site built with `connections`, whose
 * pages contain inline scripts and styles with the given hashes.
 *
 * Inline scripts and <style> elements are allowed by hash. Emotion adds its
 * rules at run time with insertRule into empty <style> elements, hence the
 * hash of the empty text. 'unsafe-inline' remains for style attributes
 * (gatsby-plugin-image and Gatsby's focus wrapper write style="" into the
 * HTML), and in style-src for browsers that predate style-src-elem/-attr.
 * With a form embed, whose script adds <style> elements of its own that no
 * build can know, <style> elements fall back to 'unsafe-inline' as well.
 */
export function contentSecurityPolicy(connections: SiteConnections, inline: InlineHashes): string {
  const supabase = connections.supabaseOrigin ? [connections.supabaseOrigin] : [];
  const { provider, embedOrigins } = connections.forms;
  const embeds = provider === "embed" ? unique(embedOrigins) : [];
  const ga = connections.analytics ? analytics : { script: [], img: [], connect: [] };
  const quoted = (hashes: readonly string[]): string[] => unique(hashes).sort().map((hash) => `'${hash}'`);
  const styleElements = embeds.length > 0 ? ["'unsafe-inline'"] : quoted([...inline.styles, inlineHash("")]);
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...quoted(inline.scripts), ...ga.script, ...embeds]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["style-src-elem", ["'self'", ...styleElements]],
    ["style-src-attr", ["'unsafe-inline'"]],
    // blob: for the thumbnails of the photos a visitor adds to the quote form (object URLs only the page's own
    // scripts can make).
    ["img-src", ["'self'", "data:", "blob:", ...supabase, ...ga.img]],
    ["media-src", ["'self'", ...supabase]],
    ["connect-src", ["'self'", ...supabase, ...ga.connect, ...embeds]],
    ["frame-src", embeds.length > 0 ? embeds : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", formTargets(provider, embeds)],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(" ")}`).join("; ");
}

/** Every header a response for `urlPath` carries, CSP included (the CMS's page has its own: src/node/cms/headers.ts). */
export function headersFor(urlPath: string, csp: string): Record<string, string> {
  return {
    ...staticSecurityHeaders,
    "Content-Security-Policy": csp,
    "Cross-Origin-Opener-Policy": SITE_OPENER_POLICY,
    "Cache-Control": cacheControlFor(urlPath),
    ...(isAdminPath(urlPath) ? adminHeaders : {}),
  };
}
