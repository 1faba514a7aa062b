import { keepDraftInBrowser } from "../decapInternals";
import { Conflicts } from "../drafts/conflicts";
import { browserStorage, tabStorage } from "../drafts/storedRecord";
import { claimChannel, tabNameReader } from "../drafts/tabName";
import type { SaveChecks } from "./guarded";

/** What each entry's form ("sectors/aviation") started from, handed over by the save's preSave (index.tsx) to the backend's save. */
const openedFiles = new Map<string, string>();

/** Keeps `raw`, the file the save about to be made of `key` starts from: the check before writing compares the entry with it. */
export function rememberOpenedFile(key: string, raw: string): void {
  openedFiles.set(key, raw);
}

/** The site's checks around a save: what this browser's tabs wrote, kept in its storage; the form's starting point; Decap's backup. */
export const siteChecks: SaveChecks = {
  conflicts: new Conflicts(browserStorage(), tabNameReader(tabStorage(), claimChannel())),
  takeOpenedFile(key) {
    const raw = openedFiles.get(key);
    openedFiles.delete(key);
    return raw;
  },
  keepDraft: keepDraftInBrowser,
};
