/*
 * `npm run build`: `gatsby build`, its output shown as usual and also kept in build.log (the last build's,
 * not committed), so that a test can read what a person running the build reads (e2e/build-log.spec.ts).
 * The exit code is Gatsby's. Arguments are passed on to `gatsby build`.
 */
import { spawn } from "child_process";
import fs from "fs";

const BUILD_LOG = "build.log";

const log = fs.createWriteStream(BUILD_LOG);
// Node 22 and later warn that `punycode` is deprecated (a dependency of Gatsby's renderer still loads it);
// Gatsby prints a worker's warning as "ERROR UNKNOWN", which reads as a failed build. Only that one is hidden.
const nodeOptions = [process.env.NODE_OPTIONS, "--disable-warning=DEP0040"].filter(Boolean).join(" ");
const gatsby = spawn("gatsby", ["build", ...process.argv.slice(2)], {
  stdio: ["inherit", "pipe", "pipe"],
  env: { ...process.env, NODE_OPTIONS: nodeOptions },
});
gatsby.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  log.write(chunk);
});
gatsby.stderr.on("data", (chunk) => {
  process.stderr.write(chunk);
  log.write(chunk);
});
gatsby.on("error", (error) => {
  process.stderr.write(`Could not start gatsby build: ${error.message}\n`);
  process.exitCode = 1;
});
gatsby.on("close", (code, signal) => {
  log.end(() => {
    process.exitCode = code ?? (signal ? 1 : process.exitCode);
  });
});
