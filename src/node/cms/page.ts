import fs from "fs";
import path from "path";
import { earlyScriptText } from "../../cms/startScreen";
import { inlineScripts } from "../securityHeaders";
import type { BuildSettings } from "../settings";
import { LOGO_URL } from "./config";
import { cmsPagePolicy, nginxCmsPageInclude } from "./headers";
import { cmsPhrases, phrase, startScreenCss, startScreenHtml, svgSize } from "./startScreen";

/** The CMS's page is /admin/: this folder of public/. */
export const CMS_PAGE_DIR = "admin";
/** Netlify Identity's invitation and password-reset e-mails, served beside the page (docs/editing-content.md). */
const EMAILS_DIR = "src/node/cms/emails";

const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** Where Decap keeps the signed-in user (decap-cms-core's backend.js), and the hosts it looks for decap-server on (its actions/config.js). */
const DECAP_USER_KEY = "decap-cms-user";
const LOCAL_BACKEND_HOSTS = ["localhost", "127.0.0.1"];

type PageSettings = Pick<BuildSettings, "rootDir" | "siteName" | "siteUrl" | "cms">;

/**
 * The CMS's page. It shows Decap's login screen (or, to a signed-in editor, a frame of the CMS) from its own
 * HTML and CSS, before any script has run (startScreen.ts); one inline script, hashed in the page's policy,
 * picks which and holds an early tap on Login; Decap's scripts load deferred. Kept out of search engines.
 */
export function cmsPageHtml(settings: PageSettings, scripts: readonly string[]): string {
  const tags = scripts.map((name) => `    <script src="/${CMS_PAGE_DIR}/${name}" defer></script>`).join("\n");
  const phrases = cmsPhrases(settings.rootDir);
  const screen = settings.cms
    ? startScreenHtml({ phrases, backend: settings.cms.backend, logo: { url: LOGO_URL, ...svgSize(path.join(settings.rootDir, "static", LOGO_URL)) }, siteUrl: settings.siteUrl })
    : "";
  return `<!DOCTYPE html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${escapeHtml(phrase(phrases, "site.page.title"))} · ${escapeHtml(settings.siteName)}</title>
    <link rel="icon" href="/icon.png" />
    <style>
${startScreenCss()}
    </style>
    <script>${earlyScriptText({ userKey: DECAP_USER_KEY, localHosts: LOCAL_BACKEND_HOSTS })}</script>
${tags}
  </head>
  <body>${screen}<div id="nc-root"></div></body>
</html>
`;
}

/** The include deploy/nginx.conf reads for the CMS's page (its headers and policy). */
export const nginxCmsPageIncludePath = (rootDir: string): string => path.join(rootDir, "deploy", "generated", "cms-page-headers.conf");

/** Removes the page and e-mails of an earlier build: the build's check of the site's own pages must not meet them. */
export function removeCmsPage(publicDir: string): void {
  const outDir = path.join(publicDir, CMS_PAGE_DIR);
  fs.rmSync(path.join(outDir, "index.html"), { force: true });
  fs.rmSync(path.join(outDir, "emails"), { recursive: true, force: true });
}

/**
 * Removes everything a CMS build wrote to public/admin/ (its page, e-mails and scripts; the site's own pages under
 * admin/, such as the cookie manager, are Gatsby's and stay): for a build that leaves the CMS out (BUILD_WITHOUT_CMS)
 * after one that had it, so that it publishes no CMS and its check of the pages' scripts meets none of the CMS's.
 */
export function removeCmsOutput(publicDir: string): void {
  const outDir = path.join(publicDir, CMS_PAGE_DIR);
  removeCmsPage(publicDir);
  if (!fs.existsSync(outDir)) return;
  for (const entry of fs.readdirSync(outDir, { withFileTypes: true })) {
    // What a CMS build writes beside its page (build.ts, placeScripts): scripts, their licences and maps, WebAssembly, Decap's copied bundle.
    const ours = entry.isFile() ? /\.(js|wasm)(\.LICENSE\.txt|\.map)?(\.gz|\.br)?$/.test(entry.name) : /^decap-cms-app-/.test(entry.name);
    if (ours) fs.rmSync(path.join(outDir, entry.name), { recursive: true, force: true });
  }
}

/** Writes /admin/index.html for the scripts of a CMS build, and the headers nginx sends with it. */
export function writeCmsPage(settings: PageSettings, publicDir: string, scripts: readonly string[]): void {
  const outDir = path.join(publicDir, CMS_PAGE_DIR);
  const page = cmsPageHtml(settings, scripts);
  fs.writeFileSync(path.join(outDir, "index.html"), page);
  // Fetched by Netlify from the site. Written with the CMS's page, not from static/: they are not Gatsby pages,
  // whose start-up the build checks.
  fs.cpSync(path.join(settings.rootDir, EMAILS_DIR), path.join(outDir, "emails"), { recursive: true });
  if (!settings.cms) return; // Reported when the build started.
  fs.mkdirSync(path.dirname(nginxCmsPageIncludePath(settings.rootDir)), { recursive: true });
  fs.writeFileSync(nginxCmsPageIncludePath(settings.rootDir), nginxCmsPageInclude(settings.cms.origins, inlineScripts(page)));
}

/** The CMS page's own policy, when this build has the page (for public/_headers). */
export function builtCmsPagePolicy(settings: Pick<BuildSettings, "cms">, publicDir: string): string | undefined {
  const page = path.join(publicDir, CMS_PAGE_DIR, "index.html");
  if (!settings.cms || !fs.existsSync(page)) return undefined;
  return cmsPagePolicy(settings.cms.origins, inlineScripts(fs.readFileSync(page, "utf8")));
}
