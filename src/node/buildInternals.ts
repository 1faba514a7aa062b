import fs from "fs";
import path from "path";

/**
 * Files webpack and Gatsby leave in public/ for the build itself: the
 * webpack stats and chunk map (read before the pages are rendered:
 * scriptsAfterLoad.tsx) and the source maps. None is needed by a
 * visitor, and the maps would publish the original source.
 */
export function isBuildInternal(urlPath: string): boolean {
  return urlPath === "/webpack.stats.json" || urlPath === "/chunk-map.json" || urlPath.endsWith(".map");
}

/**
 * Moves the build's internals from public/ to `privateDir`, keeping their
 * paths, so the source maps of this build stay at hand for error reporting
 * without being published. `privateDir` holds only the latest build's files.
 * Returns the addresses moved.
 */
export function moveBuildInternals(publicDir: string, privateDir: string): string[] {
  fs.rmSync(privateDir, { recursive: true, force: true });
  const moved: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const urlPath = "/" + path.relative(publicDir, full).split(path.sep).join("/");
      if (!entry.isFile() || !isBuildInternal(urlPath)) continue;
      const target = path.join(privateDir, urlPath);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.renameSync(full, target);
      moved.push(urlPath);
    }
  };
  walk(publicDir);
  return moved.sort();
}
