import { NetlifyAuthenticator as DecapAuthenticator } from "decap-cms-lib-auth";
import { NetlifyAuthenticator } from "../../src/cms/replacedParts/githubSignIn";
import { messageOverrides } from "../../src/cms/locale";

/**
 * GitHub's login page (decap-cms-backend-github's AuthenticationPage.js) shows a failed sign-in as the sign-in
 * window's error's toString(); the CMS's build hands it replacedParts/githubSignIn.ts's authenticator in place of
 * decap-cms-lib-auth's. What the page would show, with each, for a sign-in window that fails.
 */

/** What the login page shows for a sign-in that fails: `err.toString()`, as AuthenticationPage.js sets loginError. */
function shownBy(authenticator: { authenticate(options: object, done: (error: unknown) => unknown): unknown }): string {
  let shown = "(nothing)";
  // No provider: the window fails at once, as it does when GitHub or the sign-in service refuses.
  authenticator.authenticate({ scope: "repo" }, (error) => {
    if (error) shown = (error as { toString(): string }).toString();
  });
  return shown;
}

describe("a failed sign-in on GitHub's login page", () => {
  it("is told in the site's words, what happened and what to do, with the cause in the console", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    // Decap's own shows the window's message: program words (the test would fail on it).
    expect(shownBy(new DecapAuthenticator({}))).toBe("You must specify a provider when calling netlify.authenticate");
    const shown = shownBy(new NetlifyAuthenticator({}));
    expect(shown).toBe(messageOverrides.site.signIn.github);
    expect(shown).toMatch(/^GitHub's sign-in did not finish/);
    expect(shown).toMatch(/Nothing is lost/);
    expect(shown).toMatch(/Choose Login with GitHub to try again/);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/GitHub's sign-in did not finish/), "You must specify a provider when calling netlify.authenticate", expect.anything());
  });
});

describe("a sign-in window the browser will not open (a pop-up blocker)", () => {
  it("is told in the site's words on the login page, not left as a button that does nothing", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const open = jest.spyOn(window, "open").mockImplementation(() => null);
    try {
      // Decap's own throws as it focuses the window that never opened: the page's callback is never called.
      expect(() => new DecapAuthenticator({ site_id: "beltwright.example" }).authenticate({ provider: "github", scope: "repo" }, () => undefined)).toThrow(TypeError);
      const shown = shownBy({ authenticate: (options, done) => new NetlifyAuthenticator({ site_id: "beltwright.example" }).authenticate({ ...options, provider: "github" }, done) });
      expect(shown).toBe(messageOverrides.site.signIn.githubBlocked);
      expect(shown).toMatch(/^GitHub's sign-in window did not open/);
      expect(shown).toMatch(/Nothing is lost/);
      expect(open).toHaveBeenCalled();
    } finally {
      open.mockRestore();
      warn.mockRestore();
    }
  });
});
