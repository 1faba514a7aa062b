import crypto from "crypto";

/**
 * The response headers of the deployed site, as pure functions of what the
 * site is built with. netlify.toml, deploy/nginx.conf and the files written at
 * build time (public/_headers, deploy/generated/) all come from, or are tested
 * against, this one module.
 */

/** The outside services the built site talks to; they decide the Content-Security-Policy. */
export interface SiteConnections {
  /** GATSBY_SUPABASE_URL: guides, the video and form inserts go to this project. */
  supabaseUrl?: string;
  /** Script URLs of the third-party form embeds in use (quote and reseller forms). */
  embedScriptUrls: readonly string[];
  /** GA4 measurement id (data/site.json); analytics hosts are allowed only when it is set. */
  gaMeasurementId?: string;
}

/** HTML, page-data and every file without a content hash: the browser checks for a newer copy each time. */
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
/** Files whose name changes with their content: kept for a year, never re-checked. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";

/** Headers that do not depend on the build, sent with every response. */
export const staticSecurityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/** Extra headers for everything under /admin/ (the staff page is noindex in its HTML too). */
export const adminHeaders: Readonly<Record<string, string>> = { "X-Robots-Tag": "noindex, nofollow" };

/** Webpack output at the root of public/ carries a 20-character content hash (app-36255113269d93469919.js). */
export function isHashedAsset(urlPath: string): boolean {
  return /^\/[^/]+[-.][0-9a-f]{20}\.(?:js|css)$/.test(urlPath);
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

/** The CSP source for one inline script: its SHA-256, as browsers compute it over the exact text. */
export function scriptHash(text: string): string {
  return `sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}`;
}

const scriptTag = /<script\b((?:\s+[^\s=>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*>([\s\S]*?)<\/script\s*>/gi;
const executableTypes = new Set(["", "text/javascript", "application/javascript", "module"]);

/** The text of every inline script in a page that the browser would run (JSON-LD and other data blocks are not run). */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes, body] of html.matchAll(scriptTag)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (executableTypes.has(value)) found.push(body);
  }
  return found;
}

// Google's published CSP for GA4 (developers.google.com/tag-platform/security/guides/csp).
const analytics = {
  script: ["https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};

const unique = (values: readonly string[]): string[] => [...new Set(values)];

/**
 * The Content-Security-Policy for the site built with `connections`, whose
 * pages contain inline scripts with the given hashes.
 *
 * style-src keeps 'unsafe-inline': emotion adds <style> elements while the
 * site runs (each newly rendered component's rules), gatsby-plugin-image and
 * Gatsby's focus wrapper write style="" attributes into the HTML, and form
 * embeds inject their own styles; none of these can be listed by hash.
 * Scripts have no such exception: every inline script is allowed by its hash.
 */
export function contentSecurityPolicy(connections: SiteConnections, scriptHashes: readonly string[]): string {
  const supabase = connections.supabaseUrl ? [originOf(connections.supabaseUrl, "GATSBY_SUPABASE_URL")] : [];
  const embeds = unique(connections.embedScriptUrls.map((url) => originOf(url, "A form embed script URL in data/forms.json")));
  const ga = connections.gaMeasurementId ? analytics : { script: [], img: [], connect: [] };
  const hashes = unique(scriptHashes).sort().map((hash) => `'${hash}'`);
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...hashes, ...ga.script, ...embeds]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...supabase, ...ga.img]],
    ["media-src", ["'self'", ...supabase]],
    ["connect-src", ["'self'", ...supabase, ...ga.connect, ...embeds]],
    ["frame-src", embeds.length > 0 ? embeds : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", ...embeds]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(" ")}`).join("; ");
}

/** Every header a response for `urlPath` carries, CSP included. */
export function headersFor(urlPath: string, csp: string): Record<string, string> {
  return {
    ...staticSecurityHeaders,
    "Content-Security-Policy": csp,
    "Cache-Control": cacheControlFor(urlPath),
    ...(isAdminPath(urlPath) ? adminHeaders : {}),
  };
}
