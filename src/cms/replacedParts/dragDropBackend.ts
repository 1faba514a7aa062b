import type { Backend, BackendFactory, DragDropManager, DragDropMonitor, Unsubscribe } from "dnd-core";
import { HTML5Backend as html5Backend } from "react-dnd-html5-backend";
import type { TouchBackendImpl } from "react-dnd-touch-backend";

/**
 * The drag and drop of Decap's drafts board (decap-cms-core's components/UI/DragDrop.js imports react-dnd's HTML5
 * backend, which a finger cannot use: browsers send touches, not HTML5 drag events). The CMS's build gives that
 * file this one in its place (src/node/cms/packages.ts, replacedModules), under the same name: the HTML5 backend for
 * a mouse, exactly as before, and react-dnd's touch backend from the moment a finger touches the screen (and back,
 * if a mouse is used again). The touch backend loads with the board, not before the login screen: a touch that
 * comes before it has loaded (a fraction of a second) is a tap or a swipe.
 *
 * A finger drags a card once it has rested on it for TOUCH_HOLD_MS: a tap still opens the card, and a swipe still
 * scrolls the board. While it drags, a copy of the card follows it (the touch backend draws none), the board scrolls
 * when the finger nears the top or foot of the screen, and the phone's long-press menu is kept away.
 */

/** How long a finger rests on a card before it drags it; less, and the touch is a tap or a swipe. */
export const TOUCH_HOLD_MS = 250;
/** How near the top or foot of the screen a dragging finger scrolls the board, and by how much each frame. */
const SCROLL_EDGE = 56;
const SCROLL_STEP = 10;

type Connect = "connectDragSource" | "connectDragPreview" | "connectDropTarget";
interface Connection {
  connect: Connect;
  args: [unknown, unknown?, unknown?];
  disconnect: Unsubscribe;
}

export class MouseOrTouchBackend implements Backend {
  private readonly mouse: Backend;
  private finger: TouchBackendImpl | undefined;
  private current: Backend;
  private readonly connections = new Set<Connection>();
  private readonly monitor: DragDropMonitor;
  private readonly manager: DragDropManager;
  private readonly context: { window?: Window } | undefined;
  private readonly window: Window | undefined;
  private unsubscribeOffset: Unsubscribe | undefined;
  private preview: HTMLElement | undefined;
  private scrollBy = 0;
  private frame = 0;

  constructor(manager: DragDropManager, context?: { window?: Window }, options?: unknown) {
    this.mouse = html5Backend(manager, context, options);
    this.current = this.mouse;
    this.manager = manager;
    this.context = context;
    this.monitor = manager.getMonitor();
    this.window = context?.window ?? (typeof window === "undefined" ? undefined : window);
  }

  /** The touch backend, loading from when the board is first shown (react-dnd sets its backend up then). */
  touchLoaded: Promise<void> | undefined;

  setup(): void {
    this.current.setup();
    this.touchLoaded ??= import(/* webpackChunkName: "cms-touch" */ "react-dnd-touch-backend").then(({ TouchBackend }) => {
      this.finger = this.heldFirst(TouchBackend(this.manager, this.context) as TouchBackendImpl);
    });
    // A pointer event comes before the touch or mouse events it belongs to: the right backend is listening by then.
    this.window?.addEventListener("pointerdown", this.choose, true);
    this.window?.addEventListener("contextmenu", this.keepMenuAway, true);
    this.unsubscribeOffset = this.monitor.subscribeToOffsetChange(this.follow);
  }

  teardown(): void {
    this.current.teardown();
    this.window?.removeEventListener("pointerdown", this.choose, true);
    this.window?.removeEventListener("contextmenu", this.keepMenuAway, true);
    this.unsubscribeOffset?.();
    this.endPreview();
  }

  connectDragSource(sourceId: unknown, node?: unknown, options?: unknown): Unsubscribe {
    return this.connect("connectDragSource", [sourceId, node, options]);
  }

  connectDragPreview(sourceId: unknown, node?: unknown, options?: unknown): Unsubscribe {
    return this.connect("connectDragPreview", [sourceId, node, options]);
  }

  connectDropTarget(targetId: unknown, node?: unknown, options?: unknown): Unsubscribe {
    return this.connect("connectDropTarget", [targetId, node, options]);
  }

  profile(): Record<string, number> {
    return this.current.profile();
  }

  /** Connects to the backend in use, and again to the other when it takes over. */
  private connect(connect: Connect, args: Connection["args"]): Unsubscribe {
    const connection: Connection = { connect, args, disconnect: this.current[connect](...args) };
    this.connections.add(connection);
    return () => {
      connection.disconnect();
      this.connections.delete(connection);
    };
  }

