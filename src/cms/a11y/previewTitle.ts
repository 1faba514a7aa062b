import { entryName, type NamedCollections } from "../entryNames";
import { fillPhrase } from "../locale";
import { a11yPhrases } from "./phrases";

interface Immutable {
  get(key: string): unknown;
}

/** The preview's title for the draft now in Decap's store, or the phrase without a name while none is. */
export function previewTitle(state: Record<string, unknown>): string {
  const entry = (state.entryDraft as Immutable | undefined)?.get("entry") as Immutable | undefined;
  const config = state.config as NamedCollections | undefined;
  if (!entry || !config) return a11yPhrases.preview.none;
  // Only what names an entry, not the whole draft, at each change of the store.
  const fields = entry.get("data") as Immutable | undefined;
  const data = Object.fromEntries(["name", "title", "heading"].map((key) => [key, fields?.get(key)]));
  const slug = entry.get("slug");
  const named = entryName(config, String(entry.get("collection")), typeof slug === "string" ? slug : undefined, data);
  return fillPhrase(a11yPhrases.preview.title, named);
}
