import { normaliseRoute, pageFamilies, staticRoutes } from "./routes";
import type { DataProblem } from "./problems";

/**
 * data/redirects.json: addresses the site once published that are no longer pages. Each is either moved (a 301 to
 * the page that replaces it, written for Netlify and nginx by src/node/redirectFiles.ts) or retired on purpose (it
 * answers "page not found"). What the file alone can tell is checked here for the CMS and the build alike; whether an
 * address is still a page needs the site's routes, which only the build has for certain.
 */

export const REDIRECTS_FILE = "redirects.json";

export interface Redirect {
  from: string;
  to: string;
}

/**
 * An old address: a path of letters, digits, "-", "_", "." and "~" between single slashes, no segment starting with a
 * dot. Nothing else is needed by a page's address, and nothing in it can end a line, a quoted value or a directive in
 * Netlify's _redirects or nginx's configuration (no spaces, quotes, markup, ";", "{", "$", "#" or "?").
 */
export const OLD_PATH_PATTERN = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)*(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*)?$/;

/** Addresses the site's own files and the hosts answer: a redirect there would hide them or never be used. */
export const RESERVED_PREFIXES = ["/admin/", "/static/", "/page-data/", "/_gatsby/"] as const;
const RESERVED_ADDRESSES = ["/admin", "/_headers", "/_redirects", "/404.html", "/404/", "/robots.txt", "/sitemap-index.xml", "/cms-auth"];

const shown = (value: string): string => JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);

/** Why `value` cannot be an old address of this site, in words an editor can act on; undefined when it can. */
export function oldPathProblem(value: string): string | undefined {
  const example = 'e.g. "/sectors/buses/"';
  if (value.trim() === "") return `expected an address on this site such as "/sectors/buses/", found an empty text.`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("//") || /^www\./i.test(value)) {
    return `${shown(value)} is a full web address. Give only the part after the site's name, starting with "/", ${example}; an address on another site cannot be redirected from here.`;
  }
  if (!value.startsWith("/")) return `expected an address on this site starting with "/", ${example}, found ${shown(value)}.`;
  if (/[?#]/.test(value)) return `${shown(value)} has a "?" or "#" part. Give the address without it: whatever follows "?" in a visitor's address is passed on.`;
  if (!OLD_PATH_PATTERN.test(value)) {
    return `${shown(value)} holds characters an address here cannot: use letters, digits, "-", "_", "." and "~" between single slashes (no spaces, quotes or markup), ${example}.`;
  }
  if (RESERVED_ADDRESSES.includes(value) || RESERVED_PREFIXES.some((prefix) => value.startsWith(prefix))) {
    return `${shown(value)} belongs to the site's own files (${[...RESERVED_PREFIXES, ...RESERVED_ADDRESSES].join(", ")}) and cannot be redirected or retired.`;
  }
  return undefined;
}

/**
 * One spelling per address: a page's address with its trailing slash ("/sectors/buses" → "/sectors/buses/"), as the
 * site builds its pages; a file's address as it is ("/brochure.pdf").
 */
export function canonicalOldPath(value: string): string {
  const last = value.slice(value.lastIndexOf("/") + 1);
  return last.includes(".") ? value : normaliseRoute(value);
}

/** The data file of the page at `route`, for messages: "data/sectors/aviation.json", or where a fixed page is made. */
export function pageSource(route: string): string {
  for (const family of pageFamilies) {
    if (route.startsWith(family.routePrefix) && route.length > family.routePrefix.length) return `data/${family.folder}/${route.slice(family.routePrefix.length, -1)}.json`;
  }
  const fixed = staticRoutes.find((candidate) => candidate.path === route);
  return fixed ? `src/pages/${fixed.page}` : "the site's code";
}

const record = (value: unknown): Record<string, unknown> | undefined => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined);

interface Entry {
  index: number;
  from: string;
  to: string;
}

interface Parsed {
  /** Redirects whose two addresses are well formed, as canonical addresses. */
  entries: Entry[];
  /** Retired addresses that are well formed, canonical, with their place in the list. */
  retired: { index: number; address: string }[];
}

