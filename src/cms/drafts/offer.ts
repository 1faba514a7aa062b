/**
 * What the CMS says when it finds unsaved changes kept in the browser (Decap's backup of a draft): which entry,
 * and when they were typed, in place of Decap's "A local backup was recovered for this entry".
 */

/** Decap's key for a draft's backup (backend.js, getEntryBackupKey, without its "backup." prefix). */
export const backupKey = (collection: string, slug: string | undefined): string => (slug ? `${collection}.${slug}` : collection);

/** "today at 14:32", "yesterday at 09:05", "on Monday 24 November at 17:40", in the browser's own time. */
export function whenTyped(typedAt: number, now: number): string {
  const time = new Date(typedAt).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
  const day = (ms: number): string => new Date(ms).toDateString();
  if (day(typedAt) === day(now)) return `today at ${time}`;
  if (day(typedAt) === day(now - 86_400_000)) return `yesterday at ${time}`;
  return `on ${new Date(typedAt).toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long" })} at ${time}`;
}

export interface BackupOffer {
  /** The entry as the editor knows it: "Aviation", "Home page". */
  entry: string;
  /** Its collection's label: "Sectors", "Pages". */
  collection: string;
  /** When it was last typed into, if this browser noted it. */
  typedAt?: number;
  now: number;
}

export function backupOfferText({ entry, collection, typedAt, now }: BackupOffer): string {
  const when = typedAt === undefined ? "earlier" : whenTyped(typedAt, now);
  return (
    `Unsaved changes to "${entry}" (${collection}), typed in this browser ${when}, were kept. ` +
    "OK puts them back in the form, where they stay until you publish them or leave the entry. " +
    "Cancel discards them, and the entry opens as it is saved."
  );
}
