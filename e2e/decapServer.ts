import { execFileSync, spawn, type ChildProcess } from "child_process";
import fs from "fs";
import net from "net";
import os from "os";
import path from "path";
import { expect, test, type Route } from "@playwright/test";

/**
 * Decap's local backend (decap-server) for the CMS tests, on a temporary copy of the repository's data so that
 * the working copy is never changed. "fs" mode writes the files as they are saved; "git" mode (the editorial
 * workflow) keeps them in a temporary git repository, a draft on a branch of its own.
 */
export interface DecapServer {
  /** The port it listens on, at 127.0.0.1. */
  port: number;
  /** The folder that holds data/ (and, in git mode, the repository). */
  repo: string;
  /** A JSON file under data/ as the server last wrote it (`sectors/aviation.json`); throws if missing or unreadable. */
  readJson(file: string): Record<string, unknown>;
  /** The same, or undefined while it is missing or half written: for polling until a save lands. */
  writtenJson(file: string): Record<string, unknown> | undefined;
  /** Writes a JSON file under data/ as a colleague's publish would (fs mode): the server reads it from then on. */
  writeJson(file: string, data: Record<string, unknown>): void;
  /** Resolves once the server has exited and freed its port: a retry starts its own on the same one. */
  stop(): Promise<void>;
}

/**
 * The CMS specs that start a decap-server, each block of tests with a server of its own (one server per block
 * and worker: its beforeAll starts it, its afterAll stops it before the worker takes other tests).
 */
const BACKEND_USERS = ["cms", "cms-workflow", "cms-pictures", "cms-phone", "cms-phone drafts", "cms-start", "cms-safety", "cms-safety phone", "cms-picture-field", "cms-picture-field phone", "cms-a11y"] as const;

/**
 * The port of `user`'s decap-server in this worker: after the port the CMS was built with (which no spec listens
 * on: `npm run cms`, the WebKit journey and the review screenshots use it), one for each user and worker, so that
 * no two servers share one, whichever specs, projects and repeats two workers run side by side (`--repeat-each`
 * runs copies of one spec at once). The page's requests for the built port are sent to it (`forward`).
 * TEST_PARALLEL_INDEX is the worker's place among those running at once (Playwright sets it in each worker).
 */
export function backendPort(builtPort: number, user: (typeof BACKEND_USERS)[number]): number {
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  return builtPort + 1 + worker * BACKEND_USERS.length + BACKEND_USERS.indexOf(user);
}

/**
 * Sends a request the page made to the port the CMS was built with on to decap-server on `port`: the browser
 * makes it there itself, as it would have made it (no copy of the request or its answer through the test, which
 * made each request slower, seconds on a busy machine), except to a git-mode server, whose requests the test queues
 * (gitTurns, below). A request the page gave up on meanwhile is no failure.
 */
export async function forward(route: Route, port: number): Promise<void> {
  try {
    const turn = gitTurns.get(port);
    if (!turn) return await route.continue({ url: `http://127.0.0.1:${port}/api/v1` });
    // One request at a time to a git-mode server, each waiting here as long as it takes.
    // A connection of its own for each (`connection: close`): reusing one that decap-server has just closed as idle
    // (Node's 5 s keep-alive) read ECONNRESET in a fresh clone's run (cms-phone.spec's drag).
    const headers = { ...route.request().headers(), connection: "close" };
    const mine = turn.then(async () => route.fulfill({ response: await route.fetch({ url: `http://127.0.0.1:${port}/api/v1`, headers }) }));
    gitTurns.set(port, mine.catch(() => undefined));
    await mine;
  } catch (error) {
    if (!/disposed|closed|Test ended/i.test(String(error))) throw error;
  }
}

/**
 * The requests to each git-mode server, one after another. decap-server's git mode runs one request at a time and
 * fails one that waited over 3 s for its turn (a Mutex with a 3 s timeout: 500 "Unknown error", logged "Request timed
 * out"): on a slow machine a save queued behind the media listing and the deploy-preview check failed so, and the
 * editor was left on "Loading entry..." (cms-phone.spec under E2E_CPU_THROTTLE=4, issue 60). Queued here instead,
 * a request reaches the server when it is free. The file mode has no such lock.
 */
const gitTurns = new Map<number, Promise<unknown>>();

/** Whether something listens on 127.0.0.1:`port`. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

/**
 * Whether a JPEG the server writes is whole: decap-server writes an entry's file first and its pictures after it
 * (localFs persistEntry), so a picture can be found half written. A JPEG ends with its end-of-image marker, FF D9.
 */
