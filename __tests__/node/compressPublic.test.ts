/** @jest-environment node */
import fs from "fs";
import path from "path";
import zlib from "zlib";
import { compressPublicDir } from "../../src/node/compressPublic";
import { tempDir } from "../helpers/tempDir";

const page = `<!doctype html><title>Seat belts</title>${"<p>Seat belt repairs and re-webbing for every vehicle.</p>".repeat(20)}`;

function site(): string {
  const dir = tempDir("compress-");
  const write = (file: string, content: string | Buffer): void => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  write("index.html", page);
  write("app-0123456789abcdef0123.js", `window.a = ${JSON.stringify(page)};`);
  write("page-data/index/page-data.json", JSON.stringify({ html: page }));
  write("manifest.webmanifest", JSON.stringify({ name: page.slice(0, 400) }));
  write("robots.txt", "tiny");
  write("static/hero.webp", Buffer.alloc(4000, 7));
  return dir;
}

const listing = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

describe("compressPublicDir", () => {
  it("writes a gzip and a brotli copy of each text file that decode to the file itself", async () => {
    const dir = site();
    expect(await compressPublicDir(dir, { write: true })).toEqual({ compressed: 4, written: 4, removed: 0 });
    expect(listing(dir)).toEqual(
      [
        "app-0123456789abcdef0123.js",
        "index.html",
        "manifest.webmanifest",
        "page-data/index/page-data.json",
        "robots.txt",
        "static/hero.webp",
        ...["app-0123456789abcdef0123.js", "index.html", "manifest.webmanifest", "page-data/index/page-data.json"].flatMap((f) => [`${f}.br`, `${f}.gz`]),
      ].sort(),
    );
    for (const file of ["index.html", "page-data/index/page-data.json"]) {
      const original = fs.readFileSync(path.join(dir, file));
      const gz = fs.readFileSync(path.join(dir, `${file}.gz`));
      const br = fs.readFileSync(path.join(dir, `${file}.br`));
      expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
      expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
      expect(gz.length).toBeLessThan(original.length / 5);
    }
  });

  it("rewrites only the copies of a changed file, keeps the others and removes those left by a file that is gone", async () => {
    const dir = site();
    await compressPublicDir(dir, { write: true });
    const kept = ["app-0123456789abcdef0123.js.gz", "app-0123456789abcdef0123.js.br", "page-data/index/page-data.json.br"].map((f) => path.join(dir, f));
    const lastYear = new Date(Date.now() - 365 * 24 * 3600 * 1000);
    for (const copy of kept) fs.utimesSync(copy, lastYear, lastYear);
    fs.writeFileSync(path.join(dir, "index.html"), page.replace("Seat belts", "Harnesses"));
    fs.rmSync(path.join(dir, "manifest.webmanifest"));
    expect(await compressPublicDir(dir, { write: true })).toEqual({ compressed: 3, written: 1, removed: 2 });
    for (const copy of kept) expect(fs.statSync(copy).mtime).toEqual(lastYear);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "index.html.gz"))).toString()).toContain("<title>Harnesses</title>");
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "index.html.br"))).toString()).toContain("<title>Harnesses</title>");
    expect(listing(dir).filter((f) => f.startsWith("manifest"))).toEqual([]);
  });

  it("writes new copies when a file's copy does not decode to its bytes or one copy is missing", async () => {
    const dir = site();
    await compressPublicDir(dir, { write: true });
    fs.writeFileSync(path.join(dir, "index.html.gz"), zlib.gzipSync("an older page"));
    fs.rmSync(path.join(dir, "page-data/index/page-data.json.br"));
    expect(await compressPublicDir(dir, { write: true })).toEqual({ compressed: 4, written: 2, removed: 0 });
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "index.html.gz"))).toString()).toBe(page);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "page-data/index/page-data.json.br"))).toString()).toBe(JSON.stringify({ html: page }));
  });

  it("only removes copies for a host that compresses by itself", async () => {
    const dir = site();
    await compressPublicDir(dir, { write: true });
    expect(await compressPublicDir(dir, { write: false })).toEqual({ compressed: 0, written: 0, removed: 8 });
    expect(listing(dir).filter((f) => /\.(gz|br)$/.test(f))).toEqual([]);
  });
});
