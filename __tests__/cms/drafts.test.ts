import fs from "fs";
import path from "path";
import type { DecapAction as Action, Immutable } from "../../src/cms/decapTypes";
import { addressChanged, DECAP_ACTIONS, guardDrafts } from "../../src/cms/drafts/guard";
import { backupOfferText, whenTyped } from "../../src/cms/drafts/offer";

/**
 * The draft rules (src/cms/drafts/guard.ts) over Decap's own reducers and action creators, in the order Decap's
 * editor dispatches them; and the parts of Decap's load sequence they rely on, read from its installed modules,
 * so that an upgrade that loads a draft another way (and could take a restored backup back again) fails here.
 */

const coreDir = path.join(__dirname, "..", "..", "cms-packages", "node_modules", "decap-cms-core", "dist", "esm");
const core = (file: string): unknown => jest.requireActual(path.join(coreDir, file));
const source = (file: string): string => fs.readFileSync(path.join(coreDir, file), "utf8");

type State = Record<string, unknown>;
type Reducer = (state: State | undefined, action: Action) => State;
interface Entries {
  createDraftFromEntry(entry: object): Action;
  emptyDraftCreated(entry: object): Action;
  localBackupRetrieved(entry: object): Action;
  loadLocalBackup(): Action;
  draftDuplicateEntry(entry: Immutable): Action;
  entryPersisted(collection: Immutable, entry: Immutable, slug?: string): Action;
  changeDraftField(change: { field: Immutable; value: unknown; metadata: object; entries: Immutable[] }): Action;
}

let entries: Entries;
let createRootReducer: () => Reducer;
let fromJS: (value: unknown) => Immutable;

beforeAll(() => {
  // Decap's modules make blob addresses as they load (an empty picture), which jsdom does not.
  Object.assign(URL, { createObjectURL: () => "blob:null" });
  entries = core("actions/entries.js") as Entries;
  // Decap's reducer of the draft, as its root reducer holds it (the root's other reducers play no part here).
  const entryDraft = (core("reducers/entryDraft.js") as { default: (state: unknown, action: Action) => unknown }).default;
  createRootReducer = () => (state, action) => ({ entryDraft: entryDraft(state?.entryDraft, action) });
  ({ fromJS } = jest.requireActual(path.join(__dirname, "..", "..", "cms-packages", "node_modules", "immutable")) as { fromJS: typeof fromJS });
});

const aviation = (description: string) => ({
  collection: "sectors",
  slug: "aviation",
  path: "data/sectors/aviation.json",
  raw: JSON.stringify({ name: "Aviation", cardDescription: description }),
  data: { name: "Aviation", cardDescription: description },
  mediaFiles: [],
  meta: {},
  i18n: {},
});

const draftOf = (state: State): Immutable => state.entryDraft as Immutable;
const description = (state: State): unknown => draftOf(state).getIn(["entry", "data", "cardDescription"]);

/** Runs `actions` through a reducer, from Decap's initial state. */
const run = (reducer: Reducer, actions: Action[]): State => actions.reduce<State>((state, action) => reducer(state, action), reducer(undefined, { type: "@@INIT" }));

describe("a restored backup", () => {
  // The order a slow backend gives: the backup (from the browser) is found before the entry (from the backend) is in.
  const slowLoad = (): Action[] => [entries.localBackupRetrieved(aviation("Typed before the reload.")), entries.createDraftFromEntry(aviation("As published."))];

  it("is taken back by the entry's load in Decap's own reducer (decaporg/decap-cms #5055, #6989)", () => {
    // Decap offers it at once, the editor accepts, and the load then arrives.
    const state = run(createRootReducer(), [entries.localBackupRetrieved(aviation("Typed before the reload.")), entries.loadLocalBackup(), entries.createDraftFromEntry(aviation("As published."))]);
    expect(description(state)).toBe("As published.");
  });

  it("is offered once its entry is in the form, and once restored stays through a later load of the entry", () => {
    const reducer = guardDrafts(createRootReducer(), () => 1);
    const found = run(reducer, slowLoad().slice(0, 1));
    expect(draftOf(found).get("localBackup")).toBeUndefined();
    const loaded = reducer(found, slowLoad()[1]);
    expect(description(loaded)).toBe("As published.");
    expect(draftOf(loaded).getIn(["localBackup", "entry", "data", "cardDescription"])).toBe("Typed before the reload.");
    const restored = reducer(loaded, entries.loadLocalBackup());
    expect(description(restored)).toBe("Typed before the reload.");
    // A second load of the same entry (the editorial workflow's, or any other): the editor's values stay, the
    // repository's file is what it now holds.
    const reloaded = reducer(restored, entries.createDraftFromEntry(aviation("Changed by a colleague.")));
    expect(description(reloaded)).toBe("Typed before the reload.");
    expect(draftOf(reloaded).get("hasChanged")).toBe(true);
    expect(draftOf(reloaded).getIn(["entry", "raw"])).toContain("Changed by a colleague.");
    // Once saved, a load replaces the draft as usual.
    const collection = fromJS({ name: "sectors" });
    const saved = reducer(reloaded, entries.entryPersisted(collection, draftOf(reloaded).get("entry") as Immutable));
    expect(description(reducer(saved, entries.createDraftFromEntry(aviation("Saved."))))).toBe("Saved.");
  });

  it("is offered at once when the entry came first, as Decap does", () => {
    const reducer = guardDrafts(createRootReducer());
    const state = run(reducer, [entries.createDraftFromEntry(aviation("As published.")), entries.localBackupRetrieved(aviation("Typed before the reload."))]);
    expect(draftOf(state).getIn(["localBackup", "entry", "data", "cardDescription"])).toBe("Typed before the reload.");
  });

  it("of a new entry is offered once the new entry's draft is made", () => {
    const reducer = guardDrafts(createRootReducer());
    const backup = { ...aviation("A new sector, typed."), slug: "", path: "" };
    const found = run(reducer, [entries.localBackupRetrieved(backup)]);
    expect(draftOf(found).get("localBackup")).toBeUndefined();
    const created = reducer(found, entries.emptyDraftCreated({ ...aviation(""), slug: "", path: "", data: {} }));
    const restored = reducer(created, entries.loadLocalBackup());
    expect(description(restored)).toBe("A new sector, typed.");
  });
});

