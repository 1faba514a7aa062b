import { createContext, useContext } from "react";
import { fillPhrase } from "../locale";
import { a11yPhrases } from "./phrases";

/**
 * What the controls of a list field's items are called: "Remove benefit 3". Decap's list control hands its items'
 * top bars no label and no place (ListControl.js), so the list field (widgets/namedList.tsx) gives its singular
 * label through this context, and the list's sortable context (replacedParts/listOrder.tsx) the order of its items.
 */
export interface ListNaming {
  /** The field's singular label, lower case as Decap writes it in "Add benefit". */
  item: string;
}

export const ListNamingContext = createContext<ListNaming>({ item: "item" });
/** The items' ids in their order (dnd-kit's, Decap's keys): an item's place is its index here, plus one. */
export const ListOrderContext = createContext<readonly string[]>([]);

/** A list field's singular label as Decap reads it for its Add button: label_singular, else label, else name. */
export function singularOf(field: { get(key: string): unknown }): string {
  const label = field.get("label_singular") ?? field.get("label") ?? field.get("name");
  return String(label ?? "item").toLowerCase();
}

type ListPhrase = Exclude<keyof typeof a11yPhrases.list, "instructions">;

/** A phrase of a11yPhrases.list filled for an item. */
export const listPhrase = (phrase: ListPhrase, values: Readonly<Record<string, string | number>>): string =>
  fillPhrase(a11yPhrases.list[phrase], Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)])));

/** The names of the item with id `id`: its remove, collapse or expand and move buttons. */
export function useItemNames(id: string): { number: number; name: (phrase: ListPhrase) => string } {
  const { item } = useContext(ListNamingContext);
  const order = useContext(ListOrderContext);
  const number = order.indexOf(id) + 1;
  return { number, name: (phrase) => listPhrase(phrase, { item, number, count: order.length }) };
}
