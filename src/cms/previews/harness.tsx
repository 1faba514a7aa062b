import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import type { PageProps } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React, { useEffect, useMemo, useState } from "react";
import navigation from "../../../data/navigation.json";
import site from "../../../data/site.json";
import { entryRoute, pageFamilies, routeAt, staticRoutes } from "../../data/routes";
import type { Field } from "../../data/schema";
import { describePage } from "../../lib/pageRoute";
import { completeEntry, mapImages } from "../entryData";
import { CMS_PATH } from "../links";

/**
 * What every preview shares: the site's emotion styles written into the
 * preview frame's own <head> (the frame is a separate document, so styles
 * the CMS page holds do not reach it), and entry data shaped the way a
 * page query would return it.
 */

type Json = Record<string, unknown>;

/** The picture data gatsby-plugin-image would make, for an image the CMS serves itself (no resized copies yet). */
export function previewImage(src: string, aspectRatio: number): { childImageSharp: { gatsbyImageData: IGatsbyImageData } } {
  const width = 1600;
  return {
    childImageSharp: {
      gatsbyImageData: { layout: "constrained", width, height: Math.round(width / aspectRatio), images: { fallback: { src }, sources: [] } },
    },
  };
}

/** The part of Immutable.js's Map and List the previews read (Decap keeps its configuration and entries in them). */
interface ImmutableLike {
  get(key: string): unknown;
}
interface ImmutableList {
  find(predicate: (item: ImmutableLike) => boolean): ImmutableLike | undefined;
}
const isImmutable = (value: unknown): value is ImmutableLike => typeof value === "object" && value !== null && "get" in value && typeof value.get === "function";
const isList = (value: unknown): value is ImmutableList => typeof value === "object" && value !== null && "find" in value && typeof value.find === "function";

/** A field's configuration, found by its path of names in a collection's fields. */
export function fieldAt(fields: unknown, path: readonly string[]): ImmutableLike | undefined {
  const [name, ...rest] = path;
  if (!isList(fields) || name === undefined) return undefined;
  const found = fields.find((field) => field.get("name") === name);
  if (!found || rest.length > 0) return found ? fieldAt(found.get("fields"), rest) : undefined;
  // A list of plain values (of pictures, say) keeps its item's widget under "field".
  const item = found.get("field");
  return isImmutable(item) ? item : found;
}

type AssetLookup = (path: string, field?: ImmutableLike) => unknown;

/**
 * Image paths resolved to URLs the frame can load, through Decap's media
 * store (which also holds pictures chosen but not yet saved). Decap finds a
 * picture in its field's folder, so the field's configuration goes with it.
 */
export function ownImages(props: PreviewTemplateComponentProps, aspectRatio: number): (path: string, fieldPath: readonly string[]) => unknown {
  const getAsset = props.getAsset as unknown as AssetLookup;
  return (path, fieldPath) => previewImage(String(getAsset(path, fieldAt(props.fields, fieldPath))), aspectRatio);
}

/** The same for an entry of another collection (the home page's sector and service cards). */
export function imagesOf(props: PreviewTemplateComponentProps, collectionName: string, aspectRatio: number): (path: string, fieldPath: readonly string[]) => unknown {
  // Decap's store is among the preview's props (decap-cms-core 3.6, EditorPreviewPane's mapStateToProps).
  const state: unknown = (props as unknown as { state?: unknown }).state;
  const collections = isImmutable(state) ? undefined : (state as { collections?: unknown } | undefined)?.collections;
  const collection = isImmutable(collections) ? collections.get(collectionName) : undefined;
  if (!isImmutable(collection)) return () => null;
  // No entry: its folders are fixed paths, and Decap would template them with the entry's data as an Immutable map.
  const bound = props.boundGetAsset(collection, undefined) as unknown as AssetLookup;
  return (path, fieldPath) => previewImage(String(bound(path, fieldAt(collection.get("fields"), fieldPath))), aspectRatio);
}

/**
 * The entry as a page query would return it: every required field present
 * (a new entry has none yet) and images as picture data.
 */
