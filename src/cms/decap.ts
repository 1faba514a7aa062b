import { DecapCmsCore as CMS } from "decap-cms-core";
import type { CmsWidgetParam } from "decap-cms-core";
import { GitGatewayBackend } from "decap-cms-backend-git-gateway";
import { GitHubBackend } from "decap-cms-backend-github";
import BooleanWidget from "decap-cms-widget-boolean";
import ImageWidget from "decap-cms-widget-image";
import ListWidget from "decap-cms-widget-list";
import NumberWidget from "decap-cms-widget-number";
import ObjectWidget from "decap-cms-widget-object";
import StringWidget from "decap-cms-widget-string";
import TextWidget from "decap-cms-widget-text";
import { siteChecks } from "./backend/checks";
import { decapEnglish as en, relationSchema, selectSchema } from "./decapInternals";
import { guardedBackend, type ImplementationClass } from "./backend/guarded";
import type { DecapBackend } from "./decapTypes";
import LocalBackend from "./localBackend";
import { lazyWidget, type WidgetModule } from "./lazyWidget";
import { mergePhrases, messageOverrides } from "./locale";
import { DECAP_WIDGETS } from "./widgetNames";

/**
 * Decap CMS assembled from its parts (the ES modules decap-cms-app 3.16.3 is made of, at the versions it pins:
 * cms-packages/package.json), with only what this site uses registered: what decap-cms-app's extensions.js
 * registers for every site (10 backends, 17 widgets, 36 locales) would all load before the login screen.
 *
 * - Backends: the one this build's cms.config.json chose (__CMS_BACKEND__, a constant, so webpack leaves the
 *   other out) and the proxy, which Decap switches to when it finds decap-server (`npm run cms`), listing media
 *   folders without their contents where the server can (localBackend.ts). Each is registered wrapped by the
 *   site's checks around a save, under Decap's own name for it (backend/guarded.ts).
 * - Widgets: those src/node/cms/config.ts generates (widgetNames.ts, which a test checks against the generated
 *   configuration), with select and relation loading their code only when a field shows one: both are
 *   react-select, and no field of the first screens uses them ("hidden" is core's own).
 * - English only, with the site's own wording laid over Decap's (locale.ts).
 */

declare const __CMS_BACKEND__: DecapBackend["name"];

// Decap's backends publish no types: each is a class of Decap's backend interface (decap-cms-lib-util's Implementation).
const implementation = (backend: unknown): ImplementationClass => backend as ImplementationClass;
if (__CMS_BACKEND__ === "github") CMS.registerBackend("github", guardedBackend(implementation(GitHubBackend), "github", siteChecks));
if (__CMS_BACKEND__ === "git-gateway") CMS.registerBackend("git-gateway", guardedBackend(implementation(GitGatewayBackend), "git-gateway", siteChecks));
CMS.registerBackend("proxy", guardedBackend(LocalBackend, "proxy", siteChecks));

const parts: Record<(typeof DECAP_WIDGETS)[number], WidgetModule["default"]> = {
  string: StringWidget,
  text: TextWidget,
  number: NumberWidget,
  boolean: BooleanWidget,
  list: ListWidget,
  object: ObjectWidget,
  image: ImageWidget,
};
// Decap's published types give a widget's parts as props, not components.
for (const name of DECAP_WIDGETS) CMS.registerWidget(parts[name].Widget() as unknown as CmsWidgetParam);
// Its schema now (Decap checks the configuration against it as it starts), its control when a field shows it.
CMS.registerWidget(lazyWidget("select", () => import(/* webpackChunkName: "cms-select" */ "decap-cms-widget-select"), selectSchema));
CMS.registerWidget(lazyWidget("relation", () => import(/* webpackChunkName: "cms-relation" */ "decap-cms-widget-relation"), relationSchema));

/** Decap's English phrases with the site's own laid over them: what the CMS says, and what its page says before it starts (src/node/cms/page.ts). */
export const phrases = mergePhrases(en, messageOverrides);
CMS.registerLocale("en", phrases);

export default CMS;
