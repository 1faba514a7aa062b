/**
 * Decap's components as the phone layout and the contrast sheet (src/cms/a11y/styles.ts) find them: by the label emotion adds to each styled component's class
 * name (`css-1x2y3z-EditorContainer`; a `css` block's own `label:` is added the same way), which both of
 * Decap's builds keep (the prebuilt bundle and its ES modules). Each label is named with the file of Decap's
 * that declares it, so that __tests__/cms/mobile.test.ts can say which one an upgrade renamed or moved.
 */
export const decapLabels = {
  "decap-cms-core": {
    "components/Editor/EditorInterface.js": ["EditorContainer", "Editor", "ViewControls", "StyledSplitPane", "ControlPaneContainer"],
    "components/Editor/EditorToolbar.js": [
      "ToolbarContainer",
      "ToolbarSectionBackLink",
      "ToolbarSectionMain",
      "ToolbarSubSectionFirst",
      "ToolbarSectionMeta",
      "ToolbarDropdown",
      "ToolbarButton",
      "BackArrow",
      "BackCollection",
      "BackStatus",
      "PreviewButtonContainer",
      "RefreshPreviewButton",
      "BackStatusChanged",
      "PublishButton",
    ],
    "components/UI/SettingsDropdown.js": ["AppHeaderSiteLink", "AvatarDropdownButton"],
    "components/App/Header.js": ["AppHeaderButton", "buttonActive"],
    "components/MediaLibrary/MediaLibraryCard.js": ["CardText"],
    "components/Collection/Entries/EntryCard.js": ["GridCardLink"],
    "components/Workflow/WorkflowList.js": ["WorkflowListContainer", "columnPosition", "ColumnCount"],
    "components/Workflow/WorkflowCard.js": ["WorkflowLink", "CardButtonContainer", "CardBody"],
    "components/Collection/Sidebar.js": ["SidebarNavLink", "sidebarNavLinkActive"],
    "components/Collection/CollectionSearch.js": ["SearchInput", "SuggestionHeader"],
    "components/Collection/CollectionTop.js": ["CollectionTopNewButton", "CollectionTopDescription"],
    "components/Collection/ViewStyleControl.js": ["ViewControlsButton"],
    "components/MediaLibrary/MediaLibraryTop.js": ["LibraryTop"],
    "components/MediaLibrary/MediaLibraryHeader.js": ["CloseButton"],
  },
  "decap-cms-ui-default": {
    "AuthenticationPage.js": ["LoginButton"],
    "GoBackButton.js": ["GoBackButtonStyle", "ButtonText"],
    "styles.js": ["grayText"],
    "ListItemTopBar.js": ["TopBar", "TopBarButton", "DragIconContainer"],
    "ObjectWidgetTopBar.js": ["TopBarContainer", "ExpandButton", "AddButton"],
    "Dropdown.js": ["StyledDropdownButton", "DropdownList", "StyledMenuItem"],
    "Toggle.js": ["ToggleContainer", "ToggleHandle"],
    "Loader.js": ["LoaderItem"],
  },
  "decap-cms-widget-file": {
    "withFileControl.js": ["FileWidgetButton", "FileWidgetButtonRemove"],
  },
} as const;

type Values<T> = T[keyof T];
type LabelsOf<Files> = Values<{ [File in keyof Files]: Files[File] extends readonly (infer Label)[] ? Label : never }>;
export type DecapLabel = Values<{ [Package in keyof typeof decapLabels]: LabelsOf<(typeof decapLabels)[Package]> }>;

/**
 * Elements whose class carries `label`: at the end of a class name, or before the label of a component built on
 * it (`-ToolbarButton-DeleteButton`). Matching the whole label keeps `Editor` from matching `EditorToggle`.
 */
export function byLabel(label: DecapLabel): string {
  return `:is([class*="-${label} "],[class*="-${label}-"],[class$="-${label}"])`;
}
