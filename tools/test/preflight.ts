/*
 * What `npm test` checks before it builds anything: every program the chosen steps need (each step names its
 * needs in steps.ts), so that a missing browser or server is named at once, with how to get it, instead of
 * failing deep inside Playwright after minutes of building. `.ci/run` installs all of them on Debian.
 */
import path from "path";
import { brotliModules, engineDriver, findChromium, findNginx, findPostgres, onPath, thisMachine, type Lookup, type Machine } from "./programs";

export type Need = "chromium" | "nginx" | "brotli" | "openssl" | "java" | "webkit" | "firefox" | "xvfb" | "postgres";

interface Requirement {
  /** What it is, and what needs it. */
  title: string;
  /** The places looked, when it is missing (none when it is there). */
  missing(machine: Machine): string[];
  /** How to get it: the Debian package first. */
  get: string[];
  /** Whether it may be missing on a developer's machine (the tests then check less); never under CI. */
  optionalLocally?: boolean;
}

const absent = (lookup: Lookup): string[] => lookup.looked ?? [];
const command = (name: string) => (machine: Machine) => (onPath(machine, name) ? [] : [`${name} on the PATH`]);

const requirements: Record<Need, Requirement> = {
  chromium: {
    title: "Chromium, for the browser tests (playwright.config.ts)",
    missing: (machine) => absent(findChromium(machine)),
    get: ["apt-get install chromium", "or: npx playwright install chromium", "or: CHROMIUM_PATH=/path/to/chrome"],
  },
  nginx: {
    title: "nginx, which serves the build as in production (e2e/deploy.spec.ts and others)",
    missing: (machine) => absent(findNginx(machine)),
    get: ["apt-get install nginx-light", "or: NGINX_BIN=/path/to/nginx"],
  },
  brotli: {
    title: "nginx's brotli modules, for the brotli checks of e2e/deploy.spec.ts (without them only gzip is checked)",
    missing(machine) {
      const nginx = findNginx(machine).path;
      const dir = nginx ? machine.nginxModulesDir(nginx) : null;
      if (!dir) return ["an nginx that runs, to find its modules folder"];
      return brotliModules.map((module) => path.join(dir, module)).filter((file) => !machine.exists(file));
    },
    get: ["apt-get install libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static"],
    optionalLocally: true,
  },
  openssl: {
    title: "openssl, which makes the form provider's stand-in certificate (e2e/embed-policy.spec.ts)",
    missing: command("openssl"),
    get: ["apt-get install openssl"],
  },
  java: {
    title: "Java, which runs the HTML checker (vnu)",
    missing: (machine) => {
      const home = machine.env.JAVA_HOME;
      if (home) return machine.exists(path.join(home, "bin", "java")) ? [] : [`JAVA_HOME=${home} (no bin/java)`];
      return command("java")(machine);
    },
    get: ["apt-get install default-jre-headless", "or: JAVA_HOME=/path/to/a/jre"],
  },
  webkit: {
    title: "WebKit for the engine journeys: WebKitGTK's MiniBrowser and WebKitWebDriver, or Playwright's WebKit",
    missing: (machine) => engineDriver("webkit", machine).looked,
    get: ["apt-get install webkit2gtk-driver", "or: npx playwright install --with-deps webkit", "or: WEBKIT_WEBDRIVER_PATH and WEBKIT_MINIBROWSER_PATH"],
  },
  firefox: {
    title: "Firefox for the engine journeys: firefox-esr (driven over WebDriver BiDi), or Playwright's Firefox",
    missing: (machine) => engineDriver("firefox", machine).looked,
    get: ["apt-get install firefox-esr", "or: npx playwright install --with-deps firefox", "or: FIREFOX_PATH=/path/to/firefox (Mozilla's own build)"],
  },
  postgres: {
    title: "PostgreSQL's server, for the flood limits under 20 connections at once (__tests__/supabase/concurrency.test.ts skips without it)",
    missing: (machine) => absent(findPostgres(machine)),
    get: ["apt-get install postgresql", "or: POSTGRES_BIN=/path/to/postgresql/bin"],
    optionalLocally: true,
  },
  xvfb: {
    title: "Xvfb, the display Debian's MiniBrowser opens on (it has no headless mode) when DISPLAY is not set",
    // Playwright's WebKit runs headless; without any WebKit, the webkit need says so.
    missing: (machine) => (machine.env.DISPLAY || engineDriver("webkit", machine).driver !== "debian" ? [] : command("Xvfb")(machine)),
    get: ["apt-get install xvfb", "or: run with DISPLAY set"],
  },
};

export interface PreflightReport {
  /** Missing and needed: `npm test` stops. */
  missing: string[];
  /** Missing but not needed here (the tests check less): `npm test` goes on. */
  notices: string[];
}

function describe(requirement: Requirement, looked: string[]): string {
  return [`  ${requirement.title}`, `    not found: ${looked.join(", ")}`, ...requirement.get.map((way, index) => `    ${index === 0 ? "get it: " : "        "}${way}`)].join("\n");
}

/** Checks each need once, in the order given. */
export function preflight(needs: readonly Need[], machine: Machine = thisMachine): PreflightReport {
  const report: PreflightReport = { missing: [], notices: [] };
  for (const need of [...new Set(needs)]) {
    const requirement = requirements[need];
    const looked = requirement.missing(machine);
    if (looked.length === 0) continue;
    if (requirement.optionalLocally && !machine.env.CI) report.notices.push(describe(requirement, looked));
    else report.missing.push(describe(requirement, looked));
  }
  return report;
}

/** What `npm test` prints when something is missing. */
export function preflightMessage(report: PreflightReport): string {
  const parts: string[] = [];
  if (report.missing.length > 0) {
    parts.push(
      `npm test needs ${report.missing.length === 1 ? "this program, which is" : "these programs, which are"} not on this machine:\n`,
      ...report.missing,
      "\nNothing was built or run. .ci/run installs all of them on Debian; `npm test -- --only=static` (typecheck, lint, jest) needs none but PostgreSQL's server, and only under CI.",
    );
  }
  if (report.notices.length > 0) parts.push("Not found, so these tests check less:\n", ...report.notices);
  return `${parts.join("\n")}\n`;
}
