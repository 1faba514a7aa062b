/** @jest-environment node */
import fs from "fs";
import path from "path";
import { downloadGuide, type DownloadIo } from "../../../src/lib/storage";
import { TtlCache } from "../../../src/lib/storage/cache";
import type { SupabaseConfig } from "../../../src/lib/storage/config";
import { createSupabaseBackend, type SupabaseBackendOptions } from "../../../src/lib/storage/supabase";
import type { GuideCatalogue, StoredFile } from "../../../src/lib/storage/types";
import { readData } from "../../helpers/siteData";
import { startStorageServer, type StorageServer } from "../../helpers/storageServer";

// The real @supabase/supabase-js client against a local server that answers the Storage REST routes.
const guidesDir = path.join(__dirname, "..", "..", "..", "static", "guides");
const pdf = (name: string): Buffer => fs.readFileSync(path.join(guidesDir, name));
const catalogue: GuideCatalogue = {
  entries: readData<{ guides: GuideCatalogue["entries"][number][] }>("resources-page.json").guides,
  fallbackDescription: readData<{ fallbackDescription: string }>("resources-page.json").fallbackDescription,
};

let server: StorageServer;
let config: SupabaseConfig;

/** Each backend gets its own cache, so tests do not see each other's listings; retries are quick. */
const backend = (options: SupabaseBackendOptions = {}) =>
  createSupabaseBackend(config, { cache: new TtlCache<StoredFile[]>(), retry: { baseDelayMs: 5 }, timeoutMs: 2000, ...options });

const listCalls = (): number => server.requests.filter((request) => request.path === "/storage/v1/object/list/guides").length;

beforeEach(async () => {
  server = await startStorageServer();
  config = { url: server.url, anonKey: "anon-test-key", guidesBucket: "guides", videoBucket: "video", videoFile: "intro.mp4" };
});

afterEach(() => server.close());

