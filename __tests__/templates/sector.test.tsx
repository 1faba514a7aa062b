import { screen, within } from "@testing-library/react";
import React from "react";
import SectorTemplate from "../../src/templates/sector";
import { renderWithProviders } from "../helpers/render";
import { entryRoute, pageFamilies } from "../../src/data/routes";
import { pageRouteOf, readData, readFolder } from "../helpers/siteData";
import { expectTrail } from "../helpers/trail";

type Props = React.ComponentProps<typeof SectorTemplate>;
type Card = { title: string; description: string };
type Sector = { slug: string; title: string; subtitle: string; intro: string[]; benefits: Card[]; badges: Card[]; whyConsiderHeading: string; benefitsHeading: string; closing: string; cta: { heading: string; label: string } };

const sectors = readFolder<Sector>("sectors");
const ui = readData("ui.json");
const navigation = readData("navigation.json");
const pageOf = (sector: Sector) => entryRoute(pageFamilies.find((family) => family.folder === "sectors")!, sector.slug);

function renderSector(sector: Sector): void {
  const props = { data: { sectorsJson: { ...sector, image: null }, uiJson: ui, navigationJson: navigation, pageRoute: pageRouteOf(pageOf(sector)) } } as unknown as Props;
  renderWithProviders(<SectorTemplate {...props} />);
}

describe("sector template", () => {
  it.each(sectors.map((s) => [s.slug, s] as const))("renders every section of %s from its data", (_slug, sector) => {
    renderSector(sector);
    expect(screen.getByRole("heading", { level: 1, name: sector.title })).toBeInTheDocument();
    expect(screen.getByText(sector.subtitle)).toBeInTheDocument();
    for (const paragraph of sector.intro) expect(screen.getByText(paragraph)).toBeInTheDocument();
    expectTrail(pageOf(sector));
    expect(screen.getByRole("link", { name: /Back to Products & Applications/ })).toHaveAttribute("href", "/products/");
    expect(screen.getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/contact/");

    const benefits = screen.getByRole("heading", { level: 2, name: sector.benefitsHeading }).closest("section") as HTMLElement;
    expect(within(benefits).getAllByRole("listitem")).toHaveLength(sector.benefits.length);
    for (const card of sector.benefits) expect(within(benefits).getByRole("heading", { level: 3, name: card.title })).toBeInTheDocument();

    const badges = screen.getByRole("heading", { level: 2, name: sector.whyConsiderHeading }).closest("section") as HTMLElement;
    expect(within(badges).getAllByRole("listitem")).toHaveLength(sector.badges.length);
    for (const card of sector.badges) expect(within(badges).getByRole("heading", { level: 3, name: card.title })).toBeInTheDocument();

    expect(screen.getByText(sector.closing)).toBeInTheDocument();
    const cta = screen.getByRole("heading", { level: 2, name: sector.cta.heading }).closest("section") as HTMLElement;
    expect(within(cta).getByRole("link", { name: sector.cta.label })).toHaveAttribute("href", "/contact/");
  });

  it("gives the components page a working quote link like every other sector", () => {
    renderSector(sectors.find((s) => s.slug === "components") as Sector);
    expect(screen.getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/contact/");
  });
});
