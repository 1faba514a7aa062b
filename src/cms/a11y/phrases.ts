/**
 * What the CMS says to an editor who does not see its icons (issue 57): the names of the controls Decap draws as
 * icons alone, and what a screen reader hears as a list item is moved by keyboard; kept apart from the site's other
 * words for the CMS (locale.ts) only so that each file has one owner. %{item} is a list field's singular label in
 * lower case ("benefit"), %{number} an item's place counting from 1.
 */
export const a11yPhrases = {
  list: {
    remove: "Remove %{item} %{number}",
    collapse: "Collapse %{item} %{number}",
    expand: "Expand %{item} %{number}",
    move: "Move %{item} %{number}",
    instructions:
      "To move this item with the keyboard, press Space to pick it up, the up and down arrows to move it, and Space again to drop it. Escape puts it back.",
    pickedUp: "Picked up %{item} %{number} of %{count}. Move it with the up and down arrows, drop it with Space, or put it back with Escape.",
    movedTo: "Place %{to} of %{count}.",
    dropped: "Dropped: the %{item} that was %{number} is now %{to} of %{count}.",
    cancelled: "Put back: %{item} %{number} stays where it was.",
  },
  preview: {
    title: "Preview of %{entry} (%{collection})",
    none: "Preview",
  },
};
