import type { Field, ScalarField } from "../data/schema";

/**
 * Entry data as the schema describes it, for the CMS: what to drop before a
 * save (empty optional values, which the build would reject as empty) and
 * how to complete a half-written entry so a page template can draw it.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** A value an editor left blank: nothing, an empty or blank text, an empty list, or an object of blanks. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.every(isBlank);
  if (isObject(value)) return Object.values(value).every(isBlank);
  return false;
}

/**
 * The paths (keys and list indices) of optional values left blank, deepest
 * and last first, so deleting them one by one keeps the others' positions.
 * Decap writes an optional field the editor cleared as "" or [] or {}; the
 * build accepts an optional field only when it is absent.
 */
export function blankOptionalPaths(fields: Readonly<Record<string, Field>>, value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (!isObject(value)) return [];
  const found: (string | number)[][] = [];
  for (const [name, field] of Object.entries(fields)) {
    if (!(name in value)) continue;
    const raw = value[name];
    const here = [...prefix, name];
    if (field.optional && isBlank(raw)) {
      found.push(here);
      continue;
    }
    if (field.kind !== "object") continue;
    if (field.list && Array.isArray(raw)) {
      raw.forEach((item, index) => found.push(...blankOptionalPaths(field.fields, item, [...here, index])));
    } else {
      found.push(...blankOptionalPaths(field.fields, raw, here));
    }
  }
  return found.reverse();
}

/** A deep copy of `value` without the given paths. */
export function withoutPaths(value: unknown, paths: readonly (string | number)[][]): unknown {
  const copy = JSON.parse(JSON.stringify(value ?? null)) as unknown;
  for (const target of paths) {
    let parent: unknown = copy;
    for (const step of target.slice(0, -1)) parent = (parent as Record<string | number, unknown>)?.[step];
    const last = target[target.length - 1];
    if (Array.isArray(parent) && typeof last === "number") parent.splice(last, 1);
    else if (isObject(parent)) delete parent[last];
  }
  return copy;
}

function emptyScalar(field: ScalarField): unknown {
  if (field.kind === "number") return 0;
  if (field.kind === "boolean") return false;
  return "";
}

/**
 * Fills every missing required field with an empty value of its kind, so a
 * template can render an entry being written (a new sector has no benefits
 * yet). Optional fields stay missing, as the template expects.
 */
export function completeEntry(fields: Readonly<Record<string, Field>>, value: unknown): Json {
  const source = isObject(value) ? value : {};
  const result: Json = { ...source };
  for (const [name, field] of Object.entries(fields)) {
    const raw = source[name];
    if (raw === undefined || raw === null || (field.list && !Array.isArray(raw))) {
      if (field.optional) {
        delete result[name];
        continue;
      }
      result[name] = field.list ? [] : field.kind === "object" ? completeEntry(field.fields, {}) : emptyScalar(field);
      continue;
    }
    if (field.kind === "object") {
      result[name] = field.list ? (raw as unknown[]).map((item) => completeEntry(field.fields, item)) : completeEntry(field.fields, raw);
    } else if (field.list) {
      result[name] = (raw as unknown[]).filter((item) => item !== undefined && item !== null);
    }
  }
  return result;
}

/**
 * Replaces every image path in `value` (as the schema places them) with what
 * `resolve` makes of it; `resolve` is told the field's path of names.
 */
export function mapImages(fields: Readonly<Record<string, Field>>, value: Json, resolve: (path: string, fieldPath: readonly string[]) => unknown, prefix: readonly string[] = []): Json {
  const result: Json = { ...value };
  for (const [name, field] of Object.entries(fields)) {
    const raw = value[name];
    if (raw === undefined || raw === null) continue;
    const here = [...prefix, name];
    const each = (item: unknown): unknown => {
      if (field.kind === "object") return isObject(item) ? mapImages(field.fields, item, resolve, here) : item;
      if (field.kind === "image") return typeof item === "string" && item !== "" ? resolve(item, here) : null;
      return item;
    };
    result[name] = field.list && Array.isArray(raw) ? raw.map(each) : each(raw);
  }
  return result;
}
