import { keepFieldsClearOfNotices } from "./clearOfNotices";
import { phoneCss } from "./styles";
import { mountViewSwitch } from "./viewSwitch";

/**
 * The CMS on a phone (issue 36): the stylesheet keyed on Decap's component labels (styles.ts), the form and
 * preview switch (viewSwitch.ts), and the field being typed in kept clear of the notices at the foot of the
 * screen (clearOfNotices.ts). Call once, before Decap starts.
 *
 * The sheet is a constructed one, adopted by the document: it needs no permission from the page's
 * Content-Security-Policy (which governs <style> elements and style attributes, not the CSSOM), so it keeps
 * working if the policy's style-src is ever narrowed to what Decap's own emotion styles need. A browser without
 * constructed sheets (Safari before 16.4) gets a <style> element, as emotion's are written.
 */
export function installPhoneLayout(doc: Document): void {
  adoptStyleSheet(doc, phoneCss);
  keepFieldsClearOfNotices(doc);
  const mount = (): void => void mountViewSwitch(doc);
  if (doc.body) mount();
  else doc.addEventListener("DOMContentLoaded", mount, { once: true });
}

/** Adds `css` to the document as a constructed sheet (or a <style> element where there are none), after its others. */
export function adoptStyleSheet(doc: Document, css: string): void {
  const view = doc.defaultView;
  if (view && "adoptedStyleSheets" in doc && "replaceSync" in view.CSSStyleSheet.prototype) {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } else {
    const style = doc.createElement("style");
    style.textContent = css;
    doc.head.append(style);
  }
}
