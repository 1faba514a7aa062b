import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { nginxCspIncludePath } from "../../src/node/deployArtefacts";
import { nginxRedirectsIncludePath } from "../../src/node/redirectFiles";

export interface NginxServer {
  binary: string;
  args: string[];
  /** The private directory holding the generated configuration, logs and pid file. */
  prefix: string;
  /** Whether the brotli filter module is installed, and so loaded with deploy/brotli.conf. */
  brotli: boolean;
  /** Whether the brotli static module is installed and loaded with deploy/brotli-static.conf (the build's .br copies are sent). */
  brotliStatic: boolean;
}

/** The committed server block with this checkout's paths and a local port in place of production's. */
export function localSiteConf(committed: string, rootDir: string, port: number, { precompressed = true }: { precompressed?: boolean } = {}): string {
  if (/\s/.test(rootDir)) throw new Error(`nginx paths here cannot contain spaces: ${rootDir}`);
  const listens = committed.match(/^\s*listen 80;$/gm) ?? [];
  if (listens.length !== 1) throw new Error(`deploy/nginx.conf should have one "listen 80;" line, found ${listens.length}.`);
  if (!committed.includes("/srv/beltwright/public;")) throw new Error(`deploy/nginx.conf no longer serves /srv/beltwright/public.`);
  const staticLines = committed.match(/^\s*gzip_static on;$/gm) ?? [];
  if (staticLines.length !== 1) throw new Error(`deploy/nginx.conf should have one "gzip_static on;" line, found ${staticLines.length}.`);
  const local = committed.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`).replaceAll("/srv/beltwright/", `${rootDir}/`);
  return precompressed ? local : local.replace(/^(\s*)gzip_static on;$/m, "$1gzip_static off;");
}

function buildOption(configureArgs: string, name: string, fallback: string): string {
  return new RegExp(`--${name}=(\\S+)`).exec(configureArgs)?.[1] ?? fallback;
}

export interface NginxInstall {
  binary: string;
  /** Where the distribution keeps mime.types. */
  confDir: string;
  /** The brotli filter module, when the package providing it is installed. */
  brotliModule?: string;
  /** The brotli static module (Debian's libnginx-mod-http-brotli-static), when installed. */
  brotliStaticModule?: string;
}

/** The nginx on this machine and what it was built with (`nginx -V`). */
export function nginxInstall(): NginxInstall {
  const binary = process.env.NGINX_BIN ?? (fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");
  const version = spawnSync(binary, ["-V"], { encoding: "utf8" });
  if (version.error || version.status !== 0) {
    throw new Error(`Cannot run ${binary}: install Debian's nginx-light (apt-get install nginx-light).`);
  }
  const configureArgs = version.stderr;
  const confDir = path.dirname(buildOption(configureArgs, "conf-path", "/etc/nginx/nginx.conf"));
  const modulesDir = buildOption(configureArgs, "modules-path", "/usr/lib/nginx/modules");
  const brotliModule = path.join(modulesDir, "ngx_http_brotli_filter_module.so");
  const brotliStaticModule = path.join(modulesDir, "ngx_http_brotli_static_module.so");
  return {
    binary,
    confDir,
    ...(fs.existsSync(brotliModule) ? { brotliModule } : {}),
    ...(fs.existsSync(brotliStaticModule) ? { brotliStaticModule } : {}),
  };
}

/**
 * nginx started as root hands requests to workers running as "nobody", which
 * may not be allowed into the checkout (a home directory, a CI workspace).
 * Locally the workers can run as whoever owns the checkout instead.
 */
function workerUser(rootDir: string): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const owner = fs.statSync(rootDir).uid;
  const passwd = fs.existsSync("/etc/passwd") ? fs.readFileSync("/etc/passwd", "utf8") : "";
  return passwd
    .split("\n")
    .map((line) => line.split(":"))
    .find((fields) => Number(fields[2]) === owner)?.[0];
}

/**
 * Writes an nginx configuration around deploy/nginx.conf into a private
 * prefix and returns how to start it in the foreground. `precompressed:
 * false` ignores the build's .gz and .br copies and compresses every
 * response on the fly, as the site was served before it had them (the
 * benchmark's baseline).
 */
export function nginxServer({ rootDir, port, precompressed = true }: { rootDir: string; port: number; precompressed?: boolean }): NginxServer {
  for (const include of [nginxCspIncludePath(rootDir), nginxRedirectsIncludePath(rootDir)]) {
    if (!fs.existsSync(include)) throw new Error(`${path.relative(rootDir, include)} is missing: run \`npm run build\` first.`);
  }
  const { binary, confDir, brotliModule, brotliStaticModule } = nginxInstall();
  const brotli = brotliModule !== undefined;
  const brotliStatic = precompressed && brotliStaticModule !== undefined;

  const prefix = path.join(os.tmpdir(), `beltwright-nginx-${port}`);
  fs.rmSync(prefix, { recursive: true, force: true });
  fs.mkdirSync(path.join(prefix, "temp"), { recursive: true });
  const committed = fs.readFileSync(path.join(rootDir, "deploy", "nginx.conf"), "utf8");
  fs.writeFileSync(path.join(prefix, "site.conf"), localSiteConf(committed, rootDir, port, { precompressed }));
  const user = workerUser(rootDir);
  const main = [
    "daemon off;",
    ...(user ? [`user ${user};`] : []),
    "worker_processes 1;",
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    ...(brotli ? [`load_module ${brotliModule};`] : []),
    ...(brotliStatic ? [`load_module ${brotliStaticModule};`] : []),
    "events { worker_connections 256; }",
    "http {",
    `  include ${confDir}/mime.types;`,
    "  default_type application/octet-stream;",
    "  sendfile on;",
    "  access_log off;",
    "  log_not_found off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${prefix}/temp/${kind};`),
    ...(brotli ? [`  include ${rootDir}/deploy/brotli.conf;`] : []),
    ...(brotliStatic ? [`  include ${rootDir}/deploy/brotli-static.conf;`] : []),
    `  include ${prefix}/site.conf;`,
    "}",
    "",
  ].join("\n");
  fs.writeFileSync(path.join(prefix, "nginx.conf"), main);
  return { binary, args: ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", path.join(prefix, "error.log")], prefix, brotli, brotliStatic };
}
