import http from "http";
import type { AddressInfo } from "net";
import { handleCmsAuth } from "../netlify/functions/cms-auth";
import config from "../playwright.config";
import { readBuildSettings } from "../src/node/settings";
import { expect, test } from "./fixtures";
import { nginxOrigin, nginxPort } from "./servers";

/**
 * The built CMS as a deployed site serves it: from nginx with deploy/nginx.conf,
 * under a host name that is not this machine's (Decap looks for its local
 * backend only on localhost), so the configured backend (GitHub) is used.
 */

const host = "cms.beltwright.example";
const origin = `http://${host}:${nginxPort}`;
const settings = readBuildSettings(process.env, `${__dirname}/..`).cms;
const repo = settings?.backend.name === "github" ? settings.backend.repo : "";
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    // A deployed site is served over HTTPS; Decap needs what browsers give only to secure pages (crypto.randomUUID).
    args: [...(config.use?.launchOptions?.args ?? []), `--host-resolver-rules=MAP ${host} 127.0.0.1`, `--unsafely-treat-insecure-origin-as-secure=${origin}`],
  },
});

test("the CMS starts under its own Content-Security-Policy, loads nothing from another origin, and offers the GitHub sign-in without Netlify's Identity widget", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the CMS is checked once, at desktop width");
  test.skip(settings?.backend.name !== "github", "cms.config.json chooses another backend");
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`Content-Security-Policy: ${event.violatedDirective} ${event.blockedURI}`));
  });
  const response = await page.goto(`${origin}/admin/`);
  const headers = response?.headers() ?? {};
  // Its scripts from this site and its start screen's inline script by its hash; nothing evaluated (the
  // securitypolicyviolation listener above turns any attempt into a console error, which fails the test).
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
  expect(headers["content-security-policy"]).toContain("connect-src 'self' https://api.github.com;");
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  // Its sign-in window must be able to answer it (window.opener); no other site may load its files.
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible();
  expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith("data:"))).toEqual([]);
  // Decap's parts with React, and the CMS's own code, each named by its content (src/node/cms/build.ts).
  expect(requested).toEqual(expect.arrayContaining([`${origin}/admin/`, expect.stringMatching(/\/admin\/cms-vendor-[0-9a-f]{20}\.js$/), expect.stringMatching(/\/admin\/cms-[0-9a-f]{20}\.js$/)]));
  expect(requested.filter((url) => url.includes("identity"))).toEqual([]);
});

/**
 * A stand-in of GitHub on this machine (127.0.0.1 only): its OAuth pages, which let the editor in
 * at once, and the few API answers Decap reads to sign in and list the collections.
 */
function githubStandIn(): { server: http.Server; apiCalls: string[] } {
  const apiCalls: string[] = [];
  const json = (res: http.ServerResponse, status: number, body: unknown): void => {
    res.writeHead(status, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (url.pathname === "/login/oauth/authorize") {
        const back = new URL(url.searchParams.get("redirect_uri") ?? "");
        back.search = new URLSearchParams({ code: `code-for-${url.searchParams.get("client_id")}`, state: url.searchParams.get("state") ?? "" }).toString();
        res.writeHead(302, { Location: back.toString() }).end();
        return;
      }
      if (url.pathname === "/login/oauth/access_token" && req.method === "POST") {
        const sent = JSON.parse(body) as { code?: string; client_secret?: string };
        return json(res, 200, sent.code === "code-for-stand-in-app" && sent.client_secret === "stand-in-secret" ? { access_token: "gho_standin", token_type: "bearer", scope: "repo" } : { error: "bad_verification_code" });
      }
      apiCalls.push(`${req.method} ${url.pathname}`);
      if (req.headers.authorization !== "token gho_standin") return json(res, 401, { message: "Bad credentials" });
      if (url.pathname === "/user") return json(res, 200, { login: "editor", name: "An Editor", avatar_url: "" });
      if (url.pathname === `/repos/${repo}`) return json(res, 200, { full_name: repo, owner: { login: repo.split("/")[0] }, default_branch: "main", permissions: { admin: false, push: true, pull: true } });
      if (url.pathname === `/repos/${repo}/pulls`) return json(res, 200, []);
      return json(res, 404, { message: "Not Found" });
    });
  });
  return { server, apiCalls };
}

