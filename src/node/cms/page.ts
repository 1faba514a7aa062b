import fs from "fs";
import path from "path";
import type { BuildSettings } from "../settings";
import { cmsPagePolicy, nginxCmsPageInclude } from "./headers";

/** The CMS's page is /admin/: this folder of public/. */
export const CMS_PAGE_DIR = "admin";
/** Netlify Identity's invitation and password-reset e-mails, served beside the page (docs/editing-content.md). */
const EMAILS_DIR = "src/node/cms/emails";

const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** The CMS's page: scripts only (no inline code, so the page needs no hashes in its policy), kept out of search engines. */
export function cmsPageHtml(siteName: string, scripts: readonly string[]): string {
  const tags = scripts.map((name) => `    <script src="/${CMS_PAGE_DIR}/${name}" defer></script>`).join("\n");
  return `<!DOCTYPE html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content manager · ${escapeHtml(siteName)}</title>
    <link rel="icon" href="/icon.png" />
${tags}
  </head>
  <body></body>
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

/** Writes /admin/index.html for the scripts of a CMS build, and the headers nginx sends with it. */
export function writeCmsPage(settings: Pick<BuildSettings, "rootDir" | "siteName" | "cms">, publicDir: string, scripts: readonly string[]): void {
  const outDir = path.join(publicDir, CMS_PAGE_DIR);
  fs.writeFileSync(path.join(outDir, "index.html"), cmsPageHtml(settings.siteName, scripts));
  // Fetched by Netlify from the site. Written with the CMS's page, not from static/: they are not Gatsby pages,
  // whose start-up the build checks.
  fs.cpSync(path.join(settings.rootDir, EMAILS_DIR), path.join(outDir, "emails"), { recursive: true });
  if (!settings.cms) return; // Reported when the build started.
  fs.mkdirSync(path.dirname(nginxCmsPageIncludePath(settings.rootDir)), { recursive: true });
  fs.writeFileSync(nginxCmsPageIncludePath(settings.rootDir), nginxCmsPageInclude(settings.cms.origins));
}

/** The CMS page's own policy, when this build has the page (for public/_headers). */
export function builtCmsPagePolicy(settings: Pick<BuildSettings, "cms">, publicDir: string): string | undefined {
  if (!settings.cms || !fs.existsSync(path.join(publicDir, CMS_PAGE_DIR, "index.html"))) return undefined;
  return cmsPagePolicy(settings.cms.origins);
}
