import config from "../playwright.config";
import { expect, test } from "./fixtures";
import { nginxOrigin, nginxPort } from "./servers";

/**
 * The built CMS as a deployed site serves it: from nginx with deploy/nginx.conf,
 * under a host name that is not this machine's (Decap looks for its local
 * backend only on localhost), so the configured backend (Git Gateway) is used.
 */

const host = "cms.beltwright.example";
const origin = `http://${host}:${nginxPort}`;
test.use({ launchOptions: { ...config.use?.launchOptions, args: [...(config.use?.launchOptions?.args ?? []), `--host-resolver-rules=MAP ${host} 127.0.0.1`] } });

test("the CMS starts under its own Content-Security-Policy, loads nothing from another origin and asks for a Netlify Identity login", async ({ page, consoleErrors, allowedConsoleErrors }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the CMS is checked once, at desktop width");
  // Netlify Identity is not on this test server: Decap asks for its settings and gets nginx's 404 page.
  allowedConsoleErrors.push(/Failed to load resource: the server responded with a status of 404/);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`Content-Security-Policy: ${event.violatedDirective} ${event.blockedURI}`));
  });
  const response = await page.goto(`${origin}/admin/`);
  const headers = response?.headers() ?? {};
  expect(headers["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'");
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  // Netlify's Identity widget, served from this site, opens the sign-in; here it finds no Identity service and Decap says so.
  await page.getByRole("button", { name: "Login with Netlify Identity" }).click();
  await expect(page.getByText(/Unable to access identity settings/)).toBeVisible();
  expect(requested).toEqual(expect.arrayContaining([expect.stringMatching(/\/admin\/netlify-identity-widget-[\d.]+\.js$/), `${origin}/.netlify/identity/settings`]));
  expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith("data:"))).toEqual([]);
  expect(requested).toEqual(expect.arrayContaining([`${origin}/admin/`, expect.stringMatching(/\/admin\/decap-cms-app-[\d.]+\.js$/)]));
  expect(consoleErrors).toEqual([]);
});

test("a visitor's page under /admin/ keeps the site's policy, and only the CMS's page has the CMS's", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "headers do not depend on the screen");
  const cms = await request.get(`${nginxOrigin}/admin/`);
  const manager = await request.get(`${nginxOrigin}/admin/cookie-manager/`);
  const home = await request.get(`${nginxOrigin}/`);
  const policy = (response: typeof cms): string => response.headers()["content-security-policy"] ?? "";
  expect(policy(cms)).toContain("'unsafe-eval'");
  for (const other of [manager, home]) {
    expect(policy(other)).not.toContain("'unsafe-eval'");
    expect(policy(other)).not.toBe("");
  }
  expect(policy(manager)).toBe(policy(home));
  expect(manager.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  // Netlify Identity's emails, which send an invited editor to the CMS's page with the token.
  const invitation = await request.get(`${nginxOrigin}/admin/emails/invitation.html`);
  expect(invitation.status()).toBe(200);
  expect(await invitation.text()).toContain("/admin/#invite_token={{ .Token }}");
  expect(home.headers()["x-robots-tag"]).toBeUndefined();
});
