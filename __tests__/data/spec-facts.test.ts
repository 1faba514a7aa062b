/**
 * The counts and lists the original specification (sections 2 and 6; it is not in the repository, and
 * docs/decisions.md lists where the site departs from it) gives for TODAY's content, checked as
 * facts about the committed data. They are not rules of the schema (src/data/schema.ts allows editors to add and
 * remove entries and cards within the layout's bounds) and no other test repeats them: when an editor changes the
 * content on purpose, this is the one file to update.
 */
import { readData, readFolder } from "../helpers/siteData";

type Card = { title: string };
const sectors = readFolder<{ showOnHome: boolean; intro: string[]; benefits: Card[]; badges: Card[] }>("sectors");
const services = readFolder<{ whyChoose: { cards: Card[] }; process: { steps: Card[] }; consultingServices?: { cards: Card[] }; audiences?: { cards: Card[] }; approach?: { points: string[] } }>("services");
const types = readFolder<{ group: string; highlights: Card[] }>("types");
const slugs = (entries: { slug: string }[]) => entries.map((entry) => entry.slug);

describe("today's content, as the spec gives it", () => {
  it("has the 14 sectors, 13 of them on the home page in the spec's order", () => {
    expect(slugs(sectors).sort()).toEqual(
      ["aviation", "buses-coaches", "commercial-vehicles", "emergency-services", "forklifts", "go-karts", "motorhomes", "rollercoasters", "taxis", "wheelchairs", "racing", "components", "public-service-vehicles", "marine"].sort(),
    );
    expect(slugs(sectors.filter((sector) => sector.showOnHome))).toEqual([
      "aviation",
      "buses-coaches",
      "commercial-vehicles",
      "emergency-services",
      "forklifts",
      "go-karts",
      "marine",
      "motorhomes",
      "public-service-vehicles",
      "rollercoasters",
      "taxis",
      "wheelchairs",
      "racing",
    ]);
  });

  it("gives each sector two intro paragraphs, four benefit cards and three badges", () => {
    for (const sector of sectors) {
      expect([sector.slug, sector.intro.length, sector.benefits.length, sector.badges.length]).toEqual([sector.slug, 2, 4, 3]);
    }
  });

  it("has the 7 services in the spec's order, each with three why-choose cards and a three-step process", () => {
    expect(slugs(services)).toEqual(["seat-belt-supplier", "seat-belt-repairs", "seat-belt-replacement", "seat-belt-rewebbing", "bespoke-requirements", "components", "consulting-engineering"]);
    for (const service of services) expect([service.slug, service.whyChoose.cards.length, service.process.steps.length]).toEqual([service.slug, 3, 3]);
    const consulting = services.find((service) => service.slug === "consulting-engineering");
    expect([consulting?.consultingServices?.cards.length, consulting?.audiences?.cards.length, consulting?.approach?.points.length]).toEqual([4, 4, 4]);
  });

  it("has the 7 types: 4 main and 3 more, each with three highlight cards", () => {
    expect(slugs(types.filter((type) => type.group === "main"))).toEqual(["2-point-seat-belts", "3-point-seat-belts", "4-point-harnesses", "5-point-seat-belts"]);
    expect(slugs(types.filter((type) => type.group === "other"))).toEqual(["straps", "restraints", "harnesses"]);
    for (const type of types) expect([type.slug, type.highlights.length]).toEqual([type.slug, 3]);
  });

  it("has 12 product applications with the spec's targets, and 8 product features", () => {
    const page = readData<{ applications: { name: string; href: string }[]; features: { cards: Card[] } }>("products-page.json");
    expect(page.applications.map((application) => application.href)).toEqual([
      "/sectors/taxis",
      "/sectors/commercial-vehicles",
      "/sectors/aviation",
      "/sectors/motorhomes",
      "/sectors/public-service-vehicles",
      "/sectors/marine",
      "/sectors/forklifts",
      "/sectors/emergency-services",
      "/sectors/go-karts",
      "/sectors/wheelchairs",
      "/sectors/racing",
      "/services/bespoke-requirements",
    ]);
    expect(page.applications[6].name).toBe("Industrial");
    expect(page.features.cards).toHaveLength(8);
  });

  it("describes the 8 known guides", () => {
    const { guides } = readData<{ guides: { title: string }[] }>("resources-page.json");
    expect(guides.map((guide) => guide.title)).toEqual([
      "Trade Partnerships & Affiliate Opportunities",
      "Garage & MOT Compliance Guide",
      "Taxi Manufacturers",
      "Passenger Seat Manufacturers",
      "Campervan Manufacturers",
      "Emergency Vehicle",
      "Fleet Operator Safety Guide",
      "Classic Car Safety Whitepaper",
    ]);
  });

  it("has a hero of 3 slides, four trust benefits, three social links, four core values, three reasons on /services/ and the reseller sections' cards", () => {
    const home = readData<{ slides: unknown[]; trust: { benefits: Card[] } }>("home.json");
    expect([home.slides.length, home.trust.benefits.length]).toEqual([3, 4]);
    expect(readData<{ social: unknown[] }>("site.json").social).toHaveLength(3);
    expect(readData<{ values: { cards: Card[] } }>("about.json").values.cards).toHaveLength(4);
    expect(readData<{ whyChoose: { cards: Card[] } }>("services-page.json").whyChoose.cards).toHaveLength(3);
    const resellers = readData<Record<"why" | "who" | "how", { cards: Card[] }>>("resellers.json");
    expect([resellers.why.cards.length, resellers.who.cards.length, resellers.how.cards.length]).toEqual([5, 5, 4]);
  });
});
