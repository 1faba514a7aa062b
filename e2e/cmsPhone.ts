import fs from "fs";
import path from "path";
import type { BrowserContext, Locator, Page } from "@playwright/test";
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

/**
 * Reads the screen, in the page: every visible control of the CMS's own document (the preview is a frame of its
 * own). Self-contained, so that the engine journeys' drivers can send it to WebKit as text.
 */
export function measureScreen(): Screen {
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
  const controls: Control[] = [];
  for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
    const box = element.getBoundingClientRect();
    // A file input is drawn as the label around it (0.1 px itself); a hidden pane keeps its layout; a notice that
    // is leaving slides off the screen before it goes (react-toastify marks it data-in="false").
    if (box.width < 1 || box.height < 1 || getComputedStyle(element).visibility === "hidden" || element.closest('[data-in="false"]')) continue;
    const text = element.getAttribute("aria-label") ?? element.getAttribute("title") ?? element.textContent ?? "";
    const name = text.trim().replace(/\s+/g, " ").slice(0, 60) || `<${element.tagName.toLowerCase()}> in "${element.closest("[aria-label]")?.getAttribute("aria-label") ?? ""}"`;
    controls.push({ name, width: Math.round(box.width), height: Math.round(box.height), left: Math.round(box.left), right: Math.round(box.right) });
  }
  return { screen: window.screen.width, window: window.innerWidth, page: document.documentElement.scrollWidth, controls };
}

/** What does not fit a window `width` wide: the page wider, controls off it, under WCAG's 24 px, or under 44 px. */
export function misfits(screen: Screen, width: number): { window: number; page: number; outside: Control[]; underMinimum: Control[]; underTap: string[] } {
  const { controls } = screen;
  return {
    window: screen.window,
    page: Math.max(screen.page, width),
    outside: controls.filter((control) => control.left < 0 || control.right > width),
    underMinimum: controls.filter((control) => control.width < WCAG_MINIMUM || control.height < WCAG_MINIMUM),
    underTap: [...new Set(controls.filter((control) => control.width < TAP || control.height < TAP).map((control) => control.name))].sort(),
  };
}

export const fits = (width: number) => ({ window: width, page: width, outside: [], underMinimum: [], underTap: [] });

/** Reads a screen once Decap has laid it out: two reads in a row alike (it lays a screen out as its data arrives). */
export async function settledScreen(read: () => Promise<Screen>): Promise<Screen> {
  let screen: Screen | undefined;
  await expect
    .poll(async () => {
      const previous = screen;
      screen = await read();
      return previous !== undefined && JSON.stringify(previous) === JSON.stringify(screen);
    })
    .toBe(true);
  return screen as Screen;
}

/**
 * The screen fits the phone: the page no wider than the screen (so it neither scrolls sideways nor is zoomed out:
 * a wider page stretches the layout viewport, innerWidth), every control within it and at least WCAG's 24 × 24,
 * and no control under 44 px in either direction.
 */
export async function expectFits(page: Page, name: string): Promise<Control[]> {
  const screen = await settledScreen(() => page.evaluate(measureScreen));
  expect({ screen: name, width: screen.screen }).toEqual({ screen: name, width: PHONE.width });
  expect({ screen: name, ...misfits(screen, PHONE.width) }).toEqual({ screen: name, ...fits(PHONE.width) });
  return screen.controls;
}

/** Where an element is once it has stopped moving: two reads in a row alike (a swipe before may leave the page gliding on). */
async function settledBox(element: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let box: Awaited<ReturnType<Locator["boundingBox"]>> | undefined;
  await expect
    .poll(async () => {
      const previous = box;
      box = await element.boundingBox();
      return previous !== undefined && box !== null && JSON.stringify(previous) === JSON.stringify(box);
    })
    .toBe(true);
  if (!box) throw new Error("touchDrag: an element is not on the screen");
  return box;
}

/**
 * A drag by one finger from the middle of `from` to the middle of `to`, in small steps 30 ms apart, as a touch
 * screen sends it; with `hold`, the finger first rests that many milliseconds where it lands (a long press), as the
 * drafts board asks. Each touch carries the time the finger made it, as a touch screen stamps it, so that a busy
 * machine, which sends the steps late, changes neither how long the finger rested nor how fast it swiped.
 * `whileHeld` runs while the finger rests, before it moves: what happens on the page meanwhile.
 */
