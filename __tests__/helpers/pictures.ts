import { readFileSync } from "fs";
import { join } from "path";

/**
 * Hostile and awkward pictures, made in the test rather than committed: the header of a "decompression bomb",
 * and a HEIC photo's container (sharp's own build cannot encode HEVC, and Chromium cannot decode it, so the
 * container alone is what both the build and the CMS see of an iPhone's photo).
 */

const u8 = (...values: number[]): Buffer => Buffer.from(values);
const u16 = (value: number): Buffer => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
};
const u32 = (value: number): Buffer => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** An ISO base media box: size, four-letter type, payload. */
function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, "latin1"), body]);
}
/** A "full box"'s version and flags. */
const full = (version: number): Buffer => u32(version << 24);

/**
 * A HEIC photo's container as an iPhone writes it (brand "heic", one HEVC item of `width` × `height` pixels),
 * with no HEVC data in it: readers name its format and size, and no decoder here can decode it anyway.
 */
export function heicContainer(width: number, height: number): Buffer {
  const ftyp = box("ftyp", Buffer.from("heic"), u32(0), Buffer.from("mif1heic"));
  // An HEVC decoder configuration with no parameter sets: profile Main, level 3, 4:2:0, 8 bits.
  const hvcC = box("hvcC", u8(1, 1), u32(0x60000000), Buffer.alloc(6), u8(90), u16(0xf000), u8(0xfc, 0xfd, 0xf8, 0xf8), u16(0), u8(0x0f, 0));
  const ispe = box("ispe", full(0), u32(width), u32(height));
  const iprp = box("iprp", box("ipco", hvcC, ispe), box("ipma", full(0), u32(1), u16(1), u8(2, 0x81, 0x02)));
  const hdlr = box("hdlr", full(0), u32(0), Buffer.from("pict"), Buffer.alloc(12), u8(0));
  const pitm = box("pitm", full(0), u16(1));
  const iinf = box("iinf", full(0), u16(1), box("infe", full(2), u16(1), u16(0), Buffer.from("hvc1"), u8(0)));
  const data = Buffer.alloc(64, 0x11);
  const meta = (offset: number): Buffer => box("meta", full(0), hdlr, pitm, box("iloc", full(0), u8(0x44, 0), u16(1), u16(1), u16(0), u16(1), u32(offset), u32(data.length)), iinf, iprp);
  // The item's data follows the mdat box's own 8-byte header.
  return Buffer.concat([ftyp, meta(ftyp.length + meta(0).length + 8), box("mdat", data)]);
}

/** The CRC-32 a PNG chunk ends with. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
}

/**
 * A "decompression bomb": a PNG of a few dozen bytes whose header claims `width` × `height` pixels, which a
 * reader that trusts it would try to allocate before finding the data missing.
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.concat([u32(width), u32(height), u8(8, 2, 0, 0, 0)]);
  return Buffer.concat([u8(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), chunk("IHDR", header), chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0, 0, 0, 0, 1])), chunk("IEND", Buffer.alloc(0))]);
}

/**
 * Where a data folder's products page shows `picture`: the field of each application card, as a build's message
 * names it, found in the data rather than pinned, so an editor may reorder or add cards.
 */
export function applicationCardsShowing(dataDir: string, picture: string): string[] {
  const page = JSON.parse(readFileSync(join(dataDir, "products-page.json"), "utf8")) as { applications: { image?: string }[] };
  return page.applications.flatMap((card, index) => (card.image === picture ? [`data/products-page.json, field "applications[${index}].image"`] : []));
}
