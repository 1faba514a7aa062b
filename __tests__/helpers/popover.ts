/**
 * A stand-in for the browser's popover, which jsdom lacks: what the Header relies on and Chromium does
 * (the end-to-end tests check the real one). A button's popovertarget toggles its popover after the
 * click unless it was cancelled, Escape hides an open popover, and each change fires `toggle` with
 * `newState`. A hidden popover is not displayed.
 */
type Popover = HTMLElement & { showPopover(): void; hidePopover(): void; togglePopover(): boolean };

const OPEN = "data-test-popover-open";
let cleanup: (() => void) | null = null;

function setOpen(element: HTMLElement, open: boolean): void {
  if (element.hasAttribute(OPEN) === open) return;
  element.toggleAttribute(OPEN, open);
  element.dispatchEvent(Object.assign(new Event("toggle"), { newState: open ? "open" : "closed", oldState: open ? "closed" : "open" }));
}

export function installPopoverLikeChromium(): void {
  const proto = HTMLElement.prototype as unknown as Popover;
  proto.showPopover = function (this: HTMLElement) {
    setOpen(this, true);
  };
  proto.hidePopover = function (this: HTMLElement) {
    setOpen(this, false);
  };
  proto.togglePopover = function (this: HTMLElement) {
    setOpen(this, !this.hasAttribute(OPEN));
    return this.hasAttribute(OPEN);
  };
  const style = document.createElement("style");
  style.textContent = `[popover]:not([${OPEN}]) { display: none; }`;
  document.head.append(style);
  const onClick = (event: MouseEvent) => {
    const invoker = event.target instanceof Element ? event.target.closest("[popovertarget]") : null;
    const target = invoker ? document.getElementById(invoker.getAttribute("popovertarget") ?? "") : null;
    if (target && !event.defaultPrevented) (target as Popover).togglePopover();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") document.querySelectorAll<Popover>(`[${OPEN}]`).forEach((element) => element.hidePopover());
  };
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKey);
  cleanup = () => {
    document.removeEventListener("click", onClick);
    document.removeEventListener("keydown", onKey);
    style.remove();
    const anyProto = HTMLElement.prototype as unknown as Partial<Popover>;
    delete anyProto.showPopover;
    delete anyProto.hidePopover;
    delete anyProto.togglePopover;
  };
}

export function removePopover(): void {
  cleanup?.();
  cleanup = null;
}
