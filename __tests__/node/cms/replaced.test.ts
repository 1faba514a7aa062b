/** @jest-environment node */
import fs from "fs";
import path from "path";
import { schemas } from "../../../src/data/schema";
import { JSON_FORMAT } from "../../../src/cms/names";
import githubGraphqlApi from "../../../src/cms/replacedParts/githubGraphqlApi";
import { FrontmatterInfer, frontmatterJSON, frontmatterTOML, frontmatterYAML } from "../../../src/cms/replacedParts/frontmatterFormats";
import tomlFormat from "../../../src/cms/replacedParts/tomlFormat";
import yamlFormat from "../../../src/cms/replacedParts/yamlFormat";
import yamlLibrary from "../../../src/cms/replacedParts/yamlLibrary";
import * as lodashFp from "../../../src/cms/replacedParts/lodashFp";
import remarkGfmStandIn from "../../../src/cms/replacedParts/hintGfm";
import { selectIsLoadingAsset } from "../../../src/cms/replacedParts/formWhileAssetsLoad";
import { buildCmsConfig } from "../../../src/node/cms/config";
import { collectFacts } from "../../../src/node/cms/facts";
import { cmsPackageDir, replacedModules, sharedAliases } from "../../../src/node/cms/packages";
import { BACKENDS, localBackendUrl, parseCmsSettings } from "../../../src/node/cms/settings";

/**
 * What the CMS's build leaves out of Decap's parts (src/node/cms/packages.ts, replacedModules) must be what this
 * site never runs: these fail as soon as a configuration the site can generate would reach a stand-in, and when
 * a Decap upgrade moves what is replaced (the build would then ship it again, or the stand-in would no longer fit).
 */

const root = path.join(__dirname, "..", "..", "..");
const facts = collectFacts(path.join(root, "data"), schemas);

/** The configuration of every backend cms.config.json can choose, with and without drafts, as the build generates it. */
const everyConfig = BACKENDS.flatMap((backend) =>
  [true, false].map((editorialWorkflow) => {
    const raw = { backend, editorialWorkflow, github: { repo: "a/b" }, gateway: { gatewayUrl: "https://gateway.example", authUrl: "https://auth.example" } };
    const settings = parseCmsSettings(raw).settings;
    if (!settings) throw new Error(`cms.config.json with the backend "${backend}" is refused`);
    return buildCmsConfig(schemas, facts, { backend: settings.backend, editorialWorkflow, localBackendUrl: localBackendUrl(settings.localBackendPort), siteUrl: "https://www.example.com" });
  }),
);

