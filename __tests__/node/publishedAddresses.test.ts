/** @jest-environment node */
import fs from "fs";
import path from "path";
import { checkPublishedAddresses, lostAddressesStopBuild, recordFile, recordPublishedAddresses, type PublishedRecord } from "../../src/node/publishedAddresses";
import { tempDir } from "../helpers/tempDir";

/**
 * A page deleted (or a moved page's redirect removed) without its address being moved or retired is noticed by the
 * next build, from the list of addresses the last published build kept with its cache.
 */

const realData = path.join(__dirname, "..", "..", "data");

/** A checkout (as Netlify clones it: the data folder inside) with a copy of the real data. */
function checkout(): { rootDir: string; dataDir: string } {
  const rootDir = tempDir("published-");
  const dataDir = path.join(rootDir, "data");
  fs.cpSync(realData, dataDir, { recursive: true });
  return { rootDir, dataDir };
}

function setRedirects(dataDir: string, file: { redirects: { from: string; to: string }[]; retired: string[] }): void {
  fs.writeFileSync(path.join(dataDir, "redirects.json"), JSON.stringify(file, null, 2));
}

const lostAviation =
  'data/redirects.json: "/sectors/aviation/" was a page (data/sectors/aviation.json) when the site was last published, and this build would answer it with "page not found", breaking links to it in search results, e-mails and print. In the CMS, open Moved pages and add it: under Moved pages with the page that replaces it, or under Retired addresses if it is gone on purpose (in the file: "redirects" or "retired").';

