/**
 * Reading Netlify's _redirects the way Netlify does, for the rules the site writes (plain paths, a status), so the
 * tests can ask "where would Netlify send this address?" and compare the answer with nginx. Splats, placeholders
 * and conditions are refused rather than guessed at: the build writes none.
 */
import { forRegExp } from "./netlifyHeaders";

export interface RedirectRule {
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
    const [from, to, statusText = "301"] = parts;
    if (/[*:]/.test(from) || from.includes("=")) throw new Error(`${where}: splats, placeholders and conditions are not read here ("${from}").`);
    const status = /^(\d{3})!?$/.exec(statusText);
    if (!status) throw new Error(`${where}: expected a status such as 301, found "${statusText}".`);
    rules.push({ from, to, status: Number(status[1]), force: statusText.endsWith("!") });
  });
  return rules;
}

/**
 * Netlify's answer for `address` (a path with an optional query string) by the first rule that matches, where a
 * redirect (301, 302, 303) names its target in Location with the visitor's query string passed on; undefined when
 * no rule matches. Netlify matches an address with or without its trailing slash, in any case.
 */
export function netlifyRedirectFor(address: string, rules: readonly RedirectRule[]): { status: number; location: string } | undefined {
  const [pathname, query] = address.split("?", 2);
  const rule = rules.find((candidate) => forRegExp(candidate.from).test(pathname));
  if (!rule) return undefined;
  return { status: rule.status, location: query === undefined || rule.to.includes("?") ? rule.to : `${rule.to}?${query}` };
}
