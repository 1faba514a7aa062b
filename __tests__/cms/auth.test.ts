/** @jest-environment node */
import http from "http";
import type { AddressInfo } from "net";
import { handleCmsAuth } from "../../netlify/functions/cms-auth";

/**
 * The site's own GitHub sign-in (netlify/functions/cms-auth.ts) against a stand-in
 * of GitHub's OAuth endpoints on this machine: what the editor's window is sent to,
 * and what the page it ends on hands to the CMS.
 */

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

const env = () => ({ GITHUB_CLIENT_ID: "app-id", GITHUB_CLIENT_SECRET: "app-secret", GITHUB_OAUTH_URL: githubUrl });
const endpoint = "https://www.beltwright.example/.netlify/functions/cms-auth";

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
  listener?.({ origin: "https://www.beltwright.example", data: "authorizing:github" });
  expect(posted.every((post) => post.origin === "https://www.beltwright.example")).toBe(true);
  return posted.map((post) => post.message);
}

it("sends the editor to GitHub with the app, the scope Decap asks for and a state kept in a cookie", async () => {
  const response = await handleCmsAuth(new Request(`${endpoint}?provider=github&site_id=www.beltwright.example&scope=repo`), env());
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location") ?? "");
  expect(`${location.origin}${location.pathname}`).toBe(`${githubUrl}/login/oauth/authorize`);
  expect(Object.fromEntries(location.searchParams)).toMatchObject({ client_id: "app-id", redirect_uri: endpoint, scope: "repo" });
  const state = location.searchParams.get("state") ?? "";
  expect(state.length).toBeGreaterThan(20);
  expect(response.headers.get("set-cookie")).toContain(`cms_auth_state=${state};`);
  expect(response.headers.get("set-cookie")).toContain("HttpOnly; Secure; SameSite=Lax");
});

it("exchanges GitHub's code for a token and hands it to the CMS's page by Decap's handshake", async () => {
  const request = new Request(`${endpoint}?code=good-code&state=abc123`, { headers: { cookie: "other=1; cms_auth_state=abc123" } });
  const response = await handleCmsAuth(request, env());
  expect(response.status).toBe(200);
  expect(exchanges.at(-1)).toEqual({ client_id: "app-id", client_secret: "app-secret", code: "good-code", redirect_uri: endpoint });
  expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+'; frame-ancestors 'none'$/);
  expect(await handshake(response)).toEqual(["authorizing:github", 'authorization:github:success:{"token":"gho_token","provider":"github"}']);
});

it("refuses an answer whose state is not this browser's, without asking GitHub", async () => {
  const before = exchanges.length;
  const response = await handleCmsAuth(new Request(`${endpoint}?code=good-code&state=forged`, { headers: { cookie: "cms_auth_state=abc123" } }), env());
  expect(response.status).toBe(400);
  expect(exchanges.length).toBe(before);
  const [, result] = await handshake(response);
  expect(result).toMatch(/^authorization:github:error:.*expired or came from another window/);
});

it("passes GitHub's refusal on to the editor, and says when the app is not set up", async () => {
  const refused = await handleCmsAuth(new Request(`${endpoint}?code=old-code&state=s`, { headers: { cookie: "cms_auth_state=s" } }), env());
  expect(await refused.clone().text()).toContain("The code passed is incorrect or expired.");
  expect((await handshake(refused))[1]).toBe('authorization:github:error:{"message":"The code passed is incorrect or expired."}');
  const unset = await handleCmsAuth(new Request(`${endpoint}?provider=github`), {});
  expect(await unset.text()).toContain("GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are missing");
});
