/**
 * What the photo field needs at first paint: how many boxes to draw and their names. Apart from limits.ts, whose
 * other figures only the field's lazy code reads: a module the page and a lazy chunk share stays whole in the page's
 * first load (issue 43).
 */

/** How many photos when data/forms.json does not say (issue 37). */
export const DEFAULT_MAX_PHOTOS = 5;

/** The name of the file field the nth photo (from 1) is sent in: Netlify Forms keeps one file per field. */
export const photoFieldName = (n: number): string => `photo-${n}`;
