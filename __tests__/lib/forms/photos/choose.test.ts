/** @jest-environment node */
import fs from "fs";
import path from "path";
import forms from "../../../../data/forms.json";
import { schemas } from "../../../../src/data/schema";
import { addPhotos, photosBytes } from "../../../../src/lib/forms/photos/choose";
import type { KeptPhoto } from "../../../../src/lib/forms/photos/kept";
import { DEFAULT_MAX_PHOTOS, photoTotalLimit } from "../../../../src/lib/forms/photos/limits";
import type { Prepared } from "../../../../src/lib/forms/photos/prepare";
import { refusalMessage } from "../../../../src/lib/forms/photos/refusal";

/** What the form adds of the files a visitor chooses, and what it says of those it refuses. */

const kept = (name: string, bytes: number): KeptPhoto => ({
  id: name,
  name: name.replace(/\.\w+$/, ".jpg"),
  originalName: name,
  type: "image/jpeg",
  blob: new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }),
  width: 2000,
  height: 1500,
});

/** A stand-in for the browser's preparation: each file becomes a JPEG of the size its name gives ("a-700000.jpg"). */
const prepare = async (file: File): Promise<Prepared> =>
  file.name.startsWith("bad") ? { ok: false, refusal: { kind: "notPhoto" } } : { ok: true, photo: kept(file.name, Number(/-(\d+)\./.exec(file.name)?.[1] ?? 1000)) };

const files = (...names: string[]): File[] => names.map((name) => new File(["x"], name));

describe("addPhotos", () => {
  it("adds in the order chosen, past the count refuses the rest unread, and leaves the photos there alone", async () => {
    const current = [kept("one.jpg", 1000), kept("two.jpg", 1000), kept("three.jpg", 1000)];
    const preparing: string[] = [];
    const { added, refused } = await addPhotos(files("a-1000.jpg", "b-1000.jpg", "c-1000.jpg", "d-1000.jpg"), current, {
      max: 5,
      totalLimit: photoTotalLimit.netlify,
      prepare,
      onPreparing: (name) => preparing.push(name),
    });
    expect(added.map((photo) => photo.originalName)).toEqual(["a-1000.jpg", "b-1000.jpg"]);
    expect(refused).toEqual([
      { name: "c-1000.jpg", refusal: { kind: "tooMany", max: 5 } },
      { name: "d-1000.jpg", refusal: { kind: "tooMany", max: 5 } },
    ]);
    expect(preparing).toEqual(["a-1000.jpg", "b-1000.jpg"]);
    expect(current).toHaveLength(3);
  });

  it("refuses a photo that would take the total over the provider's limit, and adds a smaller one after it", async () => {
    const current = [kept("label.jpg", 5_000_000)];
    const { added, refused } = await addPhotos(files("big-3000000.jpg", "small-400000.jpg"), current, { max: 5, totalLimit: photoTotalLimit.netlify, prepare });
    expect(added.map((photo) => photo.originalName)).toEqual(["small-400000.jpg"]);
    expect(refused).toEqual([{ name: "big-3000000.jpg", refusal: { kind: "overTotal", bytes: 8_000_000, limit: 7_500_000 } }]);
    expect(photosBytes([...current, ...added])).toBe(5_400_000);
  });

  it("keeps going after a file it refuses", async () => {
    const { added, refused } = await addPhotos(files("bad.svg", "ok-1000.jpg"), [], { max: 5, totalLimit: photoTotalLimit.email, prepare });
    expect(added).toHaveLength(1);
    expect(refused).toEqual([{ name: "bad.svg", refusal: { kind: "notPhoto" } }]);
  });

  it("keeps Netlify's photos within its 8 MB request, with room for the form's fields", () => {
    expect(photoTotalLimit.netlify).toBeLessThanOrEqual(8_000_000 - 100_000);
  });
});

describe("refusalMessage", () => {
  const texts = forms.quote.photos;
  it("names the file and says what to do, in the words of data/forms.json", () => {
    expect(refusalMessage(texts, { name: "bomb.png", refusal: { kind: "tooManyPixels", width: 100_000, height: 100_000 } })).toBe(
      "bomb.png claims to be 100,000 × 100,000 pixels, more than any camera takes, so it was not opened. Choose another photo.",
    );
    expect(refusalMessage(texts, { name: "clip.mov", refusal: { kind: "tooLarge", bytes: 60_000_000, limit: 40_000_000 } })).toBe(
      "clip.mov is 60 MB, larger than the 40 MB a photo may be. Choose a smaller copy of it, or send a screenshot of it.",
    );
    expect(refusalMessage(texts, { name: "IMG_0412.HEIC", refusal: { kind: "heic" } })).toContain("choose Most Compatible in Settings → Camera → Formats");
    expect(refusalMessage(texts, { name: "six.jpg", refusal: { kind: "tooMany", max: 5 } })).toBe("six.jpg was not added: you can send up to 5 photos. Remove one first if you want to swap it.");
    expect(refusalMessage(texts, { name: "big.jpg", refusal: { kind: "overTotal", bytes: 8_000_000, limit: 7_500_000 } })).toContain("come to 8 MB, more than the 7.5 MB");
    expect(refusalMessage(texts, { name: "drawing.svg", refusal: { kind: "notPhoto" } })).toBe("drawing.svg is not a photo we can use: choose a JPEG, PNG, WebP or HEIC photo.");
  });
});

describe("how many photos an editor may allow", () => {
  /** The quote form's photos field as src/data/schema.ts declares it for data/forms.json. */
  const declared = (): { max?: number } => {
    const formsFile = schemas["forms.json"] as unknown as { fields: { quote: { fields: { photos: { fields: { maxPhotos: { max?: number } } } } } } };
    return formsFile.fields.quote.fields.photos.fields.maxPhotos;
  };

  it("is never more than the Supabase bucket takes with one enquiry, so no enquiry an editor allows is refused there", () => {
    const migration = fs.readFileSync(path.join(__dirname, "../../../../supabase/migrations/20261127000000_enquiry_photos.sql"), "utf8");
    const perEnquiry = Number(/insert into public\.enquiry_photo_limits \(photos_per_enquiry[^)]*\)\s*values \((\d+),/.exec(migration)?.[1]);
    expect(perEnquiry).toBeGreaterThan(0);
    expect(declared().max).toBeLessThanOrEqual(perEnquiry);
    expect(forms.quote.photos.maxPhotos ?? DEFAULT_MAX_PHOTOS).toBeLessThanOrEqual(declared().max ?? Infinity);
  });
});
