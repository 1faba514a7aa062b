import fs from "fs";
import path from "path";
import { installPhoneLayout } from "../../src/cms/mobile";
import { a11yCss } from "../../src/cms/a11y/styles";
import { byLabel, decapLabels, type DecapLabel } from "../../src/cms/mobile/labels";
import { EDITOR_ATTRIBUTE, PHONE_MEDIA, phoneCss, SWITCH_CLASS, VIEW_ATTRIBUTE } from "../../src/cms/mobile/styles";
import { isEditorRoute, mountViewSwitch, switchTexts } from "../../src/cms/mobile/viewSwitch";
import { cmsPackageDir } from "../../src/node/cms/packages";

/**
 * The CMS's phone layout (src/cms/mobile/) finds Decap's components by their emotion labels: an upgrade of
 * Decap that renames or moves one must fail here, naming it, before an editor finds the editor 800 px wide.
 */

const root = path.join(__dirname, "..", "..");

/** The folder of a package's ES modules (its `module` entry's folder), where each component is its own file. */
function esmDir(pkg: string): string {
  const dir = cmsPackageDir(root, pkg);
  const { module: entry } = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { module: string };
  return path.join(dir, path.dirname(entry));
}

const declared = Object.entries(decapLabels).flatMap(([pkg, files]) =>
  Object.entries(files).flatMap(([file, labels]) => (labels as readonly string[]).map((label) => [pkg, file, label] as const)),
);

describe("Decap's component labels the phone layout relies on", () => {
  it.each(declared)("%s %s declares %s", (pkg, file, label) => {
    const source = fs.readFileSync(path.join(esmDir(pkg), file), "utf8");
    // A styled component's label (`label: "EditorContainer"`) or a css block's (`label:columnPosition;`).
    const found = source.includes(`label: "${label}"`) || source.includes(`label:${label};`);
    expect({ pkg, file, label, found }).toEqual({ pkg, file, label, found: true });
  });

  it("the split pane around the form and the preview still names its panes Pane1 and Pane2", () => {
    const splitPane = fs.readFileSync(require.resolve("react-split-pane", { paths: [cmsPackageDir(root, "decap-cms-core")] }), "utf8");
    for (const name of ["'Pane1'", "'Pane2'", "'Resizer'"]) expect(splitPane).toContain(name);
  });

  it("Decap's notices still close with react-toastify's close button", () => {
    const toastify = fs.readFileSync(require.resolve("react-toastify", { paths: [cmsPackageDir(root, "decap-cms-core")] }), "utf8");
    expect(toastify).toContain("Toastify__close-button");
    expect(phoneCss).toContain(".Toastify__close-button");
  });

  it("each label listed is one the stylesheets use (the phone's or the contrast sheet's), matched whole", () => {
    expect(declared.filter(([, , label]) => ![phoneCss, a11yCss].some((css) => css.includes(`[class*="-${label} "]`))).map(([, , label]) => label)).toEqual([]);
    const element = document.createElement("div");
    element.className = "css-1a2b3c-ButtonRound-button-button-EditorToggle e1nx103k8";
    expect(element.matches(byLabel("EditorToggle" as DecapLabel))).toBe(true);
    expect(element.matches(byLabel("Editor"))).toBe(false);
    element.className = "css-9z-Editor e1nx103k4";
    expect(element.matches(byLabel("Editor"))).toBe(true);
    element.className = "css-9z-ToolbarButton-button-DeleteButton e1";
    expect(element.matches(byLabel("ToolbarButton"))).toBe(true);
  });
});

describe("the phone stylesheet", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("changes nothing from 800 px up: every rule but the hidden switch is inside the phone's media query", () => {
    const earlier = [...document.querySelectorAll("style")];
    installPhoneLayout(document);
    // jsdom has no constructed sheets, so it gets the <style> element older browsers get.
    const added = [...document.querySelectorAll("style")].filter((style) => !earlier.includes(style));
    const adopted = "adoptedStyleSheets" in document ? document.adoptedStyleSheets : [];
    const sheets = [...adopted, ...added.map((style) => style.sheet)].filter((sheet) => sheet !== null);
    for (const style of added) style.remove();
    const rules = sheets.flatMap((sheet) => [...sheet.cssRules]);
    const outside = rules.filter((rule) => !(rule instanceof CSSMediaRule));
    const media = rules.filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule);
    expect(outside.map((rule) => rule.cssText.replace(/\s+/g, " "))).toEqual([`.${SWITCH_CLASS} {display: none;}`]);
    expect(media.map((rule) => rule.media.mediaText)).toEqual([PHONE_MEDIA]);
    expect(media[0].cssRules.length).toBeGreaterThan(40);
  });
});

