import { Conflicts } from "../../src/cms/drafts/conflicts";
import { PROGRAM_WORDS, SiteFailure } from "../../src/cms/backend/failures";
import fs from "fs";
import path from "path";
import { schemas } from "../../src/data/schema";
import { messageOverrides } from "../../src/cms/locale";
import { buildCmsConfig } from "../../src/node/cms/config";
import { collectFacts } from "../../src/node/cms/facts";
import { localBackendUrl, parseCmsSettings } from "../../src/node/cms/settings";
import { guardedBackend, pictureFolders, type DataFile, type Implementation, type ImplementationClass, type PersistOptions, type SaveChecks } from "../../src/cms/backend/guarded";

/**
 * The backend Decap is given (src/cms/backend/guarded.ts) around a backend that does what the test says: what a
 * save compares, when it stops, what it writes and what the editor reads. Decap's own parts: its
 * EDITORIAL_WORKFLOW_ERROR (decap-cms-lib-util), which a backend answers for an entry with no draft.
 */

const PATH = "data/sectors/aviation.json";
const KEY = "sectors/aviation";
const json = (data: object): string => `${JSON.stringify(data, null, 2)}\n`;
const published = json({ name: "Aviation", cardDescription: "As published." });
const theirDraft = json({ name: "Aviation", cardDescription: "In a colleague's draft." });
const mine = json({ name: "Aviation", cardDescription: "Typed by this editor." });

const noDraft = () => Object.assign(new Error("content is not under editorial workflow"), { name: "EDITORIAL_WORKFLOW_ERROR", notUnderEditorialWorkflow: true });
const apiError = (message: string, status: number) => Object.assign(new Error(message), { name: "API_ERROR", status, api: "GitHub" });

interface Stand {
  /** Every call made to the backend, by name. */
  calls: string[];
  /** What each persistEntry was sent. */
  sent: PersistOptions[];
  backend: Partial<Record<keyof Implementation, (...args: never[]) => unknown>> & Record<string, unknown>;
}

/** A backend holding `published` and, unless `draft` is undefined, a draft of the entry holding `draft`. */
function stand({ draft }: { draft?: string } = {}): Stand {
  const calls: string[] = [];
  const sent: PersistOptions[] = [];
  const backend = {
    getEntry: async () => (calls.push("getEntry"), { data: published }),
    getMediaFile: async () => (calls.push("getMediaFile"), { file: { text: async () => published } }),
    unpublishedEntry: async () => {
      calls.push("unpublishedEntry");
      if (draft === undefined) throw noDraft();
      return { diffs: [{ path: PATH, id: "sha-of-draft" }] };
    },
    unpublishedEntryDataFile: async () => (calls.push("unpublishedEntryDataFile"), draft ?? null),
    persistEntry: async (_entry: unknown, options: PersistOptions) => {
      calls.push("persistEntry");
      sent.push(options);
    },
    persistMedia: async () => undefined,
    deleteFiles: async () => (calls.push("deleteFiles"), undefined),
    // A member beyond Decap's interface (GitHub's notes, say), and one only GitHub has.
    getNotes: async () => ["a note"],
  };
  return { calls, sent, backend };
}

/** Decap's registry constructs the registered class with `new`, with the configuration. */
function guarded(backend: object, checks: Partial<SaveChecks> = {}, opened: string = published) {
  const Real = function () {
    return backend;
  } as unknown as ImplementationClass;
  const conflicts = checks.conflicts ?? new Conflicts(undefined, "tab");
  const keepDraft = jest.fn(async () => undefined);
  const Guarded = guardedBackend(Real, "github", { conflicts, takeOpenedFile: () => opened, keepDraft, ...checks }) as new (config: object) => Implementation;
  const config = { collections: [{ name: "sectors", label: "Sectors" }] };
  return { implementation: new Guarded(config), conflicts, keepDraft };
}

const dataFile = (raw: string = mine): DataFile => ({ path: PATH, slug: "aviation", raw });
const save = (implementation: Implementation, options: Partial<PersistOptions> = {}) =>
  implementation.persistEntry({ dataFiles: [dataFile()], assets: [] }, { commitMessage: "Update", collectionName: "sectors", useWorkflow: true, unpublished: false, ...options });

