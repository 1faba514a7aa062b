import fs from "fs";
import path from "path";
import { formatProblem, validateData, type DataFiles } from "../../src/data/validate";
import { readDataFiles, validateDataDir } from "../../src/node/dataFiles";
import { tempDir } from "../helpers/tempDir";

const realData = path.join(__dirname, "..", "..", "data");

/** A copy of the real data folder that a test may break. */
function copyOfData(): string {
  const dir = tempDir("data-");
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read back what a test wrote
const readJson = (dir: string, file: string): any => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));

describe("validateDataDir", () => {
  it("accepts the committed data", () => {
    expect(messages(realData)).toEqual([]);
  });

  it("accepts the data with the telephone banner and the home page's testimonial removed, as an editor may", () => {
    const dir = copyOfData();
    edit(dir, "site.json", (site) => delete site.telephoneBanner);
    edit(dir, "home.json", (home) => delete home.trust.testimonial);
    expect(messages(dir)).toEqual([]);
  });

  it("reports a file that is not valid JSON with its line and column", () => {
    const dir = copyOfData();
    fs.writeFileSync(path.join(dir, "site.json"), '{\n  "name": "Beltwright",\n  "phone": "01632 960123",,\n}');
    // Located by the site's own reading, not the engine's wording (only V8 names a position; each release rewords it).
    expect(messages(dir)).toEqual(['data/site.json: is not valid JSON at line 3, column 27 (found ","). Look for a missing or extra comma, an unclosed quote or bracket just before that point.']);
  });

  it("names the file and the field of a missing value, in a folder entry and in a list", () => {
    const dir = copyOfData();
    edit(dir, "sectors/aviation.json", (sector) => {
      delete sector.subtitle;
    });
    edit(dir, "sectors/buses-coaches.json", (sector) => {
      sector.benefits[1].title = "";
    });
    expect(messages(dir)).toEqual([
      'data/sectors/aviation.json, field "subtitle": is required but missing.',
      'data/sectors/buses-coaches.json, field "benefits[1].title": expected a non-empty text, found an empty text.',
    ]);
  });

  it("reports a malformed slug, and a slug that is not the file's name", () => {
    const dir = copyOfData();
    edit(dir, "types/4-point-harnesses.json", (type) => {
      type.slug = "4 Point Harnesses";
    });
    edit(dir, "types/straps.json", (type) => {
      type.slug = "webbing-straps";
    });
    expect(messages(dir)).toEqual([
      'data/types/4-point-harnesses.json, field "slug": expected a slug of lowercase letters, digits and single hyphens (e.g. "buses-coaches"), found "4 Point Harnesses".',
      'data/types/straps.json, field "slug": expected "straps", the file\'s name without .json, found "webbing-straps". The page\'s address comes from the slug: set it back to "straps", or save the entry as a new file "webbing-straps.json" and delete this one.',
    ]);
  });

  it("reports two entries of a folder with the same slug or the same order, naming the other file", () => {
    const dir = copyOfData();
    fs.copyFileSync(path.join(dir, "types", "straps.json"), path.join(dir, "types", "straps-copy.json"));
    edit(dir, "sectors/marine.json", (sector) => {
      sector.order = 10;
    });
    const found = messages(dir);
    expect(found).toEqual(
      expect.arrayContaining([
        'data/sectors/marine.json, field "order": 10 is also the order of data/sectors/aviation.json; choose a number no other entry uses (they need not be consecutive).',
        'data/types/straps.json, field "slug": "straps" is also the slug of data/types/straps-copy.json; each entry needs its own.',
        expect.stringContaining('data/types/straps.json, field "order": '),
      ]),
    );
    // The copy also has the wrong file name for its slug.
    expect(found).toContainEqual(expect.stringMatching(/^data\/types\/straps-copy\.json, field "slug": expected "straps-copy"/));
    expect(found).toHaveLength(4);
  });

  it("reports an order that is not a whole number from 1 to 9999", () => {
    const dir = copyOfData();
    edit(dir, "services/components.json", (service) => {
      service.order = "3";
    });
    edit(dir, "types/harnesses.json", (type) => {
      type.order = 0;
    });
    expect(messages(dir)).toEqual([
      expect.stringMatching(/^data\/services\/components\.json, field "order": expected a number \(its place in lists, lowest first; .*\), found the text "3"\.$/),
      expect.stringMatching(/^data\/types\/harnesses\.json, field "order": expected a whole number from 1 to 9999 \(its place in lists, lowest first; .*\), found 0\.$/),
    ]);
  });

  it("reports a missing showOnHome and two list items with the same slug", () => {
    const dir = copyOfData();
    edit(dir, "sectors/racing.json", (sector) => {
      delete sector.showOnHome;
    });
    edit(dir, "products-page.json", (page) => {
      page.applications[3].slug = page.applications[0].slug;
    });
    const first = readJson(dir, "products-page.json").applications[0].slug;
    expect(messages(dir)).toEqual([
      `data/products-page.json, field "applications[3].slug": "${first}" is also the slug of applications[0]; each item of this list needs its own.`,
      'data/sectors/racing.json, field "showOnHome": is required but missing.',
    ]);
  });

  it("reports a link to a page that does not exist", () => {
    const dir = copyOfData();
    edit(dir, "products-page.json", (page) => {
      page.applications[0].href = "/sectors/hovercraft";
      page.applications[1].href = "sectors/taxis";
    });
    expect(messages(dir)).toEqual([
      'data/products-page.json, field "applications[0].href": links to "/sectors/hovercraft", which is not a page on this site. Expected a route such as "/contact" or "/sectors/aviation".',
      'data/products-page.json, field "applications[1].href": links to "sectors/taxis", which is not a page on this site. Expected a route such as "/contact" or "/sectors/aviation".',
    ]);
  });

  it("accepts a link to a new entry's page, and rejects it once the entry is gone", () => {
    const dir = copyOfData();
    edit(dir, "products-page.json", (page) => {
      page.applications[0].href = "/sectors/hovercraft/";
    });
    fs.writeFileSync(path.join(dir, "sectors", "hovercraft.json"), JSON.stringify({ ...readJson(dir, "sectors/marine.json"), slug: "hovercraft", order: 75 }));
    expect(messages(dir)).toEqual([]);
    fs.rmSync(path.join(dir, "sectors", "hovercraft.json"));
    expect(messages(dir)).toEqual([expect.stringContaining('links to "/sectors/hovercraft/", which is not a page on this site.')]);
  });

  it("reports list bounds, unknown fields and missing images", () => {
    const dir = copyOfData();
    edit(dir, "home.json", (home) => {
      home.slides[0].titel = "Typo";
      home.slides[1].image = "images/hero/missing.jpg";
      home.trust.benefits = home.trust.benefits.slice(0, 1);
      home.sectors.slugs = ["aviation"];
    });
    edit(dir, "sectors/aviation.json", (sector) => {
      sector.intro = [];
    });
    edit(dir, "types/straps.json", (type) => {
      type.highlights = [...type.highlights, ...type.highlights, ...type.highlights];
    });
    const found = messages(dir);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining('data/home.json, field "slides[0].titel": is not a field this file uses.'),
        expect.stringContaining('data/home.json, field "sectors.slugs": is not a field this file uses.'),
        'data/home.json, field "trust.benefits": expected from 2 to 8 items, found 1.',
        'data/home.json, field "slides[1].image": names the image "images/hero/missing.jpg", but there is no such file under data/. Check the file name and folder.',
        'data/sectors/aviation.json, field "intro": expected from 1 to 3 items, found an empty list.',
        `data/types/straps.json, field "highlights": expected from 2 to 6 items, found ${3 * readJson(realData, "types/straps.json").highlights.length}.`,
      ]),
    );
    expect(found).toHaveLength(6);
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
      expect.stringMatching(/^data\/ui-old\.json: is not a data file the site knows\. Known files: site\.json, .*, sectors\/, services\/, types\/\.$/),
    ]);
  });

  it("reports a missing or empty folder, and a list file of the old layout", () => {
    const dir = copyOfData();
    fs.rmSync(path.join(dir, "types"), { recursive: true });
    for (const name of fs.readdirSync(path.join(dir, "services"))) fs.rmSync(path.join(dir, "services", name));
    fs.writeFileSync(path.join(dir, "sectors.json"), "[]");
    const found = messages(dir);
    expect(found).toEqual(
      expect.arrayContaining([
        "data/types/: is missing. The site needs this folder, with one .json file per entry, to build.",
        "data/services/: expected at least one entry (one .json file each), found 0.",
        "data/sectors.json: is the old layout: each entry is now its own file in data/sectors/, named by its slug (e.g. data/sectors/{slug}.json). Move the entries there and delete this file.",
      ]),
    );
    // Links to the pages of the missing entries are reported too, each naming its file and field.
    expect(found.filter((m) => !m.includes("which is not a page on this site"))).toHaveLength(3);
  });

  it("reports a fixed page its trail cannot name, a name for a page no trail reaches, and a page named twice", () => {
    const dir = copyOfData();
    edit(dir, "navigation.json", (nav) => {
      nav.breadcrumb.pages = nav.breadcrumb.pages.filter((page: { to: string }) => page.to !== "/about");
      nav.breadcrumb.pages.push({ label: "Cookie Manager", to: "/admin/cookie-manager" }, { label: "Services again", to: "/services/" });
    });
    const count = readJson(dir, "navigation.json").breadcrumb.pages.length;
    expect(messages(dir)).toEqual([
      'data/navigation.json, field "breadcrumb.pages": has no name for the page /about/ in the trail. Add { "label": "…", "to": "/about" }.',
      `data/navigation.json, field "breadcrumb.pages[${count - 2}].to": names /admin/cookie-manager/, which is not a fixed page that a trail passes through. Expected one of /services/, /products/, /types/, /resources/, /about/, /resellers/, /contact/, /privacy-policy/.`,
      `data/navigation.json, field "breadcrumb.pages[${count - 1}].to": names /services/ again; each page needs one name.`,
    ]);
  });

  it("reports opening hours on a day schema.org does not name", () => {
    const dir = copyOfData();
    edit(dir, "site.json", (site) => {
      site.openingHours.days[0] = "Mon";
    });
    expect(messages(dir)).toEqual(['data/site.json, field "openingHours.days[0]": expected one of "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", found "Mon".']);
  });

  it("reports a broken entry file with its own name", () => {
    const dir = copyOfData();
    fs.writeFileSync(path.join(dir, "sectors", "marine.json"), '{ "slug": "marine", }');
    fs.writeFileSync(path.join(dir, "sectors", "taxis.json"), "[]");
    const found = messages(dir).filter((m) => !m.includes("which is not a page on this site"));
    expect(found).toEqual([
      'data/sectors/marine.json: is not valid JSON at line 1, column 21 (found "}"). Look for a missing or extra comma, an unclosed quote or bracket just before that point.',
      "data/sectors/taxis.json: expected the file to hold one object {...}, found a list of 0.",
    ]);
  });
});

