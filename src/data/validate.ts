import { describePictureFault } from "./pictures";
import { formatProblem, type DataProblem } from "./problems";
import { oldPathProblem, redirectFileProblems, redirectRouteProblems, REDIRECTS_FILE } from "./redirects";
import { allRoutes, namedStaticRoutes, normaliseRoute } from "./routes";
import { schemas, type Field, type FileSchema, type ScalarField } from "./schema";
import { findJsonSyntaxProblem } from "./jsonSyntax";

/**
 * The checks of the data files, as the build, `npm run validate-data` and the CMS run them. Nothing here reads a
 * file: the CMS bundles this module and checks an entry before it saves (validateValue, uniqueValueProblems), and
 * the build hands validateData what src/node/dataFiles.ts read from data/.
 */

export { formatProblem, type DataProblem };

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function describe(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)";
  if (value === null) return "null";
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === "string") return value.trim() === "" ? "an empty text" : `the text "${value.slice(0, 60)}"`;
  if (typeof value === "object") return "an object";
  return `${typeof value} ${JSON.stringify(value)}`;
}

/** Line and column of a character offset, for JSON syntax errors. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split("\n");
  return `line ${before.length}, column ${before[before.length - 1].length + 1}`;
}

function parseJson(file: string, text: string): { value?: unknown; problem?: DataProblem } {
  try {
    return { value: JSON.parse(text) };
  } catch {
    // Located here, not read from the engine's message, which each browser and Node release words its own way.
    const found = findJsonSyntaxProblem(text);
    const where = found ? ` at ${lineAndColumn(text, found.offset)} (${found.found})` : "";
    return {
      problem: {
        file,
        message: `is not valid JSON${where}. Look for a missing or extra comma, an unclosed quote or bracket just before that point.`,
      },
    };
  }
}

interface Context {
  /** Relative to data/: "site.json", or "sectors/aviation.json" for an entry of a folder. */
  file: string;
  entry?: string;
  problems: DataProblem[];
  /** Paths and image fields are checked once every file is read. */
  links: { ctx: { file: string; entry?: string }; field: string; value: string; kind: "path" | "image" | "ref"; ref?: string }[];
}

/** Link words that say nothing of where a link goes (WCAG 2.4.4; ATAG B.2.1: the editor is told before publishing). */
const VAGUE_LINK_TEXTS = new Set(["click here", "here", "read more", "more", "click", "this link", "link", "this"]);

/** Whether a link's words are only "click here", "read more" or the like, whatever the case and closing stop. */
export function vagueLinkText(text: string): boolean {
  return VAGUE_LINK_TEXTS.has(text.trim().toLowerCase().replace(/[.…!:>»→\s]+$/u, ""));
}

function expectScalar(ctx: Context, name: string, field: ScalarField, value: unknown): void {
  const report = (message: string) => ctx.problems.push({ file: ctx.file, entry: ctx.entry, field: name, message });
  const hint = field.hint ? ` (${field.hint})` : "";
  switch (field.kind) {
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value)) report(`expected a number${hint}, found ${describe(value)}.`);
      else if (field.min !== undefined && field.max !== undefined && (!Number.isInteger(value) || value < field.min || value > field.max)) {
        report(`expected a whole number from ${field.min} to ${field.max}${hint}, found ${value}.`);
      } else if (!Number.isInteger(value)) {
        // GraphQL declares numbers as Int: a fraction would fail the build with a message about the schema.
        report(`expected a whole number${hint}, found ${value}.`);
      }
      return;
    case "boolean":
      if (typeof value !== "boolean") report(`expected true or false, found ${describe(value)}.`);
      return;
    default:
      break;
  }
  if (typeof value !== "string") {
    report(`expected a text${hint}, found ${describe(value)}.`);
    return;
  }
  // An empty string is allowed only where the hint says so (the analytics id).
  if (value.trim() === "" && field.kind === "string" && !field.hint?.includes('""')) {
    report(`expected a non-empty text${hint}, found an empty text.`);
    return;
  }
  if (field.linkText && vagueLinkText(value)) {
    report(`says "${value}", which does not tell someone who hears only the links where this one goes: write where it leads or what it does, e.g. "Request a quote" or "See our aviation seat belts".`);
  }
  if (field.oneOf && !field.oneOf.includes(value)) {
    report(`expected one of ${field.oneOf.map((v) => `"${v}"`).join(", ")}, found "${value}".`);
  }
  if (field.kind === "slug") {
    if (!SLUG_PATTERN.test(value)) {
      report(`expected a slug of lowercase letters, digits and single hyphens (e.g. "buses-coaches"), found "${value}".`);
    } else if (field.ref) {
      ctx.links.push({ ctx: { file: ctx.file, entry: ctx.entry }, field: name, value, kind: "ref", ref: field.ref });
    }
  }
  if (field.kind === "url" && !/^https:\/\/[^\s]+$/.test(value)) {
    report(`expected a full web address starting with https://, found "${value}".`);
  }
  if (field.kind === "email" && !EMAIL_PATTERN.test(value)) {
    report(`expected an email address such as "name@example.co.uk", found "${value}".`);
  }
  if (field.kind === "oldPath") {
    const problem = oldPathProblem(value);
    if (problem) report(problem);
  }
  if (field.kind === "path" || field.kind === "image") {
    ctx.links.push({ ctx: { file: ctx.file, entry: ctx.entry }, field: name, value, kind: field.kind });
  }
}

