import { OLD_PATH_PATTERN } from "../../data/redirects";
import { entryRoute, pageFamilies } from "../../data/routes";
import type { Field, FileSchema, ScalarField } from "../../data/schema";
import type { DecapBackend, DecapCollection, DecapConfig, DecapField, DecapFile, DecapFolderCollection } from "../../cms/decapTypes";
import { defaultFileGroup, fieldLabel, fileGroups, fileLabels, folderDescriptions, hiddenFields, labelFromName, singular, singularLabels } from "../../cms/labels";
import { JSON_FORMAT, stemOf } from "../../cms/names";
import { SITE_LINK_WIDGET } from "../../cms/widgets/siteLinkName";
import { ENTRY_SLUG_WIDGET } from "../../cms/widgets/entrySlugName";

/**
 * Decap CMS's configuration, generated from src/data/schema.ts: one collection
 * entry per data file or folder, one widget per field, with the same rules the
 * build's validation applies (src/data/validate.ts). Nothing here restates a
 * field: a field added to the schema appears in the CMS at the next build.
 */

/** What the generator needs to know about the data as it is when the CMS is built. */
export interface CmsFacts {
  /** Every page of the site, as built ("/", "/contact/", "/sectors/aviation/": src/data/routes.ts). */
  routes: readonly string[];
  /** The folder under data/ that each image field's pictures live in, by field key ("sectors:image" → "images/sectors"). */
  imageFolders: Readonly<Record<string, string>>;
  /** Keys of text fields whose values run long enough to want a multi-line box. */
  longTexts: readonly string[];
}

export interface CmsSettings {
  backend: DecapBackend;
  /** decap-server's address for local editing (`npm run cms`). */
  localBackendUrl: string;
  /** Drafts, review and publishing (Decap's editorial workflow) instead of saving straight to the branch. */
  editorialWorkflow?: boolean;
  siteUrl?: string;
}

/** The site's logo (static/logo.svg) on the CMS's login screen. */
export const LOGO_URL = "/logo.svg";

/** The folder that holds the data files, relative to the repository (decap-server's root). */
export const DATA_FOLDER = "data";
/** Where pictures live; image fields hold paths relative to data/ ("images/sectors/aviation.jpg"). */
export const IMAGES_FOLDER = "images";

/** The rules of src/data/validate.ts as regular expressions Decap can test, with what the editor is told. */
export const patterns = {
  nonBlank: ["\\S", "Enter some text: spaces alone do not count."],
  slug: ["^[a-z0-9]+(?:-[a-z0-9]+)*$", 'Use lowercase letters, digits and single hyphens only, e.g. "buses-coaches".'],
  url: ["^https://\\S+$", "Enter a full web address starting with https://"],
  email: ["^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", 'Enter an email address such as "name@example.co.uk".'],
  oldPath: [OLD_PATH_PATTERN.source, 'Enter the address without the site\'s name, starting with "/", e.g. "/sectors/buses/": letters, digits, "-", "_", "." and "~" between single slashes.'],
} as const satisfies Record<string, readonly [string, string]>;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An internal link: a page that exists (with or without its trailing slash,
 * and optionally with an anchor or query), the page of a sector, service or
 * type by a well-formed slug, or an anchor on the same page ("#contact").
 * The build accepts exactly the pages that exist (validate.ts,
 * normaliseRoute); for an entry whose page the CMS was built without, the
 * site-link widget (src/cms/widgets/siteLink.tsx) asks the backend whether
 * the entry exists.
 */
export function pathPattern(routes: readonly string[]): [string, string] {
  const entryPage = new RegExp(`^(?:${pageFamilies.map((family) => escapeRegExp(family.routePrefix)).join("|")})${patterns.slug[0].slice(1, -1)}/$`);
  // An entry's page is matched by the shape of its address below; the other pages one by one.
  const pages = [...new Set(routes)]
    .filter((route) => !entryPage.test(route))
    .sort((a, b) => b.length - a.length)
    .map((route) => (route === "/" ? "/" : `${escapeRegExp(route.replace(/\/$/, ""))}/?`));
  const entryPages = pageFamilies.map((family) => `${escapeRegExp(family.routePrefix)}${patterns.slug[0].slice(1, -1)}/?`);
  return [
    `^(?:#[A-Za-z][\\w-]*|(?:${[...pages, ...entryPages].join("|")})(?:[#?].*)?)$`,
    'Enter the address of a page on this site, such as "/contact" or "/sectors/aviation", or an anchor on this page such as "#contact".',
  ];
}


/** A text field of the schema that may be left empty (the analytics id says so in its hint); validate.ts reads the same hint. */
export const allowsEmptyText = (field: ScalarField): boolean => field.kind === "string" && field.hint?.includes('""') === true;

