import fs from "fs";
import path from "path";
import { createRequire } from "module";
import type { DecapBackend } from "../../cms/decapTypes";
import { mergePhrases, messageOverrides } from "../../cms/locale";
import { PHONE_MEDIA } from "../../cms/mobile/styles";
import { START } from "../../cms/startScreen";
import { cmsPackageDir } from "./packages";

/**
 * The CMS page's start screen (src/cms/startScreen.ts says how it is shown and handed over): Decap's login
 * screen as Decap 3.16 draws it, element for element and rule for rule (decap-cms-ui-default's
 * AuthenticationPage, LoginButton, GoBackButton and global styles; the backends' buttons), so that when
 * Decap's own appears in its place nothing changes on screen; e2e/cms-start.spec.ts compares the two, pixel for
 * pixel, and fails when a Decap upgrade draws its screen differently. Its words are Decap's English phrases
 * with the site's own laid over them (src/cms/locale.ts), as the CMS itself shows them.
 */

type Phrases = { [key: string]: string | Phrases };

/** Decap's English phrases with the site's overrides: what the CMS says (src/cms/decap.ts registers the same). */
export function cmsPhrases(rootDir: string): Phrases {
  // decap-cms-locales publishes its English as an ES module; Node loads it (require of an ES module).
  const file = path.join(cmsPackageDir(rootDir, "decap-cms-locales"), "dist", "esm", "en", "index.js");
  const en = (createRequire(__filename)(file) as { default: Phrases }).default;
  return mergePhrases(en, messageOverrides);
}

