/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { secretsInPublicVariables, supabaseSecretKind } from "../../src/node/secrets";
import { checkoutCopy } from "../helpers/checkout";

/** A Supabase API key as the project's settings show it: a JWT whose payload names its role. */
const jwt = (role: string): string =>
  ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", Buffer.from(JSON.stringify({ iss: "supabase", ref: "abcdefgh", role, iat: 1700000000, exp: 2000000000 })).toString("base64url"), "c2lnbmF0dXJl"].join(".");

describe("supabaseSecretKind", () => {
  it("knows both kinds of secret key, and nothing else", () => {
    expect(supabaseSecretKind(jwt("service_role"))).toBe("service_role");
    expect(supabaseSecretKind(" sb_secret_abc ")).toBe("sb_secret_");
    for (const other of [jwt("anon"), jwt("authenticated"), "sb_publishable_abc", "", "a.b.c", "https://abcdefgh.supabase.co"]) expect(supabaseSecretKind(other)).toBeUndefined();
  });

  it("reports each GATSBY_ variable that holds one, in order, and only those", () => {
    const problems = secretsInPublicVariables({ GATSBY_Z: "sb_secret_1", GATSBY_A: jwt("service_role"), GATSBY_SUPABASE_ANON_KEY: jwt("anon"), SUPABASE_KEY: "sb_secret_2" });
    expect(problems.map((problem) => problem.split(" ")[0])).toEqual(["GATSBY_A", "GATSBY_Z"]);
  });
});

/** Every file under `dir` whose bytes contain `needle`. */
function filesContaining(dir: string, needle: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.readFileSync(file).includes(needle));
}

it("a build given the service_role key stops before the bundles, names the variable, and publishes nothing of it", () => {
  const dir = checkoutCopy("secret-build-");
  const secret = jwt("service_role");
  const started = Date.now();
  const result = spawnSync("npx", ["gatsby", "build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", GATSBY_SUPABASE_URL: "https://abcdefgh.supabase.co", GATSBY_SUPABASE_ANON_KEY: secret },
  });
  const output = `${result.stdout}${result.stderr}`;
  expect(result.status).not.toBe(0);
  expect(output).toContain("GATSBY_SUPABASE_ANON_KEY holds a Supabase secret key (service_role)");
  expect(output).not.toMatch(/Building production JavaScript/);
  // Where a build writes: the site, the deploy files, and Gatsby's own cache.
  for (const written of ["public", "deploy/generated", ".cache"]) expect([written, filesContaining(path.join(dir, written), secret)]).toEqual([written, []]);
  // It stops at the settings, in seconds, not after minutes of building.
  expect(Date.now() - started).toBeLessThan(120_000);
}, 180_000);
