/** @jest-environment node */
import { spawn } from "child_process";
import path from "path";
import { setupBudgets, stepBudgets, TOTAL_BUDGET } from "../../../tools/test/budgets";
import { engineDriver, findChromium, findChromiumShell, findPostgres, type Machine, type PlaywrightBrowser } from "../../../tools/test/programs";
import { preflight, preflightMessage, type Need } from "../../../tools/test/preflight";
import { e2eStages } from "../../../tools/test/steps";

const root = path.join(__dirname, "..", "..", "..");
/** Where `npx playwright install` puts each browser on the fake machine. */
const playwrightBuild: Record<PlaywrightBrowser, string> = {
  chromium: "/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome",
  firefox: "/home/dev/.cache/ms-playwright/firefox-1572/firefox/firefox",
  webkit: "/home/dev/.cache/ms-playwright/webkit-2388/pw_run.sh",
};
const playwrightChromium = playwrightBuild.chromium;

/** A machine holding exactly `files` (with PATH /usr/bin:/usr/sbin), and nginx's modules in the usual folder. */
function machine(files: string[], env: NodeJS.ProcessEnv = {}): Machine {
  const present = new Set(files);
  return {
    env: { PATH: "/usr/bin:/usr/sbin", ...env },
    exists: (file) => present.has(file),
    list: (dir) => [...new Set([...present].filter((file) => file.startsWith(`${dir}/`)).map((file) => file.slice(dir.length + 1).split("/")[0]))],
    playwrightBrowser: (browser) => playwrightBuild[browser],
    nginxModulesDir: (binary) => (present.has(binary) ? "/usr/lib/nginx/modules" : null),
  };
}

/** Everything `.ci/run` installs on Debian, where Debian puts it. */
const debian = [
  "/usr/bin/chromium",
  "/usr/sbin/nginx",
  "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so",
  "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
  "/usr/bin/openssl",
  "/usr/bin/java",
  "/usr/bin/WebKitWebDriver",
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/bin/firefox-esr",
  "/usr/bin/Xvfb",
  "/usr/lib/postgresql/15/bin/initdb",
  "/usr/lib/postgresql/15/bin/postgres",
];
const without = (...gone: string[]) => debian.filter((file) => !gone.includes(file));
const everything: Need[] = ["chromium", "nginx", "brotli", "openssl", "java", "webkit", "firefox", "xvfb", "postgres"];

