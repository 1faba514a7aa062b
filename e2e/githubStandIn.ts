import crypto from "crypto";
import fs from "fs";
import http from "http";
import path from "path";

/**
 * A stand-in of GitHub on this machine (127.0.0.1 only), for the CMS's GitHub backend (decap-cms-backend-github,
 * REST, use_graphql off): its OAuth pages, which let an editor in at once, and a small in-memory Git repository
 * behind the REST calls Decap makes to open an entry, save it, and carry a draft through the editorial workflow
 * (refs, trees, blobs, commits, compare, pull requests and their labels, merge). Objects are named by their real
 * SHA-1, as Git names them, so Decap's caches keyed by them hold true. Each sign-in hands out a new token; all of
 * them can be made to expire at once (the API then answers 401 "Bad credentials", as GitHub does).
 */

type Tree = { name: string; mode: string; type: "blob" | "tree"; sha: string }[];
interface Commit {
  tree: string;
  parents: string[];
  message: string;
  author: { name: string; email: string; date: string };
}
interface Pull {
  number: number;
  title: string;
  head: string;
  base: string;
  state: "open" | "closed";
  labels: string[];
  merged_at: string | null;
  updated_at: string;
}

export interface GitHubStandIn {
  server: http.Server;
  /** Every API call, as "GET /repos/…" (sign-in pages apart). */
  apiCalls: string[];
  /** The file at `file` (repository path) on `branch` (default: the main branch) as the stand-in holds it; undefined when absent. */
  read(file: string, branch?: string): string | undefined;
  /** The branches of the open pull requests (the workflow's drafts), in the order they were opened. */
  openPulls(): string[];
  /** Every branch, in alphabetical order (a draft moved aside shows here under a name of its own). */
  branches(): string[];
  /** Which tokens it accepts: from now on none of those handed out so far (a sign-in that expired), until the next sign-in. */
  expireTokens(): void;
  listen(port: number): Promise<string>;
  close(): Promise<void>;
}

const sha1 = (type: string, body: Buffer): string => crypto.createHash("sha1").update(`${type} ${body.length}\0`).update(body).digest("hex");

/** The repository's own files under `folders` (e.g. "data/sectors"), read now: what the stand-in's main branch starts with. */
export function repositoryFiles(root: string, folders: string[]): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const folder of folders) {
    for (const name of fs.readdirSync(path.join(root, folder))) {
      const file = path.join(root, folder, name);
      if (fs.statSync(file).isFile()) files.set(`${folder}/${name}`, fs.readFileSync(file));
    }
  }
  return files;
}

