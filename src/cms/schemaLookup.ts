import { schemas, type FileSchema } from "../data/schema";
import { stemOf } from "./names";

/** The schema key of a file or folder by its name without ".json" ("home" → "home.json", "sectors" → "sectors"). */
export function schemaKeyOf(stem: string): string | undefined {
  return Object.keys(schemas).find((key) => stemOf(key) === stem);
}

export function schemaOf(stem: string): FileSchema {
  const key = schemaKeyOf(stem);
  if (!key) throw new Error(`src/data/schema.ts declares no data file or folder named "${stem}".`);
  return schemas[key];
}
