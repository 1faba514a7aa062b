import fs from "fs";
import path from "path";
import { within, type BoundFunctions, type queries } from "@testing-library/dom";
import { JSDOM } from "jsdom";
import { readEntries, type Entry } from "../src/node/dataFiles";
import { expect, test } from "./fixtures";
import { dataDir, phonePattern, site } from "./routes";

/**
 * What each page says, per entry, read from the HTML the build wrote (public/), with no browser: the cheapest
 * place that still fails when a page loses a badge, a card, a link or a text. Elements are found by role and
 * name, as a visitor's screen reader finds them (@testing-library/dom over jsdom, which applies the page's own
 * styles to tell what is hidden); counts and names come from data/. Each route's one browser visit
 * (quality.spec.ts) checks what needs a browser: the status, the visible h1, the trail, axe, links answering,
 * the policy, the screen's edge, JavaScript off, and the resellers FAQ opening on a click.
 */

const publicDir = path.join(__dirname, "..", "public");

/** The built page of a route, as parsed HTML: its body to query, its main text, and each link's path. */
function built(route: string): { screen: BoundFunctions<typeof queries>; body: HTMLElement; mainText: string; document: Document } {
  const html = fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
  // Its address, so that links resolve as in the browser; scripts do not run.
  const { document } = new JSDOM(html, { url: `${site.siteUrl}${route}` }).window;
  return { screen: within(document.body), body: document.body, mainText: document.querySelector("main")?.textContent ?? "", document };
}

/** The path a link points to. */
const pathOf = (element: HTMLElement): string => new URL((element as HTMLAnchorElement).href).pathname;

/** The cards (list items) in the section headed `heading` (a level-2 heading). */
function cardsUnder(screen: BoundFunctions<typeof queries>, heading: string | RegExp): HTMLElement[] {
  const section = screen.getByRole("heading", { level: 2, name: heading }).closest("section");
  expect(section, `the section headed ${String(heading)}`).not.toBeNull();
  return section ? within(section as HTMLElement).queryAllByRole("listitem") : [];
}

type Card = { title: string };
type Section = { heading: string; cards: Card[] };
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as T;

// What the pages should show, from the data (the spec's own counts and lists are checked in __tests__/data/spec-facts.test.ts).
const services = readEntries<Entry & { badge: string; process: { steps: Card[] }; consultingServices?: Section; audiences?: Section; approach?: { points: string[] } }>(dataDir, "services");
const types = readEntries<Entry & { group: string; highlights: Card[] }>(dataDir, "types");
const sectors = readEntries<Entry & { benefits: Card[]; badges: Card[] }>(dataDir, "sectors");
const servicesPage = readJson<{ whyChoose: Section }>("services-page.json");
const productsPage = readJson<{ applications: { name: string; href: string }[]; features: Section }>("products-page.json");
const about = readJson<{ values: Section }>("about.json");
const resellers = readJson<Record<"why" | "who" | "how", Section>>("resellers.json");

