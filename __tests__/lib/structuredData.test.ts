import type { Service, WebPage } from "schema-dts";
import { breadcrumbListJsonLd, jsonForScript, localBusinessJsonLd, pageGraph, serviceJsonLd, type BusinessFacts } from "../../src/lib/structuredData";
import { readData } from "../helpers/siteData";

const site = readData<BusinessFacts & { phone: string; siteUrl: string; social: { name: string; url: string }[] }>("site.json");

describe("localBusinessJsonLd", () => {
  const data = localBusinessJsonLd(site, site.siteUrl);

  it("describes the business as a local business that sells and repairs vehicle parts", () => {
    expect(data["@type"]).toEqual(["AutoPartsStore", "AutoRepair"]);
    expect(data["@id"]).toBe("https://www.beltwright.example/#business");
    expect(data.name).toBe("Beltwright Safety Systems");
    expect(data.url).toBe("https://www.beltwright.example/");
    expect(data.logo).toBe("https://www.beltwright.example/logo.svg");
    expect(data.image).toBe("https://www.beltwright.example/og-image.png");
    expect(data.description).toBe(site.description);
  });

  it("gives the contact details and full postal address from site.json", () => {
    expect(data.telephone).toBe("+441632960123");
    expect(data.email).toBe("enquiries@beltwright.example");
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Unit 0, Placeholder Trading Estate, Example Road",
      addressLocality: "Sampletown",
      addressRegion: "West Midlands",
      postalCode: "ZZ99 9ZZ",
      addressCountry: "GB",
    });
  });

  it("states the opening hours, currency, payments, founding year and social profiles", () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "17:00",
      },
    ]);
    expect(data.currenciesAccepted).toBe("GBP");
    expect(data.paymentAccepted).toBe("Cash, Credit Card, Bank Transfer");
    expect(data.foundingDate).toBe("1990");
    expect(data.sameAs).toEqual(site.social.map((link) => link.url));
  });

  it("follows a site address given with a trailing slash or from SITE_URL", () => {
    const moved = localBusinessJsonLd(site, "https://staging.example.org/");
    expect(moved.url).toBe("https://staging.example.org/");
    expect(moved.logo).toBe("https://staging.example.org/logo.svg");
  });
});

describe("breadcrumbListJsonLd", () => {
  it("lists the trail's steps in order, each with its full address; the last is the page", () => {
    const trail = [
      { name: "Home", path: "/" },
      { name: "Services", path: "/services/" },
      { name: "Seat Belt Repairs", path: "/services/seat-belt-repairs/" },
    ];
    expect(breadcrumbListJsonLd(trail, "https://staging.example.org/")).toEqual({
      "@type": "BreadcrumbList",
      "@id": "https://staging.example.org/services/seat-belt-repairs/#breadcrumb",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://staging.example.org/" },
        { "@type": "ListItem", position: 2, name: "Services", item: "https://staging.example.org/services/" },
        { "@type": "ListItem", position: 3, name: "Seat Belt Repairs", item: "https://staging.example.org/services/seat-belt-repairs/" },
      ],
    });
  });
});

describe("pageGraph", () => {
  const trail = [
    { name: "Home", path: "/" },
    { name: "Services", path: "/services/" },
    { name: "Seat Belt Repairs", path: "/services/seat-belt-repairs/" },
  ];
  const graph = pageGraph({ siteUrl: site.siteUrl, siteName: site.name, trail, service: { name: "Seat Belt Repairs", description: "Repairs." } });
  const byId = (id: string) => graph["@graph"].find((node) => typeof node === "object" && "@id" in node && node["@id"] === id);

  it("links the page to its site, its trail and its service by @id, and the service to the business", () => {
    const url = "https://www.beltwright.example/services/seat-belt-repairs/";
    expect(graph["@context"]).toBe("https://schema.org");
    expect(byId(`${url}#webpage`)).toEqual({
      "@type": "WebPage",
      "@id": `${url}#webpage`,
      url,
      name: "Seat Belt Repairs",
      inLanguage: "en-GB",
      isPartOf: { "@id": "https://www.beltwright.example/#website" },
      breadcrumb: { "@id": `${url}#breadcrumb` },
      mainEntity: { "@id": `${url}#service` },
    });
    expect(byId(`${url}#service`)).toEqual(serviceJsonLd({ name: "Seat Belt Repairs", description: "Repairs." }, "/services/seat-belt-repairs/", site.siteUrl));
    expect(byId(`${url}#service`)).toMatchObject({ provider: { "@id": "https://www.beltwright.example/#business" } });
    expect(byId("https://www.beltwright.example/#website")).toMatchObject({ "@type": "WebSite", publisher: { "@id": "https://www.beltwright.example/#business" } });
    // The business itself is described on the home page only.
    expect(byId("https://www.beltwright.example/#business")).toBeUndefined();
  });

  it("describes the home page as the site's own page, about the business, with no trail", () => {
    const home = pageGraph({ siteUrl: site.siteUrl, siteName: site.name, trail: [{ name: "Home", path: "/" }], business: site });
    const types = home["@graph"].map((node) => (typeof node === "object" && "@type" in node ? node["@type"] : null));
    expect(types).toEqual(["WebSite", "WebPage", ["AutoPartsStore", "AutoRepair"]]);
    expect(home["@graph"][1]).toMatchObject({ name: site.name, about: { "@id": "https://www.beltwright.example/#business" } });
  });

  it("is typed with schema.org's vocabulary: a property or type it does not have does not compile", () => {
    // @ts-expect-error -- schema.org's Service has no "vendor".
    const service: Service = { "@type": "Service", name: "Repairs", vendor: "Beltwright" };
    // @ts-expect-error -- nor is there a "ServicePage" type of web page.
    const page: WebPage = { "@type": "ServicePage", name: "Repairs" };
    expect([service.name, page.name]).toEqual(["Repairs", "Repairs"]);
  });
});

describe("jsonForScript", () => {
  it("keeps text from closing the script element, and still parses to the same value", () => {
    const value = { name: "Belts </script><script>alert(1)</script>" };
    const text = jsonForScript(value);
    expect(text).not.toContain("</script");
    expect(JSON.parse(text)).toEqual(value);
  });
});
