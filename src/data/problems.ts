/**
 * A problem with the data, as the build, `npm run validate-data` and the CMS report it. Its own module so the
 * checks of each kind (validate.ts, redirects.ts) share it without importing each other.
 */

/** One problem an editor can fix from the message alone. */
export interface DataProblem {
  file: string;
  entry?: string;
  field?: string;
  message: string;
  /** The picture a problem is about, as the data names it ("images/sectors/aviation.jpg"). */
  picture?: string;
}

export function formatProblem(p: DataProblem): string {
  const where = [`data/${p.file}`];
  if (p.entry) where.push(`entry "${p.entry}"`);
  if (p.field) where.push(`field "${p.field}"`);
  return `${where.join(", ")}: ${p.message}`;
}