test.describe("what each page says, in the built HTML", () => {
  test.skip(({ isMobile }) => isMobile, "the built HTML is the same at both widths");

  test("/services lists every service in order with Learn More links, and a Why Choose block", () => {
    const { screen } = built("/services/");
    expect(screen.getAllByRole("link", { name: /^Learn More/ }).map(pathOf)).toEqual(services.map((service) => `/services/${service.slug}/`));
    const why = cardsUnder(screen, /Why Choose/i);
    expect(why).toHaveLength(servicesPage.whyChoose.cards.length);
    // Each card as the data holds it, in its order; the spec's three reasons wherever an editor puts them.
    expect(why.map((card) => card.textContent)).toEqual(servicesPage.whyChoose.cards.map((card) => expect.stringContaining(card.title)));
    const reasons = why.map((card) => card.textContent ?? "").join(" ");
    for (const reason of [/30\+/, /zero recalls/i, /partner/i]) expect(reasons).toMatch(reason);
  });

  for (const { slug, badge, process, consultingServices, audiences, approach } of services) {
    const route = `/services/${slug}/`;
    test(`${route} has its badge, sections and links`, () => {
      const { screen, body, mainText } = built(route);
      expect(pathOf(screen.getByRole("link", { name: "Back to Services" })), route).toBe("/services/");
      expect(screen.getByText(badge, { exact: true }), route).toBeTruthy();
      expect(screen.getAllByRole("heading", { level: 2 }).length, route).toBeGreaterThanOrEqual(5);
      // The numbered lists of the page's sections (not the trail's steps, in the hero): the process steps, and the
      // approach points where there are any.
      expect(body.querySelectorAll("section ol > li"), route).toHaveLength(process.steps.length + (approach?.points.length ?? 0));
      expect(screen.getByRole("complementary"), route).toBeTruthy();
      expect(screen.getAllByRole("link", { name: /quote|touch|contact/i }).map(pathOf), route).toContain("/contact/");
      if (slug === "consulting-engineering") {
        for (const { title } of [...(consultingServices?.cards ?? []), ...(audiences?.cards ?? [])]) expect(screen.getByRole("heading", { level: 3, name: title }), route).toBeTruthy();
        expect(body.querySelector("main blockquote"), route).not.toBeNull();
        for (const standard of ["ECE R16", "ISO 10542", "FMVSS", "ADA"]) expect(mainText, route).toContain(standard);
      }
    });
  }

  test("/products lists the applications with their targets, and the features", () => {
    const { screen } = built("/products/");
    const target = (href: string): string => `${href.replace(/\/$/, "")}/`;
    expect(screen.getAllByRole("link", { name: /^View Products/ }).map(pathOf)).toEqual(productsPage.applications.map((application) => target(application.href)));
    for (const application of productsPage.applications) {
      expect(pathOf(screen.getByRole("link", { name: `View Products: ${application.name}` }))).toBe(target(application.href));
    }
    const features = screen.getByRole("heading", { level: 2, name: productsPage.features.heading }).closest("section");
    expect([...(features?.querySelectorAll("li h3") ?? [])].map((h3) => h3.textContent)).toEqual(productsPage.features.cards.map((card) => card.title));
  });

  for (const { slug, benefits, badges } of sectors) {
    const route = `/sectors/${slug}/`;
    test(`${route} has its hero, cards and quote links`, () => {
      const { screen, body } = built(route);
      expect(pathOf(screen.getByRole("link", { name: "Back to Products & Applications" })), route).toBe("/products/");
      expect(pathOf(screen.getByRole("link", { name: "Request a Quote" })), route).toBe("/contact/");
      expect(body.querySelector("main img[data-main-image]")?.getAttribute("alt"), route).toMatch(/\w/);
      const h2 = screen.getAllByRole("heading", { level: 2 });
      expect(cardsUnder(screen, h2[0].textContent ?? ""), route).toHaveLength(benefits.length);
      expect(cardsUnder(screen, h2[1].textContent ?? ""), route).toHaveLength(badges.length);
      expect(h2[1].textContent, route).toMatch(/consider/i);
      const sections = body.querySelectorAll("main section");
      const cta = within(sections[sections.length - 1] as HTMLElement).getAllByRole("link");
      expect(cta.map(pathOf), route).toEqual(["/contact/"]);
    });
  }

  test("/types links the main types and then the others, each in order", () => {
    const { body } = built("/types/");
    const sections = [...body.querySelectorAll("main section")].map((section) => within(section as HTMLElement).queryAllByRole("link").map(pathOf));
    const inGroup = (group: string): string[] => types.filter((type) => type.group === group).map((type) => `/types/${type.slug}/`);
    expect(sections[0]).toEqual(inGroup("main"));
    expect(sections[1]).toEqual(inGroup("other"));
  });

  for (const { slug, highlights } of types) {
    const route = `/types/${slug}/`;
    test(`${route} has its sections, highlights and links`, () => {
      const { screen, body, mainText } = built(route);
      const h2 = (name: string): HTMLElement => screen.getByRole("heading", { level: 2, name });
      const h3 = (name: string): HTMLElement => screen.getByRole("heading", { level: 3, name });
      expect(pathOf(screen.getByRole("link", { name: "Back to Types" })), route).toBe("/types/");
      expect(pathOf(screen.getAllByRole("link", { name: "Get Quote" })[0]), route).toBe("/contact/");
      expect(h2("Key Features"), route).toBeTruthy();
      expect(h2({ restraints: "Safety Benefits", harnesses: "Applications We Serve" }[slug] ?? "Common Applications"), route).toBeTruthy();
      for (const { title } of highlights) expect(h3(title), route).toBeTruthy();
      expect(body.querySelector("main img[data-main-image]")?.getAttribute("alt"), route).toMatch(/\w/);
      if (slug === "2-point-seat-belts") {
        for (const title of ["Component Repair", "Rewebbing", "Full Replacement"]) expect(h3(title), route).toBeTruthy();
        expect(mainText).toMatch(/30 years/);
      }
      if (slug === "4-point-harnesses") expect(h2("What is a 4-Point Harness?")).toBeTruthy();
      if (slug === "5-point-seat-belts") expect(mainText).toMatch(/five straps/i);
      if (slug === "straps") expect(mainText).toMatch(/ratchet straps/i);
      if (slug === "straps") expect(mainText).toContain("100% polyester");
      if (slug === "restraints") expect(screen.getByRole("heading", { name: "Family Safety Matters" })).toBeTruthy();
      if (slug === "harnesses") for (const word of ["Air Ambulance", "height safety", "baby"]) expect(mainText).toContain(word);
    });
  }

  test("/about tells the story and mission and lists the core values", () => {
    const { screen, mainText } = built("/about/");
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings.length).toBeGreaterThanOrEqual(3);
    expect(cardsUnder(screen, headings[2].textContent ?? "")).toHaveLength(about.values.cards.length);
    expect(mainText).toContain("1990");
  });

  test("/contact has its heading, the form area, the details and a description with the phone number", () => {
    const { screen, document } = built("/contact/");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Contact Us");
    expect(document.getElementById("contact")).not.toBeNull();
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(new RegExp(site.phone));
    const main = within(document.querySelector("main") as HTMLElement);
    expect(main.getAllByRole("link", { name: phonePattern })[0].getAttribute("href")).toBe(`tel:${site.phoneE164}`);
  });

  test("/privacy-policy covers every point and links home and to contact", () => {
    const { screen, mainText } = built("/privacy-policy/");
    expect(pathOf(screen.getByRole("link", { name: /Back to Home/ }))).toBe("/");
    expect(pathOf(screen.getByRole("link", { name: "Contact Us Today" }))).toBe("/contact/");
    const text = mainText.toLowerCase();
    for (const point of ["1 may 2020", "lawful", "consent", "as long as", "law", "external", "refuse", "continued use"]) expect(text).toContain(point);
  });

  test("/resellers has the hero anchor, benefits, audiences, steps, FAQ and the form section", () => {
    const { screen, body, document } = built("/resellers/");
    expect(screen.getByRole("link", { name: "Join Now" }).getAttribute("href")).toBe("#apply");
    expect(cardsUnder(screen, resellers.why.heading)).toHaveLength(resellers.why.cards.length);
    expect(cardsUnder(screen, resellers.who.heading)).toHaveLength(resellers.who.cards.length);
    const steps = cardsUnder(screen, resellers.how.heading);
    expect(steps).toHaveLength(resellers.how.cards.length);
    expect(steps.map((step) => step.textContent)).toEqual(resellers.how.cards.map((card) => expect.stringContaining(card.title)));
    expect(steps.map((step) => step.textContent ?? "").join(" ")).toContain("3 business days");
    // The FAQ's questions; that one opens on a click is checked in the route's visit (quality.spec.ts).
    const questions = [...body.querySelectorAll("details > summary")].map((summary) => summary.textContent ?? "").join(" ").toLowerCase();
    for (const topic of ["white-label", "exclusiv", "dropship"]) expect(questions).toContain(topic);
    expect(document.getElementById("apply")).not.toBeNull();
  });
});