interface FieldContext {
  stem: string;
  /** Dotted path of the field from the file's root, without list indices ("benefits.title"). */
  path: string;
  /** False inside an optional object: Decap validates an object's fields even when the object may be left out. */
  enforced: boolean;
  facts: CmsFacts;
}

const keyOf = (ctx: FieldContext): string => `${ctx.stem}:${ctx.path}`;

/** A list's bounds; a required list with no minimum still needs one item (as the build says). */
function bounds(field: Field): { min: number; max?: number } {
  return { min: field.minItems ?? 1, ...(field.maxItems !== undefined ? { max: field.maxItems } : {}) };
}

function textWidget(field: ScalarField, ctx: FieldContext): "string" | "text" {
  return field.kind === "string" && (field.paragraph === true || ctx.facts.longTexts.includes(keyOf(ctx))) ? "text" : "string";
}

/** The widget for one value of a scalar field (a list's items share it). */
function scalarWidget(name: string, field: ScalarField, ctx: FieldContext, required: boolean): DecapField {
  const base = { name, label: fieldLabel(name), required, ...(field.hint ? { hint: field.hint } : {}) };
  switch (field.kind) {
    case "number":
      return { ...base, widget: "number", value_type: "int", ...(field.min !== undefined ? { min: field.min } : {}), ...(field.max !== undefined ? { max: field.max } : {}) };
    case "boolean":
      // An untouched switch must still be written: the build requires true or false.
      return { ...base, widget: "boolean", default: false };
    case "image": {
      const folder = ctx.facts.imageFolders[keyOf(ctx)] ?? `${IMAGES_FOLDER}/${ctx.stem}`;
      return { ...base, widget: "image", choose_url: false, media_folder: `/${DATA_FOLDER}/${folder}`, public_folder: folder };
    }
    case "slug":
      if (field.ref) {
        const collection = stemOf(field.ref);
        return { ...base, widget: "relation", collection, value_field: "slug", search_fields: ["slug"], display_fields: ["slug"] };
      }
      return { ...base, widget: "string", pattern: [...patterns.slug] };
    case "url":
      return { ...base, widget: "string", pattern: [...patterns.url] };
    case "email":
      return { ...base, widget: "string", pattern: [...patterns.email] };
    case "path":
      return { ...base, widget: SITE_LINK_WIDGET, pattern: pathPattern(ctx.facts.routes) };
    case "oldPath":
      // The address's shape; whether it is still a page is the build's to say (src/data/redirects.ts).
      return { ...base, widget: "string", pattern: [...patterns.oldPath] };
    case "string":
      if (field.oneOf) return { ...base, widget: "select", options: [...field.oneOf] };
      if (allowsEmptyText(field)) return { ...base, widget: textWidget(field, ctx), required: false };
      return { ...base, widget: textWidget(field, ctx), ...(required ? { pattern: [...patterns.nonBlank] } : {}) };
  }
}

function objectFields(fields: Record<string, Field>, ctx: FieldContext): DecapField[] {
  return Object.entries(fields).map(([name, field]) => toDecapField(name, field, { ...ctx, path: ctx.path ? `${ctx.path}.${name}` : name }));
}

/** The first text field of an object, to name its items in a list ("Benefits: Fast turnaround"). */
function summaryOf(fields: Record<string, Field>): string | undefined {
  const name = Object.keys(fields).find((key) => ["name", "title", "label", "heading", "question"].includes(key)) ?? Object.keys(fields).find((key) => fields[key].kind === "string");
  return name ? `{{fields.${name}}}` : undefined;
}

export function toDecapField(name: string, field: Field, ctx: FieldContext): DecapField {
  const required = ctx.enforced && !field.optional;
  if (hiddenFields[ctx.stem]?.includes(ctx.path)) return { name, label: fieldLabel(name), widget: "hidden" };
  if (field.list) {
    const label = fieldLabel(name);
    const list: DecapField = {
      name,
      label,
      widget: "list",
      required,
      label_singular: singular(label),
      ...bounds(field),
      ...(field.kind !== "object" && field.hint ? { hint: field.hint } : {}),
    };
    if (field.kind === "object") {
      const summary = summaryOf(field.fields);
      return { ...list, collapsed: true, ...(summary ? { summary } : {}), fields: objectFields(field.fields, ctx) };
    }
    // The items of a list are never optional: the build rejects an empty one. The hint is the list's.
    const item = scalarWidget(name, { ...field, hint: undefined }, ctx, ctx.enforced);
    // Open, so the values show without a click.
    // The item's own label heads each entry of the list ("Key product"), as every other field's does.
    const itemLabel = singular(label);
    return { ...list, collapsed: false, field: { ...item, label: itemLabel.charAt(0).toUpperCase() + itemLabel.slice(1) } };
  }
  if (field.kind === "object") {
    const inner = { ...ctx, enforced: ctx.enforced && !field.optional };
    return {
      name,
      label: fieldLabel(name),
      widget: "object",
      required,
      collapsed: false,
      ...(field.optional ? { hint: "Optional: fill in every field of this section to show it, or leave them all empty to leave it out." } : {}),
      fields: objectFields(field.fields, inner),
    };
  }
  return scalarWidget(name, field, ctx, required);
}

