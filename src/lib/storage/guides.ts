import { formatFileSize } from "./format";
import type { Guide, GuideCatalogue, StoredFile } from "./types";

/** Supabase keeps an empty folder alive with this file; it is not a guide. */
const placeholderNames = new Set([".emptyFolderPlaceholder"]);

/** Files only: folders (no id) and placeholder or hidden files are left out. */
export function isGuideFile(file: StoredFile): boolean {
  return file.id !== null && file.name !== "" && !placeholderNames.has(file.name) && !file.name.startsWith(".");
}

export const fallbackIcon = "document";

/** Title, description and icon for a file name; unknown files get the spec's fallbacks. */
export function describeGuide(name: string, catalogue: GuideCatalogue): Pick<Guide, "title" | "description" | "icon"> {
  const entry = catalogue.entries.find((candidate) => candidate.file === name);
  if (entry) return { title: entry.title, description: entry.description, icon: entry.icon };
  return { title: name.replace(/\.pdf$/i, ""), description: catalogue.fallbackDescription, icon: fallbackIcon };
}

/**
 * Guides from a storage listing: known guides in the order of data/resources-page.json `guides`
 * (so editors choose the order), then any others by name.
 */
export function toGuides(files: readonly StoredFile[], catalogue: GuideCatalogue, publicUrl: (name: string) => string): Guide[] {
  const rank = (name: string): number => {
    const index = catalogue.entries.findIndex((entry) => entry.file === name);
    return index === -1 ? catalogue.entries.length : index;
  };
  return files
    .filter(isGuideFile)
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name))
    .map((file) => ({
      id: file.id ?? file.name,
      name: file.name,
      ...describeGuide(file.name, catalogue),
      size: formatFileSize(file.bytes),
      downloadUrl: publicUrl(file.name),
    }));
}

/** Same guides, same order and same files: a refresh that changes nothing re-renders nothing. */
export function sameGuides(a: readonly Guide[], b: readonly Guide[]): boolean {
  return a.length === b.length && a.every((guide, i) => guide.name === b[i].name && guide.size === b[i].size && guide.downloadUrl === b[i].downloadUrl);
}
