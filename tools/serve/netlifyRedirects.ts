/**
 * Reading Netlify's _redirects the way Netlify does, for the rules the site writes, so the tests can ask "where
 * would Netlify send this address?" and compare the answer with nginx. What the build writes: plain paths with a
 * status (moved pages); and, for the CMS on an origin of its own, rules for one host (a full address as `from`),
 * a final splat (`/*`, passed on as `:splat`) and rewrites (200). Placeholders and conditions are refused rather
 * than guessed at: the build writes none.
 */
import { forRegExp } from "./netlifyHeaders";

export interface RedirectRule {
  /** Only for requests to this host (a domain-level rule, `https://host/path`); every host when absent. */
  host?: string;
  from: string;
  to: string;
  status: number;
  /** "301!": applied even where a file exists at `from`. */
  force: boolean;
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  text.split("\n").forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) return;
    const parts = trimmed.split(/\s+/);
    const where = `_redirects line ${index + 1}`;
    if (parts.length < 2 || parts.length > 3) throw new Error(`${where}: expected "from to [status]", found "${trimmed}".`);
    const [written, to, statusText = "301"] = parts;
    const domain = /^https?:\/\/([^/]+)(\/.*)$/.exec(written);
    const from = domain ? domain[2] : written;
    if (/:/.test(from) || from.includes("=") || from.slice(0, -1).includes("*") || (from.endsWith("*") && !from.endsWith("/*"))) {
      throw new Error(`${where}: placeholders, conditions and splats other than a final "/*" are not read here ("${written}").`);
    }
    const status = /^(\d{3})!?$/.exec(statusText);
    if (!status) throw new Error(`${where}: expected a status such as 301, found "${statusText}".`);
    rules.push({ ...(domain ? { host: domain[1] } : {}), from, to, status: Number(status[1]), force: statusText.endsWith("!") });
  });
  return rules;
}

export interface RequestContext {
  /** The host the request was made to; domain-level rules for other hosts do not apply. */
  host?: string;
  /** Whether the deploy has a file at this path: an unforced rule does not shadow one (Netlify serves the file). */
  isFile?: (pathname: string) => boolean;
}

/**
 * Netlify's answer for `address` (a path with an optional query string) by the first rule that matches, where a
 * redirect (301, 302, 303) names its target in Location with the visitor's query string passed on, and a rewrite
 * (200) the file served; undefined when no rule matches. Netlify matches an address with or without its trailing
 * slash, in any case.
 */
export function netlifyRedirectFor(address: string, rules: readonly RedirectRule[], context: RequestContext = {}): { status: number; location: string } | undefined {
  const [pathname, query] = address.split("?", 2);
  let splat = "";
  const rule = rules.find((candidate) => {
    if (candidate.host && candidate.host !== context.host) return false;
    if (!candidate.force && context.isFile?.(pathname)) return false;
    const match = forRegExp(candidate.from).exec(pathname);
    splat = candidate.from.endsWith("/*") ? (match?.[1] ?? "") : "";
    return match !== null;
  });
  if (!rule) return undefined;
  const to = rule.to.replace(":splat", splat);
  return { status: rule.status, location: query === undefined || to.includes("?") || rule.status === 200 ? to : `${to}?${query}` };
}
