/**
 * What each step of `.ci/run` may take, in seconds of wall-clock time on the 2-core machine CI runs on, so that the
 * whole run fits TOTAL_BUDGET (issue 42). The two lanes of `npm test` run side by side (run.ts), so the total is
 * .ci/run's setup, then the longer lane; the e2e lane is the longer one, and its budgets with the setup's add up to
 * the total. A step over its budget is marked OVER in test-timings/summary.txt: a figure to look into, not a failure
 * (a busy machine is slower, and must still pass).
 */
export const TOTAL_BUDGET = 900;

/** .ci/run's own steps (test-timings/setup.tsv), with the packages already installed, as on CI's image. */
export const setupBudgets: Record<string, number> = {
  "apt packages": 5,
  node: 5,
  "npm ci": 60,
};

/** Each step of tools/test/run.ts and tools/test/steps.ts, by name. */
export const stepBudgets: Record<string, number> = {
  // The static lane, beside the builds.
  typecheck: 25,
  lint: 30,
  jest: 180,
  // The e2e lane. The default build is the one cold build (every picture, the CMS's compile: 56 s on a quiet
  // machine, beside jest here); the others are warm (measured 12-33 s). What is left goes to the default browser tests.
  "build (default)": 90,
  "playwright default": 465,
  "webkit + firefox default": 50,
  "build the CMS's new sector, and read it": 25,
  "build (netlify forms)": 25,
  "playwright netlify": 45,
  "webkit + firefox netlify": 15,
  "build (supabase forms)": 30,
  "playwright supabase": 20,
  "build (embed forms, from data), then again after an edit": 45,
  "playwright embed": 20,
};

/** A setup step's budget: "node 24.11.1" is node's. */
export const setupBudget = (name: string): number | undefined => setupBudgets[name] ?? setupBudgets[name.split(" ")[0]];
