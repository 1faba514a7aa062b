/** @jest-environment node */
import fs from "fs";
import path from "path";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { pagesWithoutStarter, readBuildScripts, SCRIPTS_SLICE, withScriptsAfterLoad, type BuildScripts } from "../../src/node/scriptsAfterLoad";
import { tempDirWith } from "../helpers/tempDir";

const chunkMap = JSON.stringify({ app: ["/app-3333.js"], "component---src-pages-index-tsx": ["/component---src-pages-index-tsx-5555.js"] });
const stats = {
  namedChunkGroups: {
    app: { assets: [{ name: "webpack-runtime-1111.js" }, { name: "framework-2222.js" }, { name: "app-3333.js" }, { name: "app-3333.js.map" }] },
    "component---src-pages-index-tsx": { assets: [{ name: "component---src-pages-index-tsx-5555.js" }] },
  },
};

const buildDir = (files: Record<string, string>): string => tempDirWith("scripts-after-load-", files);

const built = {
  "chunk-map.json": chunkMap,
  "webpack.stats.json": JSON.stringify(stats),
};

// What Gatsby's static-entry puts at the end of <body>: its page script, then the scripts slice's placeholder.
const SliceRenderer = ({ sliceId }: { sliceId: string }) => <>{`[slice ${sliceId}]`}</>;
const gatsbyComponents = (): React.ReactNode[] => [
  <script key="script-loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: 'window.pagePath="/";' }} />,
  <SliceRenderer key="slice" sliceId={SCRIPTS_SLICE} />,
];
const render = (components: React.ReactNode[]) => renderToStaticMarkup(<>{components}</>);

const hash = "a0e73e42fbc9b27c5c6c";

describe("readBuildScripts", () => {
  it("reads the app's bundles in order, the chunk map as written and the compilation hash", () => {
    expect(readBuildScripts(buildDir(built), hash)).toEqual({
      chunkMap,
      webpackCompilationHash: "a0e73e42fbc9b27c5c6c",
      app: ["/webpack-runtime-1111.js", "/framework-2222.js", "/app-3333.js"],
      polyfill: [],
    });
  });

  it("gives nothing when a file is missing, broken or lacks what the page needs", () => {
    expect(readBuildScripts(buildDir({ ...built, "chunk-map.json": "{not json" }), hash)).toBeNull();
    expect(readBuildScripts(buildDir(built), undefined)).toBeNull();
    expect(readBuildScripts(buildDir({ ...built, "webpack.stats.json": JSON.stringify({ namedChunkGroups: {} }) }), hash)).toBeNull();
    const withoutStats = buildDir(built);
    fs.rmSync(path.join(withoutStats, "webpack.stats.json"));
    expect(readBuildScripts(withoutStats, hash)).toBeNull();
  });
});

describe("withScriptsAfterLoad", () => {
  const scripts = readBuildScripts(buildDir(built), hash) as BuildScripts;

  it("puts the chunk map, the hash and the starter where Gatsby's scripts slice was, with no bundle tag", () => {
    const html = render(withScriptsAfterLoad(gatsbyComponents(), scripts));
    expect(html).not.toContain("[slice");
    expect(html).not.toMatch(/<script src=/);
    // The chunk map as Gatsby's slice writes it: a JSON string.
    expect(html).toContain(`<script id="gatsby-chunk-mapping">window.___chunkMapping=${JSON.stringify(chunkMap)};</script>`);
    expect(html).toContain('<script>window.___webpackCompilationHash="a0e73e42fbc9b27c5c6c";</script>');
    expect(html).toMatch(/<script data-start-after-load="">.*\["\/webpack-runtime-1111\.js","\/framework-2222\.js","\/app-3333\.js"\]/);
    // Gatsby's page script stays first, as it was.
    expect(html.indexOf("gatsby-script-loader")).toBeLessThan(html.indexOf("gatsby-chunk-mapping"));
  });

  it("loads the bundles only browsers without modules need as they are", () => {
    const html = render(withScriptsAfterLoad(gatsbyComponents(), { ...scripts, polyfill: ["/polyfill-9999.js"] }));
    expect(html).toContain('<script src="/polyfill-9999.js" nomodule=""></script>');
  });

  it("cannot close its element, whatever the build wrote", () => {
    const html = render(withScriptsAfterLoad(gatsbyComponents(), { ...scripts, chunkMap: '{"a":["</script><script>alert(1)//"]}' }));
    expect(html.match(/<\/script>/g)).toHaveLength(4);
  });

  it("leaves the page as Gatsby wrote it without the slice or the build's files", () => {
    const withoutSlice = gatsbyComponents().slice(0, 1);
    expect(withScriptsAfterLoad(withoutSlice, scripts)).toEqual(withoutSlice);
    expect(render(withScriptsAfterLoad(gatsbyComponents(), null))).toContain(`[slice ${SCRIPTS_SLICE}]`);
  });
});

describe("pagesWithoutStarter", () => {
  const starter = render(withScriptsAfterLoad(gatsbyComponents(), readBuildScripts(buildDir(built), hash)));
  const page = (scripts: string) => `<!DOCTYPE html><html><body><h1>Page</h1>${scripts}</body></html>`;

  it("names the built pages that load Gatsby's bundle tags or have no starter, outside Gatsby's own folders", () => {
    const dir = buildDir({
      "index.html": page(starter),
      "sectors/aviation/index.html": page('<script src="/app-3333.js" async=""></script>'),
      "about/index.html": page(""),
      "_gatsby/slices/_gatsby-scripts-1.html": '<script src="/app-3333.js" async></script>',
    });
    expect(pagesWithoutStarter(dir)).toEqual(["about/index.html", "sectors/aviation/index.html"]);
  });
});