describe("validateData, the checks the CMS bundles", () => {
  /** The committed data as src/node/dataFiles.ts reads it, with `home.json`'s first slide's picture changed. */
  function withSlidePicture(picture: string): DataFiles {
    const data = readDataFiles(realData);
    const home = JSON.parse(data.files.get("home.json") ?? "") as { slides: { image: string }[] };
    home.slides[0].image = picture;
    return { ...data, files: new Map([...data.files, ["home.json", JSON.stringify(home)]]) };
  }
  const found = (data: DataFiles): string[] => validateData(data).map(formatProblem);

  it("checks the data it is handed, reading no file", () => {
    const readFile = jest.spyOn(fs, "readFileSync");
    const data = withSlidePicture("images/hero/missing.jpg");
    readFile.mockClear();
    expect(found(data)).toEqual(['data/home.json, field "slides[0].image": names the image "images/hero/missing.jpg", but there is no such file under data/. Check the file name and folder.']);
    expect(readFile).not.toHaveBeenCalled();
  });

  it("finds a picture however the path from data/ is written, and refuses one that leaves data/", () => {
    const picture = JSON.parse(readDataFiles(realData).files.get("home.json") ?? "").slides[0].image as string;
    expect(found(withSlidePicture(`./${picture}`))).toEqual([]);
    expect(found(withSlidePicture(picture.replace("/", "//")))).toEqual([]);
    expect(found(withSlidePicture(`../data/${picture}`))).toEqual([
      `data/home.json, field "slides[0].image": the picture "../data/${picture}" is not under data/: pictures live in data/images/. Move the file there and name it from data/, e.g. "images/sectors/aviation.jpg".`,
    ]);
  });
});
