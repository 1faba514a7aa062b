/*
 * Where the programs the browser tests drive are on this machine, found one way for everyone who asks:
 * the preflight of `npm test` (preflight.ts), playwright.config.ts and the engine journeys (e2e/engines/).
 * An environment variable wins; then Debian's package; then the build `npx playwright install` puts in
 * Playwright's own folder (for WebKit and Firefox only when no variable names a browser or driver).
 */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { chromium, firefox, webkit } from "@playwright/test";

export type PlaywrightBrowser = "chromium" | "firefox" | "webkit";

/** What the lookups may ask of the machine; tests hand in a fake one. */
export interface Machine {
  env: NodeJS.ProcessEnv;
  exists(file: string): boolean;
  /** The entries of a folder, or none when it is not there. */
  list(dir: string): string[];
  /** Where `npx playwright install` puts a browser (honouring PLAYWRIGHT_BROWSERS_PATH), there or not. */
  playwrightBrowser(browser: PlaywrightBrowser): string;
  /** The folder an nginx binary loads its modules from (`nginx -V`), or null when it does not run. */
  nginxModulesDir(binary: string): string | null;
}

export const thisMachine: Machine = {
  env: process.env,
  exists: (file) => fs.existsSync(file),
  list: (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []),
  playwrightBrowser: (browser) => ({ chromium, firefox, webkit })[browser].executablePath(),
  nginxModulesDir(binary) {
    const version = spawnSync(binary, ["-V"], { encoding: "utf8" });
    if (version.error || version.status !== 0) return null;
    return /--modules-path=(\S+)/.exec(version.stderr)?.[1] ?? "/usr/lib/nginx/modules";
  },
};

/** A program found (its path), or not (the places looked, in order, for the message). */
export type Lookup = { path: string; looked?: undefined } | { path?: undefined; looked: string[] };

/** The first candidate that exists; a candidate named by an environment variable is the only one looked at. */
function first(machine: Machine, variable: string, candidates: string[]): Lookup {
  const chosen = machine.env[variable];
  if (chosen) return machine.exists(chosen) ? { path: chosen } : { looked: [`${variable}=${chosen}`] };
  const found = candidates.find((candidate) => machine.exists(candidate));
  return found ? { path: found } : { looked: [`${variable} (not set)`, ...candidates] };
}

/** A command on the PATH (absolute paths as given). */
export function onPath(machine: Machine, command: string): string | null {
  for (const dir of (machine.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, command);
    if (machine.exists(candidate)) return candidate;
  }
  return null;
}

/** Chromium for Playwright: CHROMIUM_PATH, Debian's, or Playwright's own. */
export function findChromium(machine: Machine = thisMachine): Lookup {
  return first(machine, "CHROMIUM_PATH", ["/usr/bin/chromium", machine.playwrightBrowser("chromium")]);
}

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, of the same version as its chromium), which
 * Playwright itself runs for headless Chromium: the same Blink, without the browser's own windows around it.
 * CHROMIUM_SHELL_PATH, else Debian's; none found, the specs run in Chromium itself (playwright.config.ts).
 */
export function findChromiumShell(machine: Machine = thisMachine): Lookup {
  return first(machine, "CHROMIUM_SHELL_PATH", ["/usr/bin/chromium-headless-shell"]);
}

export function findNginx(machine: Machine = thisMachine): Lookup {
  return first(machine, "NGINX_BIN", ["/usr/sbin/nginx", ...[onPath(machine, "nginx")].filter((found): found is string => found !== null)]);
}

export const brotliModules = ["ngx_http_brotli_filter_module.so", "ngx_http_brotli_static_module.so"] as const;

export function findWebKitWebDriver(machine: Machine = thisMachine): Lookup {
  return first(machine, "WEBKIT_WEBDRIVER_PATH", ["/usr/bin/WebKitWebDriver"]);
}

/** MiniBrowser ships in libwebkit2gtk-4.1-0 (a dependency of webkit2gtk-driver), under the machine's multiarch folder. */
export function findMiniBrowser(machine: Machine = thisMachine): Lookup {
  const candidates = machine.list("/usr/lib").map((arch) => path.join("/usr/lib", arch, "webkit2gtk-4.1", "MiniBrowser"));
  return first(machine, "WEBKIT_MINIBROWSER_PATH", candidates.length > 0 ? candidates : ["/usr/lib/<arch>/webkit2gtk-4.1/MiniBrowser"]);
}

/**
 * PostgreSQL's server, for the flood limits under concurrency (__tests__/supabase/concurrency.test.ts, which
 * starts a throw-away one): the folder holding initdb and postgres. POSTGRES_BIN, else Debian's newest
 * (/usr/lib/postgresql/<version>/bin, which is not on the PATH), else the PATH.
 */
export function findPostgres(machine: Machine = thisMachine): Lookup {
  const complete = (dir: string): boolean => ["initdb", "postgres"].every((program) => machine.exists(path.join(dir, program)));
  const chosen = machine.env.POSTGRES_BIN;
  if (chosen) return complete(chosen) ? { path: chosen } : { looked: [`POSTGRES_BIN=${chosen} (initdb and postgres)`] };
  const debian = machine
    .list("/usr/lib/postgresql")
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => `/usr/lib/postgresql/${version}/bin`);
  const initdb = onPath(machine, "initdb");
  const found = [...debian, ...(initdb ? [path.dirname(initdb)] : [])].find(complete);
  return found ? { path: found } : { looked: ["POSTGRES_BIN (not set)", "/usr/lib/postgresql/<version>/bin", "initdb and postgres on the PATH"] };
}

export function findFirefox(machine: Machine = thisMachine): Lookup {
  return first(machine, "FIREFOX_PATH", ["/usr/bin/firefox-esr"]);
}

const engineVariables = { webkit: ["WEBKIT_WEBDRIVER_PATH", "WEBKIT_MINIBROWSER_PATH"], firefox: ["FIREFOX_PATH"] } as const;

/**
 * How the engine journeys drive an engine on this machine: Debian's browser through its driver (WebKitGTK's
 * MiniBrowser and WebKitWebDriver; firefox-esr over WebDriver BiDi), else Playwright's own build of it
 * (e2e/engines/playwright.ts); null when neither is there.
 */
export function engineDriver(engine: "webkit" | "firefox", machine: Machine = thisMachine): { driver: "debian" | "playwright" | null; looked: string[] } {
  const lookups = engine === "webkit" ? [findWebKitWebDriver(machine), findMiniBrowser(machine)] : [findFirefox(machine)];
  const looked = lookups.flatMap((lookup) => lookup.looked ?? []);
  if (looked.length === 0) return { driver: "debian", looked };
  // A variable naming a browser or driver is the one to use: its absence is an error, not a reason to look elsewhere.
  if (engineVariables[engine].some((variable) => machine.env[variable])) return { driver: null, looked };
  const own = machine.playwrightBrowser(engine);
  return machine.exists(own) ? { driver: "playwright", looked: [] } : { driver: null, looked: [...looked, own] };
}
