import fs from "fs";
import path from "path";
import React from "react";
import { startScriptsAfterLoad } from "../lib/startScripts";

/**
 * The site's bundles start after the load event (src/lib/startScripts.ts), written so while each page is
 * rendered (gatsby-ssr's onPreRenderHTML), not by rewriting the built files.
 *
 * Gatsby 5 renders its scripts as a slice, `_gatsby-scripts`: the page holds a placeholder and Gatsby
 * stitches the slice's HTML (the chunk map, the compilation hash and one `<script async>` per bundle) in
 * after rendering. onPreRenderHTML sees the placeholder, so it is replaced with the same first two
 * scripts and the starter, from the files Gatsby writes for exactly this before any page is rendered:
 * `chunk-map.json`, `webpack.stats.json` (the bundles of the "app" entry) and `page-data/app-data.json`
 * (the compilation hash). If Gatsby stops writing the placeholder or the files, the page keeps Gatsby's
 * own scripts and the build's check (checkScriptsAfterLoad, onPostBuild) fails it by name.
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

/** What the build wrote for the page scripts, or null when a file is missing or not as expected. */
export function readBuildScripts(publicDir: string): BuildScripts | null {
  try {
    const chunkMap = fs.readFileSync(path.join(publicDir, "chunk-map.json"), "utf8");
    const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats;
    const appData = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", "app-data.json"), "utf8")) as { webpackCompilationHash?: unknown };
    const app = scriptsOf(stats, "app");
    if (typeof appData.webpackCompilationHash !== "string" || app.length === 0) return null;
    JSON.parse(chunkMap);
    return { chunkMap, webpackCompilationHash: appData.webpackCompilationHash, app, polyfill: scriptsOf(stats, "polyfill") };
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