/** "expected exactly 3 items", "expected from 2 to 8 items", "expected at least one item". */
function boundsText(min: number, max: number | undefined, noun: string, nouns: string): string {
  if (max === min) return `expected exactly ${min} ${min === 1 ? noun : nouns}`;
  if (max !== undefined) return `expected from ${min} to ${max} ${nouns}`;
  return min === 1 ? `expected at least one ${noun}` : `expected at least ${min} ${nouns}`;
}

function expectField(ctx: Context, name: string, field: Field, value: unknown): void {
  const report = (message: string) => ctx.problems.push({ file: ctx.file, entry: ctx.entry, field: name, message });
  if (value === undefined || value === null) {
    if (!field.optional) report("is required but missing.");
    return;
  }
  if (field.list) {
    if (!Array.isArray(value)) {
      report(`expected a list in square brackets [...], found ${describe(value)}.`);
      return;
    }
    const min = field.minItems ?? 1;
    if (value.length < min || (field.maxItems !== undefined && value.length > field.maxItems)) {
      report(`${boundsText(min, field.maxItems, "item", "items")}, found ${value.length === 0 ? "an empty list" : value.length}.`);
    }
    value.forEach((item, i) => expectOne(ctx, `${name}[${i}]`, field, item));
    if (field.kind === "object") {
      const items = value.map((item, i) => ({ where: `${name}[${i}]`, value: item as unknown }));
      expectUnique(ctx, field.fields, items, { locate: (where, key) => ({ file: ctx.file, field: `${where}.${key}` }), name: (where) => where, each: "item of this list" });
    }
    return;
  }
  expectOne(ctx, name, field, value);
}

function expectOne(ctx: Context, name: string, field: Field, value: unknown): void {
  if (field.kind === "object") {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      ctx.problems.push({ file: ctx.file, entry: ctx.entry, field: name, message: `expected an object {...}, found ${describe(value)}.` });
      return;
    }
    expectFields(ctx, field.fields, value as Record<string, unknown>, `${name}.`);
    return;
  }
  expectScalar(ctx, name, field, value);
}

function expectFields(ctx: Context, fields: Record<string, Field>, value: Record<string, unknown>, prefix = ""): void {
  for (const [key, field] of Object.entries(fields)) expectField(ctx, `${prefix}${key}`, field, value[key]);
  for (const key of Object.keys(value)) {
    if (!(key in fields)) {
      ctx.problems.push({
        file: ctx.file,
        entry: ctx.entry,
        field: `${prefix}${key}`,
        message: `is not a field this file uses. Expected only: ${Object.keys(fields).join(", ")}. Check the spelling.`,
      });
    }
  }
}

/** The fields whose values must differ between the entries of a folder or the items of a list. */
export function uniqueKeys(fields: Record<string, Field>): string[] {
  return Object.entries(fields)
    .filter(([key, field]) => field.kind !== "object" && !field.list && ((key === "slug" && field.kind === "slug" && !field.ref) || field.unique))
    .map(([key]) => key);
}

