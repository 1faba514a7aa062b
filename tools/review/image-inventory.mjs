/*
 * Every picture a build wrote, to show that a change (an image library upgrade, a plugin option) left the
 * pictures as they were:
 *   node tools/review/image-inventory.mjs [publicDir]                 what is there: count, formats, widths, bytes
 *   node tools/review/image-inventory.mjs --compare before/ after/    the same for two builds, then file by file
 * Copy public/ aside before the change (cp -r public /tmp/before-public), build again, and compare. Files are
 * paired by path (Gatsby names a picture after its source and its options, not after the library that made it).
 * The comparison decodes both copies of each file to pixels: "identical" means the same bytes, "same pixels"
 * the same decoded image in other bytes, otherwise the mean and largest difference per channel (0-255) and
 * the PSNR, where above 40 dB a difference cannot be seen. The colours gatsby-plugin-image shows while a picture
 * loads (placeholder: DOMINANT_COLOR, computed by the image library) are compared too, from page-data/.
 * Exits 1 if a file is missing, added or resized, or a placeholder colour changed.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const imageEndings = /\.(?:avif|gif|jpe?g|png|svg|tiff?|webp)$/i;

function imageFiles(dir) {
  const found = [];
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (imageEndings.test(entry.name)) found.push(path.relative(dir, full).split(path.sep).join("/"));
    }
  };
  walk(dir);
  return found.sort();
}

/** What one file is: its format and size as the decoder reads them, its bytes and their hash. */
async function describe(dir, file) {
  const bytes = fs.readFileSync(path.join(dir, file));
  const { format, width, height } = await sharp(bytes).metadata();
  return { file, format, width, height, bytes: bytes.length, sha256: crypto.createHash("sha256").update(bytes).digest("hex") };
}

async function inventory(dir) {
  const files = imageFiles(dir);
  const described = [];
  for (const file of files) described.push(await describe(dir, file));
  return described;
}

/** The placeholder colours in each page's data, in order ("backgroundColor" of every gatsbyImageData). */
function placeholderColours(dir) {
  const colours = new Map();
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".json")) {
        const found = [...fs.readFileSync(full, "utf8").matchAll(/"backgroundColor":"(#[0-9a-fA-F]+)"/g)].map(([, colour]) => colour);
        if (found.length > 0) colours.set(path.relative(dir, full).split(path.sep).join("/"), found);
      }
    }
  };
  const pageData = path.join(dir, "page-data");
  if (fs.existsSync(pageData)) walk(pageData);
  return colours;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per format: how many files, their widths, their total size. */
function summary(items) {
  const byFormat = new Map();
  for (const item of items) byFormat.set(item.format, [...(byFormat.get(item.format) ?? []), item]);
  const lines = [...byFormat].sort(([a], [b]) => a.localeCompare(b)).map(([format, group]) => {
    const widths = [...new Set(group.map((item) => item.width))].sort((a, b) => a - b);
    const total = group.reduce((sum, item) => sum + item.bytes, 0);
    return `  ${format.padEnd(5)} ${String(group.length).padStart(4)} files  ${kb(total).padStart(11)}  widths ${widths.join(", ")}`;
  });
  const total = items.reduce((sum, item) => sum + item.bytes, 0);
  return [`  all   ${String(items.length).padStart(4)} files  ${kb(total).padStart(11)}`, ...lines].join("\n");
}

/** Both files decoded to 8-bit RGBA: the mean and largest channel difference, and the PSNR. */
async function pixelDifference(beforePath, afterPath) {
  const decode = (file) => sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const [a, b] = await Promise.all([decode(beforePath), decode(afterPath)]);
  if (a.info.width !== b.info.width || a.info.height !== b.info.height) return undefined;
  let sum = 0;
  let squares = 0;
  let max = 0;
  for (let i = 0; i < a.data.length; i++) {
    const d = Math.abs(a.data[i] - b.data[i]);
    sum += d;
    squares += d * d;
    if (d > max) max = d;
  }
  const mse = squares / a.data.length;
  return { mean: sum / a.data.length, max, psnr: mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse) };
}

