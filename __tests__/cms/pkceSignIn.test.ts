import { PkceAuthenticator as DecapAuthenticator } from "decap-cms-lib-auth";
import { inSiteWords, PkceAuthenticator } from "../../src/cms/replacedParts/pkceSignIn";
import { messageOverrides } from "../../src/cms/locale";

/**
 * The gateway's PKCE login page (decap-cms-ui-auth's PKCEAuthenticationPage.js) shows a failed sign-in as the
 * error's toString(); the CMS's build hands it replacedParts/pkceSignIn.ts's authenticator in place of
 * decap-cms-lib-auth's. What the page would show, with each, for a sign-in that fails.
 */

type Authenticator = { authenticate(options: object, done: (error: unknown) => unknown): Promise<unknown>; completeAuth(done: (error: unknown) => unknown): Promise<unknown> };
const config = { base_url: "https://gateway.beltwright.example", app_id: "cms", auth_endpoint: "oauth/authorize", auth_token_endpoint: "oauth/token" };

async function shown(run: (done: (error: unknown) => unknown) => Promise<unknown>): Promise<string> {
  let text = "(nothing)";
  await run((error) => {
    if (error) text = (error as { toString(): string }).toString();
  });
  return text;
}

/** Back from the sign-in service with its refusal in the address, as the login page reads it when it opens. */
function backWith(search: string): void {
  window.history.replaceState(null, "", `/admin/${search}`);
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("a failed sign-in on the gateway's PKCE login page", () => {
  const cases: [string, (auth: Authenticator) => (done: (error: unknown) => unknown) => Promise<unknown>, RegExp][] = [
    // The service's refusal, and an answer whose state this browser did not send.
    ["refused by the service", (auth) => { backWith("?error=access_denied&error_description=denied&state=%7B%22nonce%22%3A%22x%22%7D"); return (done) => auth.completeAuth(done); }, /Invalid nonce|access_denied/],
  ];
  it.each(cases)("is told in the site's words when %s, the cause in the console", async (_, act, raw) => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      // Decap's own shows the service's words (the test would fail on them).
      expect(await shown(act(new DecapAuthenticator(config) as unknown as Authenticator))).toMatch(raw);
      const text = await shown(act(new PkceAuthenticator(config)));
      expect(text).toBe(messageOverrides.site.signIn.gateway);
      expect(text).toMatch(/Nothing is lost/);
      expect(text).toMatch(/Choose Login to try again/);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/sign-in did not finish/), expect.stringMatching(raw), expect.anything());
    } finally {
      warn.mockRestore();
    }
  });
});

it("tells a sign-in that fails before it reaches the service in the site's words, where Decap's left the page silent", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  try {
    // No Web Crypto here (jsdom), as in an old or locked-down browser: Decap's own rejects, and its page's callback
    // is never called, so Login does nothing.
    await expect(new DecapAuthenticator(config).authenticate({ scope: "openid email" }, () => undefined)).rejects.toThrow(TypeError);
    expect(await shown((done) => new PkceAuthenticator(config).authenticate({ scope: "openid email" }, done))).toBe(messageOverrides.site.signIn.gateway);
  } finally {
    warn.mockRestore();
  }
});

describe("the login page is told once", () => {
  it("a success handler that throws is not told again as a failed sign-in, and its error goes on", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const heard: unknown[] = [];
      const done = (error: unknown, data?: unknown): unknown => {
        heard.push(error ?? data);
        if (!error) throw new TypeError("the page's own fault after signing in");
        return undefined;
      };
      // Sign-in code that catches its callback's throw, hands it back as a failure and rethrows it (decap-cms-lib-auth
      // 3.x calls back outside any try; a later release, or another step, may not).
      const run = async (told: (error: unknown, data?: unknown) => unknown): Promise<unknown> => {
        try {
          return told(null, { token: "t" });
        } catch (error) {
          told(error);
          throw error;
        }
      };
      await expect(inSiteWords("completeAuth", run, done)).rejects.toThrow("the page's own fault");
      expect(heard).toEqual([{ token: "t" }]);
    } finally {
      warn.mockRestore();
    }
  });

  it("a failure told twice reaches the page once, in the site's words", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const heard: string[] = [];
      await inSiteWords("authenticate", async (told) => {
        told(new Error("access_denied"));
        told(new Error("access_denied, again"));
      }, (error) => void heard.push(String(error)));
      expect(heard).toEqual([messageOverrides.site.signIn.gateway]);
    } finally {
      warn.mockRestore();
    }
  });
});
