/**
 * Reading Netlify's configuration the way Netlify does, so the tests can ask
 * "which headers would Netlify send for this path?" and compare the answer
 * with nginx. netlify.toml is read with smol-toml (a complete TOML 1.0 parser);
 * a broken file is reported with its line rather than guessed at.
 */
import { parse, TomlDate, TomlError, type TomlTable } from "smol-toml";

export type { TomlTable };

/** netlify.toml's text as a table; `source` names the file in messages. */
export function readNetlifyToml(text: string, source = "netlify.toml"): TomlTable {
  try {
    return parse(text);
  } catch (error) {
    if (error instanceof TomlError) throw new Error(`${source} line ${error.line}: ${error.message.split("\n")[0]}`);
    throw error;
  }
}

export interface HeaderRule {
  for: string;
  values: Record<string, string>;
  /** Where the rule comes from, for messages. */
  source: string;
}

function isTable(value: unknown): value is TomlTable {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof TomlDate);
}

/** The [[headers]] blocks of a parsed netlify.toml. */
export function tomlHeaderRules(config: TomlTable): HeaderRule[] {
  const blocks = config.headers ?? [];
  if (!Array.isArray(blocks)) throw new Error("netlify.toml: headers must be [[headers]] blocks.");
  return blocks.map((block) => {
    const pattern = isTable(block) ? block.for : undefined;
    const values = isTable(block) ? block.values : undefined;
    if (typeof pattern !== "string" || !isTable(values)) {
      throw new Error("netlify.toml: each [[headers]] block needs `for` and [headers.values].");
    }
    const strings = Object.entries(values).map(([name, value]) => {
      if (typeof value !== "string") throw new Error(`netlify.toml: header ${name} for ${pattern} must be a string.`);
      return [name, value];
    });
    return { for: pattern, values: Object.fromEntries(strings), source: "netlify.toml" };
  });
}

/** The rules of a _headers file: a path line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "" || line.trim().startsWith("#")) return;
    if (!/^\s/.test(line)) {
      rules.push({ for: line.trim(), values: {}, source: "_headers" });
      return;
    }
    const colon = line.indexOf(":");
    const rule = rules[rules.length - 1];
    if (!rule || colon < 0) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path.`);
    rule.values[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  });
  return rules;
}

/**
 * Netlify's path pattern as a regular expression: `*` as a whole segment
 * matches the rest of the path (including nothing), `*` inside a segment
 * matches anything, `:name` one segment; a trailing slash is optional and
 * case does not matter.
 */
export function forRegExp(pattern: string): RegExp {
  const parts = pattern
    .split("/")
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(":")) return "([^/]+)";
      if (part === "*") return "?(.*)";
      return part
        .split("*")
        .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("(.*)");
    });
  return new RegExp(`^/${parts.join("/")}/?$`, "i");
}

/** Netlify sends this Cache-Control when no rule sets one (docs.netlify.com, caching overview). */
export const NETLIFY_DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** A pattern with no `*` and no `:name`, which matches one address (with or without its trailing slash). */
const isExactPath = (pattern: string): boolean => !/\*|(^|\/):/.test(pattern);

/**
 * The headers Netlify sends for `urlPath`. Netlify documents no order for two
 * matching rules that set one header: by the accounts we found it sends the
 * more specific rule's value, `netlify dev` sends the later rule's, and across
 * netlify.toml and _headers the order is Netlify's own. So such a pair is
 * accepted only where every reading gives the same answer: an exact path after
 * a wildcard in the same file, which then replaces the wildcard's value. Any
 * other pair is refused.
 */
export function netlifyHeadersFor(urlPath: string, rules: readonly HeaderRule[]): Record<string, string> {
  const headers: Record<string, string> = { "Cache-Control": NETLIFY_DEFAULT_CACHE_CONTROL };
  const setBy = new Map<string, HeaderRule>();
  for (const rule of rules.filter((r) => forRegExp(r.for).test(urlPath))) {
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      const earlier = setBy.get(key);
      const replaces = earlier !== undefined && earlier.source === rule.source && !isExactPath(earlier.for) && isExactPath(rule.for);
      if (earlier && !replaces) throw new Error(`${name} for ${urlPath} is set both by "${earlier.for}" (${earlier.source}) and "${rule.for}" (${rule.source}).`);
      setBy.set(key, rule);
      const existing = Object.keys(headers).find((h) => h.toLowerCase() === key);
      if (existing) delete headers[existing];
      headers[name] = value;
    }
  }
  return headers;
}
