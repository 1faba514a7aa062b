/**
 * A field being typed in is kept clear of the notices (issue 56, point 3). On a phone the notices sit at the foot
 * of the screen (styles.ts), where a failure's stays for its whole reading time: a field near the foot, tapped or
 * reached by Tab while one shows, or being typed in as one appears, would be under it. The field is scrolled up
 * above the notices (the form has room below its last field while one shows); at a desk, where the notices sit
 * at the top, down below them. react-toastify's class names are its API.
 */

/** What takes typing: a text field, a text area, an editable region (the markdown editor). */
const TYPED_IN = "input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]):not([type=file]), textarea, [contenteditable='true']";

/** The notices' box, when one shows. */
function noticesBox(doc: Document): DOMRect | undefined {
  const container = doc.querySelector(".Toastify__toast-container");
  return container?.querySelector(".Toastify__toast") ? container.getBoundingClientRect() : undefined;
}

/** The nearest box around `element` that scrolls up and down, else the page. */
function scrollerOf(element: Element): Element | null {
  for (let box = element.parentElement; box; box = box.parentElement) {
    if (box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY)) return box;
  }
  return element.ownerDocument.scrollingElement;
}

/** Scrolls `field` clear of the notices when it takes typing and they cover it; otherwise leaves the page as it is. */
export function clearOfNotices(field: Element | null): void {
  if (!field?.matches(TYPED_IN)) return;
  const doc = field.ownerDocument;
  const notices = noticesBox(doc);
  if (!notices) return;
  const box = field.getBoundingClientRect();
  if (!(box.left < notices.right && notices.left < box.right && box.top < notices.bottom && notices.top < box.bottom)) return;
  const gap = 8;
  const atFoot = notices.top > (doc.defaultView?.innerHeight ?? 0) / 2;
  scrollerOf(field)?.scrollBy({ top: atFoot ? box.bottom - notices.top + gap : box.top - notices.bottom - gap, behavior: "instant" });
}

/** From now on, a field that takes focus while a notice shows is brought clear of it. */
export function keepFieldsClearOfNotices(doc: Document): void {
  doc.addEventListener("focusin", (event) => clearOfNotices(event.target instanceof Element ? event.target : null));
}
