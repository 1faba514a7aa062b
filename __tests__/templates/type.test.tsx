import { screen, within } from "@testing-library/react";
import React from "react";
import TypeTemplate from "../../src/templates/type";
import { renderWithProviders } from "../helpers/render";
import { entryRoute, pageFamilies } from "../../src/data/routes";
import { pageRouteOf, readData, readFolder } from "../helpers/siteData";
import { expectTrail } from "../helpers/trail";

type Props = React.ComponentProps<typeof TypeTemplate>;
type Card = { title: string; description: string };
type BeltType = {
  slug: string;
  heading: string;
  intro: string;
  whatIs: { heading: string; paragraphs: string[] };
  keyFeaturesHeading: string;
  keyFeatures: string[];
  applications: { heading: string; tags: string[] };
  highlightsHeading: string;
  highlights: Card[];
  repairServices?: { heading: string; cards: Card[] };
};

const types = readFolder<BeltType>("types");
const ui = readData("ui.json");
const navigation = readData("navigation.json");
const pageOf = (type: BeltType) => entryRoute(pageFamilies.find((family) => family.folder === "types")!, type.slug);

function renderType(type: BeltType): void {
  const props = { data: { typesJson: { repairServices: null, ...type, image: null }, uiJson: ui, navigationJson: navigation, pageRoute: pageRouteOf(pageOf(type)) } } as unknown as Props;
  renderWithProviders(<TypeTemplate {...props} />);
}

const section = (name: string) => screen.getByRole("heading", { level: 2, name }).closest("section") as HTMLElement;

describe("type template", () => {
  it.each(types.map((t) => [t.slug, t] as const))("renders every section of %s from its data", (_slug, type) => {
    renderType(type);
    expect(screen.getByRole("heading", { level: 1, name: type.heading })).toBeInTheDocument();
    expectTrail(pageOf(type));
    expect(screen.getByRole("link", { name: /Back to Types/ })).toHaveAttribute("href", "/types/");
    expect(screen.getByRole("heading", { level: 2, name: type.whatIs.heading })).toBeInTheDocument();
    const features = screen.getByRole("heading", { level: 2, name: type.keyFeaturesHeading }).nextElementSibling as HTMLElement;
    expect(within(features).getAllByRole("listitem").map((li) => li.textContent)).toEqual(type.keyFeatures);
    const tags = screen.getByRole("heading", { level: 2, name: type.applications.heading }).nextElementSibling as HTMLElement;
    expect(within(tags).getAllByRole("listitem").map((li) => li.textContent)).toEqual(type.applications.tags);
    expect(within(section(type.highlightsHeading)).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(type.highlights.map((h) => h.title));
    for (const link of screen.getAllByRole("link", { name: "Get Quote" })) expect(link).toHaveAttribute("href", "/contact/");
    expect(Boolean(type.repairServices)).toBe(type.slug === "2-point-seat-belts");
  });
});
