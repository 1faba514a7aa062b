import { inspectPicture } from "../../pictures/inspect";
import type { KeptPhoto, PhotoRefusal } from "./kept";
import { MAX_CHOSEN_BYTES, MAX_PHOTO_PIXELS, PHOTO_JPEG_QUALITY, PHOTO_LONGEST_SIDE } from "./limits";

/**
 * A chosen file made into what an enquiry sends: its bytes checked before anything decodes them, decoded by
 * the browser and turned upright by its orientation tag, scaled to PHOTO_LONGEST_SIDE and drawn afresh into a
 * JPEG. A canvas holds pixels only, so nothing of the file's metadata (EXIF, GPS, XMP, maker notes, ICC
 * comments) reaches what is sent. Loaded only when a visitor first adds a photo.
 */

/** Formats a browser may decode into a photo; anything else (SVG, GIF, PDF, TIFF, text) is refused unread. */
const PHOTO_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heic", "heif"]);

/** What the bytes alone say, before the browser decodes anything: a refusal, or the format to decode. */
export function examinePhoto(bytes: Uint8Array): { refusal: PhotoRefusal } | { format: string } {
  if (bytes.length > MAX_CHOSEN_BYTES) return { refusal: { kind: "tooLarge", bytes: bytes.length, limit: MAX_CHOSEN_BYTES } };
  const found = inspectPicture(bytes);
  if (!found || !PHOTO_FORMATS.has(found.format)) return { refusal: { kind: "notPhoto" } };
  if (found.width !== undefined && found.height !== undefined && found.width * found.height > MAX_PHOTO_PIXELS) {
    return { refusal: { kind: "tooManyPixels", width: found.width, height: found.height } };
  }
  // A cut-short photo would be drawn with a grey band: the visitor should send the whole one.
  if (!found.complete) return { refusal: { kind: "damaged" } };
  return { format: found.format };
}

/** "IMG_0412.HEIC" → "IMG_0412.jpg"; a name with no stem becomes "photo.jpg". */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf(".");
  const stem = (dot >= 0 ? name.slice(0, dot) : name).replace(/^\.+/, "").trim();
  return `${stem || "photo"}.jpg`;
}

/** The size a photo is drawn at: at most `longest` on its longer side, never enlarged. */
export function scaledSize(width: number, height: number, longest = PHOTO_LONGEST_SIDE): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const encode = (canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> => new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));

let sequence = 0;
const newId = (): string => `${Date.now().toString(36)}-${(sequence += 1)}-${Math.random().toString(36).slice(2, 8)}`;

export type Prepared = { ok: true; photo: KeptPhoto } | { ok: false; refusal: PhotoRefusal };

export async function preparePhoto(file: File): Promise<Prepared> {
  const refuse = (refusal: PhotoRefusal): Prepared => ({ ok: false, refusal });
  // Larger than any photo: refused before it is read into memory.
  if (file.size > MAX_CHOSEN_BYTES) return refuse({ kind: "tooLarge", bytes: file.size, limit: MAX_CHOSEN_BYTES });
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return refuse({ kind: "damaged" });
  }
  const examined = examinePhoto(bytes);
  if ("refusal" in examined) return refuse(examined.refusal);
  const { format } = examined;

  let picture: ImageBitmap;
  try {
    // Decoded from the bytes just checked, not the file again, and turned upright as the camera held it.
    picture = await createImageBitmap(new Blob([bytes]), { imageOrientation: "from-image" });
  } catch {
    // Safari opens HEIC; Chrome, Edge and Firefox cannot.
    return refuse({ kind: format === "heic" || format === "heif" ? "heic" : "damaged" });
  }
  try {
    const { width, height } = scaledSize(picture.width, picture.height);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) {
      // The visitor is told in the form's words (data/forms.json, photos.failed); the reason goes to the console.
      console.warn(`Enquiry form: ${file.name} could not be prepared: this browser gave no 2D canvas to draw it on.`);
      return refuse({ kind: "failed" });
    }
    // A transparent PNG becomes JPEG on white, as it would print.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = "high";
    context.drawImage(picture, 0, 0, width, height);
    const blob = await encode(canvas, PHOTO_JPEG_QUALITY);
    // A browser that cannot write JPEG writes PNG instead, under no error.
    if (!blob || blob.type !== "image/jpeg") {
      console.warn(`Enquiry form: ${file.name} could not be prepared: this browser's canvas did not encode JPEG (it gave ${blob?.type ?? "nothing"}).`);
      return refuse({ kind: "failed" });
    }
    return { ok: true, photo: { id: newId(), name: jpegName(file.name), originalName: file.name, type: "image/jpeg", blob, width, height } };
  } finally {
    picture.close();
  }
}
