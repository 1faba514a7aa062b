/** @jest-environment node */
import fs from "fs";
import path from "path";
import { removeCmsOutput } from "../../../src/node/cms/page";
import { tempDirWith } from "../../helpers/tempDir";

/** Files under `dir`, relative, sorted. */
const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

it("a build without the CMS removes an earlier build's CMS from public/admin/, and keeps the site's own pages there", () => {
  const publicDir = tempDirWith("public-", {
    "admin/index.html": "<!DOCTYPE html>",
    "admin/emails/invitation.html": "<p>",
    "admin/cms-0123456789abcdef0123.js": "",
    "admin/cms-0123456789abcdef0123.js.gz": "",
    "admin/cms-vendor-0123456789abcdef0123.js": "",
    "admin/cms-vendor-0123456789abcdef0123.js.LICENSE.txt": "",
    "admin/sql-wasm-0123456789abcdef0123.wasm": "",
    "admin/cookie-manager/index.html": "<!DOCTYPE html>",
    "admin/cookie-manager/index.html.gz": "",
    "index.html": "<!DOCTYPE html>",
  });
  removeCmsOutput(publicDir);
  expect(filesUnder(publicDir)).toEqual([path.join("admin", "cookie-manager", "index.html"), path.join("admin", "cookie-manager", "index.html.gz"), "index.html"]);
  // Nothing to remove is no problem.
  removeCmsOutput(path.join(publicDir, "none"));
});