interface Members {
  /** Where a problem with member `where`'s field `key` is reported. */
  locate: (where: string, key: string) => { file: string; field: string };
  /** How a message names another member. */
  name: (where: string) => string;
  /** "entry", "item of this list". */
  each: string;
}

/**
 * Reports each value that another entry or item already uses, naming the other one, e.g.
 * `data/sectors/marine.json, field "order": 70 is also the order of data/sectors/motorhomes.json; ...`.
 * `where` is a file (folder entries) or a list position such as "applications[2]" (list items).
 */
function expectUnique(ctx: Context, fields: Record<string, Field>, members: { where: string; value: unknown }[], how: Members): void {
  for (const key of uniqueKeys(fields)) {
    const firstByValue = new Map<unknown, string>();
    for (const member of members) {
      if (typeof member.value !== "object" || member.value === null) continue;
      const value = (member.value as Record<string, unknown>)[key];
      if (typeof value !== "string" && typeof value !== "number") continue;
      const first = firstByValue.get(value);
      if (first === undefined) {
        firstByValue.set(value, member.where);
        continue;
      }
      const shown = typeof value === "string" ? `"${value}"` : String(value);
      const advice = key === "order" ? "choose a number no other entry uses (they need not be consecutive)" : `each ${how.each} needs its own`;
      ctx.problems.push({ ...how.locate(member.where, key), entry: ctx.entry, message: `${shown} is also the ${key} of ${how.name(first)}; ${advice}.` });
    }
  }
}

function validateObjectFile(file: string, schema: FileSchema, value: unknown, ctx: Context): void {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    ctx.problems.push({ file, message: `expected the file to hold one object {...}, found ${describe(value)}.` });
    return;
  }
  expectFields(ctx, schema.fields, value as Record<string, unknown>);
  // Checks across the entries of one file, beyond what each field declares.
  if (file === REDIRECTS_FILE) ctx.problems.push(...redirectFileProblems(value));
}

/** Adds each of `found` unless its field is already reported: one message per mistake, the most specific first. */
function addOnce(problems: DataProblem[], found: readonly DataProblem[]): void {
  for (const problem of found) {
    if (!problems.some((known) => known.file === problem.file && known.field === problem.field)) problems.push(problem);
  }
}

/** A folder of entries: data/{folder}/{slug}.json, each one object (`texts`, by name; undefined if the folder is not there). Returns the slugs found. */
function validateFolder(folder: string, texts: ReadonlyMap<string, string> | undefined, schema: FileSchema, ctx: Context): Set<string> {
  const slugs = new Set<string>();
  if (!texts) {
    ctx.problems.push({ file: `${folder}/`, message: "is missing. The site needs this folder, with one .json file per entry, to build." });
    return slugs;
  }
  const names = [...texts.keys()].filter((name) => name.endsWith(".json")).sort();
  const min = schema.minItems ?? 0;
  if (names.length < min || (schema.maxItems !== undefined && names.length > schema.maxItems)) {
    ctx.problems.push({ file: `${folder}/`, message: `${boundsText(min, schema.maxItems, "entry", "entries")} (one .json file each), found ${names.length}.` });
  }
  const members: { where: string; value: unknown }[] = [];
  for (const name of names) {
    const file = `${folder}/${name}`;
    const parsed = parseJson(file, texts.get(name) ?? "");
    if (parsed.problem) {
      ctx.problems.push(parsed.problem);
      continue;
    }
    const entryCtx: Context = { ...ctx, file };
    validateObjectFile(file, schema, parsed.value, entryCtx);
    if (typeof parsed.value !== "object" || parsed.value === null || Array.isArray(parsed.value)) continue;
    members.push({ where: file, value: parsed.value });
    const slug = (parsed.value as Record<string, unknown>).slug;
    if (typeof slug !== "string" || !SLUG_PATTERN.test(slug)) continue;
    slugs.add(slug);
    const expected = name.slice(0, -".json".length);
    if (slug !== expected) {
      ctx.problems.push({
        file,
        field: "slug",
        message: `expected "${expected}", the file's name without .json, found "${slug}". The page's address comes from the slug: set it back to "${expected}", or save the entry as a new file "${slug}.json" and delete this one.`,
      });
    }
  }
  expectUnique(ctx, schema.fields, members, folderMembers);
  return slugs;
}

