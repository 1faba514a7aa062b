import { DndContext as DndKitDndContext, KeyboardSensor, useSensor, useSensors as dndKitUseSensors, type Announcements, type DndContextProps, type SensorDescriptor } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useContext, useMemo, type ReactNode } from "react";
import { ListNamingContext, listPhrase } from "../a11y/listNaming";
import { a11yPhrases } from "../a11y/phrases";

export * from "@dnd-kit/core";

/**
 * dnd-kit's core where Decap's list control imports it (src/node/cms/packages.ts, replacedModules), with two
 * differences, so that a list's items can be reordered by keyboard as by mouse and finger (issue 57):
 * - its sensors take the keyboard too (dnd-kit's KeyboardSensor, moving from item to item): Decap gives the list a
 *   mouse and a touch sensor only, so its drag handles, which take the focus, did nothing with a key;
 * - what a screen reader hears as an item is picked up, moved, dropped or put back says which item and where, in the
 *   site's words (a11y/phrases.ts), where dnd-kit's own would read out Decap's random ids.
 */

// Decap's list calls useSensors with its mouse and touch sensors, as a hook, at each drawing: so is this one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- dnd-kit's own signature (SensorDescriptor<any>).
export function useSensors(...sensors: (SensorDescriptor<any> | undefined | null)[]): SensorDescriptor<any>[] {
  const keyboard = useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates });
  return dndKitUseSensors(...sensors, keyboard);
}

/** Where a dragged or hovered item stands in its list: its place counting from 1, and the list's length. */
function placeOf(data: { current?: Record<string, unknown> } | undefined): { place: number; count: number } | undefined {
  const sortable = data?.current?.sortable as { index?: unknown; items?: unknown } | undefined;
  if (typeof sortable?.index !== "number" || !Array.isArray(sortable.items)) return undefined;
  return { place: sortable.index + 1, count: sortable.items.length };
}

export function announcementsFor(item: string): Announcements {
  // dnd-kit reports the item over itself straight after the pick-up; said, it would cut off the pick-up's words
  // (one live region), so that first report says nothing. Coming back to its place later is said.
  let justPickedUp = false;
  return {
    onDragStart: ({ active }) => {
      justPickedUp = true;
      const at = placeOf(active.data);
      return at && listPhrase("pickedUp", { item, number: at.place, count: at.count });
    },
    onDragOver: ({ active, over }) => {
      const first = justPickedUp;
      justPickedUp = false;
      if (first && over?.id === active.id) return undefined;
      const to = placeOf(over?.data);
      return to && listPhrase("movedTo", { to: to.place, count: to.count });
    },
    onDragEnd: ({ active, over }) => {
      const [from, to] = [placeOf(active.data), placeOf(over?.data)];
      return from && to && listPhrase("dropped", { item, number: from.place, to: to.place, count: to.count });
    },
    onDragCancel: ({ active }) => {
      const at = placeOf(active.data);
      return at && listPhrase("cancelled", { item, number: at.place });
    },
  };
}

export function DndContext(props: DndContextProps): ReactNode {
  const { item } = useContext(ListNamingContext);
  const accessibility = useMemo(
    () => ({ announcements: announcementsFor(item), screenReaderInstructions: { draggable: a11yPhrases.list.instructions }, ...props.accessibility }),
    [item, props.accessibility],
  );
  return <DndKitDndContext {...props} accessibility={accessibility} />;
}
