import fs from "fs";
import path from "path";
import type { SourceNodesArgs } from "gatsby";
import type { SupabaseConfig } from "../lib/storage/config";
import { createEmbeddedBackend, embeddedPaths, type EmbeddedFiles } from "../lib/storage/embedded";
import { createSupabaseBackend, type SupabaseBackendOptions } from "../lib/storage/supabase";
import type { Guide, GuideCatalogue } from "../lib/storage/types";

/** Declared, not inferred, so /resources and the intro video query cleanly when there are no files. */
export const storageTypeDefs = `
type StorageGuide implements Node @dontInfer {
  fileId: String!
  name: String!
  title: String!
  description: String!
  icon: String!
  size: String!
  downloadUrl: String!
  position: Int!
}

type StorageVideo implements Node @dontInfer {
  url: String!
  posterUrl: String
  captionsUrl: String
}
`;

/** The committed intro video and the poster and captions that go with it. */
export const videoFiles = { video: "intro.mp4", poster: "intro.jpg", captions: "intro.vtt" } as const;

/** The embedded default as it stands in static/: guide PDFs with their sizes, and the video if present. */
export function readEmbeddedFiles(staticDir: string): EmbeddedFiles {
  const guidesDir = path.join(staticDir, "guides");
  const names = fs.existsSync(guidesDir) ? fs.readdirSync(guidesDir).filter((name) => name.toLowerCase().endsWith(".pdf")) : [];
  const guides = names.map((name) => ({ id: name, name, bytes: fs.statSync(path.join(guidesDir, name)).size }));
  const present = (name: string): boolean => fs.existsSync(path.join(staticDir, "video", name));
  const video = present(videoFiles.video)
    ? {
        url: embeddedPaths.video(videoFiles.video),
        posterUrl: present(videoFiles.poster) ? embeddedPaths.video(videoFiles.poster) : null,
        captionsUrl: present(videoFiles.captions) ? embeddedPaths.video(videoFiles.captions) : null,
      }
    : null;
  return { guides, video };
}

/** Titles, descriptions and icons from data/resources-page.json; a broken file is reported by the data validation. */
export function readCatalogue(dataDir: string): GuideCatalogue {
  const read = (file: string): unknown => {
    try {
      return JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"));
    } catch {
      return undefined; // Reported in full by validateDataDir in onPreBootstrap.
    }
  };
  const page = read("resources-page.json") as { guides?: unknown; fallbackDescription?: unknown } | undefined;
  return {
    entries: Array.isArray(page?.guides) ? (page.guides as GuideCatalogue["entries"]) : [],
    fallbackDescription: typeof page?.fallbackDescription === "string" ? page.fallbackDescription : "",
  };
}

export interface SourceStorageOptions {
  staticDir: string;
  dataDir: string;
  /** Null for the embedded default. */
  supabase: SupabaseConfig | null;
  supabaseOptions?: SupabaseBackendOptions;
}

/**
 * Lists the guides from the active backend into GraphQL, so /resources is
 * complete in the built HTML. Supabase trouble at build is a warning, never a
 * failure: the site is built with the committed guides instead.
 */
export async function sourceStorage(args: Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest" | "reporter">, options: SourceStorageOptions): Promise<Guide[]> {
  const { actions, createNodeId, createContentDigest, reporter } = args;
  const embedded = readEmbeddedFiles(options.staticDir);
  const catalogue = readCatalogue(options.dataDir);
  let guides = await createEmbeddedBackend(embedded).listGuides(catalogue);

  if (options.supabase) {
    const { guidesBucket, url } = options.supabase;
    const fallback = `Building /resources with the ${guides.length} guide(s) in static/guides/ instead.`;
    try {
      const remote = await createSupabaseBackend(options.supabase, options.supabaseOptions).listGuides(catalogue);
      if (remote.length > 0) guides = remote;
      else
        reporter.warn(
          `Supabase bucket "${guidesBucket}" at ${url} listed no guides. A public bucket with no SELECT policy on storage.objects lists as empty (see README, "Guides, video and Supabase"). ${fallback}`,
        );
    } catch (error) {
      reporter.warn(`Could not list the guides in Supabase bucket "${guidesBucket}" at ${url}: ${error instanceof Error ? error.message : String(error)}. ${fallback}`);
    }
  }

  guides.forEach((guide, position) => {
    const { id, ...fields } = guide;
    const content = { fileId: id, ...fields, position };
    actions.createNode({ ...content, id: createNodeId(`storage-guide-${guide.name}`), internal: { type: "StorageGuide", contentDigest: createContentDigest(content) } });
  });

  if (embedded.video) {
    actions.createNode({ ...embedded.video, id: createNodeId("storage-video"), internal: { type: "StorageVideo", contentDigest: createContentDigest(embedded.video) } });
  }
  return guides;
}
