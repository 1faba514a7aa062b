import styled from "@emotion/styled";
import React, { useEffect, useRef, useState } from "react";
import { colors, mq, radius, space } from "../theme/tokens";
import { CloseButton, CloseIcon } from "./icons";
import { TOAST_DURATION_MS, type ToastEntry } from "./toastTypes";

const LEAVE_MS = 180;
/** How far a toast must be swiped before it is dismissed rather than snapping back. */
const SWIPE_THRESHOLD_PX = 80;

const Item = styled.li`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${space(1)};
  padding: ${space(2)};
  background: ${colors.navy};
  color: ${colors.paper};
  border: 1px solid rgba(255, 255, 255, 0.25);
  border-left: 4px solid ${colors.amber};
  border-radius: ${radius};
  box-shadow: 0 6px 24px rgba(7, 26, 51, 0.35);
  touch-action: pan-y;
  user-select: none;
  cursor: grab;
  transition:
    transform ${LEAVE_MS}ms ease,
    opacity ${LEAVE_MS}ms ease;
  &[data-dragging] {
    transition: none;
    cursor: grabbing;
  }
  ${mq.reducedMotion} {
    transition: none;
  }
  p {
    margin: 0;
  }
  strong {
    display: block;
    font-size: 1rem;
  }
`;

const ToastClose = styled(CloseButton)`
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  margin: -6px -6px 0 auto;
`;

function Toast({ toast, closeLabel, onDismiss }: { toast: ToastEntry; closeLabel: string; onDismiss: (id: number) => void }): React.JSX.Element {
  const [offset, setOffset] = useState(0);
  const [leaving, setLeaving] = useState<-1 | 0 | 1>(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ pointerId: number; startX: number } | null>(null);

  const held = hovered || focused || dragging;
  useEffect(() => {
    if (held || leaving) return undefined;
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [held, leaving, onDismiss, toast.id]);

  useEffect(() => {
    if (!leaving) return undefined;
    const timer = window.setTimeout(() => onDismiss(toast.id), LEAVE_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, onDismiss, toast.id]);

  const endDrag = (dismiss: boolean, direction: number) => {
    drag.current = null;
    setDragging(false);
    if (dismiss) setLeaving(direction < 0 ? -1 : 1);
    else setOffset(0);
  };

  return (
    <Item
      data-dragging={dragging ? "" : undefined}
      style={{
        transform: leaving ? `translateX(${leaving * 120}%)` : `translateX(${offset}px)`,
        opacity: leaving ? 0 : 1 - Math.min(Math.abs(offset) / 300, 0.6),
      }}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onPointerDown={(event) => {
        if (event.button !== 0 || (event.target as Element).closest("button")) return;
        drag.current = { pointerId: event.pointerId, startX: event.clientX };
        event.currentTarget.setPointerCapture?.(event.pointerId);
        setDragging(true);
      }}
      onPointerMove={(event) => {
        if (drag.current?.pointerId === event.pointerId) setOffset(event.clientX - drag.current.startX);
      }}
      onPointerUp={(event) => {
        if (drag.current?.pointerId !== event.pointerId) return;
        const dx = event.clientX - drag.current.startX;
        endDrag(Math.abs(dx) >= SWIPE_THRESHOLD_PX, dx);
      }}
      onPointerCancel={() => endDrag(false, 0)}
    >
      <p>
        <strong>{toast.title}</strong> {toast.text}
      </p>
      <ToastClose type="button" aria-label={closeLabel} onClick={() => onDismiss(toast.id)}>
        <CloseIcon />
      </ToastClose>
    </Item>
  );
}

/** The visible toasts; loaded (React.lazy) with the first one, as most visits show none. */
export default function ToastList({ toasts, closeLabel, onDismiss }: { toasts: readonly ToastEntry[]; closeLabel: string; onDismiss: (id: number) => void }): React.JSX.Element {
  return (
    <ol>
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} closeLabel={closeLabel} onDismiss={onDismiss} />
      ))}
    </ol>
  );
}
