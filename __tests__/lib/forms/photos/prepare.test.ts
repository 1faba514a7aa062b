/** @jest-environment node */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { MAX_CHOSEN_BYTES } from "../../../../src/lib/forms/photos/limits";
import { examinePhoto, jpegName, preparePhoto, scaledSize } from "../../../../src/lib/forms/photos/prepare";
import { heicContainer, pngBomb } from "../../../helpers/pictures";

/**
 * What the quote form reads from a chosen file's bytes before the browser decodes it (the browser's decode,
 * scale and re-encode are checked in Chromium by e2e/forms-netlify.spec.ts, whose received bytes are read).
 */

const photo = fs.readFileSync(path.join(__dirname, "..", "..", "..", "..", "data", "images", "sectors", "aviation.jpg"));

describe("examinePhoto", () => {
  it("takes JPEG, PNG, WebP and a HEIC container, by their bytes", async () => {
    expect(examinePhoto(photo)).toEqual({ format: "jpeg" });
    expect(examinePhoto(await sharp(photo).png().toBuffer())).toEqual({ format: "png" });
    expect(examinePhoto(await sharp(photo).webp().toBuffer())).toEqual({ format: "webp" });
    expect(examinePhoto(heicContainer(4032, 3024))).toEqual({ format: "heic" });
  });

  it("refuses an SVG with a script, a text named .jpg, a GIF and a PDF as not photos, whatever their names", async () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>');
    const gif = await sharp(photo).resize(20).gif().toBuffer();
    for (const bytes of [svg, Buffer.from("Not a photo at all, just words."), gif, Buffer.from("%PDF-1.7\n")]) {
      expect(examinePhoto(bytes)).toEqual({ refusal: { kind: "notPhoto" } });
    }
  });

  it("refuses a decompression bomb from its header, before anything decodes it", () => {
    expect(examinePhoto(pngBomb(100_000, 100_000))).toEqual({ refusal: { kind: "tooManyPixels", width: 100_000, height: 100_000 } });
    // A HEIC whose tiles claim more than any camera takes.
    expect(examinePhoto(heicContainer(20_000, 20_000))).toEqual({ refusal: { kind: "tooManyPixels", width: 20_000, height: 20_000 } });
    // A 48-megapixel phone photo is not one.
    expect(examinePhoto(heicContainer(8064, 6048))).toEqual({ format: "heic" });
  });

  it("refuses a photo cut short, which a browser would draw with a grey band", () => {
    expect(examinePhoto(photo.subarray(0, photo.length / 2))).toEqual({ refusal: { kind: "damaged" } });
  });

  it("refuses more bytes than any photo has", () => {
    expect(examinePhoto(new Uint8Array(MAX_CHOSEN_BYTES + 1))).toEqual({ refusal: { kind: "tooLarge", bytes: MAX_CHOSEN_BYTES + 1, limit: MAX_CHOSEN_BYTES } });
  });
});

describe("preparePhoto", () => {
  it("refuses a 60 MB file by its size, before reading a byte of it", async () => {
    const file = new File([new Uint8Array(60_000_000)], "video.jpg", { type: "image/jpeg" });
    const read = jest.spyOn(file, "arrayBuffer");
    await expect(preparePhoto(file)).resolves.toEqual({ ok: false, refusal: { kind: "tooLarge", bytes: 60_000_000, limit: MAX_CHOSEN_BYTES } });
    expect(read).not.toHaveBeenCalled();
  });
});

describe("names and sizes", () => {
  it("names the prepared photo as a JPEG", () => {
    expect(jpegName("IMG_0412.HEIC")).toBe("IMG_0412.jpg");
    expect(jpegName("buckle.jpeg")).toBe("buckle.jpg");
    expect(jpegName(".jpg")).toBe("photo.jpg");
    expect(jpegName("label")).toBe("label.jpg");
  });

  it("scales the longer side to 2,000 pixels at most and never enlarges", () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
