/**
 * The one way the site reads guides and the intro video. With no settings it
 * uses the files committed under static/ (the embedded default); with a
 * Supabase project in the build's settings (GATSBY_SUPABASE_URL and
 * GATSBY_SUPABASE_ANON_KEY, src/node/settings.ts) it uses Supabase storage.
 */
import { saveBlob } from "../download";
import type { SupabaseConfig } from "./config";
import { createEmbeddedBackend, type EmbeddedFiles } from "./embedded";
import { createSupabaseBackend } from "./supabase";
import type { Guide, StorageBackend } from "./types";

export type { EmbeddedFiles } from "./embedded";
export type { SupabaseConfig } from "./config";
export type { Guide, GuideCatalogue, StorageBackend, StoredFile, VideoFiles } from "./types";
export { formatFileSize } from "./format";
export { sameGuides } from "./guides";

const supabaseBackends = new Map<string, StorageBackend>();

/** One Supabase backend (and so one client) per configuration, however many components ask. */
export function getSupabaseBackend(config: SupabaseConfig): StorageBackend {
  const key = JSON.stringify(config);
  let backend = supabaseBackends.get(key);
  if (!backend) {
    backend = createSupabaseBackend(config);
    supabaseBackends.set(key, backend);
  }
  return backend;
}

/** The backend in use: Supabase when configured, otherwise the embedded files. */
export function getStorage(embedded: EmbeddedFiles, config: SupabaseConfig | null): StorageBackend {
  return config ? getSupabaseBackend(config) : createEmbeddedBackend(embedded);
}

/** A guide whose address is on this site came from the embedded files, whatever is configured now. */
export function backendForGuide(guide: Guide, config: SupabaseConfig | null): StorageBackend {
  return guide.downloadUrl.startsWith("/") || !config ? createEmbeddedBackend({ guides: [], video: null }) : getSupabaseBackend(config);
}

export interface DownloadIo {
  save(blob: Blob, name: string): void;
  /** Returns false when the browser blocked the new tab. */
  openInNewTab(url: string): boolean;
  navigate(url: string): void;
}

export const browserIo: DownloadIo = {
  save: saveBlob,
  openInNewTab(url) {
    // Not the "noopener" feature: with it window.open always returns null, hiding a blocked tab.
    const tab = window.open(url, "_blank");
    if (tab) tab.opener = null;
    return tab !== null;
  },
  navigate: (url) => window.location.assign(url),
};

/**
 * The spec's download: the file is fetched and saved directly; if that fails
 * (logged), its public URL opens in a new tab, or in this tab if the browser
 * blocks new ones, so the visitor always gets the file.
 */
export async function downloadGuide(guide: Guide, backend: StorageBackend, io: DownloadIo = browserIo): Promise<"saved" | "opened"> {
  try {
    io.save(await backend.download(guide.name), guide.name);
    return "saved";
  } catch (error) {
    console.warn(`Could not download ${guide.name} directly; opening ${guide.downloadUrl} instead.`, error);
    if (!io.openInNewTab(guide.downloadUrl)) io.navigate(guide.downloadUrl);
    return "opened";
  }
}