/** A phrase by its dotted key; a missing one stops the build, naming it (a Decap upgrade that renamed it). */
export function phrase(phrases: Phrases, key: string): string {
  let value: string | Phrases | undefined = phrases;
  for (const part of key.split(".")) value = typeof value === "object" ? value[part] : undefined;
  if (typeof value !== "string") throw new Error(`The CMS's phrases have no "${key}" (decap-cms-locales' English and src/cms/locale.ts).`);
  return value;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

// Decap's icons as its Icon component draws them (decap-cms-ui-default, MIT): the arrow of "Go back to site",
// GitHub's mark on its login button, and Decap's logo at the foot of the page when the site has a logo of its own.
const ARROW_ICON = '<svg viewBox="0 0 24 24"><path fill="#313D3E" d="m10.506 19.916 1.903-1.953-4.744-4.67H21.31V10.55H7.665l4.744-4.682-1.903-1.953-7.95 8z"></path></svg>';
const GITHUB_ICON =
  '<svg width="32" height="32" viewBox="0 0 16 16"><path fill-rule="evenodd" d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.013 8.013 0 0 0 16 8c0-4.42-3.58-8-8-8z"></path></svg>';
const DECAP_LOGO =
  '<svg width="335" height="90" viewBox="0 0 335 90" fill="none" xmlns="http://www.w3.org/2000/svg"><path d="M30.73.15 0 2.95l3.67 40.21 20.03-1.83-1.99-21.86 10.71-.98c10.61-.97 19.14 7.53 20.29 20.19l19.67-1.79C70.34 14.72 51.64-1.75 30.73.15ZM73.61 49.51c0 12.72-7.73 21.95-18.37 21.95H44.49V49.47H24.38v40.42h30.86c21.02 0 38.12-18.11 38.12-40.38v-.04H73.61v.04Z" fill="#FF0082" class="no-fill"></path><path d="M131.65 23.71h20.01c14.41 0 24.29 9.09 24.29 23.06 0 13.97-9.88 23.06-24.29 23.06h-20.01V23.71Zm19.51 37.35c8.75 0 14.47-5.47 14.47-14.29s-5.73-14.29-14.47-14.29h-9.31v28.59h9.31v-.01ZM207.61 58.69l5.22 5.93c-3.15 3.75-7.87 5.73-13.97 5.73-11.7 0-19.32-7.71-19.32-18.25s7.68-18.25 18.12-18.25c9.56 0 17.43 6.59 17.49 17.92l-25.04 5.07c1.45 3.49 4.59 5.27 9 5.27 3.59 0 6.17-1.12 8.5-3.43v.01Zm-18.44-7.64 16.49-3.36c-.94-3.62-3.9-6.06-7.99-6.06-4.91 0-8.31 3.43-8.5 9.42ZM218.25 52.1c0-10.67 7.87-18.25 18.88-18.25 7.11 0 12.71 3.23 15.17 9.02l-7.61 4.28c-1.83-3.36-4.53-4.87-7.61-4.87-4.97 0-8.87 3.62-8.87 9.81s3.9 9.81 8.87 9.81c3.08 0 5.79-1.45 7.61-4.87l7.61 4.35c-2.45 5.67-8.05 8.96-15.17 8.96-11.01 0-18.88-7.58-18.88-18.25v.01ZM290.93 34.38v35.44h-9.38v-4.08c-2.45 3.1-6.04 4.61-10.57 4.61-9.57 0-16.93-7.11-16.93-18.25s7.36-18.25 16.93-18.25c4.15 0 7.68 1.38 10.13 4.28v-3.75h9.82ZM281.3 52.1c0-6.13-3.78-9.81-8.62-9.81S264 45.98 264 52.1c0 6.12 3.78 9.81 8.68 9.81s8.62-3.69 8.62-9.81ZM334.54 52.1c0 11.13-7.36 18.25-16.86 18.25-4.22 0-7.68-1.38-10.19-4.28V82.6h-9.82V34.38h9.38v4.08c2.45-3.1 6.1-4.61 10.63-4.61 9.5 0 16.86 7.11 16.86 18.25Zm-9.94 0c0-6.13-3.71-9.81-8.62-9.81-4.91 0-8.62 3.69-8.62 9.81 0 6.12 3.71 9.81 8.62 9.81 4.91 0 8.62-3.69 8.62-9.81Z" fill="#000" class="no-fill"></path></svg>';

/** What the start screen is drawn from. */
export interface StartScreenInput {
  phrases: Phrases;
  /** The backend the build configured (cms.config.json); decap-server's login is drawn too, for local editing. */
  backend: DecapBackend;
  /** The configuration's logo_url and the picture's own size, when the build can read it (an SVG's width and height). */
  logo?: { url: string; width?: number; height?: number };
  /** The configuration's site_url: Decap's "Go back to site" link. */
  siteUrl?: string;
}

/** The width and height an SVG file states, for the start screen's logo to take its place before it loads. */
export function svgSize(file: string): { width: number; height: number } | undefined {
  if (!fs.existsSync(file)) return undefined;
  const tag = /<svg\b[^>]*>/.exec(fs.readFileSync(file, "utf8"))?.[0] ?? "";
  const width = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(tag)?.[1]);
  const height = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(tag)?.[1]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** The label of the configured backend's login button, as Decap's page for it says it. */
function loginLabel(backend: DecapBackend, phrases: Phrases): string {
  if (backend.name === "github") return phrase(phrases, "auth.loginWithGitHub");
  return "auth_type" in backend ? phrase(phrases, "auth.login") : phrase(phrases, "auth.loginWithNetlifyIdentity");
}

/** One of Decap's login pages: the logo, the button, the link back to the site; GitHub's also Decap's logo at its foot. */
function loginPage(kind: "backend" | "local", input: StartScreenInput): string {
  const { phrases, logo, siteUrl, backend } = input;
  const github = kind === "backend" && backend.name === "github";
  const waiting = escapeHtml(phrase(phrases, "site.page.gettingReady"));
  const size = logo?.width && logo.height ? ` width="${logo.width}" height="${logo.height}"` : "";
  const logoHtml = logo ? `<span class="cms-start-logo"><img alt="Logo" src="${escapeHtml(logo.url)}"${size}></span>` : "";
  const label = kind === "local" ? phrase(phrases, "auth.login") : loginLabel(backend, phrases);
  const icon = github ? `<span class="cms-start-icon cms-start-github">${GITHUB_ICON}</span>` : "";
  const button = `<button type="button" class="cms-start-button" ${START.button}="${waiting}">${icon}<span class="cms-start-label">${escapeHtml(label)}</span><span class="cms-start-waiting">${waiting}</span></button>`;
  const back = siteUrl
    ? `<a href="${escapeHtml(siteUrl)}" class="cms-start-back"><span class="cms-start-icon cms-start-arrow">${ARROW_ICON}</span><p>${escapeHtml(phrase(phrases, "ui.default.goBackToSite"))}</p></a>`
    : "";
  const credit = github && logo ? `<span class="cms-start-icon cms-start-credit">${DECAP_LOGO}</span>` : "";
  // A <div> where Decap has a <section>: it draws the same, and a section with no heading is a validator's warning.
  return `<div class="cms-start-login" data-login="${kind}"${github ? " data-github" : ""}>${logoHtml}${button}${back}${credit}</div>`;
}

/**
 * The start screen's HTML: both login pages (the configured backend's, and decap-server's, which the early
 * script picks on the hosts where Decap looks for it), the frame shown to a signed-in editor, what is said when
 * JavaScript is off or a script did not load, and the live region that says Login is getting ready.
 */
export function startScreenHtml(input: StartScreenInput): string {
  const { phrases } = input;
  return [
    `<div id="${START.id}">`,
    loginPage("backend", input),
    loginPage("local", input),
    '<div class="cms-start-frame"><div class="cms-start-bar"></div></div>',
    `<noscript><p class="cms-start-note">${escapeHtml(phrase(phrases, "site.page.noScript"))}</p></noscript>`,
    `<p class="cms-start-note cms-start-failed" role="alert">${escapeHtml(phrase(phrases, "site.page.loadFailed"))}</p>`,
    `<p id="${START.statusId}" class="cms-start-status" role="status"></p>`,
    "</div>",
  ].join("");
}

const FONT = 'system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif,"Apple Color Emoji","Segoe UI Emoji","Segoe UI Symbol"';
const html = (state: string): string => `html[${state}]`;

/**
 * The start screen's styles: Decap's global styles that the login page shows (the same rules Decap adds, so they
 * change nothing when it does), its login page's, and which of the start screen's parts each state shows.
 */
export function startScreenCss(): string {
  const s = START;
  return [
    // Decap's global styles (decap-cms-ui-default, GlobalStyles).
    "*,::before,::after{box-sizing:border-box}",
    // Decap's text colour as the CMS's contrast sheet sets it (src/cms/a11y/styles.ts, TEXT), so that its screen and this one match.
    `body{font-family:${FONT};font-weight:normal;background-color:#eff0f4;color:#5d626f;margin:0}`,
    // The start screen lies over #nc-root, which Decap fills unseen until its own screen is ready.
    `#${s.id}{position:fixed;inset:0;z-index:2147483647;background-color:#eff0f4;overflow:hidden}`,
    `${html(s.screen)} #nc-root{visibility:hidden}`,
    // Unseen until all of it is parsed (its status comes last): a busy browser paints a page it is still parsing,
    // and the login page, centred, moved up by half the height of what came after (the button's words, the link
    // back to the site). The page's background is the start screen's, so until then the page is plainly empty.
    `#${s.id}:not(:has(> #${s.statusId})){visibility:hidden}`,
    `#${s.id} p{font-family:${FONT};color:#313d3e;font-size:15px;line-height:1.5;margin-top:0}`,
    `#${s.id} a,#${s.id} button{font-size:14px;font-weight:500}`,
    `#${s.id} a{color:#5d626f;text-decoration:none}`,
    `#${s.id} button{font-family:inherit}`,
    `#${s.id} img{max-width:100%}`,
    // AuthenticationPage: the page, the logo, the login button, the link back to the site, Decap's logo.
    ".cms-start-login{display:flex;flex-flow:column nowrap;align-items:center;justify-content:center;height:100vh}",
    ".cms-start-login[data-github]{gap:50px}",
    ".cms-start-logo{width:300px;height:auto;text-align:center;margin-bottom:1rem}",
    ".cms-start-button{border:0;border-radius:5px;cursor:pointer;box-shadow:0 4px 12px 0 rgba(68,74,87,.15),0 1px 3px 0 rgba(68,74,87,.25);height:36px;line-height:36px;font-weight:500;background-color:#313d3e;color:#fff;padding:0 30px;margin-top:0;display:flex;align-items:center;position:relative}",
    ".cms-start-login[data-github] .cms-start-button{padding:0 12px}",
    ".cms-start-button:focus,.cms-start-button:hover{color:#fff;background-color:#555a65}",
    ".cms-start-icon{display:inline-block;line-height:0;width:18px;height:18px;transform:rotate(0deg)}",
    ".cms-start-icon svg{width:100%;height:100%}",
    ".cms-start-icon path:not(.no-fill){fill:currentcolor}",
    ".cms-start-github{width:24px;height:24px;margin-right:18px}",
    ".cms-start-back{display:flex;align-items:center;margin-top:50px;padding:10px;font-size:14px}",
    `#${s.id} .cms-start-back p{color:#5d626f;margin:0 10px}`,
    // On a phone the CMS's phone stylesheet makes both 44 px tall, big enough for a finger (src/cms/mobile/styles.ts).
    `@media ${PHONE_MEDIA}{.cms-start-button{height:44px;line-height:44px}.cms-start-back{min-height:44px}}`,
    ".cms-start-credit{width:100px;height:100px;color:#c4c6d2;position:absolute;bottom:10px}",
    // Which login: the configured backend's, or decap-server's where Decap looks for it.
    `.cms-start-login[data-login=local],${html(s.local)} .cms-start-login[data-login=backend]{display:none}`,
    `${html(s.local)} .cms-start-login[data-login=local]{display:flex}`,
    // A signed-in editor sees a frame of the CMS: its header bar, or the entry editor's toolbar.
    ".cms-start-frame{display:none}",
    `${html(`${s.screen}=app`)} .cms-start-frame,${html(`${s.screen}=editor`)} .cms-start-frame{display:block}`,
    `${html(`${s.screen}=app`)} #${s.id} .cms-start-login,${html(`${s.screen}=editor`)} #${s.id} .cms-start-login{display:none}`,
    ".cms-start-bar{height:var(--cms-start-bar,57px);background-color:#fff;box-shadow:0 2px 6px 0 rgba(68,74,87,.05),0 1px 3px 0 rgba(68,74,87,.1)}",
    `${html(`${s.screen}=editor`)} .cms-start-bar{height:66px;box-shadow:0 2px 6px 0 rgba(68,74,87,.05),0 1px 3px 0 rgba(68,74,87,.1),0 2px 54px rgba(0,0,0,.1)}`,
    // Login tapped before Decap was ready: the button says it is getting ready.
    ".cms-start-waiting{display:none}",
    `${html(`${s.login}=waiting`)} .cms-start-label{display:none}`,
    `${html(`${s.login}=waiting`)} .cms-start-waiting{display:inline}`,
    `${html(`${s.login}=waiting`)} .cms-start-button{cursor:progress}`,
    // Without JavaScript, or when a script did not load: said above the login page.
    ".cms-start-note{position:absolute;top:16px;left:16px;right:16px;margin:0;padding:12px 16px;border-radius:5px;background-color:#fcefea;text-align:center}",
    `.cms-start-failed{display:none}`,
    `${html(s.failed)} .cms-start-failed{display:block}`,
    `.cms-start-status{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;margin:0}`,
  ].join("\n");
}
