import { acquireScript, type ScriptStatus } from "../../../src/lib/forms/scriptLoader";

const SRC = "https://forms.beltwright.example/embed/form.js";
const scripts = (): HTMLScriptElement[] => Array.from(document.querySelectorAll<HTMLScriptElement>(`script[src="${SRC}"]`));

describe("acquireScript", () => {
  it("adds a script once however many forms use it, and removes it when the last one leaves", () => {
    const first: ScriptStatus[] = [];
    const second: ScriptStatus[] = [];
    const releaseFirst = acquireScript(SRC, (status) => first.push(status));
    const releaseSecond = acquireScript(SRC, (status) => second.push(status));
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0].defer).toBe(true);
    scripts()[0].dispatchEvent(new Event("load"));
    expect(first).toEqual(["loaded"]);
    expect(second).toEqual(["loaded"]);
    releaseFirst();
    releaseFirst();
    expect(scripts()).toHaveLength(1);
    releaseSecond();
    expect(scripts()).toHaveLength(0);
  });

  it("tells a late joiner the outcome at once, and a new visit gets a fresh script", () => {
    const release = acquireScript(SRC, () => undefined);
    scripts()[0].dispatchEvent(new Event("error"));
    const late: ScriptStatus[] = [];
    const releaseLate = acquireScript(SRC, (status) => late.push(status));
    expect(late).toEqual(["error"]);
    release();
    releaseLate();
    expect(scripts()).toHaveLength(0);
    const again: ScriptStatus[] = [];
    const releaseAgain = acquireScript(SRC, (status) => again.push(status));
    expect(scripts()).toHaveLength(1);
    expect(again).toEqual([]);
    releaseAgain();
  });
});
