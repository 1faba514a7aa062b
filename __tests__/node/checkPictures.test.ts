/** @jest-environment node */
import crypto from "crypto";
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { formatProblem, type PictureReference } from "../../src/data/validate";
import { validateDataDir } from "../../src/node/dataFiles";
import { causesOf, checkDataDir } from "../../src/node/checkPictures";
import { applicationCardsShowing, heicContainer, pngBomb } from "../helpers/pictures";
import { tempDir } from "../helpers/tempDir";

const realData = path.join(__dirname, "..", "..", "data");

// Each test copies the data and decodes its 35 pictures: a second or two, more on a busy machine.
jest.setTimeout(30_000);

/** A copy of the real data folder, in a folder of its own (so that a test can put a file beside data/). */
function copyOfData(): string {
  const dir = path.join(tempDir("pictures-"), "data");
  fs.cpSync(realData, dir, { recursive: true });
  return dir;
}

const messages = async (dir: string, cacheFile?: string): Promise<string[]> => (await checkDataDir(dir, cacheFile)).map(formatProblem);

function pointTo(dir: string, file: string, picture: string): void {
  const target = path.join(dir, file);
  const value = JSON.parse(fs.readFileSync(target, "utf8")) as Record<string, unknown>;
  fs.writeFileSync(target, JSON.stringify({ ...value, image: picture }, null, 2));
}

const cutShort = (file: string, keep: (size: number) => number): void => {
  const bytes = fs.readFileSync(file);
  fs.writeFileSync(file, bytes.subarray(0, keep(bytes.length)));
};

/** In the site's words only: libvips words the same fault differently from run to run (its words go to the build log). */
const damaged = (picture: string): string =>
  `the picture "${picture}" is damaged: it cannot be read to its end, as happens to a file cut short by an interrupted upload or copy. ` +
  "Put the original picture in its place again (in the CMS: Choose different image, then Upload).";
const notAPicture = (picture: string): string =>
  `"${picture}" is not a picture: its content is not JPEG, PNG, WebP or AVIF, whatever its name says (it may be a document or a web page saved under a picture's name). ` +
  "Replace the file with the picture itself, saved as JPEG or PNG.";

