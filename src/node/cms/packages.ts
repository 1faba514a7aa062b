import fs from "fs";
import path from "path";
import { usesNetlifyIdentity, type DecapBackend } from "../../cms/decapTypes";

/**
 * The CMS's own packages (the npm workspace cms-packages/): Decap CMS's parts, at the versions the decap-cms-app
 * release named there pins (decapPins), and the React 19 they need, while the site stays on React 18.
 */

/** The workspace holding the CMS's own dependencies. */
export const CMS_WORKSPACE = "cms-packages";

/** Where a package of the CMS's workspace is installed: its own node_modules, or the root's when npm hoisted it there. */
export function cmsPackageDir(rootDir: string, pkg: string): string {
  const own = path.join(rootDir, CMS_WORKSPACE, "node_modules", pkg);
  return fs.existsSync(path.join(own, "package.json")) ? own : path.join(rootDir, "node_modules", pkg);
}

export const versionOf = (dir: string): string => (JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;

/** The release whose parts the CMS is assembled from: its dependencies pin each part's exact version. */
export const DECAP_RELEASE = "decap-cms-app";

/** Each decap-cms-* part and the exact version the installed decap-cms-app release pins it at. */
export function decapPins(rootDir: string): Record<string, string> {
  const release = JSON.parse(fs.readFileSync(path.join(cmsPackageDir(rootDir, DECAP_RELEASE), "package.json"), "utf8")) as { dependencies: Record<string, string> };
  return Object.fromEntries(Object.entries(release.dependencies).filter(([name]) => name.startsWith("decap-cms-")));
}

/** Where each decap-cms-* part stands: what the workspace asks for, every copy the lockfile installs, what node_modules holds. */
export interface PartVersions {
  declared: Record<string, string>;
  locked: Record<string, string[]>;
  installed: Record<string, string>;
}

/** Every way the parts disagree with the release's pins, in words that say what to change. */
export function pinProblems(pins: Record<string, string>, { declared, locked, installed }: PartVersions): string[] {
  const problems: string[] = [];
  for (const [name, range] of Object.entries(declared)) {
    if (!pins[name]) problems.push(`${CMS_WORKSPACE}/package.json asks for ${name}, which ${DECAP_RELEASE} does not pin`);
    else if (range !== pins[name]) problems.push(`${CMS_WORKSPACE}/package.json asks for ${name} "${range}": ${DECAP_RELEASE} pins ${pins[name]}`);
  }
  for (const [name, versions] of Object.entries(locked)) {
    for (const version of versions) if (pins[name] && version !== pins[name]) problems.push(`package-lock.json installs ${name} ${version} as well: ${DECAP_RELEASE} pins ${pins[name]}`);
  }
  for (const [name, version] of Object.entries(installed)) {
    if (pins[name] && version !== pins[name]) problems.push(`${name} ${version} is installed: ${DECAP_RELEASE} pins ${pins[name]} (run npm install)`);
  }
  return problems;
}

/**
 * Decap and the site's components, drawn in the previews, render with the CMS's React, not the site's; and
 * with its production build even in `npm run cms` (Decap's parts are compiled for production: their
 * development-only checks are not in them).
 */
export function reactAliases(rootDir: string): Record<string, string> {
  const react = cmsPackageDir(rootDir, "react");
  const reactDom = cmsPackageDir(rootDir, "react-dom");
  return {
    react$: path.join(react, "cjs/react.production.js"),
    "react/jsx-runtime$": path.join(react, "cjs/react-jsx-runtime.production.js"),
    react,
    "react-dom$": path.join(reactDom, "cjs/react-dom.production.js"),
    "react-dom/client$": path.join(reactDom, "cjs/react-dom-client.production.js"),
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
  return { ...reactAliases(rootDir), ...Object.fromEntries(others), gatsby$: path.join(rootDir, "src/cms/gatsbyShim.tsx"), ...sharedAliases(rootDir) };
}

/**
 * One copy of a library the CMS would otherwise ship twice: npm hoisted Gatsby's Immutable 3.8.4 to the root,
 * where react-immutable-proptypes (Decap's prop-type checks, which accept any Immutable from 3.6.2) finds it
 * beside Decap's own 4.3.9; both copies would load before the login screen.
 */
export function sharedAliases(rootDir: string): Record<string, string> {
  return { immutable$: cmsPackageDir(rootDir, "immutable") };
}

/** A module a Decap part imports, and the stand-in (src/cms/replacedParts/) the CMS's build puts in its place. */
export interface ReplacedModule {
  /** The part, and its file that imports the module. */
  part: string;
  importer: string;
  /** The import as that file writes it. */
  request: string;
  by: string;
}

/**
 * What Decap's parts import and this site never runs, each replaced by a stand-in (src/cms/replacedParts/) that
 * throws if it is ever reached, two things it runs, replaced by lighter equivalents, one replaced by a fuller one,
 * and one that held the form back; __tests__/node/cms/replaced.test.ts fails if the site's configuration could
 * reach a stand-in, if an equivalent differs, and if a part no longer imports what is replaced (the replacement
 * would then do nothing).
 * - The GitHub backend's GraphQL mode (`use_graphql`: Apollo's client and cache, GraphQL's parser): the
 *   configuration this site generates never turns it on, so the backend uses its REST API.
 * - Decap's YAML, TOML and front-matter formats (the yaml, @iarna/toml, tomlify, gray-matter and js-yaml
 *   libraries, and esprima, which js-yaml loads when it finds it): every collection is JSON, in the site's own
 *   format (src/cms/formats.ts).
 * - The YAML library where core reads config.yml (the CMS is handed its configuration) and writes the
 *   configuration into its error page's report link (written as JSON, which is YAML too).
 * - Core's configuration check, AJV compiling Decap's whole schema as the CMS starts: run on every configuration
 *   the site can generate by __tests__/cms/decapConfig.test.ts instead, and with it the page's 'unsafe-eval' goes.
 * - lodash/fp, which loads all of lodash and converts it, for four functions: lodash's own one-function fp modules.
 * - react-markdown and remark-gfm for the fields' hints (with the parser they bring): loaded once the form is
 *   drawn (hintMarkdown.tsx), each hint its own text until then, which is what they draw for every hint the site
 *   generates.
 * - Whether a picture is loading, as the form's fields ask it (EditorControl.js): never, so that a field takes
 *   typing while the entry's pictures load (formWhileAssetsLoad.ts).
 * - The drafts board's drag and drop (DragDrop.js): react-dnd's HTML5 backend, which ignores touch, replaced by
 *   the same for a mouse and react-dnd's touch backend for a finger (dragDropBackend.ts); and its cards and columns,
 *   which Decap made anew at each drawing of the board (a finger resting on a card lost it), made once (dragDrop.ts).
 * - The entry editor's phrases (Editor.js): the same, with its question before restoring a draft kept in the
 *   browser naming the entry and when it was typed (editorPhrases.tsx), in place of replacing window.confirm.
 * - GitHub's login page's sign-in window (AuthenticationPage.js): the same, its failure handed over in the site's
 *   words, which the page shows as it is (githubSignIn.ts), the cause to the console; the gateway's PKCE login page
 *   (PKCEAuthenticationPage.js) the same way (pkceSignIn.ts).
 * - The media library's grid (MediaLibraryCardGrid.js): one stop for Tab per picture, its card made a button, so that
 *   the keyboard chooses a picture too, with its picture `alt=""` beside the file's name (mediaLibraryCardGrid.tsx,
 *   mediaLibraryCard.tsx); Decap's put each card in a nameless stop of its own.
 */
export function replacedModules(rootDir: string): ReplacedModule[] {
  const by = (file: string): string => path.join(rootDir, "src/cms/replacedParts", file);
  const core = (importer: string, request: string, file: string): ReplacedModule => ({ part: "decap-cms-core", importer: `dist/esm/${importer}`, request, by: by(file) });
  return [
    { part: "decap-cms-backend-github", importer: "dist/esm/implementation.js", request: "./GraphQLAPI", by: by("githubGraphqlApi.ts") },
    { part: "decap-cms-backend-github", importer: "dist/esm/AuthenticationPage.js", request: "decap-cms-lib-auth", by: by("githubSignIn.ts") },
    { part: "decap-cms-ui-auth", importer: "dist/esm/PKCEAuthenticationPage.js", request: "decap-cms-lib-auth", by: by("pkceSignIn.ts") },
    core("formats/formats.js", "./yaml", "yamlFormat.ts"),
    core("formats/formats.js", "./toml", "tomlFormat.ts"),
    core("formats/formats.js", "./frontmatter", "frontmatterFormats.ts"),
    core("actions/config.js", "yaml", "yamlLibrary.ts"),
    core("components/UI/ErrorBoundary.js", "yaml", "yamlLibrary.ts"),
    core("actions/config.js", "../constants/configSchema", "configSchema.ts"),
    core("components/UI/index.js", "./DragDrop", "dragDrop.ts"),
    { part: "decap-cms-lib-util", importer: "dist/esm/backendUtil.js", request: "lodash/fp", by: by("lodashFp.ts") },
    { part: "decap-cms-lib-util", importer: "dist/esm/git-lfs.js", request: "lodash/fp", by: by("lodashFp.ts") },
    { part: "decap-cms-backend-git-gateway", importer: "dist/esm/netlify-lfs-client.js", request: "lodash/fp", by: by("lodashFp.ts") },
    core("components/Editor/EditorControlPane/EditorControl.js", "react-markdown", "hintMarkdown.tsx"),
    core("components/Editor/EditorControlPane/EditorControl.js", "remark-gfm", "hintGfm.ts"),
    core("components/Editor/EditorControlPane/EditorControl.js", "../../../reducers/medias", "formWhileAssetsLoad.ts"),
    { part: "decap-cms-widget-list", importer: "dist/esm/ListControl.js", request: "decap-cms-ui-default", by: by("listTopBar.tsx") },
    { part: "decap-cms-widget-list", importer: "dist/esm/ListControl.js", request: "@dnd-kit/sortable", by: by("listOrder.tsx") },
    { part: "decap-cms-widget-list", importer: "dist/esm/ListControl.js", request: "@dnd-kit/core", by: by("listSorting.tsx") },
    core("components/Editor/EditorPreviewPane/EditorPreviewPane.js", "react-frame-component", "previewFrame.tsx"),
    core("components/UI/Notifications.js", "react-toastify", "noticeRoles.ts"),
    core("components/Editor/Editor.js", "react-polyglot", "editorPhrases.tsx"),
    core("components/MediaLibrary/MediaLibraryModal.js", "./MediaLibraryCardGrid", "mediaLibraryCardGrid.tsx"),
  ];
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
