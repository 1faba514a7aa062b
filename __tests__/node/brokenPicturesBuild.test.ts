/** @jest-environment node */
import { spawn } from "child_process";
import fs from "fs";
import path from "path";
import { tempDir } from "../helpers/tempDir";

/**
 * The issue's acceptance check, as a real `gatsby build`: a truncated JPEG (what an interrupted upload leaves) and
 * a text file named .jpg, both in one build, from a copy of the data (DATA_DIR). The build must stop before the
 * bundles, naming each data file and picture. Before the picture check it ran for minutes and died in an image
 * worker with "VipsJpeg: premature end of JPEG image" and no data file named.
 *
 * Gatsby writes .cache/ and public/ in the folder it builds, and deletes both when its plugins' options change
 * (DATA_DIR is one of them), so it builds in a folder of its own that holds the site's sources, never in this
 * checkout, where another build may be running.
 */

const root = path.join(__dirname, "..", "..");

/** A folder Gatsby can build: the site's own files, with its packages, static files and data (which some components import) linked. */
function siteCopy(): string {
  const site = tempDir("site-");
  for (const file of ["package.json", "tsconfig.json", "cms.config.json", "gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "gatsby-browser.tsx"]) {
    fs.copyFileSync(path.join(root, file), path.join(site, file));
  }
  fs.cpSync(path.join(root, "src"), path.join(site, "src"), { recursive: true });
  for (const folder of ["node_modules", "static", "admin", "data"]) fs.symlinkSync(path.join(root, folder), path.join(site, folder));
  return site;
}

/** `gatsby build` in `site`; its exit code, its output with colours and Gatsby's line wrapping undone, and how long it took. */
function build(site: string, dataDir: string): Promise<{ code: number | null; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "node_modules", "gatsby", "cli.js"), "build"], {
      cwd: site,
      env: { ...process.env, DATA_DIR: dataDir, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => {
      // eslint-disable-next-line no-control-regex -- terminal escape sequences, which Gatsby writes even to a pipe
      const plain = output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").replace(/\s+/g, " ");
      resolve({ code, output: plain, seconds: (Date.now() - started) / 1000 });
    });
  });
}

it("stops a build with a truncated JPEG and a text file named .jpg before the bundles, naming each data file and picture", async () => {
  const site = siteCopy();
  const dataDir = path.join(site, "data-copy");
  fs.cpSync(path.join(root, "data"), dataDir, { recursive: true });
  const aviation = path.join(dataDir, "images", "sectors", "aviation.jpg");
  fs.writeFileSync(aviation, fs.readFileSync(aviation).subarray(0, 20_000));
  fs.writeFileSync(path.join(dataDir, "images", "types", "straps.jpg"), "not a picture\n");

  const { code, output, seconds } = await build(site, dataDir);

  expect(code).not.toBe(0);
  for (const where of [
    'data/sectors/aviation.json, field "image": the picture "images/sectors/aviation.jpg" is damaged',
    'data/products-page.json, field "applications[2].image": the picture "images/sectors/aviation.jpg" is damaged',
    'data/types/straps.json, field "image": "images/types/straps.jpg" is not a picture',
  ]) {
    expect(output).toContain(where);
  }
  expect(output).toContain("3 problem(s) in the data files or build settings");
  // Stopped in onPreBootstrap: nothing sourced, no query run, no bundle built.
  expect(output).toContain("not finished onPreBootstrap");
  expect(output).not.toMatch(/source and transform nodes|Building production JavaScript|run queries/);
  expect(fs.readdirSync(path.join(site, "public"), { recursive: true }).filter((file) => /\.(js|html)$/.test(String(file)))).toEqual([]);
  // Seconds, not the minutes a build takes to reach its images (about 5 s on a quiet 2-core machine).
  expect(seconds).toBeLessThan(60);
}, 120_000);