export function jpegWhole(file: string): boolean {
  return fs.existsSync(file) && fs.readFileSync(file).subarray(-2).equals(Buffer.from([0xff, 0xd9]));
}

const GIT_IDENTITY = { name: "Test", email: "test@example.invalid" };

/**
 * Starts decap-server on `port` over a fresh copy of data/, once the port is free; resolves when it listens. It
 * says so itself, over a channel: another server that took the port meanwhile (a second run of the same spec, on
 * another checkout built with the same port) fails this start with its note, and is never taken for this one.
 */
export async function startDecapServer(root: string, { port, mode, portNote }: { port: number; mode: "fs" | "git"; portNote: string }): Promise<DecapServer> {
  const taken = `port ${port} is taken: ${portNote}`;
  expect(await portOpen(port), taken).toBe(false);
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), `decap-${mode}-`));
  if (mode === "git") gitTurns.set(port, Promise.resolve());
  else gitTurns.delete(port);
  fs.cpSync(path.join(root, "data"), path.join(repo, "data"), { recursive: true });
  const gitEnv = {
    GIT_AUTHOR_NAME: GIT_IDENTITY.name,
    GIT_AUTHOR_EMAIL: GIT_IDENTITY.email,
    GIT_COMMITTER_NAME: GIT_IDENTITY.name,
    GIT_COMMITTER_EMAIL: GIT_IDENTITY.email,
  };
  if (mode === "git") {
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, env: { ...process.env, ...gitEnv }, stdio: "ignore" });
    git("init", "--quiet", "--initial-branch=main");
    git("add", "data");
    git("commit", "--quiet", "-m", "Data");
  }
  // With the site's media listing in front (tools/content/localBackend.ts), as `npm run cms` starts it. The channel
  // carries its word that it listens, and stops it should this process end without stopping it.
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(root, "tools/content/localBackend.ts")], {
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: mode, GIT_REPO_DIRECTORY: repo, LOG_LEVEL: "error", ...(mode === "git" ? gitEnv : {}) },
    stdio: ["inherit", "inherit", "inherit", "ipc"],
  });
  // tsx compiles the server as it starts: over 15 s on a loaded machine. One that does not listen in time is
  // stopped, so that it does not hold the port against the next start (which then failed as "port is taken").
  // The hook that starts it is given the wait on top of its own time.
  test.info().setTimeout(test.info().timeout + 60_000);
  let timer: NodeJS.Timeout | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      server.on("message", (message) => message === "listening" && resolve());
      server.once("exit", (code) => void portOpen(port).then((open) => reject(new Error(`decap-server stopped before it listened (exit code ${code}): ${open ? taken : "see its output above"}`))));
      timer = setTimeout(() => reject(new Error(`decap-server did not listen on port ${port} within 60 s`)), 60_000);
    });
  } catch (error) {
    server.kill();
    fs.rmSync(repo, { recursive: true, force: true });
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const readJson = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(path.join(repo, "data", file), "utf8")) as Record<string, unknown>;
  return {
    port,
    repo,
    readJson,
    writtenJson: (file) => {
      try {
        return readJson(file);
      } catch {
        return undefined;
      }
    },
    writeJson: (file, data) => fs.writeFileSync(path.join(repo, "data", file), `${JSON.stringify(data, null, 2)}\n`),
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill();
        await exited;
      }
      fs.rmSync(repo, { recursive: true, force: true });
    },
  };
}

/**
 * One decap-server for the tests of a describe block, run one after the other in one worker: started in its
 * beforeAll (after `skipUnless`, which may skip the block) with `options()`, stopped in its afterAll. The server's
 * files are read through it; a read when the server did not start says so, not "cannot read property of undefined".
 */
export function decapServerForDescribe(root: string, options: () => { port: number; mode: "fs" | "git"; portNote: string }, skipUnless: () => void = () => undefined): Omit<DecapServer, "stop"> {
  test.describe.configure({ mode: "default" });
  let server: DecapServer | undefined;
  const started = (): DecapServer => {
    if (!server) throw new Error("decap-server did not start (see the hook's error)");
    return server;
  };
  test.beforeAll(async () => {
    skipUnless();
    server = await startDecapServer(root, options());
  });
  test.afterAll(() => server?.stop());
  return {
    get port() {
      return started().port;
    },
    get repo() {
      return started().repo;
    },
    readJson: (file) => started().readJson(file),
    writtenJson: (file) => started().writtenJson(file),
    writeJson: (file, data) => started().writeJson(file, data),
  };
}
