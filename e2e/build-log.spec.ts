import fs from "fs";
import path from "path";
import { stripVTControlCharacters } from "util";
import { expect, test } from "@playwright/test";

/**
 * The log of the last `npm run build` (tools/build/build.mjs keeps it in build.log), as a person running the
 * build reads it: nothing in it may look like a failure when the build succeeded. Gatsby's "Unsafe builtin"
 * warning and its WebpackError frames meant the pages read files while rendering, which also made every
 * build render every page again (src/node/scriptsAfterLoad.tsx).
 */
const logFile = path.resolve(__dirname, "..", "build.log");

test.describe("the build log", () => {
  test.skip(({ isMobile }) => isMobile, "one log, read once");

  test("says the build is done and carries no error or unsafe-builtin warning", () => {
    expect(fs.existsSync(logFile), `${logFile} is written by \`npm run build\`; build with it first`).toBe(true);
    // Without the terminal's cursor movements Gatsby writes around its progress lines.
    const log = stripVTControlCharacters(fs.readFileSync(logFile, "utf8"));
    expect(log).toContain("Done building");
    expect(log).not.toMatch(/Unsafe builtin/i);
    expect(log).not.toContain("WebpackError");
    expect(log.split("\n").filter((line) => /^\s*(ERROR|error)\b/.test(line))).toEqual([]);
  });
});
