/*
 * Build benchmark (not a test): `npm run bench -- --builds [--scales=1,10,40] [--runs=1]`. For each scale it
 * writes the sectors copied that many times, each copy with its own picture (tools/perf/scale-content.mjs), to a
 * temporary data folder (DATA_DIR), then times in this checkout a cold build (after `gatsby clean`), a warm build
 * with nothing changed and a warm build after a one-field edit; `--runs` repeats the two warm builds. It records
 * the wall time, Gatsby's own time ("Done building in"), the pages rendered, the compressed copies written, the CMS modules compiled and the
 * peak memory of the build's processes, and writes bench/results/builds.json and bench/results/builds.md (each
 * build's log: bench-builds-x10-edit-1.log and so on in the temporary folder). BENCH_OUT=dir writes the results there.
 * public/ and .cache then hold the last scaled build: `npm run clean` or build again before other work.
 */
import { execFileSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { editOneField, scaleData } from "./scale-content.mjs";
import { measuredRun } from "./processTree.mjs";

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const outDir = path.resolve(process.env.BENCH_OUT ?? path.join(root, "bench", "results"));
const scales = option("scales", "1,10,40").split(",").map(Number);
const runs = Number(option("runs", "1"));

/** Each build's output goes to the temporary folder, named by scale and kind, for reading afterwards. */
async function build(dataDir, name) {
  const env = { ...process.env, DATA_DIR: dataDir, GATSBY_TELEMETRY_DISABLED: "1", NODE_OPTIONS: "--disable-warning=DEP0040" };
  const logFile = path.join(os.tmpdir(), `bench-builds-${name}.log`);
  const { code, seconds, peakMb, log } = await measuredRun("npx", ["gatsby", "build"], { cwd: root, env, logFile });
  if (code !== 0) throw new Error(`gatsby build failed (${code}); log in ${logFile}`);
  const rendered = log.match(/Building static HTML for pages - [\d.]+s - (\d+)\/\d+/);
  const copies = log.match(/Compressed copies for nginx: (\d+) of (\d+)|Wrote \.gz and \.br copies of (\d+)/);
  const cms = log.match(/CMS at \/admin\/ compiled in [\d.]+ s \((\d+) of (\d+) modules built/);
  return {
    wall: seconds,
    gatsby: Number(log.match(/Done building in ([\d.]+) sec/)?.[1] ?? NaN),
    peakMb,
    pages: Number(log.match(/SitePage nodes: (\d+)/)?.[1] ?? NaN),
    rendered: rendered ? Number(rendered[1]) : 0,
    copiesWritten: copies ? Number(copies[1] ?? copies[3]) : null,
    cmsModulesBuilt: cms ? Number(cms[1]) : null,
    unsafeBuiltin: /Unsafe builtin/.test(log),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = (samples, key) => {
  const values = samples.map((s) => s[key]);
  const text = values.length > 1 ? `${median(values).toFixed(1)} (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})` : values[0].toFixed(1);
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), text };
};

const loadBefore = os.loadavg();
const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
const results = [];
for (const times of scales) {
  const dataDir = path.join(os.tmpdir(), `bench-builds-data-x${times}`);
  scaleData(path.join(root, "data"), dataDir, times);
  execFileSync("npx", ["gatsby", "clean"], { cwd: root, stdio: "ignore", env: { ...process.env, DATA_DIR: dataDir } });
  process.stdout.write(`x${times}: cold build…\n`);
  const cold = await build(dataDir, `x${times}-cold`);
  const warm = [];
  const edit = [];
  for (let run = 0; run < runs; run += 1) {
    process.stdout.write(`x${times}: warm build ${run + 1}, then a one-field edit…\n`);
    warm.push(await build(dataDir, `x${times}-warm-${run + 1}`));
    editOneField(dataDir);
    edit.push(await build(dataDir, `x${times}-edit-${run + 1}`));
  }
  results.push({ times, pages: cold.pages, cold, warm, edit });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const rows = results.map(({ times, pages, cold, warm, edit }) => {
  const all = [cold, ...warm, ...edit];
  return (
    `| ${times}x | ${pages} | ${cold.wall.toFixed(1)} (${cold.gatsby.toFixed(1)}) | ${summary(warm, "wall").text} (${summary(warm, "gatsby").text}) | ` +
    `${summary(edit, "wall").text} (${summary(edit, "gatsby").text}) | ${median(edit.map((e) => e.rendered))} | ${median(edit.map((e) => e.copiesWritten ?? 0))} of ${cold.copiesWritten ?? "?"} | ` +
    `${edit.every((e) => e.cmsModulesBuilt === null) ? "–" : median(edit.map((e) => e.cmsModulesBuilt ?? 0))} | ` +
    `${Math.max(...all.map((s) => s.peakMb))} | ${all.some((s) => s.unsafeBuiltin) ? "yes" : "no"} |`
  );
});
const markdown = [
  `# Build benchmark ${new Date().toISOString().slice(0, 10)} at ${commit}`,
  "",
  `\`npm run bench -- --builds --scales=${scales.join(",")} --runs=${runs}\` on ${os.cpus().length} cores (load average ${loadBefore.map((l) => l.toFixed(1)).join(", ")} at the start, ${os.loadavg().map((l) => l.toFixed(1)).join(", ")} at the end).`,
  "Seconds of wall time, Gatsby's own \"Done building\" time in brackets; with several runs, the median and the range.",
  "",
  "| content | pages | cold s | warm, no change s | warm, one-field edit s | pages rendered after the edit | compressed copies written after the edit | CMS modules compiled after the edit | peak memory MB | Unsafe builtin warning |",
  "|---|---|---|---|---|---|---|---|---|---|",
  ...rows,
].join("\n");
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "builds.json"), JSON.stringify({ date: new Date().toISOString(), commit, runs, loadavgBefore: loadBefore, loadavg: os.loadavg(), results }, null, 2));
fs.writeFileSync(path.join(outDir, "builds.md"), `${markdown}\n`);
process.stdout.write(`\n${markdown}\n`);
