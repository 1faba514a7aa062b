import { byLabel as $ } from "../mobile/labels";
import { adoptStyleSheet } from "../mobile";

/**
 * The CMS's own stylesheet for contrast and focus, at every width (issue 57; WCAG 2.2 AA 1.4.3, 1.4.11, 2.4.7,
 * 2.4.11). Decap writes most secondary text in #798291 or #7b8290: 3.4:1 on its grey background and 3.9:1 on white,
 * under the 4.5:1 that text needs. Here that text takes Decap's own darker label colour, and its blue where it marks
 * the active screen; the notices take darker colours under their white text. Keyed on Decap's component labels, as
 * the phone layout is (mobile/labels.ts, checked against the installed Decap by __tests__/cms/mobile.test.ts); the
 * sheet is adopted after Decap's, so a rule as specific as Decap's own wins.
 */

/** Decap's control label colour: 5.4:1 on its grey background (#eff0f4), 6.1:1 on white. */
export const TEXT = "#5d626f";
/** The active screen's blue, darker than Decap's #3a69c7: 6.3:1 on its pale blue (#e8f5fe), 7:1 on white. */
export const ACTIVE = "#2f56a6";
/** Notices' backgrounds under white text (react-toastify's colours give 2.6 to 3.8:1): each about 5.4:1 or more. */
export const NOTICE = { success: "#1b7a1f", error: "#b83225", info: "#1f6fa8", warningText: "#313d3e" } as const;
/** Publish's teal, darker under its white text: 5.2:1 (Decap's #17a2b8 gives 3:1). */
export const PUBLISH = "#117888";
/** Where the focus ring shows: Decap's blue, 5.2:1 on white and 4.6:1 on its grey (3:1 is needed). */
const FOCUS = "#3a69c7";

export const a11yCss = `
body, a { color: ${TEXT}; }
:root ${$("AppHeaderButton")},
:root ${$("AppHeaderSiteLink")},
:root ${$("SidebarNavLink")},
:root ${$("ButtonText")},
:root ${$("CardText")},
:root ${$("CollectionTopDescription")},
:root ${$("GridCardLink")},
:root ${$("CardBody")},
:root ${$("ColumnCount")},
:root ${$("SuggestionHeader")},
:root ${$("LoaderItem")},
:root ${$("grayText")} { color: ${TEXT}; }
:root ${$("buttonActive")}, :root ${$("sidebarNavLinkActive")} { color: ${ACTIVE}; }
/* "Unsaved changes" in Decap's red (3.9:1 on white), and Publish's white on teal (3:1). */
:root ${$("BackStatusChanged")} { color: ${NOTICE.error}; }
:root ${$("PublishButton")} { background-color: ${PUBLISH}; }
:root {
  --toastify-color-success: ${NOTICE.success};
  --toastify-color-error: ${NOTICE.error};
  --toastify-color-info: ${NOTICE.info};
  --toastify-text-color-warning: ${NOTICE.warningText};
}
/* A visible ring on whatever the keyboard reaches, which Decap leaves to each browser's default. */
:root :is(a, button, input, select, textarea, [tabindex]):focus-visible { outline: 2px solid ${FOCUS}; outline-offset: 2px; }
/* What the keyboard reaches is scrolled clear of Decap's fixed header (56 px), never under it. */
html { scroll-padding-top: 72px; }
`;

/** Adds the sheet to the CMS's page. Call once, before Decap starts. */
export function installA11yStyles(doc: Document): void {
  adoptStyleSheet(doc, a11yCss);
}
