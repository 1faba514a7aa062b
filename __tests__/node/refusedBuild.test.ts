/** @jest-environment node */
import fs from "fs";
import path from "path";
import { checkoutCopy, gatsbyBuild } from "../helpers/checkout";
import { applicationCardsShowing } from "../helpers/pictures";
import { supabaseKey } from "../helpers/supabaseKeys";

/**
 * One real `gatsby build` that must be refused, for what only Gatsby itself can show: that the site's checks
 * (gatsby-node's onPreBootstrap, src/node/checkBeforeBuild.ts) stop it before anything is sourced or bundled, that
 * no page is written, that its log heads each problem with the site's own id (never "ERROR UNKNOWN") and ends with
 * the summary, and that a secret key it was given reaches none of the files a build writes. It is refused for every
 * kind of problem at once: settings that cannot work (the Supabase service_role key in the variable for the public
 * key; a form embed and Google Analytics on the origin that would also hold the CMS, and so the editors' tokens),
 * damaged pictures (a truncated JPEG, what an interrupted upload leaves, and a text file named .jpg: before the
 * picture check a build ran for minutes and died in an image worker, naming no data file) and a moved page sent to
 * a page that does not exist. What each message says, case by case and as a CI log prints it, is
 * checkBeforeBuild.test.ts.
 *
 * In a copy of the checkout: Gatsby writes .cache/ and public/ in the folder it builds, and this one may be building.
 */

/** Every file under `dir` whose bytes contain `needle`. */
function filesContaining(dir: string, needle: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.readFileSync(file).includes(needle));
}

it("a build with broken settings, pictures and a moved page stops before the bundles, writes no page, heads each problem with its id, and publishes nothing of the secret", async () => {
  const site = checkoutCopy("refused-build-");
  const data = path.join(site, "data");
  for (const [file, changes] of [
    ["forms.json", { provider: "embed" }],
    ["site.json", { gaMeasurementId: "G-ABC123XYZ" }],
    ["redirects.json", { redirects: [{ from: "/sectors/aircraft/", to: "/sectors/hovercraft/" }], retired: [] }],
  ] as const) {
    fs.writeFileSync(path.join(data, file), JSON.stringify({ ...(JSON.parse(fs.readFileSync(path.join(data, file), "utf8")) as object), ...changes }, null, 2));
  }
  const aviation = path.join(data, "images", "sectors", "aviation.jpg");
  fs.writeFileSync(aviation, fs.readFileSync(aviation).subarray(0, 20_000));
  fs.writeFileSync(path.join(data, "images", "types", "straps.jpg"), "not a picture\n");
  const secret = supabaseKey("service_role");

  // Gatsby's interactive log, as a terminal shows it: each problem's id in its heading (a CI log prints the text alone).
  const { code, output } = await gatsbyBuild(site, {
    GATSBY_LOGGER: "ink",
    GATSBY_SUPABASE_URL: "https://abcdefgh.supabase.co",
    GATSBY_SUPABASE_ANON_KEY: secret,
    DATA_DIR: "",
    GATSBY_FORMS_PROVIDER: "",
    CMS_SITE_ORIGIN: "",
    BUILD_PAGES: "",
  });

  expect(code).not.toBe(0);
  // The damaged picture is named by its sector and by each application card that shows it, wherever the data puts them.
  const pictures = [
    'data/sectors/aviation.json, field "image": the picture "images/sectors/aviation.jpg" is damaged',
    ...applicationCardsShowing(data, "images/sectors/aviation.jpg").map((field) => `${field}: the picture "images/sectors/aviation.jpg" is damaged`),
    'data/types/straps.json, field "image": "images/types/straps.jpg" is not a picture',
  ];
  for (const where of [
    "GATSBY_SUPABASE_ANON_KEY holds a Supabase secret key (service_role)",
    "and Google Analytics (gaMeasurementId in site.json), and the CMS at /admin/ would share their origin",
    ...pictures,
    'data/redirects.json, entry "/sectors/aircraft/", field "redirects[0].to": sends "/sectors/aircraft/" to "/sectors/hovercraft/", which is not a page of this site.',
  ]) {
    expect(output).toContain(where);
  }
  // Each under the site's own id, which says what kind of problem it is and who can fix it; it said "ERROR UNKNOWN" before.
  expect(output.match(/ERROR #default-site-plugin_SETTINGS Settings \(the build's settings\): whoever manages the site's hosting can fix this/g)).toHaveLength(2);
  expect(output.match(/ERROR #default-site-plugin_CONTENT-PICTURE Content \(a picture\): an editor can fix this in the CMS/g)).toHaveLength(pictures.length);
  expect(output.match(/ERROR #default-site-plugin_CONTENT-MOVED-PAGE Content \(a moved or deleted page\): an editor can fix this in the CMS/g)).toHaveLength(1);
  expect(output).toContain(
    `ERROR #default-site-plugin_BUILD-STOPPED The build stopped: ${pictures.length + 3} problem(s), listed above (${pictures.length + 1} in the content, for an editor to fix; 2 in the build's settings, for whoever manages the site's hosting).`,
  );
  expect(output).not.toContain("UNKNOWN");
  // Stopped in onPreBootstrap: nothing sourced, no query run, no bundle built, no page written.
  expect(output).toContain("not finished onPreBootstrap");
  expect(output).not.toMatch(/source and transform nodes|Building production JavaScript|run queries|Done building/);
  expect(fs.readdirSync(path.join(site, "public"), { recursive: true }).filter((file) => /\.(js|html)$/.test(String(file)))).toEqual([]);
  // Where a build writes: the site, the deploy files, and Gatsby's own cache.
  for (const written of ["public", "deploy/generated", ".cache"]) expect([written, filesContaining(path.join(site, written), secret)]).toEqual([written, []]);
}, 180_000);
