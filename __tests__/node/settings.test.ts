/** @jest-environment node */
import fs from "fs";
import path from "path";
import { staticRoutes } from "../../src/data/routes";
import { entryRoutesShowingEveryLayout, routesOf } from "../../src/node/dataFiles";
import { contentSecurityPolicy } from "../../src/node/securityHeaders";
import { readBuildSettings, siteConnections, siteMetadata } from "../../src/node/settings";
import { supabaseKey } from "../helpers/supabaseKeys";
import { tempDir } from "../helpers/tempDir";

const root = path.join(__dirname, "..", "..");
const committedForms = JSON.parse(fs.readFileSync(path.join(root, "data", "forms.json"), "utf8")) as Record<string, unknown> & {
  quote: { embed: { scriptUrl: string } };
};
const embedOrigin = new URL(committedForms.quote.embed.scriptUrl).origin;

/** A copy of the committed data/ with forms.json (and site.json) changed, as DATA_DIR would point to. */
function dataCopy(forms: Record<string, unknown> = {}, site: Record<string, unknown> = {}): string {
  const dir = tempDir("settings-");
  for (const [file, changes] of [
    ["forms.json", forms],
    ["site.json", site],
  ] as const) {
    const committed = JSON.parse(fs.readFileSync(path.join(root, "data", file), "utf8")) as Record<string, unknown>;
    fs.writeFileSync(path.join(dir, file), JSON.stringify({ ...committed, ...changes }));
  }
  return dir;
}

const policy = (env: NodeJS.ProcessEnv): Map<string, string[]> => {
  const csp = contentSecurityPolicy(siteConnections(readBuildSettings(env, root)), { scripts: [], styles: [] });
  return new Map(csp.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));
};

