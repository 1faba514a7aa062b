import { firefox, webkit, type Browser, type ElementHandle, type Page } from "@playwright/test";
import { elementExpression, pageExpression, Session, type EngineName, type Key, type WireTarget } from "./session";

/**
 * WebKit or Firefox as Playwright builds them (`npx playwright install webkit firefox`), driven by
 * Playwright itself: the engines for a machine without Debian's WebKitGTK and firefox-esr (tools/test/programs.ts
 * chooses). Headless, so no display is needed. Downloads are not kept where a test can look, as in WebKit
 * through its driver: the journeys check the fetch instead.
 */
export class PlaywrightSession extends Session {
  private consoleErrors: string[] = [];

  private constructor(
    readonly engine: EngineName,
    private readonly browser: Browser,
    private readonly page: Page,
  ) {
    super();
    page.on("console", (message) => {
      if (message.type() === "error") this.consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => this.consoleErrors.push(`uncaught: ${error.message}`));
  }

  static async launch(engine: EngineName): Promise<PlaywrightSession> {
    const browser = await (engine === "webkit" ? webkit : firefox).launch();
    return new PlaywrightSession(engine, browser, await browser.newPage());
  }

  async prepare(): Promise<void> {
    await this.page.bringToFront();
  }

  async navigate(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: "domcontentloaded" });
  }

  async currentUrl(): Promise<string> {
    return this.page.url();
  }

  async evaluate<R>(fn: (...args: never[]) => R, ...args: unknown[]): Promise<Awaited<R>> {
    return (await this.page.evaluate(pageExpression(fn, args))) as Awaited<R>;
  }

  private async element(target: WireTarget): Promise<ElementHandle<Element>> {
    const handle = (await this.page.evaluateHandle(elementExpression(target))).asElement();
    if (!handle) throw new Error(`no element for ${JSON.stringify(target)}`);
    return handle as ElementHandle<Element>;
  }

  protected async clickFound(target: WireTarget): Promise<void> {
    await (await this.element(target)).click();
  }

  protected async typeFound(target: WireTarget, text: string, replace: boolean): Promise<void> {
    const field = await this.element(target);
    await field.focus();
    // What the field holds is selected, so the keys type over it, with the input events a visitor's keys make.
    if (replace) await field.evaluate((element) => (element as HTMLInputElement).select());
    if (text === "") await this.page.keyboard.press("Backspace");
    else await this.page.keyboard.type(text);
  }

  protected async selectFound(target: WireTarget, label: string): Promise<void> {
    const select = await this.element(target);
    const value = await select.evaluate((element, wanted) => {
      const option = Array.from((element as HTMLSelectElement).options).find((o) => o.label === wanted || o.text.trim() === wanted);
      return option ? option.value : null;
    }, label);
    if (value === null) throw new Error(`no option ${label}`);
    await select.selectOption(value);
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async resize(width: number, height: number): Promise<void> {
    await this.page.setViewportSize({ width, height });
  }

  async takeConsoleErrors(): Promise<string[]> {
    return this.consoleErrors.splice(0);
  }

  async screenshot(): Promise<Buffer> {
    return this.page.screenshot();
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
