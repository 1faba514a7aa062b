import { screen, within } from "@testing-library/react";
import React from "react";
import ServiceTemplate from "../../src/templates/service";
import { renderWithProviders } from "../helpers/render";
import { entryRoute, pageFamilies } from "../../src/data/routes";
import { pageRouteOf, readData, readFolder } from "../helpers/siteData";
import { expectTrail } from "../helpers/trail";

type Props = React.ComponentProps<typeof ServiceTemplate>;
type Card = { title: string; description: string };
type Service = {
  slug: string;
  heading: string;
  badge: string;
  intro: string[];
  whyChoose: { heading: string; cards: Card[] };
  process: { heading: string; steps: Card[] };
  benefits: { heading: string; cards: Card[] };
  compliance: { heading: string; text: string };
  cta: { heading: string; label: string };
  consultingServices?: { heading: string; cards: Card[] };
  audiences?: { heading: string; cards: Card[] };
  testimonial?: { quote: string; attribution: string };
  approach?: { heading: string; points: string[] };
};

const services = readFolder<Service>("services");
const ui = readData("ui.json");
const navigation = readData("navigation.json");
const pageOf = (service: Service) => entryRoute(pageFamilies.find((family) => family.folder === "services")!, service.slug);

function renderService(service: Service): void {
  const props = {
    data: { servicesJson: { consultingServices: null, audiences: null, testimonial: null, approach: null, ...service, image: null }, uiJson: ui, navigationJson: navigation, pageRoute: pageRouteOf(pageOf(service)) },
  } as unknown as Props;
  renderWithProviders(<ServiceTemplate {...props} />);
}

const section = (name: string) => screen.getByRole("heading", { level: 2, name }).closest("section") as HTMLElement;

describe("service template", () => {
  it.each(services.map((s) => [s.slug, s] as const))("renders every section of %s from its data", (_slug, service) => {
    renderService(service);
    expect(screen.getByRole("heading", { level: 1, name: service.heading })).toBeInTheDocument();
    expect(screen.getByText(service.badge)).toBeInTheDocument();
    expectTrail(pageOf(service));
    expect(screen.getByRole("link", { name: /Back to Services/ })).toHaveAttribute("href", "/services/");
    expect(within(section(service.whyChoose.heading)).getAllByRole("listitem")).toHaveLength(service.whyChoose.cards.length);
    const steps = within(section(service.process.heading)).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual(service.process.steps.map((step, i) => `${i + 1}${step.title}${step.description}`));
    expect(within(section(service.benefits.heading)).getAllByRole("listitem")).toHaveLength(service.benefits.cards.length);
    expect(screen.getByRole("complementary")).toHaveTextContent(service.compliance.text);
    expect(within(section(service.cta.heading)).getByRole("link", { name: service.cta.label })).toHaveAttribute("href", "/contact/");
  });

  it("adds the consulting sections only where the data has them", () => {
    const consulting = services.find((s) => s.slug === "consulting-engineering") as Service;
    renderService(consulting);
    const titles = (heading = "") => within(section(heading)).getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(titles(consulting.consultingServices?.heading)).toEqual(consulting.consultingServices?.cards.map((card) => card.title));
    expect(titles(consulting.audiences?.heading)).toEqual(consulting.audiences?.cards.map((card) => card.title));
    expect(within(section(consulting.approach?.heading ?? "")).getAllByRole("listitem").map((li) => li.textContent)).toEqual(consulting.approach?.points);
    expect(screen.getByText(consulting.testimonial?.attribution ?? "")).toBeInTheDocument();
  });

  it("leaves them out for the other services", () => {
    renderService(services[0]);
    expect(screen.queryByRole("figure")).not.toBeInTheDocument();
    expect(screen.queryByText("Who We Serve")).not.toBeInTheDocument();
  });
});
