import { absoluteUrl } from "./paths";

/** The business facts from data/site.json that the structured data needs. */
export interface BusinessFacts {
  readonly name: string;
  readonly description: string;
  readonly phoneE164: string;
  readonly email: string;
  readonly address: {
    readonly streetAddress: string;
    readonly addressLocality: string;
    readonly addressRegion: string;
    readonly postalCode: string;
    readonly addressCountry: string;
  };
  readonly social: readonly { readonly url: string }[];
  readonly openingHours: { readonly days: readonly string[]; readonly opens: string; readonly closes: string };
  readonly foundingYear: number;
  readonly currency: string;
  readonly paymentAccepted: readonly string[];
  readonly ogImage: string;
}

export interface LocalBusinessJsonLd {
  "@context": "https://schema.org";
  "@type": readonly string[];
  "@id": string;
  name: string;
  description: string;
  url: string;
  logo: string;
  image: string;
  telephone: string;
  email: string;
  address: {
    "@type": "PostalAddress";
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    addressCountry: string;
  };
  openingHoursSpecification: {
    "@type": "OpeningHoursSpecification";
    dayOfWeek: string[];
    opens: string;
    closes: string;
  }[];
  currenciesAccepted: string;
  paymentAccepted: string;
  foundingDate: string;
  sameAs: string[];
}

/**
 * schema.org data for the home page. The business supplies belts and parts
 * (AutoPartsStore) and repairs and rewebs them (AutoRepair); both are
 * LocalBusiness types, and schema.org allows an entity to have several.
 */
export function localBusinessJsonLd(site: BusinessFacts, siteUrl: string, logoPath = "/logo.svg"): LocalBusinessJsonLd {
  const home = absoluteUrl(siteUrl, "/");
  const asset = (path: string) => `${siteUrl.replace(/\/$/, "")}${path}`;
  return {
    "@context": "https://schema.org",
    "@type": ["AutoPartsStore", "AutoRepair"],
    "@id": `${home}#business`,
    name: site.name,
    description: site.description,
    url: home,
    logo: asset(logoPath),
    image: asset(site.ogImage),
    telephone: site.phoneE164,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.streetAddress,
      addressLocality: site.address.addressLocality,
      addressRegion: site.address.addressRegion,
      postalCode: site.address.postalCode,
      addressCountry: site.address.addressCountry,
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...site.openingHours.days],
        opens: site.openingHours.opens,
        closes: site.openingHours.closes,
      },
    ],
    currenciesAccepted: site.currency,
    paymentAccepted: site.paymentAccepted.join(", "),
    foundingDate: String(site.foundingYear),
    sameAs: site.social.map((link) => link.url),
  };
}

/** JSON for a <script> element: "<" is escaped so no text in the data can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
