/**
 * Names the CMS in the browser and the configuration generated for it at build time (src/node/cms/config.ts)
 * must agree on.
 */

/** Every data file is written as the repository writes JSON: two-space indent and a final newline (formats.ts). */
export const JSON_FORMAT = "json-file";

/** Names a file or folder by its schema key: "site.json" → "site", "sectors" → "sectors". */
export const stemOf = (schemaKey: string): string => schemaKey.replace(/\.json$/, "");
