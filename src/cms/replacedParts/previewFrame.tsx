import Frame, { type FrameComponentProps } from "react-frame-component";
import { forwardRef, useSyncExternalStore } from "react";
import { decapStore } from "../decapInternals";
import { previewTitle } from "../a11y/previewTitle";

export * from "react-frame-component";

/**
 * react-frame-component's Frame where Decap's preview pane imports it (src/node/cms/packages.ts, replacedModules):
 * the same frame, with a title that says what it shows ("Preview of Aviation (Sectors)"), inside a complementary
 * region of that name, so that a screen reader can tell the preview from the form and pass over it (issue 57).
 * Decap's frame had no title; its pane hands the frame nothing of the entry, so the title is read from Decap's store
 * (the draft in the editor), and follows it as its name is typed.
 */

const subscribe = (listener: () => void): (() => void) => decapStore.subscribe(listener);
const currentTitle = (): string => previewTitle(decapStore.getState());

const PreviewFrame = forwardRef<HTMLIFrameElement, FrameComponentProps>(function PreviewFrame(props, ref) {
  const title = useSyncExternalStore(subscribe, currentTitle);
  return (
    <aside aria-label={title} style={{ display: "contents" }}>
      <Frame {...props} ref={ref} title={title} />
    </aside>
  );
});

export default PreviewFrame;
