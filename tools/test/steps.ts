/**
 * The browser-test stages of `npm test`, in order: each build the specs need, then the specs that need it.
 * A form provider changes the pages' markup and scripts, so it needs a build of its own; every other spec
 * runs against the default build.
 *
 * Each distinct build once, all in this checkout, so that no picture is processed cold twice (Gatsby keeps the
 * processed pictures in .cache and public/, and another DATA_DIR does not clear them): the default build comes
 * first, the only build of every page, and compiles the CMS (cold in a fresh clone; the one cold compile of a run).
 * The builds after it are warm: the new sector's is small (BUILD_PAGES, src/node/settings.ts: every static page
 * and the sector's; nothing but its HTML is read), the form providers' are without the CMS where no spec of the
 * stage opens /admin/ (BUILD_WITHOUT_CMS=1). The providers' builds keep every page: in a browser, Gatsby fetches
 * the data of the pages a page links to (every page's menu links to every service), and a page left out answers
 * 404, which the specs fail on as a console error; a page more costs a warm build next to nothing (the time goes
 * on webpack's work for the provider's changed settings). public/ ends as the embed stage's build, with the
 * embed's data copy.
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
  /** A step of the other lane this one starts after, when the run has it (run.ts). */
  after?: string;
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

/** A provider's build without the CMS: no spec of those stages opens /admin/. */
const WITHOUT_CMS = { BUILD_WITHOUT_CMS: "1" };

export const e2eStages: Stage[] = [
  {
    name: "default",
    steps: [
      // npm run build keeps the build's output in build.log, which e2e/build-log.spec.ts reads.
      { name: "build (default)", command: "npm", args: ["run", "build"] },
      // The W3C HTML checker (vnu, e2e/html.spec.ts) runs on Java.
      playwright("default", [], { E2E_WORKERS: "3" }, ["java"]),
      engines("default", ["--grep-invert", "@netlify"]),
      // The sector e2e/cms.spec.ts added in the CMS, built from the data it kept, warm and small, and read.
      { name: "build the CMS's new sector, and read it", command: "npx", args: ["tsx", "tools/test/newSectorBuild.ts"] },
    ],
  },
  {
    // Netlify Forms: the provider from the build's environment, as Netlify's site settings give it.
    name: "netlify",
    steps: [
      { name: "build (netlify forms)", command: "npm", args: ["run", "build"], env: { GATSBY_FORMS_PROVIDER: "netlify", ...WITHOUT_CMS } },
      playwright("netlify", ["e2e/forms-netlify.spec.ts"], { E2E_EXPECT_PROVIDER: "netlify" }),
      engines("netlify", ["--grep", "@netlify"], { E2E_EXPECT_PROVIDER: "netlify" }),
    ],
  },
  {
    // Supabase: told that the project is a local stand-in of Supabase
    // (e2e/forms-supabase.spec.ts finds its address in the built policy and starts it there).
    name: "supabase",
    steps: [
      {
        name: "build (supabase forms)",
        command: "npm",
        args: ["run", "build"],
        env: { GATSBY_FORMS_PROVIDER: "supabase", GATSBY_SUPABASE_URL: SUPABASE_STAND_IN, GATSBY_SUPABASE_ANON_KEY: supabaseKey("anon"), ...WITHOUT_CMS },
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
      // Built (e2e/buildFromDataCopy.ts), then one text edited in that copy and built again, as an editor's change
      // reaches a warm build. With the CMS, warm from the default build: e2e/cms-origin.spec.ts serves its page and
      // scripts, and the edit must compile none of it again. The embed's script on the pages means the CMS needs an
      // origin of its own (src/node/settings.ts). The builds an editor's mistake must stop are
      // __tests__/node/refusedBuild.test.ts (one real build) and checkBeforeBuild.test.ts.
      {
        name: "build (embed forms, from data), then again after an edit",
        command: "npx",
        args: ["tsx", "e2e/buildFromDataCopy.ts", "embed", "--then-edit"],
        env: { CMS_SITE_ORIGIN: EMBED_CMS_ORIGIN },
      },
      playwright("embed", ["e2e/forms-embed.spec.ts", "e2e/embed-policy.spec.ts", "e2e/incremental-build.spec.ts", "e2e/redirects.spec.ts", "e2e/cms-origin.spec.ts"], {
        E2E_EXPECT_PROVIDER: "embed",
        CMS_SITE_ORIGIN: EMBED_CMS_ORIGIN,
      }, ["openssl"]),
    ],
  },
];