/** What a failed save says, as Decap shows it ("Not saved. <details>"). */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SiteFailure);
    return `Not saved. ${String(error)}`;
  }
  throw new Error("the save went ahead");
}


beforeEach(() => {
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

describe("a save over a colleague's draft that this tab had not opened", () => {
  it("is made onto their draft once compared, and stops when it differs from what the editor opened", async () => {
    const { calls, sent, backend } = stand({ draft: theirDraft });
    const { implementation } = guarded(backend);
    expect(await failure(save(implementation))).toMatch(/^Not saved\. "Aviation" \(Sectors\) has a draft that someone else saved after you opened it, waiting in Workflow/);
    expect(calls).not.toContain("persistEntry");
    // Saved again, knowingly: onto their draft (its branch and pull request), not a new one beside it.
    await save(implementation);
    expect(sent).toEqual([expect.objectContaining({ unpublished: true })]);
  });

  it("is stopped when the draft listing fails, and nothing is written", async () => {
    const { calls, backend } = stand({ draft: theirDraft });
    backend.unpublishedEntry = async () => {
      throw apiError("Server Error", 500);
    };
    const { implementation, conflicts } = guarded(backend);
    const text = await failure(save(implementation));
    expect(text).toBe(
      "Not saved. GitHub did not let the content manager read this entry as it now stands, to check that nobody else had changed it since you opened it. Nothing was written, and your changes are still in the form. Wait a moment, then save again. If it happens again, tell whoever looks after the site: the browser's console says why.",
    );
    expect(calls).not.toContain("persistEntry");
    // Nor is the next save let through as if the editor had been told of a change.
    expect(conflicts.check(KEY, published, theirDraft)).toBe("someoneElse");
  });

  it("is stopped when the draft's file cannot be read, or the connection is down, and nothing is written", async () => {
    const { calls, backend } = stand({ draft: theirDraft });
    backend.unpublishedEntryDataFile = async () => {
      throw apiError("Failed to fetch", 500);
    };
    const { implementation } = guarded(backend);
    const text = await failure(save(implementation));
    expect(text).toBe("Not saved. The content manager could not reach GitHub: the connection may be down. Nothing was written, and your changes are still in the form. Check the connection, then save again.");
    expect(console.warn).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: "Failed to fetch" }));
    expect(calls).not.toContain("persistEntry");
  });

  it("is stopped when the backend takes longer than the limit to answer", async () => {
    jest.useFakeTimers();
    try {
      const { calls, backend } = stand({ draft: theirDraft });
      backend.unpublishedEntry = () => new Promise(() => undefined);
      const { implementation } = guarded(backend, { limitMs: 30_000 });
      const saving = failure(save(implementation));
      await jest.advanceTimersByTimeAsync(30_000);
      expect(await saving).toMatch(/^Not saved\. GitHub did not answer in time, so the content manager could not check that nobody else had changed this entry since you opened it\. Nothing was written/);
      expect(calls).not.toContain("persistEntry");
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("a save of an entry with no draft, or of this tab's own draft", () => {
  it("compares the published file and goes ahead when it is as opened", async () => {
    const { calls, sent, backend } = stand();
    const { implementation } = guarded(backend);
    await save(implementation);
    expect(calls).toEqual(["unpublishedEntry", "getEntry", "persistEntry"]);
    expect(sent).toEqual([expect.objectContaining({ unpublished: false })]);
  });

  it("asks GitHub again when it answers the file as empty (gone, or not read), and stops when it cannot tell", async () => {
    const { calls, backend } = stand();
    backend.getEntry = async () => (calls.push("getEntry"), { data: "" });
    const { implementation } = guarded(backend);
    await save(implementation);
    expect(calls).toEqual(["unpublishedEntry", "getEntry", "getMediaFile", "persistEntry"]);
    backend.getMediaFile = async () => {
      throw apiError("Failed to fetch", 500);
    };
    expect(await failure(save(implementation))).toMatch(/could not reach GitHub/);
    // A file that is not there (404): the entry was deleted since it was opened, which is a change to be told of.
    backend.getMediaFile = async () => {
      throw apiError("Not Found", 404);
    };
    expect(await failure(save(implementation))).toMatch(/was changed by someone else after you opened it/);
  });

  it("of this tab's draft compares the draft, and is made onto it", async () => {
    const { calls, sent, backend } = stand({ draft: published });
    const { implementation } = guarded(backend);
    await save(implementation, { unpublished: true });
    expect(calls).toEqual(["unpublishedEntry", "unpublishedEntryDataFile", "persistEntry"]);
    expect(sent).toEqual([expect.objectContaining({ unpublished: true })]);
  });

  it("without drafts and review, compares the published file only", async () => {
    const { calls, backend } = stand();
    const { implementation } = guarded(backend);
    await save(implementation, { useWorkflow: false });
    expect(calls).toEqual(["getEntry", "persistEntry"]);
  });
});

describe("a save of a new entry", () => {
  const none = () => ({ data: null });

  it("reads its path first, and is written when nothing is there", async () => {
    const { calls, backend } = stand();
    backend.getEntry = async () => (calls.push("getEntry"), none());
    const { implementation } = guarded(backend);
    await save(implementation, { newEntry: true });
    expect(calls).toEqual(["unpublishedEntry", "getEntry", "persistEntry"]);
  });

  it("is stopped when a file is there already, or a draft, and nothing is written", async () => {
    const { calls, backend } = stand();
    const { implementation } = guarded(backend);
    expect(await failure(save(implementation, { newEntry: true, useWorkflow: false }))).toMatch(
      /^Not saved\. Sectors already has an entry at the address this new one would take \("Aviation"\), and saving now would replace it\. Nothing was written, and your changes are still in the form\. Change the new entry's name or address, then publish again/,
    );
    const drafted = stand({ draft: theirDraft });
    drafted.backend.getEntry = async () => none();
    expect(await failure(save(guarded(drafted.backend).implementation, { newEntry: true }))).toMatch(/^Not saved\. Sectors already has an entry at the address/);
    expect([...calls, ...drafted.calls]).not.toContain("persistEntry");
  });

  it("is stopped when its path cannot be read (Decap's own check takes that for a free path), and nothing is written", async () => {
    const { calls, backend } = stand();
    backend.getEntry = async () => {
      calls.push("getEntry");
      throw apiError("Server Error", 500);
    };
    const { implementation } = guarded(backend);
    expect(await failure(save(implementation, { newEntry: true, useWorkflow: false }))).toMatch(/^Not saved\. GitHub did not let the content manager read this entry as it now stands/);
    expect(calls).not.toContain("persistEntry");
  });
});

describe("a fault in the code", () => {
  it("is told as a fault in the editor, not as the connection, with the text kept and what to do; the cause in the console", async () => {
    const { calls, backend } = stand();
    backend.getEntry = async () => (calls.push("getEntry"), null);
    const { implementation } = guarded(backend);
    const text = await failure(save(implementation, { useWorkflow: false }));
    expect(text).toBe(
      "Not saved. Something went wrong in the editor itself: a fault in the site's code, not the connection. Nothing was written, and your changes are still in the form. Reload the page (the content manager keeps your changes in this browser and offers them when you open the entry again), then publish again. If it happens again, tell whoever looks after the site: the browser's console says why.",
    );
    expect(console.warn).toHaveBeenCalledWith(expect.any(String), expect.any(TypeError));
    expect(calls).not.toContain("persistEntry");
  });
});

describe("Decap's Unpublish", () => {
  it("deletes the published file and saves the entry as a draft: the file gone by this tab's own deletion is no one's change", async () => {
    const { calls, backend } = stand();
    const { implementation } = guarded(backend);
    await implementation.deleteFiles([PATH], "Delete");
    backend.getEntry = async () => (calls.push("getEntry"), { data: null });
    await save(implementation);
    expect(calls).toEqual(["deleteFiles", "unpublishedEntry", "getEntry", "persistEntry"]);
  });
});

describe("what is written", () => {
  it("is noted once the backend has confirmed it, not before: a write that fails leaves nothing noted", async () => {
    const { backend } = stand();
    const { implementation, conflicts } = guarded(backend);
    backend.persistEntry = async () => {
      throw new TypeError("Failed to fetch");
    };
    const text = await failure(save(implementation, { useWorkflow: false }));
    expect(text).toBe("Not saved. The content manager could not reach GitHub: the connection may be down. Nothing was written, and your changes are still in the form. Check the connection, then publish again.");
    expect(conflicts.check(KEY, published, mine)).toBe("someoneElse");
    backend.persistEntry = async () => undefined;
    const { implementation: again, conflicts: noted } = guarded(backend);
    await save(again, { useWorkflow: false });
    expect(noted.check(KEY, published, mine)).toBeUndefined();
  });

  it("refused because the sign-in expired keeps the draft in the browser first, and says how to carry on", async () => {
    const { backend } = stand();
    backend.persistEntry = async () => {
      throw apiError("Bad credentials", 401);
    };
    const { implementation, keepDraft } = guarded(backend);
    expect(await failure(save(implementation))).toMatch(/^Not saved\. Your sign-in has expired\. Your changes are kept in this browser\. Reload the page and sign in again/);
    expect(keepDraft).toHaveBeenCalledTimes(1);
    // Found as the draft is read first: GitHub's answer, passed on by Decap's backend without its status.
    backend.unpublishedEntry = async () => {
      throw { message: "Bad credentials", documentation_url: "https://docs.github.com/rest" };
    };
    expect(await failure(save(implementation))).toMatch(/^Not saved\. Your sign-in has expired\./);
    expect(keepDraft).toHaveBeenCalledTimes(2);
  });

  it("refused by the host is told in the site's words, the cause in the console", async () => {
    const { backend } = stand();
    backend.persistEntry = async () => {
      throw apiError("Update is not a fast forward", 422);
    };
    const { implementation } = guarded(backend);
    const text = await failure(save(implementation));
    expect(text).toMatch(/^Not saved\. GitHub refused it\. Nothing was written, and your changes are still in the form\. Wait a moment, then save again\./);
    expect(text).not.toMatch(PROGRAM_WORDS);
    expect(console.warn).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ status: 422 }));
  });

  it("a picture refused is told in the site's words too", async () => {
    const { backend } = stand();
    backend.persistMedia = async () => {
      throw apiError("request entity too large", 413);
    };
    const { implementation } = guarded(backend);
    await expect(implementation.persistMedia({}, {})).rejects.toThrow(
      "GitHub refused it as too big: a picture added to it may be larger than it accepts. The picture is not in the media library yet. Choose a smaller picture in its place, then upload it again.",
    );
  });
});

describe("everything else", () => {
  it("is the real backend's own: its other members, and none it lacks", async () => {
    const { backend } = stand();
    const { implementation } = guarded(backend);
    const members = implementation as unknown as Record<string, unknown>;
    expect(await (members.getNotes as () => Promise<string[]>)()).toEqual(["a note"]);
    expect(members.getMediaDisplayURL).toBeUndefined();
    expect("getMediaDisplayURL" in members).toBe(false);
    expect("persistEntry" in members).toBe(true);
  });
});

describe("a picture asked for by its path", () => {
  const root = path.join(__dirname, "..", "..");
  const settings = parseCmsSettings({ backend: "github", editorialWorkflow: true, github: { repo: "a/b" } }).settings;
  if (!settings) throw new Error("the test's cms.config.json is refused");
  const config = buildCmsConfig(schemas, collectFacts(path.join(root, "data"), schemas), { backend: settings.backend, editorialWorkflow: true, localBackendUrl: localBackendUrl(settings.localBackendPort), siteUrl: "https://www.example.com" });
  /** The guarded backend around `backend`, with the site's whole configuration (its picture fields' folders). */
  const guardedWithSiteConfig = (backend: object): Implementation => {
    const Real = function () {
      return backend;
    } as unknown as ImplementationClass;
    const Guarded = guardedBackend(Real, "github", { conflicts: new Conflicts(undefined, "tab"), takeOpenedFile: () => published, keepDraft: async () => undefined }) as new (config: object) => Implementation;
    return new Guarded(config);
  };

  it("is fetched from a folder the site's picture fields name, and answered as not there, with no request, anywhere else (a kept draft's pictures, as Decap reads them back)", async () => {
    const { calls, backend } = stand();
    const implementation = guardedWithSiteConfig(backend);
    const folders = pictureFolders(config);
    expect(folders.has("data/images/sectors")).toBe(true);
    // Every folder a picture of the site's data sits in is one of them.
    const sectorPictures = fs.readdirSync(path.join(root, "data", "images", "sectors"));
    expect(sectorPictures.length).toBeGreaterThan(0);
    await implementation.getMediaFile(`data/images/sectors/${sectorPictures[0]}`);
    expect(calls).toEqual(["getMediaFile"]);
    // Decap's path for a kept draft's picture of no field: the site's folder, or the entry's folder joined to it.
    for (const path of ["data/images/aviation.jpg", "data/sectors/data/images/aviation.jpg"]) {
      await expect(implementation.getMediaFile(path)).rejects.toMatchObject({ status: 404 });
    }
    expect(calls).toEqual(["getMediaFile"]);
  });
  it("keeps a picture a page is built from when it is deleted on the Media page, in the site's words, and deletes an entry's own file", async () => {
    const { calls, backend } = stand();
    const implementation = guardedWithSiteConfig(backend);
    const picture = `data/images/sectors/${fs.readdirSync(path.join(root, "data", "images", "sectors"))[0]}`;
    const said = await failure(implementation.deleteFiles([picture], "Delete"));
    expect(said).toBe(`Not saved. ${messageOverrides.site.failures.pictureKept}`);
    expect(said).toMatch(/so it is kept/);
    expect(calls).not.toContain("deleteFiles");
    await implementation.deleteFiles(["data/sectors/hovercraft.json"], "Delete");
    expect(calls).toEqual(["deleteFiles"]);
  });

  it("lists every picture of the site on Decap's Media page, and a field's folder alone in its field's library", async () => {
    const asked: (string | undefined)[] = [];
    // A backend holding the repository's pictures as they are, folder by folder (one folder not made yet).
    const backend = {
      ...stand().backend,
      getMedia: async (folder?: string) => {
        asked.push(folder);
        const at = folder ?? "data/images";
        if (at === "data/images/types") throw Object.assign(new Error("Not Found"), { status: 404 });
        const files = fs.readdirSync(path.join(root, at), { withFileTypes: true }).filter((entry) => entry.isFile());
        return files.map((file) => ({ path: `${at}/${file.name}`, name: file.name }));
      },
    };
    const implementation = guardedWithSiteConfig(backend);
    const onDisk = (folder: string): string[] => fs.readdirSync(path.join(root, folder)).map((name) => `${folder}/${name}`);
    const expected = [...pictureFolders(config)].filter((folder) => folder !== "data/images/types").flatMap(onDisk).sort();
    expect(expected.length).toBeGreaterThan(10);
    // The Media page: Decap asks with no folder; the site's folder holds only folders.
    expect((await implementation.getMedia()).map((file) => file.path).sort()).toEqual(expected);
    expect(asked[0]).toBeUndefined();
    // A field's library: its folder alone.
    asked.length = 0;
    expect((await implementation.getMedia("data/images/sectors")).map((file) => file.path).sort()).toEqual(onDisk("data/images/sectors").sort());
    expect(asked).toEqual(["data/images/sectors"]);
    // A listing that fails for another reason is not passed over: Decap tells the editor the library did not load.
    backend.getMedia = async () => {
      throw Object.assign(new Error("Server Error"), { status: 500 });
    };
    await expect(implementation.getMedia()).rejects.toMatchObject({ status: 500 });
  });
});
