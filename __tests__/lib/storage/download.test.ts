import { browserIo, downloadGuide, getStorage, type DownloadIo, type Guide, type StorageBackend } from "../../../src/lib/storage";
import { createEmbeddedBackend } from "../../../src/lib/storage/embedded";

const guide: Guide = {
  id: "taxi-manufacturers.pdf",
  name: "taxi-manufacturers.pdf",
  title: "Taxi Manufacturers",
  description: "Seat belts for taxis.",
  icon: "taxi",
  size: "11.66 KB",
  downloadUrl: "/guides/taxi-manufacturers.pdf",
};

const backend = (download: StorageBackend["download"]): StorageBackend => ({ ...createEmbeddedBackend({ guides: [], video: null }), download });
const io = (openInNewTab = true): DownloadIo => ({ save: jest.fn(), openInNewTab: jest.fn(() => openInNewTab), navigate: jest.fn() });

describe("guide downloads", () => {
  it("saves the downloaded file under its own name", async () => {
    const blob = new Blob(["%PDF-1.7"], { type: "application/pdf" });
    const calls = io();
    await expect(downloadGuide(guide, backend(async () => blob), calls)).resolves.toBe("saved");
    expect(calls.save).toHaveBeenCalledWith(blob, "taxi-manufacturers.pdf");
    expect(calls.openInNewTab).not.toHaveBeenCalled();
  });

  it("logs a failed download and opens the public URL in a new tab", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const calls = io();
    await expect(downloadGuide(guide, backend(async () => Promise.reject(new Error("offline"))), calls)).resolves.toBe("opened");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("taxi-manufacturers.pdf"), expect.any(Error));
    expect(calls.openInNewTab).toHaveBeenCalledWith("/guides/taxi-manufacturers.pdf");
    expect(calls.navigate).not.toHaveBeenCalled();
  });

  it("goes to the public URL in this tab when the browser blocks the new one", async () => {
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const calls = io(false);
    await downloadGuide(guide, backend(async () => Promise.reject(new Error("offline"))), calls);
    expect(calls.navigate).toHaveBeenCalledWith("/guides/taxi-manufacturers.pdf");
  });

  it("fetches an embedded guide from the site and fails on an error status", async () => {
    const fetchMock = jest.fn().mockResolvedValueOnce({ ok: true, status: 200, blob: async () => new Blob(["%PDF"]) }).mockResolvedValueOnce({ ok: false, status: 404 });
    const saved = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      const embedded = createEmbeddedBackend({ guides: [], video: null });
      await expect(embedded.download("taxi-manufacturers.pdf").then((blob) => blob.size)).resolves.toBe(4);
      await expect(embedded.download("missing guide.pdf")).rejects.toThrow("/guides/missing%20guide.pdf answered 404");
      expect(fetchMock).toHaveBeenCalledWith("/guides/taxi-manufacturers.pdf");
    } finally {
      global.fetch = saved;
    }
  });

  it("uses the embedded files unless Supabase is configured", () => {
    expect(getStorage({ guides: [], video: null }, null).kind).toBe("embedded");
    expect(getStorage({ guides: [], video: null }, { url: "https://p.supabase.example", anonKey: "k", guidesBucket: "guides", videoBucket: "video", videoFile: "intro.mp4" }).kind).toBe("supabase");
  });
});

describe("browser side of a download", () => {
  it("saves a blob through a temporary link with the file name", () => {
    const createObjectURL = jest.fn(() => "blob:guide");
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.href).toBe("blob:guide");
      expect(this.download).toBe("taxi-manufacturers.pdf");
    });
    browserIo.save(new Blob(["%PDF"]), "taxi-manufacturers.pdf");
    expect(click).toHaveBeenCalledTimes(1);
    expect(document.querySelector("a[download]")).toBeNull();
  });

  it("reports a blocked new tab, and cuts the new tab's link back to the site", () => {
    const open = jest.spyOn(window, "open").mockReturnValueOnce(null);
    expect(browserIo.openInNewTab("/guides/a.pdf")).toBe(false);
    const tab = { opener: window } as unknown as Window;
    open.mockReturnValueOnce(tab);
    expect(browserIo.openInNewTab("/guides/a.pdf")).toBe(true);
    expect(tab.opener).toBeNull();
    expect(open).toHaveBeenCalledWith("/guides/a.pdf", "_blank");
  });
});
