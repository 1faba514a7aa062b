/**
 * The browser-test stages of `npm test`, in order: each build the specs need, then the specs that need it.
 * A form provider changes the pages' markup and scripts, so it needs a build of its own; every other spec
 * runs against the default build, which is built last and stays in public/.
 */
import { supabaseKey } from "../../__tests__/helpers/supabaseKeys";
import type { Need } from "./preflight";

export interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** The programs it runs, which `npm test` checks for before it starts (preflight.ts). */
  needs?: Need[];
}

export interface Stage {
  name: string;
  steps: Step[];
}

/** Every Playwright run starts nginx beside `gatsby serve` (playwright.config.ts). */
const playwright = (stage: string, specs: string[], env: Record<string, string> = {}, needs: Need[] = []): Step => ({
  name: `playwright ${stage}`,
  command: "npx",
  args: ["playwright", "test", ...specs],
  env: { E2E_STAGE: stage, ...env },
  needs: ["chromium", "nginx", "brotli", ...needs],
});

/** The key journeys in WebKit and Firefox (playwright.engines.config.ts, e2e/engines/), against the same build. */
const engines = (stage: string, args: string[], env: Record<string, string> = {}): Step => ({
  name: `webkit + firefox ${stage}`,
  command: "npx",
  args: ["playwright", "test", "-c", "playwright.engines.config.ts", ...args],
  env: { E2E_STAGE: `engines-${stage}`, ...env },
  needs: ["webkit", "firefox", "xvfb"],
});

/** Where the supabase stage's build is told the project is: a port beside the tests' own (E2E_PORT + 200). */
const SUPABASE_STAND_IN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 9000) + 200}`;

/** The CMS's own origin in the embed stage's build (e2e/cms-origin.spec.ts asks nginx for it by name). */
const EMBED_CMS_ORIGIN = "https://cms.beltwright.example";

export const e2eStages: Stage[] = [
  {
    // Netlify Forms: the provider from the build's environment, as Netlify's site settings give it.
    name: "netlify",
    steps: [
      { name: "build (netlify forms)", command: "npm", args: ["run", "build"], env: { GATSBY_FORMS_PROVIDER: "netlify" } },
      playwright("netlify", ["e2e/forms-netlify.spec.ts"], { E2E_EXPECT_PROVIDER: "netlify" }),
      engines("netlify", ["--grep", "@netlify"], { E2E_EXPECT_PROVIDER: "netlify" }),
    ],
  },
  {
    // Supabase: a warm build after the netlify one, told that the project is a local stand-in of Supabase
    // (e2e/forms-supabase.spec.ts finds its address in the built policy and starts it there).
    name: "supabase",
    steps: [
      {
        name: "build (supabase forms)",
        command: "npm",
        args: ["run", "build"],
        env: { GATSBY_FORMS_PROVIDER: "supabase", GATSBY_SUPABASE_URL: SUPABASE_STAND_IN, GATSBY_SUPABASE_ANON_KEY: supabaseKey("anon") },
      },
      playwright("supabase", ["e2e/forms-supabase.spec.ts"], { E2E_EXPECT_PROVIDER: "supabase" }),
    ],
  },
  {
    // The embed provider chosen in a copy of data/forms.json (DATA_DIR), as an editor would choose it: the
    // form's script host must reach the built policy. The environment-variable route to the same setting is
    // covered by __tests__/node/settings.test.ts.
    name: "embed",
    steps: [
      // Builds that must be refused (a redirect to a missing page, a page deleted without one): they stop in
      // Gatsby's bootstrap, so they cost little and leave the last build in place.
      { name: "builds an editor's mistake stops", command: "npx", args: ["tsx", "e2e/buildRefusals.ts"] },
      // Then one text edited in that copy and built again, as an editor's change reaches a warm build. The embed's
      // script on the pages means the CMS needs an origin of its own (src/node/settings.ts).
      {
        name: "build (embed forms, from data), then again after an edit",
        command: "npx",
        args: ["tsx", "e2e/buildFromDataCopy.ts", "embed", "--then-edit"],
        env: { CMS_SITE_ORIGIN: EMBED_CMS_ORIGIN },
      },
      playwright("embed", ["e2e/forms-embed.spec.ts", "e2e/embed-policy.spec.ts", "e2e/incremental-build.spec.ts", "e2e/redirects.spec.ts", "e2e/build-refusals.spec.ts", "e2e/cms-origin.spec.ts"], {
        E2E_EXPECT_PROVIDER: "embed",
        CMS_SITE_ORIGIN: EMBED_CMS_ORIGIN,
      }, ["openssl"]),
    ],
  },
  {
    name: "default",
    // npm run build keeps the build's output in build.log, which e2e/build-log.spec.ts reads.
    // The W3C HTML checker (vnu, e2e/html.spec.ts) runs on Java.
    steps: [{ name: "build (default)", command: "npm", args: ["run", "build"] }, playwright("default", [], {}, ["java"]), engines("default", ["--grep-invert", "@netlify"])],
  },
];
