import { act, render, screen } from "@testing-library/react";
import React from "react";
import { LONGEST_WAIT_MS, pictureControl, picturePaths, type PictureControlProps } from "../../../src/cms/widgets/picture";

/**
 * The picture field (src/cms/widgets/picture.tsx): Decap's image control, handed a new getAsset once a picture
 * that was on its way has come, so that it draws the picture, not Decap's blank stand-in. Here Decap's getAsset
 * answers from the pictures loaded so far, and its image control, as Decap's, asks getAsset again only for a new
 * value or a new getAsset. Time is jest's, moved on by hand.
 */

/** Decap's image control as it behaves (decap-cms-widget-file's withFileControl): draws what getAsset answers. */
class ImageControl extends React.Component<PictureControlProps> {
  shouldComponentUpdate(next: PictureControlProps): boolean {
    return next.value !== this.props.value || next.getAsset !== this.props.getAsset;
  }
  getValidateValue = (): unknown => `validated ${String(this.props.value)}`;
  render(): React.ReactNode {
    return <img alt="The entry's sector" src={String(this.props.getAsset(String(this.props.value), this.props.field))} />;
  }
}

const STAND_IN = { toString: () => "blob:empty-svg" };

/** Decap, as far as the control sees it: getAsset, and the pictures that have come from the backend so far. */
function decap() {
  const loaded = new Map<string, { toString(): string }>();
  return {
    /** Decap's getAsset: the stand-in for no picture and for one on its way, the picture once loaded. */
    getAsset: (path: string) => loaded.get(path) ?? STAND_IN,
    /** A picture arrives from the backend. */
    load(path: string): void {
      loaded.set(path, { toString: () => `blob:${path}` });
    },
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Time passes: long enough for the control to have asked again, however long it had waited. */
const later = (): void => act(() => void jest.advanceTimersByTime(LONGEST_WAIT_MS));

const Picture = pictureControl(ImageControl);
const fieldConfig = { get: () => undefined } as unknown as PictureControlProps["field"];
type Instance = { shouldComponentUpdate: (next: unknown) => boolean; getValidateValue: () => unknown };

function renderField(cms: ReturnType<typeof decap>, value: string, ref?: React.Ref<Instance>) {
  const Field = Picture as React.ComponentType<PictureControlProps & { ref?: React.Ref<Instance> }>;
  const field = (next: string) => <Field value={next} field={fieldConfig} forID="image-1" classNameWrapper="" onChange={() => undefined} getAsset={cms.getAsset} ref={ref} />;
  const view = render(field(value));
  return { rerender: (next: string) => view.rerender(field(next)), unmount: view.unmount };
}

const shown = (): string | null => screen.getByRole("img", { name: "The entry's sector" }).getAttribute("src");

it("without it, Decap's control keeps the blank stand-in after the picture has come", () => {
  const cms = decap();
  render(<ImageControl value="images/sectors/aviation.jpg" field={fieldConfig} forID="image-1" classNameWrapper="" onChange={() => undefined} getAsset={cms.getAsset} />);
  cms.load("images/sectors/aviation.jpg");
  later();
  expect(shown()).toBe("blob:empty-svg");
});

it("shows the entry's picture once it has come, however long it takes, and then stops asking", () => {
  const cms = decap();
  renderField(cms, "images/sectors/aviation.jpg");
  expect(shown()).toBe("blob:empty-svg");
  for (let second = 0; second < 30; second++) later();
  expect(shown()).toBe("blob:empty-svg");
  cms.load("images/sectors/aviation.jpg");
  later();
  expect(shown()).toBe("blob:images/sectors/aviation.jpg");
  expect(jest.getTimerCount()).toBe(0);
});

it("shows a picture chosen next once it has come, and one already loaded at once, without asking again", () => {
  const cms = decap();
  cms.load("images/sectors/marine.jpg");
  const field = renderField(cms, "images/sectors/marine.jpg");
  expect(shown()).toBe("blob:images/sectors/marine.jpg");
  expect(jest.getTimerCount()).toBe(0);
  field.rerender("images/sectors/racing.jpg");
  expect(shown()).toBe("blob:empty-svg");
  cms.load("images/sectors/racing.jpg");
  later();
  expect(shown()).toBe("blob:images/sectors/racing.jpg");
  expect(jest.getTimerCount()).toBe(0);
});

it("stops asking when the field goes", () => {
  const cms = decap();
  const field = renderField(cms, "images/sectors/aviation.jpg");
  field.unmount();
  expect(jest.getTimerCount()).toBe(0);
});

it("passes Decap's calls on to its control", () => {
  const cms = decap();
  const ref = React.createRef<Instance>();
  renderField(cms, "images/sectors/aviation.jpg", ref);
  const props = { value: "images/sectors/aviation.jpg", field: fieldConfig, getAsset: cms.getAsset };
  expect(ref.current?.shouldComponentUpdate(props)).toBe(false);
  expect(ref.current?.shouldComponentUpdate({ ...props, value: "images/sectors/marine.jpg" })).toBe(true);
  expect(ref.current?.getValidateValue()).toBe("validated images/sectors/aviation.jpg");
});

it("reads a field's pictures from one path or a list of them", () => {
  expect(picturePaths("images/a.jpg")).toEqual(["images/a.jpg"]);
  expect(picturePaths("")).toEqual([]);
  expect(picturePaths(["images/a.jpg", "", "images/b.jpg"])).toEqual(["images/a.jpg", "images/b.jpg"]);
  expect(picturePaths(undefined)).toEqual([]);
});
