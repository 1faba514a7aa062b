import type { PreviewTemplateComponentProps } from "decap-cms-core";
import React from "react";
import HomePage from "../../pages/index";
import { schemaOf } from "../schemaLookup";
import { entryData, entryPath, imagesOf, ownImages, pageProps, PreviewRoot, queryShape, useCollection } from "./harness";

/**
 * The home page drawn by its own page component, with the sector and service
 * cards from those collections as saved. The enquiry form and the video
 * player are stand-ins here (src/cms/standIns.tsx): they fetch and send, and
 * nothing in home.json changes them.
 */
export function HomePreview(props: PreviewTemplateComponentProps): React.JSX.Element {
  const sectors = useCollection(props.getCollection, "sectors");
  const services = useCollection(props.getCollection, "services");
  // As the page query asks: sectors marked for the home page, each list by its entries' order.
  const cards = (stem: string, entries: Record<string, unknown>[] | null, keep: (data: Record<string, unknown>) => boolean = () => true) => ({
    nodes: (entries ?? [])
      .filter(keep)
      .sort((a, b) => Number(a.order) - Number(b.order))
      .map((data) => ({ ...queryShape(schemaOf(stem).fields, data, imagesOf(props, stem, 1.7778)), path: entryPath(stem, data.slug) })),
  });
  // Shaped by the schema as the page query would return it; the page reads only these fields.
  const data = (): Queries.HomePageQuery =>
    ({
      homeJson: queryShape(schemaOf("home").fields, entryData(props.entry), ownImages(props, 1.7778)),
      allSectorsJson: cards("sectors", sectors, (entry) => entry.showOnHome === true),
      allServicesJson: cards("services", services),
    }) as unknown as Queries.HomePageQuery;
  return (
    <PreviewRoot document={props.document} entry={props.entry}>
      {() => (sectors && services ? <HomePage {...pageProps(data())} /> : null)}
    </PreviewRoot>
  );
}
