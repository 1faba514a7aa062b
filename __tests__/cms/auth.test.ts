/** @jest-environment node */
import { spawn, type ChildProcess } from "child_process";
import http from "http";
import net, { type AddressInfo } from "net";
import path from "path";
import { handleCmsAuth } from "../../netlify/functions/cms-auth";

/**
 * The site's own GitHub sign-in (netlify/functions/cms-auth.ts) against a stand-in
 * of GitHub's OAuth endpoints on this machine: what the editor's window is sent to,
 * what the page it ends on hands to the CMS, and what it does with hostile requests.
 */

/** What a hostile GitHub answer (or anything passed on from one) could carry: markup that ends the script, and JavaScript's line breaks. */
const HOSTILE_DESCRIPTION = '</script><meta http-equiv="refresh" content="0;url=https://evil.example/">\u2028line\u2029end & more';

let github: http.Server;
let githubUrl = "";
const exchanges: Record<string, unknown>[] = [];

beforeAll(async () => {
  github = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (req.method === "POST" && req.url === "/login/oauth/access_token") {
        const sent = JSON.parse(body) as Record<string, unknown>;
        exchanges.push(sent);
        const valid = sent.code === "good-code" && sent.client_secret === "app-secret";
        res.writeHead(200, { "Content-Type": "application/json" });
        if (sent.code === "hostile-code") return void res.end(JSON.stringify({ error: "bad_verification_code", error_description: HOSTILE_DESCRIPTION }));
        res.end(JSON.stringify(valid ? { access_token: "gho_token", token_type: "bearer", scope: "repo" } : { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." }));
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => github.listen(0, "127.0.0.1", resolve));
  githubUrl = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => github.close(() => resolve())));

const SITE = "https://www.beltwright.example";
const env = () => ({ GITHUB_CLIENT_ID: "app-id", GITHUB_CLIENT_SECRET: "app-secret", GITHUB_OAUTH_URL: githubUrl });
const endpoint = `${SITE}/.netlify/functions/cms-auth`;
const COOKIE = "__Host-cms_auth_state";
const POLICY = /^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'$/;

/** A request to the sign-in carrying the state cookie this browser was given. */
const withState = (query: string, state: string, cookieName = COOKIE): Request => new Request(`${endpoint}?${query}`, { headers: { cookie: `other=1; ${cookieName}=${state}` } });

/** The messages the page posts, in order, when the CMS answers its first one. */
async function handshake(response: Response): Promise<string[]> {
  const html = await response.text();
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
  const posted: { message: string; origin: string }[] = [];
  let listener: ((event: { origin: string; data: string }) => void) | undefined;
  const window = {
    opener: { postMessage: (message: string, origin: string) => posted.push({ message, origin }) },
    addEventListener: (_: string, fn: typeof listener) => (listener = fn),
  };
  new Function("window", script)(window);
  // Another page's answer is ignored; the CMS's own is answered with the result.
  listener?.({ origin: "https://evil.example", data: "authorizing:github" });
  listener?.({ origin: SITE, data: "authorizing:github" });
  expect(posted.every((post) => post.origin === SITE)).toBe(true);
  return posted.map((post) => post.message);
}

/** The headers every answer of the sign-in carries, page or redirect. */
function expectHardened(response: Response): void {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  expect(response.headers.get("cache-control")).toBe("no-store");
}

describe("the sign-in, as Decap uses it", () => {
  it("sends the editor to GitHub with the app, the scope Decap asks for and a state kept in a cookie", async () => {
    const response = await handleCmsAuth(new Request(`${endpoint}?provider=github&site_id=www.beltwright.example&scope=repo`), env());
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(`${githubUrl}/login/oauth/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ client_id: "app-id", redirect_uri: endpoint, scope: "repo" });
    const state = location.searchParams.get("state") ?? "";
    expect(state.length).toBeGreaterThan(20);
    expect(response.headers.get("set-cookie")).toBe(`${COOKIE}=${state}; Path=/; Max-Age=600; HttpOnly; Secure; SameSite=Lax`);
    expectHardened(response);
  });

  it("asks for public_repo when Decap does (open authoring), and for repo when it names no scope", async () => {
    for (const [query, scope] of [["provider=github&scope=public_repo", "public_repo"], ["provider=github", "repo"]]) {
      const response = await handleCmsAuth(new Request(`${endpoint}?${query}`), env());
      expect(response.status).toBe(302);
      expect(new URL(response.headers.get("location") ?? "").searchParams.get("scope")).toBe(scope);
    }
  });

  it("exchanges GitHub's code for a token and hands it to the CMS's page by Decap's handshake", async () => {
    const response = await handleCmsAuth(withState("code=good-code&state=abc123", "abc123"), env());
    expect(response.status).toBe(200);
    expect(exchanges.at(-1)).toEqual({ client_id: "app-id", client_secret: "app-secret", code: "good-code", redirect_uri: endpoint });
    expect(response.headers.get("content-security-policy")).toMatch(POLICY);
    expect(response.headers.get("set-cookie")).toBe(`${COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`);
    expectHardened(response);
    expect(await handshake(response)).toEqual(["authorizing:github", 'authorization:github:success:{"token":"gho_token","provider":"github"}']);
  });

  it("refuses an answer whose state is not this browser's, without asking GitHub", async () => {
    const before = exchanges.length;
    const response = await handleCmsAuth(withState("code=good-code&state=forged", "abc123"), env());
    expect(response.status).toBe(400);
    expect(exchanges.length).toBe(before);
    const [, result] = await handshake(response);
    expect(result).toMatch(/^authorization:github:error:.*expired or came from another window/);
  });

  it("passes GitHub's refusal on to the editor, and says when the app is not set up", async () => {
    const refused = await handleCmsAuth(withState("code=old-code&state=s", "s"), env());
    expect(await refused.clone().text()).toContain("The code passed is incorrect or expired.");
    expect((await handshake(refused))[1]).toBe('authorization:github:error:{"message":"The code passed is incorrect or expired."}');
    const unset = await handleCmsAuth(new Request(`${endpoint}?provider=github`), {});
    expect(await unset.text()).toContain("GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are missing");
  });

  it("hands the token to CMS_SITE_ORIGIN when the sign-in runs on another address, and refuses one that is not an origin", async () => {
    const elsewhere = new Request("https://auth.beltwright.example/cms-auth?code=good-code&state=u", { headers: { cookie: `${COOKIE}=u` } });
    const response = await handleCmsAuth(elsewhere, { ...env(), CMS_SITE_ORIGIN: `${SITE}/` });
    expect(response.status).toBe(200);
    expect(exchanges.at(-1)).toMatchObject({ redirect_uri: "https://auth.beltwright.example/cms-auth" });
    expect((await handshake(response))[1]).toBe('authorization:github:success:{"token":"gho_token","provider":"github"}');
    const misconfigured = await handleCmsAuth(new Request(`${endpoint}?provider=github`), { ...env(), CMS_SITE_ORIGIN: `${SITE}/admin/` });
    expect(misconfigured.status).toBe(400);
    expect(misconfigured.headers.get("location")).toBeNull();
    expect(await misconfigured.text()).toContain(`the sign-in is not set up: CMS_SITE_ORIGIN must be the site&#39;s address alone`);
  });
});

describe("hostile requests to the sign-in", () => {
  it("an address whose provider carries markup gets a refusal that echoes none of it", async () => {
    const provider = '</script><meta http-equiv="refresh" content="0;url=https://evil.example/">';
    const response = await handleCmsAuth(new Request(`${endpoint}?provider=${encodeURIComponent(provider)}`), env());
    expect(response.status).toBe(400);
    const html = await response.clone().text();
    expect(html).not.toContain("evil.example");
    expect(html).not.toContain("<meta http-equiv");
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain("<p>Not signed in: this sign-in is for GitHub only</p>");
    expect((await handshake(response))[1]).toBe('authorization:github:error:{"message":"this sign-in is for GitHub only"}');
  });

  it("a page that passes on markup and line separators keeps them inside the script's string, and the CMS gets them as they were", async () => {
    const response = await handleCmsAuth(withState("code=hostile-code&state=s", "s"), env());
    expect(response.status).toBe(400);
    const html = await response.clone().text();
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain("<meta http-equiv");
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).not.toMatch(/[\u2028\u2029<>]/);
    expect(script).toContain("\\u003c/script\\u003e\\u003cmeta http-equiv=");
    expect(script).toContain("\\u2028line\\u2029end \\u0026 more");
    expect(html).toContain("<p>Not signed in: &lt;/script&gt;&lt;meta http-equiv=&quot;refresh&quot;");
    expect((await handshake(response))[1]).toBe(`authorization:github:error:${JSON.stringify({ message: HOSTILE_DESCRIPTION })}`);
  });

  it("its pages may not post a form or change their base address", async () => {
    for (const response of [await handleCmsAuth(new Request(`${endpoint}?provider=gitlab`), env()), await handleCmsAuth(withState("code=good-code&state=t", "t"), env())]) {
      expect(response.headers.get("content-security-policy")).toMatch(POLICY);
      expectHardened(response);
    }
  });

  it("a state of multi-byte characters, as long as the cookie's in characters, is refused with 400, not an error", async () => {
    const before = exchanges.length;
    for (const state of ["é".repeat(32), "€".repeat(32), "😀".repeat(16)]) {
      const response = await handleCmsAuth(withState(`code=good-code&state=${encodeURIComponent(state)}`, "a".repeat(32)), env());
      expect(response.status).toBe(400);
      expect((await handshake(response))[1]).toMatch(/^authorization:github:error:.*expired or came from another window/);
    }
    // And the other way round: a cookie of multi-byte characters against a plain state.
    const response = await handleCmsAuth(withState(`code=good-code&state=${"a".repeat(32)}`, encodeURIComponent("é".repeat(32))), env());
    expect(response.status).toBe(400);
    expect(exchanges.length).toBe(before);
  });

  it("a missing state is refused, with a cookie or without", async () => {
    for (const request of [withState("code=good-code", "abc"), new Request(`${endpoint}?code=good-code&state=abc`), withState("code=good-code&state=", "")]) {
      expect((await handleCmsAuth(request, env())).status).toBe(400);
    }
  });

  it("a scope beyond repo or public_repo is refused, without sending the editor to GitHub", async () => {
    for (const scope of ["repo,delete_repo,admin:org", "delete_repo", "repo admin:org", "user"]) {
      const response = await handleCmsAuth(new Request(`${endpoint}?provider=github&scope=${encodeURIComponent(scope)}`), env());
      expect(response.status).toBe(400);
      expect(response.headers.get("location")).toBeNull();
      expect(response.headers.get("set-cookie") ?? "").not.toMatch(/=[^;]+; Path=\/; Max-Age=600/);
      const html = await response.clone().text();
      expect(html).not.toContain("admin:org");
      expect((await handshake(response))[1]).toBe('authorization:github:error:{"message":"this sign-in asks GitHub only for access to the repository (scope repo or public_repo)"}');
    }
  });

  it("a state cookie without the __Host- prefix, as a sibling subdomain could plant, is not accepted", async () => {
    const before = exchanges.length;
    const response = await handleCmsAuth(withState("code=good-code&state=planted", "planted", "cms_auth_state"), env());
    expect(response.status).toBe(400);
    expect(exchanges.length).toBe(before);
  });

  it("GitHub's refusal to let the editor in ends the sign-in with a message, not another trip to GitHub", async () => {
    const query = `error=access_denied&error_description=${encodeURIComponent("<b>The user has denied your application access.</b>")}&state=s`;
    const response = await handleCmsAuth(withState(query, "s"), env());
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.clone().text()).not.toContain("<b>");
    expect((await handshake(response))[1]).toBe('authorization:github:error:{"message":"GitHub did not let you in (access_denied); please try again"}');
  });
});

/**
 * `npm run cms-auth` (tools/cms-auth/server.ts), as a host without Netlify Functions runs it, behind
 * the site's HTTPS proxy, asked over HTTP.
 */
describe("npm run cms-auth", () => {
  const repo = path.join(__dirname, "..", "..");

  /** A port nobody is listening on now. */
  const freePort = (): Promise<number> =>
    new Promise((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });

  /** Starts the server in a process group of its own (npm, its shell, tsx, node), so that all of it can be stopped. */
  function start(siteOrigin: string | undefined, port: number): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
    const settings: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", GITHUB_CLIENT_ID: "app-id", GITHUB_CLIENT_SECRET: "app-secret", GITHUB_OAUTH_URL: githubUrl };
    delete settings.CMS_SITE_ORIGIN;
    if (siteOrigin !== undefined) settings.CMS_SITE_ORIGIN = siteOrigin;
    const child = spawn("npm", ["run", "--silent", "cms-auth"], { cwd: repo, env: settings, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    return { child, output: () => output, exited };
  }

  function stop(child: ChildProcess, exited: Promise<unknown>): Promise<unknown> {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
    return exited;
  }

  /** One raw HTTP exchange, so that the request target and headers are exactly as written. */
  function raw(port: number, lines: string[]): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    return new Promise((resolve, reject) => {
      // Written, not ended: a half-closed connection may be dropped before a slow answer.
      const socket = net.connect(port, "127.0.0.1", () => socket.write(`${lines.join("\r\n")}\r\nConnection: close\r\n\r\n`));
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("error", reject);
      socket.on("end", () => {
        const [head, ...body] = text.split("\r\n\r\n");
        const [statusLine, ...headerLines] = head.split("\r\n");
        const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
        resolve({ status: Number(statusLine.split(" ")[1]), headers, body: body.join("\r\n\r\n") });
      });
    });
  }

  async function untilListening(port: number, output: () => string, exited: Promise<number | null>): Promise<void> {
    let gone = false;
    void exited.then(() => (gone = true));
    for (let tries = 0; tries < 600; tries++) {
      if (gone) throw new Error(`npm run cms-auth ended: ${output()}`);
      const open = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, "127.0.0.1", () => socket.end(() => resolve(true)));
        socket.on("error", () => resolve(false));
      });
      if (open) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`npm run cms-auth did not listen on ${port}: ${output()}`);
  }

  it("builds GitHub's callback from CMS_SITE_ORIGIN, whatever X-Forwarded-Host and -Proto say, and signs the editor in", async () => {
    const port = await freePort();
    const server = start(SITE, port);
    try {
      await untilListening(port, server.output, server.exited);
      const startAt = await raw(port, [
        "GET /cms-auth?provider=github&site_id=www.beltwright.example&scope=repo HTTP/1.1",
        "Host: evil.example",
        "X-Forwarded-Host: evil.example",
        "X-Forwarded-Proto: http",
      ]);
      expect(startAt.status).toBe(302);
      const location = new URL(startAt.headers.location);
      expect(location.searchParams.get("redirect_uri")).toBe(`${SITE}/cms-auth`);
      expect(startAt.headers["x-content-type-options"]).toBe("nosniff");
      expect(startAt.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      const state = location.searchParams.get("state") ?? "";

      // An absolute request target, as a client talking to a proxy sends, does not change the address either.
      const absolute = await raw(port, ["GET http://evil.example/cms-auth?provider=github HTTP/1.1", "Host: evil.example"]);
      expect(absolute.status).toBe(400);
      expect(absolute.body).not.toContain("evil.example");

      const back = await raw(port, [`GET /cms-auth?code=good-code&state=${state} HTTP/1.1`, "Host: 127.0.0.1", `Cookie: ${COOKIE}=${state}`]);
      expect({ status: back.status, body: back.body }).toMatchObject({ status: 200 });
      expect(back.headers["content-security-policy"]).toMatch(POLICY);
      expect(back.headers["x-content-type-options"]).toBe("nosniff");
      expect(exchanges.at(-1)).toMatchObject({ code: "good-code", redirect_uri: `${SITE}/cms-auth` });
      expect(await handshake(new Response(back.body))).toEqual(["authorizing:github", 'authorization:github:success:{"token":"gho_token","provider":"github"}']);
    } finally {
      await stop(server.child, server.exited);
    }
  }, 120_000);

  it.each([
    ["missing", undefined, "CMS_SITE_ORIGIN is not set"],
    ["a path, not an origin", `${SITE}/admin/`, `CMS_SITE_ORIGIN must be the site's address alone`],
    ["not an address", "www.beltwright.example", `CMS_SITE_ORIGIN must be the site's address alone`],
    ["plain HTTP to another host", "http://www.beltwright.example", `CMS_SITE_ORIGIN must be the site's address alone`],
  ])("refuses to start when CMS_SITE_ORIGIN is %s, and says what it needs", async (_, origin, message) => {
    const port = await freePort();
    const server = start(origin, port);
    const timeout = new Promise<"still running">((resolve) => setTimeout(() => resolve("still running"), 60_000));
    try {
      const code = await Promise.race([server.exited, timeout]);
      expect({ code, output: server.output() }).toEqual({ code: expect.any(Number), output: expect.stringContaining(message) });
      expect(code).not.toBe(0);
      expect(server.output()).toContain("https://www.example.co.uk");
    } finally {
      await stop(server.child, server.exited);
    }
  }, 120_000);
});
