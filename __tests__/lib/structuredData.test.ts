import { jsonForScript, localBusinessJsonLd, type BusinessFacts } from "../../src/lib/structuredData";
import { readData } from "../helpers/siteData";

const site = readData<BusinessFacts & { phone: string; siteUrl: string; social: { name: string; url: string }[] }>("site.json");

describe("localBusinessJsonLd", () => {
  const data = localBusinessJsonLd(site, site.siteUrl);

  it("describes the business as a local business that sells and repairs vehicle parts", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toEqual(["AutoPartsStore", "AutoRepair"]);
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

describe("jsonForScript", () => {
  it("keeps text from closing the script element, and still parses to the same value", () => {
    const value = { name: "Belts </script><script>alert(1)</script>" };
    const text = jsonForScript(value);
    expect(text).not.toContain("</script");
    expect(JSON.parse(text)).toEqual(value);
  });
});