const folderMembers: Members = { locate: (where, key) => ({ file: where, field: key }), name: (where) => `data/${where}`, each: "entry" };

/**
 * The values of one folder entry ("sectors/hovercraft.json") that another entry of its folder already uses, as
 * validateData would report them: the CMS gives it the folder's other entries (`others`, by file) before it
 * saves. Clashes among the others themselves are the build's to report.
 */
export function uniqueValueProblems(file: string, value: unknown, others: readonly { file: string; value: unknown }[]): DataProblem[] {
  const schema = schemas[file.slice(0, Math.max(0, file.indexOf("/")))];
  if (!schema || schema.shape !== "folder") return [];
  const ctx: Context = { file, problems: [], links: [] };
  // Listed last, the entry is the one reported, naming the entry that had the value first.
  expectUnique(ctx, schema.fields, [...others.filter((other) => other.file !== file).map((other) => ({ where: other.file, value: other.value })), { where: file, value }], folderMembers);
  return ctx.problems.filter((problem) => problem.file === file);
}

/**
 * Checks one single-object file or one folder entry ("home.json", "sectors/aviation.json") as the build would,
 * without reading anything from disk: the CMS runs it before it saves. What needs the other files (links,
 * pictures, references, values that must differ between entries, whether an old address is still a page) is left
 * to validateData.
 */
export function validateValue(file: string, value: unknown): DataProblem[] {
  const key = file.includes("/") ? file.slice(0, file.indexOf("/")) : file;
  const schema = schemas[key];
  if (!schema) return [{ file, message: "is not a data file the site knows." }];
  const ctx: Context = { file, problems: [], links: [] };
  validateObjectFile(file, schema, value, ctx);
  return ctx.problems;
}

/** A picture the data names and that is there: where it is named, for the build's check of its content (src/node/checkPictures.ts). */
export interface PictureReference {
  file: string;
  entry?: string;
  field: string;
  /** The field's value: a path relative to data/. */
  picture: string;
}

/** What the checks of the whole data need from data/, as src/node/dataFiles.ts reads it: texts and names, no file access. */
export interface DataFiles {
  /** The .json files at data/'s top level: each one's text, by name ("site.json"). */
  files: ReadonlyMap<string, string>;
  /** Each folder of data/ that holds entries and is there: its .json files' texts, by name ("aviation.json"). */
  folders: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Every file and folder under data/, by its path from there with "/" between folders ("images/sectors/aviation.jpg"). */
  paths: ReadonlySet<string>;
}

/**
 * A path the data names ("images/sectors/aviation.jpg", "./images/x.jpg") as a path from data/ with single "/"
 * between folders; undefined if it leads out of data/.
 */
function pathInData(value: string): string | undefined {
  const segments: string[] = [];
  for (const segment of value.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment !== "..") segments.push(segment);
    else if (segments.pop() === undefined) return undefined;
  }
  return segments.join("/");
}

/**
 * Validates every data file and folder and returns one problem per mistake. Each picture found is added to
 * `pictures`, whose content only the build can check (decoding needs sharp, which the CMS has not).
 */
