/**
 * One browser session for the engine journeys, the same to a test whichever engine is behind it: WebKit
 * through WebKitWebDriver (webkit.ts) or Firefox through WebDriver BiDi (firefox.ts). Elements are found
 * in the page by role and accessible name, as a visitor (or a screen reader) names them; what the tests
 * check is read from the page as state (`state`), so the same assertions hold in every engine.
 */

export type EngineName = "webkit" | "firefox";

export type Role =
  | "alert"
  | "banner"
  | "button"
  | "contentinfo"
  | "dialog"
  | "field"
  | "form"
  | "group"
  | "heading"
  | "link"
  | "listitem"
  | "main"
  | "menuitem"
  | "navigation"
  | "region"
  | "status"
  | "switch";

/** An element as a visitor names it: its role, its accessible name (exact text or a pattern), inside another. */
export interface Target {
  role: Role;
  name?: string | RegExp;
  in?: Target;
  /** Extra CSS the element must match, for what a role cannot say (`[aria-roledescription="slide"]`). */
  css?: string;
}

/** A target as it crosses into the page: patterns as source text. */
export interface WireTarget {
  role: Role;
  name?: string | { source: string; flags: string };
  in?: WireTarget;
  css?: string;
}

/** What a target looks like in the page right now. */
export interface ElementState {
  count: number;
  visible: boolean;
  text: string;
  value: string;
  checked: boolean;
  disabled: boolean;
  focused: boolean;
  description: string;
  inViewport: boolean;
  attributes: Record<string, string | null>;
}

export type Key = "Escape" | "Tab" | "Enter";

/** What each engine's driver provides; everything else is built on it. */
export abstract class Session {
  abstract readonly engine: EngineName;

  /** Goes to `url` and returns once the document has been parsed (scripts may still be on their way). */
  abstract navigate(url: string): Promise<void>;
  abstract currentUrl(): Promise<string>;
  /** Runs `fn` in the page with JSON arguments and returns its JSON result. */
  abstract evaluate<R>(fn: (...args: never[]) => R, ...args: unknown[]): Promise<Awaited<R>>;
  /** Clicks the element `find` returns, as a pointer would (the engine's own input events). */
  protected abstract clickFound(target: WireTarget): Promise<void>;
  /** Types `text` into the element, replacing what it holds, as keys would. */
  protected abstract typeFound(target: WireTarget, text: string, replace: boolean): Promise<void>;
  /** Picks the option whose label is `label` in a select element. */
  protected abstract selectFound(target: WireTarget, label: string): Promise<void>;
  abstract press(key: Key): Promise<void>;
  /** Makes the page's viewport `width` x `height` CSS pixels. */
  abstract resize(width: number, height: number): Promise<void>;
  /** Console errors and uncaught exceptions since the last call, for the engines whose driver reports them. */
  abstract takeConsoleErrors(): Promise<string[]>;
  abstract close(): Promise<void>;
  /** A PNG of the viewport, for a failed test's report. */
  abstract screenshot(): Promise<Buffer>;

  /** Before each test: the browser as a visitor's would be (its window active). */
  async prepare(): Promise<void> {}

  click(target: Target): Promise<void> {
    return this.clickFound(wire(target));
  }

  fill(target: Target, text: string): Promise<void> {
    return this.typeFound(wire(target), text, true);
  }

  select(target: Target, label: string): Promise<void> {
    return this.selectFound(wire(target), label);
  }

  state(target: Target, attributes: string[] = []): Promise<ElementState> {
    return this.evaluate(inspect, wire(target) as never, attributes as never);
  }

  /** The page's local or session storage entry, parsed. */
  stored(key: string, area: "local" | "session" = "local"): Promise<unknown> {
    return this.evaluate(
      (k: string, a: string) => {
        const value = (a === "local" ? window.localStorage : window.sessionStorage).getItem(k);
        return value === null ? null : (JSON.parse(value) as unknown);
      },
      key as never,
      area as never,
    );
  }

  hydrated(): Promise<boolean> {
    return this.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));
  }

}

/**
 * An expression that calls `fn` with `args` in the page, with the helpers below in scope. Both drivers
 * send scripts as text, so this is the one way a test's code reaches the page.
 */
export function pageExpression(fn: (...args: never[]) => unknown, args: unknown[]): string {
  const helpers = [find, accessibleName, matches, isVisible, inspect].map((helper) => helper.toString()).join("\n");
  return `(function () {\n${helpers}\nreturn (${fn.toString()}).apply(null, ${JSON.stringify(args)});\n})()`;
}

