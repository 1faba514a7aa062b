import { render, screen } from "@testing-library/react";
import React from "react";
import { lazyWidget, type WidgetModule } from "../../src/cms/lazyWidget";
import { widgetTexts } from "../../src/cms/locale";

/**
 * A Decap widget whose code loads when a field first shows it (src/cms/lazyWidget.tsx): the field appears once
 * it has loaded, Decap's calls reach the real control, and a field whose code cannot load says so.
 */

/** A control as Decap's widgets are written: a class whose instance Decap asks isValid and shouldComponentUpdate. */
class FakeControl extends React.Component<{ value?: string; forID?: string }> {
  isValid = (): { error: { message: string } } => ({ error: { message: "Pick an entry." } });
  shouldComponentUpdate(next: { value?: string }): boolean {
    return next.value !== this.props.value;
  }
  render(): React.ReactNode {
    return <input aria-label="Related entry" id={this.props.forID} defaultValue={this.props.value} />;
  }
}
const module: WidgetModule = { default: { Widget: () => ({ controlComponent: FakeControl as never, previewComponent: ({ value }: { value?: string }) => <span>{value}</span> }) } };

type Instance = { isValid: () => unknown; shouldComponentUpdate: (next: unknown) => boolean };

it("shows the real control once its code has loaded, and passes Decap's calls on to it", async () => {
  let resolve: (value: WidgetModule) => void = () => undefined;
  const load = jest.fn(() => new Promise<WidgetModule>((done) => (resolve = done)));
  const widget = lazyWidget("relation", load, { properties: {} });
  const Control = widget.controlComponent as unknown as React.ComponentType<{ value?: string; forID?: string; ref?: React.Ref<Instance> }>;
  const ref = React.createRef<Instance>();
  render(<Control value="aviation" forID="field-1" ref={ref} />);
  expect(screen.queryByLabelText("Related entry")).toBeNull();
  // Until then nothing has been typed into it, so there is nothing to refuse.
  expect(ref.current?.isValid()).toBe(true);
  resolve(module);
  expect(await screen.findByLabelText("Related entry")).toHaveValue("aviation");
  expect(ref.current?.isValid()).toEqual({ error: { message: "Pick an entry." } });
  expect(ref.current?.shouldComponentUpdate({ value: "aviation" })).toBe(false);
  expect(ref.current?.shouldComponentUpdate({ value: "marine" })).toBe(true);
  expect(widget.schema).toEqual({ properties: {} });
  expect(load).toHaveBeenCalledTimes(1);
});

it("says so when a field's code cannot load, and tries again for the next field", async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(module);
  const widget = lazyWidget("relation", load, {});
  const Control = widget.controlComponent as unknown as React.ComponentType<{ value?: string }>;
  const first = render(<Control value="a" />);
  expect(await screen.findByRole("alert")).toHaveTextContent(widgetTexts.failed);
  first.unmount();
  render(<Control value="b" />);
  expect(await screen.findByLabelText("Related entry")).toHaveValue("b");
  expect(load).toHaveBeenCalledTimes(2);
});

it("draws the widget's preview once loaded", async () => {
  const widget = lazyWidget("relation", () => Promise.resolve(module), {});
  const Preview = widget.previewComponent as unknown as React.ComponentType<{ value?: string }>;
  render(<Preview value="Marine" />);
  expect(await screen.findByText("Marine")).toBeInTheDocument();
});
