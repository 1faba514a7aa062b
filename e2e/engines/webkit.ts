import { spawn, type ChildProcess } from "child_process";
import fs from "fs";
import http from "http";
import os from "os";
import path from "path";
import { findMiniBrowser, findWebKitWebDriver } from "../../tools/test/programs";
import { elementExpression, pageExpression, Session, type Key, type WireTarget } from "./session";

/**
 * WebKit: WebKitGTK's MiniBrowser (Debian's webkit2gtk-driver) driven by WebKitWebDriver, the W3C WebDriver
 * protocol over HTTP, spoken here directly (a dozen commands). MiniBrowser has no headless mode, so it runs
 * on an Xvfb display of its own.
 */
const driverPath = findWebKitWebDriver().path ?? "WebKitWebDriver";
function miniBrowserPath(): string {
  const found = findMiniBrowser().path;
  if (!found) throw new Error("MiniBrowser not found: install webkit2gtk-driver (or set WEBKIT_MINIBROWSER_PATH)");
  return found;
}
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";
const keys: Record<Key, string> = { Escape: "\uE00C", Tab: "\uE004", Enter: "\uE007" };

export class WebKitSession extends Session {
  readonly engine = "webkit" as const;

  private constructor(
    private readonly base: string,
    private readonly processes: ChildProcess[],
    private readonly profile: string,
  ) {
    super();
  }

