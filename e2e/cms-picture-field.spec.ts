import path from "path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { readBuildSettings } from "../src/node/settings";
import { backendPort, decapServerForDescribe, forward } from "./decapServer";
import { expect, test } from "./fixtures";

/**
 * What an editor sees of an entry's picture in the CMS, at desktop width and on a phone: the picture field shows
 * the entry's own picture as it opens, and the one chosen next (from the media library, or uploaded) before
 * anything is published; the media library's cards show theirs. Each is read as pixels, drawn to a canvas in the
 * page: a loaded <img> with a width is no proof, since Decap's stand-in for a picture on its way (an empty SVG,
 * 300 px wide, drawn as a blank checkered square) is one too, with no opaque pixel.
 */

const root = path.join(__dirname, "..");
const settings = readBuildSettings(process.env, root).cms;
const builtPort = settings?.localBackendPort ?? 8081;
const portFor = (project: string): number => backendPort(builtPort, project === "phone" ? "cms-picture-field phone" : "cms-picture-field");

/** A picture as drawn to a 64 × 64 canvas: the share of opaque pixels, how many colours, and the mean colour of each 8 × 8 block. */
interface Drawn {
  opaque: number;
  colours: number;
  blocks: number[];
}

const SIDE = 64;
const BLOCK = 8;

/** The mean red, green and blue of each 8 × 8 block of a 64 × 64 RGBA image, row by row. */
function blocksOf(rgba: ArrayLike<number>, channels: number): number[] {
  const blocks = new Array<number>((SIDE / BLOCK) ** 2 * 3).fill(0);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const at = (y * SIDE + x) * channels;
      const block = (Math.floor(y / BLOCK) * (SIDE / BLOCK) + Math.floor(x / BLOCK)) * 3;
      for (let c = 0; c < 3; c++) blocks[block + c] += rgba[at + c] / (BLOCK * BLOCK);
    }
  }
  return blocks;
}

/** What an <img> shows, drawn to a canvas in the page; undefined until it has loaded. */
async function drawnIn(image: Locator): Promise<Drawn | undefined> {
  const rgba = await image.evaluate(async (element: HTMLImageElement, side) => {
    if (!element.complete || element.naturalWidth === 0) return undefined;
    await element.decode().catch(() => undefined);
    const canvas = document.createElement("canvas");
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext("2d");
    context?.drawImage(element, 0, 0, side, side);
    return context ? Array.from(context.getImageData(0, 0, side, side).data) : undefined;
  }, SIDE, { timeout: 5_000 });
  if (!rgba) return undefined;
  let opaque = 0;
  const colours = new Set<number>();
  for (let at = 0; at < rgba.length; at += 4) {
    if (rgba[at + 3] === 255) opaque++;
    colours.add(((rgba[at] >> 4) << 8) | ((rgba[at + 1] >> 4) << 4) | (rgba[at + 2] >> 4));
  }
  return { opaque: opaque / (SIDE * SIDE), colours: colours.size, blocks: blocksOf(rgba, 4) };
}

