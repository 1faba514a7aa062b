import fs from "fs";
import path from "path";

/**
 * V8's explicit compile hint (Chrome 136 and later; other browsers read it as a comment): every
 * function in the file is compiled as the script streams in, on a background thread, instead of
 * lazily on the main thread the first time it is called. Gatsby's bundles call nearly everything in
 * them while the page starts (module factories, React, the page's components), so without the hint
 * that compiling happens inside the long task that evaluates the modules and hydrates the page.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Marks a source map already moved down, so a rebuild that rewrites the script but not its map cannot move it twice. */
const SHIFTED = "x_compileHintLine";

function shiftedMap(sourceMap: string): string {
  const parsed = JSON.parse(sourceMap) as { mappings?: unknown; [SHIFTED]?: unknown };
  if (parsed[SHIFTED] === true || typeof parsed.mappings !== "string") return sourceMap;
  // In a source map, each ";" starts the next generated line: one more in front skips the hint's line.
  parsed.mappings = `;${parsed.mappings}`;
  parsed[SHIFTED] = true;
  return JSON.stringify(parsed);
}

/**
 * The script with the hint as its first line, and its source map moved down one generated line to
 * match. Safe to run again on its own output (a rebuild may rewrite the script, its map, or both).
 */
export function withCompileHint(code: string, sourceMap: string | null): { code: string; sourceMap: string | null } {
  return {
    code: code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}${code}`,
    sourceMap: sourceMap === null ? null : shiftedMap(sourceMap),
  };
}

interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: readonly { name: string }[] }>;
}

/**
 * The scripts a page runs before it is interactive: the app's own group (webpack runtime, React,
 * Gatsby and the shell) and each page template's group. Chunks loaded later on demand (the cookie
 * dialog, the live guide list) keep lazy compiling: much of their code may never run.
 */
export function startupScripts(stats: WebpackStats): string[] {
  const groups = Object.entries(stats.namedChunkGroups ?? {}).filter(([name]) => name === "app" || name.startsWith("component---"));
  return [...new Set(groups.flatMap(([, group]) => (group.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js"))))];
}

/** Adds the compile hint to the start-up scripts of a build. Returns the files that carry it and those it could not find. */
export function addCompileHints(publicDir: string): { hinted: string[]; missing: string[] } {
  const statsFile = path.join(publicDir, "webpack.stats.json");
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8")) as WebpackStats;
  const hinted: string[] = [];
  const missing: string[] = [];
  for (const name of startupScripts(stats)) {
    const file = path.join(publicDir, name);
    if (!fs.existsSync(file)) {
      missing.push(name);
      continue;
    }
    const mapFile = `${file}.map`;
    const code = fs.readFileSync(file, "utf8");
    const sourceMap = fs.existsSync(mapFile) ? fs.readFileSync(mapFile, "utf8") : null;
    const result = withCompileHint(code, sourceMap);
    if (result.code !== code) fs.writeFileSync(file, result.code);
    if (result.sourceMap !== null && result.sourceMap !== sourceMap) fs.writeFileSync(mapFile, result.sourceMap);
    hinted.push(name);
  }
  return { hinted, missing };
}
