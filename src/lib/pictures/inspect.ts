/**
 * What a file chosen for upload is, from its bytes alone: its format (never its name), the size its header
 * claims, and whether its data reaches the picture's end. The CMS reads this before it lets the browser decode
 * anything, so a decompression bomb is refused by its header and a cut-short JPEG, which browsers draw with a
 * grey band rather than refuse, is refused as the build's sharp would refuse it.
 */

/** sharp's names of formats (src/data/pictures.ts), plus "heic" for an iPhone's HEVC photos. */
export interface Inspection {
  format: string;
  width?: number;
  height?: number;
  /** False when the data ends before the picture does. */
  complete: boolean;
}

const ascii = (bytes: Uint8Array, start: number, length: number): string => String.fromCharCode(...bytes.subarray(start, start + length));
const u16be = (b: Uint8Array, i: number): number => (b[i] << 8) | b[i + 1];
const u32be = (b: Uint8Array, i: number): number => ((b[i] << 24) >>> 0) + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]);
const u16le = (b: Uint8Array, i: number): number => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number): number => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32le = (b: Uint8Array, i: number): number => u24le(b, i) + b[i + 3] * 0x1000000;

/** Start-of-frame markers, which carry the picture's size: C0 to CF less C4 (tables), C8 (reserved) and CC (arithmetic). */
const isStartOfFrame = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks a JPEG's segments to its end-of-image marker, as a decoder does; a file that ends first was cut short. */
function inspectJpeg(b: Uint8Array): Inspection {
  const found: Inspection = { format: "jpeg", complete: false };
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return found; // Not a marker where one must be: damaged.
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // Fill byte before a marker.
      continue;
    }
    if (marker === 0xd9) return { ...found, complete: true };
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2; // Markers with no length.
      continue;
    }
    if (i + 3 >= b.length) return found;
    const length = u16be(b, i + 2);
    if (i + 2 + length > b.length) return found;
    if (isStartOfFrame(marker) && length >= 7) {
      found.height = u16be(b, i + 5);
      found.width = u16be(b, i + 7);
    }
    i += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is neither a stuffed zero nor a restart.
      while (i + 1 < b.length && !(b[i] === 0xff && b[i + 1] !== 0 && !(b[i + 1] >= 0xd0 && b[i + 1] <= 0xd7))) i += 1;
    }
  }
  return found;
}

/** A PNG's size from its header chunk; complete when its chunks reach IEND. */
function inspectPng(b: Uint8Array): Inspection {
  const found: Inspection = { format: "png", complete: false, ...(b.length >= 24 ? { width: u32be(b, 16), height: u32be(b, 20) } : {}) };
  let i = 8;
  while (i + 8 <= b.length) {
    const length = u32be(b, i);
    if (i + 12 + length > b.length) return found;
    if (ascii(b, i + 4, 4) === "IEND") return { ...found, complete: true };
    i += 12 + length;
  }
  return found;
}

/** A WebP's size from its first chunk (lossy, lossless or extended); complete when the RIFF container's length is there. */
function inspectWebp(b: Uint8Array): Inspection {
  const found: Inspection = { format: "webp", complete: b.length >= 8 + u32le(b, 4) };
  if (b.length < 30) return { ...found, complete: false };
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8 ") return { ...found, width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = u32le(b, 21);
    return { ...found, width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { ...found, width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return found;
}

const AVIF_BRANDS = ["avif", "avis"];
const HEIC_BRANDS = ["heic", "heix", "heim", "heis", "hevc", "hevx"];

/**
 * AVIF and HEIC share a container (ISO base media, "HEIF"): the brands in its ftyp box say which. The size is
 * the largest "ispe" (image spatial extent) property: a HEIC photo is stored as tiles, each with its own. The
 * file is complete when its top-level boxes add up to its length.
 */
function inspectHeif(b: Uint8Array): Inspection {
  const ftypSize = Math.min(u32be(b, 0), b.length);
  const brands = [ascii(b, 8, 4)];
  for (let i = 16; i + 4 <= ftypSize; i += 4) brands.push(ascii(b, i, 4));
  const format = brands.some((brand) => AVIF_BRANDS.includes(brand)) ? "avif" : brands.some((brand) => HEIC_BRANDS.includes(brand)) ? "heic" : "heif";
  let i = 0;
  while (i + 8 <= b.length) {
    const size = u32be(b, i);
    const boxSize = size === 1 && i + 16 <= b.length ? u32be(b, i + 8) * 0x100000000 + u32be(b, i + 12) : size === 0 ? b.length - i : size;
    if (boxSize < 8 || i + boxSize > b.length) break;
    i += boxSize;
  }
  let width: number | undefined;
  let height: number | undefined;
  // The properties are in the "meta" box near the start; a photo's data, which follows, is not searched.
  const searched = Math.min(b.length - 16, 1 << 20);
  for (let at = 4; at < searched; at += 1) {
    if (b[at] !== 0x69 || ascii(b, at, 4) !== "ispe") continue;
    const w = u32be(b, at + 8);
    const h = u32be(b, at + 12);
    if (width === undefined || height === undefined || w * h > width * height) [width, height] = [w, h];
  }
  return { format, complete: i === b.length, ...(width !== undefined && height !== undefined ? { width, height } : {}) };
}

/** The format of `bytes` and what its header says, or undefined when it is no picture format known here. */
export function inspectPicture(bytes: Uint8Array): Inspection | undefined {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return inspectJpeg(b);
  if (b.length >= 8 && ascii(b, 0, 8) === "\x89PNG\r\n\x1a\n") return inspectPng(b);
  if (b.length >= 12 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP") return inspectWebp(b);
  if (b.length >= 16 && ascii(b, 4, 4) === "ftyp") return inspectHeif(b);
  if (b.length >= 6 && /^GIF8[79]a$/.test(ascii(b, 0, 6))) return { format: "gif", complete: true };
  if (b.length >= 4 && (ascii(b, 0, 4) === "II*\0" || ascii(b, 0, 4) === "MM\0*")) return { format: "tiff", complete: true };
  if (b.length >= 14 && ascii(b, 0, 2) === "BM" && u32le(b, 2) === b.length) return { format: "bmp", complete: true };
  if (b.length >= 5 && ascii(b, 0, 5) === "%PDF-") return { format: "pdf", complete: true };
  // An SVG drawing is text: an <svg> element near the start, perhaps after an XML declaration or a comment.
  const start = new TextDecoder().decode(b.subarray(0, 1024)).replace(/^\uFEFF/, "");
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(start)) return { format: "svg", complete: true };
  return undefined;
}
