import { defineConfig, devices } from "@playwright/test";
import { e2ePort as port, nginxOrigin, nginxPort } from "./e2e/servers";
import { findChromium, findChromiumShell } from "./tools/test/programs";

const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/**
 * Chromium itself, headless: from CHROMIUM_PATH, else Debian's, else Playwright's own (`npx playwright install
 * chromium`). With none of them, Playwright's own error names the path it tried (npm test names them all first).
 * For a spec that needs what only the browser has: the GitHub sign-in's window, which hands the token back to
 * the CMS's page (e2e/cms-deployed.spec.ts).
 */
export const fullChromium = { executablePath: findChromium().path ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless=new", ...chromiumArgs] };

/**
 * End-to-end tests against the built site (run `npm run build` first; `npm test` does), in Chromium's headless
 * shell where the machine has it (tools/test/programs.ts), as Playwright runs headless Chromium itself: the same
 * specs took 144 s there against 259 s in the whole browser (quality, first-paint and home, measured side by
 * side), the CPU being what the default stage waits for. Else in Chromium itself.
 */
export default defineConfig({
  // The tests' TypeScript project: tsconfig.json also references the browser's, whose "sharp" is a stand-in.
  tsconfig: "./tsconfig.tests.json",
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  // Two, as many as the machine has cores; the default stage takes a third (tools/test/steps.ts), since its CMS
  // specs wait on their backends and left a sixth of the CPU idle with two (measured in .ci/run: 84 % busy).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A retry is a failure (docs/testing.md): none is made, and under CI a test that passed only on a retry (`--retries` given by hand) fails the run.
  retries: 0,
  failOnFlakyTests: !!process.env.CI,
  reporter: [["list"], ["./e2e/timingReporter.ts"]],
  timeout: 30_000,
  // How long an assertion waits for the state it expects. A wait for a state ends as soon as the state is there,
  // so a longer one costs a passing test nothing; Playwright's 5 s is a clock a busy machine runs over (the CMS's
  // refused save took longer to be told, under 6x CPU throttling, than 5 s: cms-safety.spec failed there, issue 60).
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: "only-on-failure",
    launchOptions: ((shell) => (shell ? { executablePath: shell, args: chromiumArgs } : fullChromium))(findChromiumShell().path),
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1366, height: 900 } } },
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, browserName: "chromium" } },
  ],
  webServer: [
    {
      command: `npx gatsby serve --port ${port} --host 127.0.0.1`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { GATSBY_TELEMETRY_DISABLED: "1" },
    },
    {
      // The production-like server for e2e/deploy.spec.ts. Always started afresh: nginx reads the
      // build's Content-Security-Policy only when it starts.
      command: "npx tsx tools/serve/serve-nginx.ts",
      url: `${nginxOrigin}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { NGINX_PORT: String(nginxPort) },
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
  ],
});
