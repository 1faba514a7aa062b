/*
 * Builds the site from a copy of data/ whose forms.json names another provider, through DATA_DIR,
 * so a test can check a build configured in the data files without editing the repository's:
 *   tsx e2e/buildFromDataCopy.ts embed
 * The copy lives in the temp directory and is removed afterwards; public/ holds the build.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { providerChoices } from "../src/lib/forms/provider";

const provider = process.argv[2] ?? "";
if (!(providerChoices as readonly string[]).includes(provider)) {
  process.stderr.write(`Usage: tsx e2e/buildFromDataCopy.ts <${providerChoices.join("|")}>\n`);
  process.exit(2);
}

const rootDir = path.resolve(__dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "beltwright-data-"));
try {
  fs.cpSync(path.join(rootDir, "data"), dataDir, { recursive: true });
  const formsFile = path.join(dataDir, "forms.json");
  const forms = JSON.parse(fs.readFileSync(formsFile, "utf8")) as Record<string, unknown>;
  fs.writeFileSync(formsFile, JSON.stringify({ ...forms, provider }, null, 2));
  // The provider must come from the copied forms.json alone.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, GATSBY_TELEMETRY_DISABLED: "1" };
  delete env.GATSBY_FORMS_PROVIDER;
  process.stdout.write(`Building with DATA_DIR=${dataDir} (forms.json provider "${provider}")\n`);
  const build = spawnSync("npx", ["gatsby", "build"], { cwd: rootDir, env, stdio: "inherit" });
  process.exitCode = build.status ?? 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
