import { DATA_FOLDER, IMAGES_FOLDER } from "./config";

/**
 * Decap finds a picture by its file name in its field's folder (decap-cms-core
 * 3.6, selectMediaFilePath), but a field's pictures may sit in more than one
 * folder under data/images/ (the products page's cards use sectors' and a
 * service's). A picture is looked up in the folder its own path names.
 */

/** The part of Immutable.js's Map the lookup needs (Decap keeps a field's configuration in one). */
export interface FieldConfig {
  set(key: string, value: unknown): FieldConfig;
}

/** The folders to look `value` up in: its own, when it names one under images/; otherwise the field's. */
export function foldersOf(value: unknown): { media_folder: string; public_folder: string } | undefined {
  if (typeof value !== "string" || !value.startsWith(`${IMAGES_FOLDER}/`)) return undefined;
  const folder = value.slice(0, value.lastIndexOf("/"));
  return { media_folder: `/${DATA_FOLDER}/${folder}`, public_folder: folder };
}

/** The field's configuration with the folders of `value`, for Decap's getAsset. */
export function fieldForValue<T extends FieldConfig>(field: T | undefined, value: unknown): T | undefined {
  const folders = foldersOf(value);
  if (!field || !folders) return field;
  return field.set("media_folder", folders.media_folder).set("public_folder", folders.public_folder) as T;
}
