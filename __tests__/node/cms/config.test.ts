import fs from "fs";
import path from "path";
import { schemas, type Field, type FileSchema } from "../../../src/data/schema";
import { allowsEmptyText, buildCmsConfig, isFolderSchema, pathPattern, patterns, slugHint, type CmsFacts } from "../../../src/node/cms/config";
import { stemOf } from "../../../src/cms/names";
import type { DecapConfig, DecapField, DecapFilesCollection, DecapFolderCollection } from "../../../src/cms/decapTypes";
import { collectFacts, scatteredPictures } from "../../../src/node/cms/facts";
import { hiddenFields } from "../../../src/cms/labels";
import { cookieBannerEntry } from "../../../src/cms/links";
import { tempDir } from "../../helpers/tempDir";

const dataDir = path.join(__dirname, "..", "..", "..", "data");
const facts = collectFacts(dataDir, schemas);
const config = buildCmsConfig(schemas, facts, { backend: { name: "git-gateway", branch: "main" }, localBackendUrl: "http://localhost:8081/api/v1" });

const folders = (c: DecapConfig): DecapFolderCollection[] => c.collections.filter((collection): collection is DecapFolderCollection => "folder" in collection);
const fileCollections = (c: DecapConfig): DecapFilesCollection[] => c.collections.filter((collection): collection is DecapFilesCollection => "files" in collection);

/** Where the CMS edits a schema's file or folder: its fields, or undefined when the CMS has no place for it. */
function configFieldsFor(c: DecapConfig, key: string, schema: FileSchema): DecapField[] | undefined {
  if (isFolderSchema(schema)) return folders(c).find((folder) => folder.folder === `data/${stemOf(key)}`)?.fields;
  return fileCollections(c)
    .flatMap((collection) => collection.files)
    .find((file) => file.file === `data/${key}`)?.fields;
}

/**
 * Checks one schema field against its widget, and every field inside it:
 * the widget that matches its kind, required unless optional, the hint, the
 * bounds and the pattern. Returns every mismatch as "file field: problem".
 */
function mismatches(where: string, name: string, field: Field, widget: DecapField | undefined, enforced: boolean, stem: string, fieldPath: string, hint = field.kind === "object" ? undefined : field.hint): string[] {
  const at = `${where} ${fieldPath}`;
  if (!widget) return [`${at}: missing from the CMS`];
  if (hiddenFields[stem]?.includes(fieldPath)) return widget.widget === "hidden" ? [] : [`${at}: should be hidden`];
  const problems: string[] = [];
  const expect = (ok: boolean, problem: string) => {
    if (!ok) problems.push(`${at}: ${problem}`);
  };
  expect(widget.name === name, `named "${widget.name}"`);
  const required = enforced && !field.optional;
  if (field.list) {
    expect(widget.widget === "list", `widget "${widget.widget}", expected a list`);
    expect(widget.required === required, `required is ${widget.required}, expected ${required}`);
    expect(widget.min === (field.minItems ?? 1), `min ${widget.min}, expected ${field.minItems ?? 1}`);
    expect(widget.max === field.maxItems, `max ${widget.max}, expected ${field.maxItems}`);
    if (field.kind === "object") {
      for (const [inner, innerField] of Object.entries(field.fields)) {
        // An item's fields are required whenever the item exists, even in an optional list.
        problems.push(...mismatches(where, inner, innerField, widget.fields?.find((f) => f.name === inner), enforced, stem, `${fieldPath}.${inner}`));
      }
      return problems;
    }
    expect(widget.hint === field.hint, `hint "${widget.hint}", expected "${field.hint}"`);
    return [...problems, ...scalarMismatches(at, field, widget.field, enforced)];
  }
  if (field.kind === "object") {
    expect(widget.widget === "object", `widget "${widget.widget}", expected an object`);
    expect(widget.required === required, `required is ${widget.required}, expected ${required}`);
    for (const [inner, innerField] of Object.entries(field.fields)) {
      problems.push(...mismatches(where, inner, innerField, widget.fields?.find((f) => f.name === inner), required, stem, `${fieldPath}.${inner}`));
    }
    return problems;
  }
  expect(widget.hint === hint, `hint "${widget.hint}", expected "${hint}"`);
  return [...problems, ...scalarMismatches(at, field, widget, required)];
}

