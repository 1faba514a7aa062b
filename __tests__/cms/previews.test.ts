import { PREVIEW_NAMES } from "../../src/cms/previews/names";
import { previewTemplates } from "../../src/cms/previews/templates";

/** The previews load with the first one shown (src/cms/previews/lazy.tsx), by names Decap knows before then. */
it("registers a preview under each name there is one for, and no other", () => {
  expect([...PREVIEW_NAMES].sort()).toEqual(Object.keys(previewTemplates).sort());
});
