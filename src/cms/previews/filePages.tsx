import type { PreviewTemplateComponentProps } from "decap-cms-core";
import React from "react";
import site from "../../../data/site.json";
import NotFoundPage from "../../pages/404";
import AboutPage from "../../pages/about";
import ContactPage from "../../pages/contact";
import PrivacyPolicyPage from "../../pages/privacy-policy";
import ProductsPage from "../../pages/products";
import ResellersPage from "../../pages/resellers";
import ServicesPage from "../../pages/services";
import TypesPage from "../../pages/types";
import { schemaOf } from "../schemaLookup";
import { entryData, entryPath, imagesOf, ownImages, pagePath, pageProps, PreviewRoot, queryShape, siteContext, useCollection } from "./harness";

/**
 * The pages of single data files drawn by their own page components. Where a
 * page lists sectors, services or types, the cards come from those
 * collections as saved; the business details (contact page) are
 * data/site.json as built. The enquiry forms are stand-ins
 * (src/cms/standIns.tsx).
 */

/** The entry being edited, shaped by its file's schema as the page query returns it. */
const own = (props: PreviewTemplateComponentProps, stem: string, aspectRatio = 1.7778) => queryShape(schemaOf(stem).fields, entryData(props.entry), ownImages(props, aspectRatio));

/** A page whose query reads only its own file (`key` is the query's field for it). */
function singleFilePreview(stem: string, key: string, Page: React.ComponentType<never>, extra: Record<string, unknown> = {}) {
  const Draw = Page as unknown as React.ComponentType<ReturnType<typeof pageProps>>;
  function FilePreview(props: PreviewTemplateComponentProps): React.JSX.Element {
    return <PreviewRoot document={props.document} entry={props.entry}>{() => <Draw {...pageProps({ [key]: own(props, stem), ...extra })} />}</PreviewRoot>;
  }
  FilePreview.displayName = `${key}Preview`;
  return FilePreview;
}

/** A page that lists the entries of a folder collection, sorted by their order as the page query sorts them, each with its page's path. */
function listingPreview(stem: string, key: string, folder: string, listKey: string, aspectRatio: number, Page: React.ComponentType<never>, extra: Record<string, unknown>) {
  const Draw = Page as unknown as React.ComponentType<ReturnType<typeof pageProps>>;
  function ListingPreview(props: PreviewTemplateComponentProps): React.JSX.Element {
    const entries = useCollection(props.getCollection, folder);
    const nodes = () =>
      [...(entries ?? [])]
        .sort((a, b) => Number(a.order) - Number(b.order))
        .map((data) => ({ ...queryShape(schemaOf(folder).fields, data, imagesOf(props, folder, aspectRatio)), path: entryPath(folder, data.slug) }));
    return (
      <PreviewRoot document={props.document} entry={props.entry}>
        {() => (entries ? <Draw {...pageProps({ [key]: own(props, stem), [listKey]: { nodes: nodes() }, ...extra })} /> : null)}
      </PreviewRoot>
    );
  }
  ListingPreview.displayName = `${key}Preview`;
  return ListingPreview;
}

/** Preview templates by the file's name in the CMS (its name without .json). */
export const filePagePreviews: Readonly<Record<string, React.ComponentType<PreviewTemplateComponentProps>>> = {
  // Each with its trail and the enquiry link, as its page's query has them.
  about: singleFilePreview("about", "aboutJson", AboutPage, siteContext(pagePath("about.tsx"))),
  "privacy-policy": singleFilePreview("privacy-policy", "privacyPolicyJson", PrivacyPolicyPage, siteContext(pagePath("privacy-policy.tsx"))),
  "products-page": singleFilePreview("products-page", "productsPageJson", ProductsPage, siteContext(pagePath("products.tsx"))),
  resellers: singleFilePreview("resellers", "resellersJson", ResellersPage, siteContext(pagePath("resellers.tsx"))),
  contact: singleFilePreview("contact", "contactJson", ContactPage, { siteJson: site, ...siteContext(pagePath("contact.tsx")) }),
  "not-found": singleFilePreview("not-found", "notFoundJson", NotFoundPage, {}),
  "services-page": listingPreview("services-page", "servicesPageJson", "services", "allServicesJson", 1.7778, ServicesPage, siteContext(pagePath("services.tsx"))),
  "types-page": listingPreview("types-page", "typesPageJson", "types", "allTypesJson", 1.3333, TypesPage, siteContext(pagePath("types.tsx"))),
};
