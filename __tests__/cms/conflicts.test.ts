import { changeText, Conflicts, sameData, WRITTEN } from "../../src/cms/drafts/conflicts";
import { noteKey, type NoteStorage } from "../../src/cms/drafts/storedRecord";
import { keptTabName, TAB_NAME, tabNameReader, type ClaimChannel } from "../../src/cms/drafts/tabName";

/** The check before a save that the file was not changed since it was opened (src/cms/drafts/conflicts.ts). */

const file = (data: object): string => `${JSON.stringify(data, null, 2)}\n`;
const opened = file({ name: "Marine", title: "Marine Seat Belts", cardDescription: "Old." });

/** One browser's storage, shared by its tabs. */
function browser() {
  const items = new Map<string, string>();
  const storage: NoteStorage = { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
  return {
    items,
    storage,
    /** A tab of this browser, named `name` (a reload keeps the name: sessionStorage). */
    tab: (name: string): Conflicts => new Conflicts(storage, name),
  };
}

/** A BroadcastChannel's hub: each message goes to every other channel opened on it, later, as a browser delivers them. */
function channels() {
  const open: { listeners: ((event: MessageEvent) => void)[] }[] = [];
  const pending: (() => void)[] = [];
  return {
    channel(): ClaimChannel {
      const own = { listeners: [] as ((event: MessageEvent) => void)[] };
      open.push(own);
      return {
        postMessage(data) {
          for (const other of open) if (other !== own) for (const listener of other.listeners) pending.push(() => listener({ data } as MessageEvent));
        },
        addEventListener: (_type, listener) => void own.listeners.push(listener),
      };
    },
    /** Delivers every message sent so far, and those sent in answer. */
    deliver() {
      while (pending.length > 0) pending.shift()?.();
    },
  };
}

/** A tab's own sessionStorage; `copyOf` makes it a duplicate's, which the browser copies from the original tab. */
function session(copyOf?: Map<string, string>) {
  const items = new Map(copyOf);
  return { items, storage: { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) } satisfies NoteStorage };
}

