import { createDragDropManager, type DragDropManager } from "dnd-core";
import { HTML5Backend, MouseOrTouchBackend, TOUCH_HOLD_MS } from "../../src/cms/replacedParts/dragDropBackend";

/**
 * The drafts board's drag and drop (src/cms/replacedParts/dragDropBackend.ts, in place of react-dnd's HTML5
 * backend in Decap's DragDrop.js): a mouse drags a card as HTML5 drag and drop, a finger after holding it a
 * moment; a tap or a quick swipe drags nothing. The browser's side is e2e/cms-phone.spec.ts's, on the real board.
 */

const CARD = "cms-workflow";
/** Removes the board's card and column: the manager then tears its backend down (one may be set up at a time). */
let removeBoard = (): void => undefined;

async function board(): Promise<{ manager: DragDropManager; card: HTMLElement; column: HTMLElement; dropped: jest.Mock }> {
  const manager = createDragDropManager(HTML5Backend, { window });
  const dropped = jest.fn();
  const registry = manager.getRegistry();
  const sourceId = registry.addSource(CARD, { beginDrag: () => ({ slug: "marine" }), endDrag: () => undefined, canDrag: () => true, isDragging: (monitor, id) => monitor.getSourceId() === id });
  const targetId = registry.addTarget(CARD, { canDrop: () => true, hover: () => undefined, drop: (monitor) => void dropped(monitor.getItem()) });
  const card = document.createElement("div");
  const column = document.createElement("div");
  document.body.append(card, column);
  manager.getBackend().connectDragSource(sourceId, card);
  manager.getBackend().connectDropTarget(targetId, column);
  removeBoard = () => {
    registry.removeSource(sourceId);
    registry.removeTarget(targetId);
  };
  // jsdom lays nothing out: the finger is over the column wherever it is.
  document.elementsFromPoint = () => [column];
  document.elementFromPoint = () => column;
  // The touch backend loads with the board.
  await (manager.getBackend() as MouseOrTouchBackend).touchLoaded;
  return { manager, card, column, dropped };
}

function pointer(type: "touch" | "mouse", target: EventTarget): void {
  const event = new Event("pointerdown", { bubbles: true });
  Object.defineProperty(event, "pointerType", { value: type });
  target.dispatchEvent(event);
}

/**
 * A touch event, stamped with the time the screen felt it: now (the test's clock; jsdom's own stamp is the real
 * clock's), or `at` for one the page handles later than it was made.
 */
function touch(type: "touchstart" | "touchmove" | "touchend", target: EventTarget, y: number, at = Date.now()): void {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const points = type === "touchend" ? [] : [{ clientX: 20, clientY: y }];
  Object.defineProperties(event, { touches: { value: points }, targetTouches: { value: points }, changedTouches: { value: [{ clientX: 20, clientY: y }] } });
  Object.defineProperty(event, "timeStamp", { value: at });
  target.dispatchEvent(event);
}

describe("the drafts board's drag and drop", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    removeBoard();
    document.body.replaceChildren();
  });

  it("is HTML5 drag and drop for a mouse: the cards are draggable", async () => {
    const { card } = await board();
    pointer("mouse", card);
    expect(card.getAttribute("draggable")).toBe("true");
  });

  it("takes a finger's drag once it has held the card a moment, and drops the card where the finger lets go", async () => {
    const { manager, card, column, dropped } = await board();
    pointer("touch", card);
    // No HTML5 drag of the phone's own (Safari's long press) to compete with the finger's.
    expect(card.getAttribute("draggable")).toBe("false");
    touch("touchstart", card, 10);
    jest.advanceTimersByTime(TOUCH_HOLD_MS + 10);
    // The first move starts the drag, the next finds the column under the finger.
    touch("touchmove", column, 100);
    touch("touchmove", column, 200);
    expect(manager.getMonitor().isDragging()).toBe(true);
    // A copy of the card follows the finger, out of the way of the accessibility tree.
    expect(document.querySelectorAll('body > [aria-hidden="true"]')).toHaveLength(1);
    touch("touchend", column, 200);
    expect(dropped).toHaveBeenCalledWith({ slug: "marine" });
    expect(manager.getMonitor().isDragging()).toBe(false);
    expect(document.querySelectorAll('body > [aria-hidden="true"]')).toHaveLength(0);
  });

  it("drags nothing on a tap or a swipe that comes before the hold is over", async () => {
    const { manager, card, column, dropped } = await board();
    pointer("touch", card);
    touch("touchstart", card, 10);
    touch("touchmove", column, 200);
    jest.advanceTimersByTime(TOUCH_HOLD_MS + 10);
    touch("touchmove", column, 220);
    expect(manager.getMonitor().isDragging()).toBe(false);
    touch("touchend", column, 220);
    expect(dropped).not.toHaveBeenCalled();
  });

  it("takes the drag of a finger held long enough even when the page was too busy to run a timer by its first move", async () => {
    const { manager, card, column, dropped } = await board();
    pointer("touch", card);
    touch("touchstart", card, 10);
    // The finger's time passes, but no timer of the page's runs before the moves are handled.
    jest.setSystemTime(Date.now() + TOUCH_HOLD_MS + 10);
    touch("touchmove", column, 100);
    touch("touchmove", column, 200);
    expect(manager.getMonitor().isDragging()).toBe(true);
    touch("touchend", column, 200);
    expect(dropped).toHaveBeenCalledWith({ slug: "marine" });
  });

  it("drags nothing on a swipe whose first move the page handles only after the hold's time", async () => {
    const { manager, card, column, dropped } = await board();
    pointer("touch", card);
    const touched = Date.now();
    touch("touchstart", card, 10, touched);
    // The page's timers run before it gets to the move, which the screen felt 20 ms after the touch.
    jest.advanceTimersByTime(TOUCH_HOLD_MS + 10);
    touch("touchmove", column, 100, touched + 20);
    touch("touchmove", column, 200, touched + 40);
    expect(manager.getMonitor().isDragging()).toBe(false);
    touch("touchend", column, 200);
    expect(dropped).not.toHaveBeenCalled();
  });

  it("goes back to HTML5 drag and drop when a mouse is used again", async () => {
    const { card } = await board();
    pointer("touch", card);
    pointer("mouse", card);
    expect(card.getAttribute("draggable")).toBe("true");
  });
});
