/*
 * PGlite (PostgreSQL compiled to WebAssembly) in a Node process of its own, driven by
 * postgres.ts over IPC. Jest's module sandbox cannot load PGlite: it imports Node
 * modules with import(), which jest allows only under --experimental-vm-modules.
 */
import fs from "fs";
import path from "path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import type { DatabaseFailure, Reply, Request } from "./postgres";

function failure(error: unknown): DatabaseFailure {
  if (!(error instanceof Error)) return { message: String(error) };
  // PGlite's errors carry the server's fields (SQLSTATE code, constraint, column).
  const fields = error as Error & Partial<Record<"code" | "constraint" | "column" | "detail" | "hint", string>>;
  return { message: error.message, code: fields.code, constraint: fields.constraint, column: fields.column, detail: fields.detail, hint: fields.hint };
}

async function runSteps(tx: Transaction, request: Request): Promise<unknown[][]> {
  const results: unknown[][] = [];
  for (const { sql, params } of request.steps) {
    // Parameters need the extended protocol (one statement); a script may hold several.
    if (params) results.push((await tx.query(sql, params)).rows);
    else results.push((await tx.exec(sql)).at(-1)?.rows ?? []);
  }
  if (request.rollback) await tx.rollback();
  return results;
}

const pglite = path.dirname(path.dirname(require.resolve("@electric-sql/pglite")));
const { version } = JSON.parse(fs.readFileSync(path.join(pglite, "package.json"), "utf8")) as { version: string };
/** A new cluster as PGlite's initdb makes it, the same for every start of this PGlite version. */
const initdbCopy = path.join(pglite, "..", "..", ".cache", "pglite", `initdb-${version}.tar`);

/**
 * An empty database. PGlite's initdb is most of a start (about 20 s of 27 on a busy machine); loading its result
 * takes a quarter of that, so the first start keeps a copy for the others (each test file starts its own).
 */
async function emptyDatabase(): Promise<PGlite> {
  if (fs.existsSync(initdbCopy)) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(initdbCopy)]) });
    } catch (error) {
      process.stderr.write(`PGlite did not load ${initdbCopy}, making a new cluster: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
  const db = await PGlite.create();
  await db.exec("checkpoint");
  const dump = Buffer.from(await (await db.dumpDataDir("none")).arrayBuffer());
  // Written aside, then renamed into place whole: a file starting at the same moment never reads half of it.
  fs.mkdirSync(path.dirname(initdbCopy), { recursive: true });
  const partial = `${initdbCopy}.${process.pid}`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, initdbCopy);
  return db;
}

async function main(): Promise<void> {
  const db = await emptyDatabase();
  const send = (reply: Reply): void => void process.send?.(reply);
  // One request at a time, each in its own transaction, as PostgREST runs each API call.
  let queue = Promise.resolve();
  process.on("message", (request: Request) => {
    queue = queue.then(async () => {
      try {
        send({ id: request.id, results: await db.transaction((tx) => runSteps(tx, request)) });
      } catch (error) {
        send({ id: request.id, error: failure(error) });
      }
    });
  });
  // The test process has gone (finished or crashed): nothing is left running.
  process.on("disconnect", () => void db.close().finally(() => process.exit(0)));
  send({ ready: true });
}

main().catch((error: unknown) => {
  process.stderr.write(`PGlite did not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