/** Whether a schema describes a folder of entries, one file each. */
export const isFolderSchema = (schema: FileSchema): boolean => schema.shape === "folder";

/** The slug names the entry's file (and its page): Decap does not rename a file, so it is chosen once. */
export function slugHint(field: Field | undefined): string {
  const given = field && field.kind !== "object" && field.hint ? `${field.hint.charAt(0).toUpperCase()}${field.hint.slice(1)}. ` : "";
  return `${given}Chosen when the entry is created: it cannot be changed afterwards. A page given a new address is a new entry, with its old address under Moved pages.`;
}

/** "View Live" opens the entry's page on the site, for folders whose entries are pages. */
function previewPath(folder: string): { preview_path?: string } {
  const family = pageFamilies.find((candidate) => candidate.folder === folder);
  return family ? { preview_path: entryRoute(family, "{{slug}}").slice(1) } : {};
}

function folderCollection(key: string, schema: FileSchema, facts: CmsFacts): DecapFolderCollection {
  const stem = stemOf(key);
  const fields = objectFields(schema.fields, { stem, path: "", enforced: true, facts });
  const identifier = ["name", "title"].find((name) => name in schema.fields) ?? "slug";
  return {
    name: stem,
    label: fileLabels[stem] ?? labelFromName(stem),
    label_singular: singularLabels[stem] ?? labelFromName(stem),
    ...(folderDescriptions[stem] ? { description: folderDescriptions[stem] } : {}),
    folder: `${DATA_FOLDER}/${stem}`,
    extension: "json",
    format: JSON_FORMAT,
    create: true,
    delete: true,
    identifier_field: identifier,
    // The file is named by the entry's slug, which the build checks.
    slug: "{{fields.slug}}",
    ...previewPath(stem),
    summary: `{{fields.${identifier}}}`,
    sortable_fields: [identifier, ...("order" in schema.fields ? ["order"] : [])],
    // The entry's own address: a text box that also lets the save check it against the folder's other entries.
    fields: fields.map((field) => (field.name === "slug" ? { ...field, widget: ENTRY_SLUG_WIDGET, hint: slugHint(schema.fields.slug) } : field)),
  };
}

function file(key: string, schema: FileSchema, facts: CmsFacts): DecapFile {
  const stem = stemOf(key);
  return {
    name: stem,
    label: fileLabels[stem] ?? labelFromName(stem),
    file: `${DATA_FOLDER}/${key}`,
    fields: objectFields(schema.fields, { stem, path: "", enforced: true, facts }),
  };
}

export function buildCmsConfig(schemas: Readonly<Record<string, FileSchema>>, facts: CmsFacts, settings: CmsSettings): DecapConfig {
  const folders: DecapCollection[] = [];
  const filesByGroup = new Map<string, DecapFile[]>(fileGroups.map((group) => [group.name, []]));
  for (const [key, schema] of Object.entries(schemas)) {
    if (isFolderSchema(schema)) {
      folders.push(folderCollection(key, schema, facts));
      continue;
    }
    const stem = stemOf(key);
    const group = fileGroups.find((candidate) => (candidate.files as readonly string[]).includes(stem))?.name ?? defaultFileGroup;
    filesByGroup.get(group)?.push(file(key, schema, facts));
  }
  const fileCollections: DecapCollection[] = fileGroups
    .map((group) => {
      const order = group.files as readonly string[];
      const files = (filesByGroup.get(group.name) ?? []).sort((a, b) => rank(order, a.name) - rank(order, b.name));
      return { name: group.name, label: group.label, description: group.description, format: JSON_FORMAT, files };
    })
    .filter((collection) => collection.files.length > 0);
  return {
    backend: settings.backend,
    local_backend: { url: settings.localBackendUrl },
    load_config_file: false,
    publish_mode: settings.editorialWorkflow ? "editorial_workflow" : "simple",
    media_folder: `${DATA_FOLDER}/${IMAGES_FOLDER}`,
    public_folder: IMAGES_FOLDER,
    ...(settings.siteUrl ? { site_url: settings.siteUrl, display_url: settings.siteUrl } : {}),
    logo_url: LOGO_URL,
    slug: { encoding: "ascii", clean_accents: true },
    collections: [...folders, ...fileCollections],
  };
}

function rank(order: readonly string[], name: string): number {
  const index = order.indexOf(name);
  return index < 0 ? order.length : index;
}
