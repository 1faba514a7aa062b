/*
 * A throw-away PostgreSQL server (Debian's, or POSTGRES_BIN's) for tests that need several connections at
 * once, which PGlite (one connection) cannot give: initdb in a temporary folder, listening on a Unix socket
 * there only (no TCP port to collide with anything), stopped and removed at the end. As root (CI), the
 * server runs as the `postgres` user, since PostgreSQL refuses to run as root.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { Client } from "pg";

export interface PostgresServer {
  /** The folder holding the server's socket: pg's `host`. */
  socketDir: string;
  /** A new connection, as the superuser `postgres` (who runs the migrations here). */
  connect(database?: string): Promise<Client>;
  /** Creates a database and runs each SQL file in it, each in one transaction, as Supabase applies migrations. */
  createDatabase(name: string, files: { file: string; sql: string }[]): Promise<void>;
  stop(): Promise<void>;
}

const isRoot = (): boolean => process.getuid?.() === 0;

/** Runs a server program as the user who may run it: `postgres` when we are root, else ourselves. */
function asServerUser(program: string, args: string[]): { command: string; args: string[] } {
  return isRoot() ? { command: "runuser", args: ["-u", "postgres", "--", program, ...args] } : { command: program, args };
}

export async function startPostgresServer(binDir: string): Promise<PostgresServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "postgres-test-"));
  const data = path.join(dir, "data");
  if (isRoot()) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    fs.chownSync(dir, uid, gid);
  }
  const initdb = asServerUser(path.join(binDir, "initdb"), ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-locale", "--no-sync"]);
  const made = spawnSync(initdb.command, initdb.args, { encoding: "utf8" });
  if (made.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed (${made.error?.message ?? `exit ${made.status}`}): ${made.stderr}`);
  }

  // Durability is not under test: without fsync the server starts and commits faster.
  const serverArgs = ["-D", data, "-k", dir, "-c", "listen_addresses=", "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off", "-c", "max_connections=60"];
  const started = asServerUser(path.join(binDir, "postgres"), serverArgs);
  const server: ChildProcess = spawn(started.command, started.args, { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  server.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));

  const connect = async (database = "postgres"): Promise<Client> => {
    const client = new Client({ host: dir, user: "postgres", database });
    await client.connect();
    return client;
  };

  const stop = async (): Promise<void> => {
    if (server.exitCode === null) {
      // A fast shutdown (SIGINT) ends every connection; runuser passes the signal on.
      const ctl = asServerUser(path.join(binDir, "pg_ctl"), ["-D", data, "stop", "-m", "fast", "-w"]);
      spawnSync(ctl.command, ctl.args, { encoding: "utf8" });
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
      clearTimeout(timer);
      if (server.exitCode === null) server.kill("SIGKILL");
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  // Ready when a connection succeeds: a few seconds, more on a busy machine.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`postgres ended at start (exit ${server.exitCode}): ${log}`);
    }
    try {
      const probe = await connect();
      await probe.end();
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`postgres did not accept a connection within 60 s: ${error instanceof Error ? error.message : String(error)}\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    socketDir: dir,
    connect,
    async createDatabase(name, files) {
      const admin = await connect();
      try {
        await admin.query(`create database "${name.replace(/"/g, '""')}"`);
      } finally {
        await admin.end();
      }
      const client = await connect(name);
      try {
        for (const { file, sql } of files) {
          try {
            await client.query("begin");
            await client.query(sql);
            await client.query("commit");
          } catch (error) {
            await client.query("rollback").catch(() => undefined);
            throw new Error(`${file} failed in database ${name}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      } finally {
        await client.end();
      }
    },
    stop,
  };
}
