import fs from "fs";
import os from "os";
import path from "path";
import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";
import { findFirefox } from "../../tools/test/programs";
import { elementExpression, pageExpression, Session, type Key, type WireTarget } from "./session";

/** Firefox: Debian's firefox-esr, headless, driven over WebDriver BiDi by puppeteer-core. */
const firefoxPath = findFirefox().path ?? process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export class FirefoxSession extends Session {
  readonly engine = "firefox" as const;
  private consoleErrors: string[] = [];

  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    /** Where Firefox saves downloads, without asking. */
    readonly downloads: string,
  ) {
    super();
    page.on("console", (message) => {
      if (message.type() === "error") this.consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => this.consoleErrors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  }

  static async launch(): Promise<FirefoxSession> {
    const downloads = fs.mkdtempSync(path.join(os.tmpdir(), "engines-firefox-downloads-"));
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: firefoxPath,
      headless: true,
      extraPrefsFirefox: {
        "browser.download.folderList": 2,
        "browser.download.dir": downloads,
        "browser.download.useDownloadDir": true,
        "browser.download.always_ask_before_handling_new_types": false,
        "browser.download.start_downloads_in_tmp_dir": false,
        // The downloads panel would open over the page and take the focus from it for the journeys after.
        "browser.download.alwaysOpenPanel": false,
      },
    });
    // The tab Firefox starts with never gets the focus in headless mode (document.hasFocus() is false), so it
    // moves focus without focus and blur events; a tab opened over WebDriver BiDi has it, as a visitor's does.
    const first = await browser.pages();
    const page = await browser.newPage();
    for (const tab of first) await tab.close();
    return new FirefoxSession(browser, page, downloads);
  }

  /** A download (the guides) leaves Firefox's own window active, not the page: every test starts with the page's. */
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

  private async element(target: WireTarget): Promise<ElementHandle> {
    const handle = (await this.page.evaluateHandle(elementExpression(target))).asElement();
    if (!handle) throw new Error(`no element for ${JSON.stringify(target)}`);
    return handle as ElementHandle;
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
    if (text) await this.page.keyboard.type(text);
  }

  protected async selectFound(target: WireTarget, label: string): Promise<void> {
    const select = await this.element(target);
    const value = await select.evaluate((element, wanted) => {
      const option = Array.from((element as HTMLSelectElement).options).find((o) => o.label === wanted || o.text.trim() === wanted);
      return option ? option.value : null;
    }, label);
    if (value === null) throw new Error(`no option ${label}`);
    await select.select(value);
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async resize(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  async takeConsoleErrors(): Promise<string[]> {
    const errors = this.consoleErrors;
    this.consoleErrors = [];
    return errors;
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot());
  }

  async close(): Promise<void> {
    await this.browser.close();
    fs.rmSync(this.downloads, { recursive: true, force: true });
  }
}
