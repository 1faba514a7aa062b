/** @jest-environment node */
import fs from "fs";
import path from "path";
import { checkBeforeBuild } from "../../src/node/checkBeforeBuild";
import { recordPublishedAddresses } from "../../src/node/publishedAddresses";
import { readBuildSettings } from "../../src/node/settings";
import { applicationCardsShowing } from "../helpers/pictures";
import { supabaseKey } from "../helpers/supabaseKeys";
import { tempDir } from "../helpers/tempDir";

/**
 * What a build prints, and whether it stops, when an editor's change or the settings cannot be built: the checks of
 * gatsby-node's onPreBootstrap (src/node/checkBeforeBuild.ts), called as Gatsby calls them, with a reporter that
 * prints what Gatsby's CI log prints (Netlify's deploy log, which docs/editing-content.md sends editors to): each
 * problem under its id's text from the error map the site gives Gatsby (src/node/buildErrors.ts), "error <text>".
 * That a real `gatsby build` stops there, before the bundles, writing no page and printing the ids, is
 * refusedBuild.test.ts.
 */

const root = path.join(__dirname, "..", "..");

interface ErrorMeta {
  id: string;
  context: { sourceMessage?: string };
}

/** A reporter as Gatsby's: it learns the error map, prints each structured error by its id's text, and records a stop. */
function gatsbyLikeReporter() {
  let errorMap: Record<string, { text: (context: ErrorMeta["context"]) => string }> = {};
  const printed: string[] = [];
  const text = (meta: ErrorMeta): string => (errorMap[meta.id] ? errorMap[meta.id].text(meta.context) : `UNKNOWN ${meta.context.sourceMessage ?? ""}`);
  const reporter = {
    info: (message: string) => void printed.push(`info ${message}`),
    warn: (message: string) => void printed.push(`warn ${message}`),
    setErrorMap: (map: typeof errorMap) => void (errorMap = { ...errorMap, ...map }),
    error: (meta: ErrorMeta) => void printed.push(`error ${text(meta)}`),
    panicOnBuild: jest.fn((meta: ErrorMeta) => void printed.push(`error ${text(meta)}`)),
    panic: jest.fn((meta: ErrorMeta) => void printed.push(`error ${text(meta)}`)) as unknown as () => never,
  };
  // Gatsby wraps long messages to the terminal's width.
  return { reporter, log: () => printed.join("\n").replace(/\s+/g, " ") };
}

/** A copy of data/ to break. */
function dataCopy(): string {
  const dir = tempDir("data-");
  fs.cpSync(path.join(root, "data"), dir, { recursive: true });
  return dir;
}

/** Runs the checks with `env` (DATA_DIR and the rest) as a build in `rootDir` would; returns what it printed and whether it stopped. */
async function check(env: NodeJS.ProcessEnv, rootDir = tempDir("site-")): Promise<{ log: string; stopped: boolean }> {
  const { reporter, log } = gatsbyLikeReporter();
  await checkBeforeBuild(reporter as unknown as Parameters<typeof checkBeforeBuild>[0], readBuildSettings(env, root), { rootDir });
  const stops = reporter.panicOnBuild.mock.calls.map(([meta]) => meta.id);
  expect(stops.length === 0 || stops.join() === "BUILD-STOPPED").toBe(true);
  return { log: log(), stopped: stops.length === 1 };
}

it("a truncated JPEG and a text file named .jpg: the build stops, naming each data file and picture, under the picture's kind of problem", async () => {
  const dataDir = dataCopy();
  const aviation = path.join(dataDir, "images", "sectors", "aviation.jpg");
  fs.writeFileSync(aviation, fs.readFileSync(aviation).subarray(0, 20_000));
  fs.writeFileSync(path.join(dataDir, "images", "types", "straps.jpg"), "not a picture\n");
  const { log, stopped } = await check({ DATA_DIR: dataDir });
  expect(stopped).toBe(true);
  const places = [
    'data/sectors/aviation.json, field "image": the picture "images/sectors/aviation.jpg" is damaged',
    ...applicationCardsShowing(dataDir, "images/sectors/aviation.jpg").map((field) => `${field}: the picture "images/sectors/aviation.jpg" is damaged`),
    'data/types/straps.json, field "image": "images/types/straps.jpg" is not a picture',
  ];
  for (const where of places) expect(log).toContain(where);
  expect(log.match(/error Content \(a picture\): an editor can fix this in the CMS/g)).toHaveLength(places.length);
  // The editor's message is in the site's words; what libvips said (its words vary from run to run) is for a developer, once.
  expect(log).toContain("the picture \"images/sectors/aviation.jpg\" is damaged: it cannot be read to its end, as happens to a file cut short");
  expect(log.match(/info The picture "images\/sectors\/aviation\.jpg" could not be decoded; sharp \(libvips\) said: \S/g)).toHaveLength(1);
  expect(log).toContain(`error The build stopped: ${places.length} problem(s), listed above (${places.length} in the content, for an editor to fix).`);
  expect(log).not.toContain("UNKNOWN");
});

