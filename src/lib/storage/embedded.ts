import { toGuides } from "./guides";
import type { StorageBackend, StoredFile, VideoFiles } from "./types";

export interface EmbeddedFiles {
  /** The PDFs in static/guides/, with their sizes, as found at build. */
  guides: readonly StoredFile[];
  /** static/video/ as found at build; null when there is no video. */
  video: VideoFiles | null;
}

/** Site paths of the files committed under static/. */
export const embeddedPaths = {
  guide: (name: string): string => `/guides/${encodeURIComponent(name)}`,
  video: (name: string): string => `/video/${encodeURIComponent(name)}`,
};

/** The default backend: files committed to the repository and served with the site. */
export function createEmbeddedBackend(files: EmbeddedFiles): StorageBackend {
  return {
    kind: "embedded",
    listGuides: async (catalogue) => toGuides(files.guides, catalogue, embeddedPaths.guide),
    getPublicUrl: async (name) => embeddedPaths.guide(name),
    async download(name) {
      const response = await fetch(embeddedPaths.guide(name));
      if (!response.ok) throw new Error(`${embeddedPaths.guide(name)} answered ${response.status}`);
      return response.blob();
    },
    getVideo: async () => files.video,
  };
}
