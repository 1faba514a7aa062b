import { fork, type ChildProcess } from "child_process";
import fs from "fs";
import path from "path";

/** One SQL statement with parameters, or a script of statements without. */
export interface Step {
  sql: string;
  params?: unknown[];
}

export interface Request {
  id: number;
  steps: Step[];
  /** Undo everything the steps did (a test that changes grants leaves no trace). */
  rollback?: boolean;
}

export interface DatabaseFailure {
  message: string;
  code?: string;
  constraint?: string;
  column?: string;
  detail?: string;
  hint?: string;
}

export type Reply = { ready: true } | { id: number; results: unknown[][] } | { id: number; error: DatabaseFailure };

/** An error the database raised, with its SQLSTATE code and the constraint or column it names. */
export class DatabaseError extends Error {
  readonly code?: string;
  readonly constraint?: string;
  readonly column?: string;
  readonly hint?: string;

  constructor(failure: DatabaseFailure) {
    super(failure.message);
    this.name = "DatabaseError";
    this.code = failure.code;
    this.constraint = failure.constraint;
    this.column = failure.column;
    this.hint = failure.hint;
  }
}

/**
 * Who runs a statement: Supabase's two API roles, service_role (Storage's own writes, the dashboard, a
 * server's service key), or the owner that ran the migrations.
 */
export type Role = "anon" | "authenticated" | "service_role" | "owner";

export interface Postgres {
  /** Runs the steps in one transaction as `role` and returns each step's rows. */
  transaction(role: Role, steps: Step[], options?: { rollback?: boolean }): Promise<unknown[][]>;
  /** Runs one statement in its own transaction as `role` and returns its rows. */
  query<T = Record<string, unknown>>(role: Role, sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

const repo = path.join(__dirname, "..", "..", "..");
/** What a new Supabase project already has that the migrations rely on: its roles, and the storage schema. */
export const fixtureFiles = (): string[] => ["supabase-provides.sql", "supabase-storage.sql"].map((name) => path.join(__dirname, "..", "fixtures", name));
/** The migrations as committed, in the order Supabase applies them (by file name). */
export const migrationFiles = (): string[] =>
  fs
    .readdirSync(path.join(repo, "supabase", "migrations"))
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => path.join(repo, "supabase", "migrations", name));

/**
 * Starts PostgreSQL (PGlite, in a child process) and prepares it as a new Supabase
 * project would be: the fixture creates what Supabase provides, then each migration
 * runs unchanged, as the owner, in its own transaction.
 */
export async function startPostgres({ migrations = migrationFiles() }: { migrations?: string[] } = {}): Promise<Postgres> {
  const child: ChildProcess = fork(path.join(__dirname, "postgresProcess.ts"), [], {
    execArgv: ["--import", "tsx"],
    serialization: "advanced",
    stdio: ["ignore", "inherit", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));

  const pending = new Map<number, { resolve: (results: unknown[][]) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let exited: Error | null = null;

  await new Promise<void>((resolve, reject) => {
    child.on("message", (reply: Reply) => {
      if ("ready" in reply) return resolve();
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if ("error" in reply) waiting?.reject(new DatabaseError(reply.error));
      else waiting?.resolve(reply.results);
    });
    child.on("exit", (code) => {
      exited = new Error(`the PGlite process ended (exit code ${code})${stderr ? `: ${stderr}` : ""}`);
      reject(exited);
      for (const waiting of pending.values()) waiting.reject(exited);
      pending.clear();
    });
  });

  const transaction: Postgres["transaction"] = (role, steps, options = {}) => {
    if (exited) return Promise.reject(exited);
    const id = nextId++;
    const all = role === "owner" ? steps : [{ sql: `set local role ${role}` }, ...steps];
    return new Promise<unknown[][]>((resolve, reject) => {
      pending.set(id, { resolve: (results) => resolve(role === "owner" ? results : results.slice(1)), reject });
      const request: Request = { id, steps: all, rollback: options.rollback };
      child.send(request);
    });
  };

  const db: Postgres = {
    transaction,
    query: async <T>(role: Role, sql: string, params?: unknown[]) => (await transaction(role, [{ sql, params }]))[0] as T[],
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once("exit", () => resolve());
        child.disconnect();
      }),
  };

  const setup = [...fixtureFiles(), ...migrations];
  for (const file of setup) {
    try {
      await db.transaction("owner", [{ sql: fs.readFileSync(file, "utf8") }]);
    } catch (error) {
      await db.stop();
      throw new Error(`${path.relative(repo, file)} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return db;
}
