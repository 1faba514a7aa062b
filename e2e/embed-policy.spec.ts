import { execFileSync } from "child_process";
import fs from "fs";
import https from "https";
import os from "os";
import path from "path";
import { netlifyHeadersFor, parseHeadersFile } from "../tools/serve/netlifyHeaders";
import { expect, test as base, visit } from "./fixtures";
import { requireFormsBuiltWith } from "./formsProvider";
import { recordViolations, sources, violations } from "./policy";
import { nginxOrigin } from "./servers";

/*
 * The embed provider as a visitor meets it in production: a real build
 * served by nginx with deploy/nginx.conf and the policy that build wrote,
 * and the provider's script fetched over https from its own host (a local
 * stand-in: Chromium resolves that host to 127.0.0.1). Nothing is stubbed
 * in the browser, so only the policy can stop the script, its frame, its
 * requests or its form.
 *
 * Needs a build whose forms use "embed": `npm test -- --stage=embed` builds
 * from a copy of data/ whose forms.json says "embed" (the setting an editor
 * makes) and sets E2E_EXPECT_PROVIDER=embed, so that there the spec fails
 * instead of skipping if the build is not one.
 */

const rootDir = path.join(__dirname, "..");
const forms = JSON.parse(fs.readFileSync(path.join(rootDir, "data", "forms.json"), "utf8")) as {
  quote: { embed: { scriptUrl: string } };
  reseller: { embed: { scriptUrl: string } };
};
const scriptUrl = new URL(forms.quote.embed.scriptUrl);
const providerOrigin = scriptUrl.origin;

/** What the provider's script does on a real page: draws a form that posts home, frames a page and calls an API on its own host. */
const providerScript = `
  for (const el of document.querySelectorAll("[data-form-id]")) {
    if (el.childElementCount > 0) continue;
    const form = document.createElement("form");
    form.method = "post";
    form.action = "${providerOrigin}/submit";
    form.setAttribute("aria-label", "Provider form " + el.getAttribute("data-form-id"));
    form.innerHTML = '<label>Your name <input name="n"></label><button>Send to provider</button>';
    const frame = document.createElement("iframe");
    frame.title = "Provider frame";
    frame.src = "${providerOrigin}/frame";
    frame.onload = () => { window.__providerFrame = "loaded"; };
    el.append(form, frame);
  }
  fetch("${providerOrigin}/api/ping").then((r) => r.text()).then((t) => { window.__providerApi = t; }, () => { window.__providerApi = "blocked"; });
`;

interface StandIn {
  port: number;
  /** Requests received, as "METHOD /path". */
  requests: string[];
  close: () => Promise<void>;
}

/** An https server with a throw-away self-signed certificate, answering as the form provider. */
async function startStandIn(): Promise<StandIn> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "embed-stand-in-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", `/CN=${scriptUrl.hostname}`, "-keyout", key, "-out", cert], { stdio: "ignore" });
  const requests: string[] = [];
  const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
    const url = new URL(req.url ?? "/", providerOrigin);
    requests.push(`${req.method} ${url.pathname}`);
    const send = (type: string, body: string): void => {
      res.writeHead(200, { "content-type": type, "access-control-allow-origin": "*" });
      res.end(body);
    };
    if (url.pathname === scriptUrl.pathname) send("text/javascript", providerScript);
    else if (url.pathname === "/frame") send("text/html", "<!doctype html><title>Provider frame</title><p>Provider frame</p>");
    else if (url.pathname === "/api/ping") send("text/plain", "pong");
    else if (url.pathname === "/submit" && req.method === "POST") send("text/html", `<!doctype html><title>Received</title><link rel="icon" href="data:,"><h1>Received by the provider</h1>`);
    else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("The stand-in server has no port.");
  return {
    port: address.port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        fs.rmSync(dir, { recursive: true, force: true });
      }),
  };
}

const test = base.extend<{ standInRequests: string[] }, { standIn: StandIn }>({
  standIn: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures name their dependencies this way; this one has none.
    async ({}, use) => {
      const standIn = await startStandIn();
      await use(standIn);
      await standIn.close();
    },
    { scope: "worker" },
  ],
  // The provider's host resolves to the stand-in; everything else as usual.
  launchOptions: [
    async ({ launchOptions, standIn }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${scriptUrl.hostname} 127.0.0.1:${standIn.port}`] });
    },
    { scope: "worker" },
  ],
  // The stand-in's certificate is self-signed; the policy, not the certificate, is under test.
  ignoreHTTPSErrors: true,
  standInRequests: async ({ standIn }, use) => {
    standIn.requests.length = 0;
    await use(standIn.requests);
  },
});

/** The policy this build wrote for Netlify; nginx must send the same. */
function builtPolicy(): string {
  const rules = parseHeadersFile(fs.readFileSync(path.join(rootDir, "public", "_headers"), "utf8"));
  // The page's policy as Netlify would send it (the rules name the site's pages, not /admin/).
  return netlifyHeadersFor("/contact/", rules)["Content-Security-Policy"] ?? "";
}

test.beforeEach(async ({ isMobile }) => {
  test.skip(isMobile, "the policy does not depend on the screen");
  await requireFormsBuiltWith("embed", nginxOrigin);
});

test("the policy nginx sends allows the provider's host for scripts, frames, requests and form posts, and nothing else new", async ({ request }) => {
  const csp = (await request.get(`${nginxOrigin}/contact/`)).headers()["content-security-policy"];
  expect(csp).toBe(builtPolicy());
  for (const directive of ["script-src", "frame-src", "connect-src", "form-action"]) expect([directive, sources(csp, directive)]).toEqual([directive, expect.arrayContaining([providerOrigin])]);
  // The native form is the embed's fallback, sent by script: no mailto: target is needed.
  expect(sources(csp, "form-action")).toEqual([providerOrigin]);
  expect(sources(csp, "frame-src")).toEqual([providerOrigin]);
});

for (const [route, formId] of [
  ["/contact/", "quote-form-id"],
  ["/resellers/", "reseller-form-id"],
] as const) {
  test(`${route}: the provider's script loads from its host and its form posts there, with no policy violation`, async ({ page, standInRequests }) => {
    const reported = await recordViolations(page);
    await visit(page, `${nginxOrigin}${route}`);
    // The committed embeds set cookies, so they wait for the visitor's go-ahead.
    await page.getByRole("button", { name: "Load form" }).click();
    const form = page.getByRole("form", { name: `Provider form ${formId}` });
    await expect(form).toBeVisible();
    await expect(page.getByRole("region", { name: "Contact us directly" })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __providerApi?: string }).__providerApi)).toBe("pong");
    await expect.poll(() => page.evaluate(() => (window as unknown as { __providerFrame?: string }).__providerFrame)).toBe("loaded");
    expect(await violations(page, reported)).toEqual([]);

    await form.getByRole("textbox", { name: "Your name" }).fill("Ada");
    await form.getByRole("button", { name: "Send to provider" }).click();
    await expect(page.getByRole("heading", { name: "Received by the provider" })).toBeVisible();
    expect(page.url()).toBe(`${providerOrigin}/submit`);
    expect(standInRequests).toEqual(expect.arrayContaining([`GET ${scriptUrl.pathname}`, "GET /frame", "GET /api/ping", "POST /submit"]));
    expect(reported).toEqual([]);
  });
}
