/*
 * Local editing with no account: `npm run cms` starts Decap's local backend
 * (decap-server, which reads and writes the files of this working copy, with the
 * media listing of tools/content/localBackend.ts in front of it) and
 * the development site, whose /admin/ is the CMS. Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from "child_process";
import path from "path";
import { readBuildSettings } from "../../src/node/settings";

const root = path.resolve(__dirname, "..", "..");
const { cms: settings, problems } = readBuildSettings(process.env, root);
if (!settings) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
const port = settings.localBackendPort;
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

const children: ChildProcess[] = [];
let stopping = false;

function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}

function start(name: string, command: string, args: string[], childEnv: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, { cwd: root, env: childEnv, stdio: "inherit" });
  children.push(child);
  child.on("exit", (code, signal) => {
    if (!stopping) console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the other one too.`);
    stopAll(code ?? 1);
  });
}

// Listens on this machine only. It accepts changes from any page open in your browser while it runs: stop it when you have finished editing.
start("decap-server", process.execPath, ["--import", "tsx", path.join(__dirname, "localBackend.ts")], {
  ...env,
  PORT: String(port),
  BIND_HOST: "127.0.0.1",
  MODE: "fs",
  GIT_REPO_DIRECTORY: root,
  LOG_LEVEL: "warn",
});
const extra = process.argv.slice(2);
start("gatsby develop", process.execPath, [require.resolve("gatsby/cli"), "develop", ...extra], env);
const portArg = extra.findIndex((arg) => arg === "--port" || arg === "-p");
const sitePort = portArg >= 0 ? extra[portArg + 1] : "8000";

console.log(
  [
    "",
    `The CMS's local backend writes to ${path.join(root, "data")} (decap-server on port ${port}).`,
    `When the site has started, open http://localhost:${sitePort}/admin/ and press Login (no account needed).`,
    "Your changes are files in this working copy: check them with `git diff`, then commit them.",
    "",
  ].join("\n"),
);

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