describe("the form and preview switch", () => {
  const html = document.documentElement;
  const go = (hash: string): void => {
    window.history.replaceState(null, "", hash);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  };
  const button = (name: string): HTMLButtonElement => [...document.querySelectorAll<HTMLButtonElement>(`.${SWITCH_CLASS} button`)].find((b) => b.textContent === name) as HTMLButtonElement;

  afterEach(() => {
    document.body.innerHTML = "";
    html.removeAttribute(EDITOR_ATTRIBUTE);
    html.removeAttribute(VIEW_ATTRIBUTE);
    window.history.replaceState(null, "", "#/");
  });

  it.each([
    ["#/collections/sectors/entries/aviation", true],
    ["#/collections/pages/entries/products-page", true],
    ["#/collections/sectors/new", true],
    ["#/collections/sectors/new?title=Hovercraft", true],
    ["#/edit/sectors/aviation", true],
    ["#/collections/sectors", false],
    ["#/collections/sectors/search/belts", false],
    ["#/workflow", false],
    ["#/media", false],
    ["", false],
  ])("%j is an editor's route: %s", (hash, editor) => {
    expect(isEditorRoute(hash)).toBe(editor);
  });

  it("shows on an entry, switches between its form and its preview, and opens each entry on its form", () => {
    window.history.replaceState(null, "", "#/collections/sectors");
    const bar = mountViewSwitch(document);
    expect(bar.getAttribute("role")).toBe("group");
    expect(bar.getAttribute("aria-label")).toBe(switchTexts.group);
    expect(html.hasAttribute(EDITOR_ATTRIBUTE)).toBe(false);

    go("#/collections/sectors/entries/aviation");
    expect(html.hasAttribute(EDITOR_ATTRIBUTE)).toBe(true);
    expect(html.getAttribute(VIEW_ATTRIBUTE)).toBe("form");
    expect(button(switchTexts.form).getAttribute("aria-pressed")).toBe("true");
    expect(button(switchTexts.preview).getAttribute("aria-pressed")).toBe("false");

    button(switchTexts.preview).click();
    expect(html.getAttribute(VIEW_ATTRIBUTE)).toBe("preview");
    expect(button(switchTexts.preview).getAttribute("aria-pressed")).toBe("true");
    expect(button(switchTexts.form).getAttribute("aria-pressed")).toBe("false");
    button(switchTexts.form).click();
    expect(html.getAttribute(VIEW_ATTRIBUTE)).toBe("form");

    button(switchTexts.preview).click();
    go("#/collections/sectors/entries/buses-coaches");
    expect(html.getAttribute(VIEW_ATTRIBUTE)).toBe("form");
    go("#/workflow");
    expect(html.hasAttribute(EDITOR_ATTRIBUTE)).toBe(false);
  });

  it("turns Decap's preview on with Decap's own toggle when the editor had switched it off, and only then", () => {
    window.history.replaceState(null, "", "#/collections/sectors/entries/aviation");
    document.body.innerHTML = '<div class="css-1x-ViewControls e1"><button class="css-2y-ButtonRound-EditorToggle e2" title="Toggle preview"></button></div>';
    const toggle = document.querySelector("button") as HTMLButtonElement;
    const clicks = jest.fn();
    toggle.addEventListener("click", clicks);
    mountViewSwitch(document);
    button(switchTexts.preview).click();
    expect(clicks).toHaveBeenCalledTimes(1);

    // With the preview pane there, Decap's toggle is left alone (a click would switch the preview off).
    const pane = document.createElement("div");
    pane.innerHTML = '<div class="SplitPane css-3z-StyledSplitPane-card e3"><div class="Pane Pane1"></div><div class="Pane Pane2"></div></div>';
    document.body.append(pane);
    button(switchTexts.form).click();
    button(switchTexts.preview).click();
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});