/** A picture file as the page draws it (sharp, upright, scaled to 64 × 64 whole): its blocks' mean colours. */
async function blocksOfFile(file: string): Promise<number[]> {
  const { data, info } = await sharp(file).rotate().resize(SIDE, SIDE, { fit: "fill" }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return blocksOf(data, info.channels);
}

/** How far apart two pictures' blocks are: the mean difference of their colours, 0 to 255. */
const distance = (a: number[], b: number[]): number => a.reduce((sum, value, at) => sum + Math.abs(value - b[at]), 0) / a.length;

/** A real picture: every pixel opaque, and more than a few colours (the stand-in has no opaque pixel). */
const isPicture = (drawn: Drawn | undefined): boolean => !!drawn && drawn.opaque === 1 && drawn.colours > 16;

/** What an <img> shows, in words: the picture `wanted`, another one (closer to `unwanted`), or no picture, and why. */
async function seenIn(image: Locator, wanted: number[], unwanted: number[]): Promise<string> {
  const drawn = await drawnIn(image).catch((error: unknown) => `not found (${String(error).split("\n")[0]})`);
  if (typeof drawn === "string") return drawn;
  if (!drawn) return "not loaded";
  if (!isPicture(drawn)) return `no picture: ${Math.round(drawn.opaque * 100)} % of its pixels opaque, ${drawn.colours} colours`;
  const [near, far] = [distance(drawn.blocks, wanted), distance(drawn.blocks, unwanted)];
  return near < far && near < 16 ? "the picture wanted" : `another picture (${near.toFixed(1)} from the one wanted, ${far.toFixed(1)} from the one before)`;
}

/**
 * Waits until the picture field shows `file`: opaque, varied pixels, closer to that file than to `other` (the
 * picture it showed before) and close to it in itself.
 */
async function expectShows(image: Locator, file: string, other: string, message: string): Promise<void> {
  const [wanted, unwanted] = await Promise.all([blocksOfFile(file), blocksOfFile(other)]);
  let seen = "";
  await expect
    .poll(async () => (seen = await seenIn(image, wanted, unwanted)), { timeout: 30_000 })
    .toBe("the picture wanted")
    .catch(() => expect(seen, message).toBe("the picture wanted"));
}

/** The picture field's own image: in the control Decap labels "image field", under the label Image (not the preview's, nor the library's). */
function pictureOf(page: Page): Locator {
  return page.getByLabel("image field").filter({ has: page.getByText("Image", { exact: true }) }).locator("img");
}

test.describe("the picture field", () => {
  const server = decapServerForDescribe(
    root,
    () => ({ port: portFor(test.info().project.name), mode: "fs", portNote: "cms-picture-field.spec's own (backendPort in e2e/decapServer.ts)" }),
    () => test.skip(!settings, "cms.config.json is not valid"),
  );

  async function openSector(page: Page, sector: string): Promise<string> {
    const port = portFor(test.info().project.name);
    await page.route(`http://localhost:${builtPort}/api/v1`, (route) => forward(route, port));
    await page.goto("/admin/");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("complementary").getByRole("link", { name: "Sectors" })).toBeVisible({ timeout: 30_000 });
    await page.goto(`/admin/#/collections/sectors/entries/${sector}`);
    const entry = server.readJson(`sectors/${sector}.json`) as { name: string; image: string };
    // Decap shows the entry once it has read it through the local backend: seconds on a busy machine.
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(entry.name, { timeout: 30_000 });
    return entry.image;
  }

  const dataFile = (picture: string): string => path.join(server.repo, "data", picture);

  test("shows the entry's picture as it opens, then one chosen from the media library, then an upload, none of them published", async ({ page }) => {
    test.setTimeout(120_000);
    const picture = await openSector(page, "aviation");
    const other = "images/sectors/marine.jpg";
    const field = pictureOf(page);
    await expectShows(field, dataFile(picture), dataFile(other), `the picture field shows ${picture} as the entry opens`);

    // Another picture of the folder, chosen in the media library.
    await page.getByRole("button", { name: "Choose different image" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByPlaceholder("Search...").fill(path.basename(other));
    await dialog.getByText(path.basename(other), { exact: true }).click();
    await dialog.getByRole("button", { name: "Choose selected" }).click();
    await expect(dialog).toHaveCount(0);
    await expectShows(field, dataFile(other), dataFile(picture), `the picture field shows ${other} once chosen in the media library`);

    // A picture of the editor's own, uploaded: a gradient no picture of the folder resembles.
    const upload = path.join(server.repo, "workshop-bench.png");
    const width = 480;
    const height = 320;
    const gradient = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) gradient.set([Math.round((255 * x) / width), Math.round((255 * y) / height), 160], (y * width + x) * 3);
    await sharp(gradient, { raw: { width, height, channels: 3 } }).png().toFile(upload);
    await page.getByRole("button", { name: "Choose different image" }).click();
    await page.locator('input[type="file"]').setInputFiles(upload);
    await expect(dialog.getByRole("button", { name: "Choose selected" })).toBeEnabled({ timeout: 30_000 });
    await dialog.getByRole("button", { name: "Choose selected" }).click();
    await expect(dialog).toHaveCount(0);
    await expectShows(field, upload, dataFile(other), "the picture field shows the upload once chosen");

    // Nothing was published: the entry's file still names its own picture.
    expect(server.readJson("sectors/aviation.json").image).toBe(picture);
  });

  test("the media library's cards show their pictures", async ({ page }) => {
    test.setTimeout(90_000);
    await openSector(page, "marine");
    await page.getByRole("button", { name: "Choose different image" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: "Choose selected" })).toBeVisible();
    // Every card of the folder, each a picture once scrolled into view (its picture loads lazily, as a person
    // scrolling the library would find it).
    const cards = dialog.locator("img");
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBeGreaterThan(1);
    const count = await cards.count();
    for (let at = 0; at < count; at++) {
      await cards.nth(at).scrollIntoViewIfNeeded();
      await expect.poll(async () => isPicture(await drawnIn(cards.nth(at)).catch(() => undefined)), { timeout: 30_000, message: `card ${at + 1} of ${count}` }).toBe(true);
    }
  });
});
