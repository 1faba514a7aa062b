/**
 * The types of the Decap parts src/cms/decap.ts imports, which publish none (decap-cms-core's own
 * index.d.ts types the registry they are handed to).
 */
declare module "decap-cms-backend-github" {
  import type { CmsBackendClass } from "decap-cms-core";
  export const GitHubBackend: CmsBackendClass;
}
declare module "decap-cms-backend-git-gateway" {
  import type { CmsBackendClass } from "decap-cms-core";
  export const GitGatewayBackend: CmsBackendClass;
}
declare module "decap-cms-backend-proxy" {
  import type { CmsBackendClass } from "decap-cms-core";
  export const ProxyBackend: CmsBackendClass;
}
declare module "decap-cms-locales/dist/esm/en" {
  const phrases: { [key: string]: string | typeof phrases };
  export default phrases;
}
declare module "decap-cms-widget-select/dist/esm/schema" {
  const schema: object;
  export default schema;
}
declare module "decap-cms-widget-relation/dist/esm/schema" {
  const schema: object;
  export default schema;
}
declare module "decap-cms-widget-*" {
  import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core";
  import type { ComponentType } from "react";
  const widget: { Widget(): { name: string; controlComponent: ComponentType<CmsWidgetControlProps>; previewComponent?: ComponentType<CmsWidgetPreviewProps>; schema?: object } };
  export default widget;
}
