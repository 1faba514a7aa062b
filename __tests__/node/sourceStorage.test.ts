/** @jest-environment node */
import fs from "fs";
import path from "path";
import { TtlCache } from "../../src/lib/storage/cache";
import type { StoredFile } from "../../src/lib/storage/types";
import { readEmbeddedFiles, sourceStorage, type SourceStorageOptions } from "../../src/node/sourceStorage";
import { readData } from "../helpers/siteData";
import { startStorageServer, type StorageServer } from "../helpers/storageServer";
import { tempDir } from "../helpers/tempDir";

const root = path.join(__dirname, "..", "..");
const staticDir = path.join(root, "static");
const dataDir = path.join(root, "data");
const guidesJson = readData<{ guides: { file: string; title: string }[] }>("resources-page.json").guides;

function gatsbyArgs() {
  const createNode = jest.fn();
  const warn = jest.fn();
  return {
    args: {
      actions: { createNode },
      createNodeId: (key: string) => `node-${key}`,
      createContentDigest: () => "digest",
      reporter: { warn },
    } as unknown as Parameters<typeof sourceStorage>[0],
    createNode,
    warn,
  };
}

const nodesOfType = (createNode: jest.Mock, type: string): Record<string, unknown>[] =>
  createNode.mock.calls.map(([node]) => node as Record<string, unknown> & { internal: { type: string } }).filter((node) => node.internal.type === type);

const options = (extra: Partial<SourceStorageOptions> = {}): SourceStorageOptions => ({
  staticDir,
  dataDir,
  supabase: null,
  supabaseOptions: { retry: { baseDelayMs: 5 }, timeoutMs: 500, cache: new TtlCache<StoredFile[]>() },
  ...extra,
});

describe("guides sourced at build", () => {
  it("creates one node per committed PDF, in the order of data/resources-page.json, with real sizes and site paths", async () => {
    const { args, createNode, warn } = gatsbyArgs();
    await sourceStorage(args, options());
    const guides = nodesOfType(createNode, "StorageGuide");
    expect(guides.map((guide) => guide.title)).toEqual(guidesJson.map((guide) => guide.title));
    const garage = guides.find((guide) => guide.name === "garage-mot-compliance-guide.pdf");
    const bytes = fs.statSync(path.join(staticDir, "guides", "garage-mot-compliance-guide.pdf")).size;
    expect(garage).toMatchObject({ fileId: "garage-mot-compliance-guide.pdf", downloadUrl: "/guides/garage-mot-compliance-guide.pdf", icon: "garage", position: 1 });
    expect(garage?.size).toBe(`${parseFloat((bytes / 1024).toFixed(2))} KB`);
    expect(warn).not.toHaveBeenCalled();
  });

  it("makes no video node without static/video/intro.mp4, and one with its poster and captions when present", async () => {
    expect(readEmbeddedFiles(staticDir).video).toBeNull();
    const dir = tempDir("static-");
    fs.mkdirSync(path.join(dir, "video"));
    fs.writeFileSync(path.join(dir, "video", "intro.mp4"), "video");
    fs.writeFileSync(path.join(dir, "video", "intro.vtt"), "WEBVTT");
    const { args, createNode } = gatsbyArgs();
    await sourceStorage(args, options({ staticDir: dir }));
    expect(nodesOfType(createNode, "StorageVideo")).toEqual([expect.objectContaining({ url: "/video/intro.mp4", captionsUrl: "/video/intro.vtt", posterUrl: null })]);
    expect(nodesOfType(createNode, "StorageGuide")).toEqual([]);
  });

  describe("with Supabase configured", () => {
    let server: StorageServer;
    beforeEach(async () => {
      server = await startStorageServer();
    });
    afterEach(() => server.close());

    const supabase = () => ({ url: server.url, anonKey: "anon", guidesBucket: "guides", videoBucket: "video", videoFile: "intro.mp4" });

    it("lists the bucket's guides with their public URLs", async () => {
      server.buckets.set("guides", new Map([["emergency-vehicle.pdf", Buffer.alloc(3000)]]));
      const { args, createNode, warn } = gatsbyArgs();
      await sourceStorage(args, options({ supabase: supabase() }));
      expect(nodesOfType(createNode, "StorageGuide")).toEqual([
        expect.objectContaining({ title: "Emergency Vehicle", size: "2.93 KB", downloadUrl: `${server.url}/storage/v1/object/public/guides/emergency-vehicle.pdf` }),
      ]);
      expect(warn).not.toHaveBeenCalled();
    });

    it("warns and builds with the committed guides when Supabase cannot be reached", async () => {
      const { args, createNode, warn } = gatsbyArgs();
      const settings = supabase();
      await server.close();
      await sourceStorage(args, options({ supabase: settings }));
      const committed = `Building /resources with the ${guidesJson.length} guide(s) in static/guides/ instead.`;
      const [message] = warn.mock.calls.map(([text]) => String(text));
      expect(message).toMatch(/^Could not list the guides in Supabase bucket "guides" at http:\/\/127\.0\.0\.1:\d+: /);
      expect(message.slice(-committed.length)).toBe(committed);
      expect(nodesOfType(createNode, "StorageGuide").map((guide) => guide.downloadUrl)).toEqual(guidesJson.map((guide) => `/guides/${guide.file}`));
    });

    it("warns about the SELECT policy and builds with the committed guides when the bucket lists empty", async () => {
      server.buckets.set("guides", new Map());
      const { args, createNode, warn } = gatsbyArgs();
      await sourceStorage(args, options({ supabase: supabase() }));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("A public bucket with no SELECT policy on storage.objects lists as empty"));
      expect(nodesOfType(createNode, "StorageGuide")).toHaveLength(guidesJson.length);
    });
  });
});
