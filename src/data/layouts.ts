/**
 * Which entries show every layout of their template: a part of a template that only some entries fill (a FAQ, a
 * second picture, a list of key products) is shown only on their pages, so a test or a small build that wants to
 * see every part needs those entries, not all of them. Read from the data, so a new entry changes the choice only
 * if it fills a field no other entry does (src/node/dataFiles.ts reads the entries). Used by the build's
 * BUILD_PAGES=layouts (src/node/settings.ts) and the browser tests' route list (e2e/routes.ts).
 */

/** The fields an entry fills, by path ("image.alt", "faqs[].question"): empty strings and lists count as unfilled. */
export function filledFields(value: unknown, at = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => filledFields(item, `${at}[]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => filledFields(item, at ? `${at}.${key}` : key));
  return value === "" || value === null || value === undefined ? [] : [at];
}

/**
 * The fewest of `items` (entries of one template, in their order) that between them fill every field any of them
 * fills: the one that fills most of what is still unshown first, the earlier one on a tie. At least one is chosen
 * (an empty list gives none). Returned in the items' own order.
 */
export function fewestFillingEveryField<T>(items: readonly T[], entryOf: (item: T) => unknown = (item) => item): T[] {
  if (items.length === 0) return [];
  const fields = new Map(items.map((item) => [item, new Set(filledFields(entryOf(item)))]));
  const unshown = new Set([...fields.values()].flatMap((set) => [...set]));
  const chosen = new Set<T>();
  do {
    const gain = (item: T): number => [...(fields.get(item) ?? [])].filter((field) => unshown.has(field)).length;
    const best = items.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    chosen.add(best);
    for (const field of fields.get(best) ?? []) unshown.delete(field);
  } while (unshown.size > 0);
  return items.filter((item) => chosen.has(item));
}
