import { START_SCRIPTS_TIMEOUT_MS, startScriptsAfterLoad } from "../../src/lib/startScripts";

const added = (): string[] => [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src") ?? "");
const setReadyState = (value: DocumentReadyState): void => {
  Object.defineProperty(document, "readyState", { value, configurable: true });
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.querySelectorAll("script[src]").forEach((script) => script.remove());
});

describe("startScriptsAfterLoad", () => {
  it("adds the bundles, in order and async, in the frame after the load event, and only once", () => {
    setReadyState("interactive");
    new Function(startScriptsAfterLoad(["/framework-1.js", "/app-2.js"]))();
    expect(added()).toEqual([]);

    window.dispatchEvent(new Event("load"));
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(20);
    expect(added()).toEqual(["/framework-1.js", "/app-2.js"]);
    expect([...document.querySelectorAll<HTMLScriptElement>("script[src]")].every((script) => script.async)).toBe(true);

    // Neither the fallback timer nor another load event adds them again.
    jest.advanceTimersByTime(START_SCRIPTS_TIMEOUT_MS);
    window.dispatchEvent(new Event("load"));
    expect(added()).toHaveLength(2);
  });

  it("does not wait longer than the timeout for a load event held up by a stalled image", () => {
    setReadyState("interactive");
    new Function(startScriptsAfterLoad(["/app-2.js"]))();
    jest.advanceTimersByTime(START_SCRIPTS_TIMEOUT_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(["/app-2.js"]);
  });

  it("adds them after the next frame when the page has already loaded", () => {
    setReadyState("complete");
    new Function(startScriptsAfterLoad(["/app-2.js"]))();
    jest.advanceTimersByTime(20);
    expect(added()).toEqual(["/app-2.js"]);
  });

  it("cannot be closed early by a source containing </script>", () => {
    expect(startScriptsAfterLoad(["/a</script><script>alert(1)//.js"])).not.toContain("</script>");
  });
});
