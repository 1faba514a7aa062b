import { byLabel as $, type DecapLabel } from "./labels";

/**
 * The CMS below 800 px, where Decap's own layouts switch to their phone forms (its header, collection list and
 * drafts board), and where its entry editor would otherwise stay 800 px wide (EditorContainer and
 * ToolbarContainer have min-width: 800px, the split pane minSize 400) and the phone would zoom out. Nothing here
 * applies from 800 px up, so the desktop editor is Decap's own.
 *
 * - The editor is one column: the form, or (after a tap on the view switch, viewSwitch.ts) the preview, each the
 *   full width; Decap's own pane toggles are hidden, the switch replaces them.
 * - The toolbar wraps: back link and account on the first row, the actions (save, status, publish, delete, view
 *   live) on the rows below.
 * - Tap targets: at least 44 × 44 px (the login screen's button and link, toolbar, list and object bars, add and
 *   remove, the switch, the on/off toggle, picture buttons, menus, a select or relation field's text box and
 *   choices, and the buttons of Decap's header, collection list and media library).
 * - The drafts board is one column of full-width cards whose Delete and Publish buttons show (Decap hides them
 *   below 500 px, and columns of 110 px leave them no room); a card held a moment is dragged by the finger.
 *
 * Every selector starts at :root, which ranks it above Decap's single-class rules wherever the sheet sits in the
 * page; the split pane's widths and react-select's text box minimum are inline styles, hence the !important there.
 */

export const PHONE_MEDIA = "(max-width: 799.98px)";
/** What the view switch's bar takes from the bottom of the screen. */
const SWITCH_HEIGHT = "56px";
const TAP = "44px";
/** Decap's field border colour (decap-cms-ui-default, colors.textFieldBorder). */
const RULE = "#dfdfe3";

const in$ = (outer: DecapLabel, inner: DecapLabel): string => `${$(outer)} ${$(inner)}`;

export const SWITCH_CLASS = "cms-view-switch";
export const VIEW_ATTRIBUTE = "data-cms-view";
export const EDITOR_ATTRIBUTE = "data-cms-editor";