describe("a save over a changed file", () => {
  it("goes ahead while the file is as it was opened, whatever its spacing or the order of its keys", () => {
    expect(new Conflicts(undefined, "tab").check("sectors/marine", opened, JSON.stringify({ cardDescription: "Old.", title: "Marine Seat Belts", name: "Marine" }))).toBeUndefined();
  });

  it("stops once someone else changed it, and goes ahead when saved again over that same version", () => {
    const conflicts = new Conflicts(undefined, "tab");
    const theirs = file({ name: "Marine", title: "Marine Seat Belts", cardDescription: "Theirs." });
    expect(conflicts.check("sectors/marine", opened, theirs)).toBe("someoneElse");
    expect(conflicts.check("sectors/marine", opened, theirs)).toBeUndefined();
    // A third version, changed again after the editor was told: told again.
    expect(conflicts.check("sectors/marine", opened, file({ name: "Marine", cardDescription: "Theirs, again." }))).toBe("someoneElse");
  });

  it("stops when the file was deleted since (none now), and goes ahead when saved again", () => {
    const conflicts = new Conflicts(undefined, "tab");
    expect(conflicts.check("sectors/marine", opened, null)).toBe("someoneElse");
    expect(conflicts.check("sectors/marine", opened, null)).toBeUndefined();
  });

  it("starts the next save from what this tab wrote", () => {
    const conflicts = new Conflicts(undefined, "tab");
    const mine = { name: "Marine", title: "Mine", cardDescription: "Old." };
    conflicts.wrote("sectors/marine", mine);
    expect(conflicts.check("sectors/marine", opened, file(mine))).toBeUndefined();
    expect(conflicts.check("sectors/aviation", opened, file(mine))).toBe("someoneElse");
  });

  it("names the entry and says what to do", () => {
    expect(changeText("someoneElse", "published", { entry: "Marine", collection: "Sectors", workflow: false })).toMatch(
      /^"Marine" \(Sectors\) was changed by someone else after you opened it.*Your changes are still in the form\..*To replace their version with yours, publish again\.$/,
    );
    expect(changeText("someoneElse", "draft", { entry: "Marine", collection: "Sectors", workflow: true })).toMatch(
      /^"Marine" \(Sectors\) has a draft that someone else saved after you opened it, waiting in Workflow.*Your changes are still in the form\..*save again\.$/,
    );
    expect(changeText("otherTab", "published", { entry: "Marine", collection: "Sectors", workflow: true })).toMatch(
      /^"Marine" \(Sectors\) was saved in another tab of this browser after you opened it here.*Your changes are still in the form\..*To replace that version with yours, save again\.$/,
    );
    expect(sameData({ a: [1, { b: 2, c: 3 }] }, { a: [1, { c: 3, b: 2 }] })).toBe(true);
    expect(sameData({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });
});

describe("one editor, many tabs", () => {
  const mine = (title: string) => ({ name: "Marine", title, cardDescription: "Old." });

  it("keeps each entry's note when another tab writes another entry (each note under a key of its own)", () => {
    const { items, tab } = browser();
    const first = tab("tab-1");
    const second = tab("tab-2");
    first.wrote("sectors/marine", mine("From the first tab"));
    second.wrote("sectors/aviation", { name: "Aviation" });
    first.wrote("sectors/taxis", { name: "Taxis" });
    expect([...items.keys()].sort()).toEqual(["sectors/aviation", "sectors/marine", "sectors/taxis"].map((entry) => noteKey(WRITTEN, entry)));
    // After a reload of the first tab, its own save before the reload is no one else's change.
    const reloaded = tab("tab-1");
    expect(reloaded.check("sectors/marine", opened, file(mine("From the first tab")))).toBeUndefined();
  });

  it("names a save made in another tab as such, not as someone else's, and learns of it as it happens", () => {
    const { tab } = browser();
    const first = tab("tab-1");
    const second = tab("tab-2");
    // Both opened Marine; the first tab saves; the second, still showing the entry as opened, then saves.
    first.wrote("sectors/marine", mine("From the first tab"));
    expect(second.check("sectors/marine", opened, file(mine("From the first tab")))).toBe("otherTab");
    // Saved again, knowingly: it goes, and the first tab, saving in turn, is told of the second's.
    expect(second.check("sectors/marine", opened, file(mine("From the first tab")))).toBeUndefined();
    second.wrote("sectors/marine", mine("From the second tab"));
    expect(first.check("sectors/marine", opened, file(mine("From the second tab")))).toBe("otherTab");
    // A colleague's change is still a colleague's.
    expect(first.check("sectors/marine", opened, file(mine("A colleague's")))).toBe("someoneElse");
  });

  it("reads a note it cannot read as no note, and still answers", () => {
    const { items, tab } = browser();
    items.set(noteKey(WRITTEN, "sectors/marine"), "{not json");
    expect(tab("tab-1").check("sectors/marine", opened, file(mine("Written before")))).toBe("someoneElse");
    items.set(noteKey(WRITTEN, "sectors/marine"), JSON.stringify({ data: mine("Written before") }));
    expect(tab("tab-1").check("sectors/marine", opened, file(mine("Written before")))).toBe("someoneElse");
  });

  it("names a duplicated tab's save as another tab's: the duplicate finds the original holds its copied name, and takes a new one", () => {
    const { storage } = browser();
    const hub = channels();
    const original = session();
    const first = new Conflicts(storage, tabNameReader(original.storage, hub.channel()));
    hub.deliver();
    // Duplicate tab: the browser copies the original's sessionStorage, its name with it.
    const copy = session(original.items);
    const duplicate = new Conflicts(storage, tabNameReader(copy.storage, hub.channel()));
    hub.deliver();
    expect(copy.items.get(TAB_NAME)).not.toBe(original.items.get(TAB_NAME));
    // Both opened Marine; the original saves; the duplicate, still showing it as opened, is told, and so is the original in turn.
    first.wrote("sectors/marine", mine("From the original"));
    expect(duplicate.check("sectors/marine", opened, file(mine("From the original")))).toBe("otherTab");
    duplicate.wrote("sectors/marine", mine("From the duplicate"));
    expect(first.check("sectors/marine", opened, file(mine("From the duplicate")))).toBe("otherTab");
  });

  it("keeps a reloaded tab's name: its claim finds no one holding it", () => {
    const hub = channels();
    const tab = session();
    const before = tabNameReader(tab.storage, hub.channel())();
    hub.deliver();
    // The page before the reload is gone: its channel no longer answers.
    const hubAfter = channels();
    hubAfter.channel();
    const after = tabNameReader(tab.storage, hubAfter.channel());
    hubAfter.deliver();
    expect(after()).toBe(before);
  });

  it("keeps a tab's name across a reload, and makes one for the page alone where the storage refuses", () => {
    const session = new Map<string, string>();
    const storage: NoteStorage = { getItem: (key) => session.get(key) ?? null, setItem: (key, value) => void session.set(key, value) };
    const name = keptTabName(storage);
    expect(keptTabName(storage)).toBe(name);
    const refusing: NoteStorage = {
      getItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    };
    expect(keptTabName(refusing)).not.toBe(keptTabName(refusing));
  });
});