/** An expression for the element a target names (null when there is none). */
export function elementExpression(target: WireTarget): string {
  return pageExpression(find as (...args: never[]) => unknown, [target]);
}

function wire(target: Target): WireTarget {
  const name = target.name instanceof RegExp ? { source: target.name.source, flags: target.name.flags } : target.name;
  return { role: target.role, name, css: target.css, in: target.in ? wire(target.in) : undefined };
}

// What follows runs in the page: each function is self-contained (it is sent as text), and they call one
// another only by name, so `findSource` carries them together.

/** The first element that fits the target, preferring one a visitor can see; null if none does. */
export function find(target: WireTarget, all?: boolean): Element | Element[] | null {
  const roles: Record<string, string> = {
    alert: "[role=alert]",
    banner: "header:not(main header, article header, section header), [role=banner]",
    button: "button, [role=button], input[type=submit], input[type=button]",
    contentinfo: "footer:not(main footer, article footer, section footer), [role=contentinfo]",
    dialog: "dialog, [role=dialog]",
    field: "input:not([type=hidden]), select, textarea",
    form: "form[aria-label], form[aria-labelledby], [role=form]",
    group: "fieldset, [role=group]",
    heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
    link: "a[href]",
    listitem: "li, [role=listitem]",
    main: "main, [role=main]",
    menuitem: "[role=menuitem]",
    navigation: "nav, [role=navigation]",
    region: "section[aria-label], section[aria-labelledby], [role=region]",
    status: "[role=status], output",
    switch: "[role=switch]",
  };
  const scopes: ParentNode[] = target.in ? ((find(target.in, true) as Element[] | null) ?? []) : [document];
  const found: Element[] = [];
  for (const scope of scopes) {
    for (const element of Array.from(scope.querySelectorAll(roles[target.role]))) {
      if (target.css && !element.matches(target.css)) continue;
      if (target.name !== undefined && !matches(accessibleName(element), target.name)) continue;
      if (found.indexOf(element) < 0) found.push(element);
    }
  }
  if (all) return found;
  return found.find((element) => isVisible(element)) ?? found[0] ?? null;
}

/** The accessible name, as far as these pages need it: aria-labelledby, aria-label, labels, alt, then text. */
export function accessibleName(element: Element): string {
  const clean = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) return clean(labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? "").join(" "));
  const label = element.getAttribute("aria-label");
  if (label) return clean(label);
  const labels = (element as HTMLInputElement).labels;
  if (labels && labels.length > 0) return clean(Array.from(labels).map((l) => l.textContent).join(" "));
  if (element instanceof HTMLImageElement) return clean(element.alt);
  return clean(element.textContent);
}

export function matches(name: string, wanted: string | { source: string; flags: string }): boolean {
  return typeof wanted === "string" ? name === wanted : new RegExp(wanted.source, wanted.flags).test(name);
}

export function isVisible(element: Element): boolean {
  if (element.getClientRects().length === 0) return false;
  const style = getComputedStyle(element);
  if (style.visibility === "hidden") return false;
  const check = (element as Element & { checkVisibility?: (options: object) => boolean }).checkVisibility;
  return check ? check.call(element, { visibilityProperty: true }) : true;
}

export function inspect(target: WireTarget, attributes: string[]): ElementState {
  const all = find(target, true) as Element[];
  const element = (find(target) as Element | null) ?? undefined;
  const box = element?.getBoundingClientRect();
  const describedBy = element?.getAttribute("aria-describedby");
  return {
    count: all.length,
    visible: element ? isVisible(element) : false,
    text: (element?.textContent ?? "").replace(/\s+/g, " ").trim(),
    value: element && "value" in element ? String((element as HTMLInputElement).value) : "",
    checked: element ? (element as HTMLInputElement).checked === true || element.getAttribute("aria-checked") === "true" : false,
    disabled: element ? (element as HTMLButtonElement).disabled === true || element.getAttribute("aria-disabled") === "true" : false,
    focused: element !== undefined && document.activeElement === element,
    description: describedBy ? describedBy.split(/\s+/).map((id) => (document.getElementById(id)?.textContent ?? "").replace(/\s+/g, " ").trim()).join(" ").trim() : "",
    inViewport: box !== undefined && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth,
    attributes: Object.fromEntries(attributes.map((name) => [name, element?.getAttribute(name) ?? null])),
  };
}
