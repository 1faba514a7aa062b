/** @jest-environment node */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { examine, nameFor } from "../../src/cms/pictures/prepare";
import { inspectPicture } from "../../src/lib/pictures/inspect";
import { heicContainer, pngBomb } from "../helpers/pictures";

/**
 * What the CMS reads from a file's bytes before the browser decodes it (src/cms/pictures/): the pictures are
 * made by sharp, as the build's own check reads them, so the two agree on what is whole and what is not.
 */

const photo = fs.readFileSync(path.join(__dirname, "..", "..", "data", "images", "sectors", "aviation.jpg"));
const cut = (bytes: Buffer, by: number): Uint8Array => new Uint8Array(bytes.subarray(0, bytes.length - by));
const small = () => sharp(photo).resize(160);

describe("inspectPicture", () => {
  it("reads a JPEG's size and finds its end, baseline, progressive, or with bytes after it", async () => {
    expect(inspectPicture(photo)).toEqual({ format: "jpeg", width: 1600, height: 900, complete: true });
    const progressive = await small().jpeg({ progressive: true }).toBuffer();
    expect(inspectPicture(progressive)).toEqual({ format: "jpeg", width: 160, height: 90, complete: true });
    // Cameras append data after the picture's end (a second, smaller picture); decoders stop at the end.
    expect(inspectPicture(Buffer.concat([photo, Buffer.from("trailer")]))?.complete).toBe(true);
  });

  it("finds a JPEG cut short, by half or by its last byte, as sharp refuses it", () => {
    expect(inspectPicture(cut(photo, photo.length / 2))).toMatchObject({ format: "jpeg", complete: false });
    expect(inspectPicture(cut(photo, 1))).toMatchObject({ format: "jpeg", complete: false });
    expect(inspectPicture(cut(photo, 2))).toMatchObject({ format: "jpeg", complete: false });
  });

  it("reads PNG, WebP (lossy, lossless, with transparency) and AVIF, whole and cut short", async () => {
    const png = await small().png().toBuffer();
    expect(inspectPicture(png)).toEqual({ format: "png", width: 160, height: 90, complete: true });
    expect(inspectPicture(cut(png, 100))).toMatchObject({ format: "png", complete: false });
    const lossy = await small().webp().toBuffer();
    expect(inspectPicture(lossy)).toEqual({ format: "webp", width: 160, height: 90, complete: true });
    expect(inspectPicture(cut(lossy, 10))).toMatchObject({ format: "webp", complete: false });
    expect(inspectPicture(await small().webp({ lossless: true }).toBuffer())).toEqual({ format: "webp", width: 160, height: 90, complete: true });
    expect(inspectPicture(await small().ensureAlpha(0.5).webp().toBuffer())).toEqual({ format: "webp", width: 160, height: 90, complete: true });
    const avif = await small().avif().toBuffer();
    expect(inspectPicture(avif)).toEqual({ format: "avif", width: 160, height: 90, complete: true });
    expect(inspectPicture(cut(avif, 10))).toMatchObject({ format: "avif", complete: false });
  });

  it("knows a HEIC photo, a GIF, an SVG drawing and a PDF by their bytes, and a text as no picture", async () => {
    expect(inspectPicture(heicContainer(4032, 3024))).toEqual({ format: "heic", width: 4032, height: 3024, complete: true });
    expect(inspectPicture(await small().gif().toBuffer())).toMatchObject({ format: "gif" });
    expect(inspectPicture(Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({ format: "svg" });
    expect(inspectPicture(Buffer.from("%PDF-1.7\n"))).toMatchObject({ format: "pdf" });
    expect(inspectPicture(Buffer.from("<!doctype html><title>Not a picture</title>"))).toBeUndefined();
    expect(inspectPicture(new Uint8Array(0))).toBeUndefined();
  });
});

describe("examine: what the CMS refuses before decoding", () => {
  it("refuses a decompression bomb by its header, and lets a picture within the limits through", () => {
    expect(examine(pngBomb(100_000, 100_000))).toEqual({ fault: { kind: "too-many-pixels", width: 100_000, height: 100_000 } });
    expect(examine(heicContainer(12_000, 9_000))).toEqual({ fault: { kind: "too-many-pixels", width: 12_000, height: 9_000 } });
    expect(examine(photo)).toEqual({ format: "jpeg" });
    expect(examine(heicContainer(4032, 3024))).toEqual({ format: "heic" });
  });

  it("refuses a cut-short picture, a text named .jpg and a GIF", async () => {
    expect(examine(cut(photo, 1))).toEqual({ fault: { kind: "damaged" } });
    expect(examine(Buffer.from("hello"))).toEqual({ fault: { kind: "not-a-picture" } });
    expect(examine(await small().gif().toBuffer())).toEqual({ fault: { kind: "format", format: "gif" } });
  });
});

describe("nameFor", () => {
  it("gives a file the ending of its format, keeping a name that already says it", () => {
    expect(nameFor("IMG_0001.HEIC", "jpeg")).toBe("IMG_0001.jpg");
    expect(nameFor("Logo.PNG", "png")).toBe("Logo.PNG");
    expect(nameFor("photo.jpeg", "jpeg")).toBe("photo.jpeg");
    expect(nameFor("scan.jfif", "jpeg")).toBe("scan.jpg");
    expect(nameFor("logo.jpg", "png")).toBe("logo.png");
    expect(nameFor("no ending", "jpeg")).toBe("no ending.jpg");
    expect(nameFor(".jpg", "jpeg")).toBe("picture.jpg");
    expect(nameFor("..hidden.png", "png")).toBe("hidden.png");
    expect(nameFor("Café (1) #2.webp", "webp")).toBe("Café (1) #2.webp");
  });
});