describe("a new entry's form", () => {
  it("is not drawn from the previous entry while the copy is being made, so nothing can be typed into it", () => {
    const reducer = guardDrafts(createRootReducer());
    const opened = run(reducer, [entries.createDraftFromEntry(aviation("As published."))]);
    // Duplicate: the address changes first (Editor.js handleDuplicateEntry), the copy comes after the empty draft.
    const moved = reducer(opened, addressChanged("/collections/sectors/new"));
    expect(draftOf(moved).get("entry")).toBeUndefined();
    const copy = draftOf(opened).get("entry") as Immutable;
    const made = [entries.emptyDraftCreated({ ...aviation(""), slug: "", path: "", data: {} }), entries.draftDuplicateEntry(copy)].reduce(reducer, moved);
    expect(description(made)).toBe("As published.");
    expect(draftOf(made).getIn(["entry", "newRecord"])).toBe(true);
  });

  it("keeps a draft that is already a new entry's", () => {
    const reducer = guardDrafts(createRootReducer());
    const created = run(reducer, [entries.emptyDraftCreated({ ...aviation(""), slug: "", path: "", data: {} })]);
    expect(draftOf(reducer(created, addressChanged("/collections/sectors/new"))).get("entry")).toBe(draftOf(created).get("entry"));
  });

  it("in Decap alone shows the previous entry, editable, until the copy replaces it", () => {
    const reducer = createRootReducer();
    const opened = run(reducer, [entries.createDraftFromEntry(aviation("As published."))]);
    expect(draftOf(reducer(opened, addressChanged("/collections/sectors/new"))).getIn(["entry", "slug"])).toBe("aviation");
  });
});

describe("Decap's load sequence, as the rules rely on it", () => {
  const editor = source("components/Editor/Editor.js");
  const draftReducer = source("reducers/entryDraft.js");

  it("replaces the draft's entry only through the actions the rules follow", () => {
    // Each case of the draft's reducer that sets its entry: one the rules do not know could load the entry over a
    // restored backup again. Add it to DECAP_ACTIONS (guard.ts) with what it should do.
    const labels = [...draftReducer.matchAll(/case ([A-Z_]+):/g)];
    const bodies = labels.map((label, index) => draftReducer.slice((label.index ?? 0) + label[0].length, labels[index + 1]?.index ?? draftReducer.length));
    // Labels in a row share the body after the last of them.
    const bodyOf = (index: number): string => (/\S/.test(bodies[index]) || index + 1 >= bodies.length ? bodies[index] : bodyOf(index + 1));
    const cases = labels.filter((_, index) => bodyOf(index).includes("set('entry'")).map((label) => label[1]);
    expect(cases.sort()).toEqual([DECAP_ACTIONS.loaded, DECAP_ACTIONS.created, DECAP_ACTIONS.restored, "DRAFT_CREATE_DUPLICATE_FROM_ENTRY"].sort());
    expect(draftReducer.match(/state\.set\('entry'/g)).toHaveLength(cases.length);
  });

  it("looks for a backup and loads the entry as the editor mounts, and asks when localBackup appears", () => {
    expect(editor).toMatch(/componentDidMount\(\) \{[\s\S]*?retrieveLocalBackup\(collection, slug\);[\s\S]*?loadEntry\(collection, slug\)/);
    expect(editor).toMatch(/if \(!prevProps\.localBackup && this\.props\.localBackup\) \{\s*const confirmLoadBackup = window\.confirm\(this\.props\.t\('editor\.editor\.confirmLoadBackup'\)\)/);
  });

  it("goes to a new entry's address before its values are made, from the address's history", () => {
    expect(editor).toMatch(/handleDuplicateEntry = \(\) => \{[\s\S]*?navigateToNewEntry\(collection\.get\('name'\)\);\s*createDraftDuplicateFromEntry\(/);
    expect(source("routing/history.js")).toMatch(/export \{ history \}/);
    expect(editor).toMatch(/entryDraft\.get\('entry'\) === undefined[\s\S]*?Loader/);
  });
});

describe("the backup offer", () => {
  const now = new Date(2025, 10, 27, 15, 0).getTime();

  it("names the entry, its collection and when it was typed", () => {
    expect(backupOfferText({ entry: "Aviation", collection: "Sectors", typedAt: new Date(2025, 10, 27, 14, 32).getTime(), now })).toBe(
      'Unsaved changes to "Aviation" (Sectors), typed in this browser today at 14:32, were kept. OK puts them back in the form, where they stay until you publish them or leave the entry. Cancel discards them, and the entry opens as it is saved.',
    );
    expect(whenTyped(new Date(2025, 10, 26, 9, 5).getTime(), now)).toBe("yesterday at 09:05");
    expect(whenTyped(new Date(2025, 10, 24, 17, 40).getTime(), now)).toBe("on Monday 24 November at 17:40");
    expect(backupOfferText({ entry: "Home page", collection: "Pages", now })).toMatch(/^Unsaved changes to "Home page" \(Pages\), typed in this browser earlier, were kept\./);
  });
});
