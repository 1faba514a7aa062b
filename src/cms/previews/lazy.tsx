import type { PreviewTemplateComponentProps } from "decap-cms-core";
import React, { Suspense } from "react";
import { PREVIEW_NAMES } from "./names";

/**
 * The previews as Decap registers them before it starts: stand-ins for the real ones (previews/templates.ts,
 * with the site's templates), whose code loads on its own: fetched once Decap's first screen is up and the
 * browser is idle (preloadPreviews), or when the first preview is drawn, whichever comes first. Once loaded, a
 * preview draws at once, in the same render as the editor, as if it had always been there; before, the stand-in
 * suspends (Decap's preview pane has no Suspense boundary of its own, so it brings one) and the frame stays empty
 * for the moment the chunk takes.
 */
type Templates = Readonly<Record<string, React.ComponentType<PreviewTemplateComponentProps>>>;

let loaded: Templates | undefined;
let loading: Promise<Templates> | undefined;

/** Loads the previews' code, once; a failed load is tried again next time. */
export function preloadPreviews(): Promise<Templates> {
  loading ??= import(/* webpackChunkName: "cms-previews" */ "./templates").then(
    (module) => (loaded = module.previewTemplates),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function lazyPreview(name: string): React.ComponentType<PreviewTemplateComponentProps> {
  const missing = (): never => {
    throw new Error(`No preview is written for "${name}" (src/cms/previews/templates.ts).`);
  };
  const Pending = React.lazy(async () => ({ default: (await preloadPreviews())[name] ?? missing() }));
  function LazyPreview(props: PreviewTemplateComponentProps): React.JSX.Element {
    const Template = loaded ? (loaded[name] ?? missing()) : undefined;
    if (Template) return <Template {...props} />;
    return (
      <Suspense fallback={null}>
        <Pending {...props} />
      </Suspense>
    );
  }
  LazyPreview.displayName = `LazyPreview(${name})`;
  return LazyPreview;
}

/** Each preview, by the collection or file name Decap looks it up by. */
export const lazyPreviews: readonly [string, React.ComponentType<PreviewTemplateComponentProps>][] = PREVIEW_NAMES.map((name) => [name, lazyPreview(name)]);
