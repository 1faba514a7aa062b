/**
 * Reading Netlify's configuration the way Netlify does, so the tests can ask
 * "which headers would Netlify send for this path?" and compare the answer
 * with nginx. netlify.toml is read by a small parser for the part of TOML it
 * uses (tables, arrays of tables, strings, numbers, booleans); anything else
 * is an error rather than a guess.
 */

export type TomlValue = string | number | boolean | TomlTable | TomlTable[];
export interface TomlTable {
  [key: string]: TomlValue;
}

const bareKey = /^[A-Za-z0-9_-]+$/;

function parseKey(raw: string, line: number): string[] {
  return raw.split(".").map((part) => {
    const key = part.trim();
    if (bareKey.test(key)) return key;
    const quoted = /^"([^"\\]*)"$/.exec(key);
    if (quoted) return quoted[1];
    throw new Error(`netlify.toml line ${line}: unsupported key "${raw}".`);
  });
}

const escapes: Record<string, string> = { '"': '"', "\\": "\\", n: "\n", t: "\t", r: "\r", b: "\b", f: "\f" };

/** Reads one value from the start of `text`; returns it and what follows it. */
function parseValue(text: string, line: number): [TomlValue, string] {
  if (text.startsWith('"""') || text.startsWith("'''")) throw new Error(`netlify.toml line ${line}: multi-line strings are not supported here.`);
  if (text.startsWith('"')) {
    let value = "";
    for (let i = 1; i < text.length; i++) {
      const c = text[i];
      if (c === '"') return [value, text.slice(i + 1)];
      if (c !== "\\") {
        value += c;
        continue;
      }
      const next = text[++i];
      if (next === "u" && /^[0-9A-Fa-f]{4}$/.test(text.slice(i + 1, i + 5))) {
        value += String.fromCharCode(parseInt(text.slice(i + 1, i + 5), 16));
        i += 4;
      } else if (next in escapes) value += escapes[next];
      else throw new Error(`netlify.toml line ${line}: unknown escape "\\${next}".`);
    }
    throw new Error(`netlify.toml line ${line}: unterminated string.`);
  }
  if (text.startsWith("'")) {
    const end = text.indexOf("'", 1);
    if (end < 0) throw new Error(`netlify.toml line ${line}: unterminated string.`);
    return [text.slice(1, end), text.slice(end + 1)];
  }
  const word = /^[^\s#]+/.exec(text)?.[0] ?? "";
  const rest = text.slice(word.length);
  if (word === "true" || word === "false") return [word === "true", rest];
  if (/^[+-]?\d+(\.\d+)?$/.test(word)) return [Number(word), rest];
  throw new Error(`netlify.toml line ${line}: unsupported value "${text}".`);
}

function child(table: TomlTable, key: string, line: number): TomlTable {
  const existing = table[key];
  if (existing === undefined) return (table[key] = {});
  if (Array.isArray(existing)) return existing[existing.length - 1];
  if (typeof existing === "object") return existing;
  throw new Error(`netlify.toml line ${line}: "${key}" is already a value.`);
}

export function parseToml(text: string): TomlTable {
  const root: TomlTable = {};
  let current = root;
  text.split("\n").forEach((rawLine, index) => {
    const line = index + 1;
    const trimmed = rawLine.trim();
    if (trimmed === "" || trimmed.startsWith("#")) return;
    const arrayHeader = /^\[\[([^\]]+)\]\]\s*(#.*)?$/.exec(trimmed);
    const tableHeader = /^\[([^\]]+)\]\s*(#.*)?$/.exec(trimmed);
    if (arrayHeader) {
      const keys = parseKey(arrayHeader[1], line);
      const parent = keys.slice(0, -1).reduce((table, key) => child(table, key, line), root);
      const last = keys[keys.length - 1];
      const list = parent[last] ?? (parent[last] = []);
      if (!Array.isArray(list)) throw new Error(`netlify.toml line ${line}: "${last}" is not an array of tables.`);
      current = {};
      list.push(current);
      return;
    }
    if (tableHeader) {
      current = parseKey(tableHeader[1], line).reduce((table, key) => child(table, key, line), root);
      return;
    }
    const eq = trimmed.indexOf("=");
    if (eq < 0) throw new Error(`netlify.toml line ${line}: expected key = value.`);
    const keys = parseKey(trimmed.slice(0, eq), line);
    const [value, rest] = parseValue(trimmed.slice(eq + 1).trim(), line);
    if (rest.trim() !== "" && !rest.trim().startsWith("#")) throw new Error(`netlify.toml line ${line}: unexpected "${rest.trim()}".`);
    const target = keys.slice(0, -1).reduce((table, key) => child(table, key, line), current);
    const last = keys[keys.length - 1];
    if (last in target) throw new Error(`netlify.toml line ${line}: "${last}" is set twice.`);
    target[last] = value;
  });
  return root;
}

export interface HeaderRule {
  for: string;
  values: Record<string, string>;
  /** Where the rule comes from, for messages. */
  source: string;
}

/** The [[headers]] blocks of a parsed netlify.toml. */
export function tomlHeaderRules(config: TomlTable): HeaderRule[] {
  const blocks = config.headers ?? [];
  if (!Array.isArray(blocks)) throw new Error("netlify.toml: headers must be [[headers]] blocks.");
  return blocks.map((block) => {
    const values = block.values;
    if (typeof block.for !== "string" || !values || typeof values !== "object" || Array.isArray(values)) {
      throw new Error("netlify.toml: each [[headers]] block needs `for` and [headers.values].");
    }
    const strings = Object.entries(values).map(([name, value]) => {
      if (typeof value !== "string") throw new Error(`netlify.toml: header ${name} for ${block.for} must be a string.`);
      return [name, value];
    });
    return { for: block.for, values: Object.fromEntries(strings), source: "netlify.toml" };
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

/**
 * The headers Netlify sends for `urlPath`. Two matching rules that set the same
 * header are refused: Netlify joins or overrides such values depending on
 * where they are declared, so the configuration must not depend on it.
 */
export function netlifyHeadersFor(urlPath: string, rules: readonly HeaderRule[]): Record<string, string> {
  const headers: Record<string, string> = { "Cache-Control": NETLIFY_DEFAULT_CACHE_CONTROL };
  const setBy = new Map<string, HeaderRule>();
  for (const rule of rules.filter((r) => forRegExp(r.for).test(urlPath))) {
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      const earlier = setBy.get(key);
      if (earlier) throw new Error(`${name} for ${urlPath} is set both by "${earlier.for}" (${earlier.source}) and "${rule.for}" (${rule.source}).`);
      setBy.set(key, rule);
      const existing = Object.keys(headers).find((h) => h.toLowerCase() === key);
      if (existing) delete headers[existing];
      headers[name] = value;
    }
  }
  return headers;
}
