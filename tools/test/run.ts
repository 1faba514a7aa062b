/*
 * `npm test`: every check the project has, each step timed, and at the end a table of where the time went
 * (steps, then every Playwright file by project), also kept in test-timings/.
 *
 * Two lanes run side by side. A Gatsby build keeps about one of this machine's two cores busy, so the static
 * checks (typecheck, lint, jest) run beside the builds instead of before them: typecheck and lint beside the
 * default build, jest beside the warm builds of the form providers. The default browser tests keep both cores
 * busy on their own, and jest beside them (two workers) made both slower (measured: jest 374 s there, about
 * 100 s alone). Each lane stops at its first failure (a spec is not run against a build that failed); the other
 * lane goes on, and the exit code is 1 if any step failed.
 *
 *   npm test                      everything
 *   npm test -- --only=static     typecheck, lint and jest
 *   npm test -- --only=e2e        the builds and the browser tests
 *   npm test -- --stage=netlify   one build and its specs (tools/test/steps.ts names the stages)
 *
 * Before anything runs, the programs the chosen steps need are looked for (preflight.ts): if one is missing,
 * it stops at once and says what it is and how to get it.
 */
import { spawn } from "child_process";
import fs from "fs";
import path from "path";
import { setupBudget, stepBudgets, TOTAL_BUDGET } from "./budgets";
import { preflight, preflightMessage } from "./preflight";
import { e2eStages, type Step } from "./steps";

const root = path.resolve(__dirname, "../..");
const timingsDir = path.join(root, "test-timings");

interface Outcome {
  lane: string;
  name: string;
  seconds: number;
  status: "passed" | "failed" | "not run";
}

const staticSteps: Step[] = [
  { name: "typecheck", command: "npx", args: ["tsc", "-b"] },
  { name: "lint", command: "npx", args: ["eslint", "."] },
  // The flood limits' concurrency test starts a PostgreSQL server of its own (a stop under CI, a skip elsewhere).
  // Once the default browser tests are over (or the e2e lane has stopped), when the e2e lane runs too.
  { name: "jest", command: "npx", args: ["jest", "--ci"], needs: ["postgres"], after: "webkit + firefox default" },
];

/** The end of each step of the run, which a step of the other lane may wait for (Step.after). */
class Milestones {
  private readonly reach = new Map<string, () => void>();
  private readonly ends = new Map<string, Promise<void>>();

  constructor(names: readonly string[]) {
    for (const name of names) this.ends.set(name, new Promise<void>((resolve) => this.reach.set(name, resolve)));
  }

  /** Resolves when the step has ended, run or not (its lane stopped before it); at once for a step this run does not have. */
  ended(name: string | undefined): Promise<void> {
    return (name !== undefined && this.ends.get(name)) || Promise.resolve();
  }

  reached(name: string): void {
    this.reach.get(name)?.();
  }
}

/** Runs one step; a lane whose output would interleave with the other's is kept and printed when the step ends. */
function run(step: Step, buffered: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...step.env };
    const child = spawn(step.command, step.args, { cwd: root, env, stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      if (buffered) process.stdout.write(`\n----- ${step.name} (exit ${code}) -----\n${Buffer.concat(output).toString("utf8")}----- end of ${step.name} -----\n`);
      resolve(code === 0);
    });
    child.on("error", (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve(false);
    });
  });
}

async function lane(name: string, steps: Step[], buffered: boolean, outcomes: Outcome[], milestones: Milestones): Promise<void> {
  let failed = false;
  for (const step of steps) {
    if (failed) {
      outcomes.push({ lane: name, name: step.name, seconds: 0, status: "not run" });
      milestones.reached(step.name);
      continue;
    }
    await milestones.ended(step.after);
    const started = Date.now();
    process.stdout.write(`\n>>> ${name}: ${step.name}\n`);
    const ok = await run(step, buffered);
    const seconds = (Date.now() - started) / 1000;
    outcomes.push({ lane: name, name: step.name, seconds, status: ok ? "passed" : "failed" });
    process.stdout.write(`<<< ${name}: ${step.name} ${ok ? "passed" : "FAILED"} in ${seconds.toFixed(0)} s\n`);
    milestones.reached(step.name);
    failed = !ok;
  }
}

interface FileTiming {
  file: string;
  project: string;
  ms: number;
  tests: number;
  skipped: number;
}

const pad = (text: string, width: number): string => (text.length >= width ? text : text + " ".repeat(width - text.length));
const padLeft = (text: string, width: number): string => (text.length >= width ? text : " ".repeat(width - text.length) + text);

/** "  12 /   30" and OVER when a step took longer than its budget (budgets.ts); a step with none is marked so. */
function againstBudget(seconds: number, budget: number | undefined): string {
  if (budget === undefined) return `${padLeft(seconds.toFixed(0), 5)} /     -  no budget`;
  return `${padLeft(seconds.toFixed(0), 5)} / ${padLeft(String(budget), 5)}${seconds > budget ? "  OVER" : ""}`;
}

