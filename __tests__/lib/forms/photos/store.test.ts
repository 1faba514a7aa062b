/** @jest-environment node */
import "fake-indexeddb/auto";
import type { KeptPhoto } from "../../../../src/lib/forms/photos/kept";

/**
 * The photos kept with a draft, in a stand-in IndexedDB (fake-indexeddb): what is stored, in which order it
 * comes back, what is forgotten, and that a broken store fails softly. Each test loads the module afresh so
 * that it opens the database anew.
 */

type Store = typeof import("../../../../src/lib/forms/photos/store");
const load = (): Store => {
  let store: Store | undefined;
  jest.isolateModules(() => {
    store = jest.requireActual("../../../../src/lib/forms/photos/store");
  });
  return store as Store;
};

const photo = (id: string, text = id): KeptPhoto => ({
  id,
  name: `${id}.jpg`,
  originalName: `${id}.HEIC`,
  type: "image/jpeg",
  blob: new Blob([text], { type: "image/jpeg" }),
  width: 2000,
  height: 1500,
});

const text = (blob: Blob): Promise<string> => blob.text();

beforeEach(async () => {
  const { IDBFactory } = await import("fake-indexeddb");
  globalThis.indexedDB = new IDBFactory();
});

describe("the photo store", () => {
  it("gives back a draft's photos, bytes and names, in the draft's order, and only that form's", async () => {
    const store = load();
    await store.savePhoto("quote", photo("label"));
    await store.savePhoto("quote", photo("buckle"));
    await store.savePhoto("reseller", photo("other"));
    const again = load();
    const photos = await again.loadPhotos("quote", ["buckle", "label", "other", "missing"]);
    expect(photos.map((p) => [p.id, p.name, p.originalName, p.type, p.width, p.height])).toEqual([
      ["buckle", "buckle.jpg", "buckle.HEIC", "image/jpeg", 2000, 1500],
      ["label", "label.jpg", "label.HEIC", "image/jpeg", 2000, 1500],
    ]);
    expect(await text(photos[1].blob)).toBe("label");
    expect(photos[1].blob.type).toBe("image/jpeg");
  });

  it("forgets a removed photo, and every photo of a form when its draft is cleared", async () => {
    const store = load();
    for (const id of ["a", "b", "c"]) await store.savePhoto("quote", photo(id));
    await store.savePhoto("reseller", photo("r"));
    await store.removePhoto("b");
    expect((await store.loadPhotos("quote", ["a", "b", "c"])).map((p) => p.id)).toEqual(["a", "c"]);
    await store.clearPhotos("quote");
    expect(await store.loadPhotos("quote", ["a", "c"])).toEqual([]);
    expect((await store.loadPhotos("reseller", ["r"])).map((p) => p.id)).toEqual(["r"]);
  });

  it("drops photos older than a day when it opens, and rows it cannot read, without an error", async () => {
    const store = load();
    const now = Date.now();
    const clock = jest.spyOn(Date, "now").mockReturnValue(now - 25 * 60 * 60 * 1000);
    await store.savePhoto("quote", photo("old"));
    clock.mockReturnValue(now);
    await store.savePhoto("quote", photo("new"));
    // A row written by something else, or a future version: not a photo this code knows.
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open("enquiry-photos", 1);
      req.onsuccess = () => {
        const tx = req.result.transaction("photos", "readwrite");
        tx.objectStore("photos").put({ id: "odd", kind: "quote", bytes: "not bytes" });
        tx.oncomplete = () => {
          req.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
    const again = load();
    expect((await again.loadPhotos("quote", ["old", "odd", "new"])).map((p) => p.id)).toEqual(["new"]);
  });

  it("rejects, so the form keeps the photos in memory and says so, when there is no IndexedDB or it will not open", async () => {
    // @ts-expect-error -- a browser without IndexedDB (or one that hides it)
    delete globalThis.indexedDB;
    await expect(load().savePhoto("quote", photo("a"))).rejects.toThrow("this browser has no IndexedDB");
    globalThis.indexedDB = {
      open: () => {
        const req = {} as IDBOpenDBRequest;
        setTimeout(() => {
          Object.assign(req, { error: new DOMException("The user denied permission", "SecurityError") });
          req.onerror?.(new Event("error"));
        }, 0);
        return req;
      },
    } as unknown as IDBFactory;
    await expect(load().loadPhotos("quote", ["a"])).rejects.toThrow("The user denied permission");
  });
});
