import { render, screen, within } from "@testing-library/react";
import React from "react";
import { Footer } from "../../src/components/Footer";
import HomePage, { Head } from "../../src/pages/index";
import { renderWithProviders } from "../helpers/render";
import { pageRouteOf, phonePattern, readData, readPages } from "../helpers/siteData";

type WithImage<T> = T & { image: { childImageSharp: null } };

// Gatsby's image pipeline is not available in jsdom: images are absent here and checked end to end.
const noImage = <T extends object>(item: T): WithImage<T> => ({ ...item, image: { childImageSharp: null } });
const home = readData<Record<string, unknown> & { slides: object[]; video: { memberships: object[] } }>("home.json");
// What the page query asks for: the sectors with showOnHome, and all services, each in their order.
const homeSectors = readPages<{ name: string; cardDescription: string; showOnHome: boolean }>("sectors").filter((sector) => sector.showOnHome);
const services = readPages("services");
const site = readData<{ siteUrl: string; name: string; phone: string; phoneE164: string }>("site.json");

const data = {
  pageRoute: pageRouteOf("/"),
  homeJson: { ...home, slides: home.slides.map(noImage), video: { ...home.video, memberships: home.video.memberships.map(noImage) } },
  allSectorsJson: { nodes: homeSectors.map(noImage) },
  allServicesJson: { nodes: services.map(noImage) },
};

const props = { data, location: { pathname: "/" } } as unknown as React.ComponentProps<typeof HomePage>;

/** The h2 of each section after the carousel, in page order. */
function sectionHeadings(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll("h2"))
    .filter((heading) => !heading.closest('[aria-roledescription="carousel"]'))
    .map((heading) => heading.textContent ?? "");
}

describe("home page", () => {
  it("shows the carousel, then the sections in the spec's order", () => {
    const { container } = renderWithProviders(<HomePage {...props} />);
    expect(container.querySelector("section")).toBe(screen.getByRole("region", { name: "Featured services" }));
    expect(sectionHeadings(container)).toEqual([
      "Standards we build to",
      "A seat belt only has to work once",
      "Sectors we serve",
      "Our services",
      "Why the trade chooses us",
      "Request a Quote",
    ]);
  });

  it("has a Contact us button in the banner that leads to the contact section", () => {
    const { container } = renderWithProviders(<HomePage {...props} />);
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "#contact");
    const contact = container.querySelector("#contact");
    expect(contact).not.toBeNull();
    expect(within(contact as HTMLElement).getByRole("heading", { name: "Request a Quote" })).toBeInTheDocument();
    expect(within(contact as HTMLElement).getByRole("form", { name: /quote/i })).toBeInTheDocument();
  });

  it("lists the sectors shown on the home page in their order, each linking to its page", () => {
    const { container } = renderWithProviders(<HomePage {...props} />);
    const section = container.querySelector("#sectors") as HTMLElement;
    const cards = within(section).getAllByRole("listitem");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(homeSectors.map((sector) => sector.name));
    expect(cards.map((card) => within(card).getByRole("link").getAttribute("href"))).toEqual(homeSectors.map((sector) => `/sectors/${sector.slug}/`));
    expect(within(cards[0]).getByText(homeSectors[0].cardDescription)).toBeInTheDocument();
    expect(within(cards[0]).getByRole("link")).toHaveAccessibleName(`Learn more: ${homeSectors[0].name}`);
  });

  it("lists every service in its order, each linking to its page", () => {
    const { container } = renderWithProviders(<HomePage {...props} />);
    const section = container.querySelector("#services") as HTMLElement;
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(services.map((service) => `/services/${service.slug}/`));
  });

  it("gives four reasons to choose the business and a customer's quote", () => {
    const { container } = renderWithProviders(<HomePage {...props} />);
    const section = container.querySelector("#why-us") as HTMLElement;
    expect(within(section).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Over 30 years in the trade",
      "Zero recalls",
      "Fast turnaround",
      "No minimum order",
    ]);
    expect(section.querySelector("blockquote")).toHaveTextContent(/^We sent a set of minibus belts for rewebbing/);
    expect(section.querySelector("figcaption")).toHaveTextContent("Fleet manager, passenger transport operator");
  });

  it("shows the trust section without a quote, and no empty box, once an editor removes the testimonial", () => {
    const { testimonial, ...trust } = readData<{ trust: { testimonial?: object; benefits: object[] } }>("home.json").trust;
    expect(testimonial).toBeDefined();
    const withoutQuote = { ...props, data: { ...data, homeJson: { ...data.homeJson, trust: { ...trust, testimonial: null } } } } as unknown as typeof props;
    const { container } = renderWithProviders(<HomePage {...withoutQuote} />);
    const section = container.querySelector("#why-us") as HTMLElement;
    expect(within(section).getAllByRole("heading", { level: 3 })).toHaveLength(trust.benefits.length);
    expect(section.querySelector("figure, blockquote, figcaption")).toBeNull();
  });

  it("puts business structured data in the head whose name, address and phone match the footer", () => {
    const headProps = { data, location: { pathname: "/" } } as unknown as React.ComponentProps<typeof Head>;
    const { container } = render(<Head {...headProps} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    type Business = { "@id": string; name: string; telephone: string; address: { streetAddress: string; addressLocality: string; addressRegion: string; postalCode: string } };
    const graph = (JSON.parse(script?.textContent ?? "{}") as { "@graph"?: Business[] })["@graph"] ?? [];
    const business = graph.find((node) => node["@id"] === `${site.siteUrl}/#business`) as Business;

    renderWithProviders(<Footer />);
    const address = screen.getByRole("contentinfo").querySelector("address") as HTMLElement;
    const lines = address.innerHTML.split("<br>").map((line) => line.replace(/<[^>]+>/g, "").trim());
    expect(lines).toEqual([
      business.name,
      business.address.streetAddress,
      `${business.address.addressLocality}, ${business.address.addressRegion}`,
      business.address.postalCode,
    ]);
    const phone = within(screen.getByRole("contentinfo")).getByRole("link", { name: phonePattern(site.phone) });
    expect(phone).toHaveAttribute("href", `tel:${business.telephone}`);
  });
});
