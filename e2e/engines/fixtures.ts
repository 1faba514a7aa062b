import { test as base, expect } from "@playwright/test";
import fs from "fs";
import { engineDriver } from "../../tools/test/programs";
import { e2ePort } from "../servers";
import { cookies } from "./data";
import { FirefoxSession } from "./firefox";
import { PlaywrightSession } from "./playwright";
import { SiteProxy } from "./proxy";
import type { EngineName, Session, Target } from "./session";
import { WebKitSession } from "./webkit";

/**
 * Playwright Test runs the engine journeys (one runner and one report for the whole suite), but the
 * browsers are WebKit and Firefox from Debian, driven by their own drivers, or where those are not installed
 * Playwright's own builds (tools/test/programs.ts, engineDriver): one session per engine for the whole run
 * (a Playwright project per engine, `playwright.engines.config.ts`), reset between tests.
 */
export const phone = { width: 390, height: 844 };
export const desktop = { width: 1366, height: 900 };

export interface Visitor {
  session: Session;
  engine: EngineName;
  proxy: SiteProxy;
  /** Where the browser saves downloads, when its driver lets the test see them (Firefox). */
  downloads?: string;
  /** Opens a path of the site; waits until React has hydrated it unless told otherwise. */
  visit(path: string, options?: { hydrated?: boolean }): Promise<void>;
  path(): Promise<string>;
  /** Waits until the target is shown (or, with `false`, until it is not). */
  shows(target: Target, visible?: boolean): Promise<void>;
  /** Waits until the target's attribute has the value (null: absent). */
  has(target: Target, attribute: string, value: string | null): Promise<void>;
  /**
   * A visitor who has already answered the cookie banner (necessary cookies only), for journeys about
   * something else: the banner is fixed to the foot of the window and lies over what is there.
   */
  cookiesDecided(): Promise<void>;
}

interface WorkerFixtures {
  siteProxy: SiteProxy;
  engineSession: Session;
}

export const test = base.extend<{ visitor: Visitor; allowedConsoleErrors: RegExp[] }, WorkerFixtures>({
  siteProxy: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures name their dependencies this way; this one has none.
    async ({}, use) => {
      const proxy = await SiteProxy.start(e2ePort);
      await use(proxy);
      await proxy.close();
    },
    { scope: "worker" },
  ],
  engineSession: [
    // eslint-disable-next-line no-empty-pattern -- as above.
    async ({}, use, workerInfo) => {
      const engine = workerInfo.project.name as EngineName;
      // Each parallel worker drives its own WebKitWebDriver, on a port of its own beside the site's.
      const session =
        engineDriver(engine).driver === "playwright"
          ? await PlaywrightSession.launch(engine)
          : engine === "webkit"
            ? await WebKitSession.launch(e2ePort + 30 + workerInfo.parallelIndex)
            : await FirefoxSession.launch();
      await use(session);
      await session.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  // eslint-disable-next-line no-empty-pattern -- as above.
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  visitor: async ({ engineSession: session, siteProxy: proxy, allowedConsoleErrors }, use, testInfo) => {
    proxy.reset();
    await session.prepare();
    // A fresh visit: nothing stored from the test before (one session serves every test).
    await session.navigate(`${proxy.origin}/robots.txt`);
    await session.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    proxy.probe = session instanceof WebKitSession ? WebKitSession.probe : "";
    await session.takeConsoleErrors();
    const visitor: Visitor = {
      session,
      engine: session.engine,
      proxy,
      downloads: session instanceof FirefoxSession ? session.downloads : undefined,
      async visit(path, options = {}) {
        await session.navigate(`${proxy.origin}${path}`);
        if (options.hydrated !== false) await expect.poll(() => session.hydrated(), { message: `${path} hydrates`, timeout: 20_000 }).toBe(true);
      },
      async path() {
        const url = new URL(await session.currentUrl());
        return url.pathname + url.hash;
      },
      async shows(target, visible = true) {
        await expect.poll(async () => (await session.state(target)).visible, { message: `${JSON.stringify(target)} ${visible ? "shown" : "hidden"}` }).toBe(visible);
      },
      async has(target, attribute, value) {
        await expect.poll(async () => (await session.state(target, [attribute])).attributes[attribute], { message: `${JSON.stringify(target)} [${attribute}]` }).toBe(value);
      },
      async cookiesDecided() {
        const record = { necessary: true, analytics: false, marketing: false, decidedAt: new Date().toISOString(), revision: cookies.revision };
        await session.evaluate((value: string) => window.localStorage.setItem("beltwright.cookie-consent", value), JSON.stringify(record) as never);
      },
    };
    await use(visitor);
    if (testInfo.status !== testInfo.expectedStatus) {
      // What the browser showed when the test failed, beside the error in test-results/.
      const file = testInfo.outputPath("screenshot.png");
      await fs.promises.writeFile(file, await session.screenshot()).then(() => testInfo.attach("screenshot", { path: file, contentType: "image/png" }), () => undefined);
    }
    const errors = (await session.takeConsoleErrors()).filter((text) => !allowedConsoleErrors.some((pattern) => pattern.test(text)));
    expect(errors, "console errors").toEqual([]);
  },
});

export { expect };