export function queryShape(fields: Readonly<Record<string, Field>>, data: unknown, image: (path: string, fieldPath: readonly string[]) => unknown): Json {
  return mapImages(fields, completeEntry(fields, data), image);
}

/**
 * The path of a family's entry, for its preview: a slug not yet valid (a new entry's) stands in as "new", as the
 * trail and links do not depend on it.
 */
export function entryPath(folder: string, slug: unknown): string {
  const family = pageFamilies.find((candidate) => candidate.folder === folder);
  if (!family) throw new Error(`data/${folder}/ is not a family of pages in src/data/routes.ts`);
  const path = entryRoute(family, typeof slug === "string" ? slug : "");
  return routeAt(path) ? path : entryRoute(family, "new");
}

/** The path of the page a file of src/pages makes ("about.tsx"), from the route registry. */
export function pagePath(page: string): string {
  const route = staticRoutes.find((candidate) => candidate.page === page);
  if (!route) throw new Error(`src/pages/${page} is not in src/data/routes.ts`);
  return route.path;
}

/**
 * What a page's query reads besides its own file, as the build gives it: its route (the trail, named from the
 * data as saved, and the entry being edited) and the enquiry link of data/navigation.json.
 */
export function siteContext(path: string, entry?: Json): { pageRoute: ReturnType<typeof describePage>; navigationJson: typeof navigation } {
  return { pageRoute: describePage(path, { siteUrl: site.siteUrl, site, names: navigation.breadcrumb, entry }), navigationJson: navigation };
}

/** The plain data of the entry being edited (Decap keeps it as an Immutable map). */
export function entryData(entry: PreviewTemplateComponentProps["entry"]): unknown {
  const data: unknown = entry.get("data");
  return data && typeof data === "object" && "toJS" in data && typeof data.toJS === "function" ? (data.toJS() as unknown) : data;
}

/**
 * A page template's props for a preview. Templates read `data`; the rest of
 * PageProps means nothing inside the CMS, but the not-found page names the
 * address it was asked for, so `location` is the CMS's own.
 */
export function pageProps<T>(data: T): PageProps<T> {
  return { data, location: { pathname: CMS_PATH } } as unknown as PageProps<T>;
}

/** The entries of another collection (for the home page's sector and service cards), loaded once. */
export function useCollection(getCollection: PreviewTemplateComponentProps["getCollection"], name: string): Json[] | null {
  const [items, setItems] = useState<Json[] | null>(null);
  useEffect(() => {
    let live = true;
    getCollection(name).then(
      (entries) => {
        if (live) setItems(entries.map((entry) => entry.get("data") as Json));
      },
      () => {
        if (live) setItems([]);
      },
    );
    return () => {
      live = false;
    };
  }, [getCollection, name]);
  return items;
}

class PreviewBoundary extends React.Component<{ children: React.ReactNode; resetKey: unknown }, { failed: boolean; key: unknown }> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<{ failed: boolean }> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: unknown }, state: { failed: boolean; key: unknown }) {
    // Each edit gives the template another try.
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }

  render(): React.ReactNode {
    if (this.state.failed) {
      return (
        <p role="status" style={{ padding: 24, fontFamily: "sans-serif" }}>
          The preview will appear once the entry&apos;s required fields are filled in.
        </p>
      );
    }
    return this.props.children;
  }
}

/** Calls `draw` while rendering, so whatever it throws reaches the boundary around it. */
function Draw({ draw }: { draw: () => React.ReactNode }): React.ReactNode {
  return draw();
}

/**
 * Wraps a preview in the site's styles, injected into the preview frame. The
 * page is drawn by `children`, a function, so that an entry too incomplete to
 * shape (or to draw) shows a note instead of Decap's error screen.
 */
export function PreviewRoot({ document, entry, children }: { document: Document; entry: unknown; children: () => React.ReactNode }): React.JSX.Element {
  const cache = useMemo(() => createCache({ key: "preview", container: document.head }), [document]);
  return (
    <CacheProvider value={cache}>
      <PreviewBoundary resetKey={entry}>
        <Draw draw={children} />
      </PreviewBoundary>
    </CacheProvider>
  );
}
