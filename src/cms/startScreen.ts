/**
 * The CMS's page paints before any script has run: its HTML holds Decap's login screen (or, for an editor
 * already signed in, a frame of the CMS), written by the build (src/node/cms/startScreen.ts), over the empty
 * #nc-root Decap renders into. Two scripts keep it honest:
 *
 * - cmsEarlyScript, inline in <head> (hashed in the page's policy), picks what the page shows before the first
 *   paint: the local backend's login where Decap will look for decap-server, the frame when a signed-in user is
 *   stored, and it holds a tap on Login that comes before Decap is ready (the button says it is getting ready).
 *   If a script fails to load, the page says so.
 * - takeOver, in the CMS's bundle, removes the start screen in the same frame as Decap's own screen appears (a
 *   MutationObserver's callback runs before the browser paints), so nothing flashes or moves; a held tap then
 *   signs in.
 *
 * cmsEarlyScript is serialised with Function.prototype.toString, so it must not use anything from outside
 * itself and sticks to syntax no build step rewrites into helper calls (no spread, no optional chaining, no for-of).
 */

/** The start screen's element, the attributes on <html> that say what it shows, and the status it fills in. */
export const START = {
  id: "cms-start",
  /** <html data-cms-start="login" | "app" | "editor">: present until Decap has taken over. */
  screen: "data-cms-start",
  /** <html data-cms-local>: the login of the local backend (decap-server), which Decap tries on these hosts. */
  local: "data-cms-local",
  /** <html data-cms-login="waiting">: Login was tapped before Decap was ready. */
  login: "data-cms-login",
  /** <html data-cms-failed>: one of the CMS's scripts did not load. */
  failed: "data-cms-failed",
  /** The start screen's Login buttons carry it, with the words for "getting ready" as its value. */
  button: "data-cms-login-button",
  statusId: "cms-start-status",
} as const;

export interface EarlyOptions {
  /** Where Decap keeps the signed-in user (decap-cms-core's backend.js). */
  userKey: string;
  /** Host names on which Decap looks for its local backend (decap-cms-core's actions/config.js). */
  localHosts: readonly string[];
}

/**
 * The early script. Storage refused (a private window, a policy) leaves the login screen, as Decap will show.
 * Its comments are here, not in its body, which goes into the page as it is written.
 */
export function cmsEarlyScript(options: EarlyOptions, names: typeof START): void {
  const root = document.documentElement;
  // Whether Login was tapped before Decap was ready: left for the CMS on <html> (names.login), not on window.
  const state = { login: false };
  let screen = "login";
  try {
    if (window.localStorage.getItem(options.userKey)) screen = /^#\/collections\/[^/]+\/(entries\/|new)/.test(window.location.hash) ? "editor" : "app";
  } catch {
    screen = "login";
  }
  root.setAttribute(names.screen, screen);
  if (options.localHosts.indexOf(window.location.hostname) >= 0) root.setAttribute(names.local, "");
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target as Element | null;
      const button = target && target.closest ? target.closest("[" + names.button + "]") : null;
      if (!button || state.login || !root.hasAttribute(names.screen)) return;
      state.login = true;
      root.setAttribute(names.login, "waiting");
      const status = document.getElementById(names.statusId);
      if (status) status.textContent = button.getAttribute(names.button);
    },
    true,
  );
  window.addEventListener(
    "error",
    (event) => {
      const target = event.target as Element | null;
      if (target && target.tagName === "SCRIPT") root.setAttribute(names.failed, "");
    },
    true,
  );
}

/** The inline script's text: the function above, called with its options. */
export const earlyScriptText = (options: EarlyOptions): string => `(${cmsEarlyScript.toString()})(${JSON.stringify(options)},${JSON.stringify(START)});`;

const LOADER = '[class*="StyledLoader"]';
const LOGIN_PAGE = 'section[class*="AuthenticationPage"]';

/**
 * Whether Decap shows a screen of its own in `root` (#nc-root), not one of its loaders: its login page, ready
 * to be used (while it checks a stored user it shows the same page with the button disabled: the start screen
 * stays until it knows); the app's header or the entry editor's toolbar; or any other page (an error, not found).
 */
export function decapScreenShown(root: Element): boolean {
  const login = root.querySelector(LOGIN_PAGE);
  if (login) return login.querySelector("button") !== null && login.querySelector("button[disabled]") === null;
  if (root.querySelector('[class*="AppHeader"], [class*="ToolbarContainer"]')) return true;
  return root.querySelector(LOADER) === null && root.querySelector("h1, h2, h3, form, main, section") !== null;
}

/**
 * Hands the page to Decap as soon as it shows a screen of its own, and signs in if Login was tapped before:
 * at once where the login needs no window of its own, and where it does (GitHub's, whose button says
 * `popupLabel`) while the browser still counts the tap (about five seconds); otherwise Decap's button is
 * focused, ready for a second tap. `shown` is called then (or at once on a page without the start screen).
 */
export function takeOver(popupLabel: string, shown: () => void = () => undefined, win: Window & typeof globalThis = window): void {
  const doc = win.document;
  const start = doc.getElementById(START.id);
  const root = doc.getElementById("nc-root");
  if (!start || !root) {
    shown();
    return;
  }
  const done = (): void => {
    observer.disconnect();
    start.remove();
    const tapped = doc.documentElement.getAttribute(START.login) === "waiting";
    for (const name of [START.screen, START.local, START.login]) doc.documentElement.removeAttribute(name);
    shown();
    if (!tapped) return;
    const button = root.querySelector<HTMLButtonElement>(`${LOGIN_PAGE} button`);
    if (!button) return;
    const activation = (win.navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation;
    if (button.textContent?.trim() !== popupLabel || activation?.isActive) button.click();
    else button.focus();
  };
  const observer = new win.MutationObserver(() => {
    if (decapScreenShown(root)) done();
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled"] });
}
