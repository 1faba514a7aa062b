import { byLabel } from "./labels";
import { EDITOR_ATTRIBUTE, SWITCH_CLASS, VIEW_ATTRIBUTE } from "./styles";

/** The switch's words: CMS chrome, as Decap's own labels are. */
export const switchTexts = { group: "Show", form: "Edit", preview: "Preview" } as const;

export type View = "form" | "preview";

/** Decap's editor routes (decap-cms-core's App.js): an entry, a new entry, an entry by collection and name. */
const EDITOR_ROUTE = /^#\/(collections\/[^/]+\/(entries\/.+|new)|edit\/[^/]+\/[^/]+)$/;

export function isEditorRoute(hash: string): boolean {
  return EDITOR_ROUTE.test(hash.split("?")[0]);
}

/**
 * The form and preview switch for the phone layout (styles.ts shows it below 800 px, on an editor's route): two
 * buttons in a bar at the foot of the screen, one tap from the form to the preview of the same entry and back.
 * It is kept outside Decap's React tree (its own element at the end of the body) and talks to the layout through
 * one attribute on <html>, so it works the same whichever way Decap is built. Each entry opens on its form.
 */
export function mountViewSwitch(doc: Document): HTMLElement {
  const root = doc.documentElement;
  const bar = doc.createElement("div");
  bar.className = SWITCH_CLASS;
  bar.setAttribute("role", "group");
  bar.setAttribute("aria-label", switchTexts.group);
  const buttons = (["form", "preview"] as const).map((view) => {
    const button = doc.createElement("button");
    button.type = "button";
    button.textContent = switchTexts[view];
    button.addEventListener("click", () => show(view));
    bar.append(button);
    return [view, button] as const;
  });

  function show(view: View): void {
    if (view === "preview") ensurePreviewPane(doc);
    root.setAttribute(VIEW_ATTRIBUTE, view);
    for (const [name, button] of buttons) button.setAttribute("aria-pressed", String(name === view));
  }

  function follow(): void {
    const view = doc.defaultView;
    if (!view) return;
    root.toggleAttribute(EDITOR_ATTRIBUTE, isEditorRoute(view.location.hash));
    show("form");
  }

  doc.body.append(bar);
  doc.defaultView?.addEventListener("hashchange", follow);
  follow();
  return bar;
}

/**
 * An editor who switched Decap's preview off (on a desktop: Decap keeps the choice) has no preview pane: the
 * switch turns it on with Decap's own toggle, the only one Decap shows when no second pane is open.
 */
function ensurePreviewPane(doc: Document): void {
  if (doc.querySelector(`${byLabel("StyledSplitPane")} > .Pane2`)) return;
  const toggles = doc.querySelectorAll<HTMLButtonElement>(`${byLabel("ViewControls")} button`);
  if (toggles.length === 1) toggles[0].click();
}
