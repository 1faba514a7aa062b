/** @jest-environment node */
import fs from "fs";
import path from "path";
import { checkoutCopy, gatsbyBuild } from "../helpers/checkout";

/**
 * The issue's acceptance check, as a real `gatsby build`: a truncated JPEG (what an interrupted upload leaves) and
 * a text file named .jpg, both in one build, from a copy of the data (DATA_DIR). The build must stop before the
 * bundles, naming each data file and picture. Before the picture check it ran for minutes and died in an image
 * worker with "VipsJpeg: premature end of JPEG image" and no data file named.
 *
 * Gatsby writes .cache/ and public/ in the folder it builds, and deletes both when its plugins' options change
 * (DATA_DIR is one of them), so it builds in a copy of the checkout, never in this one, where another build may
 * be running.
 */

const root = path.join(__dirname, "..", "..");

it("stops a build with a truncated JPEG and a text file named .jpg before the bundles, naming each data file and picture", async () => {
  const site = checkoutCopy("site-");
  const dataDir = path.join(site, "data-copy");
  fs.cpSync(path.join(root, "data"), dataDir, { recursive: true });
  const aviation = path.join(dataDir, "images", "sectors", "aviation.jpg");
  fs.writeFileSync(aviation, fs.readFileSync(aviation).subarray(0, 20_000));
  fs.writeFileSync(path.join(dataDir, "images", "types", "straps.jpg"), "not a picture\n");

  // Gatsby's interactive log, as a terminal shows it (CI logs print the text alone: settingsBuild.test.ts).
  const { code, output, seconds } = await gatsbyBuild(site, { DATA_DIR: dataDir, GATSBY_LOGGER: "ink" });

  expect(code).not.toBe(0);
  for (const where of [
    'data/sectors/aviation.json, field "image": the picture "images/sectors/aviation.jpg" is damaged',
    'data/products-page.json, field "applications[2].image": the picture "images/sectors/aviation.jpg" is damaged',
    'data/types/straps.json, field "image": "images/types/straps.jpg" is not a picture',
  ]) {
    expect(output).toContain(where);
  }
  // Each under the site's own id, which says what kind of problem it is; it said "ERROR UNKNOWN" before.
  expect(output.match(/ERROR #default-site-plugin_CONTENT-PICTURE Content \(a picture\): an editor can fix this in the CMS/g)).toHaveLength(3);
  expect(output).toContain("ERROR #default-site-plugin_BUILD-STOPPED The build stopped: 3 problem(s), listed above (3 in the content, for an editor to fix).");
  expect(output).not.toContain("UNKNOWN");
  // Stopped in onPreBootstrap: nothing sourced, no query run, no bundle built.
  expect(output).toContain("not finished onPreBootstrap");
  expect(output).not.toMatch(/source and transform nodes|Building production JavaScript|run queries/);
  expect(fs.readdirSync(path.join(site, "public"), { recursive: true }).filter((file) => /\.(js|html)$/.test(String(file)))).toEqual([]);
  // Seconds, not the minutes a build takes to reach its images (about 5 s on a quiet 2-core machine).
  expect(seconds).toBeLessThan(60);
}, 120_000);
