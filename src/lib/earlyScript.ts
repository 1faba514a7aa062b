/**
 * The first script of every page, inline in <head> (gatsby-ssr). It covers the gap between the first paint
 * and hydration, which the bundles only start after the load event (startScripts.ts) and which lasts
 * seconds on a slow phone:
 *
 * - `<html data-js>` says whether JavaScript is "loading", "ready" (hydrated) or "failed" (a bundle did not
 *   load); without the attribute JavaScript is off. CSS shows each state's fallbacks (globalCss.ts).
 * - The first pointerdown, touchstart, keydown or focusin starts the bundles at once, instead of after load.
 * - A click on a control inside `[data-needs-js]` (carousel buttons, cookie banner and settings, form send
 *   buttons) before its component has hydrated is held, the control shows it is busy, and the click is
 *   replayed once the component marks itself ready (`useEarlyReady`). If a bundle fails, held clicks get
 *   the browser's own behaviour and nothing more is held.
 * - What is typed, pasted or autofilled into a `form[data-draft]` before hydration is saved to the form's
 *   draft in session storage, in the format src/lib/forms/draft.ts reads, so hydration keeps it.
 * - A saved draft is put back into the fields as soon as they exist, before hydration.
 * - What is typed into any field before hydration is kept in memory (`typed`), for forms without a draft.
 *
 * It is serialised with Function.prototype.toString, so it must not use anything from outside itself and
 * sticks to syntax no build step rewrites into helper calls (no spread, no optional chaining, no for-of).
 */
export interface EarlyScriptOptions {
  /** Prefix of a form's draft key in session storage (draft.ts). */
  draftPrefix: string;
}

/** What the cookie banner's inline script passes: the storage keys and the data file's settings. */
export interface BannerDefaults {
  consentKey: string;
  configKey: string;
  revision: number;
  showBanner: boolean;
  askAgainDays: number;
}

/** The hooks the page's own code calls. */
export interface EarlyApi {
  /** Calls `start` on the first interaction (at once if there was one already). */
  onInteraction(start: () => void): void;
  /** A bundle failed to load: release held clicks and show the no-script fallbacks. */
  failed(): void;
  /** A component with `data-needs-js` controls has hydrated: replay the clicks held inside it. */
  ready(element: Element): void;
  /** The page has hydrated. */
  hydrated(): void;
  /**
   * What was last typed into a text field or text area before hydration, if anything. React puts a
   * text area back to the server's text when it hydrates it, so forms read what was typed from here.
   */
  typed(field: Element): string | undefined;
  /**
   * Shows the server's cookie banner (`<html data-consent-ask>`) unless a current choice is stored: the
   * rules of consentState (src/lib/consent.ts) in short, checked against it by a unit test. React decides
   * for good once it knows the stored choice.
   */
  banner(defaults: BannerDefaults): void;
}

declare global {
  interface Window {
    __early?: EarlyApi;
  }
}