function scalarMismatches(at: string, field: Exclude<Field, { kind: "object" }>, widget: DecapField | undefined, required: boolean): string[] {
  if (!widget) return [`${at}: the list has no widget for its items`];
  const problems: string[] = [];
  const expect = (ok: boolean, problem: string) => {
    if (!ok) problems.push(`${at}: ${problem}`);
  };
  const pattern = widget.pattern?.[0];
  switch (field.kind) {
    case "number":
      expect(widget.widget === "number" && widget.value_type === "int", "expected a whole-number widget");
      expect(widget.min === field.min && widget.max === field.max, `bounds ${widget.min}..${widget.max}, expected ${field.min}..${field.max}`);
      expect(widget.required === required, `required is ${widget.required}, expected ${required}`);
      break;
    case "boolean":
      expect(widget.widget === "boolean" && widget.default === false, "expected a switch that is written even when untouched");
      break;
    case "image":
      expect(widget.widget === "image" && widget.choose_url === false, "expected an image picker of files under data/");
      expect(widget.media_folder === `/data/${widget.public_folder}` && /^images(\/|$)/.test(widget.public_folder ?? ""), `folders ${widget.media_folder} / ${widget.public_folder}`);
      expect(widget.required === required, `required is ${widget.required}, expected ${required}`);
      break;
    case "slug":
      if (field.ref) expect(widget.widget === "relation" && widget.collection === stemOf(field.ref) && widget.value_field === "slug", "expected a choice of the referenced entries");
      else expect(pattern === patterns.slug[0], `pattern ${pattern}, expected the slug pattern`);
      expect(widget.required === required, `required is ${widget.required}, expected ${required}`);
      break;
    case "url":
    case "email":
      expect(pattern === patterns[field.kind][0], `pattern ${pattern}, expected the ${field.kind} pattern`);
      expect(widget.required === required, `required is ${widget.required}, expected ${required}`);
      break;
    case "oldPath":
      expect(widget.widget === "string" && pattern === patterns.oldPath[0], `widget "${widget.widget}" with pattern ${pattern}, expected a text box with the old-address pattern`);
      expect(widget.required === required, `required is ${widget.required}, expected ${required}`);
      break;
    case "path":
      expect(widget.widget === "site-link", `widget "${widget.widget}", expected the site-link widget (it checks links to entries added since the build)`);
      expect(pattern === pathPattern(facts.routes)[0], `pattern ${pattern}, expected the known routes`);
      expect(widget.required === required, `required is ${widget.required}, expected ${required}`);
      break;
    case "string":
      if (field.oneOf) {
        expect(widget.widget === "select" && JSON.stringify(widget.options) === JSON.stringify(field.oneOf), "expected a select of the allowed values");
        expect(widget.required === required, `required is ${widget.required}, expected ${required}`);
      } else if (allowsEmptyText(field)) {
        expect(widget.required === false && pattern === undefined, "may be left empty");
      } else {
        expect(widget.widget === "string" || widget.widget === "text", `widget "${widget.widget}"`);
        expect(widget.required === required, `required is ${widget.required}, expected ${required}`);
        expect(required ? pattern === patterns.nonBlank[0] : pattern === undefined, `pattern ${pattern}`);
      }
      break;
  }
  return problems;
}

function allMismatches(c: DecapConfig): string[] {
  return Object.entries(schemas).flatMap(([key, schema]) => {
    const fields = configFieldsFor(c, key, schema);
    if (!fields) return [`${key}: missing from the CMS`];
    return Object.entries(schema.fields).flatMap(([name, field]) => {
      // A folder's slug names the entry's file; the CMS says so in its help text.
      const hint = isFolderSchema(schema) && name === "slug" ? slugHint(field) : undefined;
      return mismatches(key, name, field, fields.find((f) => f.name === name), true, stemOf(key), name, hint ?? (field.kind === "object" ? undefined : field.hint));
    });
  });
}

