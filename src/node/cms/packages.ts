import fs from "fs";
import path from "path";
import { usesNetlifyIdentity, type DecapBackend } from "../../cms/decapTypes";

/**
 * The CMS's own packages (the npm workspace cms-packages/): Decap CMS and the React 19 it needs, while the site
 * stays on React 18. Decap's prebuilt bundle (decap-cms-app/dist, with the chunks it loads when needed) is copied
 * as it is: re-bundling 4 MB of minified code would only add time.
 */

/** The workspace holding the CMS's own dependencies. */
export const CMS_WORKSPACE = "cms-packages";

/** Where a package of the CMS's workspace is installed: its own node_modules, or the root's when npm hoisted it there. */
export function cmsPackageDir(rootDir: string, pkg: string): string {
  const own = path.join(rootDir, CMS_WORKSPACE, "node_modules", pkg);
  return fs.existsSync(path.join(own, "package.json")) ? own : path.join(rootDir, "node_modules", pkg);
}

export const versionOf = (dir: string): string => (JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;

/**
 * The React version Decap's prebuilt bundle was built with: the renderer inside it
 * refuses to start with any other (React error 527), so the workspace pins exactly this one.
 */
export function decapReactVersion(bundle: string): string | undefined {
  return /reconcilerVersion:"([^"]+)"/.exec(bundle)?.[1];
}

/**
 * The site's components, drawn in the previews, render with the CMS's React, not the site's; and with its
 * production build even in `npm run cms` (a development build of React beside the production renderer inside
 * Decap's bundle stops the CMS: "dispatcher.getOwner is not a function").
 */
export function reactAliases(rootDir: string): Record<string, string> {
  const react = cmsPackageDir(rootDir, "react");
  const reactDom = cmsPackageDir(rootDir, "react-dom");
  return {
    react$: path.join(react, "cjs/react.production.js"),
    "react/jsx-runtime$": path.join(react, "cjs/react-jsx-runtime.production.js"),
    react,
    "react-dom$": path.join(reactDom, "cjs/react-dom.production.js"),
    "react-dom": reactDom,
  };
}

/**
 * The CMS compilation's aliases: Gatsby's, with "gatsby" pointed at the previews' stand-in and React at the
 * CMS's own. webpack takes the first alias that matches a request, and Gatsby's own "react" and "react-dom"
 * (the site's React) would match before the exact ones above: they are left out, and ours come first.
 */
export function cmsAliases(rootDir: string, gatsbyAliases: Record<string, string> | undefined): Record<string, string> {
  const others = Object.entries(gatsbyAliases ?? {}).filter(([name]) => !/^react(-dom)?(\$|\/|$)/.test(name));
  return { ...reactAliases(rootDir), ...Object.fromEntries(others), gatsby$: path.join(rootDir, "src/cms/gatsbyShim.tsx") };
}

export interface DecapDist {
  /** The folder under /admin/ its files are copied to (its chunks are found beside its main script). */
  folder: string;
  from: string;
  /** Every file to copy: the main script, its chunks and their WebAssembly; not the source maps. */
  files: string[];
}

/** Decap's prebuilt bundle, copied to a folder named for its version. */
export function decapDist(rootDir: string): DecapDist {
  const dir = cmsPackageDir(rootDir, "decap-cms-app");
  const from = path.join(dir, "dist");
  const files = fs.readdirSync(from).filter((name) => /\.(js|wasm)$/.test(name));
  return { folder: `decap-cms-app-${versionOf(dir)}`, from, files };
}

/**
 * With Git Gateway, Netlify's Identity widget goes first: Decap uses it for the login, and it takes
 * the invitation and password-reset links (#invite_token=..., #recovery_token=...) that Netlify's
 * emails open (docs/editing-content.md says how to point them at /admin/). No other backend loads it.
 */
export function identityScript(rootDir: string, backend: DecapBackend): { from: string; name: string } | undefined {
  if (!usesNetlifyIdentity(backend)) return undefined;
  const dir = cmsPackageDir(rootDir, "netlify-identity-widget");
  return { from: path.join(dir, "build/netlify-identity-widget.js"), name: `netlify-identity-widget-${versionOf(dir)}.js` };
}