export function validateData(data: DataFiles, pictures?: PictureReference[]): DataProblem[] {
  const problems: DataProblem[] = [];
  const ctx: Context = { file: "", problems, links: [] };
  const slugsByFolder = new Map<string, Set<string>>();
  const present = [...data.files.keys()].filter((f) => f.endsWith(".json"));
  const folders = Object.entries(schemas).filter(([, schema]) => schema.shape === "folder");

  for (const [file, schema] of Object.entries(schemas)) {
    if (schema.shape === "object" && !present.includes(file)) problems.push({ file, message: "is missing. The site needs this file to build." });
  }
  const values = new Map<string, unknown>();
  for (const file of present.sort()) {
    const schema = schemas[file];
    if (schema) {
      const parsed = parseJson(file, data.files.get(file) ?? "");
      if (parsed.problem) problems.push(parsed.problem);
      else validateObjectFile(file, schema, parsed.value, { ...ctx, file });
      values.set(file, parsed.value);
      continue;
    }
    const folder = file.slice(0, -".json".length);
    if (schemas[folder]?.shape === "folder") {
      problems.push({ file, message: `is the old layout: each entry is now its own file in data/${folder}/, named by its slug (e.g. data/${folder}/${"{slug}"}.json). Move the entries there and delete this file.` });
    } else {
      const known = [...Object.keys(schemas).filter((key) => schemas[key].shape === "object"), ...folders.map(([folder]) => `${folder}/`)];
      problems.push({ file, message: `is not a data file the site knows. Known files: ${known.join(", ")}.` });
    }
  }
  for (const [folder, schema] of folders) slugsByFolder.set(folder, validateFolder(folder, data.folders.get(folder), schema, ctx));

  const routes = new Set(allRoutes(new Map([...slugsByFolder].map(([folder, slugs]) => [folder, [...slugs]]))));
  if (values.has(REDIRECTS_FILE)) addOnce(problems, redirectRouteProblems(values.get(REDIRECTS_FILE), routes));

  for (const link of ctx.links) {
    const report = (message: string) => addOnce(problems, [{ ...link.ctx, field: link.field, message }]);
    if (link.kind === "image") {
      const picture = pathInData(link.value);
      if (picture === undefined) {
        addOnce(problems, [{ ...link.ctx, field: link.field, message: describePictureFault({ kind: "outside" }, link.value, "build"), picture: link.value }]);
      } else if (!data.paths.has(picture)) {
        report(`names the image "${link.value}", but there is no such file under data/. Check the file name and folder.`);
      } else {
        pictures?.push({ ...link.ctx, field: link.field, picture: link.value });
      }
    } else if (link.kind === "ref") {
      const known = slugsByFolder.get(link.ref ?? "");
      if (known && !known.has(link.value)) {
        report(`names "${link.value}", which is not a slug in data/${link.ref}/. Known slugs: ${[...known].join(", ")}.`);
      }
    } else if (link.value.startsWith("#")) {
      if (!/^#[A-Za-z][\w-]*$/.test(link.value)) report(`expected an on-page anchor such as "#contact", found "${link.value}".`);
    } else if (!link.value.startsWith("/") || !routes.has(normaliseRoute(link.value))) {
      report(`links to "${link.value}", which is not a page on this site. Expected a route such as "/contact" or "/sectors/aviation".`);
    }
  }
  expectTrailNames(data.files.get("navigation.json"), problems);
  return problems;
}

/**
 * Every page a trail passes through needs a name: each fixed page but the home page has one in
 * data/navigation.json (breadcrumb.pages), and only those pages do. The entries name their own pages.
 */
function expectTrailNames(text: string | undefined, problems: DataProblem[]): void {
  const file = "navigation.json";
  let pages: unknown;
  try {
    pages = (JSON.parse(text ?? "") as { breadcrumb?: { pages?: unknown } }).breadcrumb?.pages;
  } catch {
    return; // A missing or broken file is reported above.
  }
  if (!Array.isArray(pages)) return;
  const named = pages.flatMap((item: { to?: unknown }) => (typeof item?.to === "string" ? [normaliseRoute(item.to)] : []));
  const field = "breadcrumb.pages";
  for (const route of namedStaticRoutes) {
    if (!named.includes(route.path)) {
      problems.push({ file, field, message: `has no name for the page ${route.path} in the trail. Add { "label": "…", "to": "${route.path.slice(0, -1)}" }.` });
    }
  }
  named.forEach((route, index) => {
    if (!namedStaticRoutes.some((candidate) => candidate.path === route)) {
      problems.push({ file, field: `${field}[${index}].to`, message: `names ${route}, which is not a fixed page that a trail passes through. Expected one of ${namedStaticRoutes.map((candidate) => candidate.path).join(", ")}.` });
    } else if (named.indexOf(route) !== index) {
      problems.push({ file, field: `${field}[${index}].to`, message: `names ${route} again; each page needs one name.` });
    }
  });
}