test("an editor signs in with GitHub through the site's OAuth exchange and sees the collections", async ({ page, allowedConsoleErrors }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the CMS is checked once, at desktop width");
  test.skip(settings?.backend.name !== "github", "cms.config.json chooses another backend");
  const backend = settings?.backend.name === "github" ? settings.backend : undefined;
  // The stand-in has no content: Decap's look-ups of the entries are answered 404, which the browser logs.
  allowedConsoleErrors.push(/Failed to load resource: the server responded with a status of 404/);
  const { server, apiCalls } = githubStandIn();
  const standInPort = Number(process.env.CMS_GITHUB_STANDIN_PORT ?? nginxPort + 12);
  await new Promise<void>((resolve) => server.listen(standInPort, "127.0.0.1", resolve));
  const github = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    // The sign-in address the CMS was built with (Netlify's OAuth provider unless cms.config.json names the site's own),
    // answered by the site's exchange (netlify/functions/cms-auth.ts), which speaks the same protocol.
    const authBase = (backend?.base_url ?? "https://api.netlify.com").replace(/\/+$/, "");
    const authPath = (backend?.auth_endpoint ?? "auth").replace(/^\/+/, "");
    const exchanged: string[] = [];
    await page.context().route(`${authBase}/${authPath}?*`, async (route) => {
      const request = new Request(route.request().url(), { headers: await route.request().allHeaders() });
      const response = await handleCmsAuth(request, { GITHUB_CLIENT_ID: "stand-in-app", GITHUB_CLIENT_SECRET: "stand-in-secret", GITHUB_OAUTH_URL: github, CMS_SITE_ORIGIN: origin });
      exchanged.push(new URL(route.request().url()).searchParams.has("code") ? "callback" : "start");
      await route.fulfill({ status: response.status, headers: Object.fromEntries(response.headers), body: Buffer.from(await response.arrayBuffer()) });
    });
    // GitHub's API, as the CMS's page asks it (its policy allows api.github.com), answered by the stand-in.
    await page.context().route("https://api.github.com/**", async (route) => {
      const url = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: `${github}${url.pathname}${url.search}` }) });
    });
    // Under the opener policy the CMS's page is served with: the sign-in window hands the token back through window.opener.
    const cmsPage = await page.goto(`${origin}/admin/`);
    expect(cmsPage?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Login with GitHub" }).click();
    await popup;
    const collections = page.getByRole("complementary");
    for (const name of ["Sectors", "Services", "Pages", "Cookie banner", "Moved pages"]) await expect(collections.getByRole("link", { name, exact: true })).toBeVisible({ timeout: 15_000 });
    expect(exchanged).toEqual(["start", "callback"]);
    expect(apiCalls).toEqual(expect.arrayContaining(["GET /user", `GET /repos/${repo}`]));
  } finally {
    // Decap keeps asking the API after the collections show; answers still on their way when the test ends
    // would be fulfilled on a closed context ("Fetch response has been disposed"), failing a passed test.
    await page.context().unrouteAll({ behavior: "ignoreErrors" });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test("a visitor's page under /admin/ keeps the site's policy, and only the CMS's page has the CMS's", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "headers do not depend on the screen");
  const cms = await request.get(`${nginxOrigin}/admin/`);
  const manager = await request.get(`${nginxOrigin}/admin/cookie-manager/`);
  const home = await request.get(`${nginxOrigin}/`);
  const policy = (response: typeof cms): string => response.headers()["content-security-policy"] ?? "";
  // The CMS's own: its backend's API and the workers its picture tools start from blob: addresses, which no
  // visitor's page allows (they take blob: for pictures only, the thumbnails of a quote's photos).
  expect(policy(cms)).toContain("connect-src 'self' https://api.github.com");
  expect(policy(cms)).toContain("worker-src 'self' blob:");
  for (const other of [manager, home]) {
    expect(policy(other)).not.toContain("api.github.com");
    expect(policy(other)).not.toMatch(/worker-src[^;]*blob:|media-src[^;]*blob:/);
    expect(policy(other)).not.toBe("");
  }
  expect(policy(manager)).toBe(policy(home));
  // Only the CMS's page opens a window that must reach back to it.
  expect(cms.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  for (const other of [manager, home]) expect(other.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  expect(manager.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  // Netlify Identity's emails, which send an invited editor to the CMS's page with the token.
  const invitation = await request.get(`${nginxOrigin}/admin/emails/invitation.html`);
  expect(invitation.status()).toBe(200);
  expect(await invitation.text()).toContain("/admin/#invite_token={{ .Token }}");
  expect(home.headers()["x-robots-tag"]).toBeUndefined();
});
