import { entryRoute, pageFamilies } from "./routes";
import { schemas, type Field } from "./schema";

/** gatsby-source-filesystem's name for data/ (gatsby-config.ts). */
export const DATA_SOURCE = "data";

interface NodeModel {
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>;
}

/**
 * `@fileByDataPath`: an image field holds a path relative to data/ ("images/sectors/aviation.jpg") in every data
 * file, top-level or in a folder. Gatsby's own `@fileByRelativePath` resolves from the file's folder, which would
 * make entries in data/sectors/ write "../images/…" while the CMS and the validation use one form everywhere.
 */
export const fileByDataPath = {
  name: "fileByDataPath",
  extend: () => ({
    resolve: (source: Record<string, unknown>, _args: unknown, context: { nodeModel: NodeModel }, info: { fieldName: string }) => {
      const value = source[info.fieldName];
      if (typeof value !== "string") return null;
      return context.nodeModel.findOne({ type: "File", query: { filter: { sourceInstanceName: { eq: DATA_SOURCE }, relativePath: { eq: value } } } });
    },
  }),
};

/**
 * `@entryPath`: the built address of an entry's page (`path` on SectorsJson, ServicesJson, TypesJson), made by the
 * route registry, so components link to an entry by its `path` and never spell its address themselves.
 */
export const entryPath = {
  name: "entryPath",
  args: { folder: "String!" },
  extend: (options: { folder: string }) => ({
    resolve: (source: Record<string, unknown>) => {
      const family = pageFamilies.find((candidate) => candidate.folder === options.folder);
      return family && typeof source.slug === "string" ? entryRoute(family, source.slug) : null;
    },
  }),
};

function scalarType(field: Field): string {
  switch (field.kind) {
    case "number":
      return "Int";
    case "boolean":
      return "Boolean";
    case "image":
      return "File @fileByDataPath";
    case "object":
      return field.typeName;
    default:
      return "String";
  }
}

function fieldType(field: Field): string {
  // The directive must follow the whole type, list brackets included.
  const [base, directive] = scalarType(field).split(" ");
  const required = field.optional ? "" : "!";
  const type = field.list ? `[${base}!]${required}` : `${base}${required}`;
  return directive ? `${type} ${directive}` : type;
}

/**
 * GraphQL SDL for every data file, declared rather than inferred so that
 * queries keep working (and types stay exact) whatever the data holds.
 */
export function buildTypeDefs(): string {
  const objectTypes = new Map<string, string>();

  const fieldsBlock = (fields: Record<string, Field>): string =>
    Object.entries(fields)
      .map(([name, field]) => {
        if (field.kind === "object") collect(field.typeName, field.fields);
        return `  ${name}: ${fieldType(field)}`;
      })
      .join("\n");

  function collect(typeName: string, fields: Record<string, Field>): void {
    if (objectTypes.has(typeName)) return;
    objectTypes.set(typeName, "");
    objectTypes.set(typeName, `type ${typeName} {\n${fieldsBlock(fields)}\n}`);
  }

  // A folder whose entries are pages (a family of the route registry) also gives each entry its page's path.
  const pathField = (key: string): string => (pageFamilies.some((family) => family.folder === key) ? `\n  path: String! @entryPath(folder: "${key}")` : "");
  const nodeTypes = Object.entries(schemas).map(
    ([key, schema]) => `type ${schema.typeName} implements Node @dontInfer {\n${fieldsBlock(schema.fields)}${pathField(key)}\n}`,
  );
  return [...nodeTypes, ...objectTypes.values()].join("\n\n");
}
