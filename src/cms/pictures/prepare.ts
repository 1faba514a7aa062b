import {
  describePictureFault,
  MAX_PICTURE_BYTES,
  MAX_PICTURE_PIXELS,
  PICTURE_EXTENSIONS,
  PICTURE_FORMATS,
  UPLOAD_JPEG_QUALITY,
  UPLOAD_LONGEST_SIDE,
  uploadTexts,
  type PictureFault,
  type PictureFormat,
} from "../../data/pictures";
import { inspectPicture } from "../../lib/pictures/inspect";

/**
 * A file chosen for upload, made into what the site keeps: refused with a reason when it is no picture the
 * build would take, re-encoded when it is larger than the site needs or a HEIC photo, otherwise left as it is
 * (renamed only when its name does not say its format). Decap 3.16's own `media_processing` was not enough:
 * it sets an exact width (enlarging small pictures), goes by the type the browser guesses from the name, takes
 * no HEIC, and lets a file that does not decode through to the repository.
 */

export type Prepared = { ok: true; file: File; note?: string } | { ok: false; message: string };

const isSiteFormat = (format: string): format is PictureFormat => format in PICTURE_FORMATS;

/**
 * `name` with the ending of `format` ("IMG_0001.HEIC" → "IMG_0001.jpg"); an ending that already says the format
 * is kept. Leading dots go (".jpg" would be a hidden file): the build only sees files it can list.
 */
export function nameFor(name: string, format: PictureFormat): string {
  const dot = name.lastIndexOf(".");
  const stem = (dot >= 0 ? name.slice(0, dot) : name).replace(/^\.+/, "") || "picture";
  const ending = dot >= 0 ? name.slice(dot) : "";
  return PICTURE_EXTENSIONS[format].includes(ending.toLowerCase()) ? `${stem}${ending}` : `${stem}${PICTURE_EXTENSIONS[format][0]}`;
}

/** What the bytes and header alone say: a fault, or the format to decode, before anything is decoded. */
export function examine(bytes: Uint8Array): { fault: PictureFault } | { format: PictureFormat | "heic" } {
  if (bytes.length > MAX_PICTURE_BYTES) return { fault: { kind: "too-many-bytes", bytes: bytes.length } };
  const found = inspectPicture(bytes);
  if (!found) return { fault: { kind: "not-a-picture" } };
  const format = found.format;
  if (format !== "heic" && !isSiteFormat(format)) return { fault: { kind: "format", format } };
  if (!found.complete) return { fault: { kind: "damaged" } };
  if (found.width !== undefined && found.height !== undefined && found.width * found.height > MAX_PICTURE_PIXELS) {
    return { fault: { kind: "too-many-pixels", width: found.width, height: found.height } };
  }
  return { format };
}

/** Whether any pixel of the drawn picture lets the background through: such a picture stays PNG. */
function hasTransparency(context: CanvasRenderingContext2D, width: number, height: number): boolean {
  const { data } = context.getImageData(0, 0, width, height);
  for (let i = 3; i < data.length; i += 4) if (data[i] < 255) return true;
  return false;
}

function encode(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

export async function preparePicture(file: File): Promise<Prepared> {
  const refuse = (fault: PictureFault): Prepared => ({ ok: false, message: uploadTexts.refused(describePictureFault(fault, file.name, "upload")) });
  // Larger than the limit: refused before a byte of it is read into memory.
  if (file.size > MAX_PICTURE_BYTES) return refuse({ kind: "too-many-bytes", bytes: file.size });
  const examined = examine(new Uint8Array(await file.arrayBuffer()));
  if ("fault" in examined) return refuse(examined.fault);
  const { format } = examined;

  let picture: ImageBitmap;
  try {
    // Decoded by the browser, turned upright by its EXIF orientation as browsers show photos.
    picture = await createImageBitmap(file);
  } catch {
    // Safari reads HEIC and converts it below; Chrome, Edge and Firefox cannot read it at all.
    return refuse(format === "heic" ? { kind: "heic" } : { kind: "damaged" });
  }
  try {
    const longest = Math.max(picture.width, picture.height);
    if (format !== "heic" && longest <= UPLOAD_LONGEST_SIDE) {
      const name = nameFor(file.name, format);
      return { ok: true, file: name === file.name ? file : new File([file], name, { type: file.type, lastModified: file.lastModified }) };
    }
    const scale = Math.min(1, UPLOAD_LONGEST_SIDE / longest);
    const width = Math.max(1, Math.round(picture.width * scale));
    const height = Math.max(1, Math.round(picture.height * scale));
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) {
      console.warn(`Upload: ${file.name} could not be prepared: this browser gave no 2D canvas to draw it on.`);
      return { ok: false, message: uploadTexts.failed(file.name, uploadTexts.notDrawn) };
    }
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = "high";
    context.drawImage(picture, 0, 0, width, height);
    // A photo becomes JPEG; a drawing or logo that shows its background through stays PNG, which keeps it.
    const out: PictureFormat = format !== "jpeg" && format !== "heic" && hasTransparency(context, width, height) ? "png" : "jpeg";
    const type = out === "png" ? "image/png" : "image/jpeg";
    const blob = await encode(canvas, type, out === "jpeg" ? UPLOAD_JPEG_QUALITY : undefined);
    // A browser that cannot write the type asked for writes PNG instead, under no error.
    if (!blob || blob.type !== type) {
      console.warn(`Upload: ${file.name} could not be prepared: this browser's canvas did not encode ${type} (it gave ${blob?.type ?? "nothing"}).`);
      return { ok: false, message: uploadTexts.failed(file.name, uploadTexts.notEncoded(PICTURE_FORMATS[out])) };
    }
    const prepared = new File([blob], nameFor(file.name, out), { type, lastModified: file.lastModified });
    const note = uploadTexts.prepared({
      name: file.name,
      from: format === "heic" ? "HEIC" : PICTURE_FORMATS[format],
      to: PICTURE_FORMATS[out],
      before: [picture.width, picture.height],
      after: [width, height],
      bytesBefore: file.size,
      bytesAfter: prepared.size,
    });
    return { ok: true, file: prepared, note };
  } finally {
    picture.close();
  }
}
