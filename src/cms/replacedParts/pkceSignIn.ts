import { PkceAuthenticator as Authenticator } from "decap-cms-lib-auth";
import { SiteFailure } from "../backend/failures";
import { messageOverrides } from "../locale";

export * from "decap-cms-lib-auth";

type Done = (error: unknown, data?: unknown) => unknown;

/**
 * decap-cms-lib-auth where the gateway's PKCE login page imports it (decap-cms-ui-auth's PKCEAuthenticationPage.js;
 * src/node/cms/packages.ts, replacedModules). The page shows a failed sign-in as `err.toString()`: the sign-in
 * service's own words ("Error: access_denied: …", "Error: Invalid nonce", "TypeError: Failed to fetch"). Here the
 * page is handed the site's words (what happened, nothing lost, what to do), and the cause goes to the console.
 * Held, not extended, as in githubSignIn.ts: the CMS's bundle compiles this class for older browsers.
 */
export class PkceAuthenticator {
  private readonly inner: Authenticator;

  constructor(config?: ConstructorParameters<typeof Authenticator>[0]) {
    this.inner = new Authenticator(config);
  }

  /** The sign-in asked for: the browser goes to the sign-in service, or the failure is told. */
  authenticate(options: object, done: Done): Promise<unknown> {
    return inSiteWords("authenticate", (told) => this.inner.authenticate(options as never, told), done);
  }

  /** Back from the sign-in service: its answer taken, or its refusal told. */
  completeAuth(done: Done): Promise<unknown> {
    return inSiteWords("completeAuth", (told) => this.inner.completeAuth(told), done);
  }
}

/**
 * Runs one step of the sign-in, telling the login page (`done`) once: the site's words for a failure, the answer
 * for a success. Once told, a second word is not passed on: a page whose success handler throws, caught by the
 * sign-in code and handed back as a failure, would otherwise hear "did not finish" after it had signed in; that
 * throw is the page's own fault and goes on as it is.
 */
export async function inSiteWords(step: string, run: (told: Done) => Promise<unknown>, done: Done): Promise<unknown> {
  let told = false;
  const failed = (error: unknown): unknown => {
    console.warn(`The gateway's sign-in did not finish (${step}; told to the editor in the site's words):`, String(error), error);
    return done(new SiteFailure(messageOverrides.site.signIn.gateway));
  };
  const tell: Done = (error, data) => {
    if (told) {
      console.warn(`The gateway's sign-in answered again (${step}) after the page was told; not passed on:`, error);
      return undefined;
    }
    told = true;
    return error ? failed(error) : done(error, data);
  };
  try {
    return await run(tell);
  } catch (error) {
    if (told) throw error;
    return tell(error);
  }
}
