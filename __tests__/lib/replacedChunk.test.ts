import { reloadForReplacedChunk, RELOADED_FOR_KEY, somethingWouldBeLost } from "../../src/lib/replacedChunk";

/** A chunk's failure as webpack reports it. */
const chunkError = (request: string) => Object.assign(new Error(`Loading chunk 42 failed.\n(error: ${request})`), { name: "ChunkLoadError", type: "error", request });
const DIALOG = "http://localhost/cookie-settings-0123abcd.js";

function answer(response: { status: number } | "offline"): jest.Mock {
  const fetch = jest.fn(() => (response === "offline" ? Promise.reject(new TypeError("Failed to fetch")) : Promise.resolve(response)));
  Object.assign(globalThis, { fetch });
  return fetch;
}

beforeEach(() => {
  window.sessionStorage.clear();
  delete (window as { ___webpackCompilationHash?: string }).___webpackCompilationHash;
  document.body.innerHTML = "";
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

describe("reloading for a chunk a newer deploy replaced", () => {
  it("reloads once when the server says the chunk is gone, and never again for it in this tab", async () => {
    const fetch = answer({ status: 404 });
    const reload = jest.fn();
    expect(await reloadForReplacedChunk(chunkError(DIALOG), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(DIALOG, expect.objectContaining({ method: "HEAD", cache: "no-store" }));
    expect(JSON.parse(window.sessionStorage.getItem(RELOADED_FOR_KEY) ?? "[]")).toEqual([DIALOG]);
    // After the reload the same chunk is still missing: the part's fallback, not a loop.
    expect(await reloadForReplacedChunk(chunkError(DIALOG), reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads once per build: a part of two chunks that fail in either order never reloads the page twice", async () => {
    answer({ status: 404 });
    Object.assign(window, { ___webpackCompilationHash: "c0ffee" });
    const reload = jest.fn();
    expect(await reloadForReplacedChunk(chunkError(DIALOG), reload)).toBe(true);
    expect(await reloadForReplacedChunk(chunkError("http://localhost/844-5f1e.js"), reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A page of a newer build may reload once more, for a deploy after that.
    Object.assign(window, { ___webpackCompilationHash: "decade" });
    expect(await reloadForReplacedChunk(chunkError("http://localhost/844-5f1e.js"), reload)).toBe(true);
  });

  it("does not reload when the chunk could not be reached (offline), nor for a failure that is not a chunk's", async () => {
    answer("offline");
    const reload = jest.fn();
    expect(await reloadForReplacedChunk(chunkError(DIALOG), reload)).toBe(false);
    answer({ status: 404 });
    expect(await reloadForReplacedChunk(new Error("Cannot read the sector list"), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("keeps a typed draft through the reload, but never reloads over a chosen file or a field no draft keeps", async () => {
    answer({ status: 404 });
    const reload = jest.fn();
    document.body.innerHTML = `<form data-draft="quote"><input name="name"><input type="file" name="photo" data-no-draft></form><form><textarea name="banner">Welcome</textarea></form>`;
    document.querySelector<HTMLInputElement>("input[name=name]")!.value = "Jane Smith";
    expect(somethingWouldBeLost()).toBe(false);

    document.querySelector<HTMLTextAreaElement>("textarea")!.value = "Welcome, edited";
    expect(somethingWouldBeLost()).toBe(true);
    expect(await reloadForReplacedChunk(chunkError(DIALOG), reload)).toBe(false);
    document.querySelector<HTMLTextAreaElement>("textarea")!.value = "Welcome";

    const file = document.querySelector<HTMLInputElement>("input[type=file]")!;
    Object.defineProperty(file, "files", { value: [new File(["x"], "belt.jpg")] });
    expect(somethingWouldBeLost()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it("does not reload when session storage cannot hold the guard", async () => {
    answer({ status: 404 });
    const reload = jest.fn();
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    expect(await reloadForReplacedChunk(chunkError(DIALOG), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
