import { expect, test } from "./fixtures";
import { axeViolations, WCAG_22_AA } from "./axe";

/**
 * The in-page axe runner (e2e/axe.ts) that quality, home and forms specs rely on: it must report what axe finds in
 * the page and in a frame of the same origin (a CMS preview, an embed's frame), or every one of those checks passes
 * whatever the pages hold. Markup of its own, no server: width has nothing to do with it, so desktop only.
 */
const pixel = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
const page = (alt: string) =>
  `<!doctype html><html lang="en"><head><title>Axe runner</title></head><body><main><h1>Axe runner</h1>` +
  `<img id="outer" src="${pixel}"${alt}>` +
  `<iframe title="A frame" srcdoc='<!doctype html><html lang="en"><head><title>Frame</title></head><body><img id="inner" src="${pixel}"${alt.replaceAll('"', "&quot;")}></body></html>'></iframe>` +
  `</main></body></html>`;

test("the in-page axe runner reports a picture without alt in the page and in a frame, and nothing once both have one", async ({ page: tab }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "markup of its own: one width is enough");
  await tab.setContent(page(""));
  await tab.frameLocator("iframe").locator("#inner").waitFor({ state: "attached" });
  const found = await axeViolations(tab);
  expect(found.filter((line) => line.startsWith("image-alt:"))).toEqual(["image-alt: #outer, iframe #inner"]);

  await tab.setContent(page(' alt="A grey dot"'));
  await tab.frameLocator("iframe").locator("#inner").waitFor({ state: "attached" });
  expect(await axeViolations(tab)).toEqual([]);
});

test("a frame that does not answer axe is reported, not passed over as a frame with nothing wrong", async ({ page: tab }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "markup of its own: one width is enough");
  // The frame swallows every message before axe's own listener hears it, as a frame that is still loading or
  // has no axe in it would never answer.
  const deaf = `<script>addEventListener("message", (event) => event.stopImmediatePropagation(), true);</script>`;
  await tab.setContent(page(' alt="A grey dot"').replace('<body><img id="inner"', `<body>${deaf}<img id="inner"`));
  await tab.frameLocator("iframe").locator("#inner").waitFor({ state: "attached" });
  // A second for its answer here (30 s in the checks), so that the test is quick; with every rule, and with WCAG's alone.
  const unchecked = [expect.stringMatching(/^frame-tested: iframe .*nothing in it was checked/)];
  expect(await axeViolations(tab, { pingWaitMs: 1_000 })).toEqual(unchecked);
  expect(await axeViolations(tab, { pingWaitMs: 1_000, tags: WCAG_22_AA })).toEqual(unchecked);
});