describe("the CMS configuration generated from the schema", () => {
  it("has every data file and every field, with the widget and rules the schema gives it", () => {
    expect(allMismatches(config)).toEqual([]);
  });

  it("has nothing the schema does not declare", () => {
    const extra = (fields: readonly DecapField[], declared: Readonly<Record<string, Field>>, where: string): string[] =>
      fields.flatMap((field) => {
        const inSchema = declared[field.name];
        if (!inSchema) return [`${where}.${field.name}`];
        return inSchema.kind === "object" && field.fields ? extra(field.fields, inSchema.fields, `${where}.${field.name}`) : [];
      });
    const found = Object.entries(schemas).flatMap(([key, schema]) => extra(configFieldsFor(config, key, schema) ?? [], schema.fields, key));
    expect(found).toEqual([]);
  });

  it("finds a field left out of the configuration, and a wrong rule", () => {
    const broken = JSON.parse(JSON.stringify(config)) as DecapConfig;
    const sector = folders(broken).find((folder) => folder.name === "sectors");
    sector?.fields.splice(sector.fields.findIndex((field) => field.name === "subtitle"), 1);
    const benefits = sector?.fields.find((field) => field.name === "benefits");
    if (benefits) benefits.min = 4;
    const cookies = fileCollections(broken).flatMap((collection) => collection.files).find((file) => file.name === "cookie-settings");
    const days = cookies?.fields.find((field) => field.name === "askAgainDays");
    if (days) days.max = 365;
    expect(allMismatches(broken)).toEqual(
      expect.arrayContaining([
        "sectors subtitle: missing from the CMS",
        "sectors benefits: min 4, expected 2",
        "cookie-settings.json askAgainDays: bounds 1..365, expected 1..730",
      ]),
    );
  });

  it("heads each item of a list of texts with the item's label, capitalised like every other field's", () => {
    const products = fileCollections(config).flatMap((collection) => collection.files).find((file) => file.name === "products-page");
    const applications = products?.fields.find((field) => field.name === "applications");
    const keyProducts = applications && "fields" in applications ? applications.fields?.find((field) => field.name === "keyProducts") : undefined;
    expect(keyProducts).toMatchObject({ label_singular: "key product", field: { label: "Key product" } });
  });

  it("makes one folder collection (add and delete) per list of entries, with files named by the slug", () => {
    const listKeys = Object.entries(schemas).filter(([, schema]) => isFolderSchema(schema)).map(([key]) => stemOf(key));
    expect(folders(config).map((folder) => folder.name).sort()).toEqual([...listKeys].sort());
    for (const folder of folders(config)) {
      expect(folder).toMatchObject({ create: true, delete: true, extension: "json", format: "json-file", slug: "{{fields.slug}}", folder: `data/${folder.name}` });
    }
  });

  it("puts the cookie banner in a collection of its own, with the revision kept out of the editor's way", () => {
    const cookieBanner = fileCollections(config).find((collection) => collection.label === "Cookie banner");
    expect(cookieBanner?.files.map((file) => file.file)).toEqual(["data/cookie-settings.json"]);
    // The cookie manager's "publish" link opens this entry.
    expect(cookieBannerEntry).toBe(`/admin/#/collections/${cookieBanner?.name}/entries/${cookieBanner?.files[0].name}`);
    const fields = cookieBanner?.files[0].fields ?? [];
    expect(fields.find((field) => field.name === "revision")).toEqual({ name: "revision", label: "Revision", widget: "hidden" });
    expect(fields.find((field) => field.name === "askAgainDays")).toMatchObject({ label: "Ask again after (days)", widget: "number", min: 1, max: 730 });
    expect(fields.find((field) => field.name === "showBanner")).toMatchObject({ widget: "boolean", default: false });
  });

  it("edits data/redirects.json as Moved pages, and says on each page collection how to move or retire a page", () => {
    const movedPages = fileCollections(config).find((collection) => collection.label === "Moved pages");
    expect(movedPages?.files.map((file) => file.file)).toEqual(["data/redirects.json"]);
    expect(movedPages?.description).toMatch(/When you delete a sector, service or type, add its old address here straight away/);
    const fields = movedPages?.files[0].fields ?? [];
    expect(fields.map((field) => [field.name, field.label])).toEqual([
      ["redirects", "Moved pages"],
      ["retired", "Retired addresses"],
    ]);
    expect(fields[0]).toMatchObject({ widget: "list", min: 0, required: true, label_singular: "moved page" });
    expect(fields[0].fields?.map((field) => [field.name, field.label, field.widget])).toEqual([
      ["from", "Old address", "string"],
      ["to", "Links to", "site-link"],
    ]);
    for (const folder of folders(config)) {
      expect(folder.description).toMatch(/delete the old one, then add the old address under Moved pages/);
      expect(folder.fields.find((field) => field.name === "slug")?.hint).toMatch(/A page given a new address is a new entry, with its old address under Moved pages\.$/);
    }
  });

  it("uses the local backend's address and the deployed backend from the settings", () => {
    const github = buildCmsConfig(schemas, facts, {
      backend: { name: "github", repo: "beltwright/site", branch: "main" },
      localBackendUrl: "http://localhost:8085/api/v1",
    });
    expect(github.backend).toEqual({ name: "github", repo: "beltwright/site", branch: "main" });
    expect(github.local_backend).toEqual({ url: "http://localhost:8085/api/v1" });
    expect(github).toMatchObject({ media_folder: "data/images", public_folder: "images", load_config_file: false, publish_mode: "simple" });
  });

  it("turns on drafts, review and publishing when the settings ask for them", () => {
    const reviewed = buildCmsConfig(schemas, facts, { backend: { name: "github", repo: "beltwright/site", branch: "main" }, editorialWorkflow: true, localBackendUrl: "x" });
    expect(reviewed.publish_mode).toBe("editorial_workflow");
  });

  it("lets an editor remove the telephone banner and the home page's testimonial", () => {
    const banner = configFieldsFor(config, "site.json", schemas["site.json"])?.find((field) => field.name === "telephoneBanner");
    expect(banner).toMatchObject({ widget: "string", required: false });
    expect(banner?.pattern).toBeUndefined();
    const trust = configFieldsFor(config, "home.json", schemas["home.json"])?.find((field) => field.name === "trust");
    const testimonial = trust?.fields?.find((field) => field.name === "testimonial");
    expect(testimonial).toMatchObject({ widget: "object", required: false });
    expect(testimonial?.fields?.map((field) => [field.name, field.required])).toEqual([
      ["quote", false],
      ["attribution", false],
    ]);
  });

  it("offers the testimonial's quote in a multi-line box even when no entry holds a testimonial, so adding one back is as easy as editing it", () => {
    const withoutLongTexts = buildCmsConfig(schemas, { ...facts, longTexts: [] }, { backend: { name: "git-gateway", branch: "main" }, localBackendUrl: "x" });
    const trust = configFieldsFor(withoutLongTexts, "home.json", schemas["home.json"])?.find((field) => field.name === "trust");
    const testimonial = trust?.fields?.find((field) => field.name === "testimonial");
    expect(testimonial?.fields?.map((field) => [field.name, field.widget])).toEqual([
      ["quote", "text"],
      ["attribution", "string"],
    ]);
  });

  it("gives a field under an optional section no required rule of its own, so the section can be left out", () => {
    const withOptional: Record<string, FileSchema> = {
      "page.json": {
        typeName: "PageJson",
        shape: "object",
        fields: {
          quote: { kind: "object", typeName: "Quote", optional: true, fields: { text: { kind: "string" }, tags: { kind: "string", list: true, minItems: 2, maxItems: 2 } } },
        },
      },
    };
    const [quote] = configFieldsFor(buildCmsConfig(withOptional, facts, { backend: { name: "git-gateway", branch: "main" }, localBackendUrl: "x" }), "page.json", withOptional["page.json"]) ?? [];
    expect(quote).toMatchObject({ widget: "object", required: false });
    expect(quote.fields?.[0]).toMatchObject({ name: "text", required: false });
    expect(quote.fields?.[0].pattern).toBeUndefined();
    expect(quote.fields?.[1]).toMatchObject({ name: "tags", required: false, min: 2, max: 2 });
  });

  it("turns a slug that names another collection's entry into a choice of those entries", () => {
    const withRef: Record<string, FileSchema> = {
      "page.json": { typeName: "PageJson", shape: "object", fields: { featured: { kind: "slug", ref: "sectors", list: true, minItems: 3, maxItems: 3 } } },
    };
    const [featured] = configFieldsFor(buildCmsConfig(withRef, facts, { backend: { name: "git-gateway", branch: "main" }, localBackendUrl: "x" }), "page.json", withRef["page.json"]) ?? [];
    expect(featured).toMatchObject({ widget: "list", min: 3, max: 3 });
    expect(featured.field).toMatchObject({ widget: "relation", collection: "sectors", value_field: "slug", required: true });
  });
});

