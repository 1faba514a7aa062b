import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core";
import React from "react";
import { fieldForValue, type FieldConfig } from "../imageFolder";

/**
 * Decap's image widget, finding each picture in the folder its path names
 * (src/cms/imageFolder.ts) instead of the field's folder, so a card whose
 * picture sits beside another kind's still shows its thumbnail. New uploads
 * still go to the field's folder.
 */

type GetAsset = (path: string, field?: FieldConfig) => unknown;
type WithAsset<P> = Omit<P, "getAsset"> & { getAsset: GetAsset };
export type ImageControlProps = WithAsset<CmsWidgetControlProps>;
export type ImagePreviewProps = WithAsset<CmsWidgetPreviewProps>;

/** `getAsset` looking a picture up in its own folder. */
const ownFolder =
  (getAsset: GetAsset): GetAsset =>
  (path, field) =>
    getAsset(path, fieldForValue(field, path));

export function siteImageControl(ImageControl: React.ComponentType<ImageControlProps>): React.ComponentType<ImageControlProps> {
  // A class: Decap keeps a reference to the control it draws.
  return class SiteImageControl extends React.Component<ImageControlProps> {
    private mapped?: { from: GetAsset; to: GetAsset };

    /** A new function only when Decap gives a new getAsset, which is how it tells the control to draw again. */
    private getAsset(): GetAsset {
      if (this.mapped?.from !== this.props.getAsset) this.mapped = { from: this.props.getAsset, to: ownFolder(this.props.getAsset) };
      return this.mapped.to;
    }

    render(): React.ReactNode {
      return <ImageControl {...this.props} getAsset={this.getAsset()} />;
    }
  };
}

export function siteImagePreview(ImagePreview: React.ComponentType<ImagePreviewProps>): React.ComponentType<ImagePreviewProps> {
  return function SiteImagePreview(props: ImagePreviewProps): React.JSX.Element {
    return <ImagePreview {...props} getAsset={ownFolder(props.getAsset)} />;
  };
}
