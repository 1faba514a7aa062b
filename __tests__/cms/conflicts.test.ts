import { conflictMessage, Conflicts, sameData } from "../../src/cms/drafts/conflicts";

/** The check before a save that the file was not changed by someone else since it was opened (src/cms/drafts/conflicts.ts). */

const file = (data: object): string => `${JSON.stringify(data, null, 2)}\n`;
const opened = file({ name: "Marine", title: "Marine Seat Belts", cardDescription: "Old." });

describe("a save over a changed file", () => {
  it("goes ahead while the file is as it was opened, whatever its spacing or the order of its keys", () => {
    expect(new Conflicts().check("sectors/marine", opened, JSON.stringify({ cardDescription: "Old.", title: "Marine Seat Belts", name: "Marine" }))).toBeUndefined();
  });

  it("stops once someone else changed it, and goes ahead when saved again over that same version", () => {
    const conflicts = new Conflicts();
    const theirs = file({ name: "Marine", title: "Marine Seat Belts", cardDescription: "Theirs." });
    expect(conflicts.check("sectors/marine", opened, theirs)).toBe("changed");
    expect(conflicts.check("sectors/marine", opened, theirs)).toBeUndefined();
    // A third version, changed again after the editor was told: told again.
    expect(conflicts.check("sectors/marine", opened, file({ name: "Marine", cardDescription: "Theirs, again." }))).toBe("changed");
  });

  it("starts the next save from what this tab wrote", () => {
    const conflicts = new Conflicts();
    const mine = { name: "Marine", title: "Mine", cardDescription: "Old." };
    conflicts.wrote("sectors/marine", mine);
    expect(conflicts.check("sectors/marine", opened, file(mine))).toBeUndefined();
    expect(conflicts.check("sectors/aviation", opened, file(mine))).toBe("changed");
  });

  it("remembers across a reload what this browser wrote: the editor's own save before it is no colleague's change", () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) };
    const mine = { name: "Marine", title: "Mine", cardDescription: "Old." };
    new Conflicts(storage).wrote("sectors/marine", mine);
    expect(new Conflicts(storage).check("sectors/marine", opened, file(mine))).toBeUndefined();
    expect(new Conflicts().check("sectors/marine", opened, file(mine))).toBe("changed");
    // What is kept cannot be read: nothing written is known, and the check still answers.
    kept.set("cms-written", "{not json");
    expect(new Conflicts(storage).check("sectors/marine", opened, file(mine))).toBe("changed");
    kept.set("cms-written", "[1, 2]");
    expect(new Conflicts(storage).check("sectors/marine", opened, file(mine))).toBe("changed");
  });

  it("goes ahead when the file cannot be read (the backend answers the save as it can)", () => {
    expect(new Conflicts().check("sectors/marine", opened, undefined)).toBeUndefined();
  });

  it("names the entry and says what to do", () => {
    expect(conflictMessage("Marine", "Sectors")).toMatch(/^"Marine" \(Sectors\) was changed by someone else after you opened it.*Your changes are still in the form\..*publish again\.$/);
    expect(conflictMessage("Marine", "Sectors", "draft")).toMatch(/^"Marine" \(Sectors\) has a draft that someone else saved after you opened it, waiting in Workflow.*Your changes are still in the form\..*save again\.$/);
    expect(sameData({ a: [1, { b: 2, c: 3 }] }, { a: [1, { c: 3, b: 2 }] })).toBe(true);
    expect(sameData({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });
});
