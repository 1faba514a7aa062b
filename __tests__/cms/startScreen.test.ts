import path from "path";
import { earlyScriptText, START, takeOver } from "../../src/cms/startScreen";
import { cmsPhrases, phrase, startScreenCss, startScreenHtml } from "../../src/node/cms/startScreen";

/**
 * The CMS page's start screen in a browser's document: what the inline script (as the page carries it) shows
 * before Decap has started, a tap on Login before then, and the hand-over to Decap's own screen.
 */

const root = path.join(__dirname, "..", "..");
const phrases = cmsPhrases(root);
const words = {
  login: phrase(phrases, "auth.login"),
  github: phrase(phrases, "auth.loginWithGitHub"),
  waiting: phrase(phrases, "site.page.gettingReady"),
};
const html = document.documentElement;
const styles = document.createElement("style");
styles.textContent = startScreenCss();
document.head.append(styles);

/** The page as the build writes it (GitHub backend), then its inline script run, as the browser would. */
function openPage(hash = ""): void {
  for (const name of Object.values(START)) if (name.startsWith("data-")) html.removeAttribute(name);
  document.body.innerHTML = `${startScreenHtml({ phrases, backend: { name: "github", repo: "a/b", branch: "main" }, logo: { url: "/logo.svg", width: 180, height: 44 }, siteUrl: "https://www.example.com" })}<div id="nc-root"></div>`;
  window.history.replaceState(null, "", `/admin/${hash}`);
  // The page's inline script, as written into it.
  new Function(earlyScriptText({ userKey: "decap-cms-user", localHosts: ["localhost", "127.0.0.1"] }))();
}

/** Decap's login page as it renders it into #nc-root: a section labelled AuthenticationPage and its button. */
function decapLogin(label: string, disabled: boolean): HTMLButtonElement {
  const root = document.getElementById("nc-root") as HTMLElement;
  root.innerHTML = `<div><div class="Toastify"></div><section class="css-1-StyledAuthenticationPage"><button class="css-2-LoginButton"${disabled ? " disabled" : ""}>${label}</button></section></div>`;
  return root.querySelector("button") as HTMLButtonElement;
}

const visibleLogins = (): string[] =>
  [...document.querySelectorAll<HTMLElement>(`#${START.id} .cms-start-login`)].filter((page) => getComputedStyle(page).display !== "none").map((page) => page.dataset.login ?? "");
const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => localStorage.clear());

describe("before Decap has started", () => {
  it("shows the login, decap-server's on the hosts where Decap looks for it, and the configured backend's words", () => {
    openPage();
    expect(html.getAttribute(START.screen)).toBe("login");
    // jsdom's page is on localhost: Decap will look for its local backend there.
    expect(html.hasAttribute(START.local)).toBe(true);
    const buttons = [...document.querySelectorAll(`[${START.button}]`)].map((button) => button.querySelector(".cms-start-label")?.textContent);
    expect(buttons).toEqual([words.github, words.login]);
  });

  it("shows a signed-in editor a frame of the CMS, the entry editor's for an entry's address", () => {
    localStorage.setItem("decap-cms-user", JSON.stringify({ token: "t", backendName: "proxy" }));
    openPage("#/collections/sectors");
    expect(html.getAttribute(START.screen)).toBe("app");
    expect(visibleLogins()).toEqual([]);
    expect(getComputedStyle(document.querySelector(".cms-start-frame") as Element).display).toBe("block");
    openPage("#/collections/sectors/entries/aviation");
    expect(html.getAttribute(START.screen)).toBe("editor");
    openPage("#/collections/sectors/new");
    expect(html.getAttribute(START.screen)).toBe("editor");
  });

  it("holds a tap on Login and says it is getting ready", () => {
    openPage();
    const button = document.querySelector<HTMLButtonElement>(`[data-login=local] [${START.button}]`) as HTMLButtonElement;
    button.click();
    expect(html.getAttribute(START.login)).toBe("waiting");
    expect(document.getElementById(START.statusId)).toHaveTextContent(words.waiting);
    expect(button.querySelector(".cms-start-waiting")).toHaveTextContent(words.waiting);
  });

  it("says so when one of the CMS's scripts does not load", () => {
    openPage();
    const script = document.createElement("script");
    document.head.append(script);
    script.dispatchEvent(new Event("error"));
    expect(html.hasAttribute(START.failed)).toBe(true);
    script.remove();
  });
});

describe("when Decap shows its own screen", () => {
  it("keeps the start screen while Decap checks a stored user (its login disabled), then hands over and signs in a held tap", async () => {
    openPage();
    const shown = jest.fn();
    takeOver(words.github, shown);
    (document.querySelector(`[data-login=local] [${START.button}]`) as HTMLButtonElement).click();
    const loading = decapLogin(words.login, true);
    const clicks = jest.fn();
    loading.addEventListener("click", clicks);
    await flush();
    expect(document.getElementById(START.id)).not.toBeNull();
    expect(shown).not.toHaveBeenCalled();
    loading.removeAttribute("disabled");
    await flush();
    expect(document.getElementById(START.id)).toBeNull();
    // Then the CMS fetches what later screens need (the previews), once.
    expect(shown).toHaveBeenCalledTimes(1);
    expect([START.screen, START.local, START.login].filter((name) => html.hasAttribute(name))).toEqual([]);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("leaves GitHub's login, which opens a window, for a second tap once the browser no longer counts the first", async () => {
    openPage();
    takeOver(words.github);
    (document.querySelector(`[data-login=backend] [${START.button}]`) as HTMLButtonElement).click();
    const button = decapLogin(words.github, false);
    const clicks = jest.fn();
    button.addEventListener("click", clicks);
    await flush();
    expect(document.getElementById(START.id)).toBeNull();
    expect(clicks).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it("hands over to the CMS itself, and to an error page, but not to a loader", async () => {
    openPage();
    takeOver(words.github);
    const root = document.getElementById("nc-root") as HTMLElement;
    root.innerHTML = '<div class="css-3-StyledLoader"><h1>Loading configuration...</h1></div>';
    await flush();
    expect(document.getElementById(START.id)).not.toBeNull();
    root.innerHTML = '<div class="css-4-AppHeader"></div>';
    await flush();
    expect(document.getElementById(START.id)).toBeNull();

    openPage();
    takeOver(words.github);
    (document.getElementById("nc-root") as HTMLElement).innerHTML = '<div class="css-5-ErrorContainer"><h1>Error loading the CMS configuration</h1></div>';
    await flush();
    expect(document.getElementById(START.id)).toBeNull();
  });
});

it("shows only the configured backend's login to a page on another host", () => {
  openPage();
  html.removeAttribute(START.local);
  expect(visibleLogins()).toEqual(["backend"]);
});
