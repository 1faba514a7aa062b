import styled from "@emotion/styled";
import { useSortable } from "@dnd-kit/sortable";
import type { ComponentType, MouseEventHandler, ReactNode } from "react";
import { Icon, buttons, colors, lengths } from "decap-cms-ui-default";
import { useItemNames } from "../a11y/listNaming";

export * from "decap-cms-ui-default";

/**
 * The top bar of a list field's item, in place of decap-cms-ui-default's ListItemTopBar where Decap's list control
 * imports it (src/node/cms/packages.ts, replacedModules): the same bar, look and class labels (TopBar,
 * TopBarButton, DragIconContainer, which the phone's stylesheet finds), with each button named for what it does to
 * which item ("Collapse benefit 3", "Move benefit 3", "Remove benefit 3"). Decap's draws icons alone: a screen
 * reader said "button" for each (issue 57). The item's place comes from the list's order (replacedParts/listOrder.tsx),
 * its label from the field (widgets/namedList.tsx).
 */

const TopBar = styled("div", { label: "TopBar" })`
  display: flex;
  justify-content: space-between;
  height: 26px;
  border-radius: ${lengths.borderRadius} ${lengths.borderRadius} 0 0;
  position: relative;
`;

const TopBarButton = styled("button", { label: "TopBarButton" })`
  ${buttons.button};
  color: ${colors.controlLabel};
  background: transparent;
  font-size: 16px;
  line-height: 1;
  padding: 0;
  width: 32px;
  text-align: center;
  cursor: pointer;
  display: flex;
  justify-content: center;
  align-items: center;
`;

const DragIconContainer = styled(TopBarButton.withComponent("span"), { label: "DragIconContainer" })`
  width: 100%;
  cursor: move;
`;

/**
 * The handle an item is dragged by, as Decap's list draws it (ListControl.js's DragHandle: dnd-kit's sortable
 * element, a role "button" that takes the focus), with its name; Decap's hands its element no attribute of ours.
 */
function MoveHandle({ id, name }: { id: string; name: string }): ReactNode {
  const { attributes, listeners } = useSortable({ id });
  return (
    <div {...attributes} {...listeners} aria-label={name}>
      <DragIconContainer>
        <Icon type="drag-handle" size="small" />
      </DragIconContainer>
    </div>
  );
}

interface TopBarProps {
  className?: string;
  collapsed?: boolean;
  onCollapseToggle?: MouseEventHandler<HTMLButtonElement> | null;
  onRemove?: MouseEventHandler<HTMLButtonElement>;
  allowRemove?: boolean;
  allowReorder?: boolean;
  /** Decap's drag handle, whose place MoveHandle takes: given, the item can be moved. */
  dragHandle?: ComponentType<{ id: string; children: ReactNode }>;
  id: string;
}

function ListItemTopBar({ className, collapsed, onCollapseToggle, onRemove, allowRemove, dragHandle, allowReorder, id }: TopBarProps): ReactNode {
  const { name } = useItemNames(id);
  return (
    <TopBar className={className}>
      {onCollapseToggle ? (
        <TopBarButton type="button" onClick={onCollapseToggle} aria-label={name(collapsed ? "expand" : "collapse")}>
          <Icon type="chevron" size="small" direction={collapsed ? "right" : "down"} />
        </TopBarButton>
      ) : null}
      {dragHandle && allowReorder ? (
        <MoveHandle id={id} name={name("move")} />
      ) : (
        <span />
      )}
      {onRemove && allowRemove ? (
        <TopBarButton type="button" onClick={onRemove} aria-label={name("remove")}>
          <Icon type="close" size="small" />
        </TopBarButton>
      ) : (
        <span />
      )}
    </TopBar>
  );
}

const StyledListItemTopBar = styled(ListItemTopBar, { label: "StyledListItemTopBar" })`
  display: flex;
  justify-content: space-between;
  height: 26px;
  border-radius: ${lengths.borderRadius} ${lengths.borderRadius} 0 0;
  position: relative;
`;

export { StyledListItemTopBar as ListItemTopBar };
