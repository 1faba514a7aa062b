import type React from "react";
import { useRef } from "react";

const SWIPE_MIN_PX = 40;

/**
 * A sideways swipe of one finger: `onSwipe(1)` for a swipe to the left (on to the next), `onSwipe(-1)` to
 * the right. Only a clear sideways movement counts; anything more vertical is the visitor scrolling the page.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void): Pick<React.DOMAttributes<HTMLElement>, "onTouchStart" | "onTouchEnd"> {
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event) => {
      const touch = event.touches[0];
      touchStart.current = event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event) => {
      const start = touchStart.current;
      const touch = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy) * 1.5) onSwipe(dx < 0 ? 1 : -1);
    },
  };
}
