import { defineConfig } from "@playwright/test";
import { e2ePort as port } from "./e2e/servers";

/**
 * The key journeys in WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver) and Firefox (firefox-esr over
 * WebDriver BiDi), against the built site (`npm run test:engines`; docs/testing.md). Playwright Test is the
 * runner; the browsers are Debian's, driven by e2e/engines/, or where those are not installed Playwright's own
 * builds (`npx playwright install webkit firefox`), driven by Playwright. One project, one worker and one
 * browser session per engine.
 */
export default defineConfig({
  // The tests' TypeScript project: tsconfig.json also references the browser's, whose "sharp" is a stand-in.
  tsconfig: "./tsconfig.tests.json",
  testDir: "e2e/engines",
  testMatch: "*.journey.ts",
  outputDir: "test-results/engines",
  fullyParallel: false,
  workers: 2,
  // A retry is a failure (docs/testing.md): none is made, and under CI a test that passed only on a retry (`--retries` given by hand) fails the run.
  retries: 0,
  failOnFlakyTests: !!process.env.CI,
  reporter: [["list"], ["./e2e/timingReporter.ts"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker per engine: the two engines run side by side, each in one session.
  projects: [
    { name: "webkit", workers: 1 },
    { name: "firefox", workers: 1 },
  ],
  webServer: {
    command: `npx gatsby serve --port ${port} --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { GATSBY_TELEMETRY_DISABLED: "1" },
  },
});
