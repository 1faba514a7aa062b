import crypto from "crypto";
import fs from "fs";
import os from "os";
import path from "path";
import sharp, { type Metadata } from "sharp";
import { describePictureFault, MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS, PICTURE_EXTENSIONS, PICTURE_FORMATS, type PictureFault } from "../data/pictures";
import type { DataProblem, PictureReference } from "../data/validate";
import { validateDataDir } from "./dataFiles";

/**
 * The build's check of the pictures the data names, before anything is sourced or bundled: each must decode,
 * be JPEG, PNG, WebP or AVIF by its content, and stay within the limits of src/data/pictures.ts. Without it a
 * damaged picture failed the build only after the bundles, in an image worker, naming no data file.
 */

/** What a passed check depends on besides the picture's bytes: a change to the rules or to sharp checks every picture again. */
const CHECK_KEY = JSON.stringify({ MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS, formats: Object.keys(PICTURE_FORMATS), sharp: sharp.versions.sharp, vips: sharp.versions.vips });

/**
 * sharp's last line of complaint (libheif's come after a list of failed seeks), for a developer: the build log, never
 * the editor's message. libvips words one fault differently from run to run, by which of its threads fails first
 * ("VipsJpeg: premature end of JPEG image", "error in tile 0 x 10"), and when another decode runs at the same moment
 * sharp says only that a warning was treated as an error: that line is given only when there is no other.
 */
const causeOf = (error: unknown): string | undefined => {
  const lines = (error instanceof Error ? error.message : String(error))
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const telling = lines.filter((line) => !/^Warning treated as error due to failOn setting$/i.test(line));
  return (telling.at(-1) ?? lines.at(-1))?.slice(0, 160);
};

/**
 * What is wrong with one picture's content, if anything. The header is read first, with no pixel limit, so that
 * a picture too large to decode is refused by its size alone; only a picture within the limits is decoded.
 */
export async function pictureFault(bytes: Buffer): Promise<PictureFault | undefined> {
  if (bytes.length > MAX_PICTURE_BYTES) return { kind: "too-many-bytes", bytes: bytes.length };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    return /unsupported image format/i.test(causeOf(error) ?? "") ? { kind: "not-a-picture" } : { kind: "damaged", cause: causeOf(error) };
  }
  const format = metadata.format === "heif" ? (metadata.compression === "av1" ? "avif" : metadata.compression === "hevc" ? "heic" : "heif") : metadata.format;
  if (format === "heic") return { kind: "heic" };
  if (!(format in PICTURE_FORMATS)) return { kind: "format", format };
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width * height > MAX_PICTURE_PIXELS) return { kind: "too-many-pixels", width, height };
  try {
    // Decoding to a thumbnail reads every byte (a JPEG is scaled as it is decoded, so this is quick) and fails as
    // gatsby-plugin-sharp's default (failOn "warning") would, on a JPEG cut short by even one byte.
    await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: "warning" }).resize(32, 32, { fit: "inside" }).raw().toBuffer();
  } catch (error) {
    return { kind: "damaged", cause: causeOf(error) };
  }
  return undefined;
}

/** Pictures that passed, by a hash of their bytes, so a warm build decodes only what is new or changed. */
class PassedChecks {
  private readonly passed: Set<string>;
  private readonly before: number;

  constructor(private readonly file: string | undefined) {
    this.passed = new Set(this.read());
    this.before = this.passed.size;
  }

  private read(): string[] {
    if (!this.file) return [];
    try {
      const stored = JSON.parse(fs.readFileSync(this.file, "utf8")) as { key?: unknown; passed?: unknown };
      return stored.key === CHECK_KEY && Array.isArray(stored.passed) ? stored.passed.filter((hash): hash is string => typeof hash === "string") : [];
    } catch {
      return []; // No record (a cold build) or a damaged one: every picture is checked.
    }
  }

  has(hash: string): boolean {
    return this.passed.has(hash);
  }

  add(hash: string): void {
    this.passed.add(hash);
  }

