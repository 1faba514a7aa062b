import { consentState, CONFIG_KEY, CONSENT_KEY, type ConsentRecord, type CookieConfig } from "../../src/lib/consent";
import { earlyScriptSource, type BannerDefaults } from "../../src/lib/earlyScript";
import { DRAFT_KEY_PREFIX, getDraft } from "../../src/lib/forms/draft";
import { typedValue } from "../../src/lib/typedValue";

/** Runs the script as the page does: its serialised source, in a fresh document. */
function runEarlyScript(body = ""): void {
  document.documentElement.removeAttribute("data-js");
  document.documentElement.removeAttribute("data-consent-ask");
  document.body.innerHTML = body;
  new Function(earlyScriptSource({ draftPrefix: DRAFT_KEY_PREFIX }))();
}

const early = () => {
  if (!window.__early) throw new Error("the early script did not run");
  return window.__early;
};

const listeners: { type: string; listener: EventListenerOrEventListenerObject; options?: boolean | AddEventListenerOptions }[] = [];
const addWindow = window.addEventListener.bind(window);
const addDocument = document.addEventListener.bind(document);

beforeEach(() => {
  jest.useFakeTimers();
  // Each test runs the script again: the listeners of the last run are taken off first.
  jest.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    listeners.push({ type, listener, options });
    addWindow(type, listener, options);
  });
  jest.spyOn(document, "addEventListener").mockImplementation((type, listener, options) => {
    listeners.push({ type: `document:${type}`, listener, options });
    addDocument(type, listener, options);
  });
});

afterEach(() => {
  for (const { type, listener, options } of listeners.splice(0)) {
    if (type.startsWith("document:")) document.removeEventListener(type.slice(9), listener, options);
    else window.removeEventListener(type, listener, options);
  }
  jest.useRealTimers();
  window.sessionStorage.clear();
  window.localStorage.clear();
  delete window.__early;
});

describe("the page's state", () => {
  it("says JavaScript is loading, then ready when the page has hydrated, or failed when a bundle did not load", () => {
    runEarlyScript();
    expect(document.documentElement.dataset.js).toBe("loading");
    early().hydrated();
    expect(document.documentElement.dataset.js).toBe("ready");

    runEarlyScript();
    early().failed();
    expect(document.documentElement.dataset.js).toBe("failed");
  });
});

