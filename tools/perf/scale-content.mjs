/*
 * Generated content for the build benchmark (tools/perf/bench-builds.mjs) and the Netlify-like pair of builds
 * (tools/perf/netlify-pair.mjs): the sectors copied N times, each copy with a picture of its own (the same
 * image with a JPEG comment naming the copy, so that Gatsby processes it as a new picture).
 *   node tools/perf/scale-content.mjs DATA_DIR TIMES     writes a scaled copy of data/ to DATA_DIR
 *   node tools/perf/scale-content.mjs --edit DATA_DIR    the one-field edit: one sector copy's closing text
 */
import fs from "fs";
import path from "path";

/** The edited sector: the last copy of the first sector, so its page is not / or a listing. */
export const EDITED_FIELD = "closing";

/** A JPEG with a comment segment (FF FE) put right after the start-of-image marker: the same picture, other bytes. */
function withComment(jpeg, text) {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error("not a JPEG");
  const body = Buffer.from(text, "latin1");
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** Copies `sourceDir` (data/) to `targetDir` with each sector there `times` times in all. Returns the sector copies' files. */
export function scaleData(sourceDir, targetDir, times) {
  if (times > 99) throw new Error("at most 99 copies: each needs an order of its own below 10000");
  fs.rmSync(targetDir, { recursive: true, force: true });
  fs.cpSync(sourceDir, targetDir, { recursive: true });
  const sectorsDir = path.join(targetDir, "sectors");
  const copies = [];
  const sectors = fs.readdirSync(sectorsDir).filter((name) => name.endsWith(".json")).sort();
  for (const [index, file] of sectors.entries()) {
    const sector = JSON.parse(fs.readFileSync(path.join(sectorsDir, file), "utf8"));
    const image = fs.readFileSync(path.join(targetDir, sector.image));
    for (let copy = 2; copy <= times; copy += 1) {
      const slug = `${sector.slug}-${copy}`;
      const imagePath = sector.image.replace(/\.jpg$/, `-${copy}.jpg`);
      fs.writeFileSync(path.join(targetDir, imagePath), withComment(image, `copy ${copy} of ${sector.slug}`));
      const entry = { ...sector, slug, order: 1000 + index * 100 + copy, showOnHome: false, name: `${sector.name} ${copy}`, title: `${sector.title} ${copy}`, image: imagePath };
      if (entry.seo) entry.seo = { ...entry.seo, title: `${entry.seo.title} ${copy}` };
      const target = path.join(sectorsDir, `${slug}.json`);
      fs.writeFileSync(target, `${JSON.stringify(entry, null, 2)}\n`);
      copies.push(target);
    }
  }
  return copies;
}

/** The one-field edit: changes one word of one sector page's closing text. Returns the page's path. */
export function editOneField(dataDir) {
  const sectorsDir = path.join(dataDir, "sectors");
  const files = fs.readdirSync(sectorsDir).filter((name) => name.endsWith(".json")).sort();
  const file = path.join(sectorsDir, files[0]);
  const sector = JSON.parse(fs.readFileSync(file, "utf8"));
  sector[EDITED_FIELD] = `${sector[EDITED_FIELD]} Edited ${new Date().toISOString()}.`;
  fs.writeFileSync(file, `${JSON.stringify(sector, null, 2)}\n`);
  return { page: `/sectors/${sector.slug}/`, text: sector[EDITED_FIELD] };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [first, second] = process.argv.slice(2);
  if (first === "--edit" && second) {
    process.stdout.write(`${JSON.stringify(editOneField(path.resolve(second)))}\n`);
  } else if (first && Number(second) >= 1) {
    const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
    const copies = scaleData(path.join(root, "data"), path.resolve(first), Number(second));
    process.stdout.write(`Wrote ${first} with ${copies.length} sector copies\n`);
  } else {
    process.stderr.write("Usage: node tools/perf/scale-content.mjs DATA_DIR TIMES | --edit DATA_DIR\n");
    process.exitCode = 2;
  }
}
