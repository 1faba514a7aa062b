import type { PreviewTemplateComponentProps } from "decap-cms-core";
import React, { Suspense } from "react";
import { PREVIEW_NAMES } from "./names";

/**
 * The previews as Decap registers them before it starts: stand-ins that load the real ones (previews/templates.ts,
 * with the site's templates) when the first preview is drawn. Decap's preview pane has no Suspense boundary of
 * its own, so each stand-in brings one; the frame stays empty for the moment the chunk takes.
 */
const templates = () => import(/* webpackChunkName: "cms-previews" */ "./templates");

function lazyPreview(name: string): React.ComponentType<PreviewTemplateComponentProps> {
  const Template = React.lazy(async () => {
    const found = (await templates()).previewTemplates[name];
    if (!found) throw new Error(`No preview is written for "${name}" (src/cms/previews/templates.ts).`);
    return { default: found };
  });
  function LazyPreview(props: PreviewTemplateComponentProps): React.JSX.Element {
    return (
      <Suspense fallback={null}>
        <Template {...props} />
      </Suspense>
    );
  }
  LazyPreview.displayName = `LazyPreview(${name})`;
  return LazyPreview;
}

/** Each preview, by the collection or file name Decap looks it up by. */
export const lazyPreviews: readonly [string, React.ComponentType<PreviewTemplateComponentProps>][] = PREVIEW_NAMES.map((name) => [name, lazyPreview(name)]);
