import fs from "fs";
import os from "os";
import path from "path";
import { formatProblem, validateDataDir } from "../../src/data/validate";

const realData = path.join(__dirname, "..", "..", "data");

/** A copy of the real data folder that a test may break. */
function copyOfData(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-"));
  fs.cpSync(realData, dir, { recursive: true });
  return dir;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a fixture is any JSON a test chooses to break
function edit(dir: string, file: string, change: (value: any) => void): void {
  const target = path.join(dir, file);
  const value = JSON.parse(fs.readFileSync(target, "utf8"));
  change(value);
  fs.writeFileSync(target, JSON.stringify(value, null, 2));
}

const messages = (dir: string): string[] => validateDataDir(dir).map(formatProblem);

describe("validateDataDir", () => {
  it("accepts the committed data", () => {
    expect(messages(realData)).toEqual([]);
  });

  it("reports a file that is not valid JSON with its line and column", () => {
    const dir = copyOfData();
    fs.writeFileSync(path.join(dir, "site.json"), '{\n  "name": "Beltwright",\n  "phone": "01632 960123",,\n}');
    expect(messages(dir)).toEqual([expect.stringMatching(/^data\/site\.json: is not valid JSON at line 3, column \d+ .*missing or extra comma/)]);
  });

  it("names the file, the entry and the field of a missing value", () => {
    const dir = copyOfData();
    edit(dir, "sectors.json", (sectors) => {
      delete sectors[0].subtitle;
      sectors[1].benefits[2].title = "";
    });
    expect(messages(dir)).toEqual([
      'data/sectors.json, entry "aviation", field "subtitle": is required but missing.',
      'data/sectors.json, entry "buses-coaches", field "benefits[2].title": expected a non-empty text, found an empty text.',
    ]);
  });

  it("reports duplicate and malformed slugs", () => {
    const dir = copyOfData();
    edit(dir, "types.json", (types) => {
      types[1].slug = types[0].slug;
      types[2].slug = "4 Point Harnesses";
    });
    const found = messages(dir);
    expect(found).toContain('data/types.json, entry "2-point-seat-belts", field "slug": duplicates another entry\'s slug; every slug in this file must be unique.');
    expect(found).toContain(
      'data/types.json, entry "4 Point Harnesses", field "slug": expected a slug of lowercase letters, digits and single hyphens (e.g. "buses-coaches"), found "4 Point Harnesses".',
    );
  });

  it("reports a link to a page that does not exist", () => {
    const dir = copyOfData();
    edit(dir, "applications.json", (apps) => {
      apps[0].href = "/sectors/hovercraft";
    });
    expect(messages(dir)).toEqual([
      'data/applications.json, entry "taxis", field "href": links to "/sectors/hovercraft", which is not a page on this site. Expected a route such as "/contact" or "/sectors/aviation".',
    ]);
  });

  it("reports wrong counts, unknown fields, missing images and unknown sector slugs", () => {
    const dir = copyOfData();
    edit(dir, "home.json", (home) => {
      home.sectors.slugs[0] = "hovercraft";
      home.slides[0].titel = "Typo";
      home.slides[1].image = "images/hero/missing.jpg";
      home.trust.benefits.pop();
    });
    const found = messages(dir);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining('data/home.json, field "slides[0].titel": is not a field this file uses.'),
        'data/home.json, field "trust.benefits": expected exactly 4 items, found 3.',
        'data/home.json, field "slides[1].image": names the image "images/hero/missing.jpg", but there is no such file under data/. Check the file name and folder.',
        expect.stringContaining('data/home.json, field "sectors.slugs[0]": names "hovercraft", which is not a slug in sectors.json.'),
      ]),
    );
    expect(found).toHaveLength(4);
  });

  it("reports a number outside its range, or not whole", () => {
    const dir = copyOfData();
    edit(dir, "cookie-settings.json", (settings) => {
      settings.askAgainDays = 0;
      settings.revision = 1.5;
    });
    expect(messages(dir)).toEqual([
      'data/cookie-settings.json, field "revision": expected a whole number from 1 to 1000000 (raise it by one whenever a text changes, so visitors are asked again), found 1.5.',
      'data/cookie-settings.json, field "askAgainDays": expected a whole number from 1 to 730 (how many days a visitor\'s choice lasts), found 0.',
    ]);
  });

  it("reports a missing file and an unknown one", () => {
    const dir = copyOfData();
    fs.renameSync(path.join(dir, "ui.json"), path.join(dir, "ui-old.json"));
    expect(messages(dir)).toEqual([
      "data/ui.json: is missing. The site needs this file to build.",
      expect.stringMatching(/^data\/ui-old\.json: is not a data file the site knows\. Known files: site\.json/),
    ]);
  });
});
