import { expect, test } from "@playwright/test";
import { e2ePort } from "./servers";

/** How the contact page's markup shows the provider its forms were built with. */
const markers = { embed: 'data-provider="embed"', netlify: 'data-netlify="true"' } as const;

/**
 * For a spec that needs a build whose forms use `provider` (from a hook before each test): skips the test
 * against any other build, and fails it instead when the run expects that build (E2E_EXPECT_PROVIDER, which
 * the suite's stage for the provider sets, so that a wrong build there is an error, not a silent skip).
 * `origin` is the server to ask for /contact/: `gatsby serve` unless told otherwise.
 */
export async function requireFormsBuiltWith(provider: keyof typeof markers, origin = `http://127.0.0.1:${e2ePort}`): Promise<void> {
  const html = await (await fetch(`${origin}/contact/`)).text();
  const built = html.includes(markers[provider]);
  if (process.env.E2E_EXPECT_PROVIDER === provider) expect(built, `this run expects a build whose forms use the ${provider} provider`).toBe(true);
  test.skip(!built, `the site was built with another provider (build with GATSBY_FORMS_PROVIDER=${provider}, or npm test -- --stage=${provider})`);
}
