/*
 * Decap's local backend (decap-server, in the mode it is given), with one action of the site's own in front of
 * it (LIST_ACTION, src/cms/localBackendAction.ts): a media folder's files by name, size and id, without their contents.
 *
 * decap-server's own `getMedia` answers with every picture of the folder in base64, and Decap asks for it as it
 * opens an entry whose collection has a media folder of its own: 15 sector pictures, 1.2 MB, before a phone on a
 * slow connection can type (bench/results/cms.md). GitHub's backend lists the folder without the contents and
 * fetches each picture when it is shown; src/cms/localBackend.ts does the same against this action, and falls
 * back to `getMedia` when the server does not know it (decap-server started on its own, `npx decap-server`).
 *
 * The listing is served in file mode only: in git mode (the editorial workflow) decap-server reads media from a
 * draft's branch, so the answer there is null, and the CMS asks for `getMedia` as before.
 *
 *   tsx tools/content/localBackend.ts      with decap-server's own variables: PORT, BIND_HOST, MODE ("fs" or
 *                                          "git"), GIT_REPO_DIRECTORY, LOG_LEVEL, ORIGIN
 */
import crypto from "crypto";
import { promises as fs } from "fs";
import { createRequire } from "module";
import path from "path";
import { LIST_ACTION, type ListedFile } from "../../src/cms/localBackendAction";


/** Thrown for a folder outside the repository: refused as decap-server refuses such a path. */
export class OutsideRepository extends Error {}

/**
 * The files directly in `folder` (relative to `repoPath`), as decap-server's getMedia lists them but without
 * their contents: the same ids (sha256 of the bytes) and forward-slash paths relative to the repository. A
 * folder that does not exist has no files; one that resolves outside the repository (`..`, an absolute path, a
 * symbolic link out of it) is refused.
 */
export async function listMediaFolder(repoPath: string, folder: string): Promise<ListedFile[]> {
  if (typeof folder !== "string" || folder.includes("\0")) throw new OutsideRepository("The media folder must be a path inside the repository.");
  const root = await fs.realpath(path.resolve(repoPath));
  const wanted = path.resolve(root, folder);
  const inside = (candidate: string) => candidate === root || candidate.startsWith(root + path.sep);
  if (!inside(wanted)) throw new OutsideRepository(`The media folder "${folder}" is outside the repository.`);
  let resolved: string;
  try {
    resolved = await fs.realpath(wanted);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  if (!inside(resolved)) throw new OutsideRepository(`The media folder "${folder}" is outside the repository.`);
  const entries = await fs.readdir(resolved, { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).sort((a, b) => a.name.localeCompare(b.name));
  return Promise.all(
    files.map(async (entry) => {
      const full = path.join(resolved, entry.name);
      const bytes = await fs.readFile(full);
      return {
        id: crypto.createHash("sha256").update(bytes).digest("hex"),
        name: entry.name,
        path: path.relative(root, full).split(path.sep).join("/"),
        size: bytes.length,
      };
    }),
  );
}

export interface LocalBackendOptions {
  port: number;
  host?: string;
  mode: "fs" | "git";
  repo: string;
  logLevel?: string;
}

/** decap-server's own modules (express and cors are its dependencies, not the site's, and publish no types here). */
const fromDecapServer = createRequire(require.resolve("decap-server/package.json"));

type Handler = (request: { body?: unknown }, response: Reply, next: () => void) => void;
interface Reply {
  status(code: number): Reply;
  json(body: unknown): void;
}
interface Express {
  post(route: string, ...handlers: Handler[]): void;
  listen(port: number, host: string, ready: () => void): { close(done: () => void): void; on(event: "error", listener: (error: Error) => void): void };
}
interface ExpressModule {
  (): Express;
  json(options: { limit: string }): Handler;
}

/** Starts the server; resolves with a function that stops it once it listens. */
export async function startLocalBackend({ port, host = "127.0.0.1", mode, repo, logLevel = "error" }: LocalBackendOptions): Promise<() => Promise<void>> {
  const express = fromDecapServer("express") as ExpressModule;
  const cors = fromDecapServer("cors") as (options: { origin: string | RegExp }) => Handler;
  const middlewares = fromDecapServer("./dist/middlewares.js") as { registerLocalFs(app: Express, options: { logLevel: string }): Promise<void>; registerLocalGit(app: Express, options: { logLevel: string }): Promise<void> };
  // decap-server reads its repository from the environment as its middleware is registered.
  process.env.GIT_REPO_DIRECTORY = repo;
  const app = express();
  // The same origins and body limit as decap-server's own (its registerCommonMiddlewares).
  const origin = process.env.ORIGIN || /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;
  app.post("/api/v1", cors({ origin }), express.json({ limit: "50mb" }), (request, response, next) => {
    const body = request.body as { action?: unknown; params?: { mediaFolder?: unknown } } | undefined;
    if (body?.action !== LIST_ACTION) return next();
    // In git mode, null: "not listed here", and the CMS asks for getMedia, which decap-server reads from the branch.
    if (mode === "git") return response.json(null);
    listMediaFolder(repo, body.params?.mediaFolder as string).then(
      (files) => response.json(files),
      (error: Error) => response.status(error instanceof OutsideRepository ? 422 : 500).json({ error: error instanceof OutsideRepository ? error.message : "Unknown error" }),
    );
  });
  await (mode === "fs" ? middlewares.registerLocalFs : middlewares.registerLocalGit)(app, { logLevel });
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(() => new Promise((done) => server.close(() => done()))));
    server.on("error", reject);
  });
}

if (require.main === module) {
  // Stopped by a signal as decap-server is, whatever handlers the loader running this file (tsx) installs: a
  // test run once left one listening after its SIGTERM.
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(0));
  // Started over a channel, it stops when the process that started it goes, however that ended.
  if (process.send) process.on("disconnect", () => process.exit(0));
  const mode = process.env.MODE === "git" ? "git" : "fs";
  startLocalBackend({
    port: Number(process.env.PORT ?? 8081),
    host: process.env.BIND_HOST || "127.0.0.1",
    mode,
    repo: path.resolve(process.env.GIT_REPO_DIRECTORY || process.cwd()),
    logLevel: process.env.LOG_LEVEL || "info",
  }).then(
    () => {
      if (process.env.LOG_LEVEL !== "error") console.log(`Decap's local backend (${mode} mode) listening on ${process.env.BIND_HOST || "127.0.0.1"}:${process.env.PORT ?? 8081}`);
      // Started by a test over a channel (e2e/decapServer.ts): it hears that this server listens, not merely that
      // something does on the port.
      process.send?.("listening");
    },
    (error: Error) => {
      console.error(`Decap's local backend did not start: ${error.message}`);
      process.exit(1);
    },
  );
}
