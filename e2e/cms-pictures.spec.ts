import fs from "fs";
import path from "path";
import { spawnSync } from "child_process";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { readBuildSettings } from "../src/node/settings";
import { heicContainer } from "../__tests__/helpers/pictures";
import { backendPort, forward, jpegWhole, startDecapServer, type DecapServer } from "./decapServer";
import { expect, test } from "./fixtures";

/**
 * Pictures as an editor uploads them in the CMS (src/cms/pictures/): a phone-sized photo is committed scaled
 * down and re-encoded; a damaged file, a text under a picture's name and an iPhone's HEIC photo are refused with
 * a message, and nothing is written. The local backend writes to a temporary copy of the data.
 */

const root = path.join(__dirname, "..");
const settings = readBuildSettings(process.env, root).cms;
// The CMS was built to find its local backend on this port; this spec's listens on one of its own
// (e2e/decapServer.ts, backendPort), and the page's requests are sent there.
const builtPort = settings?.localBackendPort ?? 8081;
const ownPort = backendPort(builtPort, "cms-pictures");

let repo = "";
let server: DecapServer | undefined;
const dataFile = (file: string): string => path.join(repo, "data", file);
const writtenJson = (file: string): Record<string, unknown> | undefined => server?.writtenJson(file);

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.skip(test.info().project.name !== "desktop", "the CMS is checked once, at desktop width");
  test.skip(!settings, "cms.config.json is not valid");
  server = await startDecapServer(root, { port: ownPort, mode: "fs", portNote: "cms-pictures.spec's own (backendPort in e2e/decapServer.ts)" });
  repo = server.repo;
});

test.afterAll(() => server?.stop());

async function openPictureOf(page: Page, sector: string): Promise<void> {
  await page.route(`http://localhost:${builtPort}/api/v1`, (route) => forward(route, ownPort));
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("complementary").getByRole("link", { name: "Sectors" })).toBeVisible();
  await page.goto(`/admin/#/collections/sectors/entries/${sector}`);
  // Decap shows the entry once it has read it and its pictures through the local backend: seconds on a busy machine.
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(writtenJson(`sectors/${sector}.json`)?.name as string, { timeout: 30_000 });
  await page.getByRole("button", { name: "Choose different image" }).click();
  await expect(page.getByRole("button", { name: "Choose selected" })).toBeVisible();
}

test("an entry opens with its folder's list of pictures, not their contents; the entry's picture and the media library's show", async ({ page }) => {
  test.setTimeout(90_000);
  // Every picture whose bytes the local backend sends, by path (decap-server sends them in base64 as `content`).
  const sent: string[] = [];
  // Every action the page asked of the backend, in order: named in the failure message, so that a run that fails
  // shows whether the picture was asked for at all, or came another way.
  const actions: string[] = [];
  await page.route(`http://localhost:${builtPort}/api/v1`, async (route) => {
    try {
      actions.push(String((route.request().postDataJSON() as { action?: unknown } | null)?.action));
      const response = await route.fetch({ url: `http://127.0.0.1:${ownPort}/api/v1` });
      const text = await response.text();
      const body = (text ? JSON.parse(text) : null) as unknown;
      for (const file of Array.isArray(body) ? body : [body]) {
        const { content, path: filePath } = (file ?? {}) as { content?: unknown; path?: string };
        if (typeof content === "string" && filePath) sent.push(filePath);
      }
      await route.fulfill({ response, body: text });
    } catch (error) {
      if (!/disposed|closed/i.test(String(error))) throw error;
    }
  });
  const entry = writtenJson("sectors/aviation.json") as { name: string; image: string };
  const folder = `data/${path.dirname(entry.image)}`;
  const pictures = fs.readdirSync(path.join(repo, folder)).sort();
  expect(pictures.length).toBeGreaterThan(1);

  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("complementary").getByRole("link", { name: "Sectors" })).toBeVisible();
  await page.goto("/admin/#/collections/sectors/entries/aviation");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(entry.name, { timeout: 30_000 });
  // The entry's own picture is shown, fetched on its own.
  // Waited for as sent: the field's thumbnail is no sign of it. Until a picture is in, Decap shows a blob: of its
  // own, an empty SVG, which Chromium reports as loaded, 300 px wide; read as the picture, that once ended the wait
  // before the picture had been sent. (Once the picture has come, the field shows it: e2e/cms-picture-field.spec.ts
  // reads its pixels.)
  await expect.poll(() => sent, { timeout: 30_000, message: `pictures sent to open the entry (the page asked: ${actions.join(", ")})` }).toEqual([`data/${entry.image}`]);

  // The media library lists every picture of the folder, each thumbnail fetched as it is shown (the grid draws
  // only the rows in view, so each is found by its name).
  await page.getByRole("button", { name: "Choose different image" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Choose selected" })).toBeVisible();
  for (const picture of pictures) {
    await dialog.getByPlaceholder("Search...").fill(picture);
    const card = dialog.locator("img").first();
    await expect(dialog.getByText(picture, { exact: true })).toBeVisible();
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000, message: picture }).toBeGreaterThan(0);
  }
  // As sent, waited for (a card's loaded image may be Decap's stand-in, above).
  await expect.poll(() => new Set(sent), { timeout: 15_000 }).toEqual(new Set(pictures.map((picture) => `${folder}/${picture}`)));
});

