/*
 * Builds the site from a copy of data/ whose forms.json names another provider, through DATA_DIR,
 * so a test can check a build configured in the data files without editing the repository's:
 *   tsx e2e/buildFromDataCopy.ts embed [--then-edit]
 * The copy's redirects.json also holds moved pages and a retired address (e2e/movedPages.ts), for e2e/redirects.spec.ts.
 * With --then-edit it then changes one text of one page in the copy, as an editor would, and builds again
 * on the first build's cache; what that second build did is written to build-incremental.json for
 * e2e/incremental-build.spec.ts. The copy lives in the temp directory and is removed afterwards; public/
 * holds the (last) build.
 *
 * Run after the default build, on its warm cache: the CMS's compilation too, which the edit must not start again
 * (the spec reads its log line).
 */
import { spawn } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { providerChoices } from "../src/lib/forms/provider";
import { editOneField } from "../tools/perf/scale-content.mjs";
import { INCREMENTAL_REPORT, type IncrementalReport } from "./incrementalReport";
import { movedPages } from "./movedPages";

const provider = process.argv[2] ?? "";
const thenEdit = process.argv.includes("--then-edit");
if (!(providerChoices as readonly string[]).includes(provider)) {
  process.stderr.write(`Usage: tsx e2e/buildFromDataCopy.ts <${providerChoices.join("|")}> [--then-edit]\n`);
  process.exit(2);
}

const rootDir = path.resolve(__dirname, "..");

/** `npm run build` (which keeps its log in build.log) with the data from `dataDir`; resolves to its exit code. */
function build(dataDir: string): Promise<number> {
  // The provider must come from the copied forms.json alone.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, GATSBY_TELEMETRY_DISABLED: "1" };
  delete env.GATSBY_FORMS_PROVIDER;
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "build"], { cwd: rootDir, env, stdio: "inherit" });
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "beltwright-data-"));
  try {
    fs.cpSync(path.join(rootDir, "data"), dataDir, { recursive: true });
    const formsFile = path.join(dataDir, "forms.json");
    const forms = JSON.parse(fs.readFileSync(formsFile, "utf8")) as Record<string, unknown>;
    fs.writeFileSync(formsFile, JSON.stringify({ ...forms, provider }, null, 2));
    fs.writeFileSync(path.join(dataDir, "redirects.json"), JSON.stringify(movedPages, null, 2));
    process.stdout.write(`Building with DATA_DIR=${dataDir} (forms.json provider "${provider}")\n`);
    fs.rmSync(path.join(rootDir, INCREMENTAL_REPORT), { force: true });
    const first = await build(dataDir);
    if (first !== 0 || !thenEdit) return first;

    const edit = editOneField(dataDir);
    process.stdout.write(`Building again after one edit, on ${edit.page}\n`);
    const adminBefore = fs.readdirSync(path.join(rootDir, "public", "admin")).sort();
    const startedMs = Date.now();
    const second = await build(dataDir);
    const report: IncrementalReport = { ...edit, startedMs, adminBefore, log: fs.readFileSync(path.join(rootDir, "build.log"), "utf8") };
    fs.writeFileSync(path.join(rootDir, INCREMENTAL_REPORT), JSON.stringify(report, null, 2));
    return second;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then((code) => (process.exitCode = code));
