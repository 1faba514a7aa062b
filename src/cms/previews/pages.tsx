import type { PreviewTemplateComponentProps } from "decap-cms-core";
import React from "react";
import ui from "../../../data/ui.json";
import SectorTemplate from "../../templates/sector";
import ServiceTemplate from "../../templates/service";
import TypeTemplate from "../../templates/type";
import { schemaOf } from "../schemaLookup";
import { entryData, entryPath, ownImages, pageProps, PreviewRoot, queryShape, siteContext } from "./harness";

/**
 * Sector, service and type pages drawn by the site's own templates. The
 * shared labels (back link, quote button) are data/ui.json as built. The
 * data is shaped by the schema the way the page query returns it.
 */

function shape(props: PreviewTemplateComponentProps, stem: string, aspectRatio: number) {
  return queryShape(schemaOf(stem).fields, entryData(props.entry), ownImages(props, aspectRatio));
}

/** The entry as its page's query has it, with its trail and the enquiry link. */
function pageData(props: PreviewTemplateComponentProps, stem: string, aspectRatio: number) {
  const entry = shape(props, stem, aspectRatio);
  return { entry, ...siteContext(entryPath(stem, entry.slug), entry) };
}

export function SectorPreview(props: PreviewTemplateComponentProps): React.JSX.Element {
  return (
    <PreviewRoot document={props.document} entry={props.entry}>
      {() => {
        const { entry, ...context } = pageData(props, "sectors", 1.7778);
        return <SectorTemplate {...pageProps({ sectorsJson: entry, uiJson: ui, ...context } as unknown as Queries.SectorPageQuery)} />;
      }}
    </PreviewRoot>
  );
}

export function ServicePreview(props: PreviewTemplateComponentProps): React.JSX.Element {
  return (
    <PreviewRoot document={props.document} entry={props.entry}>
      {() => {
        const { entry, ...context } = pageData(props, "services", 1.7778);
        return <ServiceTemplate {...pageProps({ servicesJson: entry, uiJson: ui, ...context } as unknown as Queries.ServicePageQuery)} />;
      }}
    </PreviewRoot>
  );
}

export function TypePreview(props: PreviewTemplateComponentProps): React.JSX.Element {
  return (
    <PreviewRoot document={props.document} entry={props.entry}>
      {() => {
        const { entry, ...context } = pageData(props, "types", 1.3333);
        return <TypeTemplate {...pageProps({ typesJson: entry, uiJson: ui, ...context } as unknown as Queries.TypePageQuery)} />;
      }}
    </PreviewRoot>
  );
}
