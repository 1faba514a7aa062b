/** What an editor is asked before deleting: only entries that are pages can be deleted, and each has an address. */
const deletePage =
  'Delete this page? Its address will no longer show it. Straight after, add the address under Moved pages: with the page that replaces it, or under Retired addresses if nothing does. Until then the site refuses the publish and keeps showing this page.';

/**
 * Decap's English messages, with those an editor meets when a save is
 * refused reworded (a pattern's message is ours and says what to type, and a
 * save refused by the site's own rules says so plainly), the question
 * before a page is deleted leading to Moved pages, and the site's own words.
 */
export const messageOverrides = {
  editor: {
    editorControlPane: { widget: { regexPattern: "%{fieldLabel}: %{pattern}" } },
    editor: {
      onDeletePublishedEntry: deletePage,
      onDeleteWithUnsavedChanges: `Your unsaved changes will be lost. ${deletePage}`,
    },
  },
  ui: { toast: { onFailToPersist: "Not saved. %{details}" } },
  // The site's own: what the CMS's page says before Decap has started (src/node/cms/page.ts), and a field whose code did not load.
  site: {
    page: {
      title: "Content manager",
      gettingReady: "Getting ready…",
      loadFailed: "The content manager did not load. Check the connection and reload the page.",
      noScript: "The content manager needs JavaScript. Turn it on in the browser's settings and reload the page.",
    },
    widget: { failed: "This field did not load. Check the connection and reload the page." },
    // A save that GitHub refused because the editor's sign-in expired (drafts/signIn.ts); shown after "Not saved. ".
    signIn: {
      expired:
        "Your sign-in has expired. Your changes are kept in this browser. Reload the page and sign in again: the content manager then offers your changes for this entry. Choose OK, and save again.",
    },
  },
};

/** What a field whose code loads on demand says if it cannot (lazyWidget.tsx). */
export const widgetTexts = messageOverrides.site.widget;

type Phrases = { [key: string]: string | Phrases };

/** `base` with `overrides` laid over it, key by key. */
export function mergePhrases(base: Phrases, overrides: Phrases): Phrases {
  const merged: Phrases = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] = typeof value === "object" && typeof current === "object" ? mergePhrases(current, value) : value;
  }
  return merged;
}
