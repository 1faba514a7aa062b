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
  // What did not happen; the details say why, what is kept and what to do, in the words below (site.failures).
  ui: {
    toast: {
      onFailToPersist: "Not saved. %{details}",
      onFailToPublishEntry: "Not published. %{details}",
      onFailToUpdateStatus: "The status was not changed. %{details}",
      onFailToDelete: "Not deleted. %{details}",
      onFailToUnpublishEntry: "Not unpublished. %{details}",
      onFailToLoadEntries: "This did not load. %{details}",
      onFailToLoadDeployPreview: "The preview's address was not found. %{details}",
      onFailToAuth: "Not signed in. %{details}",
    },
  },
  // The site's own: what the CMS's page says before Decap has started (src/node/cms/page.ts), and a field whose code did not load.
  site: {
    page: {
      title: "Content manager",
      gettingReady: "Getting ready…",
      loadFailed: "The content manager did not load. Check the connection and reload the page.",
      noScript: "The content manager needs JavaScript. Turn it on in the browser's settings and reload the page.",
    },
    widget: { failed: "This field did not load. Check the connection and reload the page." },
    // A save refused because the editor's sign-in expired (backend/guarded.ts); shown after "Not saved. ".
    signIn: {
      // GitHub's sign-in window that did not finish (closed, refused, or GitHub's sign-in service out of reach): shown on the login page.
      github:
        "GitHub's sign-in did not finish: its window was closed, or GitHub did not let the content manager in. Nothing is lost: changes kept in this browser are offered when you open their entry again. Choose Login with GitHub to try again. If it fails again, tell whoever looks after the site: the browser's console says why.",
      // The gateway's sign-in (PKCE) that did not finish: refused, cancelled, or its service out of reach.
      gateway:
        "The sign-in did not finish: the sign-in service refused it, it was cancelled, or the service could not be reached. Nothing is lost: changes kept in this browser are offered when you open their entry again. Choose Login to try again. If it fails again, tell whoever looks after the site.",
      // GitHub's sign-in window that the browser would not open (a pop-up blocker): shown on the login page.
      githubBlocked:
        "GitHub's sign-in window did not open: this browser blocked it. Nothing is lost. Allow pop-up windows for this site (the browser's address bar offers it), then choose Login with GitHub again.",
      expired:
        "Your sign-in has expired. Your changes are kept in this browser. Reload the page and sign in again: the content manager then offers your changes for this entry. Choose OK, and save again.",
    },
    /**
     * A save stopped because the entry changed since the editor opened it (backend/guarded.ts, drafts/conflicts.ts),
     * shown after "Not saved. ". %{entry} and %{collection} name it ("Aviation", "Sectors"); %{again} is the
     * button to press again ("save again" with drafts and review, "publish again" without).
     */
    changed: {
      published:
        '"%{entry}" (%{collection}) was changed by someone else after you opened it, and saving now would undo their change. Your changes are still in the form. To keep both, open the entry in a new tab, add your changes to their version there and %{verb} it (then leave this one). To replace their version with yours, %{again}.',
      draft:
        '"%{entry}" (%{collection}) has a draft that someone else saved after you opened it, waiting in Workflow, and saving now would replace it. Your changes are still in the form. To keep both, open their draft from Workflow in a new tab, add your changes to it there and save it (then leave this one). To replace their draft with yours, %{again}.',
      taken:
        '%{collection} already has an entry at the address this new one would take ("%{entry}"), and saving now would replace it. Nothing was written, and your changes are still in the form. Change the new entry\'s name or address, then %{again}; or open the existing one from %{collection} and edit it there.',
      otherTab:
        '"%{entry}" (%{collection}) was saved in another tab of this browser after you opened it here, and saving now would undo what was saved there. Your changes are still in the form. To keep both, add your changes in that tab and %{verb} them there (then close this one). To replace that version with yours, %{again}.',
    },
    /**
     * Any other failure an editor can meet, in three parts: what happened (by cause), what is kept (by what was
     * being done), and what to do (by cause). %{host} is where the content is kept (hosts, by backend); %{again}
     * what to do again.
     */
    failures: {
      hosts: { github: "GitHub", "git-gateway": "the site's content service", proxy: "the local backend" },
      cause: {
        unreachable: "The content manager could not reach %{host}: the connection may be down.",
        slow: "%{host} did not answer in time, so the content manager could not check that nobody else had changed this entry since you opened it.",
        signIn: "Your sign-in has expired.",
        refused: "%{host} refused it.",
        tooBig: "%{host} refused it as too big: a picture added to it may be larger than it accepts.",
        unchecked: "%{host} did not let the content manager read this entry as it now stands, to check that nobody else had changed it since you opened it.",
        broken: "Something went wrong in the content manager.",
        bug: "Something went wrong in the editor itself: a fault in the site's code, not the connection.",
      },
      kept: {
        save: "Nothing was written, and your changes are still in the form.",
        publish: "The draft is unchanged, waiting in Workflow.",
        status: "The draft keeps its status.",
        delete: "Nothing was deleted.",
        upload: "The picture is not in the media library yet.",
        load: "Nothing is lost: the entry stays as it was last saved.",
        signIn: "Nothing is lost: changes kept in this browser are offered when you open their entry again.",
      },
      todo: {
        unreachable: "Check the connection, then %{again}.",
        slow: "Wait a moment, then %{again}.",
        signIn: "Reload the page and sign in again, then %{again}.",
        refused: "Wait a moment, then %{again}. If it is refused again, tell whoever looks after the site: the browser's console says why.",
        tooBig: "Choose a smaller picture in its place, then %{again}.",
        unchecked: "Wait a moment, then %{again}. If it happens again, tell whoever looks after the site: the browser's console says why.",
        broken: "Reload the page, then %{again}. If it happens again, tell whoever looks after the site: the browser's console says why.",
        bug: "Reload the page (the content manager keeps your changes in this browser and offers them when you open the entry again), then %{again}. If it happens again, tell whoever looks after the site: the browser's console says why.",
      },
      again: {
        save: "save again",
        publish: "publish again",
        status: "change the status again",
        delete: "delete it again",
        upload: "upload it again",
        load: "open it again",
        signIn: "sign in again",
      },
      /** An entry that did not load, shown in place of its form (notices.ts, entryLoadInSiteWords). */
      entryNotLoaded: "This entry did not load. %{details}",
      /** Decap's own notices of a picture that did not go, which it words itself rather than through its phrases. */
      media: { upload: "The picture was not uploaded. %{details}", delete: "The picture was not deleted. %{details}" },
      /**
       * A picture of a page's field, chosen on the Media page and deleted (backend/guarded.ts): kept, since the pages
       * are built from it and the next build would stop without it. Shown after "The picture was not deleted. ".
       */
      pictureKept:
        "It is one of the pictures the site's pages are built from, so it is kept: without it the site could not be published. Nothing was changed. To stop using it, choose another picture in the page's own picture field.",
    },
  },
};

/** Fills a phrase's %{name} places with `values` (Decap's phrases use the same marks). */
export function fillPhrase(phrase: string, values: Readonly<Record<string, string>>): string {
  return phrase.replace(/%\{(\w+)\}/g, (mark, name: string) => values[name] ?? mark);
}

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