export function earlyScript(options: EarlyScriptOptions): void {
  const doc = document;
  const root = doc.documentElement;
  root.setAttribute("data-js", "loading");

  const starters: (() => void)[] = [];
  let interacted = false;
  let held: HTMLElement[] = [];

  function interact(): void {
    if (interacted) return;
    interacted = true;
    for (let i = 0; i < starters.length; i++) starters[i]();
  }
  const interactions = ["pointerdown", "touchstart", "keydown", "focusin"];
  for (let i = 0; i < interactions.length; i++) window.addEventListener(interactions[i], interact, { capture: true, passive: true });

  function state(): string | null {
    return root.getAttribute("data-js");
  }

  // A click on a control whose component has not hydrated yet is held and replayed when it has.
  window.addEventListener(
    "click",
    function (event) {
      // Once a bundle has failed nothing will take the click over, so it goes through as it is.
      if (state() === "failed" || !(event.target instanceof Element)) return;
      const box = event.target.closest("[data-needs-js]");
      if (!box || box.hasAttribute("data-js-ready")) return;
      const control = event.target.closest("button, [role='button'], input[type='submit']");
      if (!control || !box.contains(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (held.indexOf(control as HTMLElement) < 0) held.push(control as HTMLElement);
      control.setAttribute("aria-busy", "true");
      interact();
    },
    true,
  );

  // A form that needs JavaScript is never sent by the browser before it has hydrated (its send button's
  // click is held); once the scripts have failed, only a form with somewhere to post to (Netlify's) is.
  doc.addEventListener(
    "submit",
    function (event) {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-needs-js") || form.hasAttribute("data-js-ready")) return;
      if (state() === "failed" && form.getAttribute("action")) return;
      event.preventDefault();
    },
    true,
  );

  function draftKey(form: HTMLFormElement): string {
    return options.draftPrefix + form.getAttribute("data-draft");
  }

  function readDraft(form: HTMLFormElement): Record<string, string> {
    try {
      const value = JSON.parse(window.sessionStorage.getItem(draftKey(form)) || "{}");
      return value && typeof value === "object" ? value : {};
    } catch {
      return {};
    }
  }

  /** A field's value as the form would send it: a checkbox's value only when ticked, a radio group's ticked value. */
  function fieldValue(field: HTMLInputElement): string {
    if (field.type === "radio") {
      const ticked = field.form && (field.form.querySelector("input[type='radio'][name='" + field.name + "']:checked") as HTMLInputElement | null);
      return ticked ? ticked.value : "";
    }
    if (field.type === "checkbox") return field.checked ? field.value : "";
    return field.value;
  }

  function saveField(field: HTMLInputElement): void {
    const form = field.form;
    if (!form || !form.hasAttribute("data-draft") || form.hasAttribute("data-js-ready")) return;
    if (!field.name || field.hasAttribute("data-no-draft") || field.type === "hidden") return;
    const draft = readDraft(form);
    const value = fieldValue(field);
    if (value === "") delete draft[field.name];
    else draft[field.name] = value;
    form.setAttribute("data-edited", "");
    try {
      window.sessionStorage.setItem(draftKey(form), JSON.stringify(draft));
    } catch {
      // Storage refused (private browsing): the value stays in the field, and hydration keeps it (draft.ts adopts the fields).
    }
  }

  // Every field's value as typed before hydration, draft or not (a text area is reset when it hydrates).
  const typed = new WeakMap<Element, string>();

  function onInput(event: Event): void {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLSelectElement) {
      if (state() !== "ready") typed.set(event.target, event.target.value);
      saveField(event.target as HTMLInputElement);
    }
  }
  doc.addEventListener("input", onInput, true);
  doc.addEventListener("change", onInput, true);

  // A draft kept from earlier in the visit goes back into the fields before hydration, not seconds later.
  function restoreDrafts(): void {
    const forms = doc.querySelectorAll("form[data-draft]");
    for (let f = 0; f < forms.length; f++) {
      const form = forms[f] as HTMLFormElement;
      if (form.hasAttribute("data-js-ready") || form.hasAttribute("data-edited")) continue;
      const draft = readDraft(form);
      for (const name in draft) {
        const fields = form.querySelectorAll("[name='" + name.replace(/[^\w-]/g, "") + "']");
        for (let j = 0; j < fields.length; j++) {
          const field = fields[j] as HTMLInputElement;
          if (field.hasAttribute("data-no-draft") || field.type === "hidden") continue;
          if (field.type === "checkbox" || field.type === "radio") field.checked = field.value === draft[name];
          else field.value = draft[name];
        }
      }
    }
  }
  // In a task of its own: the first read of session storage waits on the browser, and inside the parser's
  // task that wait makes a long task longer (Lighthouse counts it four times over, as a phone's CPU).
  function restoreDraftsSoon(): void {
    setTimeout(restoreDrafts, 0);
  }
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", restoreDraftsSoon);
  else restoreDraftsSoon();

  function replay(control: HTMLElement): void {
    control.removeAttribute("aria-busy");
    // After the component's own effects have run, so its handlers see the state it has just set.
    setTimeout(function () {
      if (control.isConnected) control.click();
    }, 0);
  }

  window.__early = {
    onInteraction: function (start) {
      if (interacted) start();
      else starters.push(start);
    },
    failed: function () {
      if (state() !== "loading") return;
      root.setAttribute("data-js", "failed");
      // What was pressed gets the browser's own behaviour now: a Netlify form posts itself; the rest do nothing.
      const pressed = held;
      held = [];
      for (let k = 0; k < pressed.length; k++) replay(pressed[k]);
    },
    ready: function (element) {
      element.setAttribute("data-js-ready", "");
      const waiting: HTMLElement[] = [];
      for (let k = 0; k < held.length; k++) {
        if (element.contains(held[k])) replay(held[k]);
        else waiting.push(held[k]);
      }
      held = waiting;
    },
    hydrated: function () {
      root.setAttribute("data-js", "ready");
    },
    typed: function (field) {
      return typed.get(field);
    },
    banner: function (defaults) {
      // In a task of its own, for the same reason as the drafts: reading local storage the first time waits
      // on the browser. The bar is fixed to the foot of the window, so showing it a moment later moves nothing.
      setTimeout(function () {
        if (shouldAsk(defaults, Date.now())) root.setAttribute("data-consent-ask", "");
      }, 0);
    },
  };

  function stored(key: string): Record<string, unknown> | null {
    try {
      const value = JSON.parse(window.localStorage.getItem(key) || "null");
      return value && typeof value === "object" ? value : null;
    } catch {
      return null;
    }
  }

  function shouldAsk(defaults: BannerDefaults, now: number): boolean {
    const day = 24 * 60 * 60 * 1000;
    let revision = defaults.revision;
    let showBanner = defaults.showBanner;
    let days = defaults.askAgainDays;
    // Settings saved on the cookie manager in this browser count unless the data file has newer texts.
    const config = stored(defaults.configKey);
    if (config && typeof config.revision === "number" && config.revision >= revision && typeof config.showBanner === "boolean" && typeof config.askAgainDays === "number" && config.askAgainDays >= 1) {
      revision = config.revision;
      showBanner = config.showBanner;
      days = config.askAgainDays;
    }
    if (!showBanner || (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true) return false;
    const record = stored(defaults.consentKey);
    if (!record || record.necessary !== true || typeof record.revision !== "number" || record.revision < revision) return true;
    const decidedAt = Date.parse(String(record.decidedAt));
    return !(decidedAt <= now + day && now - decidedAt < days * day);
  }
}

/**
 * The script as it goes into every page: the function without its comments and indentation (the server
 * build does not minify it), called with its options, with nothing that could close the element. A comment
 * stands on a line of its own in the source, but the server build may print it after the code before it
 * (`…;}// A click …`), so one that follows the end of a statement or block goes too. The script holds no
 * string with `// ` in it.
 */
export function earlyScriptSource(options: EarlyScriptOptions): string {
  const code = earlyScript
    .toString()
    .split("\n")
    .map((line) => line.trim().replace(/([;{}),])\/\/ .*$/, "$1"))
    .filter((line) => line !== "" && !line.startsWith("//"))
    .join("\n");
  return `(${code})(${JSON.stringify(options)});`.replace(/<\/(script)/gi, "<\\/$1");
}
