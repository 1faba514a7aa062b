/*
 * `npm run suite-result -- <summary.txt>`: the whole suite's time in a fresh clone becomes a result,
 * bench/results/suite.md, and the README's quote of it follows (__tests__/docs/figures.test.ts holds both). Run it
 * here after `.ci/run` in a fresh clone, with the summary that run wrote:
 *   git clone . /tmp/ci-check && (cd /tmp/ci-check && CI=true bash .ci/run)
 *   npm run suite-result -- /tmp/ci-check/test-timings/summary.txt
 * It refuses a run with a failed step, and `npm test` alone (no .ci/run setup in the table): neither is the suite's time.
 */
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";

export const RESULT = "bench/results/suite.md";
/** The result's row, and the README's link to it (GitHub's anchor of the row's first cell). */
export const MEASURE = "suite in a fresh clone, s";
export const README_LINK = /\[[\d,]+ s\]\(bench\/results\/suite\.md#suite-in-a-fresh-clone-s\)/;

export interface SuiteTime {
  seconds: number;
  budget: number;
}

/** The total of tools/test/run.ts's table (test-timings/summary.txt), with .ci/run's setup, and its budget. */
export function readSummary(summary: string): SuiteTime {
  const failed = /^[ \t]+\S+[ \t]+(.+?)[ \t]+\d+ \/[ \t]+(?:\d+|-)[^\n]*?[ \t](failed|not run)$/m.exec(summary);
  if (failed) throw new Error(`the run's step "${failed[1]}" ${failed[2]}: only a run that passed is the suite's time.`);
  const total = /^\s+in all, with \.ci\/run's setup\s+(\d+) \/\s+(\d+)/m.exec(summary);
  if (!total) throw new Error("the summary has no total with .ci/run's setup: it is `npm test` alone, not `.ci/run` in a fresh clone.");
  return { seconds: Number(total[1]), budget: Number(total[2]) };
}

/** bench/results/suite.md for a run at `commit` on `date`. */
export function resultFile({ seconds, budget }: SuiteTime, commit: string, date: string): string {
  return [
    "# The whole suite in a fresh clone",
    "",
    "`CI=true bash .ci/run` in a fresh clone on the 2-core machine the budget is for: `npm ci`, then `npm test`. Written by",
    "`npm run suite-result` (tools/test/suiteResult.ts) from that run's `test-timings/summary.txt`, which says where the",
    "time went, step by step; the README quotes the latest.",
    "",
    "| measure | budget | latest |",
    "| --- | --- | --- |",
    `| ${MEASURE} | ${budget} | ${seconds} |`,
    "",
    `Latest: commit ${commit}, ${date}.`,
    "",
  ].join("\n");
}

function main(): void {
  const summaryFile = process.argv[2];
  if (!summaryFile) throw new Error("name the summary of a fresh clone's .ci/run: npm run suite-result -- /tmp/ci-check/test-timings/summary.txt");
  const time = readSummary(fs.readFileSync(summaryFile, "utf8"));
  const clone = path.resolve(path.dirname(summaryFile), "..");
  const commit = execFileSync("git", ["-C", clone, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  const date = new Date().toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const root = path.resolve(__dirname, "../..");
  const readmeFile = path.join(root, "README.md");
  const readme = fs.readFileSync(readmeFile, "utf8");
  if (!README_LINK.test(readme)) throw new Error(`README.md no longer links the suite's time to ${RESULT}: restore the link, then run this again.`);
  fs.writeFileSync(path.join(root, RESULT), resultFile(time, commit, date));
  fs.writeFileSync(readmeFile, readme.replace(README_LINK, (link) => link.replace(/^\[[\d,]+ s\]/, `[${time.seconds.toLocaleString("en-GB")} s]`)));
  process.stdout.write(`${RESULT}: ${time.seconds} s of ${time.budget} s at ${commit}${time.seconds > time.budget ? " (OVER the budget)" : ""}; README.md quotes it.\n`);
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    process.stderr.write(`suite-result: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
