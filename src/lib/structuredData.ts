/**
 * The schema.org data of each page, as one JSON-LD graph: the site (WebSite), the page (WebPage or a subtype) in
 * it, the page's trail (BreadcrumbList), and what the page is about: the business on the home page, a Service on
 * each service page. Nodes refer to each other by `@id`. The schema-dts types make a property or type schema.org
 * does not have fail the typecheck. Built once per page at build time (src/node/pageRoutes.ts), so none of this
 * reaches the browser's JavaScript.
 */
import type { AutoPartsStoreLeaf, AutoRepairLeaf, BreadcrumbList, DayOfWeek, Graph, MergeLeafTypes, Service, Thing, WebPage, WebSite } from "schema-dts";
import { weekDays } from "../data/schema";
import { absoluteUrl } from "./paths";

/** A kind of web page schema.org names: "WebPage", "AboutPage", "ContactPage", "CollectionPage", … */
export type WebPageType = WebPage["@type"];

/** One step of a page's trail: a page's name and its built path. */
export interface Crumb {
  readonly name: string;
  readonly path: string;
}

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

/** The business supplies belts and parts (AutoPartsStore) and repairs and rewebs them (AutoRepair). */
export type LocalBusinessJsonLd = MergeLeafTypes<[AutoPartsStoreLeaf, AutoRepairLeaf]>;

/** A page's graph: schema-dts's Graph, whose nodes may also be the business of two types. */
export type PageGraph = Omit<Graph, "@graph"> & { "@graph": readonly (Thing | LocalBusinessJsonLd)[] };

/** The data check allows only these names (src/data/schema.ts); a day it would refuse is left out. */
const isDayOfWeek = (day: string): day is (typeof weekDays)[number] & DayOfWeek => (weekDays as readonly string[]).includes(day);

/** The `@id`s of the nodes that pages share: they are the same thing on every page. */
export const nodeIds = (siteUrl: string) => {
  const home = absoluteUrl(siteUrl, "/");
  return { business: `${home}#business`, website: `${home}#website` };
};

/**
 * The business, for the home page. Both of its types are LocalBusiness types, and schema.org allows an entity to
 * have several.
 */
export function localBusinessJsonLd(site: BusinessFacts, siteUrl: string, logoPath = "/logo.svg"): LocalBusinessJsonLd {
  const home = absoluteUrl(siteUrl, "/");
  const asset = (path: string) => `${siteUrl.replace(/\/$/, "")}${path}`;
  return {
    "@type": ["AutoPartsStore", "AutoRepair"],
    "@id": nodeIds(siteUrl).business,
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
        dayOfWeek: site.openingHours.days.filter(isDayOfWeek),
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

/** The trail as search engines read it: the same steps as the page shows, each with its full address. */
export function breadcrumbListJsonLd(trail: readonly Crumb[], siteUrl: string): BreadcrumbList {
  const page = trail[trail.length - 1];
  return {
    "@type": "BreadcrumbList",
    "@id": `${absoluteUrl(siteUrl, page.path)}#breadcrumb`,
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** A service the business provides, described by its page. */
export interface ServiceFacts {
  readonly name: string;
  readonly description: string;
}

export function serviceJsonLd(service: ServiceFacts, path: string, siteUrl: string): Service {
  const url = absoluteUrl(siteUrl, path);
  return {
    "@type": "Service",
    "@id": `${url}#service`,
    name: service.name,
    description: service.description,
    url,
    provider: { "@id": nodeIds(siteUrl).business },
  };
}

export interface PageFacts {
  readonly siteUrl: string;
  readonly siteName: string;
  /** From the home page to the page itself; the page's own name is its last step. */
  readonly trail: readonly Crumb[];
  readonly pageType?: WebPageType;
  /** On the home page: the business the site is for. */
  readonly business?: BusinessFacts;
  /** On a service page: the service it offers. */
  readonly service?: ServiceFacts;
}

/** Every node of one page's graph, linked by `@id`. */
export function pageGraph({ siteUrl, siteName, trail, pageType = "WebPage", business, service }: PageFacts): PageGraph {
  const ids = nodeIds(siteUrl);
  const path = trail[trail.length - 1].path;
  const url = absoluteUrl(siteUrl, path);
  const website: WebSite = {
    "@type": "WebSite",
    "@id": ids.website,
    url: absoluteUrl(siteUrl, "/"),
    name: siteName,
    inLanguage: "en-GB",
    publisher: { "@id": ids.business },
  };
  const hasTrail = trail.length > 1;
  const serviceNode = service ? serviceJsonLd(service, path, siteUrl) : undefined;
  const page: WebPage = {
    "@type": pageType,
    "@id": `${url}#webpage`,
    url,
    // The home page is the site's own page; every other page is named as its trail names it.
    name: hasTrail ? trail[trail.length - 1].name : siteName,
    inLanguage: "en-GB",
    isPartOf: { "@id": ids.website },
    ...(hasTrail ? { breadcrumb: { "@id": `${url}#breadcrumb` } } : {}),
    ...(business ? { about: { "@id": ids.business } } : {}),
    ...(serviceNode ? { mainEntity: { "@id": `${url}#service` } } : {}),
  };
  const nodes: (Thing | LocalBusinessJsonLd)[] = [website, page];
  if (hasTrail) nodes.push(breadcrumbListJsonLd(trail, siteUrl));
  if (serviceNode) nodes.push(serviceNode);
  if (business) nodes.push(localBusinessJsonLd(business, siteUrl));
  return { "@context": "https://schema.org", "@graph": nodes };
}

/** JSON for a <script> element: "<" is escaped so no text in the data can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