it("settings that cannot work (a secret key for the public one; an embed and analytics on the CMS's origin): the build stops, naming each, for whoever manages the hosting", async () => {
  const dataDir = dataCopy();
  for (const [file, changes] of [
    ["forms.json", { provider: "embed" }],
    ["site.json", { gaMeasurementId: "G-ABC123XYZ" }],
  ] as const) {
    const data = path.join(dataDir, file);
    fs.writeFileSync(data, JSON.stringify({ ...(JSON.parse(fs.readFileSync(data, "utf8")) as object), ...changes }, null, 2));
  }
  const secret = supabaseKey("service_role");
  const { log, stopped } = await check({ DATA_DIR: dataDir, GATSBY_SUPABASE_URL: "https://abcdefgh.supabase.co", GATSBY_SUPABASE_ANON_KEY: secret });
  expect(stopped).toBe(true);
  expect(log).toContain("GATSBY_SUPABASE_ANON_KEY holds a Supabase secret key (service_role)");
  expect(log).toContain("The pages load the form embed's script from");
  expect(log).toContain("and Google Analytics (gaMeasurementId in site.json), and the CMS at /admin/ would share their origin");
  // A CI log (Netlify's) prints each problem's text alone: its first line says what kind it is and who can fix it.
  expect(log.match(/error Settings \(the build's settings\): whoever manages the site's hosting can fix this/g)).toHaveLength(2);
  expect(log).toContain("error The build stopped: 2 problem(s), listed above (2 in the build's settings, for whoever manages the site's hosting).");
  expect(log).not.toContain(secret);
  expect(log).not.toContain("UNKNOWN");
});

describe("an editor's change that would break an address", () => {
  /** The moved or deleted page's kind of problem, and the summary of one such problem. */
  function refused(log: string): void {
    expect(log).toContain("error Content (a moved or deleted page): an editor can fix this in the CMS at /admin/, or in data/, then publish again.");
    expect(log).toContain("error The build stopped: 1 problem(s), listed above (1 in the content, for an editor to fix).");
    expect(log).not.toContain("UNKNOWN");
  }

  it("a moved page sent to a page that does not exist stops the build", async () => {
    const dataDir = dataCopy();
    fs.writeFileSync(path.join(dataDir, "redirects.json"), JSON.stringify({ redirects: [{ from: "/sectors/aircraft/", to: "/sectors/hovercraft/" }], retired: [] }, null, 2));
    const { log, stopped } = await check({ DATA_DIR: dataDir });
    expect(stopped).toBe(true);
    refused(log);
    expect(log).toContain('data/redirects.json, entry "/sectors/aircraft/", field "redirects[0].to": sends "/sectors/aircraft/" to "/sectors/hovercraft/", which is not a page of this site.');
  });

  it("a page deleted since the site was last published, with no redirect, stops the build", async () => {
    const dataDir = dataCopy();
    const rootDir = tempDir("site-");
    // The list the last build kept of its addresses (src/node/publishedAddresses.ts), in the build's folder.
    recordPublishedAddresses({ rootDir, onNetlify: false }, dataDir, null);
    // A page no other page links to: the data check would report a link to it first.
    fs.rmSync(path.join(dataDir, "sectors", "rollercoasters.json"));
    const { log, stopped } = await check({ DATA_DIR: dataDir }, rootDir);
    expect(stopped).toBe(true);
    refused(log);
    expect(log).toContain(
      'data/redirects.json: "/sectors/rollercoasters/" was a page (data/sectors/rollercoasters.json) when the site was last published, and this build would answer it with "page not found"',
    );
  });
});

it("lets correct data and settings through, saying what it compared", async () => {
  const { log, stopped } = await check({ DATA_DIR: dataCopy() });
  expect(stopped).toBe(false);
  expect(log).not.toContain("error ");
  expect(log).toContain("info No list of the addresses the site last published");
});
