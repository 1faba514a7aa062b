/*
 * `npm test`: every check the project has, each step timed, and at the end a table of where the time went
 * (steps, then every Playwright file by project), also kept in test-timings/.
 *
 * Lanes run side by side. A Gatsby build keeps about one of this machine's two cores busy, so the static
 * checks (typecheck, lint, jest) run beside the builds instead of before them: typecheck and lint beside the
 * default build, jest beside the warm builds of the form providers. The default browser tests keep both cores
 * busy on their own, and jest beside them (two workers) made both slower (measured: jest 374 s there, about
 * 100 s alone). After them, the form providers' Netlify and Supabase stages run in a third lane, in a copy of the
 * checkout (steps.ts, Stage.beside), beside the rest of the e2e lane and jest: the steps after the default browser
 * tests are builds and small spec runs, about one core each, and one lane left the other core half idle. Each lane
 * stops at its first failure (a spec is not run against a build that failed); the others go on, and the exit code
 * is 1 if any step failed.
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
import { createHash } from "crypto";
import fs from "fs";
import os from "os";
import path from "path";
import { setupBudget, stepBudgets, TOTAL_BUDGET } from "./budgets";
import { preflight, preflightMessage } from "./preflight";
import { copyBeside, e2eStages, type Step } from "./steps";

const root = path.resolve(__dirname, "../..");
const timingsDir = path.join(root, "test-timings");
/**
 * The copy of this checkout the stages beside the others run in (steps.ts, Stage.beside), outside it: named after
 * this checkout's path and ports, so two checkouts (or two runs on other ports) never share one. Removed when
 * every step there has passed; kept after a failure, for its test-results/.
 */
const besideDir = path.join(
  os.tmpdir(),
  `${path.basename(root)}-beside-${createHash("sha256").update(`${root}:${process.env.E2E_PORT ?? ""}`).digest("hex").slice(0, 8)}`,
);

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
  private readonly passes = new Set<string>();

  constructor(names: readonly string[]) {
    for (const name of names) this.ends.set(name, new Promise<void>((resolve) => this.reach.set(name, resolve)));
  }

  /** Resolves when the step has ended, run or not (its lane stopped before it); at once for a step this run does not have. */
  ended(name: string | undefined): Promise<void> {
    return (name !== undefined && this.ends.get(name)) || Promise.resolve();
  }

  reached(name: string, passed: boolean): void {
    if (passed) this.passes.add(name);
    this.reach.get(name)?.();
  }

  /** Whether the step ran and passed. */
  passed(name: string): boolean {
    return this.passes.has(name);
  }
}

/**
 * Runs one step in `cwd`; a lane whose output would interleave with another's is kept and printed when the step
 * ends. Playwright's timings go to this checkout's test-timings/ wherever the step runs (e2e/timingReporter.ts).
 */
function run(step: Step, buffered: boolean, cwd: string): Promise<boolean> {
  return new Promise((resolve) => {
    const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", E2E_TIMINGS_DIR: timingsDir, ...step.env };
    const child = spawn(step.command, step.args, { cwd, env, stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const where = cwd === root ? "" : ` in ${cwd}`;
      if (buffered) process.stdout.write(`\n----- ${step.name}${where} (exit ${code}) -----\n${Buffer.concat(output).toString("utf8")}----- end of ${step.name} -----\n`);
      resolve(code === 0);
    });
    child.on("error", (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve(false);
    });
  });
}

/**
 * Runs `steps` in order, in `cwd`, each after its `after` step in another lane. `from`: a step of another lane
 * this lane works on (the copy it runs in), which must have passed for this lane to run at all.
 */
async function lane(name: string, steps: Step[], buffered: boolean, outcomes: Outcome[], milestones: Milestones, cwd = root, from?: string): Promise<void> {
  let failed = false;
  if (from !== undefined) {
    await milestones.ended(from);
    failed = !milestones.passed(from);
    if (failed) process.stdout.write(`\n=== ${name}: not run, since "${from}" did not pass\n`);
  }
  for (const step of steps) {
    if (failed) {
      outcomes.push({ lane: name, name: step.name, seconds: 0, status: "not run" });
      milestones.reached(step.name, false);
      continue;
    }
    await milestones.ended(step.after);
    const started = Date.now();
    process.stdout.write(`\n>>> ${name}: ${step.name}\n`);
    const ok = await run(step, buffered, cwd);
    const seconds = (Date.now() - started) / 1000;
    outcomes.push({ lane: name, name: step.name, seconds, status: ok ? "passed" : "failed" });
    process.stdout.write(`<<< ${name}: ${step.name} ${ok ? "passed" : "FAILED"} in ${seconds.toFixed(0)} s\n`);
    milestones.reached(step.name, ok);
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
  const lines: string[] = ["", "Where the time went (seconds of wall-clock time / budget; the lanes run side by side):", ""];
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
  // The stages beside the others run in a copy when the default stage is in the run (its build is what they copy).
  const besideRuns = only !== "static" && stages.some((stage) => stage.name === "default") && stages.some((stage) => stage.beside);
  const copy = copyBeside(besideDir);
  const e2eSteps =
    only === "static"
      ? []
      : stages
          .filter((stage) => !besideRuns || !stage.beside)
          .flatMap((stage) => stage.steps)
          .flatMap((step) => (besideRuns && step.name === "playwright default" ? [step, copy] : [step]));
  const besideSteps = besideRuns ? stages.filter((stage) => stage.beside).flatMap((stage) => stage.steps) : [];
  const checked = preflight([...(only === "e2e" ? [] : staticSteps), ...e2eSteps, ...besideSteps].flatMap((step) => step.needs ?? []));
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
  const laneSteps = { static: only === "e2e" ? [] : staticSteps, e2e: only === "static" ? [] : e2eSteps, beside: besideSteps };
  // Every step of the run is reached once, run or not, so a step waiting for another lane's never waits for good.
  const milestones = new Milestones([...laneSteps.static, ...laneSteps.e2e, ...laneSteps.beside].map((step) => step.name));
  await Promise.all([
    lane("static", laneSteps.static, only !== "static", outcomes, milestones),
    lane("e2e", laneSteps.e2e, false, outcomes, milestones),
    besideRuns ? lane("beside", laneSteps.beside, true, outcomes, milestones, besideDir, copy.name) : Promise.resolve(),
  ]);
  if (besideRuns) {
    const besideOutcomes = outcomes.filter((outcome) => outcome.lane === "beside");
    if (besideOutcomes.every((outcome) => outcome.status === "passed")) fs.rmSync(besideDir, { recursive: true, force: true });
    else if (fs.existsSync(besideDir)) process.stdout.write(`\nThe stages beside ran in ${besideDir}: their screenshots and traces are in its test-results/.\n`);
  }
  const report = table(outcomes, (Date.now() - started) / 1000);
  fs.writeFileSync(path.join(timingsDir, "summary.txt"), report);
  process.stdout.write(report);
  const failed = outcomes.filter((outcome) => outcome.status === "failed");
  if (failed.length > 0) process.stdout.write(`\nFailed: ${failed.map((outcome) => outcome.name).join(", ")}\n`);
  process.exitCode = failed.length > 0 ? 1 : 0;
}

void main();
