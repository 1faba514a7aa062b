import { listCacheMs, TtlCache } from "../../../src/lib/storage/cache";

describe("listing cache", () => {
  it("keeps a value for 5 minutes and forgets it after", () => {
    let now = 1_000;
    const cache = new TtlCache<string[]>(listCacheMs, () => now);
    cache.set("guides", ["a.pdf"]);
    now += 5 * 60 * 1000 - 1;
    expect(cache.get("guides")).toEqual(["a.pdf"]);
    now += 1;
    expect(cache.get("guides")).toBeUndefined();
  });

  it("keeps keys apart and starts again after set", () => {
    let now = 0;
    const cache = new TtlCache<number>(100, () => now);
    cache.set("a", 1);
    now = 90;
    cache.set("a", 2);
    cache.set("b", 3);
    now = 150;
    expect(cache.get("a")).toBe(2);
    expect(cache.get("b")).toBe(3);
    expect(cache.get("c")).toBeUndefined();
  });
});