const upload = (page: Page, file: string): Promise<void> => page.locator('input[type="file"]').setInputFiles(file);

test("a phone-sized photo is committed scaled down to 2,400 pixels and re-encoded", async ({ page }) => {
  test.setTimeout(120_000);
  // A 12-megapixel photo as a phone takes one, 4 to 5 MB: smooth noise, which JPEG compresses as it does a
  // photo's detail. Its name has the characters editors' files come with.
  const photo = path.join(repo, "Workshop photo (Café) #1.JPG");
  const grain = await sharp({ create: { width: 1000, height: 750, channels: 3, background: "#6b7f99", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).png().toBuffer();
  await sharp(grain).resize(4000, 3000, { kernel: "cubic" }).jpeg({ quality: 92 }).toFile(photo);
  const before = fs.statSync(photo).size;

  await openPictureOf(page, "aviation");
  await upload(page, photo);
  await expect(page.getByRole("status")).toContainText(
    `"Workshop photo (Café) #1.JPG" was saved as JPEG and scaled down from 4,000 × 3,000 to 2,400 × 1,800 pixels (${(before / 1_000_000).toFixed(1)} MB →`,
    { timeout: 30_000 },
  );
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();

  await expect.poll(() => writtenJson("sectors/aviation.json")?.image, { timeout: 30_000 }).not.toBe("images/sectors/aviation.jpg");
  const picture = String(writtenJson("sectors/aviation.json")?.image);
  // Decap names the file from the upload's name, lowercased and with only letters, digits and hyphens.
  expect(picture).toMatch(/^images\/sectors\/workshop-photo-caf[a-z-]*1\.jpg$/);
  const committed = dataFile(picture);
  // Written after the entry's file: read once it is whole (read half written, it was "unsupported image format").
  await expect.poll(() => jpegWhole(committed), { timeout: 30_000 }).toBe(true);
  const { format, width, height } = await sharp(committed).metadata();
  expect({ format, width, height }).toEqual({ format: "jpeg", width: 2400, height: 1800 });
  const after = fs.statSync(committed).size;
  expect(after).toBeLessThan(before / 2);
  test.info().annotations.push({ type: "upload", description: `4000 × 3000 JPEG, ${before} bytes → 2400 × 1800 JPEG, ${after} bytes` });

  // The build's own check (npm run validate-data, sharp) takes what the CMS committed.
  const check = spawnSync(process.execPath, [require.resolve("tsx/cli"), path.join(root, "tools/content/validate-data.ts"), path.join(repo, "data")], { encoding: "utf8" });
  expect({ status: check.status, output: check.stdout }).toEqual({ status: 0, output: expect.stringContaining("data files OK") });
});

test("a damaged JPEG, a text named .jpg and a HEIC photo this browser cannot read are refused with a message, and none is committed", async ({ page }) => {
  test.setTimeout(90_000);
  const original = fs.readFileSync(path.join(root, "data/images/sectors/marine.jpg"));
  const files = {
    damaged: path.join(repo, "interrupted.jpg"),
    text: path.join(repo, "notes.jpg"),
    heic: path.join(repo, "IMG_0001.HEIC"),
  };
  // What an interrupted upload leaves: the first half of a JPEG.
  fs.writeFileSync(files.damaged, original.subarray(0, original.length / 2));
  fs.writeFileSync(files.text, "Remember to photograph the new webbing.\n");
  fs.writeFileSync(files.heic, heicContainer(4032, 3024));
  const picturesBefore = fs.readdirSync(dataFile("images/sectors")).sort();

  await openPictureOf(page, "marine");
  const refusal = page.getByRole("alert").filter({ hasText: "Not uploaded" });
  await upload(page, files.damaged);
  await expect(refusal).toContainText('Not uploaded: the picture "interrupted.jpg" is damaged: it cannot be read to its end, as happens to a file cut short by an interrupted upload or copy. Upload the original picture again, or choose another.');
  await upload(page, files.text);
  await expect(refusal).toContainText('Not uploaded: "notes.jpg" is not a picture: its content is not JPEG, PNG, WebP or AVIF, whatever its name says');
  await upload(page, files.heic);
  await expect(refusal).toContainText('Not uploaded: the picture "IMG_0001.HEIC" is a HEIC photo (an iPhone\'s own format), which this browser cannot read. Save it as JPEG first (on a Mac: open it in Preview');
  // None of the three reached the media library. The message can be closed, and focus stays in the dialog, so
  // Escape still closes it.
  for (const name of ["interrupted", "notes", "img_0001"]) await expect(page.getByRole("dialog").getByText(new RegExp(`^${name}`, "i"))).toHaveCount(0);
  await refusal.getByRole("button", { name: "Close" }).click();
  await expect(refusal).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The entry published with another change: had a refused file reached Decap, it would be written with it.
  const text = "Seat belts and harnesses for boats and rescue craft, rewebbed in our own workshop.";
  await page.getByLabel("Card description", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect.poll(() => writtenJson("sectors/marine.json")?.cardDescription, { timeout: 30_000 }).toBe(text);
  expect(writtenJson("sectors/marine.json")?.image).toBe("images/sectors/marine.jpg");
  expect(fs.readdirSync(dataFile("images/sectors")).sort()).toEqual(picturesBefore);
});
