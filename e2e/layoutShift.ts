import type { Page } from "@playwright/test";

/**
 * Layout shifts as a check of what the page does, not a figure: every shift the browser reports from before the
 * first paint, each with what moved, read once the page has reached the state the test waits for. How much a
 * page shifts on a slow phone (its CLS) is a figure for `npm run bench -- --interactions`.
 */

type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
/** One layout shift: its share of the screen, and what moved (each element, from where to where, at what time). */
export interface Shift {
  value: number;
  moved: string;
}
interface Watch {
  observer: PerformanceObserver;
  shifts: Shift[];
  record(entries: PerformanceEntryList): void;
}

/** Starts recording layout shifts in every document the page opens from now on (before its first paint). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const name = (node: Node | null): string => {
      if (!(node instanceof Element)) return node ? node.nodeName : "(gone)";
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${node.classList.length ? `.${Array.from(node.classList).join(".")}` : ""}`;
    };
    const rect = ({ x, y, width, height }: DOMRectReadOnly): string => `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
    const watch = {
      shifts: [] as Shift[],
      record(entries: PerformanceEntryList): void {
        for (const entry of entries as ShiftEntry[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map((source) => `${name(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`);
          watch.shifts.push({ value: entry.value, moved: `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ")}` });
        }
      },
    } as Watch;
    watch.observer = new PerformanceObserver((list) => watch.record(list.getEntries()));
    watch.observer.observe({ type: "layout-shift", buffered: true });
    (window as unknown as { __layoutShifts: Watch }).__layoutShifts = watch;
  });
}

/**
 * Every layout shift so far, described (value, time, what moved from where to where). Called once the test has
 * waited for the state it checks: the frame that draws that state is let through first, since the browser
 * measures a shift as it lays out and paints a frame, and the entries it has queued but not yet delivered are
 * taken with it.
 */
export function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const watch = (window as unknown as { __layoutShifts?: Watch }).__layoutShifts;
    if (!watch) throw new Error("watchLayoutShifts(page) was not called before the page was opened");
    watch.record(watch.observer.takeRecords());
    return watch.shifts;
  });
}

/** What moved, one line a shift, for a failure's message. */
export const describeShifts = (shifts: Shift[]): string => shifts.map((shift) => shift.moved).join("\n");