describe("the addresses the site last published", () => {
  it("are kept beside the build (deploy/generated/) and compared with the next build's: nothing lost, nothing said but the count", () => {
    const { rootDir, dataDir } = checkout();
    const place = { rootDir, onNetlify: false };
    expect(recordPublishedAddresses(place, dataDir, null, new Date("2026-11-26T10:00:00Z"))).toBe(path.join(rootDir, "deploy", "generated", "published-addresses.json"));
    const record = JSON.parse(fs.readFileSync(recordFile(place), "utf8")) as PublishedRecord;
    expect(Object.keys(record.builds)).toEqual(["data"]);
    expect(record.builds.data.pages).toEqual(expect.arrayContaining(["/", "/contact/", "/sectors/aviation/", "/types/straps/"]));
    expect(record.builds.data.moved).toEqual([]);
    const check = checkPublishedAddresses(place, dataDir);
    expect(check.lost).toEqual([]);
    expect(check.note).toBe(`Compared the ${record.builds.data.pages.length} addresses the site last published (deploy/generated/published-addresses.json, 2026-11-26T10:00:00.000Z) with this build's: each is still a page, moved or retired.`);
  });

  it("notice a page deleted without its address being moved or retired, naming the address, its file and what to do", () => {
    const { rootDir, dataDir } = checkout();
    const place = { rootDir, onNetlify: false };
    recordPublishedAddresses(place, dataDir, null);
    fs.rmSync(path.join(dataDir, "sectors", "aviation.json"));
    const check = checkPublishedAddresses(place, dataDir);
    expect(check.lost).toEqual([lostAviation]);
    expect(check.note).toMatch(/with this build's: 1 would answer "page not found"\.$/);
  });

  it("accept the address once it is moved to another page, or retired", () => {
    const { rootDir, dataDir } = checkout();
    const place = { rootDir, onNetlify: false };
    recordPublishedAddresses(place, dataDir, null);
    fs.rmSync(path.join(dataDir, "sectors", "aviation.json"));
    setRedirects(dataDir, { redirects: [{ from: "/sectors/aviation", to: "/sectors/marine" }], retired: [] });
    expect(checkPublishedAddresses(place, dataDir).lost).toEqual([]);
    setRedirects(dataDir, { redirects: [], retired: ["/sectors/aviation/"] });
    expect(checkPublishedAddresses(place, dataDir).lost).toEqual([]);
  });

  it("notice a moved page whose redirect was removed", () => {
    const { rootDir, dataDir } = checkout();
    const place = { rootDir, onNetlify: false };
    setRedirects(dataDir, { redirects: [{ from: "/sectors/aircraft/", to: "/sectors/aviation/" }], retired: [] });
    recordPublishedAddresses(place, dataDir, null);
    setRedirects(dataDir, { redirects: [], retired: [] });
    expect(checkPublishedAddresses(place, dataDir).lost).toEqual([
      'data/redirects.json: "/sectors/aircraft/" was sent on to another page by Moved pages when the site was last published, and this build would answer it with "page not found", breaking links to it in search results, e-mails and print. In the CMS, open Moved pages and add it: under Moved pages with the page that replaces it, or under Retired addresses if it is gone on purpose (in the file: "redirects" or "retired").',
    ]);
  });

  it("say so when there is no list to compare with (first build here, a cleared cache, a damaged file), and find nothing lost", () => {
    const { rootDir, dataDir } = checkout();
    const place = { rootDir, onNetlify: false };
    expect(checkPublishedAddresses(place, dataDir)).toEqual({
      note: "No list of the addresses the site last published (deploy/generated/published-addresses.json): a page deleted since then cannot be noticed in this build.",
      lost: [],
    });
    fs.mkdirSync(path.dirname(recordFile(place)), { recursive: true });
    fs.writeFileSync(recordFile(place), '{"builds": {"data": ');
    expect(checkPublishedAddresses(place, dataDir).lost).toEqual([]);
  });

  it("on Netlify are kept in its build cache by production builds, shared by clones in any folder, and not by previews", () => {
    const cacheDir = tempDir("netlify-cache-");
    const first = checkout();
    const second = checkout();
    const preview = recordPublishedAddresses({ rootDir: first.rootDir, onNetlify: true, cacheDir }, first.dataDir, "deploy-preview");
    expect(preview).toBeUndefined();
    expect(fs.existsSync(path.join(cacheDir, "beltwright", "published-addresses.json"))).toBe(false);
    expect(recordPublishedAddresses({ rootDir: first.rootDir, onNetlify: true, cacheDir }, first.dataDir, "production")).toBe(path.join(cacheDir, "beltwright", "published-addresses.json"));
    fs.rmSync(path.join(second.dataDir, "sectors", "aviation.json"));
    expect(checkPublishedAddresses({ rootDir: second.rootDir, onNetlify: true, cacheDir }, second.dataDir).lost).toEqual([lostAviation]);
    // Nothing is kept in the clone itself.
    expect(fs.existsSync(path.join(first.rootDir, "deploy"))).toBe(false);
  });

  it("keep one list per data folder, forgetting folders that no longer exist", () => {
    const { rootDir, dataDir } = checkout();
    const place = { rootDir, onNetlify: false };
    const elsewhere = tempDir("published-data-");
    fs.cpSync(realData, elsewhere, { recursive: true });
    recordPublishedAddresses(place, elsewhere, null);
    recordPublishedAddresses(place, dataDir, null);
    const keys = (): string[] => Object.keys((JSON.parse(fs.readFileSync(recordFile(place), "utf8")) as PublishedRecord).builds).sort();
    expect(keys()).toEqual([elsewhere, "data"].sort());
    // A folder's list says nothing about another's: a copy with a page less is compared with its own list.
    fs.rmSync(path.join(elsewhere, "sectors", "aviation.json"));
    expect(checkPublishedAddresses(place, dataDir).lost).toEqual([]);
    expect(checkPublishedAddresses(place, elsewhere).lost).toHaveLength(1);
    fs.rmSync(elsewhere, { recursive: true, force: true });
    recordPublishedAddresses(place, dataDir, null);
    expect(keys()).toEqual(["data"]);
  });

  it.each([
    [false, null, true],
    [true, null, true],
    [true, "production", true],
    [true, "deploy-preview", false],
    [true, "branch-deploy", false],
  ])("on Netlify %s in context %s: a lost address stops the build: %s", (onNetlify, netlifyContext, stops) => {
    expect(lostAddressesStopBuild({ onNetlify, netlifyContext })).toBe(stops);
  });
});
