import fs from "fs";
import os from "os";
import path from "path";
import { schemas } from "../../src/data/schema";
import { SLUG_PATTERN, validateDataDir } from "../../src/data/validate";
import { pathPattern, patterns } from "../../src/cms/config";
import { collectFacts } from "../../src/cms/facts";

/**
 * The CMS's patterns against the build's own validation: for each value, the
 * CMS refuses it exactly when `npm run validate-data` would report it.
 */

const realData = path.join(__dirname, "..", "..", "data");
const routes = collectFacts(realData, schemas).routes;

function copyOfData(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-parity-"));
  fs.cpSync(realData, dir, { recursive: true });
  return dir;
}

/** Whether the build reports `field` of `file` once it holds `value`. */
function buildRejects(file: string, field: string, set: (data: Record<string, unknown>, value: string) => void, value: string): boolean {
  const dir = copyOfData();
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
  ])("internal link %j", (value) => {
    const rejectsInCms = cmsRejects(pathPattern(routes), true, value);
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
});
