import { isToldByDecap } from "../../src/cms/rejections";

/** Which rejections the CMS keeps from the console (src/cms/rejections.ts): Decap's failures already told on screen, and nothing else. */

describe("a rejection nothing handles", () => {
  const fieldErrors = () => true;
  const noFieldErrors = () => false;

  it("is kept from the console when it is Decap's failed save or delete, which its notice has told", () => {
    // As actions/entries.js and actions/editorialWorkflow.js make them (decapInternals.test.ts reads their shape).
    expect(isToldByDecap({ type: "ENTRY_PERSIST_FAILURE", error: "Failed to persist entry", payload: { collectionName: "sectors", entrySlug: "aviation", error: "Not saved." } }, noFieldErrors)).toBe(true);
    expect(isToldByDecap({ type: "UNPUBLISHED_ENTRY_PERSIST_FAILURE", payload: { error: new Error("Not saved."), collection: "sectors", slug: "aviation" }, error: new Error("Not saved.") }, noFieldErrors)).toBe(true);
    expect(isToldByDecap({ type: "ENTRY_DELETE_FAILURE", payload: { collectionName: "sectors", entrySlug: "aviation", error: "Not deleted." } }, noFieldErrors)).toBe(true);
  });

  it("is kept from the console when it carries nothing while the form shows a field's error (Decap's refusal of an invalid form)", () => {
    expect(isToldByDecap(undefined, fieldErrors)).toBe(true);
  });

  it("reaches the console otherwise", () => {
    expect(isToldByDecap(undefined, noFieldErrors)).toBe(false);
    expect(isToldByDecap(new TypeError("Failed to fetch"), fieldErrors)).toBe(false);
    expect(isToldByDecap({ type: "ENTRY_PERSIST_FAILURE" }, fieldErrors)).toBe(false);
    expect(isToldByDecap({ type: "ENTRIES_FAILURE", payload: {} }, fieldErrors)).toBe(false);
    expect(isToldByDecap(null, fieldErrors)).toBe(false);
    expect(isToldByDecap("ENTRY_PERSIST_FAILURE", fieldErrors)).toBe(false);
  });
});