/**
 * The table printed at the end and kept in test-timings/summary.txt: setup steps of .ci/run (test-timings/setup.tsv)
 * and this run's steps, each against its budget (tools/test/budgets.ts), the total against TOTAL_BUDGET, then each
 * Playwright file.
 */
function table(outcomes: Outcome[], totalSeconds: number): string {
  const lines: string[] = ["", "Where the time went (seconds of wall-clock time / budget; the two lanes run side by side):", ""];
  const setupFile = path.join(timingsDir, "setup.tsv");
  const setup = fs.existsSync(setupFile)
    ? fs
        .readFileSync(setupFile, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => line.split("\t"))
    : [];
  for (const [name, seconds] of setup) lines.push(`  ${pad(".ci/run", 8)} ${pad(name, 56)} ${againstBudget(Number(seconds), setupBudget(name))}`);
  for (const outcome of outcomes) {
    const status = outcome.status === "passed" ? "" : `  ${outcome.status}`;
    lines.push(`  ${pad(outcome.lane, 8)} ${pad(outcome.name, 56)} ${againstBudget(outcome.seconds, stepBudgets[outcome.name])}${status}`);
  }
  const setupSeconds = setup.reduce((sum, [, seconds]) => sum + Number(seconds), 0);
  lines.push(`  ${pad("", 8)} ${pad("npm test in all", 56)} ${padLeft(totalSeconds.toFixed(0), 5)}`);
  // With .ci/run's setup when it ran first (setup.tsv); npm test alone has no setup to add.
  lines.push(`  ${pad("", 8)} ${pad(setup.length > 0 ? "in all, with .ci/run's setup" : "in all", 56)} ${againstBudget(setupSeconds + totalSeconds, TOTAL_BUDGET)}`);
  const stageFiles = fs.existsSync(timingsDir) ? fs.readdirSync(timingsDir).filter((file) => file.endsWith(".json") && !file.endsWith(".tests.json")) : [];
  if (stageFiles.length > 0) {
    lines.push("", "Playwright files (seconds of test time, summed over both workers and any retry; tests run / skipped):", "");
    for (const stageFile of stageFiles.sort()) {
      const stage = JSON.parse(fs.readFileSync(path.join(timingsDir, stageFile), "utf8")) as { stage: string; wallMs: number; files: FileTiming[] };
      lines.push(`  stage ${stage.stage}: ${(stage.wallMs / 1000).toFixed(0)} s of wall-clock time`);
      for (const file of stage.files) {
        lines.push(`    ${pad(file.file, 34)} ${pad(file.project, 8)} ${padLeft((file.ms / 1000).toFixed(0), 5)}  ${file.tests} / ${file.skipped}`);
      }
    }
  }
  return `${lines.join("\n")}\n`;
}

async function main(): Promise<void> {
  const option = (name: string): string | undefined => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const stageName = option("stage");
  const only = stageName ? "e2e" : option("only");
  const stages = e2eStages.filter((stage) => !stageName || stage.name === stageName);
  if (stages.length === 0) throw new Error(`No stage "${stageName}": the stages are ${e2eStages.map((stage) => stage.name).join(", ")}`);
  const e2eSteps = only === "static" ? [] : stages.flatMap((stage) => stage.steps);
  const checked = preflight([...(only === "e2e" ? [] : staticSteps), ...e2eSteps].flatMap((step) => step.needs ?? []));
  if (checked.missing.length > 0 || checked.notices.length > 0) process.stdout.write(preflightMessage(checked));
  if (checked.missing.length > 0) {
    process.exitCode = 1;
    return;
  }
  // Playwright's reporter writes one file per stage here; .ci/run's setup.tsv is kept.
  fs.mkdirSync(timingsDir, { recursive: true });
  for (const file of fs.readdirSync(timingsDir)) if (file.endsWith(".json")) fs.rmSync(path.join(timingsDir, file));
  const started = Date.now();
  const outcomes: Outcome[] = [];
  const laneSteps = { static: only === "e2e" ? [] : staticSteps, e2e: only === "static" ? [] : e2eSteps };
  // Every step of the run is reached once, run or not, so a step waiting for another lane's never waits for good.
  const milestones = new Milestones([...laneSteps.static, ...laneSteps.e2e].map((step) => step.name));
  await Promise.all([lane("static", laneSteps.static, only !== "static", outcomes, milestones), lane("e2e", laneSteps.e2e, false, outcomes, milestones)]);
  const report = table(outcomes, (Date.now() - started) / 1000);
  fs.writeFileSync(path.join(timingsDir, "summary.txt"), report);
  process.stdout.write(report);
  const failed = outcomes.filter((outcome) => outcome.status === "failed");
  if (failed.length > 0) process.stdout.write(`\nFailed: ${failed.map((outcome) => outcome.name).join(", ")}\n`);
  process.exitCode = failed.length > 0 ? 1 : 0;
}

void main();
