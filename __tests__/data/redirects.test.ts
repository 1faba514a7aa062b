/** @jest-environment node */
import fs from "fs";
import path from "path";
import { canonicalOldPath, oldPathProblem, redirectsOf, retiredOf } from "../../src/data/redirects";
import { formatProblem, validateValue } from "../../src/data/validate";
import { validateDataDir } from "../../src/node/dataFiles";
import { tempDir } from "../helpers/tempDir";

/**
 * data/redirects.json as the build and the CMS check it: every refusal names the file, the entry (its old address)
 * and the field, and says what to do.
 */

const realData = path.join(__dirname, "..", "..", "data");

interface RedirectsFile {
  redirects: { from: unknown; to: unknown }[];
  retired: unknown[];
}

/** The build's messages for a copy of the real data whose redirects.json holds `file`. */
function buildMessages(file: RedirectsFile, change: (dir: string) => void = () => undefined): string[] {
  const dir = tempDir("data-redirects-");
  fs.cpSync(realData, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "redirects.json"), JSON.stringify(file, null, 2));
  change(dir);
  return validateDataDir(dir).map(formatProblem);
}

/** The CMS's messages before it saves `file` (no other file is read). */
const cmsMessages = (file: RedirectsFile): string[] => validateValue("redirects.json", file).map(formatProblem);

const moved = (...pairs: [unknown, unknown][]): RedirectsFile => ({ redirects: pairs.map(([from, to]) => ({ from, to })), retired: [] });

