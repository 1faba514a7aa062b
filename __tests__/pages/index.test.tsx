import { render, screen, within } from "@testing-library/react";
import React from "react";
import { Footer } from "../../src/components/Footer";
import HomePage, { Head } from "../../src/pages/index";
import { renderWithProviders } from "../helpers/render";
import { phonePattern, readData } from "../helpers/siteData";

type Entry = { slug: string; [key: string]: unknown };
type WithImage<T> = T & { image: { childImageSharp: null } };

// Gatsby's image pipeline is not available in jsdom: images are absent here and checked end to end.
const noImage = <T extends object>(item: T): WithImage<T> => ({ ...item, image: { childImageSharp: null } });
const home = readData<Record<string, unknown> & { slides: object[]; video: { memberships: object[] } }>("home.json");
const sectors = readData<Entry[]>("sectors.json");
const services = readData<Entry[]>("services.json");
const site = readData<{ siteUrl: string; name: string; phone: string; phoneE164: string }>("site.json");

const data = {
  site: { siteMetadata: { siteUrl: site.siteUrl } },
  siteJson: site,
  homeJson: { ...home, slides: home.slides.map(noImage), video: { ...home.video, memberships: home.video.memberships.map(noImage) } },
  allSectorsJson: { nodes: sectors.map(noImage) },
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

  it("lists the 13 sectors in the order home.json gives, each linking to its page", () => {
    const { container } = renderWithProviders(<HomePage {...props} />);
    const section = container.querySelector("#sectors") as HTMLElement;
    const cards = within(section).getAllByRole("listitem");
    expect(cards).toHaveLength(13);
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Aviation",
      "Buses & Coaches",
      "Commercial Vehicles",
      "Emergency Services",
      "Forklifts",
      "Go-Karts",
      "Marine",
      "Motorhomes",
      "Public Service Vehicles",
      "Rollercoasters",
      "Taxis",
      "Wheelchairs",
      "Racing",
    ]);
    const expectedSlugs = [
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
    ];
    expect(cards.map((card) => within(card).getByRole("link").getAttribute("href"))).toEqual(expectedSlugs.map((slug) => `/sectors/${slug}/`));
    const aviation = sectors.find((sector) => sector.slug === "aviation");
    expect(within(cards[0]).getByText(aviation?.cardDescription as string)).toBeInTheDocument();
    expect(within(cards[0]).getByRole("link")).toHaveAccessibleName("Learn more: Aviation");
  });

  it("lists the 7 services, each linking to its page", () => {
    const { container } = renderWithProviders(<HomePage {...props} />);
    const section = container.querySelector("#services") as HTMLElement;
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/services/seat-belt-supplier/",
      "/services/seat-belt-repairs/",
      "/services/seat-belt-replacement/",
      "/services/seat-belt-rewebbing/",
      "/services/bespoke-requirements/",
      "/services/components/",
      "/services/consulting-engineering/",
    ]);
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

  it("puts business structured data in the head whose name, address and phone match the footer", () => {
    const headProps = { data, location: { pathname: "/" } } as unknown as React.ComponentProps<typeof Head>;
    const { container } = render(<Head {...headProps} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    const business = JSON.parse(script?.textContent ?? "{}") as {
      name: string;
      telephone: string;
      address: { streetAddress: string; addressLocality: string; addressRegion: string; postalCode: string };
    };

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
