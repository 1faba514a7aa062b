import { fewestFillingEveryField, filledFields } from "../../src/data/layouts";
import { entryRoute, pageFamilies } from "../../src/data/routes";
import { entryRoutesShowingEveryLayout } from "../../src/node/dataFiles";
import { dataDir, readFolder } from "../helpers/siteData";

describe("the entries that show every layout", () => {
  it("names the fields an entry fills, by path, leaving out empty texts and lists", () => {
    expect(filledFields({ name: "A", image: { src: "a.jpg", alt: "" }, faqs: [{ question: "Q", answer: "" }], tags: [], note: null })).toEqual(["name", "image.src", "faqs[].question"]);
  });

  it("takes the entry that fills most first, then what fills the rest; the earlier on a tie; in the entries' order", () => {
    const plain = { name: "plain" };
    const withFaqs = { name: "faqs", faqs: [{ question: "Q" }] };
    const withPicture = { name: "picture", image: "x.jpg" };
    const both = { name: "both", faqs: [{ question: "Q" }], image: "y.jpg" };
    expect(fewestFillingEveryField([plain, withFaqs, withPicture])).toEqual([withFaqs, withPicture]);
    expect(fewestFillingEveryField([plain, withFaqs, withPicture, both])).toEqual([both]);
    expect(fewestFillingEveryField([plain, { name: "other" }])).toEqual([plain]);
    expect(fewestFillingEveryField([])).toEqual([]);
  });

  describe.each(pageFamilies.map((family) => [family.folder, family] as const))("in data/%s/", (folder, family) => {
    const entries = readFolder<Record<string, unknown>>(folder);
    const routes = entryRoutesShowingEveryLayout(dataDir).filter((route) => route.startsWith(family.routePrefix));
    const chosen = entries.filter((entry) => routes.includes(entryRoute(family, entry.slug)));

    it("chooses entries of the family, at least one, in their order", () => {
      expect(entries.length).toBeGreaterThan(0);
      expect(chosen.length).toBeGreaterThan(0);
      expect(chosen.map((entry) => entryRoute(family, entry.slug))).toEqual(routes);
    });

    it("between them fill every field any entry of the family fills", () => {
      const shown = new Set(chosen.flatMap((entry) => filledFields(entry)));
      const unshown = [...new Set(entries.flatMap((entry) => filledFields(entry)))].filter((field) => !shown.has(field));
      expect(unshown).toEqual([]);
    });
  });
});
