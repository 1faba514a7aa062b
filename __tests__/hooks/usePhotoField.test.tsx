import { act, renderHook } from "@testing-library/react";
import { usePhotoField } from "../../src/hooks/usePhotoField";

/** Whether a promise has settled once every piece of work already queued has run (no timer, no wait). */
async function settles(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await act(async () => undefined);
  return settled;
}

beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined));

describe("usePhotoField's whenReady (what a send waits on)", () => {
  it("answers at once on a form without a photo field, instead of waiting for a field no one will draw", async () => {
    const { result } = renderHook(() => usePhotoField({ kind: "reseller", enabled: false }));
    const ready = result.current.whenReady();
    expect(await settles(ready)).toBe(true);
    await expect(ready).rejects.toThrow("The reseller form takes no photos.");
  });

  it("is told when the field's code cannot load, and asks for the field again the next time", async () => {
    const { result } = renderHook(() => usePhotoField({ kind: "quote", enabled: true }));
    let ready!: Promise<unknown>;
    act(() => {
      ready = result.current.whenReady();
    });
    // The field is wanted: PhotoField draws it (lazyPart), and its failure comes back through `failed`.
    expect(result.current.wanted).toBe(true);
    act(() => result.current.failed(new Error("Loading chunk photo-field failed.")));
    await expect(ready).rejects.toThrow("Loading chunk photo-field failed.");
    expect(result.current.wanted).toBe(false);
    act(() => void result.current.whenReady().catch(() => undefined));
    expect(result.current.wanted).toBe(true);
  });
});