describe("Supabase storage backend", () => {
  it("lists the guides at the bucket root, skipping folders and placeholders, with titles, sizes and public URLs", async () => {
    server.buckets.set(
      "guides",
      new Map([
        ["taxi-manufacturers.pdf", pdf("taxi-manufacturers.pdf")],
        ["garage-mot-compliance-guide.pdf", pdf("garage-mot-compliance-guide.pdf")],
        ["Hybrid Vehicles.pdf", Buffer.alloc(2048)],
        [".emptyFolderPlaceholder", Buffer.alloc(0)],
      ]),
    );
    server.folders.set("guides", ["archive"]);

    const guides = await backend().listGuides(catalogue);

    expect(guides.map(({ title, size }) => [title, size])).toEqual([
      ["Garage & MOT Compliance Guide", "12.6 KB"],
      ["Taxi Manufacturers", "11.66 KB"],
      ["Hybrid Vehicles", "2 KB"],
    ]);
    expect(guides[2].description).toBe("Comprehensive safety guide and compliance information.");
    expect(guides[0].downloadUrl).toBe(`${server.url}/storage/v1/object/public/guides/garage-mot-compliance-guide.pdf`);
    const [request] = server.requests;
    expect(JSON.parse(request.body)).toMatchObject({ prefix: "", limit: 100 });
    expect(request.headers.apikey).toBe("anon-test-key");

    const response = await fetch(guides[1].downloadUrl);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("gives an empty list for an empty bucket", async () => {
    server.buckets.set("guides", new Map());
    await expect(backend().listGuides(catalogue)).resolves.toEqual([]);
  });

  it("retries after server errors and succeeds on the third attempt", async () => {
    server.buckets.set("guides", new Map([["taxi-manufacturers.pdf", pdf("taxi-manufacturers.pdf")]]));
    server.listFailures = 2;
    const guides = await backend().listGuides(catalogue);
    expect(guides.map((guide) => guide.title)).toEqual(["Taxi Manufacturers"]);
    expect(listCalls()).toBe(3);
  });

  it("gives up after 3 retries when the server keeps failing", async () => {
    server.buckets.set("guides", new Map());
    server.listFailures = 10;
    await expect(backend().listGuides(catalogue)).rejects.toMatchObject({ status: 500 });
    expect(listCalls()).toBe(4);
  });

  it("does not retry a missing bucket", async () => {
    await expect(backend().listGuides(catalogue)).rejects.toMatchObject({ message: "Bucket not found" });
    expect(listCalls()).toBe(1);
  });

  it("waits for a slow server within the time limit", async () => {
    server.buckets.set("guides", new Map([["emergency-vehicle.pdf", pdf("emergency-vehicle.pdf")]]));
    server.listDelayMs = 300;
    const guides = await backend({ timeoutMs: 2000 }).listGuides(catalogue);
    expect(guides.map((guide) => guide.title)).toEqual(["Emergency Vehicle"]);
  });

  it("abandons a server slower than the time limit after its retries", async () => {
    server.buckets.set("guides", new Map([["emergency-vehicle.pdf", pdf("emergency-vehicle.pdf")]]));
    server.listDelayMs = 3000;
    // 300 ms an attempt: long enough for each request to reach the server in this process on a busy machine
    // (with 100 ms the last one was sometimes abandoned before it arrived), far short of the server's delay. The
    // server runs in this process, so its answer's timer cannot fire before the client's earlier one, however busy
    // the machine: a client that waited for the answer would get the listing, not an error.
    await expect(backend({ timeoutMs: 300 }).listGuides(catalogue)).rejects.toThrow();
    expect(listCalls()).toBe(4);
  });

  it("reuses a successful listing for 5 minutes, then asks again", async () => {
    let now = 0;
    const cached = backend({ cache: new TtlCache<StoredFile[]>(5 * 60 * 1000, () => now) });
    server.buckets.set("guides", new Map([["taxi-manufacturers.pdf", pdf("taxi-manufacturers.pdf")]]));
    await cached.listGuides(catalogue);
    server.buckets.get("guides")?.set("emergency-vehicle.pdf", pdf("emergency-vehicle.pdf"));
    now = 5 * 60 * 1000 - 1;
    expect(await cached.listGuides(catalogue)).toHaveLength(1);
    now = 5 * 60 * 1000;
    expect(await cached.listGuides(catalogue)).toHaveLength(2);
    expect(listCalls()).toBe(2);
  });

  it("downloads a guide directly", async () => {
    server.buckets.set("guides", new Map([["fleet-operator-safety-guide.pdf", pdf("fleet-operator-safety-guide.pdf")]]));
    const [guide] = await backend().listGuides(catalogue);
    const io: DownloadIo = { save: jest.fn(), openInNewTab: jest.fn(() => true), navigate: jest.fn() };
    await expect(downloadGuide(guide, backend(), io)).resolves.toBe("saved");
    const [blob, name] = (io.save as jest.Mock).mock.calls[0] as [Blob, string];
    expect(name).toBe("fleet-operator-safety-guide.pdf");
    expect((await blob.text()).slice(0, 5)).toBe("%PDF-");
    expect(server.requests.at(-1)).toMatchObject({ method: "GET", path: "/storage/v1/object/guides/fleet-operator-safety-guide.pdf" });
    expect(io.openInNewTab).not.toHaveBeenCalled();
  });

  it("opens the public URL in a new tab when the download fails, and that URL serves the PDF", async () => {
    server.buckets.set("guides", new Map([["fleet-operator-safety-guide.pdf", pdf("fleet-operator-safety-guide.pdf")]]));
    server.downloadStatus = 500;
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const [guide] = await backend().listGuides(catalogue);
    const io: DownloadIo = { save: jest.fn(), openInNewTab: jest.fn(() => true), navigate: jest.fn() };

    await expect(downloadGuide(guide, backend(), io)).resolves.toBe("opened");

    expect(io.save).not.toHaveBeenCalled();
    expect(io.openInNewTab).toHaveBeenCalledWith(`${server.url}/storage/v1/object/public/guides/fleet-operator-safety-guide.pdf`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("fleet-operator-safety-guide.pdf"), expect.anything());
    const response = await fetch((io.openInNewTab as jest.Mock).mock.calls[0][0] as string);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("finds the intro video with its captions, and no poster when there is none", async () => {
    server.buckets.set("video", new Map([["intro.mp4", Buffer.from("video")], ["intro.vtt", Buffer.from("WEBVTT")]]));
    await expect(backend().getVideo()).resolves.toEqual({
      url: `${server.url}/storage/v1/object/public/video/intro.mp4`,
      captionsUrl: `${server.url}/storage/v1/object/public/video/intro.vtt`,
      posterUrl: null,
    });
  });

  it("has no video when the video bucket does not hold the file", async () => {
    server.buckets.set("video", new Map());
    await expect(backend().getVideo()).resolves.toBeNull();
  });
});