/** The well-formed part of the file; the rest is reported by the schema's own checks. */
function parse(value: unknown): Parsed {
  const file = record(value);
  const list = Array.isArray(file?.redirects) ? file.redirects : [];
  const entries = list.flatMap((item, index): Entry[] => {
    const { from, to } = record(item) ?? {};
    if (typeof from !== "string" || oldPathProblem(from) !== undefined) return [];
    if (typeof to !== "string" || !to.startsWith("/") || /[?#]/.test(to)) return [];
    return [{ index, from: canonicalOldPath(from), to: normaliseRoute(to) }];
  });
  const retiredList = Array.isArray(file?.retired) ? file.retired : [];
  const retired = retiredList.flatMap((address, index) => (typeof address === "string" && oldPathProblem(address) === undefined ? [{ index, address: canonicalOldPath(address) }] : []));
  return { entries, retired };
}

/**
 * What data/redirects.json alone can tell: a new address that is not a plain page address, two entries for one old
 * address, an address both moved and retired, a redirect to itself, and chains and loops (an entry whose new address
 * is itself moved). The CMS runs these before a save; the build runs them too.
 */
export function redirectFileProblems(value: unknown): DataProblem[] {
  const problems: DataProblem[] = [];
  const file = record(value);
  const list = Array.isArray(file?.redirects) ? file.redirects : [];
  list.forEach((item, index) => {
    const { from, to } = record(item) ?? {};
    if (typeof to !== "string") return;
    const entry = typeof from === "string" ? from : undefined;
    const report = (message: string) => problems.push({ file: REDIRECTS_FILE, entry, field: `redirects[${index}].to`, message });
    if (to.startsWith("#")) report(`${shown(to)} is an anchor on a page, not a page. Give the address of the page that replaces the old one, e.g. "/sectors/aviation".`);
    else if (to.startsWith("/") && /[?#]/.test(to)) report(`${shown(to)} has a "?" or "#" part. Give the page's address alone, e.g. "${normaliseRoute(to)}".`);
  });

  const { entries, retired } = parse(value);
  const byFrom = new Map<string, Entry>();
  for (const entry of entries) {
    const first = byFrom.get(entry.from);
    if (first) {
      problems.push({ file: REDIRECTS_FILE, entry: entry.from, field: `redirects[${entry.index}].from`, message: `"${entry.from}" is also moved by redirects[${first.index}]. Keep one entry for each old address.` });
    } else {
      byFrom.set(entry.from, entry);
    }
  }
  for (const entry of entries) {
    if (byFrom.get(entry.from) !== entry) continue;
    const report = (message: string) => problems.push({ file: REDIRECTS_FILE, entry: entry.from, field: `redirects[${entry.index}].to`, message });
    if (entry.to === entry.from) {
      report(`sends "${entry.from}" to itself, a loop no browser can follow. Give the address of the page that replaces it.`);
      continue;
    }
    // Follow the new address through the other entries: visitors would be redirected more than once, or for ever.
    const path = [entry.from];
    let current = entry.to;
    let loop = false;
    for (let hop = byFrom.get(current); hop; hop = byFrom.get(current)) {
      path.push(current);
      if (path.includes(hop.to)) {
        path.push(hop.to);
        loop = true;
        break;
      }
      current = hop.to;
    }
    if (path.length === 1) continue;
    if (loop) {
      report(`is a loop: ${path.map((address) => `"${address}"`).join(" → ")}. Browsers give up on a loop. Send each old address to a page that exists.`);
    } else {
      path.push(current);
      report(
        `is a chain: ${path.map((address) => `"${address}"`).join(" → ")}, because "${entry.to}" is itself moved by redirects[${byFrom.get(entry.to)?.index}]. Send "${entry.from}" straight to "${current}", so visitors are redirected once.`,
      );
    }
  }

  const retiredSeen = new Map<string, number>();
  for (const { index, address } of retired) {
    const report = (message: string) => problems.push({ file: REDIRECTS_FILE, entry: address, field: `retired[${index}]`, message });
    const first = retiredSeen.get(address);
    if (first !== undefined) report(`"${address}" is also retired[${first}]. List each address once.`);
    else retiredSeen.set(address, index);
    const moved = byFrom.get(address);
    if (moved) report(`"${address}" is also moved to "${moved.to}" by redirects[${moved.index}]. An address is either moved or retired: remove it from one of the two lists.`);
  }
  return problems;
}

/**
 * What needs the site's pages (`routes`, as built: "/sectors/aviation/"): an old address that is still a page (the
 * redirect would never be used, or on nginx would hide the page) and a new address that is not a page.
 */
export function redirectRouteProblems(value: unknown, routes: ReadonlySet<string>): DataProblem[] {
  const problems: DataProblem[] = [];
  const { entries, retired } = parse(value);
  // "/sectors/aviation/index.html" is the page "/sectors/aviation/" by another name.
  const pageOf = (address: string): string => (address.endsWith("/index.html") ? address.slice(0, -"index.html".length) : address);
  for (const entry of entries) {
    if (routes.has(pageOf(entry.from))) {
      problems.push({
        file: REDIRECTS_FILE,
        entry: entry.from,
        field: `redirects[${entry.index}].from`,
        message: `"${entry.from}" is still a page of this site (${pageSource(pageOf(entry.from))}), so this redirect would never be used. If that page is the one that moved, delete it; otherwise check the old address.`,
      });
    }
    if (!routes.has(entry.to)) {
      problems.push({
        file: REDIRECTS_FILE,
        entry: entry.from,
        field: `redirects[${entry.index}].to`,
        message: `sends "${entry.from}" to "${entry.to}", which is not a page of this site. Check the new address, or create that page first; pages have addresses such as "/contact" or "/sectors/aviation".`,
      });
    }
  }
  for (const { index, address } of retired) {
    if (!routes.has(pageOf(address))) continue;
    problems.push({
      file: REDIRECTS_FILE,
      entry: address,
      field: `retired[${index}]`,
      message: `"${address}" is still a page of this site (${pageSource(pageOf(address))}). An address is retired once its page is deleted: delete the page, or remove the address from this list.`,
    });
  }
  return problems;
}

/** The redirects to write, as canonical addresses, from a file the checks above found nothing wrong with. */
export function redirectsOf(value: unknown): Redirect[] {
  return parse(value).entries.map(({ from, to }) => ({ from, to }));
}

/** The retired addresses, canonical. */
export function retiredOf(value: unknown): string[] {
  return parse(value).retired.map(({ address }) => address);
}
