import { NetlifyAuthenticator as Authenticator } from "decap-cms-lib-auth";
import { SiteFailure } from "../backend/failures";
import { messageOverrides } from "../locale";

export * from "decap-cms-lib-auth";

type Done = (error: unknown, data?: unknown) => unknown;

/**
 * decap-cms-lib-auth where GitHub's login page imports it (decap-cms-backend-github's AuthenticationPage.js;
 * src/node/cms/packages.ts, replacedModules). The page shows a failed sign-in as `err.toString()`: the sign-in
 * window's own message ("Authentication popup was closed", a site_id to set). Here the page is handed the site's
 * words (what happened, nothing lost, what to do), and the cause goes to the console.
 */
export class NetlifyAuthenticator {
  // Held, not extended: the CMS's bundle compiles this class for older browsers, and a compiled class cannot call
  // the constructor of decap-cms-lib-auth's native one ("Class constructors cannot be invoked without 'new'").
  private readonly inner: Authenticator;

  constructor(config?: ConstructorParameters<typeof Authenticator>[0]) {
    this.inner = new Authenticator(config);
  }

  authenticate(options: object, done: Done): unknown {
    try {
      return this.inner.authenticate(options as never, (error: unknown, data?: unknown) => {
        if (!error) return done(error, data);
        console.warn("GitHub's sign-in did not finish (told to the editor in the site's words):", String(error), error);
        return done(new SiteFailure(messageOverrides.site.signIn.github), data);
      });
    } catch (error) {
      // A window the browser would not open: Decap's authenticator then throws as it focuses it, and the Login
      // button did nothing, with no word.
      console.warn("GitHub's sign-in window did not open (told to the editor in the site's words):", error);
      return done(new SiteFailure(messageOverrides.site.signIn.githubBlocked));
    }
  }
}
