import type { PreviewTemplateComponentProps } from "decap-cms-core";
import React from "react";
import ui from "../../../data/ui.json";
import SectorTemplate from "../../templates/sector";
import ServiceTemplate from "../../templates/service";
import TypeTemplate from "../../templates/type";
import { schemaOf } from "../schemaLookup";
import { entryData, ownImages, pageProps, PreviewRoot, queryShape } from "./harness";

/**
 * Sector, service and type pages drawn by the site's own templates. The
 * shared labels (back link, quote button) are data/ui.json as built. The
 * data is shaped by the schema the way the page query returns it.
 */

function shape(props: PreviewTemplateComponentProps, stem: string, aspectRatio: number) {
  return queryShape(schemaOf(stem).fields, entryData(props.entry), ownImages(props, aspectRatio));
}

export function SectorPreview(props: PreviewTemplateComponentProps): React.JSX.Element {
  return (
    <PreviewRoot document={props.document} entry={props.entry}>
      {() => <SectorTemplate {...pageProps({ sectorsJson: shape(props, "sectors", 1.7778), uiJson: ui } as unknown as Queries.SectorPageQuery)} />}
    </PreviewRoot>
  );
}

export function ServicePreview(props: PreviewTemplateComponentProps): React.JSX.Element {
  return (
    <PreviewRoot document={props.document} entry={props.entry}>
      {() => <ServiceTemplate {...pageProps({ servicesJson: shape(props, "services", 1.7778), uiJson: ui } as unknown as Queries.ServicePageQuery)} />}
    </PreviewRoot>
  );
}

export function TypePreview(props: PreviewTemplateComponentProps): React.JSX.Element {
  return (
    <PreviewRoot document={props.document} entry={props.entry}>
      {() => <TypeTemplate {...pageProps({ typesJson: shape(props, "types", 1.3333), uiJson: ui } as unknown as Queries.TypePageQuery)} />}
    </PreviewRoot>
  );
}
