import { noteKey, readNote, writeNote, type NoteStorage } from "../../src/cms/drafts/storedRecord";

/** A storage holding `items`, as the browser's would (strings in, strings out). */
function storage(items: Record<string, string> = {}): NoteStorage & { items: Record<string, string> } {
  return { items, getItem: (key) => items[key] ?? null, setItem: (key, value) => void (items[key] = String(value)) };
}

describe("the CMS's notes in the browser's storage", () => {
  it("reads what it wrote, each entry's note under a key of its own", () => {
    const kept = storage({ "other-site": "untouched" });
    expect(writeNote(kept, "cms-typed-against", "sectors.aviation", '{"name":"Aviation"}')).toBe(true);
    expect(writeNote(kept, "cms-typed-against", "sectors.marine", '{"name":"Marine"}')).toBe(true);
    expect(readNote(kept, "cms-typed-against", "sectors.aviation")).toBe('{"name":"Aviation"}');
    expect(readNote(kept, "cms-typed-against", "sectors.marine")).toBe('{"name":"Marine"}');
    expect(Object.keys(kept.items).sort()).toEqual(["cms-typed-against:sectors.aviation", "cms-typed-against:sectors.marine", "other-site"]);
    expect(noteKey("cms-written", "sectors/aviation")).toBe("cms-written:sectors/aviation");
  });

  it("never rewrites another entry's note: a tab's note lands beside one written meanwhile by another tab", () => {
    const shared = storage();
    writeNote(shared, "cms-written", "sectors/aviation", { tab: "first" });
    writeNote(shared, "cms-written", "sectors/marine", { tab: "second" });
    expect(readNote(shared, "cms-written", "sectors/aviation")).toEqual({ tab: "first" });
  });

  it.each([
    ["corrupt JSON", '{"name'],
    ["an empty value", ""],
  ])("reads %s as no note, and a new note replaces it", (_, found) => {
    const kept = storage({ "cms-typed-against:sectors.aviation": found });
    expect(readNote(kept, "cms-typed-against", "sectors.aviation")).toBeUndefined();
    writeNote(kept, "cms-typed-against", "sectors.aviation", "typed against");
    expect(readNote(kept, "cms-typed-against", "sectors.aviation")).toBe("typed against");
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
    expect(readNote(refusing, "cms-written", "sectors/aviation")).toBeUndefined();
    expect(writeNote(refusing, "cms-written", "sectors/aviation", { name: "Aviation" })).toBe(false);
    expect(writeNote(undefined, "cms-written", "sectors/aviation", {})).toBe(false);
    expect(readNote(undefined, "cms-written", "sectors/aviation")).toBeUndefined();
  });
});
