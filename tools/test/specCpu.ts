/*
 * `npm run suite-cpu -- [spec files]`: what each browser spec costs the machine, in CPU-seconds, so that the suite's
 * time can be cut where the work is. The default stage keeps both cores busy (vmstat: no idle time), so a spec that
 * waits costs the others nothing and one that works costs them all; the wall-clock times in test-timings/ do not
 * tell the two apart. Each spec runs alone (two workers, against the build in public/), and the machine's busy time
 * is read from /proc/stat before and after, so the servers Playwright starts and Chromium's processes all count. A
 * run with no spec but build-log.spec.ts gives the fixed cost of starting the servers, taken off each figure. Run it
 * on an otherwise quiet machine. Linux only (/proc/stat).
 */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";

const root = path.resolve(__dirname, "../..");

/** The machine's busy time so far, in seconds (user, nice, system, irq, softirq). */
function busySeconds(): number {
  const [, ...fields] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq] = fields.map(Number);
  return (user + nice + system + irq + softirq) / 100;
}

function measure(spec: string): { cpu: number; wall: number; ok: boolean } {
  const busy = busySeconds();
  const started = Date.now();
  const run = spawnSync("npx", ["playwright", "test", spec, "--reporter=dot"], { cwd: root, env: { ...process.env, E2E_STAGE: "suite-cpu" }, stdio: "ignore" });
  return { cpu: busySeconds() - busy, wall: (Date.now() - started) / 1000, ok: run.status === 0 };
}

const given = process.argv.slice(2);
const specs = given.length > 0 ? given : fs.readdirSync(path.join(root, "e2e")).filter((file) => file.endsWith(".spec.ts")).map((file) => `e2e/${file}`);
const fixed = measure("e2e/build-log.spec.ts").cpu;
const rows = specs
  .filter((spec) => spec !== "e2e/build-log.spec.ts")
  .map((spec) => {
    const { cpu, wall, ok } = measure(spec);
    process.stdout.write(`${spec}: ${(cpu - fixed).toFixed(0)} CPU-s, ${wall.toFixed(0)} s${ok ? "" : " (FAILED: its CPU is not the whole spec's)"}\n`);
    return { spec, cpu: cpu - fixed, wall, ok };
  })
  .sort((a, b) => b.cpu - a.cpu);
const total = rows.reduce((sum, row) => sum + row.cpu, 0);
process.stdout.write(`\nCPU-seconds per spec, both projects, less ${fixed.toFixed(0)} s of starting the servers (a core gives one a second):\n\n`);
for (const row of rows) process.stdout.write(`  ${row.spec.padEnd(34)} ${row.cpu.toFixed(0).padStart(5)}  ${((100 * row.cpu) / total).toFixed(0).padStart(3)} %${row.ok ? "" : "  failed"}\n`);
process.stdout.write(`  ${"in all".padEnd(34)} ${total.toFixed(0).padStart(5)}\n`);
