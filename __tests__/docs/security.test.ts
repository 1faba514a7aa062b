/** @jest-environment node */
import fs from "fs";
import path from "path";

/**
 * docs/security.md's "Dependencies" stays true of what is installed and shipped: sharp is past both
 * advisories, and every version its table names is still the one in package-lock.json (the CMS's too: it is
 * compiled from Decap's parts), so that a moved version sends someone back to the advisories.
 */

const root = path.join(__dirname, "..", "..");
const lock = (JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as { packages: Record<string, { version?: string }> }).packages;
const packageJson = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { dependencies: Record<string, string>; overrides: Record<string, unknown> };

/** Every installed copy of `name`: its path in the lockfile and its version. */
const installed = (name: string): [string, string][] =>
  Object.entries(lock)
    .filter(([key, entry]) => (key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`)) && entry.version)
    .map(([key, entry]) => [key, entry.version ?? ""]);

const numbers = (version: string): number[] => version.split(/[.-]/).slice(0, 3).map(Number);
function atLeast(version: string, floor: string): boolean {
  const [a, b] = [numbers(version), numbers(floor)];
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

interface Row {
  names: string[];
  versions: string[];
}

/** The rows of the table in docs/security.md's "Dependencies" section. */
function dependencyRows(): Row[] {
  const doc = fs.readFileSync(path.join(root, "docs", "security.md"), "utf8");
  const section = doc.slice(doc.indexOf("\n## Dependencies"));
  return section
    .split("\n")
    .filter((line) => /^\| `/.test(line))
    .map((line) => {
      const [names, where] = line.split("|").slice(1, 3);
      return {
        names: [...names.matchAll(/`([^`]+)`/g)].map(([, name]) => name),
        versions: [...where.matchAll(/\d+\.\d+\.\d+/g)].map(([version]) => version),
      };
    });
}

describe("docs/security.md, Dependencies", () => {
  it("every sharp in the lockfile is 0.35.4 or later (GHSA-f88m-g3jw-g9cj before 0.35.0, GHSA-rgj7-g3m4-5g8c before 0.35.4), through one override", () => {
    const copies = installed("sharp");
    expect(copies.length).toBeGreaterThan(0);
    expect(copies.filter(([, version]) => !atLeast(version, "0.35.4"))).toEqual([]);
    // Gatsby's plugins ask for ^0.32.6: the override is what gives them the project's sharp.
    expect(packageJson.overrides.sharp).toBe(packageJson.dependencies.sharp);
  });

  it("names, for each package in its table, a version that is installed", () => {
    const rows = dependencyRows();
    expect(rows.length).toBeGreaterThan(5);
    const stale = rows.flatMap((row) =>
      row.names
        .filter((name) => !row.versions.some((version) => installed(name).some(([, have]) => have === version)))
        .map((name) => `${name} ${row.versions.join("/")}: now installed ${installed(name).map(([, v]) => v).join(", ") || "nothing"}`),
    );
    expect(stale).toEqual([]);
  });
});
