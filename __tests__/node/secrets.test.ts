/** @jest-environment node */
import { secretsInPublicVariables, supabaseSecretKind } from "../../src/node/secrets";
import { supabaseKey as jwt } from "../helpers/supabaseKeys";

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
