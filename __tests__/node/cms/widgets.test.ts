/** @jest-environment node */
import fs from "fs";
import path from "path";
import { schemas } from "../../../src/data/schema";
import type { DecapConfig, DecapField } from "../../../src/cms/decapTypes";
import { CORE_WIDGETS, DECAP_WIDGETS, LAZY_WIDGETS } from "../../../src/cms/widgetNames";
import { ENTRY_SLUG_WIDGET } from "../../../src/cms/widgets/entrySlugName";
import { SITE_LINK_WIDGET } from "../../../src/cms/widgets/siteLinkName";
import { buildCmsConfig } from "../../../src/node/cms/config";
import { collectFacts } from "../../../src/node/cms/facts";

/**
 * The CMS registers Decap's widgets one by one (src/cms/decap.ts, from src/cms/widgetNames.ts), not decap-cms-app's
 * seventeen: every widget the generated configuration uses is registered, and every one registered up front is used.
 */

const root = path.join(__dirname, "..", "..", "..");
const config = buildCmsConfig(schemas, collectFacts(path.join(root, "data"), schemas), { backend: { name: "github", repo: "a/b", branch: "main" }, localBackendUrl: "http://localhost:8081/api/v1" });

function widgetsOf(c: DecapConfig): Set<string> {
  const found = new Set<string>();
  const walk = (field: DecapField): void => {
    found.add(field.widget);
    for (const inner of [...(field.fields ?? []), ...(field.field ? [field.field] : [])]) walk(inner);
  };
  for (const collection of c.collections) for (const field of "files" in collection ? collection.files.flatMap((file) => file.fields) : collection.fields) walk(field);
  return found;
}

describe("the widgets the CMS registers", () => {
  const used = widgetsOf(config);

  it("include every widget the generated configuration uses", () => {
    const registered = new Set<string>([...DECAP_WIDGETS, ...LAZY_WIDGETS, ...CORE_WIDGETS, SITE_LINK_WIDGET, ENTRY_SLUG_WIDGET]);
    expect([...used].filter((widget) => !registered.has(widget))).toEqual([]);
  });

  it("load up front only widgets the configuration uses", () => {
    expect(DECAP_WIDGETS.filter((widget) => !used.has(widget))).toEqual([]);
  });

  it("come from the CMS's own packages, one part each", () => {
    const workspace = JSON.parse(fs.readFileSync(path.join(root, "cms-packages", "package.json"), "utf8")) as { dependencies: Record<string, string> };
    for (const widget of [...DECAP_WIDGETS, ...LAZY_WIDGETS]) expect(workspace.dependencies).toHaveProperty(`decap-cms-widget-${widget}`);
  });
});
