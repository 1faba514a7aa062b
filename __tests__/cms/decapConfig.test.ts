import fs from "fs";
import path from "path";
import { schemas } from "../../src/data/schema";
import { JSON_FORMAT } from "../../src/cms/names";
import { jsonFileFormat } from "../../src/cms/formats";
import { DECAP_WIDGETS, LAZY_WIDGETS } from "../../src/cms/widgetNames";
import { ENTRY_SLUG_WIDGET } from "../../src/cms/widgets/entrySlugName";
import { SITE_LINK_WIDGET } from "../../src/cms/widgets/siteLinkName";
import { buildCmsConfig } from "../../src/node/cms/config";
import { collectFacts } from "../../src/node/cms/facts";
import { BACKENDS, localBackendUrl, parseCmsSettings } from "../../src/node/cms/settings";

/**
 * Decap's own configuration check (decap-cms-core's constants/configSchema.js, AJV with its keywords), run on every
 * configuration the site can generate: every backend cms.config.json can choose, with and without drafts, from the
 * data as it is. The CMS's build leaves the check out of the page (src/node/cms/packages.ts, replacedModules), where
 * it compiled Decap's whole schema on every start; this is where a configuration Decap would refuse is caught.
 */

type Registry = {
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: object): void;
  registerCustomFormat(name: string, extension: string, formatter: unknown): void;
};
const core = (file: string): unknown => jest.requireActual(path.join(__dirname, "..", "..", "cms-packages", "node_modules", "decap-cms-core", "dist", "esm", file));

let validateConfig: (config: unknown) => void;

beforeAll(() => {
  // Decap's modules make blob addresses as they load (an empty picture), which jsdom does not.
  Object.assign(URL, { createObjectURL: () => "blob:null" });
  const registry = core("lib/registry.js") as Registry;
  // The widgets src/cms/decap.ts registers, each with the schema its part's Widget() gives (its schema.js, where it
  // has one), and the site's own two; what Decap checks is the schema, not the control.
  for (const name of [...DECAP_WIDGETS, ...LAZY_WIDGETS]) {
    const schema = path.join(__dirname, "..", "..", "cms-packages", "node_modules", `decap-cms-widget-${name}`, "dist", "esm", "schema.js");
    registry.registerWidget(name, () => null, undefined, fs.existsSync(schema) ? (jest.requireActual(schema) as { default: object }).default : {});
  }
  for (const name of [SITE_LINK_WIDGET, ENTRY_SLUG_WIDGET]) registry.registerWidget(name, () => null);
  registry.registerCustomFormat(JSON_FORMAT, "json", jsonFileFormat);
  ({ validateConfig } = core("constants/configSchema.js") as { validateConfig: typeof validateConfig });
});

const facts = collectFacts(path.join(__dirname, "..", "..", "data"), schemas);
const configs = BACKENDS.flatMap((backend) =>
  [true, false].map((editorialWorkflow) => {
    const settings = parseCmsSettings({ backend, editorialWorkflow, github: { repo: "a/b" }, gateway: { gatewayUrl: "https://gateway.example", authUrl: "https://auth.example" } }).settings;
    if (!settings) throw new Error(`cms.config.json with the backend "${backend}" is refused`);
    return { name: `${backend}${editorialWorkflow ? ", with drafts" : ""}`, config: buildCmsConfig(schemas, facts, { backend: settings.backend, editorialWorkflow, localBackendUrl: localBackendUrl(settings.localBackendPort), siteUrl: "https://www.example.com" }) };
  }),
);

it.each(configs)("Decap accepts the configuration generated for $name", ({ config }) => {
  expect(() => validateConfig(config)).not.toThrow();
});

it("and refuses one it would not start with, naming what is wrong", () => {
  const [{ config }] = configs;
  const broken = { ...config, collections: [{ ...config.collections[0], name: undefined }, ...config.collections.slice(1)] };
  // Decap logs the errors as well as throwing them.
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  expect(() => validateConfig(broken)).toThrow(/'collections\[0\]' must have required property 'name'/);
  expect(logged).toHaveBeenCalledWith("Config Errors", expect.anything());
});