describe("npm test's preflight (tools/test/preflight.ts)", () => {
  it("finds nothing missing on a Debian machine set up as .ci/run does", () => {
    expect(preflight(everything, machine(debian, { CI: "true" }))).toEqual({ missing: [], notices: [] });
  });

  it.each([
    ["chromium", "/usr/bin/chromium", "Chromium", ["apt-get install chromium", "npx playwright install chromium"]],
    ["nginx", "/usr/sbin/nginx", "nginx", ["apt-get install nginx-light"]],
    ["openssl", "/usr/bin/openssl", "openssl", ["apt-get install openssl"]],
    ["java", "/usr/bin/java", "Java", ["apt-get install default-jre-headless"]],
    ["webkit", "/usr/bin/WebKitWebDriver", "WebKitWebDriver", ["apt-get install webkit2gtk-driver", "npx playwright install --with-deps webkit"]],
    ["webkit", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "MiniBrowser", ["apt-get install webkit2gtk-driver", "npx playwright install --with-deps webkit"]],
    ["firefox", "/usr/bin/firefox-esr", "Firefox", ["apt-get install firefox-esr", "npx playwright install --with-deps firefox"]],
    ["xvfb", "/usr/bin/Xvfb", "Xvfb", ["apt-get install xvfb"]],
  ] as [Need, string, string, string[]][])("names %s (%s missing), where it looked and how to get it", (need, file, name, ways) => {
    const report = preflight(everything, machine(without(file)));
    expect(report.missing).toHaveLength(1);
    const message = preflightMessage(report);
    expect(message).toContain(name);
    expect(message).toContain(`not found: `);
    for (const way of ways) expect(message).toContain(way);
    expect(message).toContain("Nothing was built or run");
    // Asked only for the others, nothing is missing.
    expect(preflight(everything.filter((other) => other !== need), machine(without(file))).missing).toEqual([]);
  });

  it("names both brotli modules and their packages: a stop under CI, a notice on a developer's machine", () => {
    const gone = without("/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so", "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so");
    const ci = preflight(["brotli"], machine(gone, { CI: "true" }));
    expect(ci.missing).toHaveLength(1);
    expect(preflightMessage(ci)).toMatch(/ngx_http_brotli_filter_module\.so.*ngx_http_brotli_static_module\.so/);
    expect(preflightMessage(ci)).toContain("apt-get install libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static");
    const local = preflight(["brotli"], machine(gone));
    expect(local).toEqual({ missing: [], notices: [expect.stringContaining("libnginx-mod-http-brotli-static")] });
    expect(preflightMessage(local)).toContain("check less");
  });

  it("names PostgreSQL's server and its package: a stop under CI, a notice on a developer's machine (the concurrency test then skips)", () => {
    const gone = without("/usr/lib/postgresql/15/bin/initdb", "/usr/lib/postgresql/15/bin/postgres");
    const ci = preflight(["postgres"], machine(gone, { CI: "true" }));
    expect(ci.missing).toHaveLength(1);
    expect(preflightMessage(ci)).toContain("PostgreSQL's server");
    expect(preflightMessage(ci)).toContain("apt-get install postgresql");
    expect(preflightMessage(ci)).toContain("concurrency.test.ts");
    expect(preflight(["postgres"], machine(gone))).toEqual({ missing: [], notices: [expect.stringContaining("apt-get install postgresql")] });
  });

  it("finds Debian's newest PostgreSQL, which is not on the PATH, or the one POSTGRES_BIN names, and needs both initdb and postgres", () => {
    const both = (dir: string) => [`${dir}/initdb`, `${dir}/postgres`];
    expect(findPostgres(machine([...both("/usr/lib/postgresql/15/bin"), ...both("/usr/lib/postgresql/17/bin")]))).toEqual({ path: "/usr/lib/postgresql/17/bin" });
    expect(findPostgres(machine(["/usr/lib/postgresql/17/bin/postgres", ...both("/usr/lib/postgresql/15/bin")]))).toEqual({ path: "/usr/lib/postgresql/15/bin" });
    expect(findPostgres(machine(both("/usr/bin")))).toEqual({ path: "/usr/bin" });
    expect(findPostgres(machine(both("/opt/pg/bin"), { POSTGRES_BIN: "/opt/pg/bin" }))).toEqual({ path: "/opt/pg/bin" });
    expect(findPostgres(machine(debian, { POSTGRES_BIN: "/opt/pg/bin" }))).toEqual({ looked: ["POSTGRES_BIN=/opt/pg/bin (initdb and postgres)"] });
  });

  it("honours CHROMIUM_PATH, and does not look further when the file it names is not there", () => {
    expect(findChromium(machine(["/opt/chrome/chrome"], { CHROMIUM_PATH: "/opt/chrome/chrome" }))).toEqual({ path: "/opt/chrome/chrome" });
    const report = preflight(["chromium"], machine(debian, { CHROMIUM_PATH: "/opt/chrome/chrome" }));
    expect(preflightMessage(report)).toContain("not found: CHROMIUM_PATH=/opt/chrome/chrome");
  });

  it("takes Playwright's own Chromium (npx playwright install) when Debian's is absent", () => {
    expect(findChromium(machine([...without("/usr/bin/chromium"), playwrightChromium]))).toEqual({ path: playwrightChromium });
    expect(findChromium(machine([...debian, playwrightChromium]))).toEqual({ path: "/usr/bin/chromium" });
    expect(preflightMessage(preflight(["chromium"], machine([])))).toContain(playwrightChromium);
  });

  it("runs the specs in Chromium's headless shell where Debian has it or CHROMIUM_SHELL_PATH names it, and names none otherwise", () => {
    expect(findChromiumShell(machine(["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"]))).toEqual({ path: "/usr/bin/chromium-headless-shell" });
    expect(findChromiumShell(machine(["/opt/shell/headless_shell"], { CHROMIUM_SHELL_PATH: "/opt/shell/headless_shell" }))).toEqual({ path: "/opt/shell/headless_shell" });
    expect(findChromiumShell(machine(["/usr/bin/chromium"])).path).toBeUndefined();
  });

  it("does not ask for Xvfb when there is a display", () => {
    expect(preflight(["xvfb"], machine(without("/usr/bin/Xvfb"), { DISPLAY: ":0" })).missing).toEqual([]);
  });

  it("drives Playwright's own WebKit and Firefox (npx playwright install) when Debian's are absent, with no display needed", () => {
    const playwrightOnly = machine([...without("/usr/bin/WebKitWebDriver", "/usr/bin/firefox-esr", "/usr/bin/Xvfb"), playwrightBuild.webkit, playwrightBuild.firefox]);
    expect(engineDriver("webkit", playwrightOnly).driver).toBe("playwright");
    expect(engineDriver("firefox", playwrightOnly).driver).toBe("playwright");
    expect(preflight(["webkit", "firefox", "xvfb"], playwrightOnly)).toEqual({ missing: [], notices: [] });
    // Debian's first when both are there.
    expect(engineDriver("webkit", machine([...debian, playwrightBuild.webkit])).driver).toBe("debian");
  });

  it("does not look past a browser or driver an environment variable names", () => {
    const named = machine([...without("/usr/bin/firefox-esr"), playwrightBuild.firefox], { FIREFOX_PATH: "/opt/firefox/firefox" });
    expect(engineDriver("firefox", named).driver).toBeNull();
    expect(preflightMessage(preflight(["firefox"], named))).toContain("not found: FIREFOX_PATH=/opt/firefox/firefox");
  });

  it("asks for what each stage's steps run: Chromium and nginx for Playwright, openssl for the embed stage, the engines' browsers", () => {
    const needs = Object.fromEntries(e2eStages.flatMap((stage) => stage.steps.map((step) => [step.name, [...(step.needs ?? [])].sort()])));
    expect(needs).toEqual({
      "build (default)": [],
      "playwright default": ["brotli", "chromium", "java", "nginx"],
      "webkit + firefox default": ["firefox", "webkit", "xvfb"],
      "build the CMS's new sector, and read it": [],
      "build (netlify forms)": [],
      "playwright netlify": ["brotli", "chromium", "nginx"],
      "webkit + firefox netlify": ["firefox", "webkit", "xvfb"],
      "build (supabase forms)": [],
      "playwright supabase": ["brotli", "chromium", "nginx"],
      "build (embed forms, from data), then again after an edit": [],
      "playwright embed": ["brotli", "chromium", "nginx", "openssl"],
    });
  });

  it("gives every step a budget (tools/test/budgets.ts), and the e2e lane's with .ci/run's setup fit the total", () => {
    const names = ["typecheck", "lint", "jest", ...e2eStages.flatMap((stage) => stage.steps.map((step) => step.name))];
    expect(names.filter((name) => stepBudgets[name] === undefined)).toEqual([]);
    expect(Object.keys(stepBudgets).filter((name) => !names.includes(name))).toEqual([]);
    const e2e = e2eStages.flatMap((stage) => stage.steps).reduce((sum, step) => sum + stepBudgets[step.name], 0);
    const staticLane = stepBudgets.typecheck + stepBudgets.lint + stepBudgets.jest;
    const setup = Object.values(setupBudgets).reduce((sum, seconds) => sum + seconds, 0);
    expect(setup + Math.max(e2e, staticLane)).toBeLessThanOrEqual(TOTAL_BUDGET);
  });
});

describe("npm test with no browser", () => {
  it("stops before building anything, and names the browser and how to get it", async () => {
    // A process group of its own, so that a run that goes on to build is stopped whole.
    const run = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["tools/test/run.ts", "--only=e2e"], {
      cwd: root,
      env: { ...process.env, CHROMIUM_PATH: path.join(root, "no-such-browser", "chrome") },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    run.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    run.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      // A safety net, not a measure: a run that went on to build is stopped whole (and fails below, killed).
      const limit = setTimeout(() => {
        if (run.pid) process.kill(-run.pid, "SIGKILL");
      }, 60_000);
      run.on("close", (exitCode) => {
        clearTimeout(limit);
        resolve(exitCode);
      });
    });
    expect(code).toBe(1);
    expect(output).toContain("Chromium");
    expect(output).toContain("apt-get install chromium");
    expect(output).toContain("npx playwright install chromium");
    expect(output).not.toContain(">>> e2e: build");
  }, 70_000);
});
