import { noteEntry, readRecord, writeRecord, type NoteStorage } from "../../src/cms/drafts/storedRecord";

/** A storage holding `items`, as the browser's would (strings in, strings out). */
function storage(items: Record<string, string> = {}): NoteStorage & { items: Record<string, string> } {
  return { items, getItem: (key) => items[key] ?? null, setItem: (key, value) => void (items[key] = String(value)) };
}

describe("the CMS's notes in the browser's storage", () => {
  it("reads what it wrote, by entry", () => {
    const kept = storage();
    expect(noteEntry(kept, "cms-typed-against", "sectors.aviation", '{"name":"Aviation"}')).toBe(true);
    expect(noteEntry(kept, "cms-typed-against", "sectors.marine", '{"name":"Marine"}')).toBe(true);
    expect(readRecord(kept, "cms-typed-against")).toEqual({ "sectors.aviation": '{"name":"Aviation"}', "sectors.marine": '{"name":"Marine"}' });
  });

  it.each([
    ["corrupt JSON", '{"sectors.aviation": "{\\"name'],
    ["a list", '["sectors.aviation"]'],
    ["a number", "17"],
    ["null", "null"],
    ["a string", '"sectors.aviation"'],
    ["an empty value", ""],
  ])("reads %s as no notes, and a new note replaces it with a record of its own", (_, found) => {
    const kept = storage({ "cms-typed-against": found, "other-site": "untouched" });
    expect(readRecord(kept, "cms-typed-against")).toEqual({});
    noteEntry(kept, "cms-typed-against", "sectors.aviation", "typed against");
    expect(JSON.parse(kept.items["cms-typed-against"])).toEqual({ "sectors.aviation": "typed against" });
    expect(kept.items["other-site"]).toBe("untouched");
  });

  it("reads a storage that refuses to be read as no notes, and says a note it refuses was not written", () => {
    const refusing: NoteStorage = {
      getItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
    };
    expect(readRecord(refusing, "cms-written")).toEqual({});
    expect(noteEntry(refusing, "cms-written", "sectors/aviation", { name: "Aviation" })).toBe(false);
    expect(writeRecord(undefined, "cms-written", {})).toBe(false);
    expect(readRecord(undefined, "cms-written")).toEqual({});
  });
});
