import type { Request } from "@playwright/test";
import sharp from "sharp";

/**
 * Photos for the quote form's browser tests, made here with sharp rather than committed, and the means to read
 * what a stand-in for Netlify received: the multipart body parsed as a server would, the bytes read by sharp.
 */

/** Strings that a phone photo's metadata carries and a prepared photo must not: EXIF, GPS, XMP, the camera's name. */
export const metadataMarks = ["Exif\0\0", "http://ns.adobe.com/xap", "BeltCam", "XYZ123"] as const;

/**
 * A 4,000 × 3,000 JPEG as a phone writes it held upright: the sensor's landscape pixels with orientation 6
 * (turn 90° clockwise to show), camera make and model, a GPS position and XMP. Its top-left 400 px are red, so
 * once turned upright the red is at the top right.
 */
export async function cameraPhoto(): Promise<Buffer> {
  const red = { input: { create: { width: 400, height: 400, channels: 3 as const, background: { r: 230, g: 20, b: 20 } } }, left: 0, top: 0 };
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 120, g: 130, b: 140 } } })
    .composite([red])
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "BeltCam", Model: "Phone XYZ123" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1", GPSProcessingMethod: "GPS" },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:exif="http://ns.adobe.com/exif/1.0/" xmp:CreatorTool="BeltCam" exif:GPSLatitude="51,30.0N"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
}

/** A small plain photo, for tests about what happens to photos rather than what is in them. */
export const smallPhoto = (hue: number): Promise<Buffer> =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: hue, g: 100, b: 255 - hue } } })
    .jpeg()
    .toBuffer();

/** A JPEG's segments before its image data (markers, EXIF, XMP, comments): where metadata lives, if anywhere. */
export function jpegHeader(bytes: Buffer): Buffer {
  const start = bytes.indexOf(Buffer.from([0xff, 0xda]));
  return bytes.subarray(0, start < 0 ? bytes.length : start);
}

/** The metadata marks found in `bytes`: "GPS" is looked for in the header only, where no image data can hold it by chance. */
export const marksIn = (bytes: Buffer): string[] => [...metadataMarks.filter((mark) => bytes.includes(mark)), ...(jpegHeader(bytes).includes("GPS") ? ["GPS"] : [])];

/** A posted body as a server reads it: text fields, and files with their bytes. */
export async function postedForm(request: Request): Promise<{ type: string; fields: [string, string][]; files: { field: string; name: string; type: string; bytes: Buffer }[] }> {
  const type = request.headers()["content-type"] ?? "";
  const form = await new Response(new Uint8Array(request.postDataBuffer() ?? Buffer.alloc(0)), { headers: { "content-type": type } }).formData();
  const fields: [string, string][] = [];
  const files: { field: string; name: string; type: string; bytes: Buffer }[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === "string") fields.push([field, value]);
    else files.push({ field, name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
  }
  return { type, fields, files };
}

/** The colour of a pixel, as [r, g, b]. */
export async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}
