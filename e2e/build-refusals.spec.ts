import fs from "fs";
import path from "path";
import { stripVTControlCharacters } from "util";
import { expect, test } from "@playwright/test";
import { BUILD_REFUSALS, type BuildRefusal } from "./buildRefusalsReport";

/**
 * Real builds of an editor's mistake stop early, with a message that names the data file, the entry and what to do
 * (e2e/buildRefusals.ts builds them from copies of data/ in the embed stage of `npm test`).
 */
const root = path.resolve(__dirname, "..");

test.describe("a build refuses an editor's change that would break an address", () => {
  test.skip(({ isMobile }) => isMobile, "builds, read once");
  test.skip(process.env.E2E_STAGE !== "embed", "reads the refused builds of the embed stage: npm test -- --stage=embed");

  let refusals: BuildRefusal[];
  test.beforeAll(() => {
    const file = path.join(root, BUILD_REFUSALS);
    expect(fs.existsSync(file), `${file} is written by \`tsx e2e/buildRefusals.ts\``).toBe(true);
    refusals = JSON.parse(fs.readFileSync(file, "utf8")) as BuildRefusal[];
  });

  /** The refusal's log, checked to have stopped before Gatsby built any bundle. */
  function refused(name: string): string {
    const refusal = refusals.find((candidate) => candidate.name === name);
    expect(refusal, name).toBeDefined();
    // Gatsby wraps long messages to the terminal's width.
    const log = stripVTControlCharacters(refusal?.log ?? "").replace(/\s+/g, " ");
    expect(refusal?.code, `${name}: npm run build's exit code`).not.toBe(0);
    // The problem's kind and who can fix it, where Gatsby printed "ERROR UNKNOWN" before (src/node/buildErrors.ts).
    expect(log).toContain("Content (a moved or deleted page): an editor can fix this in the CMS at /admin/, or in data/, then publish again.");
    expect(log).toContain("The build stopped: 1 problem(s), listed above (1 in the content, for an editor to fix).");
    expect(log).not.toContain("UNKNOWN");
    expect(log).not.toContain("Building production JavaScript and CSS bundles");
    expect(log).not.toContain("Done building");
    return log;
  }

  test("a moved page sent to a page that does not exist", () => {
    expect(refused("redirect to a missing page")).toContain(
      'data/redirects.json, entry "/sectors/aircraft/", field "redirects[0].to": sends "/sectors/aircraft/" to "/sectors/hovercraft/", which is not a page of this site.',
    );
  });

  test("a page deleted since the site was last published, with no redirect", () => {
    expect(refused("page deleted without a redirect")).toContain(
      'data/redirects.json: "/sectors/rollercoasters/" was a page (data/sectors/rollercoasters.json) when the site was last published, and this build would answer it with "page not found"',
    );
  });
});
