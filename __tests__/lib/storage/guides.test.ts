import { describeGuide, isGuideFile, sameGuides, toGuides } from "../../../src/lib/storage/guides";
import type { GuideCatalogue } from "../../../src/lib/storage/types";
import { readData } from "../../helpers/siteData";

const catalogue: GuideCatalogue = {
  entries: readData<{ guides: GuideCatalogue["entries"][number][] }>("resources-page.json").guides,
  fallbackDescription: "Comprehensive safety guide and compliance information.",
};

describe("guide titles and fallbacks", () => {
  it("takes the title, description and icon of a known file from data/resources-page.json", () => {
    expect(describeGuide("fleet-operator-safety-guide.pdf", catalogue)).toEqual({
      title: "Fleet Operator Safety Guide",
      description: expect.stringMatching(/^A walk-round routine/),
      icon: "fleet",
    });
  });

  it("names an unknown file after itself without .pdf, with the spec's description and the document icon", () => {
    expect(describeGuide("Hybrid Vehicle Guide.PDF", catalogue)).toEqual({
      title: "Hybrid Vehicle Guide",
      description: "Comprehensive safety guide and compliance information.",
      icon: "document",
    });
    expect(describeGuide("notes.txt", catalogue).title).toBe("notes.txt");
  });
});

describe("storage listings", () => {
  it("leaves out folders (no id), the empty-folder placeholder and hidden files", () => {
    expect(isGuideFile({ id: null, name: "archive", bytes: 0 })).toBe(false);
    expect(isGuideFile({ id: "1", name: ".emptyFolderPlaceholder", bytes: 0 })).toBe(false);
    expect(isGuideFile({ id: "2", name: ".DS_Store", bytes: 10 })).toBe(false);
    expect(isGuideFile({ id: "3", name: "taxi-manufacturers.pdf", bytes: 10 })).toBe(true);
  });

  it("orders known guides as data/resources-page.json lists them, then others by name, with sizes and public URLs", () => {
    const guides = toGuides(
      [
        { id: "a", name: "zebra.pdf", bytes: 0 },
        { id: "b", name: "taxi-manufacturers.pdf", bytes: 11943 },
        { id: null, name: "old", bytes: 0 },
        { id: "c", name: "alpha.pdf", bytes: 2048 },
        { id: "d", name: "trade-partnerships-affiliate-opportunities.pdf", bytes: 13742 },
      ],
      catalogue,
      (name) => `https://files.example/${name}`,
    );
    expect(guides.map(({ id, title, size }) => [id, title, size])).toEqual([
      ["d", "Trade Partnerships & Affiliate Opportunities", "13.42 KB"],
      ["b", "Taxi Manufacturers", "11.66 KB"],
      ["c", "alpha", "2 KB"],
      ["a", "zebra", "0 Bytes"],
    ]);
    expect(guides[1].downloadUrl).toBe("https://files.example/taxi-manufacturers.pdf");
  });

  it("tells a changed list from an unchanged one", () => {
    const list = toGuides([{ id: "b", name: "taxi-manufacturers.pdf", bytes: 11943 }], catalogue, (name) => `/guides/${name}`);
    expect(sameGuides(list, toGuides([{ id: "b", name: "taxi-manufacturers.pdf", bytes: 11943 }], catalogue, (name) => `/guides/${name}`))).toBe(true);
    expect(sameGuides(list, toGuides([{ id: "b", name: "taxi-manufacturers.pdf", bytes: 12000 }], catalogue, (name) => `/guides/${name}`))).toBe(false);
    expect(sameGuides(list, [])).toBe(false);
  });
});
