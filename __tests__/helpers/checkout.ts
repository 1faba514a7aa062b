import { execFileSync, spawn } from "child_process";
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

/** `gatsby build` in `dir` with `env` added: its exit code, and its output with colours and Gatsby's line wrapping undone. */
export function gatsbyBuild(dir: string, env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, "node_modules", "gatsby", "cli.js"), "build"], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NO_COLOR: "1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => {
      // eslint-disable-next-line no-control-regex -- terminal escape sequences, which Gatsby writes even to a pipe
      const plain = output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").replace(/\s+/g, " ");
      resolve({ code, output: plain });
    });
  });
}
