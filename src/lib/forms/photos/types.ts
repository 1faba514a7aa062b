/**
 * A photo a visitor adds to an enquiry, as the browser prepared it (src/lib/forms/photos/): decoded, turned
 * upright, scaled to the site's longest side and re-encoded, so that it carries no metadata. Every provider
 * sends these, never the file the visitor chose.
 */
export interface PreparedPhoto {
  /** Unique within the draft: the key it is kept under (IndexedDB) and the name of its remove button's target. */
  id: string;
  /** The visitor's file name with the ending of its new format ("IMG_0412.HEIC" → "IMG_0412.jpg"). */
  name: string;
  type: "image/jpeg" | "image/webp";
  blob: Blob;
  width: number;
  height: number;
}
