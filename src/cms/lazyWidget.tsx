import type { CmsWidgetControlProps, CmsWidgetParam, CmsWidgetPreviewProps } from "decap-cms-core";
import React from "react";
import { widgetTexts } from "./locale";

/**
 * A Decap widget whose code loads when a field first shows it, not before the login screen. Decap keeps a
 * reference to the control it renders and calls it (isValid before a save, shouldComponentUpdate, focus,
 * getValidateValue: decap-cms-core's Widget.js); the stand-in passes each call on to the real control once it
 * is there. Until then it has nothing to check (true), and a save waits for nothing: a field can only hold a
 * value the editor typed into the real control.
 */

interface WidgetParts {
  controlComponent: React.ComponentType<CmsWidgetControlProps>;
  previewComponent?: React.ComponentType<CmsWidgetPreviewProps>;
}
/** A widget package as published (decap-cms-widget-*'s default export). */
export interface WidgetModule {
  default: { Widget(): WidgetParts };
}

/** What Decap's Widget.js calls on the control it holds. */
interface ControlInstance {
  isValid?: () => unknown;
  shouldComponentUpdate?: (nextProps: unknown) => boolean;
  focus?: (path?: string) => void;
  getValidateValue?: () => unknown;
}

type State = { parts?: WidgetParts; failed?: boolean };

export function lazyWidget(name: string, load: () => Promise<WidgetModule>, schema: object): CmsWidgetParam & { schema: object } {
  let parts: WidgetParts | undefined;
  let pending: Promise<WidgetParts> | undefined;
  const fetchParts = (): Promise<WidgetParts> =>
    (pending ??= load().then(
      (module) => (parts = module.default.Widget()),
      (error: unknown) => {
        // A later field may try again (the network may be back).
        pending = undefined;
        throw error;
      },
    ));

  class LazyControl extends React.Component<CmsWidgetControlProps, State> {
    static displayName = `Lazy(${name})`;
    state: State = { parts };
    private inner: ControlInstance | null = null;
    private mounted = false;

    componentDidMount(): void {
      this.mounted = true;
      if (!this.state.parts) {
        fetchParts().then(
          (loaded) => this.mounted && this.setState({ parts: loaded }),
          () => this.mounted && this.setState({ failed: true }),
        );
      }
    }

    componentWillUnmount(): void {
      this.mounted = false;
    }

    shouldComponentUpdate(nextProps: CmsWidgetControlProps, nextState?: State): boolean {
      if (nextState && nextState !== this.state) return true;
      return this.inner?.shouldComponentUpdate ? this.inner.shouldComponentUpdate.call(this.inner, nextProps) : true;
    }

    // Decap takes isValid off the instance and calls it unbound, as it does the real controls' own.
    isValid = (): unknown => (this.inner?.isValid ? this.inner.isValid() : true);

    focus(path?: string): void {
      this.inner?.focus?.(path);
    }

    getValidateValue(): unknown {
      return this.inner?.getValidateValue?.();
    }

    private setInner = (instance: ControlInstance | null): void => {
      this.inner = instance;
    };

    render(): React.ReactNode {
      const Control = this.state.parts?.controlComponent as React.ComponentType<CmsWidgetControlProps & React.RefAttributes<ControlInstance>> | undefined;
      if (Control) return <Control {...this.props} ref={this.setInner} />;
      if (this.state.failed) return <p role="alert">{widgetTexts.failed}</p>;
      return null;
    }
  }

  function LazyPreview(props: CmsWidgetPreviewProps): React.ReactNode {
    const [loaded, setLoaded] = React.useState(parts);
    React.useEffect(() => {
      if (!loaded) fetchParts().then(setLoaded, () => undefined);
    }, [loaded]);
    const Preview = loaded?.previewComponent;
    return Preview ? <Preview {...props} /> : null;
  }

  return { name, controlComponent: LazyControl as unknown as CmsWidgetParam["controlComponent"], previewComponent: LazyPreview as unknown as CmsWidgetParam["previewComponent"], schema };
}