export function githubStandIn({ repo, branch = "main", files, clientId = "stand-in-app", clientSecret = "stand-in-secret" }: { repo: string; branch?: string; files: Map<string, Buffer>; clientId?: string; clientSecret?: string }): GitHubStandIn {
  const apiCalls: string[] = [];
  const blobs = new Map<string, Buffer>();
  const trees = new Map<string, Tree>();
  const commits = new Map<string, Commit>();
  const refs = new Map<string, string>();
  const pulls: Pull[] = [];
  const tokens = new Set<string>();
  let issued = 0;
  const owner = repo.split("/")[0] ?? "";

  const putBlob = (content: Buffer): string => {
    const sha = sha1("blob", content);
    blobs.set(sha, content);
    return sha;
  };
  const putTree = (tree: Tree): string => {
    const sorted = [...tree].sort((a, b) => (a.type === "tree" ? `${a.name}/` : a.name).localeCompare(b.type === "tree" ? `${b.name}/` : b.name));
    const body = Buffer.concat(sorted.map((entry) => Buffer.concat([Buffer.from(`${entry.mode} ${entry.name}\0`), Buffer.from(entry.sha, "hex")])));
    const sha = sha1("tree", body);
    trees.set(sha, sorted);
    return sha;
  };
  const putCommit = (commit: Commit): string => {
    const person = `${commit.author.name} <${commit.author.email}> ${Math.floor(Date.parse(commit.author.date) / 1000)} +0000`;
    const text = [`tree ${commit.tree}`, ...commit.parents.map((parent) => `parent ${parent}`), `author ${person}`, `committer ${person}`, "", commit.message].join("\n");
    const sha = sha1("commit", Buffer.from(text));
    commits.set(sha, commit);
    return sha;
  };
  /** A tree from paths and blob names, nested as Git nests it. */
  const writeTree = (flat: Map<string, string>): string => {
    const here: Tree = [];
    const below = new Map<string, Map<string, string>>();
    for (const [file, sha] of flat) {
      const [first, ...rest] = file.split("/");
      if (!first) continue;
      if (rest.length === 0) here.push({ name: first, mode: "100644", type: "blob", sha });
      else below.set(first, (below.get(first) ?? new Map<string, string>()).set(rest.join("/"), sha));
    }
    for (const [name, inner] of below) here.push({ name, mode: "040000", type: "tree", sha: writeTree(inner) });
    return putTree(here);
  };
  const flatten = (treeSha: string, prefix = ""): Map<string, string> => {
    const flat = new Map<string, string>();
    for (const entry of trees.get(treeSha) ?? []) {
      if (entry.type === "blob") flat.set(`${prefix}${entry.name}`, entry.sha);
      else for (const [file, sha] of flatten(entry.sha, `${prefix}${entry.name}/`)) flat.set(file, sha);
    }
    return flat;
  };
  /** A branch ("main", "owner:cms/x") or a commit's name, as a commit's. */
  const commitOf = (rev: string): string | undefined => {
    const name = rev.includes(":") ? rev.slice(rev.indexOf(":") + 1) : rev;
    return refs.get(name) ?? (commits.has(name) ? name : undefined);
  };
  const treeAt = (treeSha: string, dir: string): string | undefined => {
    let sha: string | undefined = treeSha;
    for (const part of dir.split("/").filter(Boolean)) sha = trees.get(sha ?? "")?.find((entry) => entry.name === part && entry.type === "tree")?.sha;
    return sha;
  };
  const ancestors = (sha: string): string[] => {
    const seen: string[] = [];
    const queue = [sha];
    while (queue.length > 0) {
      const next = queue.shift() as string;
      if (seen.includes(next)) continue;
      seen.push(next);
      queue.push(...(commits.get(next)?.parents ?? []));
    }
    return seen;
  };
  const commitJson = (sha: string) => {
    const commit = commits.get(sha) as Commit;
    return { sha, tree: { sha: commit.tree }, parents: commit.parents.map((parent) => ({ sha: parent })), message: commit.message, author: commit.author, committer: commit.author, commit: { message: commit.message, author: commit.author, committer: commit.author, tree: { sha: commit.tree } } };
  };
  const pullJson = (pull: Pull) => ({
    number: pull.number,
    title: pull.title,
    state: pull.state,
    user: { login: "editor" },
    labels: pull.labels.map((name) => ({ name })),
    head: { ref: pull.head, sha: refs.get(pull.head) ?? "", label: `${owner}:${pull.head}`, repo: { full_name: repo, fork: false } },
    base: { ref: pull.base, sha: refs.get(pull.base) ?? "", repo: { full_name: repo } },
    merged_at: pull.merged_at,
    updated_at: pull.updated_at,
  });
  const now = (): { name: string; email: string; date: string } => ({ name: "An Editor", email: "editor@example.com", date: new Date().toISOString() });

  const seeded = new Map<string, string>();
  for (const [file, content] of files) seeded.set(file, putBlob(content));
  refs.set(branch, putCommit({ tree: writeTree(seeded), parents: [], message: "The repository's content", author: { name: "Seed", email: "seed@example.com", date: "2026-01-01T00:00:00Z" } }));

  type Answer = [number, unknown];
  const notFound: Answer = [404, { message: "Not Found", documentation_url: "https://docs.github.com/rest" }];

  function api(method: string, route: string, query: URLSearchParams, body: Record<string, unknown>): Answer {
    let m: RegExpExecArray | null;
    if (route === "") return [200, { full_name: repo, name: repo.split("/")[1], owner: { login: owner }, default_branch: branch, permissions: { admin: false, push: true, pull: true } }];
    if ((m = /^\/branches\/(.+)$/.exec(route))) {
      const sha = refs.get(decodeURIComponent(m[1] as string));
      return sha ? [200, { name: decodeURIComponent(m[1] as string), commit: commitJson(sha) }] : notFound;
    }
    if ((m = /^\/git\/refs\/heads\/(.+)$/.exec(route))) {
      const name = decodeURIComponent(m[1] as string);
      const sha = refs.get(name);
      if (method === "GET") return sha ? [200, { ref: `refs/heads/${name}`, object: { sha, type: "commit" } }] : notFound;
      if (method === "DELETE") return sha ? (refs.delete(name), [204, null]) : [422, { message: "Reference does not exist" }];
      if (method === "PATCH") {
        const next = String(body.sha);
        if (!sha) return [422, { message: "Reference does not exist" }];
        if (!commits.has(next)) return [422, { message: "Object does not exist" }];
        if (!body.force && !ancestors(next).includes(sha)) return [422, { message: "Update is not a fast forward" }];
        refs.set(name, next);
        return [200, { ref: `refs/heads/${name}`, object: { sha: next, type: "commit" } }];
      }
    }
    if (route === "/git/refs" && method === "POST") {
      const name = String(body.ref).replace(/^refs\/heads\//, "");
      if (refs.has(name)) return [422, { message: "Reference already exists" }];
      if (!commits.has(String(body.sha))) return [422, { message: "Object does not exist" }];
      refs.set(name, String(body.sha));
      return [201, { ref: `refs/heads/${name}`, object: { sha: body.sha, type: "commit" } }];
    }
    if ((m = /^\/git\/trees\/(.+)$/.exec(route)) && method === "GET") {
      const spec = decodeURIComponent(m[1] as string);
      const colon = spec.indexOf(":");
      const [rev, dir] = colon < 0 ? [spec, ""] : [spec.slice(0, colon), spec.slice(colon + 1)];
      const root = commits.get(commitOf(rev) ?? "")?.tree ?? (trees.has(rev) ? rev : undefined);
      const sha = root ? treeAt(root, dir) : undefined;
      if (!sha) return notFound;
      const entries = query.get("recursive") ? [...flatten(sha)].map(([file, blob]) => ({ path: file, mode: "100644", type: "blob", sha: blob, size: blobs.get(blob)?.length ?? 0 })) : (trees.get(sha) ?? []).map((entry) => ({ path: entry.name, mode: entry.mode, type: entry.type, sha: entry.sha, size: blobs.get(entry.sha)?.length ?? 0 }));
      return [200, { sha, tree: entries, truncated: false }];
    }
    if (route === "/git/trees" && method === "POST") {
      const base = String(body.base_tree ?? "");
      const flat = new Map(base ? flatten(commits.get(base)?.tree ?? base) : []);
      for (const entry of body.tree as { path: string; sha: string | null }[]) {
        if (entry.sha === null) flat.delete(entry.path);
        else flat.set(entry.path, entry.sha);
      }
      const sha = writeTree(flat);
      return [201, { sha, tree: [...flat].map(([file, blob]) => ({ path: file, mode: "100644", type: "blob", sha: blob })) }];
    }
    if ((m = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(route))) {
      const content = blobs.get(m[1] as string);
      return content ? [200, { sha: m[1], size: content.length, content: content.toString("base64"), encoding: "base64" }] : notFound;
    }
    if (route === "/git/blobs" && method === "POST") return [201, { sha: putBlob(Buffer.from(String(body.content), body.encoding === "base64" ? "base64" : "utf8")) }];
    if (route === "/git/commits" && method === "POST") {
      const author = (body.author as Commit["author"] | undefined) ?? now();
      return [201, commitJson(putCommit({ tree: String(body.tree), parents: (body.parents as string[]) ?? [], message: String(body.message), author: { ...now(), ...author } }))];
    }
    if ((m = /^\/git\/commits\/([0-9a-f]{40})$/.exec(route))) return commits.has(m[1] as string) ? [200, commitJson(m[1] as string)] : notFound;
    if (route === "/commits" && method === "GET") {
      const head = commitOf(query.get("sha") ?? branch);
      const file = query.get("path") ?? "";
      const touching = ancestors(head ?? "").filter((sha) => {
        const commit = commits.get(sha) as Commit;
        const blob = flatten(commit.tree).get(file);
        return commit.parents.length === 0 ? blob !== undefined : commit.parents.every((parent) => flatten((commits.get(parent) as Commit).tree).get(file) !== blob);
      });
      return [200, touching.map(commitJson)];
    }
    if ((m = /^\/commits\/([0-9a-f]{40})\/status$/.exec(route))) return [200, { state: "pending", statuses: [] }];
    if ((m = /^\/compare\/(.+)\.\.\.(.+)$/.exec(route))) {
      const from = commitOf(decodeURIComponent(m[1] as string));
      const to = commitOf(decodeURIComponent(m[2] as string));
      if (!from || !to) return notFound;
      const fromSide = ancestors(from);
      const toSide = ancestors(to);
      const base = toSide.find((sha) => fromSide.includes(sha)) as string;
      const before = flatten((commits.get(base) as Commit).tree);
      const after = flatten((commits.get(to) as Commit).tree);
      const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
      const text = (file: string): boolean => /\.(json|md|txt|ya?ml)$/.test(file);
      return [
        200,
        {
          base_commit: commitJson(base),
          merge_base_commit: commitJson(base),
          commits: toSide.filter((sha) => !fromSide.includes(sha)).reverse().map(commitJson),
          files: changed.map((file) => ({ filename: file, sha: after.get(file) ?? null, status: !before.has(file) ? "added" : !after.has(file) ? "removed" : "modified", ...(text(file) ? { patch: "@@ changed @@" } : {}) })),
        },
      ];
    }
    if (route === "/pulls" && method === "GET") {
      const head = query.get("head")?.replace(/^[^:]*:/, "");
      const state = query.get("state") ?? "open";
      return [200, pulls.filter((pull) => (!head || pull.head === head) && (state === "all" || pull.state === state)).map(pullJson)];
    }
    if (route === "/pulls" && method === "POST") {
      const head = String(body.head).replace(/^[^:]*:/, "");
      // As GitHub: one open pull request per branch.
      if (pulls.some((pull) => pull.head === head && pull.state === "open")) return [422, { message: "Validation Failed", errors: [{ resource: "PullRequest", code: "custom", message: `A pull request already exists for ${owner}:${head}.` }] }];
      const pull: Pull = { number: pulls.length + 1, title: String(body.title), head, base: String(body.base), state: "open", labels: [], merged_at: null, updated_at: new Date().toISOString() };
      pulls.push(pull);
      return [201, pullJson(pull)];
    }
    if ((m = /^\/pulls\/(\d+)(\/merge|\/commits)?$/.exec(route))) {
      const pull = pulls.find((candidate) => candidate.number === Number(m?.[1]));
      if (!pull) return notFound;
      if (m[2] === "/commits") {
        const base = ancestors(refs.get(pull.base) ?? "");
        return [200, ancestors(refs.get(pull.head) ?? "").filter((sha) => !base.includes(sha)).reverse().map(commitJson)];
      }
      if (m[2] === "/merge" && method === "PUT") {
        const head = refs.get(pull.head);
        const baseSha = refs.get(pull.base);
        if (!head || !baseSha || (body.sha && body.sha !== head)) return [409, { message: "Head branch was modified. Review and try the merge again." }];
        // The branch's changes since it left the base, put on the base as it is now.
        const compared = api("GET", `/compare/${pull.base}...${pull.head}`, new URLSearchParams(), {})[1] as { files: { filename: string; sha: string | null }[] };
        const flat = flatten((commits.get(baseSha) as Commit).tree);
        for (const file of compared.files) {
          if (file.sha === null) flat.delete(file.filename);
          else flat.set(file.filename, file.sha);
        }
        const merged = putCommit({ tree: writeTree(flat), parents: [baseSha, head], message: String(body.commit_message ?? "Merge"), author: now() });
        refs.set(pull.base, merged);
        pull.state = "closed";
        pull.merged_at = new Date().toISOString();
        return [200, { sha: merged, merged: true, message: "Pull Request successfully merged" }];
      }
      if (method === "PATCH") {
        if (body.state === "open" || body.state === "closed") pull.state = body.state;
        pull.updated_at = new Date().toISOString();
      }
      return [200, pullJson(pull)];
    }
    if ((m = /^\/issues\/(\d+)\/labels$/.exec(route)) && method === "PUT") {
      const pull = pulls.find((candidate) => candidate.number === Number(m?.[1]));
      if (!pull) return notFound;
      pull.labels = (body.labels as string[]).map(String);
      pull.updated_at = new Date().toISOString();
      return [200, pull.labels.map((name) => ({ name }))];
    }
    return notFound;
  }

  const json = (res: http.ServerResponse, status: number, body: unknown): void => {
    // GitHub's 204 (a ref deleted) has no body, and says no type.
    res.writeHead(status, { ...(status === 204 ? {} : { "Content-Type": "application/json" }), "Access-Control-Allow-Origin": "*" });
    res.end(status === 204 ? undefined : JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    // One request per connection. Node closes a kept-alive connection after 5 idle seconds, and a request the test
    // forwards (route.fetch) on it just then is reset (ECONNRESET): a fresh-clone run failed so.
    res.setHeader("Connection", "close");
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      if (url.pathname === "/login/oauth/authorize") {
        const back = new URL(url.searchParams.get("redirect_uri") ?? "");
        back.search = new URLSearchParams({ code: `code-for-${url.searchParams.get("client_id")}`, state: url.searchParams.get("state") ?? "" }).toString();
        res.writeHead(302, { Location: back.toString() }).end();
        return;
      }
      if (url.pathname === "/login/oauth/access_token" && req.method === "POST") {
        const sent = JSON.parse(raw) as { code?: string; client_secret?: string };
        if (sent.code !== `code-for-${clientId}` || sent.client_secret !== clientSecret) return json(res, 200, { error: "bad_verification_code" });
        issued += 1;
        const token = `gho_standin${issued}`;
        tokens.add(token);
        return json(res, 200, { access_token: token, token_type: "bearer", scope: "repo" });
      }
      apiCalls.push(`${req.method} ${url.pathname}`);
      if (!tokens.has(String(req.headers.authorization).replace(/^token /, ""))) return json(res, 401, { message: "Bad credentials", documentation_url: "https://docs.github.com/rest" });
      if (url.pathname === "/user") return json(res, 200, { login: "editor", name: "An Editor", avatar_url: "" });
      if (/^\/users\/[^/]+$/.test(url.pathname)) return json(res, 200, { login: "editor", name: "An Editor" });
      if (url.pathname === "/search/issues") return json(res, 200, { total_count: 0, items: [] });
      const prefix = `/repos/${repo}`;
      if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return json(res, 404, { message: "Not Found" });
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return json(res, 400, { message: "Problems parsing JSON" });
      }
      const [status, answer] = api(req.method ?? "GET", url.pathname.slice(prefix.length), url.searchParams, body);
      json(res, status, answer);
    });
  });

  return {
    server,
    apiCalls,
    read(file, on = branch) {
      const commit = commits.get(refs.get(on) ?? "");
      const blob = commit ? flatten(commit.tree).get(file) : undefined;
      return blob ? blobs.get(blob)?.toString("utf8") : undefined;
    },
    openPulls: () => pulls.filter((pull) => pull.state === "open").map((pull) => pull.head),
    branches: () => [...refs.keys()].sort(),
    expireTokens() {
      tokens.clear();
    },
    listen: (port) =>
      new Promise((resolve, reject) => {
        // A port taken fails the start at once, with the port named, rather than leaving it waiting.
        server.once("error", reject);
        server.listen(port, "127.0.0.1", () => resolve(`http://127.0.0.1:${port}`));
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
