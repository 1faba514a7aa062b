import fs from "fs";
import path from "path";
import type { Page } from "@playwright/test";
import { readEntries, type Entry } from "../src/data/entries";
import { expect, test, visit } from "./fixtures";
import { dataDir, phonePattern, site } from "./routes";

/** The cards under the section headed `heading`. */
const cardsUnder = (page: Page, heading: string | RegExp) =>
  page.locator("section", { has: page.getByRole("heading", { level: 2, name: heading }) }).locator("li");

const linkTargets = async (page: Page, name: string | RegExp) =>
  page.getByRole("link", { name }).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

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

test.describe("content pages", () => {
  test.skip(({ isMobile }) => isMobile, "content is the same at both widths; the route checks cover phones");

  test("/services lists every service in order with Learn More links, and a Why Choose block", async ({ page }) => {
    await visit(page, "/services/");
    expect(await linkTargets(page, /^Learn More/)).toEqual(services.map((service) => `/services/${service.slug}/`));
    const why = cardsUnder(page, /Why Choose/i);
    await expect(why).toHaveCount(servicesPage.whyChoose.cards.length);
    await expect(why.nth(0)).toContainText("30+");
    await expect(why.nth(1)).toContainText(/zero recalls/i);
    await expect(why.nth(2)).toContainText(/partner/i);
  });

  for (const { slug, badge, process, consultingServices, audiences, approach } of services) {
    test(`/services/${slug}/ has its badge, sections and links`, async ({ page }) => {
      await visit(page, `/services/${slug}/`);
      await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services/");
      await expect(page.getByText(badge, { exact: true })).toBeVisible();
      const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
      expect(headings.length).toBeGreaterThanOrEqual(5);
      // The numbered lists of the page's sections (not the trail's steps, in the hero): the process steps, and the
      // approach points where there are any.
      await expect(page.locator("section ol > li")).toHaveCount(process.steps.length + (approach?.points.length ?? 0));
      await expect(page.getByRole("complementary")).toBeVisible();
      expect(await linkTargets(page, /quote|touch|contact/i)).toContain("/contact/");
      if (slug === "consulting-engineering") {
        for (const { title } of [...(consultingServices?.cards ?? []), ...(audiences?.cards ?? [])]) {
          await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
        }
        await expect(page.locator("blockquote")).toBeVisible();
        const text = await page.locator("main").innerText();
        for (const standard of ["ECE R16", "ISO 10542", "FMVSS", "ADA"]) expect(text).toContain(standard);
      }
    });
  }

  test("/products lists the applications with their targets, and the features", async ({ page }) => {
    await visit(page, "/products/");
    const targets = await linkTargets(page, /^View Products/);
    expect(targets).toEqual(productsPage.applications.map((application) => `${application.href.replace(/\/$/, "")}/`));
    for (const application of productsPage.applications) {
      await expect(page.getByRole("link", { name: `View Products: ${application.name}` })).toHaveAttribute("href", `${application.href.replace(/\/$/, "")}/`);
    }
    const featureSection = page.locator("section").filter({ has: page.getByRole("heading", { level: 2 }) }).nth(1);
    await expect(featureSection.locator("li h3")).toHaveText(productsPage.features.cards.map((card) => card.title));
  });

  for (const { slug, benefits, badges } of sectors) {
    test(`/sectors/${slug}/ has its hero, cards and quote links`, async ({ page }) => {
      await visit(page, `/sectors/${slug}/`);
      await expect(page.getByRole("link", { name: "Back to Products & Applications" })).toHaveAttribute("href", "/products/");
      await expect(page.getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/contact/");
      await expect(page.locator("main img[data-main-image]").first()).toHaveAttribute("alt", /\w/);
      const h2 = page.getByRole("heading", { level: 2 });
      await expect(cardsUnder(page, (await h2.nth(0).textContent()) ?? "")).toHaveCount(benefits.length);
      await expect(cardsUnder(page, (await h2.nth(1).textContent()) ?? "")).toHaveCount(badges.length);
      await expect(page.getByRole("heading", { level: 2 }).nth(1)).toContainText(/consider/i);
      const cta = page.locator("section").last();
      await expect(cta.getByRole("link")).toHaveAttribute("href", "/contact/");
    });
  }

  test("/types links the main types and then the others, each in order", async ({ page }) => {
    await visit(page, "/types/");
    const sections = page.locator("main section");
    const main = await sections.nth(0).getByRole("link").evaluateAll((ls) => ls.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const other = await sections.nth(1).getByRole("link").evaluateAll((ls) => ls.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const inGroup = (group: string) => types.filter((type) => type.group === group).map((type) => `/types/${type.slug}/`);
    expect(main).toEqual(inGroup("main"));
    expect(other).toEqual(inGroup("other"));
  });

  for (const { slug, highlights } of types) {
    test(`/types/${slug}/ has its sections, highlights and links`, async ({ page }) => {
      await visit(page, `/types/${slug}/`);
      await expect(page.getByRole("link", { name: "Back to Types" })).toHaveAttribute("href", "/types/");
      await expect(page.getByRole("link", { name: "Get Quote" }).first()).toHaveAttribute("href", "/contact/");
      await expect(page.getByRole("heading", { level: 2, name: "Key Features" })).toBeVisible();
      const applicationsHeading = { restraints: "Safety Benefits", harnesses: "Applications We Serve" }[slug] ?? "Common Applications";
      await expect(page.getByRole("heading", { level: 2, name: applicationsHeading })).toBeVisible();
      for (const { title } of highlights) await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
      await expect(page.locator("main img[data-main-image]").first()).toHaveAttribute("alt", /\w/);
      const text = await page.locator("main").innerText();
      if (slug === "2-point-seat-belts") {
        for (const title of ["Component Repair", "Rewebbing", "Full Replacement"]) await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
        expect(text).toMatch(/30 years/);
      }
      if (slug === "4-point-harnesses") await expect(page.getByRole("heading", { level: 2, name: "What is a 4-Point Harness?" })).toBeVisible();
      if (slug === "5-point-seat-belts") expect(text).toMatch(/five straps/i);
      if (slug === "straps") expect(text).toMatch(/ratchet straps/i);
      if (slug === "straps") expect(text).toContain("100% polyester");
      if (slug === "restraints") await expect(page.getByRole("heading", { name: "Family Safety Matters" })).toBeVisible();
      if (slug === "harnesses") for (const word of ["Air Ambulance", "height safety", "baby"]) expect(text).toContain(word);
    });
  }

  test("/about tells the story and mission and lists the core values", async ({ page }) => {
    await visit(page, "/about/");
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.length).toBeGreaterThanOrEqual(3);
    await expect(cardsUnder(page, headings[2])).toHaveCount(about.values.cards.length);
    await expect(page.locator("main")).toContainText("1990");
  });

  test("/contact has its heading, the form area, the details and a description with the phone number", async ({ page }) => {
    await visit(page, "/contact/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.locator("#contact")).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(site.phone));
    await expect(page.locator("main").getByRole("link", { name: phonePattern }).first()).toHaveAttribute("href", `tel:${site.phoneE164}`);
  });

  test("/privacy-policy covers every point and links home and to contact", async ({ page }) => {
    await visit(page, "/privacy-policy/");
    await expect(page.getByRole("link", { name: /Back to Home/ })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Contact Us Today" })).toHaveAttribute("href", "/contact/");
    const text = (await page.locator("main").innerText()).toLowerCase();
    for (const point of ["1 may 2020", "lawful", "consent", "as long as", "law", "external", "refuse", "continued use"]) expect(text).toContain(point);
  });

  test("/resellers has the hero anchor, benefits, audiences, steps, FAQ and the form section", async ({ page }) => {
    await visit(page, "/resellers/");
    await expect(page.getByRole("link", { name: "Join Now" })).toHaveAttribute("href", "#apply");
    await expect(cardsUnder(page, resellers.why.heading)).toHaveCount(resellers.why.cards.length);
    await expect(cardsUnder(page, resellers.who.heading)).toHaveCount(resellers.who.cards.length);
    const steps = cardsUnder(page, resellers.how.heading);
    await expect(steps).toHaveCount(resellers.how.cards.length);
    await expect(steps.nth(1)).toContainText("3 business days");
    const faq = page.locator("details");
    const questions = (await faq.locator("summary").allTextContents()).join(" ").toLowerCase();
    for (const topic of ["white-label", "exclusiv", "dropship"]) expect(questions).toContain(topic);
    await faq.first().locator("summary").click();
    await expect(faq.first()).toHaveAttribute("open", "");
    await expect(page.locator("#apply")).toBeAttached();
  });
});
