/** @jest-environment node */
import { readSummary, resultFile } from "../../../tools/test/suiteResult";

/** The end of tools/test/run.ts's table, as test-timings/summary.txt keeps it. */
const summary = (lines: string[]): string => ["", "Where the time went (seconds of wall-clock time / budget; the two lanes run side by side):", "", ...lines, ""].join("\n");
const passed = [
  "  .ci/run  npm ci                                                      81 /    60  OVER",
  "  static   jest                                                       147 /   180",
  "  e2e      playwright default                                         392 /   465",
  "           npm test in all                                              700",
  "           in all, with .ci/run's setup                                 813 /   900",
];

describe("npm run suite-result", () => {
  it("takes the total with .ci/run's setup and its budget from a run that passed", () => {
    expect(readSummary(summary(passed))).toEqual({ seconds: 813, budget: 900 });
    expect(resultFile({ seconds: 813, budget: 900 }, "5767e9f", "29 November 2026")).toContain("| suite in a fresh clone, s | 900 | 813 |");
  });

  it("refuses a run with a failed step, and npm test alone", () => {
    expect(() => readSummary(summary([...passed.slice(0, 2), "  e2e      playwright default                                         392 /   465  failed", ...passed.slice(3)]))).toThrow(
      'the run\'s step "playwright default" failed',
    );
    expect(() => readSummary(summary(["  e2e      playwright default                                         392 /   465", "           in all                                                       700 /   900"]))).toThrow(
      "it is `npm test` alone",
    );
  });
});
