import fs from "fs";
import path from "path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Adds up how long each spec file took in each project (every attempt, retries included) and writes it to
 * test-timings/<stage>.json (Playwright empties test-results/ at each run), where tools/test/run.ts reads it for the suite's timing table.
 * The stage is E2E_STAGE (set by the test runner), "playwright" otherwise.
 */
export default class TimingReporter implements Reporter {
  private readonly files = new Map<string, { file: string; project: string; ms: number; tests: number; skipped: number }>();
  private readonly tests: { test: string; project: string; worker: number; startMs: number; ms: number; status: string }[] = [];
  private started = Date.now();

  onBegin(): void {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    const project = test.parent.project()?.name ?? "";
    const key = `${file}\t${project}`;
    const entry = this.files.get(key) ?? { file, project, ms: 0, tests: 0, skipped: 0 };
    entry.ms += result.duration;
    if (result.retry === 0) {
      if (result.status === "skipped") entry.skipped += 1;
      else entry.tests += 1;
    }
    this.files.set(key, entry);
    if (result.status !== "skipped") {
      const name = `${file}:${test.location.line} ${test.titlePath().slice(3).join(" › ")}`;
      this.tests.push({ test: name, project, worker: result.parallelIndex, startMs: result.startTime.getTime() - this.started, ms: result.duration, status: result.status });
    }
  }

  onEnd(result: FullResult): void {
    const dir = path.resolve("test-timings");
    fs.mkdirSync(dir, { recursive: true });
    const stage = process.env.E2E_STAGE ?? "playwright";
    const files = [...this.files.values()].sort((a, b) => b.ms - a.ms);
    fs.writeFileSync(path.join(dir, `${stage}.json`), JSON.stringify({ stage, status: result.status, wallMs: Date.now() - this.started, files }, null, 2));
    // Each test run, in the order they started: which worker, when, how long (for reading where a stage's time went).
    const tests = [...this.tests].sort((a, b) => a.startMs - b.startMs);
    fs.writeFileSync(path.join(dir, `${stage}.tests.json`), JSON.stringify(tests, null, 1));
  }
}
