import { SortableContext as DndKitSortableContext, type SortableContextProps } from "@dnd-kit/sortable";
import { useMemo, type ReactNode } from "react";
import { ListOrderContext } from "../a11y/listNaming";

export * from "@dnd-kit/sortable";

/**
 * dnd-kit's SortableContext where Decap's list control imports it (src/node/cms/packages.ts, replacedModules), which
 * also tells the items' top bars (listTopBar.tsx) the order of the items: an item's button is named by its place
 * ("Remove benefit 3"), which Decap does not hand its top bar.
 */
export function SortableContext(props: SortableContextProps): ReactNode {
  const { items } = props;
  const order = useMemo(() => items.map((item) => String(typeof item === "object" ? item.id : item)), [items]);
  return (
    <ListOrderContext.Provider value={order}>
      <DndKitSortableContext {...props} />
    </ListOrderContext.Provider>
  );
}
