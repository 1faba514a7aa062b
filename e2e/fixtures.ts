import { test as base, expect, type CDPSession, type Page, type Response } from "@playwright/test";

/** Opens a page and waits until React has hydrated it, as a visitor would before using it. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/**
 * Stops the page's clock (installed with `page.clock.install()`) `ahead` ms past its present time, so the test
 * decides when time passes from then on. The page's time runs on while it is read: a pause at a moment already
 * past is refused ("Cannot fast-forward to the past", seen on a busy machine). The clock is paused by then, so
 * its time, read again, stands still, and the second pause lands. Any other error goes on as it is.
 */
export async function pauseClock(page: Page, ahead: number): Promise<void> {
  const pause = async (): Promise<void> => page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
  try {
    await pause();
  } catch (error) {
    if (!/Cannot fast-forward to the past/.test(String(error))) throw error;
    await pause();
  }
}

/**
 * Holds back the site's scripts until `release` is called: "on their way" for as long as the test needs,
 * so what it does is sure to come before hydration, however fast the machine.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/[^/]+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/**
 * A slower machine on demand: with E2E_CPU_THROTTLE=<n>, Chromium runs each test's page (and any later page of its
 * context: a second tab, the sign-in window) n times slower (CDP's Emulation.setCPUThrottlingRate), to find the
 * tests that depend on the machine's speed before a slow CI does (docs/testing.md, "On a slow machine").
 */
/** The CPU rate a test's pages run at: 1, or E2E_CPU_THROTTLE's on a slower machine on demand (slowDown, below). */
const baseCpuRate = (): number => Math.max(1, Number(process.env.E2E_CPU_THROTTLE ?? 1) || 1);

/**
 * Ends a test's own CPU throttling (CDP's Emulation.setCPUThrottlingRate on `cdp`'s page) once what it throttled
 * for is over: back to the rate the suite runs at, E2E_CPU_THROTTLE's when it is set. Chromium's throttling costs
 * CPU of its own while it is on (a throttled visit took 1.5 CPU-seconds against 0.8), which the other workers wait for.
 */
export async function fullSpeed(cdp: CDPSession): Promise<void> {
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: baseCpuRate() });
}

async function slowDown(page: Page): Promise<void> {
  const rate = baseCpuRate();
  if (!(rate > 1)) return;
  const throttle = async (target: Page): Promise<void> => {
    const cdp = await target.context().newCDPSession(target);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  };
  page.context().on("page", (later) => void throttle(later).catch(() => undefined));
  await throttle(page);
}

/**
 * Every test that opens a page fails on a console error or an uncaught exception in it, unless it declares
 * the messages it expects (`allowedConsoleErrors`). The check is part of `page`, so a test gets it by
 * using the page, without naming anything else.
 */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  // A test pushes patterns here for console errors it expects (the 404 page's own status, say).
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures name their dependencies this way; this one has none.
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  // What the page has reported so far, for a test that checks its expected errors itself (and then empties it).
  // eslint-disable-next-line no-empty-pattern -- as above.
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, consoleErrors, allowedConsoleErrors }, use) => {
    await slowDown(page);
    page.on("console", (message) => {
      const text = message.text();
      if (message.type() === "error" && !allowedConsoleErrors.some((pattern) => pattern.test(text))) consoleErrors.push(text);
    });
    page.on("pageerror", (error) => consoleErrors.push(`uncaught: ${error.message}`));
    await use(page);
    expect(consoleErrors, "console errors").toEqual([]);
  },
});

export { expect };
