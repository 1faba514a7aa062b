/**
 * What a picture in data/ must be, and what an editor is told when one is not: one statement of the rules for
 * the build's check (src/node/checkPictures.ts) and the CMS's check at upload (src/cms/pictures/). No fs and no
 * sharp here: the CMS bundles this file.
 */

/** The formats the site takes, by content (sharp's and the browser's names for them), and how an editor knows them. */
export const PICTURE_FORMATS = { jpeg: "JPEG", png: "PNG", webp: "WebP", avif: "AVIF" } as const;
export type PictureFormat = keyof typeof PICTURE_FORMATS;

/**
 * Name endings the build makes pictures of: gatsby-transformer-sharp's own list (supported-extensions.js) less
 * TIFF, which browsers cannot show in the CMS. The first of each format is the one an upload is renamed to.
 */
export const PICTURE_EXTENSIONS: Readonly<Record<PictureFormat, readonly string[]>> = {
  jpeg: [".jpg", ".jpeg"],
  png: [".png"],
  webp: [".webp"],
  avif: [".avif"],
};

/**
 * 50 megapixels: more than any phone (48) or most cameras (45 full frame) take, so no real photo is refused,
 * while a picture decoded at this size already takes 200 MB of memory (4 bytes a pixel), in the build's image
 * workers and in an editor's browser. A "decompression bomb", a small file that claims 100,000 × 100,000
 * pixels, is refused from its header, before it is decoded.
 */
export const MAX_PICTURE_PIXELS = 50_000_000;

/**
 * 20 MB: a 50-megapixel JPEG at a camera's quality is 10 to 20 MB, and an upload through the CMS is far smaller
 * (see UPLOAD_LONGEST_SIDE). Every byte committed stays in the repository's history and is fetched by every
 * clone and every cold build, so the limit is the largest picture a person could mean to put there.
 */
export const MAX_PICTURE_BYTES = 20_000_000;

/**
 * The CMS scales a larger picture down to this many pixels on its longest side before it is committed. The
 * widest picture the site makes is the home page's banner at 1,920 pixels (src/pages/index.tsx, breakpoints);
 * 2,400 leaves room for the crops to 16:9 and 4:3. A phone photo (4,032 × 3,024, 3 to 8 MB) becomes
 * 2,400 × 1,800: a grainy 4.7 MB test photo, the worst case for JPEG, became 1.6 MB (e2e/cms-pictures.spec.ts).
 */
export const UPLOAD_LONGEST_SIDE = 2400;

/** JPEG quality of a picture the CMS re-encodes (0 to 1): visually the same as the original at the site's sizes. */
export const UPLOAD_JPEG_QUALITY = 0.85;

/** Formats the site does not take, by sharp's (and the CMS's) name for them, as an editor would say them. */
export const OTHER_PICTURE_FORMATS: Readonly<Record<string, string>> = {
  gif: "a GIF",
  tiff: "a TIFF",
  svg: "an SVG drawing",
  bmp: "a BMP",
  pdf: "a PDF",
  jp2k: "a JPEG 2000",
  jxl: "a JPEG XL",
  heif: "a HEIF",
};

/** What is wrong with a picture, as the build's check or the CMS's finds it. */
export type PictureFault =
  /** The file's content is no picture format at all (a text, a web page, a document saved under a picture's name). */
  | { kind: "not-a-picture" }
  /** A picture, but of a format the site does not take: a key of OTHER_PICTURE_FORMATS ("gif"), or another name. */
  | { kind: "format"; format: string }
  /** An iPhone's HEIC photo, which the build cannot read. */
  | { kind: "heic" }
  /**
   * The picture cannot be read to its end: cut short by an interrupted upload or copy, or damaged. `cause` is the
   * decoder's own words, for a developer (the build log): never shown to an editor, as libvips words the same fault
   * differently from one run to the next.
   */
  | { kind: "damaged"; cause?: string }
  | { kind: "too-many-pixels"; width: number; height: number }
  | { kind: "too-many-bytes"; bytes: number }
  /** The build only: the name does not end in one of PICTURE_EXTENSIONS, so Gatsby would not make it a picture. */
  | { kind: "name" }
  /** The build only: the path leaves data/. */
  | { kind: "outside" };

