/** The name the entry-slug widget (entrySlug.tsx) is registered under, for the generated configuration. */
export const ENTRY_SLUG_WIDGET = "entry-slug";
