import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
import { tempDir } from "./tempDir";

export const repoRoot = path.join(__dirname, "..", "..");

/**
 * A copy of this checkout's files as they are now (tracked ones, edits included), with its installed packages
 * linked in, removed after the test file: a build there writes its own public/, .cache/ and deploy/generated/,
 * never this checkout's.
 */
export function checkoutCopy(prefix: string): string {
  const dir = tempDir(prefix);
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: repoRoot, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) {
    const from = path.join(repoRoot, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree, not yet in the index
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  for (const modules of ["node_modules", path.join("cms-packages", "node_modules")]) {
    fs.symlinkSync(path.join(repoRoot, modules), path.join(dir, modules), "dir");
  }
  return dir;
}
