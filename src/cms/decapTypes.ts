/**
 * The part of Decap CMS's configuration this site generates, typed from Decap
 * 3.16's own config schema (decap-cms-core/src/constants/configSchema.js).
 */

export interface DecapField {
  name: string;
  label: string;
  widget: "string" | "text" | "number" | "boolean" | "select" | "list" | "object" | "relation" | "image" | "hidden" | "site-link" | "entry-slug";
  required?: boolean;
  hint?: string;
  /** A regular expression (as text) and the message Decap shows when the value does not match. */
  pattern?: [string, string];
  default?: unknown;
  /** number: whole numbers only. */
  value_type?: "int";
  /** number: the value's bounds; list: how many items. */
  min?: number;
  max?: number;
  /** select */
  options?: string[];
  /** list: one widget per item (a list of plain values) */
  field?: DecapField;
  /** list of objects, object */
  fields?: DecapField[];
  label_singular?: string;
  summary?: string;
  collapsed?: boolean;
  /** relation */
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  /** image */
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
}

export interface DecapFile {
  name: string;
  label: string;
  file: string;
  description?: string;
  fields: DecapField[];
}

interface CollectionBase {
  name: string;
  label: string;
  description?: string;
  format: string;
  editor?: { preview: boolean };
}

export interface DecapFolderCollection extends CollectionBase {
  label_singular: string;
  folder: string;
  extension: "json";
  create: boolean;
  delete: boolean;
  identifier_field: string;
  slug: string;
  preview_path?: string;
  summary?: string;
  sortable_fields?: string[];
  fields: DecapField[];
}

export interface DecapFilesCollection extends CollectionBase {
  files: DecapFile[];
}

export type DecapCollection = DecapFolderCollection | DecapFilesCollection;

/**
 * The backends this site offers (docs/editing-content.md): GitHub, a Git-Gateway-compatible service
 * signing in with PKCE (auth_type "pkce": DecapBridge or a self-hosted gateway), and Netlify's own
 * Git Gateway with Netlify Identity (deprecated by Netlify, kept for sites that use it).
 */
export type DecapBackend =
  | { name: "git-gateway"; branch: string }
  | {
      name: "git-gateway";
      branch: string;
      repo?: string;
      auth_type: "pkce";
      base_url: string;
      auth_endpoint?: string;
      auth_token_endpoint?: string;
      app_id?: string;
      gateway_url: string;
      identity_url?: string;
      status_endpoint?: string;
    }
  | { name: "github"; repo: string; branch: string; base_url?: string; auth_endpoint?: string; api_root?: string };

export interface DecapConfig {
  backend: DecapBackend;
  local_backend: { url: string; allowed_hosts?: string[] };
  load_config_file: false;
  /** Drafts, review and publishing (editorial_workflow); decap-server's file mode offers only simple, and Decap switches to it there. */
  publish_mode: "simple" | "editorial_workflow";
  media_folder: string;
  public_folder: string;
  site_url?: string;
  display_url?: string;
  logo_url?: string;
  slug: { encoding: "ascii"; clean_accents: boolean };
  collections: DecapCollection[];
}

/** Netlify's Git Gateway signing in with Netlify Identity (not a PKCE gateway): the only backend that loads the Identity widget. */
export const usesNetlifyIdentity = (backend: DecapBackend): boolean => backend.name === "git-gateway" && !("auth_type" in backend);

/**
 * Decap's state is Immutable.js (its own copy): the few methods the site's rules use (drafts/guard.ts,
 * drafts/install.ts, decapInternals.ts).
 */
export interface Immutable {
  get(key: string): unknown;
  getIn(path: readonly (string | number)[]): unknown;
  set(key: string, value: unknown): Immutable;
  setIn(path: readonly (string | number)[], value: unknown): Immutable;
  delete(key: string): Immutable;
  readonly size?: number;
}

/** An action in Decap's store. */
export interface DecapAction {
  type: string;
  payload?: unknown;
}

/** Decap's root state is a plain object of its reducers' states (redux's combineReducers). */
export type DecapState = Record<string, unknown>;
export type DecapReducer = (state: DecapState | undefined, action: DecapAction) => DecapState;

/** A widget as Decap's registry holds it (CMS.getWidget): its control, preview and schema. */
export interface RegisteredWidget<Control, Preview> {
  control: import("react").ComponentType<Control>;
  preview?: import("react").ComponentType<Preview>;
  schema?: object;
}
