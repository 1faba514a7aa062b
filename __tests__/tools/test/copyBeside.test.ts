import fs from "fs";
import os from "os";
import path from "path";
import { copyBeside } from "../../../tools/test/copyBeside";

/** A small checkout: sources, a build's cache, packages (one with a link in .bin), git's files and a test run's output. */
function checkout(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "checkout-"));
  const write = (file: string, text: string): void => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write("src/page.tsx", "export {};");
  write(".cache/webpack/pack", "cache");
  write("public/index.html", "<h1>Home</h1>");
  write("node_modules/gatsby/cli.js", "cli");
  fs.mkdirSync(path.join(dir, "node_modules/.bin"));
  fs.symlinkSync("../gatsby/cli.js", path.join(dir, "node_modules/.bin/gatsby"));
  write("cms-packages/node_modules/decap-cms-app/index.js", "decap");
  write(".git/HEAD", "ref: refs/heads/main");
  write("test-timings/default.json", "{}");
  write("test-results/shot.png", "png");
  return dir;
}

describe("the checkout copied for the stages run beside the others", () => {
  it("copies the sources, links the packages file by file, and leaves out git, the test runs' output and Gatsby's cache and output", () => {
    const from = checkout();
    const to = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "beside-")), "copy");
    copyBeside(to, from);
    expect(fs.readFileSync(path.join(to, "src/page.tsx"), "utf8")).toBe("export {};");
    // A copy, not a link: a change there leaves the checkout as it was.
    fs.writeFileSync(path.join(to, "src/page.tsx"), "export const changed = true;");
    expect(fs.readFileSync(path.join(from, "src/page.tsx"), "utf8")).toBe("export {};");
    expect(fs.statSync(path.join(to, "node_modules/gatsby/cli.js")).ino).toBe(fs.statSync(path.join(from, "node_modules/gatsby/cli.js")).ino);
    expect(fs.statSync(path.join(to, "cms-packages/node_modules/decap-cms-app/index.js")).ino).toBe(fs.statSync(path.join(from, "cms-packages/node_modules/decap-cms-app/index.js")).ino);
    expect(fs.readlinkSync(path.join(to, "node_modules/.bin/gatsby"))).toBe("../gatsby/cli.js");
    expect(fs.lstatSync(path.join(to, "node_modules")).isSymbolicLink()).toBe(false);
    // A copied .cache names the checkout's paths (a build from one failed): the copy builds afresh.
    for (const gone of [".git", "test-timings", "test-results", ".cache", "public"]) expect(fs.existsSync(path.join(to, gone))).toBe(false);
  });

  it("copies the packages' files where a hard link cannot be made (another file system)", () => {
    const from = checkout();
    const to = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "beside-")), "copy");
    const acrossDevices = (): void => {
      throw Object.assign(new Error("EXDEV: cross-device link not permitted"), { code: "EXDEV" });
    };
    copyBeside(to, from, acrossDevices);
    expect(fs.readFileSync(path.join(to, "node_modules/gatsby/cli.js"), "utf8")).toBe("cli");
    expect(fs.statSync(path.join(to, "node_modules/gatsby/cli.js")).ino).not.toBe(fs.statSync(path.join(from, "node_modules/gatsby/cli.js")).ino);
    expect(fs.readlinkSync(path.join(to, "node_modules/.bin/gatsby"))).toBe("../gatsby/cli.js");
  });

  it("empties an earlier copy first, and refuses a place inside the checkout", () => {
    const from = checkout();
    const to = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "beside-")), "copy");
    fs.mkdirSync(path.join(to, "public"), { recursive: true });
    fs.writeFileSync(path.join(to, "public/old.html"), "old");
    copyBeside(to, from);
    expect(fs.existsSync(path.join(to, "public/old.html"))).toBe(false);
    expect(() => copyBeside(path.join(from, "beside"), from)).toThrow(/outside the checkout/);
  });
});
