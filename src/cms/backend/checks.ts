import { keepDraftInBrowser } from "../decapInternals";
import { Conflicts, tabName } from "../drafts/conflicts";
import { browserStorage, tabStorage } from "../drafts/storedRecord";
import type { SaveChecks } from "./guarded";

/** What each entry's form ("sectors/aviation") started from, handed over by the save's preSave (index.tsx) to the backend's save. */
const opened = new Map<string, string>();

/** Notes that the save about to be made of `key` starts from the file `raw`: the check before writing compares the entry with it. */
export function savingFrom(key: string, raw: string): void {
  opened.set(key, raw);
}

/** The site's checks around a save: what this browser's tabs wrote, kept in its storage; the form's starting point; Decap's backup. */
export const siteChecks: SaveChecks = {
  conflicts: new Conflicts(browserStorage(), tabName(tabStorage()), window),
  opened(key) {
    const raw = opened.get(key);
    opened.delete(key);
    return raw;
  },
  keepDraft: keepDraftInBrowser,
};