describe("facts the configuration takes from the data", () => {
  it("knows every page, for internal links", () => {
    expect(facts.routes).toEqual(expect.arrayContaining(["/", "/contact/", "/admin/cookie-manager/", "/sectors/aviation/", "/services/seat-belt-repairs/", "/types/harnesses/"]));
  });

  it("opens each image field's picker in the folder its pictures are in", () => {
    const facts2: CmsFacts = facts;
    expect(Object.entries(facts2.imageFolders).filter(([key]) => key.startsWith("sectors"))).toEqual([["sectors:image", "images/sectors"]]);
    expect(facts2.imageFolders["products-page:applications.image"]).toBe("images/sectors");
    expect(facts2.imageFolders["home:slides.image"]).toBe("images/hero");
    expect(facts2.imageFolders["home:video.memberships.image"]).toBe("images/memberships");
  });

  it("finds every picture in its field's one folder, where the CMS looks for it", () => {
    expect(scatteredPictures(dataDir, schemas)).toEqual({});
    const copy = tempDir("cms-pictures-");
    fs.cpSync(dataDir, copy, { recursive: true });
    const products = JSON.parse(fs.readFileSync(path.join(copy, "products-page.json"), "utf8")) as { applications: { image: string }[] };
    products.applications[0].image = "images/services/seat-belt-repairs.jpg";
    fs.writeFileSync(path.join(copy, "products-page.json"), JSON.stringify(products));
    expect(scatteredPictures(copy, schemas)).toEqual({ "products-page:applications.image": ["images/sectors", "images/services"] });
    fs.rmSync(copy, { recursive: true, force: true });
  });

  it("gives long texts a multi-line box", () => {
    const sector = folders(config).find((folder) => folder.name === "sectors");
    expect(sector?.fields.find((field) => field.name === "cardDescription")?.widget).toBe("text");
    expect(sector?.fields.find((field) => field.name === "name")?.widget).toBe("string");
  });

  it("gives each folder entry's own address the widget that lets a save check it against the other entries, and no other slug field", () => {
    for (const folder of folders(config)) expect([folder.name, folder.fields.find((field) => field.name === "slug")?.widget]).toEqual([folder.name, "entry-slug"]);
    const products = config.collections.flatMap((collection) => ("files" in collection ? collection.files : [])).find((file) => file.name === "products-page");
    const applications = products?.fields.find((field) => field.name === "applications");
    expect(applications?.fields?.find((field) => field.name === "slug")?.widget).toBe("string");
  });
});
