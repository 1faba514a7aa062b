import type { Page } from "@playwright/test";
import { START_SCRIPTS_TIMEOUT_MS } from "../src/lib/startScripts";
import { STARTER_ATTRIBUTE } from "../src/node/scriptsAfterLoad";

/**
 * The page's starter (src/lib/startScripts.ts) adds the bundles after the load event, or when its fallback
 * timer runs out (START_SCRIPTS_TIMEOUT_MS) if an image holds `load` up. On a busy machine `load` can come after
 * that timer, so a test that must know which of the two started the scripts holds the timer: the page's other
 * timers run as usual, and this one fires only when the test calls `fire()`.
 */
export async function holdStartFallback(page: Page): Promise<{ fire(): Promise<void> }> {
  await page.addInitScript(
    ({ attribute, timeoutMs }) => {
      const realSetTimeout = window.setTimeout.bind(window);
      const held: (() => void)[] = [];
      (window as unknown as { __heldStartFallback: (() => void)[] }).__heldStartFallback = held;
      window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]): number => {
        // Only the starter's own timer, set while its inline script runs.
        const fromStarter = document.currentScript?.hasAttribute(attribute) === true;
        if (fromStarter && timeout === timeoutMs && typeof handler === "function") {
          held.push(() => (handler as () => void)());
          return 0;
        }
        return realSetTimeout(handler, timeout, ...rest);
      }) as typeof window.setTimeout;
    },
    { attribute: STARTER_ATTRIBUTE, timeoutMs: START_SCRIPTS_TIMEOUT_MS },
  );
  return {
    fire: async () => {
      const fired = await page.evaluate(() => {
        const timers = ((window as unknown as { __heldStartFallback?: (() => void)[] }).__heldStartFallback ?? []).splice(0);
        timers.forEach((fire) => fire());
        return timers.length;
      });
      if (fired === 0) throw new Error("the starter's fallback timer was not held (or has fired already)");
    },
  };
}
