import { render, screen } from "@testing-library/react";
import React from "react";
import { ListNamingContext, ListOrderContext, singularOf } from "../../src/cms/a11y/listNaming";
import { ListItemTopBar } from "../../src/cms/replacedParts/listTopBar";
import { announcementsFor } from "../../src/cms/replacedParts/listSorting";
import { noticeRole } from "../../src/cms/a11y/noticeRole";
import { previewTitle } from "../../src/cms/a11y/previewTitle";

/**
 * The CMS's names for what Decap draws as icons alone (issue 57): a list item's buttons say what they do to which
 * item, a keyboard move is told in words, a notice is announced by its kind, and the preview's frame says what it shows.
 */

// Decap's icons are its SVGs drawn by a function component with defaultProps, which React 18 (the tests') warns of.
jest.mock("decap-cms-ui-default", () => ({ ...jest.requireActual<object>("decap-cms-ui-default"), Icon: () => <span /> }));

const map = (values: Record<string, unknown>) => ({ get: (key: string) => values[key] });

/** Decap's drag handle as its list draws it: dnd-kit's sortable element, a role "button" around what it is given. */
const Handle = ({ children }: { id: string; children: React.ReactNode }) => (
  <div role="button" tabIndex={0} aria-roledescription="sortable">
    {children}
  </div>
);

function bar(collapsed: boolean) {
  return render(
    <ListNamingContext.Provider value={{ item: "benefit" }}>
      <ListOrderContext.Provider value={["a", "b", "c"]}>
        <ListItemTopBar id="c" collapsed={collapsed} onCollapseToggle={() => undefined} onRemove={() => undefined} allowRemove allowReorder dragHandle={Handle} />
      </ListOrderContext.Provider>
    </ListNamingContext.Provider>,
  );
}

it("names a list item's buttons by what they do and to which item, counting from 1", () => {
  bar(false);
  expect(screen.getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual([
    "Collapse benefit 3",
    "Move benefit 3",
    "Remove benefit 3",
  ]);
});

it("names the collapse button Expand once the item is collapsed", () => {
  bar(true);
  expect(screen.getByRole("button", { name: "Expand benefit 3" })).toBeInTheDocument();
});

it("reads a list field's singular label as Decap's Add button does, in lower case", () => {
  expect(singularOf(map({ name: "benefits", label: "Benefits", label_singular: "Benefit" }))).toBe("benefit");
  expect(singularOf(map({ name: "steps", label: "Steps" }))).toBe("steps");
  expect(singularOf(map({ name: "faqs" }))).toBe("faqs");
});

it("tells a keyboard move in words: which item, where it goes, where it lands", () => {
  const sortable = (index: number) => ({ current: { sortable: { index, items: ["a", "b", "c", "d"] } } });
  const say = announcementsFor("benefit");
  const active = { id: "b", data: sortable(1), rect: { current: { initial: null, translated: null } } };
  const over = { id: "c", data: sortable(2), rect: { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 }, disabled: false };
  expect(say.onDragStart({ active } as never)).toBe("Picked up benefit 2 of 4. Move it with the up and down arrows, drop it with Space, or put it back with Escape.");
  // Over itself straight after the pick-up (dnd-kit reports it at once): nothing said over the pick-up's words.
  const itself = { ...over, id: "b", data: sortable(1) };
  expect(say.onDragOver({ active, over: itself } as never)).toBeUndefined();
  expect(say.onDragOver({ active, over } as never)).toBe("Place 3 of 4.");
  // Back to its own place later: said.
  expect(say.onDragOver({ active, over: itself } as never)).toBe("Place 2 of 4.");
  expect(say.onDragEnd({ active, over } as never)).toBe("Dropped: the benefit that was 2 is now 3 of 4.");
  expect(say.onDragCancel({ active, over: null } as never)).toBe("Put back: benefit 2 stays where it was.");
});

it("announces a failure at once (alert) and any other notice politely (status)", () => {
  expect(noticeRole("error")).toBe("alert");
  expect(noticeRole("success")).toBe("status");
  expect(noticeRole("info")).toBe("status");
  expect(noticeRole(undefined)).toBe("status");
});

it("titles the preview with the entry and its collection, as the editor knows them", () => {
  const config = { collections: [{ name: "sectors", label: "Sectors" }, { name: "pages", label: "Pages", files: [{ name: "products-page", label: "Products page" }] }] };
  const draft = (collection: string, slug: string | undefined, data: Record<string, unknown>) => ({ config, entryDraft: map({ entry: map({ collection, slug, data: map(data) }) }) });
  expect(previewTitle(draft("sectors", "aviation", { name: "Aviation", description: "…" }))).toBe("Preview of Aviation (Sectors)");
  expect(previewTitle(draft("pages", "products-page", { heading: "Our products" }))).toBe("Preview of Products page (Pages)");
  expect(previewTitle(draft("sectors", undefined, {}))).toBe("Preview of a new entry (Sectors)");
  expect(previewTitle({ config })).toBe("Preview");
});

it("makes each picture of the media library a button the keyboard reaches and chooses, named by its file, its picture alt=\"\"", async () => {
  const { default: MediaLibraryCard } = await import("../../src/cms/replacedParts/mediaLibraryCard");
  const chosen: string[] = [];
  const loadDisplayURL = jest.fn();
  const card = (name: string, isSelected: boolean, url?: string) => (
    <MediaLibraryCard
      key={name}
      isSelected={isSelected}
      displayURL={map(url ? { url } : {})}
      text={name}
      onClick={() => chosen.push(name)}
      draftText="Draft"
      width="280px"
      height="240px"
      margin="10px"
      isViewableImage
      loadDisplayURL={loadDisplayURL}
      type="jpg"
    />
  );
  render(
    <div>
      {card("aviation.jpg", true, "blob:aviation")}
      {card("marine.jpg", false)}
    </div>,
  );
  const aviation = screen.getByRole("button", { name: "aviation.jpg", pressed: true });
  const marine = screen.getByRole("button", { name: "marine.jpg", pressed: false });
  // Reached by Tab (a button, not Decap's tabindex="-1"), chosen by the keyboard as by a click.
  expect(aviation.tabIndex).toBe(0);
  marine.focus();
  expect(marine).toHaveFocus();
  marine.click();
  expect(chosen).toEqual(["marine.jpg"]);
  // The picture is named by the file's name beside it; a card without its address yet asks for it once.
  expect(aviation.querySelector("img")?.getAttribute("alt")).toBe("");
  expect(loadDisplayURL).toHaveBeenCalledTimes(1);
});
