import type { CmsConfig, CmsEventListener, CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core";
import type React from "react";
import { globalCss } from "../theme/globalCss";
import CMS, { phrases } from "./decap";
import { JSON_FORMAT, stemOf } from "./names";
import type { DecapConfig, RegisteredWidget } from "./decapTypes";
import { planSave } from "./events";
import { jsonFileFormat } from "./formats";
import { checkPictureUploads } from "./pictures/upload";
import { lazyPreviews, preloadPreviews } from "./previews/lazy";
import { takeOver } from "./startScreen";
import { fileLabels } from "./labels";
import { schemaKeyOf, schemaOf } from "./schemaLookup";
import { siteLinkControl } from "./widgets/siteLink";
import { SITE_LINK_WIDGET } from "./widgets/siteLinkName";
import { entrySlugControl } from "./widgets/entrySlug";
import { ENTRY_SLUG_WIDGET } from "./widgets/entrySlugName";
import { folderEntries } from "./folderEntries";
import { installPhoneLayout } from "./mobile";
import { installDraftGuard, typedAgainst } from "./drafts/install";
import { rememberOpenedFile } from "./backend/checks";
import { refusal } from "./backend/failures";
import { formShowsFieldErrors } from "./decapInternals";
import { isToldByDecap } from "./rejections";
import { registerPictureWidget } from "./widgets/picture";
import { registerNamedListWidget } from "./widgets/namedList";
import { installA11yStyles } from "./a11y/styles";

/**
 * The CMS at /admin/ (built by src/node/cms/build.ts): Decap CMS assembled
 * from its parts (decap.ts) with the configuration generated from
 * src/data/schema.ts, previews drawn by the site's own templates, and the
 * rules the build applies checked on save. Everything goes through Decap's
 * public API (registerBackend in decap.ts, registerEventListener,
 * registerWidget, registerPreviewTemplate); its store, where nothing else
 * reaches, through decapInternals.ts.
 */

declare const __CMS_CONFIG__: DecapConfig;
declare const __CMS_ROUTES__: readonly string[];
const config = __CMS_CONFIG__;

/** The schema of the file or folder an entry belongs to: a folder collection by its name, a file by its own name. */
function schemaStemOf(collection: string, slug: string): string | undefined {
  const found = config.collections.find((candidate) => candidate.name === collection);
  if (!found) return undefined;
  return "folder" in found ? stemOf(found.name) : found.files.find((file) => file.name === slug)?.name;
}

const preSave: CmsEventListener["handler"] = async ({ entry }) => {
  const [collectionName, slug] = [String(entry.get("collection")), String(entry.get("slug"))];
  // A file changed since it was opened is not written over without the editor knowing: the backend's save compares
  // it, as it stands then, with what the editor started from (backend/guarded.ts). That is the entry as loaded, or,
  // for text restored from a backup, the file it was typed against.
  if (!entry.get("newRecord")) rememberOpenedFile(`${collectionName}/${slug}`, typedAgainst(collectionName, slug) ?? String(entry.get("raw") ?? ""));
  const stem = schemaStemOf(collectionName, slug);
  const schemaKey = stem ? schemaKeyOf(stem) : undefined;
  if (!stem || !schemaKey) return undefined;
  const data = entry.get("data");
  const isFolder = config.collections.some((candidate) => candidate.name === stem && "folder" in candidate);
  const plan = planSave({
    ...(isFolder ? { entries: await folderEntries(stem) } : {}),
    schemaKey,
    schema: schemaOf(stem),
    data: data.toJS(),
    previousRaw: String(entry.get("raw") ?? ""),
    inFolder: isFolder,
    ...(isFolder && !entry.get("newRecord") ? { fileSlug: slug } : {}),
  });
  // Thrown, the message is shown to the editor and nothing is written.
  if (plan.problems.length > 0) throw refusal(plan.problems.join(" "));
  let next = data;
  for (const path of plan.deletions) next = next.deleteIn(path);
  if (plan.revision !== undefined) next = next.set("revision", plan.revision);
  return next;
};

// Decap's save that is refused or fails leaves a rejection nothing handles, once the editor is told on screen: the
// console need not report it twice. Only that one, recognised by its shape (rejections.ts); any other reaches it.
window.addEventListener("unhandledrejection", (event: PromiseRejectionEvent) => {
  if (isToldByDecap(event.reason, formShowsFieldErrors)) event.preventDefault();
});

CMS.registerCustomFormat(JSON_FORMAT, "json", jsonFileFormat);
CMS.registerPreviewStyle(globalCss, { raw: true });
// Drawn by the site's own templates, whose code loads with the first preview (src/cms/previews/lazy.tsx).
for (const [name, preview] of lazyPreviews) CMS.registerPreviewTemplate(name, preview);
// Decap's string box, with a check of links to sectors, services and types added since the CMS was built.
const text = CMS.getWidget("string") as unknown as Required<RegisteredWidget<CmsWidgetControlProps<string | undefined>, CmsWidgetPreviewProps>>;
CMS.registerWidget(SITE_LINK_WIDGET, siteLinkControl(text.control, __CMS_ROUTES__, fileLabels) as React.ComponentType<CmsWidgetControlProps>, text.preview);
// Decap's string box for a folder entry's own address, which also lets the save check values against the other entries.
CMS.registerWidget(ENTRY_SLUG_WIDGET, entrySlugControl(text.control) as React.ComponentType<CmsWidgetControlProps>, text.preview);
// Decap's picture field, showing the entry's picture once it has loaded, not a blank square (src/cms/widgets/picture.tsx).
registerPictureWidget(CMS);
// Decap's list field, whose items' buttons are named for the field's items ("Remove benefit 3", src/cms/widgets/namedList.tsx).
registerNamedListWidget(CMS);
CMS.registerEventListener({ name: "preSave", handler: preSave });
// Each upload is checked, and scaled down or converted, before Decap takes it (src/cms/pictures/).
checkPictureUploads(window);
// One column, a form and preview switch and tappable controls below 800 px (src/cms/mobile/).
installPhoneLayout(document);
// Contrast and a visible focus on every control, at every width (src/cms/a11y/styles.ts).
installA11yStyles(document);
// The page's start screen gives way to Decap's own screen as it appears (src/cms/startScreen.ts); then, when the
// browser is idle, the previews' code is fetched, so that the editor draws its preview at once.
const whenIdle = (task: () => void): void => void (window.requestIdleCallback ? window.requestIdleCallback(task, { timeout: 5000 }) : window.setTimeout(task, 1000));
takeOver((phrases.auth as Record<string, string>).loginWithGitHub, () => whenIdle(() => void preloadPreviews().catch(() => undefined)));
// What an editor types is not taken back by a load that comes after it: a restored backup stays, a new entry's form
// waits for its values (src/cms/drafts/).
installDraftGuard();
// decapTypes.ts follows Decap's config schema field by field, which Decap checks again as it starts.
CMS.init({ config: config as unknown as CmsConfig });
