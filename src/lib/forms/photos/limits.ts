import type { SendMode } from "../provider";

/**
 * What a visitor may add to an enquiry, and what each provider can take (docs/forms.md gives the sources).
 * Free of the preparation code; read by the field's lazy code (what the first paint needs is in fieldNames.ts).
 */

export { DEFAULT_MAX_PHOTOS, photoFieldName } from "./fieldNames";

/** The longest side of a photo as it is sent: a 2,000 px JPEG shows a belt's label and E-mark clearly. */
export const PHOTO_LONGEST_SIDE = 2000;

/** JPEG quality of a prepared photo (0 to 1): a phone photo of a label comes to 0.3 to 1 MB. */
export const PHOTO_JPEG_QUALITY = 0.85;

/**
 * The file a visitor chooses may be at most 40 MB: a 48-megapixel phone photo is 10 to 25 MB. A larger file is
 * refused before a byte of it is read (a video or a raw camera file chosen by mistake).
 */
export const MAX_CHOSEN_BYTES = 40_000_000;

/**
 * 50 megapixels, judged from the file's header before it is decoded: more than any phone (48) takes, while a
 * small file that claims 100,000 × 100,000 pixels (a decompression bomb) would take 40 GB to decode.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

/**
 * The most the prepared photos of one enquiry may come to, by provider. Netlify Forms takes a request of at most
 * 8 MB, form fields included, so the photos keep 0.5 MB clear of it. Supabase Storage takes each photo as its
 * own upload; the total keeps an enquiry to what the bucket's per-file limit allows five times over. An email
 * cannot carry them (the visitor attaches their own copies), so nothing is uploaded and no total applies.
 */
export const photoTotalLimit: Readonly<Record<SendMode, number>> = {
  netlify: 7_500_000,
  supabase: 25_000_000,
  email: Number.POSITIVE_INFINITY,
};

/** A size as a visitor reads it: "850 KB", "3.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  return `${(bytes / 1_000_000).toLocaleString("en-GB", { maximumFractionDigits: 1 })} MB`;
}
