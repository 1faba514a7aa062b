import fs from "fs";
import path from "path";
import React from "react";
import type { Compiler, WebpackPluginInstance } from "webpack";
import { startScriptsAfterLoad } from "../lib/startScripts";

/**
 * The site's bundles start after the load event (src/lib/startScripts.ts), written so while each page is
 * rendered (gatsby-ssr's onPreRenderHTML), not by rewriting the built files.
 *
 * Gatsby 5 renders its scripts as a slice, `_gatsby-scripts`: the page holds a placeholder and Gatsby
 * stitches the slice's HTML (the chunk map, the compilation hash and one `<script async>` per bundle) in
 * after rendering. onPreRenderHTML sees the placeholder, so it is replaced with the same first two
 * scripts and the starter. Nothing is read while pages render: Gatsby builds the browser bundles before
 * it compiles the HTML renderer, so gatsby-node reads what it wrote (`chunk-map.json`,
 * `webpack.stats.json`) and the compilation's hash once, when the renderer's webpack configuration is made,
 * and hands them to gatsby-ssr as a compile-time constant (BUILD_SCRIPTS_CONSTANT). When the bundles
 * change, the renderer changes with them and Gatsby renders every page again; when only content changes,
 * the renderer is the same and only the pages that show the change are rendered (reading files while
 * rendering made Gatsby render every page on every build). If Gatsby stops writing the placeholder or the
 * files, the page keeps Gatsby's own scripts and the build's check (pagesWithoutStarter, onPostBuild)
 * fails it by name.
 */
export const SCRIPTS_SLICE = "_gatsby-scripts";

export interface BuildScripts {
  /** public/chunk-map.json as Gatsby wrote it. */
  chunkMap: string;
  webpackCompilationHash: string;
  /** The bundles the "app" entry needs, in order: webpack's runtime, React, the app. */
  app: string[];
  /** Bundles only browsers without modules load. */
  polyfill: string[];
}

interface Stats {
  namedChunkGroups?: Record<string, { assets?: readonly { name: string }[] } | undefined>;
}

const scriptsOf = (stats: Stats, entry: string): string[] =>
  (stats.namedChunkGroups?.[entry]?.assets ?? []).map((asset) => `/${asset.name}`).filter((name) => name.endsWith(".js"));

/** Keeps the hash of the browser bundles' compilation (Gatsby's webpackCompilationHash) for readBuildScripts. */
export class CompilationHashPlugin implements WebpackPluginInstance {
  hash: string | undefined;
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap("CompilationHashPlugin", (stats) => {
      this.hash = stats.hash;
    });
  }
}

/** The name gatsby-ssr reads the build's scripts by, defined in the HTML renderer's webpack configuration. */
export const BUILD_SCRIPTS_CONSTANT = "__BUILD_SCRIPTS__";

/**
 * What the build wrote for the page scripts, with the hash of the compilation that wrote it, or null when
 * a file is missing or not as expected. Called by gatsby-node, once per build, never while pages render.
 */
export function readBuildScripts(publicDir: string, webpackCompilationHash: string | undefined): BuildScripts | null {
  try {
    const chunkMap = fs.readFileSync(path.join(publicDir, "chunk-map.json"), "utf8");
    const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats;
    const app = scriptsOf(stats, "app");
    if (!webpackCompilationHash || app.length === 0) return null;
    JSON.parse(chunkMap);
    return { chunkMap, webpackCompilationHash, app, polyfill: scriptsOf(stats, "polyfill") };
  } catch {
    return null;
  }
}

/** Marks the starter's element, so the build can check every page has one. */
export const STARTER_ATTRIBUTE = "data-start-after-load";

const inline = (key: string, code: string, attributes: Record<string, string> = {}): React.ReactElement => (
  <script key={key} {...attributes} dangerouslySetInnerHTML={{ __html: code }} />
);

/** A value as a script literal; "<" is escaped so that nothing read from the build can close the element. */
const literal = (value: string): string => JSON.stringify(value).replace(/</g, "\\u003c");

/** The page's closing components with Gatsby's scripts slice replaced by the same data and the starter. */
export function withScriptsAfterLoad(components: React.ReactNode[], scripts: BuildScripts | null): React.ReactNode[] {
  if (!scripts) return components;
  const isSlice = (component: React.ReactNode) => React.isValidElement<{ sliceId?: unknown }>(component) && component.props.sliceId === SCRIPTS_SLICE;
  const at = components.findIndex(isSlice);
  if (at < 0) return components;
  const replacement = [
    // As Gatsby writes them: the chunk map as a JSON string, the hash its router compares with each page's.
    inline("chunk-mapping", `window.___chunkMapping=${literal(scripts.chunkMap)};`, { id: "gatsby-chunk-mapping" }),
    inline("compilation-hash", `window.___webpackCompilationHash=${literal(scripts.webpackCompilationHash)};`),
    ...scripts.polyfill.map((src) => <script key={src} src={src} noModule />),
    inline("start-after-load", startScriptsAfterLoad(scripts.app), { [STARTER_ATTRIBUTE]: "" }),
  ];
  return [...components.slice(0, at), ...replacement, ...components.slice(at + 1)];
}

/** Gatsby's bundle tags, `<script src="/….js" async>`: a built page carries none once the starter is in. */
const bundleTag = /<script src="[^"<>]+\.js" async(?:="")?><\/script>/;

/**
 * The built pages (outside Gatsby's own folders) that still load their bundles as Gatsby wrote them, or
 * carry no starter: read only, for onPostBuild to fail the build by name.
 */
export function pagesWithoutStarter(publicDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!["_gatsby", "page-data", "static"].includes(entry.name)) walk(full);
        continue;
      }
      if (!entry.name.endsWith(".html")) continue;
      const html = fs.readFileSync(full, "utf8");
      if (bundleTag.test(html) || !html.includes(`<script ${STARTER_ATTRIBUTE}=""`)) found.push(path.relative(publicDir, full));
    }
  };
  walk(publicDir);
  return found.sort();
}
