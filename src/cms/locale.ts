/**
 * Decap's English messages, with the two an editor meets when a save is
 * refused reworded: a pattern's message is ours and says what to type, and a
 * save refused by the site's own rules says so plainly.
 */
export const messageOverrides = {
  editor: { editorControlPane: { widget: { regexPattern: "%{fieldLabel}: %{pattern}" } } },
  ui: { toast: { onFailToPersist: "Not saved. %{details}" } },
};

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
