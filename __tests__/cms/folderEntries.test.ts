/** @jest-environment node */
import { entriesFromHits, folderEntries, provideEntryLister } from "../../src/cms/folderEntries";

describe("the entries of a folder, for the checks on save", () => {
  it("reads Decap's search hits as slugs with their data, and refuses anything else", () => {
    expect(entriesFromHits([{ slug: "aviation", data: { order: 10 }, path: "data/sectors/aviation.json" }])).toEqual([{ slug: "aviation", data: { order: 10 } }]);
    expect(entriesFromHits([])).toEqual([]);
    expect(entriesFromHits(undefined)).toBeUndefined();
    expect(entriesFromHits([{ data: {} }])).toBeUndefined();
    expect(entriesFromHits(["aviation"])).toBeUndefined();
  });

  it("answers nothing, so the save goes ahead, until a lister is given or when the backend fails", async () => {
    expect(await folderEntries("sectors")).toBeUndefined();
    provideEntryLister(() => Promise.reject(new Error("502 Bad Gateway")));
    expect(await folderEntries("sectors")).toBeUndefined();
    provideEntryLister((collection) => Promise.resolve(collection === "sectors" ? [{ slug: "aviation", data: { order: 10 } }] : []));
    expect(await folderEntries("sectors")).toEqual([{ slug: "aviation", data: { order: 10 } }]);
  });
});