const formatList = (): string => {
  const names: string[] = Object.values(PICTURE_FORMATS);
  return `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
};
const extensionList = (): string => {
  const all = Object.values(PICTURE_EXTENSIONS).flat();
  return `${all.slice(0, -1).join(", ")} or ${all[all.length - 1]}`;
};
const number = (value: number): string => value.toLocaleString("en-GB");
const megabytes = (bytes: number): string => `${(bytes / 1_000_000).toLocaleString("en-GB", { maximumFractionDigits: 1 })} MB`;
const fileSize = (bytes: number): string => (bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : megabytes(bytes));
const megapixels = (pixels: number): string => `${(pixels / 1_000_000).toLocaleString("en-GB", { maximumFractionDigits: 1 })} megapixels`;

/** How to turn a HEIC photo into a JPEG on the computers editors are likely to have (docs/editing-content.md has the same steps). */
export const HEIC_TO_JPEG =
  "Save it as JPEG first (on a Mac: open it in Preview, choose File → Export and set Format to JPEG; on Windows: open it in Photos, choose … → Save as and pick .jpg)";

/**
 * One fault in words: what is wrong with `picture` and what to do. `where` says who reads it: the build's
 * message (the picture is a file in data/, replaced there or through the CMS) or the CMS's refusal at upload
 * (the editor still holds the original and chooses again).
 */
export function describePictureFault(fault: PictureFault, picture: string, where: "build" | "upload"): string {
  const it = `the picture "${picture}"`;
  const replace = where === "build" ? "replace the file (in the CMS: Choose different image, then Upload)" : "upload that";
  switch (fault.kind) {
    case "not-a-picture":
      return (
        `"${picture}" is not a picture: its content is not ${formatList()}, whatever its name says (it may be a document or a web page saved under a picture's name). ` +
        (where === "build" ? "Replace the file with the picture itself, saved as JPEG or PNG." : "Choose the picture itself, saved as JPEG or PNG.")
      );
    case "format":
      return `${it} is ${OTHER_PICTURE_FORMATS[fault.format] ?? `a ${fault.format.toUpperCase()}`}; the site takes ${formatList()}. Open it in an image editor, save it as JPEG (a photo) or PNG (a drawing or logo) and ${replace}.`;
    case "heic":
      return where === "build"
        ? `${it} is a HEIC photo (an iPhone's own format), which the build cannot read. ${HEIC_TO_JPEG} and put the JPEG in its place (in the CMS: Choose different image, then Upload; uploaded from an iPhone, or from Safari, a HEIC photo becomes a JPEG by itself).`
        : `${it} is a HEIC photo (an iPhone's own format), which this browser cannot read. ${HEIC_TO_JPEG} and upload the JPEG, or upload the photo from the iPhone itself, or from Safari, which convert it for you. ` +
            "On an iPhone, Settings → Camera → Formats → Most Compatible makes the camera take JPEG photos from now on.";
    case "damaged":
      return (
        `${it} is damaged: it cannot be read to its end, as happens to a file cut short by an interrupted upload or copy. ` +
        (where === "build" ? "Put the original picture in its place again (in the CMS: Choose different image, then Upload)." : "Upload the original picture again, or choose another.")
      );
    case "too-many-pixels":
      return (
        `${it} is ${number(fault.width)} × ${number(fault.height)} pixels (${megapixels(fault.width * fault.height)}); the limit is ${megapixels(MAX_PICTURE_PIXELS)}. ` +
        `Scale it down in an image editor to ${number(UPLOAD_LONGEST_SIDE)} pixels on its longest side, more than the site ever shows, and ${replace}.`
      );
    case "too-many-bytes":
      return (
        `${it} is ${megabytes(fault.bytes)}; the limit is ${megabytes(MAX_PICTURE_BYTES)}. ` +
        `Save it as JPEG, or scale it down to ${number(UPLOAD_LONGEST_SIDE)} pixels on its longest side, and ${replace}.`
      );
    case "name":
      return `${it} has a name the build does not make pictures of: it must end in ${extensionList()}. Rename the file to end as its format does (".jpg" for a JPEG) and change this field to match.`;
    case "outside":
      return `${it} is not under data/: pictures live in data/images/. Move the file there and name it from data/, e.g. "images/sectors/aviation.jpg".`;
  }
}

/** What the CMS tells an editor while and after it prepares a picture for upload (src/cms/pictures/upload.ts). */
export const uploadTexts = {
  checking: (name: string): string => `Checking "${name}"…`,
  refused: (reason: string): string => `Not uploaded: ${reason}`,
  failed: (name: string, detail: string): string => `Not uploaded: "${name}" could not be prepared (${detail}). Nothing was added to the media library, and the entry is unchanged. Save it as JPEG and upload that, or try another browser.`,
  /** Why a picture could not be prepared when the browser gave no reason an editor can use (the cause goes to the console). */
  unreadable: "this browser could not read it",
  /** The browser gave no canvas to draw the smaller copy on (the reason goes to the console). */
  notDrawn: "this browser could not make a smaller copy of it",
  notEncoded: (format: string): string => `this browser cannot save pictures as ${format}`,
  /** What was done to a picture that was re-encoded: converted from another format, scaled down, or both. */
  prepared: (change: { name: string; from: string; to: string; before: [number, number]; after: [number, number]; bytesBefore: number; bytesAfter: number }): string => {
    const size = ([width, height]: [number, number]): string => `${number(width)} × ${number(height)}`;
    const scaled = change.before[0] !== change.after[0] ? ` and scaled down from ${size(change.before)} to ${size(change.after)} pixels` : "";
    const kept = change.from === change.to ? `saved as ${change.to}${scaled}` : `converted from ${change.from} to ${change.to}${scaled}`;
    return `"${change.name}" was ${kept} (${fileSize(change.bytesBefore)} → ${fileSize(change.bytesAfter)}). Press "Choose selected" to use it.`;
  },
  close: "Close",
} as const;
