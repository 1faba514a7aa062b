/**
 * Serves the built site with nginx and deploy/nginx.conf, as production does:
 * `npm run serve:nginx` (port NGINX_PORT, default 9100, on 127.0.0.1 only).
 * The end-to-end tests start it the same way. nginx runs in the foreground
 * from a private prefix under the temp directory; no system service or port
 * 80 is involved. Debian's nginx (nginx-light) is expected on the PATH.
 */
import { spawn } from "child_process";
import { nginxServer } from "./nginxServer";

const port = Number(process.env.NGINX_PORT ?? 9100);
const server = nginxServer({ rootDir: process.cwd(), port });

const child = spawn(server.binary, server.args, { stdio: "inherit" });
const brotli = server.brotliStatic ? "(with brotli, and the build's .br copies) " : server.brotli ? "(with brotli) " : "";
console.log(`nginx ${brotli}serving public/ on http://127.0.0.1:${port}/ (config in ${server.prefix})`);

// nginx stops quickly on SIGTERM; this process ends when it has.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill("SIGTERM"));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
