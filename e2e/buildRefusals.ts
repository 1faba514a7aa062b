/*
 * Real builds that must refuse an editor's change, each from a copy of data/ (DATA_DIR), with what they printed
 * and how they ended written to build-refusals.json for e2e/build-refusals.spec.ts:
 *   tsx e2e/buildRefusals.ts
 * - a moved page sent to a page that does not exist;
 * - a page deleted since the site was last published, with no redirect: the copy's list of published addresses
 *   (src/node/publishedAddresses.ts, this checkout's deploy/generated/) is written first, as its last build would
 *   have, and this checkout's list is put back as it was afterwards.
 * Both stop in Gatsby's bootstrap, before any bundle is built; public/ and .cache keep the last real build.
 */
import { spawn } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { recordFile, recordPublishedAddresses } from "../src/node/publishedAddresses";
import { BUILD_REFUSALS, type BuildRefusal } from "./buildRefusalsReport";

const rootDir = path.resolve(__dirname, "..");

function build(dataDir: string): Promise<number> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, GATSBY_TELEMETRY_DISABLED: "1" };
  delete env.NETLIFY;
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "build"], { cwd: rootDir, env, stdio: "inherit" });
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code ?? 1));
  });
}

async function refusal(name: string, prepare: (dataDir: string) => void): Promise<BuildRefusal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "beltwright-data-"));
  const place = { rootDir, onNetlify: false };
  const before = fs.existsSync(recordFile(place)) ? fs.readFileSync(recordFile(place), "utf8") : undefined;
  try {
    fs.cpSync(path.join(rootDir, "data"), dataDir, { recursive: true });
    prepare(dataDir);
    process.stdout.write(`Building "${name}" with DATA_DIR=${dataDir}: it should be refused\n`);
    const code = await build(dataDir);
    return { name, code, log: fs.readFileSync(path.join(rootDir, "build.log"), "utf8") };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (before === undefined) fs.rmSync(recordFile(place), { force: true });
    else fs.writeFileSync(recordFile(place), before);
  }
}

async function main(): Promise<void> {
  fs.rmSync(path.join(rootDir, BUILD_REFUSALS), { force: true });
  const refusals = [
    await refusal("redirect to a missing page", (dataDir) => {
      fs.writeFileSync(path.join(dataDir, "redirects.json"), JSON.stringify({ redirects: [{ from: "/sectors/aircraft/", to: "/sectors/hovercraft/" }], retired: [] }, null, 2));
    }),
    await refusal("page deleted without a redirect", (dataDir) => {
      recordPublishedAddresses({ rootDir, onNetlify: false }, dataDir, null);
      // A page no other page links to: the data check would report a link to it first.
      fs.rmSync(path.join(dataDir, "sectors", "rollercoasters.json"));
    }),
  ];
  fs.writeFileSync(path.join(rootDir, BUILD_REFUSALS), JSON.stringify(refusals, null, 2));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
