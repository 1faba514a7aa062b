import fs from "fs";
import path from "path";
import { schemas, staticRoutes, type Field, type FileSchema, type ScalarField } from "./schema";

/** One problem an editor can fix from the message alone. */
export interface DataProblem {
  file: string;
  entry?: string;
  field?: string;
  message: string;
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function formatProblem(p: DataProblem): string {
  const where = [`data/${p.file}`];
  if (p.entry) where.push(`entry "${p.entry}"`);
  if (p.field) where.push(`field "${p.field}"`);
  return `${where.join(", ")}: ${p.message}`;
}

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
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(detail);
    const where = position ? ` at ${lineAndColumn(text, Number(position[1]))}` : "";
    return {
      problem: {
        file,
        message: `is not valid JSON${where} (${detail}). Look for a missing or extra comma, an unclosed quote or bracket just before that point.`,
      },
    };
  }
}

interface Context {
  file: string;
  entry?: string;
  problems: DataProblem[];
  /** Paths and image fields are checked once every file is read. */
  links: { ctx: { file: string; entry?: string }; field: string; value: string; kind: "path" | "image" | "ref"; ref?: string }[];
}

function expectScalar(ctx: Context, name: string, field: ScalarField, value: unknown): void {
  const report = (message: string) => ctx.problems.push({ file: ctx.file, entry: ctx.entry, field: name, message });
  const hint = field.hint ? ` (${field.hint})` : "";
  switch (field.kind) {
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value)) report(`expected a number${hint}, found ${describe(value)}.`);
      else if (field.min !== undefined && field.max !== undefined && (!Number.isInteger(value) || value < field.min || value > field.max)) {
        report(`expected a whole number from ${field.min} to ${field.max}${hint}, found ${value}.`);
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
  if (field.kind === "path" || field.kind === "image") {
    ctx.links.push({ ctx: { file: ctx.file, entry: ctx.entry }, field: name, value, kind: field.kind });
  }
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
    if (field.count !== undefined && value.length !== field.count) {
      report(`expected exactly ${field.count} items, found ${value.length}.`);
    } else if (value.length === 0) {
      report("expected at least one item, found an empty list.");
    }
    value.forEach((item, i) => expectOne(ctx, `${name}[${i}]`, field, item));
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

function validateFile(file: string, schema: FileSchema, value: unknown, ctx: Context, slugsByFile: Map<string, Set<string>>): void {
  if (schema.shape === "object") {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      ctx.problems.push({ file, message: `expected the file to hold one object {...}, found ${describe(value)}.` });
      return;
    }
    expectFields(ctx, schema.fields, value as Record<string, unknown>);
    return;
  }
  if (!Array.isArray(value)) {
    ctx.problems.push({ file, message: `expected the file to hold a list of entries [...], found ${describe(value)}.` });
    return;
  }
  if (schema.count !== undefined && value.length !== schema.count) {
    ctx.problems.push({ file, message: `expected exactly ${schema.count} entries, found ${value.length}.` });
  }
  const seen = new Set<string>();
  value.forEach((entry, index) => {
    const slug = typeof entry === "object" && entry !== null ? (entry as Record<string, unknown>).slug : undefined;
    const label = typeof slug === "string" && slug ? slug : `#${index + 1}`;
    const entryCtx: Context = { ...ctx, entry: label };
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
      ctx.problems.push({ file, entry: label, message: `expected an object {...}, found ${describe(entry)}.` });
      return;
    }
    if (typeof slug === "string") {
      if (seen.has(slug)) {
        ctx.problems.push({ file, entry: label, field: "slug", message: `duplicates another entry's slug; every slug in this file must be unique.` });
      }
      seen.add(slug);
    }
    expectFields(entryCtx, schema.fields, entry as Record<string, unknown>);
  });
  slugsByFile.set(file, seen);
}

/** Validates every JSON file in `dataDir` and returns one problem per mistake. */
export function validateDataDir(dataDir: string): DataProblem[] {
  const problems: DataProblem[] = [];
  const ctx: Context = { file: "", problems, links: [] };
  const slugsByFile = new Map<string, Set<string>>();
  const present = fs.existsSync(dataDir) ? fs.readdirSync(dataDir).filter((f) => f.endsWith(".json")) : [];

  for (const file of Object.keys(schemas)) {
    if (!present.includes(file)) problems.push({ file, message: "is missing. The site needs this file to build." });
  }
  for (const file of present.sort()) {
    const schema = schemas[file];
    if (!schema) {
      problems.push({ file, message: `is not a data file the site knows. Known files: ${Object.keys(schemas).join(", ")}.` });
      continue;
    }
    const parsed = parseJson(file, fs.readFileSync(path.join(dataDir, file), "utf8"));
    if (parsed.problem) {
      problems.push(parsed.problem);
      continue;
    }
    validateFile(file, schema, parsed.value, { ...ctx, file }, slugsByFile);
  }

  const routes = new Set<string>(staticRoutes);
  for (const [file, schema] of Object.entries(schemas)) {
    if (!schema.routePrefix) continue;
    for (const slug of slugsByFile.get(file) ?? []) routes.add(`${schema.routePrefix}${slug}`);
  }

  for (const link of ctx.links) {
    const report = (message: string) => problems.push({ ...link.ctx, field: link.field, message });
    if (link.kind === "image") {
      if (!fs.existsSync(path.join(dataDir, link.value))) {
        report(`names the image "${link.value}", but there is no such file under data/. Check the file name and folder.`);
      }
    } else if (link.kind === "ref") {
      const known = slugsByFile.get(link.ref ?? "");
      if (known && !known.has(link.value)) {
        report(`names "${link.value}", which is not a slug in ${link.ref}. Known slugs: ${[...known].join(", ")}.`);
      }
    } else if (link.value.startsWith("#")) {
      if (!/^#[A-Za-z][\w-]*$/.test(link.value)) report(`expected an on-page anchor such as "#contact", found "${link.value}".`);
    } else {
      const [pathname] = link.value.split("#");
      const normalised = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
      if (!routes.has(normalised)) {
        report(`links to "${link.value}", which is not a page on this site. Expected a route such as "/contact" or "/sectors/aviation".`);
      }
    }
  }
  return problems;
}