export const phoneCss = `
.${SWITCH_CLASS} { display: none; }
@media ${PHONE_MEDIA} {
  :root ${$("EditorContainer")} {
    min-width: 0;
    display: flex;
    flex-direction: column;
    padding-top: 0;
    height: calc(100% - ${SWITCH_HEIGHT} - env(safe-area-inset-bottom, 0px));
  }
  :root ${$("ToolbarContainer")} {
    position: relative;
    min-width: 0;
    height: auto;
    flex: none;
    flex-wrap: wrap;
  }
  :root ${in$("ToolbarContainer", "ToolbarSectionBackLink")},
  :root ${in$("ToolbarContainer", "ToolbarSectionMain")},
  :root ${in$("ToolbarContainer", "ToolbarSectionMeta")} { height: auto; }
  :root ${$("ToolbarSectionBackLink")} {
    flex: 1 1 0;
    min-width: 0;
    min-height: 56px;
    padding: 6px 12px;
    border-right-width: 0;
  }
  :root ${$("BackArrow")} { margin-right: 12px; }
  :root ${$("BackCollection")} { font-size: 13px; overflow-wrap: anywhere; }
  :root ${$("BackStatus")} { margin-top: 4px; }
  :root ${$("ToolbarSectionMeta")} { border-left-width: 0; padding: 0 4px; }
  /* The site's address is in the header of every other screen; here its row is the back link's. */
  :root ${in$("ToolbarSectionMeta", "AppHeaderSiteLink")} { display: none; }
  :root ${$("ToolbarSectionMain")} {
    order: 1;
    flex: 1 1 100%;
    height: auto;
    flex-wrap: wrap;
    justify-content: flex-start;
    gap: 8px;
    padding: 8px;
    border-top: 1px solid ${RULE};
  }
  /* Save, status, publish, delete and view live wrap as one row of buttons. */
  :root ${in$("ToolbarSectionMain", "ToolbarSubSectionFirst")} { display: contents; }
  :root ${in$("ToolbarContainer", "ToolbarDropdown")},
  :root ${in$("ToolbarContainer", "ToolbarButton")} { margin: 0; }
  :root ${in$("ToolbarContainer", "ToolbarButton")} {
    height: ${TAP};
    line-height: ${TAP};
    padding: 0 10px;
    max-width: calc(100vw - 16px);
  }
  :root ${in$("ToolbarContainer", "PreviewButtonContainer")} { margin-right: 0; }
  :root ${in$("ToolbarContainer", "RefreshPreviewButton")} { min-height: ${TAP}; display: flex; align-items: center; gap: 4px; padding: 0 4px; }
  :root ${in$("ToolbarContainer", "AvatarDropdownButton")} { min-width: ${TAP}; min-height: ${TAP}; }
  /* A menu of the toolbar opens within the screen, under its button, whichever side that button ends up on. */
  :root ${in$("ToolbarContainer", "DropdownList")} { max-width: calc(100vw - 16px); }

  :root ${$("Editor")} { flex: 1 1 0; min-height: 0; height: auto; width: 100%; }
  :root ${$("ViewControls")} { display: none; }
  /* Both panes lie over each other, full width; the one not chosen is hidden (and keeps its scroll position). */
  :root ${$("StyledSplitPane")} > .Pane {
    position: absolute !important;
    inset: 0;
    width: auto !important;
  }
  :root ${$("StyledSplitPane")} > .Resizer { display: none; }
  :root:not([${VIEW_ATTRIBUTE}="preview"]) ${$("StyledSplitPane")} > .Pane2,
  :root[${VIEW_ATTRIBUTE}="preview"] ${$("StyledSplitPane")} > .Pane1 { visibility: hidden; }

  :root ${$("TopBar")} { height: ${TAP}; }
  :root ${$("TopBarButton")} { width: ${TAP}; min-height: ${TAP}; }
  /* A finger on a list item's handle drags the item (Decap's touch sensor) instead of scrolling the form. */
  :root ${$("TopBar")} > [aria-roledescription="sortable"],
  :root ${$("DragIconContainer")} { touch-action: none; }
  :root ${$("TopBarContainer")} { padding: 6px 13px; gap: 8px; }
  :root ${$("ExpandButton")} { min-width: ${TAP}; min-height: ${TAP}; display: inline-flex; align-items: center; justify-content: center; }
  :root ${$("AddButton")} { min-height: ${TAP}; padding: 4px 14px; }
  :root ${$("FileWidgetButton")} { min-height: ${TAP}; }
  :root ${$("ToggleContainer")} { width: ${TAP}; height: ${TAP}; }
  :root ${$("ToggleHandle")} { top: 12px; left: 2px; }
  :root ${$("ViewControlsButton")} { min-width: ${TAP}; min-height: ${TAP}; }
  :root ${$("FileWidgetButtonRemove")} { min-height: ${TAP}; }
  /* The choices of a select or relation field (react-select, which labels its options "option"), found inside
     the field Decap names by its widget. */
  :root :is([aria-label="select field"], [aria-label="relation field"]) [class*="-option"] {
    min-height: ${TAP};
    display: flex;
    align-items: center;
  }
  /* Their text box, where a finger taps to open the choices and a search is typed: react-select sizes it to what
     is typed, 5 px wide when empty, with an inline minimum of 2 px (hence !important). */
  :root :is([aria-label="select field"], [aria-label="relation field"]) input {
    min-width: ${TAP} !important;
    min-height: ${TAP};
  }

  /* The login screen: its button 44 px tall, not 36, and its link back to the site 44, not 43; the start screen
     that stands in for it before the scripts arrive draws the same (src/node/cms/startScreen.ts). */
  :root ${$("LoginButton")} { height: ${TAP}; line-height: ${TAP}; }
  :root ${$("GoBackButtonStyle")} { min-height: ${TAP}; }

  /* Decap's own phone layouts (header, collections, media library), with their buttons made tappable. */
  :root ${$("StyledDropdownButton")} { height: ${TAP}; line-height: ${TAP}; }
  :root ${$("StyledDropdownButton")}::after { top: 20px; }
  :root ${$("StyledMenuItem")} { min-height: ${TAP}; }
  :root ${$("AppHeaderSiteLink")} { min-height: ${TAP}; display: flex; align-items: center; }
  :root ${$("SidebarNavLink")} { min-height: ${TAP}; }
  :root ${$("SearchInput")} { min-height: ${TAP}; }
  :root ${$("CollectionTopNewButton")} { height: ${TAP}; line-height: ${TAP}; }
  :root ${$("LibraryTop")} button,
  :root ${$("LibraryTop")} label { height: ${TAP}; line-height: ${TAP}; }
  :root ${$("CloseButton")} { min-width: ${TAP}; }
  /* Decap's notices (react-toastify, whose class names are its API): their close button is 14 × 16 px. */
  :root .Toastify__close-button {
    min-width: ${TAP};
    min-height: ${TAP};
    display: flex;
    align-items: center;
    justify-content: center;
    align-self: center;
  }

  /* Decap puts its notices at the top, where on a phone a failure's lay over the toolbar's Save and Publish for
     its whole reading time (issue 56, point 3). They sit at the foot of the screen instead, above the view switch,
     a tall one scrolling within; while one shows, the form gets room below its last field, so that the field
     being typed in can be scrolled clear of it. */
  :root .Toastify__toast-container {
    top: auto;
    bottom: 0;
    max-height: 45vh;
    overflow-y: auto;
  }
  :root[${EDITOR_ATTRIBUTE}] .Toastify__toast-container { bottom: calc(${SWITCH_HEIGHT} + env(safe-area-inset-bottom, 0px)); }
  :root:has(.Toastify__toast) ${$("ControlPaneContainer")} { padding-bottom: 45vh; }

  :root ${$("WorkflowListContainer")} { grid-template-columns: minmax(0, 1fr); gap: 24px; }
  :root ${$("columnPosition")}::before { display: none; }
  /* A finger held on a card drags it (src/cms/replacedParts/dragDropBackend.ts): no text selection, link menu or
     browser drag of the link comes up under it instead. */
  :root ${$("WorkflowLink")} {
    height: auto;
    min-height: 96px;
    -webkit-touch-callout: none;
    -webkit-user-drag: none;
    -webkit-user-select: none;
    user-select: none;
  }
  :root ${$("CardButtonContainer")} {
    position: static;
    display: flex;
    flex-direction: row;
    gap: 8px;
    opacity: 1;
  }
  :root ${$("CardButtonContainer")} > button { min-height: ${TAP}; }

  .${SWITCH_CLASS} {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 301;
    display: none;
    gap: 8px;
    padding: 6px 8px calc(6px + env(safe-area-inset-bottom, 0px));
    background: #fff;
    border-top: 1px solid ${RULE};
    box-shadow: 0 -2px 6px rgba(68, 74, 87, 0.1);
  }
  :root[${EDITOR_ATTRIBUTE}] .${SWITCH_CLASS} { display: flex; }
  .${SWITCH_CLASS} button {
    flex: 1 1 0;
    min-height: ${TAP};
    border: 1px solid #3a69c7;
    border-radius: 5px;
    background: #fff;
    color: #3a69c7;
    font: 600 15px/1.2 system-ui, sans-serif;
    cursor: pointer;
  }
  .${SWITCH_CLASS} button[aria-pressed="true"] { background: #3a69c7; color: #fff; }
  .${SWITCH_CLASS} button:focus-visible { outline: 3px solid #1f3f85; outline-offset: 2px; }
}
`;
