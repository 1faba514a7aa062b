/** @jest-environment node */
import fs from "fs";
import path from "path";
import { schemas } from "../../src/data/schema";
import { blankOptionalPaths, completeEntry, isBlank, withoutPaths } from "../../src/cms/entryData";
import { COOKIE_SETTINGS, nextCookieRevision, planSave } from "../../src/cms/events";
import { schemaKeyOf } from "../../src/cms/schemaLookup";

const dataDir = path.join(__dirname, "..", "..", "data");
const read = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as Record<string, unknown>;
const cookieSettings = read("cookie-settings.json");
const cookieRaw = JSON.stringify(cookieSettings);

describe("what the CMS does as an entry is saved", () => {
  it("raises the cookie banner's revision by one when a text visitors agree to changes", () => {
    const edited = { ...cookieSettings, bannerText: "We use cookies to run this site." };
    const plan = planSave({ schemaKey: COOKIE_SETTINGS, schema: schemas[COOKIE_SETTINGS], data: edited, previousRaw: cookieRaw, inFolder: false });
    expect(plan).toEqual({ deletions: [], revision: (cookieSettings.revision as number) + 1, problems: [] });
  });

  it("leaves the revision alone when only the days, the switch or a button label change", () => {
    const edited = { ...cookieSettings, askAgainDays: 90, showBanner: false, banner: { ...(cookieSettings.banner as object), acceptAll: "Accept" } };
    expect(planSave({ schemaKey: COOKIE_SETTINGS, schema: schemas[COOKIE_SETTINGS], data: edited, previousRaw: cookieRaw, inFolder: false }).revision).toBeUndefined();
  });

  it("does not raise the revision twice when the editor raised it already", () => {
    const previous = { revision: 4, bannerText: "a", necessaryText: "b", analyticsText: "c", marketingText: "d" };
    expect(nextCookieRevision(previous, { ...previous, bannerText: "changed", revision: 5 })).toBeUndefined();
    expect(nextCookieRevision(previous, { ...previous, marketingText: "changed" })).toBe(5);
    expect(nextCookieRevision(null, previous)).toBeUndefined();
  });

  it("refuses to change the slug of an existing entry, whose file it names", () => {
    const key = schemaKeyOf("sectors") ?? "";
    const plan = planSave({ schemaKey: key, schema: schemas[key], data: { ...read("sectors/aviation.json"), slug: "aircraft" }, previousRaw: "{}", fileSlug: "aviation", inFolder: true });
    expect(plan.problems).toEqual([
      'The address (slug) names this entry\'s file, "aviation.json", so it cannot be changed here. To move the page to "aircraft", create a new entry with that address, delete this one, then add its old address under Moved pages so visitors and search engines follow it.',
    ]);
  });

  it("refuses a value the build would reject, with the build's own message, and accepts the data as it is", () => {
    const aviation = read("sectors/aviation.json");
    const ok = planSave({ schemaKey: "sectors", schema: schemas.sectors, data: aviation, previousRaw: JSON.stringify(aviation), fileSlug: "aviation", inFolder: true });
    expect(ok.problems).toEqual([]);
    const broken = { ...aviation, benefits: [(aviation.benefits as unknown[])[0]], order: 10.5 };
    const refused = planSave({ schemaKey: "sectors", schema: schemas.sectors, data: broken, previousRaw: JSON.stringify(aviation), fileSlug: "aviation", inFolder: true });
    expect(refused.problems).toEqual([
      expect.stringMatching(/^data\/sectors\/aviation\.json, field "order": expected a whole number from 1 to 9999 .*found 10\.5\.$/),
      'data/sectors/aviation.json, field "benefits": expected from 2 to 8 items, found 1.',
    ]);
  });

  describe("values that must differ between the entries of a folder, checked against the entries the backend lists", () => {
    // The folder as it is on disk, as the backend would list it.
    const sectors = fs.readdirSync(path.join(dataDir, "sectors")).filter((name) => name.endsWith(".json")).map((name) => ({ slug: name.slice(0, -".json".length), data: read(`sectors/${name}`) }));
    const [first, second] = [...sectors].sort((a, b) => Number(a.data.order) - Number(b.data.order));
    const save = (data: Record<string, unknown>, fileSlug?: string) =>
      planSave({ schemaKey: "sectors", schema: schemas.sectors, data, previousRaw: fileSlug ? JSON.stringify(data) : "", ...(fileSlug ? { fileSlug } : {}), inFolder: true, entries: sectors }).problems;

    it("refuses a new entry under an address its folder already has, naming what the copy shares with that entry", () => {
      // What Duplicate gives an editor who changes only the name.
      expect(save({ ...first.data, name: "Hovercraft" })).toEqual([
        `The address (slug) "${first.slug}" is taken: data/sectors/${first.slug}.json has it. A new entry needs an address of its own (a copy made with Duplicate starts with the original's). Its position in lists, ${String(first.data.order)}, is that entry's too: choose another.`,
      ]);
    });

    it("refuses a new entry whose position in lists another entry has, with the build's own message", () => {
      expect(save({ ...first.data, slug: "hovercraft", name: "Hovercraft" })).toEqual([
        `data/sectors/hovercraft.json, field "order": ${String(first.data.order)} is also the order of data/sectors/${first.slug}.json; choose a number no other entry uses (they need not be consecutive).`,
      ]);
      expect(save({ ...first.data, slug: "hovercraft", name: "Hovercraft", order: 9999 })).toEqual([]);
    });

    it("lets an entry keep its own values, and refuses one another entry has", () => {
      expect(save(first.data, first.slug)).toEqual([]);
      expect(save({ ...first.data, order: second.data.order }, first.slug)).toEqual([
        `data/sectors/${first.slug}.json, field "order": ${String(second.data.order)} is also the order of data/sectors/${second.slug}.json; choose a number no other entry uses (they need not be consecutive).`,
      ]);
    });

    it("saves as before when the entries could not be listed: the build's check stands behind it", () => {
      expect(planSave({ schemaKey: "sectors", schema: schemas.sectors, data: { ...first.data, name: "Hovercraft" }, previousRaw: "", inFolder: true }).problems).toEqual([]);
    });
  });

  it("drops optional values an editor left blank, which the build accepts only when absent", () => {
    const key = schemaKeyOf("services") ?? "";
    const schema = schemas[key];
    const entry = {
      slug: "x",
      testimonial: { quote: "", attribution: "  " },
      approach: { heading: "How we work", points: ["a", "b", "c", "d"] },
      consultingServices: { heading: "", intro: "", cards: [] },
      whyChoose: { heading: "Why", intro: "", cards: [{ title: "t", description: "d" }] },
    };
    const deletions = blankOptionalPaths(schema.fields, entry);
    // Last first, so that removing one never moves another.
    expect(deletions).toEqual([["testimonial"], ["consultingServices"], ["whyChoose", "intro"]]);
    expect(withoutPaths(entry, deletions)).toEqual({
      slug: "x",
      approach: entry.approach,
      whyChoose: { heading: "Why", cards: [{ title: "t", description: "d" }] },
    });
  });

  it("counts blank texts, empty lists and objects of blanks as blank, and false or 0 as values", () => {
    expect([isBlank(""), isBlank(" "), isBlank([]), isBlank({ a: "", b: [] }), isBlank(null)]).toEqual([true, true, true, true, true]);
    expect([isBlank(false), isBlank(0), isBlank("x"), isBlank({ a: "x" })]).toEqual([false, false, false, false]);
  });
});

describe("an entry being written, completed for its template", () => {
  it("fills every missing required field with an empty value of its kind and leaves optional ones out", () => {
    const key = schemaKeyOf("types") ?? "";
    const completed = completeEntry(schemas[key].fields, { name: "Webbing", highlights: [{ title: "Strong" }] });
    expect(completed).toMatchObject({
      name: "Webbing",
      whatIs: { heading: "", paragraphs: [] },
      keyFeatures: [],
      highlights: [{ title: "Strong", description: "" }],
      seo: { title: "", description: "", keywords: [] },
    });
    expect(completed).not.toHaveProperty("repairServices");
  });
});
