import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import type { PageProps } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React, { useEffect, useMemo, useState } from "react";
import type { Field } from "../../data/schema";
import { completeEntry, mapImages } from "../entryData";

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

/** Turns an image path into a URL the frame can load, through Decap's media store (it holds uploads not yet saved). */
export function assetUrl(getAsset: PreviewTemplateComponentProps["getAsset"], path: string): string {
  return String(getAsset(path));
}

/**
 * The entry as a page query would return it: every required field present
 * (a new entry has none yet) and images as picture data.
 */
export function queryShape(fields: Readonly<Record<string, Field>>, data: unknown, image: (path: string) => unknown): Json {
  return mapImages(fields, completeEntry(fields, data), image);
}

/** The plain data of the entry being edited (Decap keeps it as an Immutable map). */
export function entryData(entry: PreviewTemplateComponentProps["entry"]): unknown {
  const data: unknown = entry.get("data");
  return data && typeof data === "object" && "toJS" in data && typeof data.toJS === "function" ? (data.toJS() as unknown) : data;
}

/**
 * A page template's props for a preview. Templates read only `data`; the rest
 * of PageProps (location, params) means nothing inside the CMS.
 */
export function pageProps<T>(data: T): PageProps<T> {
  return { data } as unknown as PageProps<T>;
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

/** Wraps a preview in the site's styles, injected into the preview frame. */
export function PreviewRoot({ document, entry, children }: { document: Document; entry: unknown; children: React.ReactNode }): React.JSX.Element {
  const cache = useMemo(() => createCache({ key: "preview", container: document.head }), [document]);
  return (
    <CacheProvider value={cache}>
      <PreviewBoundary resetKey={entry}>{children}</PreviewBoundary>
    </CacheProvider>
  );
}