  /**
   * The touch backend, taking a touch at once (it has no delay of its own here), with the touch's moves kept from
   * it unless the finger rested TOUCH_HOLD_MS before its first move, by the times the events carry (when the
   * screen felt them): a touch whose first move came sooner is a swipe to its end, and the page scrolls. Not
   * react-dnd's delayTouchStart, which waits with a timer: on a busy page the timer runs late, a move handled
   * before it cancels the drag of a finger that was held long enough (the card stayed where it was: seen in
   * e2e/cms-phone.spec.ts on a loaded machine), and a timer that runs before a quick swipe's first move is handled
   * makes the swipe a drag.
   */
  private heldFirst(finger: TouchBackendImpl): TouchBackendImpl {
    const start = finger.handleTopMoveStart;
    const move = finger.handleTopMove;
    let touch: { at: number; held?: boolean } | undefined;
    finger.handleTopMoveStart = (event) => {
      if (!this.monitor.isDragging()) touch = { at: event.timeStamp };
      start(event);
    };
    finger.handleTopMove = (event) => {
      if (touch && !this.monitor.isDragging()) {
        touch.held ??= event.timeStamp - touch.at >= TOUCH_HOLD_MS;
        if (!touch.held) return;
      }
      move(event);
    };
    return finger;
  }

  private readonly choose = (event: PointerEvent): void => {
    const wanted = event.pointerType === "touch" ? this.finger : this.mouse;
    if (!wanted || wanted === this.current || this.monitor.isDragging()) return;
    this.current.teardown();
    // Disconnected, the HTML5 backend's cards are no longer draggable (draggable="false"): a phone that offers
    // HTML5 drags of its own on a long press (Safari on iOS) starts none to compete with the finger's.
    for (const connection of this.connections) {
      connection.disconnect();
      connection.disconnect = wanted[connection.connect](...connection.args);
    }
    this.current = wanted;
    wanted.setup();
  };

  /** No long-press menu (open in a new tab, copy the link) over a card a finger may be about to drag. */
  private readonly keepMenuAway = (event: Event): void => {
    if (!this.finger || this.current !== this.finger || !(event.target instanceof Node)) return;
    const target = event.target;
    if (this.monitor.isDragging() || [...this.finger.sourceNodes.values()].some((node) => node.contains(target))) event.preventDefault();
  };

  /** The copy of the card under the finger, and the board's scrolling near the screen's edges. */
  private readonly follow = (): void => {
    const offset = this.monitor.getSourceClientOffset();
    const finger = this.monitor.getClientOffset();
    const doc = this.window?.document;
    if (!this.finger || this.current !== this.finger || !this.monitor.isDragging() || !offset || !finger || !doc) {
      this.endPreview();
      return;
    }
    if (!this.preview) {
      const node = this.finger.sourceNodes.get(this.monitor.getSourceId() ?? "");
      if (!node) return;
      const copy = node.cloneNode(true) as HTMLElement;
      copy.setAttribute("aria-hidden", "true");
      copy.inert = true;
      Object.assign(copy.style, {
        position: "fixed",
        left: "0",
        top: "0",
        width: `${node.getBoundingClientRect().width}px`,
        margin: "0",
        pointerEvents: "none",
        zIndex: "400",
        opacity: "0.9",
        boxShadow: "0 8px 24px rgba(68, 74, 87, 0.3)",
      });
      doc.body.append(copy);
      this.preview = copy;
    }
    this.preview.style.transform = `translate(${offset.x}px, ${offset.y}px)`;
    const height = this.window?.innerHeight ?? 0;
    this.scrollBy = finger.y < SCROLL_EDGE ? -SCROLL_STEP : finger.y > height - SCROLL_EDGE ? SCROLL_STEP : 0;
    if (this.scrollBy && !this.frame) this.frame = this.window?.requestAnimationFrame(this.scroll) ?? 0;
  };

  private readonly scroll = (): void => {
    this.frame = 0;
    if (!this.scrollBy || !this.preview) return;
    this.window?.document.scrollingElement?.scrollBy(0, this.scrollBy);
    this.frame = this.window?.requestAnimationFrame(this.scroll) ?? 0;
  };

  private endPreview(): void {
    this.preview?.remove();
    this.preview = undefined;
    this.scrollBy = 0;
    if (this.frame) this.window?.cancelAnimationFrame(this.frame);
    this.frame = 0;
  }
}

/** Under the name DragDrop.js imports: react-dnd calls it with its manager, as it would the HTML5 backend. */
export const HTML5Backend: BackendFactory = (manager, context?: { window?: Window }, options?: unknown) => new MouseOrTouchBackend(manager, context, options);