describe("checkDataDir: the pictures the data names", () => {
  it("accepts the committed data and its pictures", async () => {
    expect(await messages(realData)).toEqual([]);
  });

  it("names every data file and field that names a truncated JPEG or a text file named .jpg, all at once", async () => {
    const dir = copyOfData();
    cutShort(path.join(dir, "images/sectors/aviation.jpg"), (size) => Math.floor(size / 2));
    fs.writeFileSync(path.join(dir, "images/sectors/marine.jpg"), "<!doctype html><title>Marine</title>\n");
    const problems = await checkDataDir(dir);
    // One message for each place the data names either picture (an editor's duplicate of a sector names its picture too).
    const references: PictureReference[] = [];
    validateDataDir(dir, references);
    const at = (picture: string, message: string): string[] => references.filter((reference) => reference.picture === picture).map((reference) => formatProblem({ ...reference, message }));
    const expected = [...at("images/sectors/aviation.jpg", damaged("images/sectors/aviation.jpg")), ...at("images/sectors/marine.jpg", notAPicture("images/sectors/marine.jpg"))].sort();
    expect(problems.map(formatProblem).sort()).toEqual(expected);
    // Each is named by its sector and by every application card of the products page that shows it, wherever the data puts that card.
    expect(expected).toEqual(
      expect.arrayContaining([
        ...applicationCardsShowing(dir, "images/sectors/aviation.jpg").map((field) => `${field}: ${damaged("images/sectors/aviation.jpg")}`),
        ...applicationCardsShowing(dir, "images/sectors/marine.jpg").map((field) => `${field}: ${notAPicture("images/sectors/marine.jpg")}`),
        `data/sectors/aviation.json, field "image": ${damaged("images/sectors/aviation.jpg")}`,
        `data/sectors/marine.json, field "image": ${notAPicture("images/sectors/marine.jpg")}`,
      ]),
    );
    // What libvips said goes to the build log, once for the picture, in whatever words it chose this time.
    expect(causesOf(problems)).toEqual([expect.stringMatching(/^The picture "images\/sectors\/aviation\.jpg" could not be decoded; sharp \(libvips\) said: \S/)]);
  });

  it("refuses a JPEG short of its last byte, as the build's image processing would", async () => {
    const dir = copyOfData();
    cutShort(path.join(dir, "images/types/harnesses.jpg"), (size) => size - 1);
    expect(await messages(dir)).toEqual([`data/types/harnesses.json, field "image": ${damaged("images/types/harnesses.jpg")}`]);
  });

  it("refuses a decompression bomb by the size its header claims, without decoding it", async () => {
    const dir = copyOfData();
    fs.writeFileSync(path.join(dir, "images/sectors/taxis.png"), pngBomb(100_000, 100_000));
    pointTo(dir, "sectors/taxis.json", "images/sectors/taxis.png");
    // Decoded, it would have failed on sharp's own pixel limit and been called damaged.
    expect(await messages(dir)).toEqual([
      'data/sectors/taxis.json, field "image": the picture "images/sectors/taxis.png" is 100,000 × 100,000 pixels (10,000 megapixels); the limit is 50 megapixels. ' +
        "Scale it down in an image editor to 2,400 pixels on its longest side, more than the site ever shows, and replace the file (in the CMS: Choose different image, then Upload).",
    ]);
  });

  it("refuses a picture over 20 MB from its size, before reading it", async () => {
    const dir = copyOfData();
    fs.truncateSync(path.join(dir, "images/sectors/rollercoasters.jpg"), 25_000_000);
    expect(await messages(dir)).toEqual([expect.stringMatching(/^data\/sectors\/rollercoasters\.json, field "image": the picture "images\/sectors\/rollercoasters\.jpg" is 25 MB; the limit is 20 MB\. Save it as JPEG/)]);
  });

  it("knows a HEIC photo, a GIF and an SVG by their content, whatever their names say", async () => {
    const dir = copyOfData();
    fs.writeFileSync(path.join(dir, "images/sectors/taxis.jpg"), heicContainer(4032, 3024));
    await sharp(path.join(realData, "images/sectors/racing.jpg")).resize(200).gif().toFile(path.join(dir, "images/sectors/racing.gif"));
    fs.renameSync(path.join(dir, "images/sectors/racing.gif"), path.join(dir, "images/sectors/racing.jpg"));
    fs.writeFileSync(path.join(dir, "images/sectors/marine.png"), '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"/>');
    pointTo(dir, "sectors/marine.json", "images/sectors/marine.png");
    const found = await messages(dir);
    expect(found).toContainEqual(expect.stringMatching(/^data\/sectors\/taxis\.json, field "image": the picture "images\/sectors\/taxis\.jpg" is a HEIC photo \(an iPhone's own format\), which the build cannot read\. Save it as JPEG first \(on a Mac: open it in Preview/));
    expect(found).toContainEqual(expect.stringMatching(/^data\/sectors\/racing\.json, field "image": the picture "images\/sectors\/racing\.jpg" is a GIF; the site takes JPEG, PNG, WebP or AVIF\./));
    expect(found).toContainEqual(expect.stringMatching(/^data\/sectors\/marine\.json, field "image": the picture "images\/sectors\/marine\.png" is an SVG drawing;/));
    expect(found.filter((message) => !message.startsWith("data/products-page.json"))).toHaveLength(3);
  });

  it("takes PNG, WebP and AVIF by their content, and odd characters in a picture's name", async () => {
    const dir = copyOfData();
    const source = path.join(realData, "images/sectors/racing.jpg");
    await sharp(source).webp().toFile(path.join(dir, "images/sectors/racing.webp"));
    // Small: AVIF is slow to encode, and only its decoding is under test.
    await sharp(source).resize(320).avif().toFile(path.join(dir, "images/sectors/taxis.avif"));
    // A PNG under a JPEG's name: sharp, and so the build, go by the content.
    await sharp(source).png().toFile(path.join(dir, "images/sectors/marine.jpg"));
    fs.copyFileSync(source, path.join(dir, "images/sectors/Café No 1 (copy) #2 'final'.JPG"));
    pointTo(dir, "sectors/racing.json", "images/sectors/racing.webp");
    pointTo(dir, "sectors/taxis.json", "images/sectors/taxis.avif");
    pointTo(dir, "sectors/go-karts.json", "images/sectors/Café No 1 (copy) #2 'final'.JPG");
    expect(await messages(dir)).toEqual([]);
  });

  it("refuses a path that leaves data/, and a name Gatsby would not make a picture of", async () => {
    const dir = copyOfData();
    const source = path.join(realData, "images/sectors/racing.jpg");
    fs.copyFileSync(source, path.join(dir, "..", "outside.jpg"));
    fs.copyFileSync(source, path.join(dir, "images/sectors/racing.jpe"));
    pointTo(dir, "sectors/taxis.json", "../outside.jpg");
    pointTo(dir, "sectors/racing.json", "images/sectors/racing.jpe");
    // The data check refuses the path that leaves data/ (it reads no file); the picture check then the name.
    expect(await messages(dir)).toEqual([
      'data/sectors/taxis.json, field "image": the picture "../outside.jpg" is not under data/: pictures live in data/images/. Move the file there and name it from data/, e.g. "images/sectors/aviation.jpg".',
      'data/sectors/racing.json, field "image": the picture "images/sectors/racing.jpe" has a name the build does not make pictures of: it must end in .jpg, .jpeg, .png, .webp or .avif. ' +
        'Rename the file to end as its format does (".jpg" for a JPEG) and change this field to match.',
    ]);
  });

  it("remembers the pictures that passed by their bytes, so a changed picture is checked again", async () => {
    const dir = copyOfData();
    const cacheFile = path.join(dir, "..", "cache", "picture-checks.json");
    expect(await messages(dir, cacheFile)).toEqual([]);
    const stored = JSON.parse(fs.readFileSync(cacheFile, "utf8")) as { passed: string[] };
    // One hash for each picture the data names, however many places name it (two sectors share a service's picture).
    const references: PictureReference[] = [];
    validateDataDir(dir, references);
    const hashes = new Set(references.map((reference) => crypto.createHash("sha256").update(fs.readFileSync(path.join(dir, reference.picture))).digest("hex")));
    expect(stored.passed.sort()).toEqual([...hashes].sort());

    cutShort(path.join(dir, "images/sectors/aviation.jpg"), (size) => size - 100);
    expect(await messages(dir, cacheFile)).toContainEqual(`data/sectors/aviation.json, field "image": ${damaged("images/sectors/aviation.jpg")}`);

    // A picture remembered as passed is not decoded again: here a damaged one, planted in the record, goes through.
    const planted = crypto.createHash("sha256").update(fs.readFileSync(path.join(dir, "images/sectors/aviation.jpg"))).digest("hex");
    fs.writeFileSync(cacheFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(cacheFile, "utf8")), passed: [...stored.passed, planted] }));
    expect(await messages(dir, cacheFile)).toEqual([]);
  });
});
