import fs from "fs";
import os from "os";
import path from "path";

const made: string[] = [];

// Registered when a test file first imports this module: its folders go when its tests are done.
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A new, empty folder in the system's temporary folder, removed after the test file's last test. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A new temporary folder (as `tempDir`) holding `files`, by path relative to it, with their contents. */
export function tempDirWith(prefix: string, files: Record<string, string>): string {
  const dir = tempDir(prefix);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