async function compare(beforeDir, afterDir) {
  const [before, after] = await Promise.all([inventory(beforeDir), inventory(afterDir)]);
  console.log(`Before (${beforeDir}):\n${summary(before)}\nAfter (${afterDir}):\n${summary(after)}\n`);
  const afterByFile = new Map(after.map((item) => [item.file, item]));
  const beforeFiles = new Set(before.map((item) => item.file));
  const problems = [
    ...before.filter((item) => !afterByFile.has(item.file)).map((item) => `missing after: ${item.file}`),
    ...after.filter((item) => !beforeFiles.has(item.file)).map((item) => `new after: ${item.file}`),
  ];
  const counts = { identical: 0, samePixels: 0, changed: 0 };
  let worst = { psnr: Infinity, max: 0, mean: 0 };
  const changed = [];
  const repacked = [];
  for (const old of before) {
    const now = afterByFile.get(old.file);
    if (!now) continue;
    if (old.format !== now.format || old.width !== now.width || old.height !== now.height) {
      problems.push(`${old.file}: ${old.format} ${old.width}x${old.height} became ${now.format} ${now.width}x${now.height}`);
      continue;
    }
    if (old.sha256 === now.sha256) {
      counts.identical++;
      continue;
    }
    const diff = await pixelDifference(path.join(beforeDir, old.file), path.join(afterDir, now.file));
    if (diff && diff.max === 0) {
      counts.samePixels++;
      repacked.push(`${now.file} ${old.bytes} -> ${now.bytes} bytes`);
      continue;
    }
    counts.changed++;
    changed.push({ ...now, before: old.bytes, ...diff });
    worst = { psnr: Math.min(worst.psnr, diff.psnr), max: Math.max(worst.max, diff.max), mean: Math.max(worst.mean, diff.mean) };
  }
  const paired = counts.identical + counts.samePixels + counts.changed;
  console.log(`${paired} files in both: ${counts.identical} identical, ${counts.samePixels} with the same pixels in other bytes, ${counts.changed} with other pixels`);
  for (const line of repacked) console.log(`  same pixels: ${line}`);
  if (changed.length > 0) {
    const byFormat = new Map();
    for (const item of changed) byFormat.set(item.format, [...(byFormat.get(item.format) ?? []), item]);
    for (const [format, group] of byFormat) {
      const beforeBytes = group.reduce((sum, item) => sum + item.before, 0);
      const afterBytes = group.reduce((sum, item) => sum + item.bytes, 0);
      const psnr = Math.min(...group.map((item) => item.psnr));
      const mean = Math.max(...group.map((item) => item.mean));
      const max = Math.max(...group.map((item) => item.max));
      console.log(`  ${format}: ${group.length} changed, ${kb(beforeBytes)} -> ${kb(afterBytes)} (${(((afterBytes - beforeBytes) / beforeBytes) * 100).toFixed(1)}%), lowest PSNR ${psnr.toFixed(1)} dB, largest mean difference ${mean.toFixed(2)}, largest single difference ${max}`);
    }
    console.log(`  worst file by PSNR: ${changed.sort((a, b) => a.psnr - b.psnr)[0].file}`);
  }
  const [coloursBefore, coloursAfter] = [placeholderColours(beforeDir), placeholderColours(afterDir)];
  const colourCount = [...coloursBefore.values()].flat().length;
  for (const file of new Set([...coloursBefore.keys(), ...coloursAfter.keys()])) {
    const [was, is] = [coloursBefore.get(file) ?? [], coloursAfter.get(file) ?? []];
    if (was.join() !== is.join()) problems.push(`placeholder colours in ${file}: ${was.join(" ")} became ${is.join(" ")}`);
  }
  console.log(`${colourCount} placeholder colours in ${coloursBefore.size} page-data files before, ${[...coloursAfter.values()].flat().length} after`);
  for (const problem of problems) console.log(`PROBLEM ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
}

const args = process.argv.slice(2);
if (args[0] === "--compare") {
  if (args.length !== 3) {
    console.error("Usage: node tools/review/image-inventory.mjs --compare BEFORE_DIR AFTER_DIR");
    process.exit(2);
  }
  await compare(path.resolve(args[1]), path.resolve(args[2]));
} else {
  const dir = path.resolve(args[0] ?? "public");
  console.log(`${dir}:\n${summary(await inventory(dir))}`);
}