describe("data/redirects.json", () => {
  it("is committed with no entries, and a moved and a retired address of deleted pages are accepted", () => {
    expect(JSON.parse(fs.readFileSync(path.join(realData, "redirects.json"), "utf8"))).toEqual({ redirects: [], retired: [] });
    const file = { redirects: [{ from: "/sectors/aircraft", to: "/sectors/aviation" }], retired: ["/services/old-offer/", "/brochure.pdf"] };
    expect(buildMessages(file)).toEqual([]);
    expect(cmsMessages(file)).toEqual([]);
    expect(redirectsOf(file)).toEqual([{ from: "/sectors/aircraft/", to: "/sectors/aviation/" }]);
    expect(retiredOf(file)).toEqual(["/services/old-offer/", "/brochure.pdf"]);
  });

  it("refuses a redirect to a page that does not exist, naming the entry", () => {
    expect(buildMessages(moved(["/sectors/aircraft/", "/sectors/hovercraft"]))).toEqual([
      'data/redirects.json, entry "/sectors/aircraft/", field "redirects[0].to": sends "/sectors/aircraft/" to "/sectors/hovercraft/", which is not a page of this site. Check the new address, or create that page first; pages have addresses such as "/contact" or "/sectors/aviation".',
    ]);
  });

  it("refuses a redirect to a page deleted in the same change", () => {
    const messages = buildMessages(moved(["/sectors/aircraft/", "/sectors/aviation/"]), (dir) => fs.rmSync(path.join(dir, "sectors", "aviation.json")));
    expect(messages).toContain(
      'data/redirects.json, entry "/sectors/aircraft/", field "redirects[0].to": sends "/sectors/aircraft/" to "/sectors/aviation/", which is not a page of this site. Check the new address, or create that page first; pages have addresses such as "/contact" or "/sectors/aviation".',
    );
  });

  it("refuses an old address that is still a page, naming the page's file", () => {
    expect(buildMessages(moved(["/sectors/aviation", "/sectors/marine/"]))).toEqual([
      'data/redirects.json, entry "/sectors/aviation/", field "redirects[0].from": "/sectors/aviation/" is still a page of this site (data/sectors/aviation.json), so this redirect would never be used. If that page is the one that moved, delete it; otherwise check the old address.',
    ]);
    expect(buildMessages(moved(["/contact/", "/about/"]))).toEqual([
      'data/redirects.json, entry "/contact/", field "redirects[0].from": "/contact/" is still a page of this site (src/pages/contact.tsx), so this redirect would never be used. If that page is the one that moved, delete it; otherwise check the old address.',
    ]);
  });

  it("knows a page by its index.html too", () => {
    expect(buildMessages(moved(["/sectors/aviation/index.html", "/sectors/marine/"]))).toEqual([
      expect.stringMatching(/^data\/redirects\.json, entry "\/sectors\/aviation\/index\.html", field "redirects\[0\]\.from": "\/sectors\/aviation\/index\.html" is still a page of this site \(data\/sectors\/aviation\.json\)/),
    ]);
    expect(buildMessages({ redirects: [], retired: ["/index.html"] })).toEqual([expect.stringMatching(/field "retired\[0\]": "\/index\.html" is still a page of this site \(src\/pages\/index\.tsx\)/)]);
  });

  it("refuses a retired address that is still a page", () => {
    expect(buildMessages({ redirects: [], retired: ["/types/straps"] })).toEqual([
      'data/redirects.json, entry "/types/straps/", field "retired[0]": "/types/straps/" is still a page of this site (data/types/straps.json). An address is retired once its page is deleted: delete the page, or remove the address from this list.',
    ]);
  });

  it("refuses a chain, saying where to send the first address, in the CMS and the build alike", () => {
    const file = moved(["/sectors/planes/", "/sectors/aircraft/"], ["/sectors/aircraft/", "/sectors/aviation/"]);
    const chain =
      'data/redirects.json, entry "/sectors/planes/", field "redirects[0].to": is a chain: "/sectors/planes/" → "/sectors/aircraft/" → "/sectors/aviation/", because "/sectors/aircraft/" is itself moved by redirects[1]. Send "/sectors/planes/" straight to "/sectors/aviation/", so visitors are redirected once.';
    expect(cmsMessages(file)).toEqual([chain]);
    // One message for the field: the chain says more than "not a page".
    expect(buildMessages(file)).toEqual([chain]);
  });

  it("refuses a loop, and an address sent to itself", () => {
    const loop = moved(["/sectors/planes", "/sectors/aircraft"], ["/sectors/aircraft/", "/sectors/planes/"]);
    expect(cmsMessages(loop)).toEqual([
      'data/redirects.json, entry "/sectors/planes/", field "redirects[0].to": is a loop: "/sectors/planes/" → "/sectors/aircraft/" → "/sectors/planes/". Browsers give up on a loop. Send each old address to a page that exists.',
      'data/redirects.json, entry "/sectors/aircraft/", field "redirects[1].to": is a loop: "/sectors/aircraft/" → "/sectors/planes/" → "/sectors/aircraft/". Browsers give up on a loop. Send each old address to a page that exists.',
    ]);
    expect(cmsMessages(moved(["/sectors/planes/", "/sectors/planes"]))).toEqual([
      'data/redirects.json, entry "/sectors/planes/", field "redirects[0].to": sends "/sectors/planes/" to itself, a loop no browser can follow. Give the address of the page that replaces it.',
    ]);
  });

  it("refuses two entries for one address, and an address both moved and retired", () => {
    const file = { redirects: [{ from: "/sectors/planes", to: "/sectors/aviation" }, { from: "/sectors/planes/", to: "/sectors/marine" }], retired: ["/sectors/planes/", "/old/", "/old"] };
    expect(cmsMessages(file)).toEqual([
      'data/redirects.json, entry "/sectors/planes/", field "redirects[1].from": "/sectors/planes/" is also moved by redirects[0]. Keep one entry for each old address.',
      'data/redirects.json, entry "/sectors/planes/", field "retired[0]": "/sectors/planes/" is also moved to "/sectors/aviation/" by redirects[0]. An address is either moved or retired: remove it from one of the two lists.',
      'data/redirects.json, entry "/old/", field "retired[2]": "/old/" is also retired[1]. List each address once.',
    ]);
  });

  it.each([
    ["https://www.beltwright.example/sectors/buses/", /is a full web address\. Give only the part after the site's name/],
    ["//evil.example/x", /is a full web address/],
    ["www.beltwright.example/buses", /is a full web address/],
    ["sectors/buses", /expected an address on this site starting with "\/"/],
    ["/sectors/buses?ref=mail", /has a "\?" or "#" part/],
    ["/sectors/buses#top", /has a "\?" or "#" part/],
    ['/sectors/"buses"', /holds characters an address here cannot/],
    ["/sectors/<script>alert(1)</script>", /holds characters an address here cannot/],
    ["/sectors/buses coaches", /holds characters an address here cannot/],
    ["/sectors/buses;return 200", /holds characters an address here cannot/],
    ["/sectors/${host}", /holds characters an address here cannot/],
    ["/sectors//buses", /holds characters an address here cannot/],
    ["/sectors/../admin", /holds characters an address here cannot/],
    ["/sectors/buses\n/admin/ /evil 200", /holds characters an address here cannot/],
    ["/admin/", /belongs to the site's own files/],
    ["/page-data/app-data.json", /belongs to the site's own files/],
    ["/_redirects", /belongs to the site's own files/],
    ["/cms-auth", /belongs to the site's own files/],
    ["", /expected an address on this site such as "\/sectors\/buses\/", found an empty text/],
  ])("refuses %j as an old address, in the CMS and the build", (from, message) => {
    const expected = new RegExp(`^data/redirects\\.json, field "redirects\\[0\\]\\.from": ([^]*)?${message.source}`);
    expect(cmsMessages(moved([from, "/sectors/aviation"]))).toEqual([expect.stringMatching(expected)]);
    expect(buildMessages(moved([from, "/sectors/aviation"]))).toEqual([expect.stringMatching(expected)]);
    expect(buildMessages({ redirects: [], retired: [from] })).toEqual([expect.stringMatching(/^data\/redirects\.json, field "retired\[0\]": /)]);
  });

  it.each([
    ["https://www.example.com/", 'links to "https://www.example.com/", which is not a page on this site.'],
    ['/sectors/aviation" onmouseover="x', "which is not a page of this site. Check the new address"],
    ["#contact", 'is an anchor on a page, not a page. Give the address of the page that replaces the old one, e.g. "/sectors/aviation".'],
    ["/sectors/aviation?from=old", 'has a "?" or "#" part. Give the page\'s address alone, e.g. "/sectors/aviation/".'],
    ["/sectors/aviation#benefits", 'has a "?" or "#" part. Give the page\'s address alone, e.g. "/sectors/aviation/".'],
  ])("refuses %j as a new address", (to, message) => {
    const messages = buildMessages(moved(["/sectors/aircraft/", to]));
    expect(messages).toHaveLength(1);
    expect(messages[0].startsWith('data/redirects.json, ')).toBe(true);
    expect(messages[0]).toContain('field "redirects[0].to": ');
    expect(messages[0]).toContain(message);
  });

  it("refuses an entry without its new address, and a file without its lists", () => {
    expect(buildMessages(moved(["/sectors/aircraft/", undefined]))).toEqual(['data/redirects.json, field "redirects[0].to": is required but missing.']);
    const dir = tempDir("data-redirects-");
    fs.cpSync(realData, dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "redirects.json"), "{}");
    expect(validateDataDir(dir).map(formatProblem)).toEqual(['data/redirects.json, field "redirects": is required but missing.', 'data/redirects.json, field "retired": is required but missing.']);
  });
});

describe("old addresses", () => {
  it("are spelled one way: a page's with its trailing slash, a file's as it is", () => {
    expect(canonicalOldPath("/sectors/buses")).toBe("/sectors/buses/");
    expect(canonicalOldPath("/sectors/buses/")).toBe("/sectors/buses/");
    expect(canonicalOldPath("/brochure.pdf")).toBe("/brochure.pdf");
    expect(canonicalOldPath("/")).toBe("/");
  });

  it("may be any address a page or a file had on this site", () => {
    for (const address of ["/sectors/buses/", "/Sectors/Buses", "/services.html", "/old_site/page~2/", "/a-b/c.d/e"]) expect(oldPathProblem(address)).toBeUndefined();
  });
});
