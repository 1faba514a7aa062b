import type { Formatter } from "decap-cms-core";

/**
 * JSON as the repository writes it: two-space indent and a final newline, so
 * a save from the CMS changes only the lines the editor changed.
 */
export const jsonFileFormat: Formatter = {
  fromFile: (content: string): unknown => JSON.parse(content),
  toFile: (data: object): string => `${JSON.stringify(data, null, 2)}\n`,
};
