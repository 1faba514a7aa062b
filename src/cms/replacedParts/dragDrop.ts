import { Component, createElement, type ComponentType, type ReactNode } from "react";
import { DndProvider, DragSource as dragSource, DropTarget as dropTarget, type ConnectDragSource, type ConnectDropTarget } from "react-dnd";
import { HTML5Backend } from "./dragDropBackend";

/**
 * The drafts board's drag and drop: decap-cms-core's components/UI/DragDrop.js, which the CMS's build replaces by
 * this file (src/node/cms/packages.ts, replacedModules), with the same three parts and one difference: a card or
 * column keeps its elements when the board is drawn again. Decap's DragSource and DropTarget made react-dnd's
 * component anew each time they were drawn, and the board is drawn again at every change of the CMS's state (a
 * notice, the answer of the deploy-preview check that Decap repeats after a save): React then took every card off
 * the page and put a new one in its place. A finger resting on a card lost it, since the browser sends a touch's
 * moves to the element first touched, no longer on the page, and the card stayed where it was (e2e/cms-phone.spec.ts;
 * seen in a run of the whole suite on a loaded machine). Here each component is made once for its namespace, and
 * the column's onDrop is read from its props as it is dropped on, not from the drawing that made it.
 */

type Props = Record<string, unknown>;

interface SourceProps extends Props {
  namespace: string;
  children: (connect: ConnectDragSource) => ReactNode;
}

interface TargetProps extends Props {
  namespace: string;
  onDrop: (item: unknown) => void;
  children: (connect: ConnectDropTarget, state: { isHovered: boolean }) => ReactNode;
}

/** The props of a card that are react-dnd's or its drawing's, not the card's. */
const NOT_DRAGGED = new Set(["children", "isDragging", "connectDragComponent"]);

const sources = new Map<string, ComponentType<Props>>();
const targets = new Map<string, ComponentType<Props>>();

function sourceFor(namespace: string): ComponentType<Props> {
  let made = sources.get(namespace);
  if (!made) {
    made = dragSource(
      namespace,
      {
        // What is dragged is the card's own props, as in Decap's.
        beginDrag: (props: Props) => Object.fromEntries(Object.entries(props).filter(([key]) => !NOT_DRAGGED.has(key))),
      },
      (connect) => ({ connectDragComponent: connect.dragSource() }),
    )(({ children, connectDragComponent }: { children: SourceProps["children"]; connectDragComponent: ConnectDragSource }) => children(connectDragComponent)) as unknown as ComponentType<Props>;
    sources.set(namespace, made);
  }
  return made;
}

function targetFor(namespace: string): ComponentType<Props> {
  let made = targets.get(namespace);
  if (!made) {
    made = dropTarget(
      namespace,
      { drop: (props: Props, monitor) => (props.onDrop as TargetProps["onDrop"])(monitor.getItem()) },
      (connect, monitor) => ({ connectDropTarget: connect.dropTarget(), isHovered: monitor.isOver() }),
    )(({ children, connectDropTarget, isHovered }: { children: TargetProps["children"]; connectDropTarget: ConnectDropTarget; isHovered: boolean }) =>
      children(connectDropTarget, { isHovered }),
    ) as unknown as ComponentType<Props>;
    targets.set(namespace, made);
  }
  return made;
}

export function DragSource({ namespace, ...props }: SourceProps): ReactNode {
  return createElement(sourceFor(namespace), props);
}

export function DropTarget({ namespace, ...props }: TargetProps): ReactNode {
  return createElement(targetFor(namespace), props);
}

/** The board in react-dnd's provider, with the site's backend (dragDropBackend.ts: a mouse's HTML5 drag, a finger's touch). */
export function HTML5DragDrop<P extends object>(Wrapped: ComponentType<P>): ComponentType<P> {
  return class HTML5DragDrop extends Component<P> {
    render(): ReactNode {
      return createElement(DndProvider, { backend: HTML5Backend }, createElement(Wrapped, this.props));
    }
  };
}
