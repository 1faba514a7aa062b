/*
 * What the benches share: a build served as `npm run serve` serves it (gatsby serve, compressing as it sends), or as
 * production serves it (nginx with deploy/nginx.conf, as `npm run serve:nginx`), and the port the build's CMS looks
 * for decap-server on.
 */
import { spawn } from "child_process";
import fs from "fs";
import path from "path";
import { tsImport } from "tsx/esm/api";

/**
 * `gatsby serve` for the build in `cwd` on 127.0.0.1:`port`, once it answers `/` (within a minute). Its own process
 * group, so that `process.kill(-server.pid)` stops it with its children.
 */
export async function startGatsbyServe({ cwd, port, env = process.env }) {
  const server = spawn("npx", ["gatsby", "serve", "--port", String(port), "--host", "127.0.0.1"], { cwd, env: { ...env, GATSBY_TELEMETRY_DISABLED: "1" }, stdio: "ignore", detached: true });
  const exited = new Promise((resolve) => server.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(undefined), 500))]);
    if (code !== undefined) throw new Error(`gatsby serve stopped (exit code ${code}) before it answered on port ${port}: is the port taken, or the build missing?`);
  }
  process.kill(-server.pid);
  throw new Error(`gatsby serve did not answer on port ${port} within a minute.`);
}

/**
 * nginx with deploy/nginx.conf (tools/serve/nginxServer.ts, as `npm run serve:nginx`) serving `rootDir`/public on
 * 127.0.0.1:`port`, once it answers `/` (within 30 s). `rootDir` holds public/ and deploy/ (with the build's
 * deploy/generated/), as a checkout does. Returns the process; `process.kill(-server.pid)` stops it.
 */
export async function startNginx({ rootDir, port }) {
  const { nginxServer } = await tsImport("../serve/nginxServer.ts", import.meta.url);
  const nginx = nginxServer({ rootDir, port });
  const server = spawn(nginx.binary, nginx.args, { stdio: "ignore", detached: true });
  const exited = new Promise((resolve) => server.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(undefined), 250))]);
    if (code !== undefined) throw new Error(`nginx stopped (exit code ${code}) before it answered on port ${port}: see ${nginx.prefix}/error.log.`);
  }
  process.kill(-server.pid);
  throw new Error(`nginx did not answer on port ${port} within 30 s (${nginx.prefix}/error.log).`);
}

/**
 * The port the CMS in `publicDir` looks for its local backend on: the generated configuration's, compiled into its
 * scripts (not Decap's own default, localhost:8081, which its code carries too). null when the build has no CMS.
 */
export function builtLocalBackendPort(publicDir) {
  const admin = path.join(publicDir, "admin");
  if (!fs.existsSync(admin)) return null;
  for (const name of fs.readdirSync(admin, { recursive: true }).filter((file) => String(file).endsWith(".js"))) {
    const found = /local_backend:\{url:"http:\/\/localhost:(\d+)\/api\/v1"/.exec(fs.readFileSync(path.join(admin, String(name)), "utf8"));
    if (found) return Number(found[1]);
  }
  return null;
}
