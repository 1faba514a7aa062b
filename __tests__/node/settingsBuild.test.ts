/** @jest-environment node */
import fs from "fs";
import path from "path";
import { checkoutCopy, gatsbyBuild } from "../helpers/checkout";
import { supabaseKey } from "../helpers/supabaseKeys";

/** Every file under `dir` whose bytes contain `needle`. */
function filesContaining(dir: string, needle: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.readFileSync(file).includes(needle));
}

/**
 * A real `gatsby build`, in a copy of the checkout, whose settings cannot work in two ways at once: the Supabase
 * service_role key in the variable for the public key, and a form embed and Google Analytics on pages whose
 * origin would also hold the CMS (and so the editors' tokens).
 */
it("a build whose settings cannot work stops before the bundles, names every problem, and publishes nothing of the secret", async () => {
  const dir = checkoutCopy("settings-build-");
  for (const [file, changes] of [
    ["forms.json", { provider: "embed" }],
    ["site.json", { gaMeasurementId: "G-ABC123XYZ" }],
  ] as const) {
    const data = path.join(dir, "data", file);
    fs.writeFileSync(data, JSON.stringify({ ...(JSON.parse(fs.readFileSync(data, "utf8")) as object), ...changes }, null, 2));
  }
  const secret = supabaseKey("service_role");
  const env: NodeJS.ProcessEnv = { GATSBY_SUPABASE_URL: "https://abcdefgh.supabase.co", GATSBY_SUPABASE_ANON_KEY: secret, DATA_DIR: "", GATSBY_FORMS_PROVIDER: "", CMS_SITE_ORIGIN: "" };
  const { code, output, seconds } = await gatsbyBuild(dir, env);

  expect(code).not.toBe(0);
  expect(output).toContain("GATSBY_SUPABASE_ANON_KEY holds a Supabase secret key (service_role)");
  expect(output).toContain("The pages load the form embed's script from");
  expect(output).toContain("and Google Analytics (gaMeasurementId in site.json), and the CMS at /admin/ would share their origin");
  expect(output).not.toMatch(/Building production JavaScript/);
  // A CI log (Netlify's) prints each problem's text alone: its first line says what kind it is and who can fix it.
  expect(output.match(/error Settings \(the build's settings\): whoever manages the site's hosting can fix this/g)).toHaveLength(2);
  expect(output).toContain("error The build stopped: 2 problem(s), listed above (2 in the build's settings, for whoever manages the site's hosting).");
  // Where a build writes: the site, the deploy files, and Gatsby's own cache.
  for (const written of ["public", "deploy/generated", ".cache"]) expect([written, filesContaining(path.join(dir, written), secret)]).toEqual([written, []]);
  // It stops at the settings, in seconds, not after minutes of building.
  expect(seconds).toBeLessThan(120);
}, 180_000);