describe("starting the bundles", () => {
  it("starts them at the first interaction, once, and at once for a starter that comes after it", () => {
    runEarlyScript();
    const start = jest.fn();
    early().onInteraction(start);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("pointerdown"));
    window.dispatchEvent(new Event("keydown"));
    expect(start).toHaveBeenCalledTimes(1);

    const late = jest.fn();
    early().onInteraction(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it.each(["touchstart", "keydown", "focusin"])("counts %s as an interaction", (type) => {
    runEarlyScript();
    const start = jest.fn();
    early().onInteraction(start);
    window.dispatchEvent(new Event(type));
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe("clicks before hydration", () => {
  const controls = `<div id="box" data-needs-js=""><button id="next" type="button">Next</button><span id="text">text</span></div><button id="other" type="button">Other</button>`;

  it("holds a click on a control that needs JavaScript, shows it is busy, and replays it once the control is ready", () => {
    runEarlyScript(controls);
    const start = jest.fn();
    early().onInteraction(start);
    const next = document.getElementById("next") as HTMLButtonElement;
    const pressed = jest.fn();
    next.addEventListener("click", pressed);

    next.click();
    expect(pressed).not.toHaveBeenCalled();
    expect(next).toHaveAttribute("aria-busy", "true");
    // The click starts the bundles, even before the load event.
    expect(start).toHaveBeenCalledTimes(1);

    early().ready(document.getElementById("box") as HTMLElement);
    expect(next).not.toHaveAttribute("aria-busy");
    jest.runAllTimers();
    expect(pressed).toHaveBeenCalledTimes(1);

    // Once ready, clicks go straight through.
    next.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it("replays a control's click once, however often it was pressed", () => {
    runEarlyScript(controls);
    const next = document.getElementById("next") as HTMLButtonElement;
    const pressed = jest.fn();
    next.addEventListener("click", pressed);
    next.click();
    next.click();
    early().ready(document.getElementById("box") as HTMLElement);
    jest.runAllTimers();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("leaves alone clicks elsewhere and on what is not a control", () => {
    runEarlyScript(controls);
    const other = jest.fn();
    const text = jest.fn();
    document.getElementById("other")?.addEventListener("click", other);
    document.getElementById("text")?.addEventListener("click", text);
    document.getElementById("other")?.click();
    document.getElementById("text")?.click();
    expect(other).toHaveBeenCalledTimes(1);
    expect(text).toHaveBeenCalledTimes(1);
  });

  it("gives held clicks the browser's own behaviour when a bundle fails, and holds nothing after", () => {
    runEarlyScript(controls);
    const next = document.getElementById("next") as HTMLButtonElement;
    const pressed = jest.fn();
    next.addEventListener("click", pressed);
    next.click();
    early().failed();
    jest.runAllTimers();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(next).not.toHaveAttribute("aria-busy");
    next.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it("never lets the browser send a form that needs JavaScript before it hydrates, and after a failure only one with an action", () => {
    runEarlyScript(`<form id="email" data-needs-js=""></form><form id="netlify" data-needs-js="" action="/contact/thanks/" method="post"></form>`);
    const submit = (id: string) => {
      const event = new Event("submit", { cancelable: true, bubbles: true });
      document.getElementById(id)?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit("email")).toBe(true);
    expect(submit("netlify")).toBe(true);
    early().failed();
    expect(submit("email")).toBe(true);
    expect(submit("netlify")).toBe(false);
  });
});

describe("typing before hydration", () => {
  const form = `
    <form data-draft="quote" data-needs-js="">
      <input name="name" /><textarea name="message"></textarea>
      <select name="sector"><option value="">Choose</option><option value="Taxis">Taxis</option></select>
      <input type="checkbox" name="consent" value="yes" />
      <input type="radio" name="preference" value="stock" /><input type="radio" name="preference" value="both" />
      <input name="homepage" data-no-draft="" /><input type="hidden" name="form-name" value="quote" />
    </form>`;
  const field = <T extends HTMLElement>(name: string, value?: string) =>
    document.querySelector<T>(value ? `[name="${name}"][value="${value}"]` : `[name="${name}"]`) as T;
  const type = (name: string, value: string) => {
    const element = field<HTMLInputElement>(name);
    element.value = value;
    element.dispatchEvent(new Event("input", { bubbles: true }));
  };
  const tick = (name: string, value?: string) => {
    const element = field<HTMLInputElement>(name, value);
    element.checked = !element.checked || element.type === "radio";
    element.dispatchEvent(new Event("change", { bubbles: true }));
  };

  it("saves every kind of field into the draft the form reads, leaving out the bot trap and hidden fields", () => {
    runEarlyScript(form);
    type("name", "Jo & Co = 100% #1 + more");
    type("message", "Line one & two\nLine 3 £5 😀");
    const sector = field<HTMLSelectElement>("sector");
    sector.value = "Taxis";
    sector.dispatchEvent(new Event("change", { bubbles: true }));
    tick("consent");
    tick("preference", "both");
    type("homepage", "http://spam.example");
    expect(getDraft("quote")).toEqual({
      name: "Jo & Co = 100% #1 + more",
      message: "Line one & two\nLine 3 £5 😀",
      sector: "Taxis",
      consent: "yes",
      preference: "both",
    });
    expect(document.querySelector("form")).toHaveAttribute("data-edited");
  });

  it("keeps the rest of an earlier draft and drops a field that is emptied or unticked", () => {
    window.sessionStorage.setItem(`${DRAFT_KEY_PREFIX}quote`, JSON.stringify({ name: "Earlier", message: "Kept from before" }));
    runEarlyScript(form);
    type("name", "");
    tick("consent");
    tick("consent");
    expect(getDraft("quote")).toEqual({ message: "Kept from before" });
  });

  it("stops once the form has hydrated (React keeps the draft from then on)", () => {
    runEarlyScript(form);
    early().ready(document.querySelector("form") as HTMLFormElement);
    type("name", "After hydration");
    expect(getDraft("quote")).toEqual({});
  });

  it("puts a draft kept earlier in the visit back into the fields before hydration", () => {
    window.sessionStorage.setItem(`${DRAFT_KEY_PREFIX}quote`, JSON.stringify({ name: "Jane", sector: "Taxis", consent: "yes", preference: "stock" }));
    runEarlyScript(form);
    // In a task of its own, after the one that parsed the page.
    expect(field<HTMLInputElement>("name").value).toBe("");
    jest.runOnlyPendingTimers();
    expect(field<HTMLInputElement>("name").value).toBe("Jane");
    expect(field<HTMLSelectElement>("sector").value).toBe("Taxis");
    expect(field<HTMLInputElement>("consent").checked).toBe(true);
    expect(field<HTMLInputElement>("preference", "stock").checked).toBe(true);
    expect(field<HTMLInputElement>("preference", "both").checked).toBe(false);
  });

  it("remembers what was typed into any form, draft or not, until the page hydrates, for a text area React resets", () => {
    runEarlyScript(`<form><textarea name="bannerText">From the data file</textarea><input name="askAgainDays" value="180" /></form>`);
    const textarea = document.querySelector("textarea") as HTMLTextAreaElement;
    textarea.value = "Typed by staff";
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
    // What React does to a text area when it hydrates: back to the server's text.
    textarea.value = textarea.defaultValue;
    const form = document.querySelector("form") as HTMLFormElement;
    expect(early().typed(textarea)).toBe("Typed by staff");
    expect(typedValue(form, "bannerText")).toBe("Typed by staff");
    expect(typedValue(form, "askAgainDays")).toBeNull();
    early().hydrated();
    textarea.value = "After hydration";
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
    expect(early().typed(textarea)).toBe("Typed by staff");
  });

  it("survives corrupt and refused storage: the typing stays in the field", () => {
    window.sessionStorage.setItem(`${DRAFT_KEY_PREFIX}quote`, "{not json");
    runEarlyScript(form);
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    expect(() => type("name", "Jane")).not.toThrow();
    expect(field<HTMLInputElement>("name").value).toBe("Jane");
  });
});

describe("the cookie banner before hydration", () => {
  const defaults: BannerDefaults = { consentKey: CONSENT_KEY, configKey: CONFIG_KEY, revision: 3, showBanner: true, askAgainDays: 180 };
  const config: CookieConfig = { revision: 3, showBanner: true, askAgainDays: 180, bannerText: "b", necessaryText: "n", analyticsText: "a", marketingText: "m" };
  const now = Date.parse("2026-11-23T12:00:00Z");
  const day = 24 * 60 * 60 * 1000;
  const record = (daysAgo: number, revision = 3): ConsentRecord => ({
    necessary: true,
    analytics: true,
    marketing: false,
    decidedAt: new Date(now - daysAgo * day).toISOString(),
    revision,
  });

  const cases: [string, ConsentRecord | null, CookieConfig | null, boolean, boolean][] = [
    ["no choice stored", null, null, false, true],
    ["a current choice", record(10), null, false, false],
    ["a choice on older texts", record(10, 2), null, false, true],
    ["a choice older than the days to ask again after", record(181), null, false, true],
    ["a choice dated in the future", record(-3), null, false, true],
    ["the banner switched off on the cookie manager", null, { ...config, showBanner: false }, false, false],
    ["a shorter time on the cookie manager", record(40), { ...config, askAgainDays: 30 }, false, true],
    ["cookie manager settings on older texts", record(40), { ...config, revision: 2, askAgainDays: 30 }, false, false],
    ["Global Privacy Control", null, null, true, false],
  ];

  it.each(cases)("with %s, shows the banner as consentState decides", (_name, stored, storedConfig, gpc, ask) => {
    jest.setSystemTime(now);
    Object.defineProperty(navigator, "globalPrivacyControl", { value: gpc, configurable: true });
    if (stored) window.localStorage.setItem(CONSENT_KEY, JSON.stringify(stored));
    if (storedConfig) window.localStorage.setItem(CONFIG_KEY, JSON.stringify(storedConfig));
    runEarlyScript();
    early().banner(defaults);
    jest.runOnlyPendingTimers();
    const inForce = storedConfig && storedConfig.revision >= config.revision ? storedConfig : config;
    expect(consentState(stored, inForce, now, gpc).ask).toBe(ask);
    expect(document.documentElement.hasAttribute("data-consent-ask")).toBe(ask);
    Object.defineProperty(navigator, "globalPrivacyControl", { value: undefined, configurable: true });
  });

  it("asks when what is stored is corrupt", () => {
    window.localStorage.setItem(CONSENT_KEY, "{broken");
    window.localStorage.setItem(CONFIG_KEY, "[]");
    runEarlyScript();
    early().banner(defaults);
    jest.runOnlyPendingTimers();
    expect(document.documentElement).toHaveAttribute("data-consent-ask");
  });
});

describe("the source that goes into the page", () => {
  it("cannot close its <script> element and carries no comments", () => {
    const source = earlyScriptSource({ draftPrefix: "</script><script>alert(1)//" });
    expect(source).not.toMatch(/<\/script/i);
    expect(source.split("\n").some((line) => line.trim().startsWith("//"))).toBe(false);
  });
});