  save(): void {
    if (!this.file || this.passed.size === this.before) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    // Written whole, then renamed: a build reading it meanwhile sees the old record or the new, never half of one.
    const partial = `${this.file}.${process.pid}`;
    fs.writeFileSync(partial, JSON.stringify({ key: CHECK_KEY, passed: [...this.passed].sort() }));
    fs.renameSync(partial, this.file);
  }
}

/** The fault of the file at `relative` (a path relative to `dataDir`), checking its bytes only once they are new. */
async function faultOfFile(dataDir: string, relative: string, passed: PassedChecks): Promise<PictureFault | undefined> {
  const file = path.resolve(dataDir, relative);
  // A path that leaves data/ ("../../secrets.jpg") is refused before it is read.
  if (path.isAbsolute(relative) || path.relative(dataDir, file).split(path.sep)[0] === "..") return { kind: "outside" };
  const stat = fs.statSync(file);
  if (!stat.isFile()) return { kind: "not-a-picture" };
  if (stat.size > MAX_PICTURE_BYTES) return { kind: "too-many-bytes", bytes: stat.size };
  const bytes = fs.readFileSync(file);
  const hash = crypto.createHash("sha256").update(bytes).digest("hex");
  if (!passed.has(hash)) {
    const fault = await pictureFault(bytes);
    if (fault) return fault;
    passed.add(hash);
  }
  // Last, as a good picture under a wrong name is the mildest fault: gatsby-transformer-sharp goes by the name.
  const extensions: readonly string[] = Object.values(PICTURE_EXTENSIONS).flat();
  return extensions.includes(path.extname(relative).toLowerCase()) ? undefined : { kind: "name" };
}

/** A problem with a picture; `cause`, for a damaged one, is the decoder's words for the build log (see causeOf). */
export interface PictureProblem extends DataProblem {
  cause?: string;
}

/**
 * One problem for each place that names a faulty picture, all at once. `cacheFile` keeps the hashes of pictures
 * that passed between builds (in Gatsby's .cache/, so `gatsby clean` forgets them).
 */
export async function checkPictures(dataDir: string, references: readonly PictureReference[], cacheFile?: string): Promise<PictureProblem[]> {
  const passed = new PassedChecks(cacheFile);
  const files = [...new Set(references.map((reference) => reference.picture))];
  const faults = new Map<string, PictureFault | undefined>();
  // A few at a time: sharp decodes on threads of its own, and a picture may take 200 MB while it is decoded.
  const queue = [...files];
  const worker = async (): Promise<void> => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      // A file that cannot be read (its permissions, say) is reported with the rest, not thrown mid-check.
      faults.set(next, await faultOfFile(dataDir, next, passed).catch((error: unknown): PictureFault => ({ kind: "damaged", cause: causeOf(error) })));
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, os.availableParallelism()) }, worker));
  passed.save();
  return references.flatMap((reference) => {
    const fault = faults.get(reference.picture);
    if (!fault) return [];
    const problem: PictureProblem = { file: reference.file, entry: reference.entry, field: reference.field, message: describePictureFault(fault, reference.picture, "build"), picture: reference.picture };
    return [fault.kind === "damaged" && fault.cause ? { ...problem, cause: fault.cause } : problem];
  });
}

/** The data check of src/data/validate.ts, then the pictures it found: what the build and `npm run validate-data` report. */
export async function checkDataDir(dataDir: string, cacheFile?: string): Promise<PictureProblem[]> {
  const pictures: PictureReference[] = [];
  const problems = validateDataDir(dataDir, pictures);
  return [...problems, ...(await checkPictures(dataDir, pictures, cacheFile))];
}

/** The decoder's words for each damaged picture, once per picture, for the build log: a developer's clue, not an editor's message. */
export function causesOf(problems: readonly PictureProblem[]): string[] {
  const causes = new Map<string, string>();
  for (const problem of problems) if (problem.picture && problem.cause) causes.set(problem.picture, problem.cause);
  return [...causes].map(([picture, cause]) => `The picture "${picture}" could not be decoded; sharp (libvips) said: ${cause}`);
}