describe("what the CMS's build replaces in Decap's parts", () => {
  it("is still imported by the part, as the build expects to find it", () => {
    for (const { part, importer, request, by } of replacedModules(root)) {
      const source = fs.readFileSync(path.join(cmsPackageDir(root, part), importer), "utf8");
      expect([part, importer, source.includes(`from '${request}'`)]).toEqual([part, importer, true]);
      expect(fs.existsSync(by)).toBe(true);
    }
  });

  it("GitHub's GraphQL mode: no configuration the site generates turns it on", () => {
    expect(everyConfig.length).toBe(BACKENDS.length * 2);
    for (const config of everyConfig) expect(config.backend).not.toHaveProperty("use_graphql");
    expect(() => new githubGraphqlApi()).toThrow(/GraphQL mode \("use_graphql"\) is not built into this CMS/);
  });

  it("the YAML, TOML and front-matter formats: every collection is JSON in the site's own format, and the configuration is handed over", () => {
    for (const config of everyConfig) {
      expect(config.load_config_file).toBe(false);
      for (const collection of config.collections) {
        expect([collection.name, collection.format]).toEqual([collection.name, JSON_FORMAT]);
        if ("folder" in collection) expect(collection.extension).toBe("json");
      }
    }
    for (const format of [yamlFormat, tomlFormat, FrontmatterInfer, frontmatterYAML(), frontmatterTOML(), frontmatterJSON()]) {
      expect(() => format.fromFile("a: 1")).toThrow(/format is not built into this CMS: every collection of this site is stored as JSON/);
      expect(() => format.toFile({ a: 1 })).toThrow(/not built into this CMS/);
    }
  });

  it("the YAML library: reading config.yml refuses, and the error page's report writes the configuration as JSON, which YAML reads too", () => {
    expect(() => yamlLibrary.parse()).toThrow(/Reading config.yml is not built into this CMS/);
    const config = everyConfig[0];
    expect(JSON.parse(yamlLibrary.stringify(config))).toEqual(config);
  });

  it("whether a picture is loading: the form's fields are never held back for one; only the form's import is replaced, the preview pane still waits", () => {
    expect(selectIsLoadingAsset()).toBe(false);
    const replaced = replacedModules(root).filter(({ by }) => by.endsWith("formWhileAssetsLoad.ts"));
    expect(replaced.map(({ importer }) => importer)).toEqual(["dist/esm/components/Editor/EditorControlPane/EditorControl.js"]);
  });

  it("the hints' markdown: no hint of any configuration the site generates holds any, so its text is what react-markdown draws", () => {
    const hints: string[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === "object") {
        for (const [key, inner] of Object.entries(value)) {
          if (key === "hint" && typeof inner === "string") hints.push(inner);
          else collect(inner);
        }
      }
    };
    everyConfig.forEach(collect);
    expect(hints.length).toBeGreaterThan(10);
    // What react-markdown with remark-gfm would draw differently from the text: emphasis, strikethrough, links and
    // autolinks (web addresses and email addresses), code, HTML, entities, escapes, and blocks (headings, quotes,
    // lists, indented code, more than one line).
    const markdown = /[*_~[\]<>`\\&]|https?:\/\/|www\.|\S@\S|^\s*(#|>|[-+]\s|\d+[.)]\s)|\n|^ {4}/m;
    expect(hints.filter((hint) => markdown.test(hint))).toEqual([]);
    expect(() => remarkGfmStandIn()).toThrow(/loaded with the hint's parser/);
  });

  it("lodash/fp: every function the parts import from it, from lodash's one-function fp modules, doing what lodash/fp's do", () => {
    // A curried function's result is another function, or the value.
    type Fn = (...args: unknown[]) => Fn;
    // lodash as the CMS's workspace declares it (cms-packages/package.json), which the parts get.
    const fp = jest.requireActual(require.resolve("lodash/fp", { paths: [path.join(root, "cms-packages")] })) as Record<string, Fn>;
    const ours = lodashFp as unknown as Record<string, Fn>;
    const imported = replacedModules(root)
      .filter(({ request }) => request === "lodash/fp")
      .flatMap(({ part, importer }) => {
        const source = fs.readFileSync(path.join(cmsPackageDir(root, part), importer), "utf8");
        return (/import \{([^}]+)\} from 'lodash\/fp'/.exec(source)?.[1] ?? "").split(",").map((name) => name.trim());
      });
    expect(imported.length).toBeGreaterThan(0);
    for (const name of imported) expect([name, typeof ours[name]]).toEqual([name, "function"]);
    const entries = [["a", 1], ["b", 2], ["c", 3]];
    const odd = (pair: unknown): boolean => Number((pair as [string, number])[1]) % 2 === 1;
    const name = (pair: unknown): unknown => (pair as [string, number])[0];
    // Data last and curried, one argument to each iteratee, as lodash/fp has them.
    expect(ours.map(name)(entries)).toEqual(fp.map(name)(entries));
    expect(ours.map(parseInt)(["1", "2", "3"])).toEqual(fp.map(parseInt)(["1", "2", "3"]));
    expect(ours.filter(odd)(entries)).toEqual(fp.filter(odd)(entries));
    expect(ours.fromPairs(entries)).toEqual(fp.fromPairs(entries));
    const pipeline = (fns: typeof ours): Fn => fns.flow(fns.filter(odd), fns.fromPairs);
    expect(pipeline(ours)(entries)).toEqual(pipeline(fp)(entries));
  });
});

describe("libraries the CMS ships once", () => {
  it("Immutable: Decap's own, which react-immutable-proptypes accepts and works with", () => {
    const decapImmutable = JSON.parse(fs.readFileSync(path.join(sharedAliases(root).immutable$, "package.json"), "utf8")) as { version: string };
    // react-immutable-proptypes as Decap's core, which declares it, finds it; and the immutable it requires, as it finds it.
    const propTypesDir = path.dirname(require.resolve("react-immutable-proptypes/package.json", { paths: [cmsPackageDir(root, "decap-cms-core")] }));
    const checks = JSON.parse(fs.readFileSync(path.join(propTypesDir, "package.json"), "utf8")) as { peerDependencies: Record<string, string> };
    const floor = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(checks.peerDependencies.immutable)?.slice(1).map(Number) ?? [];
    const version = decapImmutable.version.split(".").map(Number);
    expect(version[0] > floor[0] || (version[0] === floor[0] && version[1] * 1000 + version[2] >= floor[1] * 1000 + floor[2])).toBe(true);
    // The checks themselves, given Decap's Immutable: an Immutable map passes as a map, a plain object does not.
    jest.isolateModules(() => {
      jest.doMock(require.resolve("immutable", { paths: [propTypesDir] }), () => jest.requireActual(sharedAliases(root).immutable$));
      const Immutable = jest.requireActual(sharedAliases(root).immutable$) as { Map: (value: object) => unknown };
      const PropTypes = jest.requireActual(propTypesDir) as Record<string, (props: object, name: string, component: string, location: string, propFullName: string, secret: string) => Error | null>;
      const secret = "SECRET_DO_NOT_PASS_THIS_OR_YOU_WILL_BE_FIRED";
      expect(PropTypes.map({ value: Immutable.Map({ a: 1 }) }, "value", "Entry", "prop", "value", secret)).toBeNull();
      expect(PropTypes.map({ value: { a: 1 } }, "value", "Entry", "prop", "value", secret)).toBeInstanceOf(Error);
    });
  });
});
