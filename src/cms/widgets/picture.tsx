import type { CMS, CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core";
import type { RegisteredWidget } from "../decapTypes";
import React from "react";

/**
 * The picture field (registered again under Decap's name, "image"): Decap's image control, which shows the
 * entry's picture as soon as Decap has it.
 *
 * Decap's control draws what `getAsset(value, field)` answers, and asks again only when it is handed a new
 * `getAsset`. While a picture is on its way from the backend, the answer is a stand-in, an empty SVG, drawn as a
 * blank checkered square. Decap used to hand every field a new `getAsset` once its pictures had loaded
 * (decap-cms#7099, fixed by #7111); since decap-cms-core 3.19 a collection's fields keep one for the whole session,
 * so the square stayed blank until the editor chose another picture, and then blank again for that one.
 *
 * Nothing a widget is given says when a picture has come. Decap records it in its redux store, and its Widget.js
 * suggests reading that with react-redux; but that means the copy of react-redux Decap imports, which this site
 * cannot declare beside React 19 (its peer range ends at React 18). So, while a value's picture is the stand-in,
 * the control asks `getAsset` again, often at first, then less often: a read of what Decap holds, which sends
 * nothing. Once the answer is the picture, Decap's control is handed a new `getAsset`, and draws it.
 */

/** How long the control waits before asking again: growing by half each time, to this at most. */
export const FIRST_WAIT_MS = 100;
export const LONGEST_WAIT_MS = 1000;

/** Decap's getAsset: an AssetProxy, drawn by its URL (the stand-in while the picture loads). */
type GetAsset = (path: string, field: unknown) => unknown;

/** What Decap gives a widget's control beyond its documented props (decap-cms-core 3.19, Widget.js). */
export interface PictureControlProps extends CmsWidgetControlProps<unknown> {
  getAsset: GetAsset;
}

/** What Decap's Widget.js calls on the control it holds: the picture control passes each call on to Decap's. */
interface ControlInstance {
  isValid?: () => unknown;
  shouldComponentUpdate?: (nextProps: unknown) => boolean;
  getValidateValue?: () => unknown;
}

type State = { round: number };

/** The pictures a field's value names: one path, or a list of them (Decap's `media_library.config.multiple`). */
export function picturePaths(value: unknown): string[] {
  if (typeof value === "string") return value === "" ? [] : [value];
  if (value !== null && typeof value === "object" && Symbol.iterator in value) return [...(value as Iterable<unknown>)].filter((item): item is string => typeof item === "string" && item !== "");
  return [];
}

export function pictureControl(ImageControl: React.ComponentType<PictureControlProps>): React.ComponentType<PictureControlProps> {
  return class PictureControl extends React.Component<PictureControlProps, State> {
    state: State = { round: 0 };
    private inner: ControlInstance | null = null;
    private timer: ReturnType<typeof setTimeout> | undefined;
    private handed: { from: GetAsset; round: number; getAsset: GetAsset } | undefined;

    componentDidMount(): void {
      this.watch();
    }

    componentDidUpdate(previous: PictureControlProps): void {
      if (previous.value !== this.props.value || previous.getAsset !== this.props.getAsset) this.watch();
    }

    componentWillUnmount(): void {
      this.stop();
    }

    /** Whether a picture of the value is still Decap's stand-in: what getAsset answers for no picture at all. */
    private waiting(): boolean {
      const { getAsset, field, value } = this.props;
      const standIn = getAsset("", field);
      return picturePaths(value).some((path) => getAsset(path, field) === standIn);
    }

    private watch(): void {
      this.stop();
      if (!this.waiting()) return;
      let wait = FIRST_WAIT_MS;
      const askAgain = (): void => {
        this.timer = undefined;
        if (this.waiting()) {
          wait = Math.min(wait * 1.5, LONGEST_WAIT_MS);
          this.timer = setTimeout(askAgain, wait);
        } else {
          this.setState(({ round }) => ({ round: round + 1 }));
        }
      };
      this.timer = setTimeout(askAgain, wait);
    }

    private stop(): void {
      if (this.timer !== undefined) clearTimeout(this.timer);
      this.timer = undefined;
    }

    /** Decap's getAsset as the control is given it: the same function until a picture has come, then a new one. */
    private getAssetFor(getAsset: GetAsset, round: number): GetAsset {
      if (round === 0) return getAsset;
      if (this.handed?.from !== getAsset || this.handed.round !== round) this.handed = { from: getAsset, round, getAsset: (path, field) => getAsset(path, field) };
      return this.handed.getAsset;
    }

    // Called by React (a picture has come: a new round) and by Decap's Widget.js (props only).
    shouldComponentUpdate(nextProps: PictureControlProps, nextState?: Readonly<Partial<State>>): boolean {
      if (nextState?.round !== undefined && nextState.round !== this.state.round) return true;
      const scu = this.inner?.shouldComponentUpdate;
      return scu ? scu.call(this.inner, { ...nextProps, getAsset: this.getAssetFor(nextProps.getAsset, this.state.round) }) : true;
    }

    // Decap takes these off the instance it holds and calls them unbound.
    isValid = (): unknown => (this.inner?.isValid ? this.inner.isValid() : true);

    getValidateValue = (): unknown => this.inner?.getValidateValue?.();

    private setInner = (instance: ControlInstance | null): void => {
      this.inner = instance;
    };

    render(): React.ReactNode {
      const Control = ImageControl as React.ComponentType<PictureControlProps & React.RefAttributes<ControlInstance>>;
      return <Control {...this.props} getAsset={this.getAssetFor(this.props.getAsset, this.state.round)} ref={this.setInner} />;
    }
  };
}

/** Decap's registerWidget as its runtime takes it: a widget's schema fourth, which its published types leave out. */
type RegisterWidget = (name: string, control: React.ComponentType<PictureControlProps>, preview?: React.ComponentType<CmsWidgetPreviewProps>, schema?: object) => void;


/** Registers the picture control in place of Decap's own under "image", with Decap's preview and schema. */
export function registerPictureWidget(cms: Pick<CMS, "getWidget" | "registerWidget">): void {
  const image = cms.getWidget("image") as unknown as RegisteredWidget<PictureControlProps, CmsWidgetPreviewProps> | undefined;
  if (!image) throw new Error('Decap\'s "image" widget is not registered (src/cms/decap.ts registers it first).');
  (cms.registerWidget as unknown as RegisterWidget)("image", pictureControl(image.control), image.preview, image.schema);
}
