import type { PreviewTemplateComponentProps } from "decap-cms-core";
import type React from "react";
import { filePagePreviews } from "./filePages";
import { HomePreview } from "./home";
import { SectorPreview, ServicePreview, TypePreview } from "./pages";

/**
 * Every preview, by the collection or file it draws: the module the CMS loads (a chunk of its own) when the
 * first preview is shown, since the site's templates and components are needed by no other screen.
 */
export const previewTemplates: Readonly<Record<string, React.ComponentType<PreviewTemplateComponentProps>>> = {
  sectors: SectorPreview,
  services: ServicePreview,
  types: TypePreview,
  home: HomePreview,
  ...filePagePreviews,
};
