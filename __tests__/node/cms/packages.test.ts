/** @jest-environment node */
import fs from "fs";
import path from "path";
import { cmsPackageDir, CMS_WORKSPACE, DECAP_RELEASE, decapPins, pinProblems } from "../../../src/node/cms/packages";

/**
 * The CMS is assembled from Decap's parts at the versions one decap-cms-app release pins (cms-packages/package.json
 * names it). Upgrading Decap is one change: the release, and each part to the version it pins; until every part
 * agrees, this fails and names them.
 */

const root = path.join(__dirname, "..", "..", "..");
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T;
const workspace = readJson<{ dependencies: Record<string, string>; devDependencies: Record<string, string> }>(path.join(root, CMS_WORKSPACE, "package.json"));
const lock = readJson<{ packages: Record<string, { version?: string }> }>(path.join(root, "package-lock.json")).packages;

/** Every copy of each decap-cms-* package package-lock.json installs, by name. */
function lockedParts(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [key, entry] of Object.entries(lock)) {
    const name = /(?:^|\/)node_modules\/(decap-cms-[^/]+)$/.exec(key)?.[1];
    if (name && name !== DECAP_RELEASE && entry.version) (found[name] ??= []).push(entry.version);
  }
  return found;
}

/** The version installed where webpack finds each part (the workspace's node_modules, or the root's). */
const installedParts = (names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, readJson<{ version: string }>(path.join(cmsPackageDir(root, name), "package.json")).version]));

describe("Decap's parts", () => {
  const pins = decapPins(root);
  const declared = Object.fromEntries(Object.entries(workspace.dependencies).filter(([name]) => name.startsWith("decap-cms-")));

  it("name one release, exactly, and take each part at the version it pins, as declared, locked and installed", () => {
    expect(workspace.devDependencies[DECAP_RELEASE]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Object.keys(declared).length).toBeGreaterThan(10);
    expect(pinProblems(pins, { declared, locked: lockedParts(), installed: installedParts(Object.keys(declared)) })).toEqual([]);
  });

  it("names each part that disagrees, however it disagrees", () => {
    const release = { "decap-cms-core": "3.19.1", "decap-cms-widget-list": "3.6.3" };
    expect(
      pinProblems(release, {
        declared: { "decap-cms-core": "^3.19.1", "decap-cms-widget-list": "3.6.3", "decap-cms-widget-map": "3.3.2" },
        locked: { "decap-cms-core": ["3.19.1", "3.20.0"], "decap-cms-widget-list": ["3.6.3"] },
        installed: { "decap-cms-core": "3.19.1", "decap-cms-widget-list": "3.6.2" },
      }),
    ).toEqual([
      'cms-packages/package.json asks for decap-cms-core "^3.19.1": decap-cms-app pins 3.19.1',
      "cms-packages/package.json asks for decap-cms-widget-map, which decap-cms-app does not pin",
      "package-lock.json installs decap-cms-core 3.20.0 as well: decap-cms-app pins 3.19.1",
      "decap-cms-widget-list 3.6.2 is installed: decap-cms-app pins 3.6.3 (run npm install)",
    ]);
  });

  it("use the CMS's React, within the range decap-cms-core asks for", () => {
    const core = readJson<{ peerDependencies: Record<string, string> }>(path.join(cmsPackageDir(root, "decap-cms-core"), "package.json"));
    const react = readJson<{ version: string }>(path.join(cmsPackageDir(root, "react"), "package.json")).version;
    expect(workspace.dependencies.react).toBe(react);
    // decap-cms-core asks for "^19.1.0": the same major version, at least that one.
    const [major, minor, patch] = react.split(".").map(Number);
    const [wantMajor, wantMinor, wantPatch] = (/^\^(\d+)\.(\d+)\.(\d+)$/.exec(core.peerDependencies.react) ?? []).slice(1).map(Number);
    expect(major).toBe(wantMajor);
    expect(minor * 1000 + patch).toBeGreaterThanOrEqual(wantMinor * 1000 + wantPatch);
  });
});
