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
declare module "decap-cms-lib-util" {
  /** The name of the error a backend answers with for an entry that has no draft (with notUnderEditorialWorkflow). */
  export const EDITORIAL_WORKFLOW_ERROR: string;
}
/** Decap's store, root reducer, address history and backend, which src/cms/decapInternals.ts reaches into (its modules, not its API). */
declare module "decap-cms-core/dist/esm/redux" {
  export const store: {
    getState(): Record<string, unknown>;
    dispatch(action: { type: string; payload?: unknown }): unknown;
    subscribe(listener: () => void): () => void;
    replaceReducer(reducer: (state: Record<string, unknown> | undefined, action: { type: string; payload?: unknown }) => Record<string, unknown>): void;
  };
}
declare module "decap-cms-core/dist/esm/reducers/combinedReducer" {
  const createRootReducer: () => (state: Record<string, unknown> | undefined, action: { type: string; payload?: unknown }) => Record<string, unknown>;
  export default createRootReducer;
}
declare module "decap-cms-core/dist/esm/routing/history" {
  export const history: { listen(listener: (location: { pathname: string }) => void): () => void };
}
declare module "decap-cms-core/dist/esm/backend" {
  export const currentBackend: (config: unknown) => {
    persistLocalDraftBackup(entry: unknown, collection: unknown): Promise<void>;
  };
}
declare module "decap-cms-lib-auth" {
  /** The sign-in window of Decap's GitHub login (replacedParts/githubSignIn.ts): `done` gets an error or the user's token. */
  export class NetlifyAuthenticator {
    constructor(config?: object);
    authenticate(options: object, done: (error: unknown, data?: unknown) => unknown): unknown;
  }
  /** The gateway's PKCE sign-in (replacedParts/pkceSignIn.ts): to the sign-in service and back; `done` gets an error or the user's token. */
  export class PkceAuthenticator {
    constructor(config?: object);
    authenticate(options: object, done: (error: unknown, data?: unknown) => unknown): Promise<unknown>;
    completeAuth(done: (error: unknown, data?: unknown) => unknown): Promise<unknown>;
  }
}