describe("readBuildSettings", () => {
  it("reads the repository as committed: email forms away from Netlify, nothing else to connect to", () => {
    const settings = readBuildSettings({}, root);
    expect(settings).toMatchObject({
      dataDir: path.join(root, "data"),
      siteUrl: "https://www.beltwright.example",
      gaMeasurementId: null,
      onNetlify: false,
      supabase: null,
      forms: { provider: "email", chosen: "auto", source: "data/forms.json", embedScriptUrls: [], embedOrigins: [], notes: [] },
      cms: { backend: { name: "github" }, editorialWorkflow: true },
      problems: [],
    });
    expect(siteConnections(settings)).toEqual({ forms: { provider: "email", embedOrigins: [] }, analytics: false });
    expect(siteMetadata(settings)).toEqual({ siteUrl: "https://www.beltwright.example", forms: { provider: "email" }, supabase: null });
  });

  it("uses Netlify Forms when Netlify runs the build and forms.json says auto", () => {
    const settings = readBuildSettings({ NETLIFY: "true" }, root);
    expect(settings.forms).toMatchObject({ provider: "netlify", chosen: "auto", notes: [] });
    expect(siteMetadata(settings)).toMatchObject({ forms: { provider: "netlify" }, supabase: null });
    expect(policy({ NETLIFY: "true" }).get("form-action")).toEqual(["'self'"]);
  });

  // Before one module decided, the policy read quote.scriptUrl (the file has quote.embed.scriptUrl) and ignored this variable.
  it("with GATSBY_FORMS_PROVIDER=embed, allows the embed script's host that forms.json names", () => {
    const settings = readBuildSettings({ GATSBY_FORMS_PROVIDER: "embed" }, root);
    expect(settings.forms).toMatchObject({ provider: "embed", source: "GATSBY_FORMS_PROVIDER", embedScriptUrls: [committedForms.quote.embed.scriptUrl], embedOrigins: [embedOrigin] });
    const csp = policy({ GATSBY_FORMS_PROVIDER: "embed" });
    for (const directive of ["script-src", "frame-src", "connect-src", "form-action"]) expect([directive, csp.get(directive)]).toEqual([directive, expect.arrayContaining([embedOrigin])]);
  });

  it("with forms.json saying embed in DATA_DIR, reads that folder (relative to the checkout) and allows the same host", () => {
    const dir = dataCopy({ provider: "embed" });
    const settings = readBuildSettings({ DATA_DIR: path.relative(root, dir) }, root);
    expect(settings.dataDir).toBe(dir);
    expect(settings.forms).toMatchObject({ provider: "embed", chosen: "embed", source: "data/forms.json" });
    expect(policy({ DATA_DIR: dir }).get("script-src")).toEqual(["'self'", embedOrigin]);
    // The same data with the email provider: the host is not allowed anywhere.
    expect(JSON.stringify([...policy({ DATA_DIR: dataCopy({ provider: "email" }) })])).not.toContain(embedOrigin);
  });

  it("gives the pages the Supabase project only when both variables are set, and checks its address", () => {
    const env = { GATSBY_FORMS_PROVIDER: "supabase", GATSBY_SUPABASE_URL: " https://abc.supabase.co/ ", GATSBY_SUPABASE_ANON_KEY: "anon" };
    const settings = readBuildSettings(env, root);
    // One reading for the forms and for storage: trimmed, without the trailing slash, the buckets' defaults.
    const project = { url: "https://abc.supabase.co", anonKey: "anon", guidesBucket: "guides", videoBucket: "video", videoFile: "intro.mp4" };
    expect(siteMetadata(settings)).toEqual({ siteUrl: "https://www.beltwright.example", forms: { provider: "supabase" }, supabase: project });
    expect(settings.supabase).toEqual({ ...project, origin: "https://abc.supabase.co" });
    const buckets = { GATSBY_SUPABASE_GUIDES_BUCKET: "pdfs", GATSBY_SUPABASE_VIDEO_BUCKET: "media", GATSBY_SUPABASE_VIDEO_FILE: "welcome.webm" };
    expect(readBuildSettings({ ...env, ...buckets }, root).supabase).toMatchObject({ guidesBucket: "pdfs", videoBucket: "media", videoFile: "welcome.webm" });
    for (const missing of [{ GATSBY_SUPABASE_URL: "" }, { GATSBY_SUPABASE_ANON_KEY: "  " }]) {
      expect(readBuildSettings({ ...env, ...missing }, root)).toMatchObject({ supabase: null, forms: { provider: "email" }, problems: [] });
    }
    expect(policy(env).get("connect-src")).toEqual(["'self'", "https://abc.supabase.co"]);
    expect(policy(env).get("form-action")).toEqual(["'none'"]);
    expect(readBuildSettings({ ...env, GATSBY_SUPABASE_URL: "http://abc.supabase.co" }, root).problems).toEqual([
      'GATSBY_SUPABASE_URL must start with https://, found "http://abc.supabase.co".',
    ]);
  });

  describe("a secret key in a variable the pages are built with", () => {
    const jwt = supabaseKey;
    const project = { GATSBY_SUPABASE_URL: "https://abcdefgh.supabase.co" };

    it("stops the build on the service_role key in GATSBY_SUPABASE_ANON_KEY, naming the variable and the key that belongs there", () => {
      const settings = readBuildSettings({ ...project, GATSBY_SUPABASE_ANON_KEY: jwt("service_role") }, root);
      expect(settings.problems).toEqual([
        expect.stringMatching(/^GATSBY_SUPABASE_ANON_KEY holds a Supabase secret key \(service_role\)\./),
      ]);
      expect(settings.problems[0]).toContain('the project\'s public key: "anon public" (or a key starting sb_publishable_)');
      // Nothing of it reaches what the pages are told.
      expect(JSON.stringify(siteMetadata(settings))).not.toContain(jwt("service_role"));
    });

    it("stops it on a new-style secret key (sb_secret_...) in any GATSBY_ variable, and names that variable", () => {
      const settings = readBuildSettings({ ...project, GATSBY_SUPABASE_ANON_KEY: jwt("anon"), GATSBY_SUPABASE_VIDEO_FILE: "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz" }, root);
      expect(settings.problems).toEqual([expect.stringMatching(/^GATSBY_SUPABASE_VIDEO_FILE holds a Supabase secret key \(sb_secret_\)\./)]);
      expect(readBuildSettings({ GATSBY_ANALYTICS_NOTE: ` ${jwt("service_role")} ` }, root).problems).toEqual([expect.stringMatching(/^GATSBY_ANALYTICS_NOTE holds a Supabase secret key/)]);
    });

    it("lets the public keys through: an anon JWT, a publishable key, and text that only looks like a token", () => {
      for (const key of [jwt("anon"), "sb_publishable_6f3Ua2JtVf0L_xTn4XhG1w_QbuR4zaN", "not.a.jwt", "eyJub3QiOiJqc29uIn0.e30.x"]) {
        expect(readBuildSettings({ ...project, GATSBY_SUPABASE_ANON_KEY: key }, root).problems).toEqual([]);
      }
      // Variables the pages are not built with may hold what they need to (Netlify's own, the sign-in's secret).
      expect(readBuildSettings({ SUPABASE_SERVICE_ROLE_KEY: jwt("service_role"), GITHUB_CLIENT_SECRET: "sb_secret_x" }, root).problems).toEqual([]);
    });
  });

  describe("the CMS and third-party scripts", () => {
    const withBoth = (env: NodeJS.ProcessEnv = {}) => readBuildSettings({ DATA_DIR: dataCopy({ provider: "embed" }, { gaMeasurementId: "G-ABC123XYZ" }), ...env }, root);

    it("stops a build that would put the CMS on an origin whose pages load the form embed and Google Analytics, and says what to do", () => {
      const settings = withBoth();
      expect(settings.thirdPartyScripts).toEqual([`the form embed's script from ${embedOrigin}`, "Google Analytics (gaMeasurementId in site.json)"]);
      expect(settings.problems).toEqual([
        expect.stringMatching(new RegExp(`^The pages load the form embed's script from ${embedOrigin.replace(/[.]/g, "\\.")} and Google Analytics .*, and the CMS at /admin/ would share their origin`)),
      ]);
      expect(settings.problems[0]).toContain("set CMS_SITE_ORIGIN to an address such as https://cms.beltwright.example");
      // Either one alone is enough.
      expect(readBuildSettings({ DATA_DIR: dataCopy({}, { gaMeasurementId: "G-ABC123XYZ" }) }, root).problems).toEqual([expect.stringMatching(/^The pages load Google Analytics/)]);
      expect(readBuildSettings({ GATSBY_FORMS_PROVIDER: "embed" }, root).problems).toEqual([expect.stringMatching(/^The pages load the form embed's script/)]);
    });

    it("builds them with the CMS on an origin of its own (CMS_SITE_ORIGIN), but not on the site's own", () => {
      expect(withBoth({ CMS_SITE_ORIGIN: "https://cms.beltwright.example/" })).toMatchObject({ cmsOrigin: "https://cms.beltwright.example", problems: [] });
      expect(withBoth({ CMS_SITE_ORIGIN: "https://www.beltwright.example" })).toMatchObject({ cmsOrigin: null, problems: [expect.stringMatching(/would share their origin/)] });
      expect(withBoth({ CMS_SITE_ORIGIN: "https://cms.beltwright.example/admin/" }).problems).toEqual([
        'CMS_SITE_ORIGIN must be an origin only, such as https://cms.example.com, found "https://cms.beltwright.example/admin/".',
        expect.stringMatching(/would share their origin/),
      ]);
      expect(withBoth({ CMS_SITE_ORIGIN: "cms.beltwright.example" }).problems[0]).toBe('CMS_SITE_ORIGIN must be a full address such as https://example.com/, found "cms.beltwright.example".');
    });

    it("keeps the CMS at the site's own /admin/ when the pages load no third-party script", () => {
      expect(readBuildSettings({}, root)).toMatchObject({ cmsOrigin: null, thirdPartyScripts: [], problems: [] });
      expect(readBuildSettings({ CMS_SITE_ORIGIN: "https://cms.beltwright.example" }, root)).toMatchObject({ cmsOrigin: "https://cms.beltwright.example", problems: [] });
    });
  });

  it("builds the CMS unless BUILD_WITHOUT_CMS=1 (a test's copy of the site, read for its pages) leaves it out", () => {
    expect(readBuildSettings({}, root).withoutCms).toBe(false);
    expect(readBuildSettings({ BUILD_WITHOUT_CMS: "0" }, root).withoutCms).toBe(false);
    expect(readBuildSettings({ BUILD_WITHOUT_CMS: "1" }, root)).toMatchObject({ withoutCms: true, problems: [] });
  });

  describe("BUILD_PAGES: the entry pages a test's build makes", () => {
    const entryRoutes = routesOf(path.join(root, "data")).slice(staticRoutes.length);

    it("is every entry's page unless set (or set to all)", () => {
      expect(readBuildSettings({}, root).onlyEntryPages).toBeNull();
      expect(readBuildSettings({ BUILD_PAGES: "all" }, root)).toMatchObject({ onlyEntryPages: null, problems: [] });
    });

    it("with layouts, the entries that show every layout (src/data/layouts.ts), in the pages' order", () => {
      const settings = readBuildSettings({ BUILD_PAGES: "layouts" }, root);
      expect(settings.problems).toEqual([]);
      expect(settings.onlyEntryPages).toEqual(entryRoutes.filter((route) => entryRoutesShowingEveryLayout(path.join(root, "data")).includes(route)));
      expect(settings.onlyEntryPages!.length).toBeLessThan(entryRoutes.length);
    });

    it("with layouts, also every page a moved page leads to, so each redirect lands on a page; and any entry's page it names", () => {
      const chosen = entryRoutesShowingEveryLayout(path.join(root, "data"));
      const [target, named] = entryRoutes.filter((route) => !chosen.includes(route));
      const dir = tempDir("build-pages-");
      fs.cpSync(path.join(root, "data"), dir, { recursive: true });
      // Written as an editor may, without the trailing slash.
      fs.writeFileSync(path.join(dir, "redirects.json"), JSON.stringify({ redirects: [{ from: "/old/", to: target.slice(0, -1) }, { from: "/older/", to: "/contact/" }], retired: [] }));
      const settings = readBuildSettings({ DATA_DIR: dir, BUILD_PAGES: ` layouts, ${named}` }, root);
      expect(settings.problems).toEqual([]);
      expect(settings.onlyEntryPages).toEqual(entryRoutes.filter((route) => [...chosen, target, named].includes(route)));
    });

    it("refuses what is neither layouts nor an entry's page, naming it", () => {
      expect(readBuildSettings({ BUILD_PAGES: "layouts,/sectors/no-such-sector/" }, root).problems).toEqual([
        `BUILD_PAGES names "/sectors/no-such-sector/", which is neither "layouts" nor the address of an entry's page in the data (such as "${entryRoutes[0]}").`,
      ]);
      expect(readBuildSettings({ BUILD_PAGES: "/contact/" }, root).problems).toHaveLength(1);
    });
  });

  it("takes SITE_URL over site.json, without the trailing slash, and refuses one that is not an address", () => {
    expect(readBuildSettings({ SITE_URL: "https://staging.beltwright.example/" }, root).siteUrl).toBe("https://staging.beltwright.example");
    expect(readBuildSettings({ SITE_URL: "staging.beltwright.example" }, root).problems).toEqual([
      'The site address (SITE_URL) must be a full address such as https://www.example.com, found "staging.beltwright.example".',
    ]);
  });

  it("refuses an embed without a usable script address, naming the setting", () => {
    const broken = dataCopy({ provider: "embed", quote: { embed: { scriptUrl: "forms.example/embed.js" } }, reseller: {} });
    expect(readBuildSettings({ DATA_DIR: broken }, root).problems).toEqual(['A form embed script URL in data/forms.json must be a full address such as https://example.com/, found "forms.example/embed.js".']);
    const missing = dataCopy({ provider: "embed", quote: {}, reseller: {} });
    expect(readBuildSettings({ DATA_DIR: missing }, root).problems).toEqual([
      'The enquiry forms use "embed", but data/forms.json gives no quote.embed.scriptUrl or reseller.embed.scriptUrl.',
    ]);
  });

  it("reads analytics from site.json, and builds with defaults when the files are missing (the data validation reports them)", () => {
    expect(readBuildSettings({ DATA_DIR: dataCopy({}, { gaMeasurementId: " G-ABC123 " }) }, root).gaMeasurementId).toBe("G-ABC123");
    const empty = tempDir("settings-");
    expect(readBuildSettings({ DATA_DIR: empty }, root)).toMatchObject({ siteName: "Website", forms: { provider: "email" }, problems: [] });
  });
});

describe("gatsby-config", () => {
  async function loadConfig(env: Record<string, string>): Promise<{ siteMetadata: Record<string, unknown>; plugins: unknown[] }> {
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      jest.resetModules();
      return ((await import("../../gatsby-config")) as { default: { siteMetadata: Record<string, unknown>; plugins: unknown[] } }).default;
    } finally {
      process.env = saved;
    }
  }

  it("sources the data from DATA_DIR and tells the pages the provider the settings chose", async () => {
    const dir = dataCopy({ provider: "embed" });
    const config = await loadConfig({ DATA_DIR: dir });
    expect(config.plugins).toContainEqual({ resolve: "gatsby-source-filesystem", options: { name: "data", path: dir } });
    expect(config.siteMetadata).toEqual({ siteUrl: "https://www.beltwright.example", forms: { provider: "embed" }, supabase: null });
  });
});
