import type { Chunk, Compiler, WebpackPluginInstance } from "webpack";

/**
 * V8's explicit compile hint (Chrome 136 and later; other browsers read it as a comment): every
 * function in the file is compiled as the script streams in, on a background thread, instead of
 * lazily on the main thread the first time it is called. Gatsby's bundles call nearly everything in
 * them while the page starts (module factories, React, the page's components), so without the hint
 * that compiling happens inside the long task that evaluates the modules and hydrates the page.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The chunks a page runs before it is interactive: the app entry's (webpack runtime, React, Gatsby and
 * the shell) and each page template's, with the chunks they share. Chunks loaded later on demand (the
 * cookie dialog, the live guide list) keep lazy compiling: much of their code may never run.
 */
export function isStartupChunk(chunk: Pick<Chunk, "groupsIterable">): boolean {
  for (const group of chunk.groupsIterable) {
    const name = group.name ?? "";
    if (name === "app" || name.startsWith("component---")) return true;
  }
  return false;
}

/**
 * Puts the hint on the first line of the start-up chunks, in webpack's own asset pipeline: after the
 * minifier (which would drop a comment) and before the source maps and the content hashes, so both
 * describe the file as served. webpack's BannerPlugin does the same but chooses files by name only,
 * and the start-up chunks shared by templates are named by hash, like the lazy ones.
 */
export class CompileHintPlugin implements WebpackPluginInstance {
  /** Which chunks get the hint: by default the site's start-up chunks; the CMS's compilation names its own (src/node/cms/build.ts). */
  constructor(private readonly startsUp: (chunk: Chunk) => boolean = isStartupChunk) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("CompileHintPlugin", (compilation) => {
      compilation.hooks.processAssets.tap({ name: "CompileHintPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!this.startsUp(chunk)) continue;
          for (const file of chunk.files) {
            if (file.endsWith(".js")) compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        }
      });
    });
  }
}
