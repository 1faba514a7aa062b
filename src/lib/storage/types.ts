/** A downloadable guide as the resources page shows it (the spec's Guide entity). */
export interface Guide {
  /** The storage object's id, or its name where storage gives none (the embedded files). */
  id: string;
  /** File name in storage, e.g. "fleet-operator-safety-guide.pdf". */
  name: string;
  title: string;
  description: string;
  icon: string;
  /** Formatted for people, e.g. "12.23 KB". */
  size: string;
  downloadUrl: string;
}

/** One entry of a storage listing, before it is matched with the guides in data/resources-page.json. */
export interface StoredFile {
  /** Null for folders (Supabase lists them with no id). */
  id: string | null;
  name: string;
  bytes: number;
}

/** What data/resources-page.json `guides` says about a file, and what to say about files it does not know. */
export interface GuideCatalogue {
  entries: readonly { file: string; title: string; description: string; icon: string }[];
  fallbackDescription: string;
}

/** The intro video and the files that go with it; absent ones are null. */
export interface VideoFiles {
  url: string;
  posterUrl: string | null;
  captionsUrl: string | null;
}

/** Where guides and the intro video are kept: the files in the repository, or Supabase storage. */
export interface StorageBackend {
  readonly kind: "embedded" | "supabase";
  listGuides(catalogue: GuideCatalogue): Promise<Guide[]>;
  getPublicUrl(name: string): Promise<string>;
  download(name: string): Promise<Blob>;
  /** Null when there is no video. */
  getVideo(): Promise<VideoFiles | null>;
}
