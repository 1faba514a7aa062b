import { screen, within } from "@testing-library/react";
import * as gatsby from "gatsby";
import { Footer } from "../../src/components/Footer";
import { Layout } from "../../src/components/Layout";
import { TelephoneBanner } from "../../src/components/TelephoneBanner";
import { renderWithProviders } from "../helpers/render";
import { phonePattern, readData, readFolder, siteData } from "../helpers/siteData";

const site = readData<{ phone: string; address: { streetAddress: string; postalCode: string }; social: { name: string; url: string }[] }>("site.json");
const services = readFolder<{ title: string }>("services");

describe("Footer", () => {
  beforeEach(() => renderWithProviders(<Footer />));

  it("shows the address and phone number", () => {
    const address = screen.getByText(site.address.streetAddress, { exact: false }).closest("address");
    expect(address).toHaveTextContent(site.address.postalCode);
    expect(screen.getByRole("link", { name: phonePattern(site.phone) })).toHaveAttribute("href", "tel:+441632960123");
  });

  it("links every social profile safely", () => {
    for (const social of site.social) {
      const link = screen.getByRole("link", { name: social.name });
      expect(link).toHaveAttribute("href", social.url);
      expect(link.getAttribute("rel")).toContain("noopener");
    }
  });

  it("links every service, the quick links and the privacy policy", () => {
    const servicesNav = within(screen.getByRole("navigation", { name: "Our services" }));
    // In the services' order.
    expect(servicesNav.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual(services.map((service) => [service.title, `/services/${service.slug}/`]));
    const quick = within(screen.getByRole("navigation", { name: "Quick links" }));
    expect(quick.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/about/", "/products/", "/types/", "/resources/", "/privacy-policy/"]);
    expect(quick.getByRole("link", { name: "Privacy Policy" })).toBeInTheDocument();
  });
});

describe("TelephoneBanner", () => {
  it("announces the new number as a phone link", () => {
    renderWithProviders(<TelephoneBanner />);
    expect(screen.getByRole("note")).toHaveTextContent(new RegExp(`^Please note our new telephone number - ${phonePattern(site.phone).source}$`));
    expect(screen.getByRole("link", { name: phonePattern(site.phone) })).toHaveAttribute("href", "tel:+441632960123");
  });

  it("is gone from every page, with no empty strip, once an editor removes the notice", () => {
    // As a build of data/site.json without telephoneBanner answers the layout's query.
    const { telephoneBanner, ...withoutBanner } = siteData.siteJson ?? {};
    expect(telephoneBanner).toBe("Please note our new telephone number - ");
    jest.spyOn(gatsby, "useStaticQuery").mockReturnValue({ ...siteData, siteJson: { ...withoutBanner, telephoneBanner: null } });
    const { container } = renderWithProviders(<Layout pathname="/">{null}</Layout>);
    expect(screen.queryByRole("note")).toBeNull();
    expect(container).not.toHaveTextContent("Please note");
    // The header comes straight after the skip link.
    expect(container.querySelector("a[href='#main'] + header")).not.toBeNull();
  });
});
