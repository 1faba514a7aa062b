import type { CmsConfig, CmsEventListener, CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core";
import type React from "react";
import { globalCss } from "../theme/globalCss";
import CMS, { phrases } from "./decap";
import { JSON_FORMAT, stemOf } from "./names";
import type { DecapConfig } from "./decapTypes";
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
import { currentFile, installDraftGuard, typedAgainst } from "./drafts/install";
import { installSignInCheck } from "./drafts/signIn";
import { messageOverrides } from "./locale";
import { conflictMessage, Conflicts } from "./drafts/conflicts";
import { browserStorage } from "./drafts/storedRecord";
import { colleagueDraft, installColleagueDraftCheck } from "./drafts/colleagueDraft";
import { registerPictureWidget } from "./widgets/picture";

/**
 * The CMS at /admin/ (built by src/node/cms/build.ts): Decap CMS assembled
 * from its parts (decap.ts) with the configuration generated from
 * src/data/schema.ts, previews drawn by the site's own templates, and the
 * rules the build applies checked on save.
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

/** Shown as "Not saved. <message>": the name an Error would add in front says nothing to an editor. */
class SaveRefused extends Error {
  toString(): string {
    return this.message;
  }
}

/** How an editor knows an entry and its collection: "Aviation" (Sectors), "Home page" (Pages). */
function entryName(collection: string, slug: string | undefined, data: Record<string, unknown>): { entry: string; collection: string } {
  const found = config.collections.find((candidate) => candidate.name === collection);
  const named = [data.name, data.title, data.heading].find((value): value is string => typeof value === "string" && value !== "");
  const file = found && "files" in found ? found.files.find((candidate) => candidate.name === slug)?.label : undefined;
  return { entry: file ?? named ?? slug ?? "a new entry", collection: found?.label ?? collection };
}

const conflicts = new Conflicts(browserStorage());

const preSave: CmsEventListener["handler"] = async ({ entry }) => {
  const [collectionName, slug] = [String(entry.get("collection")), String(entry.get("slug"))];
  const key = `${collectionName}/${slug}`;
  // A file someone else changed since it was opened is not written over without the editor knowing (drafts/conflicts.ts).
  if (!entry.get("newRecord")) {
    // What the editor started from: the entry as loaded, or, for text restored from a backup, the file it was typed against.
    const opened = typedAgainst(collectionName, slug) ?? String(entry.get("raw") ?? "");
    const changed = conflicts.check(key, opened, await currentFile(collectionName, slug));
    if (changed) {
      const { entry: name, collection } = entryName(collectionName, slug, entry.get("data").toJS() as Record<string, unknown>);
      throw new SaveRefused(conflictMessage(name, collection, colleagueDraft(key) === undefined ? "published" : "draft"));
    }
  }
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
  if (plan.problems.length > 0) throw new SaveRefused(plan.problems.join(" "));
  let next = data;
  for (const path of plan.deletions) next = next.deleteIn(path);
  if (plan.revision !== undefined) next = next.set("revision", plan.revision);
  conflicts.wrote(key, next.toJS());
  return next;
};

// A save that is refused (invalid fields: no reason) or fails (the failure action) leaves a promise nothing
// handles (decap-cms-core 3.6, persistEntry, and persistUnpublishedEntry with the editorial workflow). The editor
// is told why on screen; the console need not report it twice.
const SAVE_FAILURES: readonly unknown[] = ["ENTRY_PERSIST_FAILURE", "UNPUBLISHED_ENTRY_PERSIST_FAILURE"];
window.addEventListener("unhandledrejection", (event: PromiseRejectionEvent) => {
  const reason: unknown = event.reason;
  if (reason === undefined || (typeof reason === "object" && reason !== null && "type" in reason && SAVE_FAILURES.includes(reason.type))) event.preventDefault();
});

CMS.registerCustomFormat(JSON_FORMAT, "json", jsonFileFormat);
CMS.registerPreviewStyle(globalCss, { raw: true });
// Drawn by the site's own templates, whose code loads with the first preview (src/cms/previews/lazy.tsx).
for (const [name, preview] of lazyPreviews) CMS.registerPreviewTemplate(name, preview);
/** A built-in widget as Decap's registry holds it (its published types give the control the props' type). */
type Registered<C, P> = { control: React.ComponentType<C>; preview: React.ComponentType<P> };
// Decap's string box, with a check of links to sectors, services and types added since the CMS was built.
const text = CMS.getWidget("string") as unknown as Registered<CmsWidgetControlProps<string | undefined>, CmsWidgetPreviewProps>;
CMS.registerWidget(SITE_LINK_WIDGET, siteLinkControl(text.control, __CMS_ROUTES__, fileLabels) as React.ComponentType<CmsWidgetControlProps>, text.preview);
// Decap's string box for a folder entry's own address, which also lets the save check values against the other entries.
CMS.registerWidget(ENTRY_SLUG_WIDGET, entrySlugControl(text.control) as React.ComponentType<CmsWidgetControlProps>, text.preview);
// Decap's picture field, showing the entry's picture once it has loaded, not a blank square (src/cms/widgets/picture.tsx).
registerPictureWidget(CMS);
CMS.registerEventListener({ name: "preSave", handler: preSave });
// Each upload is checked, and scaled down or converted, before Decap takes it (src/cms/pictures/).
checkPictureUploads(window);
// One column, a form and preview switch and tappable controls below 800 px (src/cms/mobile/).
installPhoneLayout(document);
// The page's start screen gives way to Decap's own screen as it appears (src/cms/startScreen.ts); then, when the
// browser is idle, the previews' code is fetched, so that the editor draws its preview at once.
const whenIdle = (task: () => void): void => void (window.requestIdleCallback ? window.requestIdleCallback(task, { timeout: 5000 }) : window.setTimeout(task, 1000));
takeOver((phrases.auth as Record<string, string>).loginWithGitHub, () => whenIdle(() => void preloadPreviews().catch(() => undefined)));
// What an editor types is not taken back by a load that comes after it: a restored backup stays, a new entry's form
// waits for its values (src/cms/drafts/).
installDraftGuard({
  backupQuestion: ((phrases.editor as Record<string, unknown>).editor as Record<string, string>).confirmLoadBackup,
  entryName,
});
// A save refused because the sign-in expired keeps the draft and says how to carry on (src/cms/drafts/signIn.ts).
installSignInCheck(messageOverrides.site.signIn.expired);
// A save of an entry that a colleague has a draft of, which this tab had not opened, is made onto that draft, and
// stops first if it differs from what the editor opened (src/cms/drafts/colleagueDraft.ts).
installColleagueDraftCheck();
// decapTypes.ts follows Decap's config schema field by field, which Decap checks again as it starts.
CMS.init({ config: config as unknown as CmsConfig });
