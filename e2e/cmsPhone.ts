import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * What an editor on a phone sees of a CMS screen, for e2e/cms-phone.spec.ts: how wide the page is laid out
 * against the screen, and every control on it that a finger can reach, with its box.
 */

/** The phone the CMS is checked on: 390 × 844 CSS pixels, touch, mobile viewport. */
export const PHONE = { width: 390, height: 844 };
/** Apple's and Android's guidance for a tap target; WCAG 2.2's minimum (2.5.8) is 24. */
export const TAP = 44;
export const WCAG_MINIMUM = 24;

export interface Control {
  name: string;
  width: number;
  height: number;
  left: number;
  right: number;
}

export interface Screen {
  /** screen.width, innerWidth (the layout viewport, which a wider page stretches) and the page's scrollWidth. */
  screen: number;
  window: number;
  page: number;
  controls: Control[];
}

/** Reads the screen in the page: every visible control of the CMS's own document (the preview is a frame of its own). */
export function readScreen(page: Page): Promise<Screen> {
  return page.evaluate(() => {
    const selector = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "label:has(> input[type=file])",
      "[role=button]",
      "[role=link]",
      "[role=menuitem]",
      "[role=switch]",
      "[tabindex]:not([tabindex='-1'])",
    ].join(",");
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
      const box = element.getBoundingClientRect();
      // A file input is drawn as the label around it (0.1 px itself); a hidden pane keeps its layout.
      if (box.width < 1 || box.height < 1 || getComputedStyle(element).visibility === "hidden") return [];
      const text = element.getAttribute("aria-label") ?? element.getAttribute("title") ?? element.textContent ?? "";
      const name = text.trim().replace(/\s+/g, " ").slice(0, 60) || `<${element.tagName.toLowerCase()}> in "${element.closest("[aria-label]")?.getAttribute("aria-label") ?? ""}"`;
      return [{ name, width: Math.round(box.width), height: Math.round(box.height), left: Math.round(box.left), right: Math.round(box.right) }];
    });
    return { screen: window.screen.width, window: window.innerWidth, page: document.documentElement.scrollWidth, controls };
  });
}

/**
 * The screen fits the phone: the page no wider than the screen (so it neither scrolls sideways nor is zoomed out:
 * a wider page stretches the layout viewport, innerWidth), every control within it and at least WCAG's 24 × 24,
 * and no control under 44 px in either direction but those named in `small`.
 */
export async function expectFits(page: Page, name: string, small: string[] = []): Promise<Control[]> {
  // Decap lays a screen out as its data arrives; it is read once it has settled.
  let screen: Screen | undefined;
  await expect
    .poll(async () => {
      const previous = screen;
      screen = await readScreen(page);
      return previous !== undefined && JSON.stringify(previous) === JSON.stringify(screen);
    })
    .toBe(true);
  const { screen: width, window, page: pageWidth, controls } = screen as Screen;
  expect({ screen: name, width, window, page: pageWidth }).toEqual({ screen: name, width: PHONE.width, window: PHONE.width, page: PHONE.width });
  expect({ screen: name, outside: controls.filter((control) => control.left < 0 || control.right > width) }).toEqual({ screen: name, outside: [] });
  expect({ screen: name, underMinimum: controls.filter((control) => control.width < WCAG_MINIMUM || control.height < WCAG_MINIMUM) }).toEqual({ screen: name, underMinimum: [] });
  const underTap = [...new Set(controls.filter((control) => control.width < TAP || control.height < TAP).map((control) => control.name))].sort();
  expect({ screen: name, underTap }).toEqual({ screen: name, underTap: [...small].sort() });
  return controls;
}

/** A drag by one finger from the middle of `from` to the middle of `to`, in small steps, as a touch screen sends it. */
export async function touchDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error("touchDrag: an element is not on the screen");
  const [x0, y0] = [start.x + start.width / 2, start.y + start.height / 2];
  const [x1, y1] = [end.x + end.width / 2, end.y + end.height / 2];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: x0, y: y0 }] });
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x0 + ((x1 - x0) * step) / steps, y: y0 + ((y1 - y0) * step) / steps }] });
    // The sortable list animates the other items aside as the finger passes them.
    await page.waitForTimeout(30);
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}