  static async launch(port: number): Promise<WebKitSession> {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "engines-webkit-"));
    // MiniBrowser's toolbar would keep the window at least 447 px wide; this style sheet lets it narrow to a
    // phone's 390 px. It changes only the browser's own controls, never the page.
    fs.mkdirSync(path.join(profile, "gtk-3.0"));
    fs.writeFileSync(path.join(profile, "gtk-3.0", "gtk.css"), "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n");
    let display = process.env.DISPLAY;
    const processes: ChildProcess[] = [];
    if (!display) {
      // -displayfd: Xvfb takes the first free display and writes its number, so parallel runs do not collide.
      const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1400x1000x24", "-nolisten", "tcp"], { stdio: ["ignore", "ignore", "pipe", "pipe"] });
      const number = await new Promise<string>((resolve, reject) => {
        let text = "";
        xvfb.stdio[3]?.on("data", (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes("\n")) resolve(text.trim());
        });
        xvfb.on("exit", (code) => reject(new Error(`Xvfb exited with ${code}`)));
        xvfb.on("error", reject);
      });
      processes.push(xvfb);
      display = `:${number}`;
    }
    const env = { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: profile, HOME: profile, NO_AT_BRIDGE: "1" };
    const session = new WebKitSession(`http://127.0.0.1:${port}`, processes, profile);
    processes.push(spawn(driverPath, [`--port=${port}`, "--host=127.0.0.1"], { env, stdio: "ignore" }));
    await session.waitForDriver();
    const created = (await session.command("POST", "/session", {
      capabilities: {
        alwaysMatch: {
          // "eager" would return at DOMContentLoaded, but WebKitWebDriver 2.50 then leaves some navigations
          // hanging for good; "normal" waits for the load event, which the site's bundles start after anyway.
          pageLoadStrategy: "normal",
          "webkitgtk:browserOptions": { binary: miniBrowserPath(), args: ["--automation"] },
        },
      },
    })) as { sessionId: string };
    session.sessionPath = `/session/${created.sessionId}`;
    return session;
  }

  private sessionPath = "";

  /**
   * WebDriver classic has no console events, so the proxy puts this first into every page: it keeps each
   * console.error and uncaught exception in the tab's session storage, where `takeConsoleErrors` reads it.
   */
  static readonly probe =
    "(function(){var k='engines:console-errors';function keep(m){try{var l=JSON.parse(sessionStorage.getItem(k)||'[]');l.push(String(m));sessionStorage.setItem(k,JSON.stringify(l))}catch(e){}}" +
    "var error=console.error;console.error=function(){keep(Array.prototype.map.call(arguments,String).join(' '));return error.apply(console,arguments)};" +
    "addEventListener('error',function(e){keep('uncaught: '+e.message)});addEventListener('unhandledrejection',function(e){keep('uncaught: '+(e.reason&&e.reason.message||e.reason))})})();";

  private async waitForDriver(): Promise<void> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        await this.command("GET", "/status");
        return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("WebKitWebDriver did not answer");
  }

  /** One command: a fresh connection each time (WebKitWebDriver drops kept-alive ones, which hangs fetch). */
  private command(method: "GET" | "POST" | "DELETE", route: string, body?: unknown): Promise<unknown> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${this.base}${route}`,
        { method, agent: false, headers: payload === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const result = JSON.parse(Buffer.concat(chunks).toString() || "{}") as { value: unknown };
            const value = result.value as { error?: string; message?: string } | null;
            if ((response.statusCode ?? 500) >= 400) reject(new Error(`WebKitWebDriver ${method} ${route}: ${value?.error ?? response.statusCode} ${value?.message ?? ""}`));
            else resolve(result.value);
          });
        },
      );
      request.on("error", reject);
      request.end(payload);
    });
  }

  private session(method: "GET" | "POST" | "DELETE", route: string, body?: unknown): Promise<unknown> {
    return this.command(method, `${this.sessionPath}${route}`, body);
  }

  async navigate(url: string): Promise<void> {
    await this.session("POST", "/url", { url });
  }

  async currentUrl(): Promise<string> {
    return (await this.session("GET", "/url")) as string;
  }

  async evaluate<R>(fn: (...args: never[]) => R, ...args: unknown[]): Promise<Awaited<R>> {
    return (await this.session("POST", "/execute/sync", { script: `return ${pageExpression(fn, args)};`, args: [] })) as Awaited<R>;
  }

  private async element(target: WireTarget): Promise<string> {
    const found = (await this.session("POST", "/execute/sync", { script: `return ${elementExpression(target)};`, args: [] })) as Record<string, string> | null;
    if (!found) throw new Error(`no element for ${JSON.stringify(target)}`);
    return found[ELEMENT];
  }

  protected async clickFound(target: WireTarget): Promise<void> {
    const id = await this.element(target);
    // WebKitWebDriver scrolls an element into view the page's way, smoothly here (`scroll-behavior: smooth`),
    // then finds it still out of view and calls it "not interactable": the element is brought to the middle
    // of the window at once first, as a visitor scrolls to a control before pressing it.
    await this.session("POST", "/execute/sync", {
      script: "arguments[0].scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });",
      args: [{ [ELEMENT]: id }],
    });
    try {
      await this.session("POST", `/element/${id}/click`, {});
    } catch (error) {
      throw new Error(`${String(error)} (clicking ${JSON.stringify(target)})`);
    }
  }

  protected async typeFound(target: WireTarget, text: string, replace: boolean): Promise<void> {
    const id = await this.element(target);
    // What the field holds is selected, so the keys type over it, with the input events a visitor's keys make.
    if (replace) await this.session("POST", "/execute/sync", { script: "arguments[0].focus(); arguments[0].select();", args: [{ [ELEMENT]: id }] });
    await this.session("POST", `/element/${id}/value`, { text: text === "" ? "\uE003" : text });
  }

  protected async selectFound(target: WireTarget, label: string): Promise<void> {
    const id = await this.element(target);
    // As puppeteer (and Playwright) pick an option: WebKitWebDriver finds an option of a closed list "not
    // interactable" when it lies beyond the list's first screenful, so clicking it is no way to choose it.
    const chosen = (await this.session("POST", "/execute/sync", {
      script:
        "var s = arguments[0], l = arguments[1]; var o = Array.from(s.options).find(function (o) { return o.label === l || o.text.trim() === l; });" +
        "if (!o) return false; s.focus(); s.value = o.value; s.dispatchEvent(new Event('input', { bubbles: true })); s.dispatchEvent(new Event('change', { bubbles: true })); return true;",
      args: [{ [ELEMENT]: id }, label],
    })) as boolean;
    if (!chosen) throw new Error(`no option ${label}`);
  }

  async press(key: Key): Promise<void> {
    await this.session("POST", "/actions", {
      actions: [{ type: "key", id: "keyboard", actions: [{ type: "keyDown", value: keys[key] }, { type: "keyUp", value: keys[key] }] }],
    });
    await this.session("DELETE", "/actions");
  }

  async resize(width: number, height: number): Promise<void> {
    // The window includes MiniBrowser's toolbar: set it, measure the viewport, then correct by the difference.
    let rect = { width, height };
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await this.session("POST", "/window/rect", rect);
      // The window manager-less X server applies the size a moment later.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [innerWidth, innerHeight] = await this.evaluate(() => [window.innerWidth, window.innerHeight]);
      if (innerWidth === width && innerHeight === height) return;
      rect = { width: Math.max(width, rect.width + width - innerWidth), height: Math.max(height, rect.height + height - innerHeight) };
    }
    throw new Error(`MiniBrowser's viewport did not become ${width}x${height}`);
  }

  async takeConsoleErrors(): Promise<string[]> {
    return this.evaluate(() => {
      const key = "engines:console-errors";
      const errors = JSON.parse(window.sessionStorage.getItem(key) ?? "[]") as string[];
      window.sessionStorage.removeItem(key);
      return errors;
    });
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from((await this.session("GET", "/screenshot")) as string, "base64");
  }

  async close(): Promise<void> {
    try {
      if (this.sessionPath) await this.command("DELETE", this.sessionPath);
    } finally {
      for (const child of this.processes.reverse()) child.kill();
      fs.rmSync(this.profile, { recursive: true, force: true });
    }
  }
}