export async function touchDrag(page: Page, from: Locator, to: Locator, { hold = 0, whileHeld }: { hold?: number; whileHeld?: () => Promise<void> } = {}): Promise<void> {
  const start = await settledBox(from);
  const end = await settledBox(to);
  const [x0, y0] = [start.x + start.width / 2, start.y + start.height / 2];
  const [x1, y1] = [end.x + end.width / 2, end.y + end.height / 2];
  const cdp = await page.context().newCDPSession(page);
  const steps = 12;
  const gap = 30;
  // Seconds since the epoch, as CDP takes them; never ahead of the clock, since each touch is sent after its time.
  const touchedAt = Date.now() / 1000;
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", after: number, touchPoints: { x: number; y: number }[]) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints, timestamp: touchedAt + after / 1000 });
  await touch("touchStart", 0, [{ x: x0, y: y0 }]);
  if (hold) await page.waitForTimeout(hold);
  await whileHeld?.();
  for (let step = 1; step <= steps; step += 1) {
    // The sortable list animates the other items aside as the finger passes them.
    await page.waitForTimeout(gap);
    await touch("touchMove", hold + step * gap, [{ x: x0 + ((x1 - x0) * step) / steps, y: y0 + ((y1 - y0) * step) / steps }]);
  }
  // The lift at the time it is sent: stamped with its planned time, in the past on a busy machine, it made Chrome
  // drop the next tap on the page (the list item's remove button in cms-phone.spec, every time).
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/**
 * The pages of `context` on the test's clock (Playwright's, installed before the CMS's code runs; it flows as the
 * real one until the test moves it). A notice's reading time is Decap's timer on that clock (Notifications.js
 * dismisses it after `dismissAfter`), so the test, not the machine's speed, decides when it has run out
 * (noticeGoes). Call it before the page opens the CMS.
 */
export async function noticesOnTestClock(context: BrowserContext): Promise<void> {
  await context.clock.install();
}

/**
 * A notice goes at the end of its reading time, however long the steps since it appeared took: the page's clock
 * (noticesOnTestClock) is run past the longest reading time still shown (the notices' bars run for it,
 * react-toastify's `autoClose`, Decap's `dismissAfter`), firing Decap's dismissal, and the notice must then be gone.
 * Never a click on its ×, which races the notice's own timer on a slow machine (issue 60: the close button waited
 * for 150 s after the notice had closed itself); its words are checked as it appears.
 */
export async function noticeGoes(page: Page, notice: Locator): Promise<void> {
  const readingMs = await page
    .locator(".Toastify__progress-bar")
    .evaluateAll((bars) => Math.max(0, ...bars.map((bar) => parseFloat(getComputedStyle(bar).animationDuration) * 1000 || 0)));
  if (readingMs > 0) await page.clock.fastForward(Math.ceil(readingMs));
  await expect(notice).toHaveCount(0);
}

/**
 * Closes a CMS notice with its ×, as an editor does once it is read: only straight after its words were checked
 * as it appeared (it stays at least Decap's 8 s), never after another step, which a slow machine can stretch past
 * its reading time (then noticeGoes).
 */
export async function closeNotice(notice: Locator): Promise<void> {
  await notice.locator("xpath=ancestor::*[contains(@class, 'Toastify__toast ')][1]").getByRole("button", { name: "close" }).click();
  await expect(notice).toHaveCount(0);
}

/** What an editor must never read in a notice: the one list, beside the site's words for failures. */
export { PROGRAM_WORDS } from "../src/cms/backend/failures";

/**
 * A notice once it has slid in and stopped (react-toastify's entrance), and, with CMS_NOTICE_SHOTS naming a folder,
 * a picture of the page as the editor then sees it, `name`-<project>.png there: for a person to look at.
 */
export async function settledNotice(page: Page, notice: Locator, name: string): Promise<void> {
  await settledBox(notice);
  const folder = process.env.CMS_NOTICE_SHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}-${page.viewportSize()?.width ?? 0}px.png`) });
}
