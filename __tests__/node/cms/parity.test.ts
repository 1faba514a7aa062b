import fs from "fs";
import path from "path";
import { schemas } from "../../../src/data/schema";
import { SLUG_PATTERN, validateValue } from "../../../src/data/validate";
import { validateDataDir } from "../../../src/node/dataFiles";
import { pathPattern, patterns } from "../../../src/node/cms/config";
import { collectFacts } from "../../../src/node/cms/facts";
import { unbuiltEntryTarget } from "../../../src/cms/siteLink";
import { tempDir } from "../../helpers/tempDir";

/**
 * The CMS's patterns against the build's own validation: for each value, the
 * CMS refuses it exactly when `npm run validate-data` would report it.
 */

const realData = path.join(__dirname, "..", "..", "..", "data");
const routes = collectFacts(realData, schemas).routes;

function copyOfData(): string {
  const dir = tempDir("cms-parity-");
  fs.cpSync(realData, dir, { recursive: true });
  return dir;
}

/** Whether the build reports `field` of `file` once it holds `value`. */
function buildRejects(file: string, field: string, set: (data: Record<string, unknown>, value: string) => void, value: string, prepare: (dir: string) => void = () => undefined): boolean {
  const dir = copyOfData();
  prepare(dir);
  const target = path.join(dir, file);
  const data = JSON.parse(fs.readFileSync(target, "utf8")) as Record<string, unknown>;
  set(data, value);
  fs.writeFileSync(target, JSON.stringify(data, null, 2));
  const rejected = validateDataDir(dir).some((problem) => problem.file === file && problem.field === field);
  fs.rmSync(dir, { recursive: true, force: true });
  return rejected;
}

/** Decap runs the required check first (an empty value), then the pattern. */
const cmsRejects = (pattern: readonly [string, string] | undefined, required: boolean, value: string): boolean =>
  value === "" ? required : pattern !== undefined && !new RegExp(pattern[0]).test(value);

describe("the CMS refuses what the build refuses", () => {
  it("slugs", () => {
    expect(patterns.slug[0]).toBe(SLUG_PATTERN.source);
  });

  it.each(["enquiries@beltwright.example", "name@example.co.uk", "enquiries", "a b@c.d", "a@b", "", "x@y.z"])("email %j", (value) => {
    expect(cmsRejects(patterns.email, true, value)).toBe(buildRejects("site.json", "email", (site, v) => (site.email = v), value));
  });

  it.each(["https://www.beltwright.example", "http://www.beltwright.example", "www.beltwright.example", "https://", "https://a b", ""])("web address %j", (value) => {
    expect(cmsRejects(patterns.url, true, value)).toBe(buildRejects("site.json", "siteUrl", (site, v) => (site.siteUrl = v), value));
  });

  it.each(["A tagline", "  ", " x ", ""])("required text %j", (value) => {
    expect(cmsRejects(patterns.nonBlank, true, value)).toBe(buildRejects("site.json", "tagline", (site, v) => (site.tagline = v), value));
  });

  it.each(["", "G-ABC123"])("the analytics id %j, which may be empty", (value) => {
    expect(cmsRejects(undefined, false, value)).toBe(buildRejects("site.json", "gaMeasurementId", (site, v) => (site.gaMeasurementId = v), value));
  });

  it.each([
    "/contact",
    "/contact/",
    "/",
    "/sectors/aviation",
    "/sectors/aviation#benefits",
    "/sectors/hovercraft",
    "/Contact",
    "#contact",
    "#1st",
    "contact",
    "https://www.beltwright.example/contact",
    "/admin/cookie-manager",
    "/services/seat-belt-repairs/",
    "/contact?from=footer",
    "/contact//",
    "//",
    "#",
    "",
    "/sectors/buses-coaches#why",
    "/types/no-such-type",
    "/sectors/Aviation",
  ])("internal link %j", (value) => {
    // Past the pattern, the site-link widget asks the backend (here: the data folder) about an entry the CMS was built without.
    const target = unbuiltEntryTarget(value, routes);
    const entryMissing = target !== undefined && !fs.existsSync(path.join(realData, target.folder, `${target.slug}.json`));
    const rejectsInCms = cmsRejects(pathPattern(routes), true, value) || entryMissing;
    const rejectsInBuild = buildRejects(
      "navigation.json",
      "main[0].to",
      (navigation, v) => {
        (navigation.main as { to: string }[])[0].to = v;
      },
      value,
    );
    expect(rejectsInCms).toBe(rejectsInBuild);
  });

  it("a link to a sector added since the CMS was built: accepted by both once the sector's file exists", () => {
    const link = "/sectors/hovercraft";
    const addSector = (dir: string): void => {
      const aviation = JSON.parse(fs.readFileSync(path.join(dir, "sectors/aviation.json"), "utf8")) as Record<string, unknown>;
      fs.writeFileSync(path.join(dir, "sectors/hovercraft.json"), JSON.stringify({ ...aviation, slug: "hovercraft", order: 15 }, null, 2));
    };
    const setLink = (navigation: Record<string, unknown>, v: string): void => {
      (navigation.main as { to: string }[])[0].to = v;
    };
    // The CMS knows the pages it was built with (routes): the new sector is not among them, so the widget asks.
    expect(cmsRejects(pathPattern(routes), true, link)).toBe(false);
    expect(unbuiltEntryTarget(link, routes)).toEqual({ folder: "sectors", slug: "hovercraft" });
    expect(buildRejects("navigation.json", "main[0].to", setLink, link, addSector)).toBe(false);
    expect(buildRejects("navigation.json", "main[0].to", setLink, link)).toBe(true);
  });

  it.each([
    "/sectors/buses/",
    "/sectors/buses",
    "/services.html",
    "/Old_Site/page~2",
    "sectors/buses",
    "https://www.beltwright.example/sectors/buses/",
    "/sectors/buses?x=1",
    "/sectors/buses#top",
    "/sectors//buses",
    "/sectors/../admin",
    "/sectors/.hidden",
    '/sectors/"buses"',
    "/sectors/buses coaches",
    "/sectors/<b>",
    "/admin/",
    "/admin",
    "/static/x.js",
    "",
  ])("old address %j (Moved pages)", (value) => {
    // The pattern first, then the build's own check of the file as the CMS runs it before a save (src/cms/events.ts).
    const file = { redirects: [], retired: [value] };
    const rejectsInCms = cmsRejects(patterns.oldPath, true, value) || validateValue("redirects.json", file).some((problem) => problem.field === "retired[0]");
    const rejectsInBuild = buildRejects("redirects.json", "retired[0]", (redirects, v) => (redirects.retired = [v]), value);
    expect(rejectsInCms).toBe(rejectsInBuild);
  });
});
