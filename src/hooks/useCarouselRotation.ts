import type React from "react";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { usePageVisible } from "./usePageVisible";

/** Keyboard focus (not a mouse click) inside a slide pauses the rotation, so focus never lands in a slide that fades out. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true; // Browsers without :focus-visible: treat all focus as keyboard focus.
  }
}

export interface CarouselRotation {
  /** The slide on show. */
  current: number;
  /** Shows a slide (any integer: it wraps round) and starts a fresh wait. */
  show(index: number): void;
  /** Whether the rotation is meant to play: the visitor's pause or play, else the motion preference. */
  playing: boolean;
  /** The visitor pressed pause or play. */
  choosePlaying(play: boolean): void;
  /** Playing, and nothing holds it back (hidden tab, keyboard focus in a slide, a single slide). */
  running: boolean;
  /** For the element around the slides: keyboard focus inside holds the rotation. */
  focusHandlers: Pick<React.DOMAttributes<HTMLElement>, "onFocus" | "onBlur">;
}

/**
 * The carousel's rotation: every change of slide, by the timer or the visitor, starts a fresh wait of
 * `interval` ms; the rotation stops while the tab is hidden, while keyboard focus is inside a slide,
 * when the visitor pauses it and (unless they press play) when they prefer reduced motion. `slider`
 * draws the change (react-slick's `slickGoTo`).
 */
export function useCarouselRotation({
  total,
  interval,
  reducedMotion,
  slider,
}: {
  total: number;
  interval: number;
  reducedMotion: boolean;
  slider: RefObject<{ slickGoTo(slide: number): void }>;
}): CarouselRotation {
  const [current, setCurrent] = useState(0);
  // Bumped on every change of slide so the wait restarts even when the index is unchanged.
  const [epoch, setEpoch] = useState(0);
  // When the current wait began: at the change itself, not when React gets round to the effect.
  const waitingSince = useRef<number | null>(null);
  // null until the visitor presses pause or play: then their choice wins over the motion preference.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [focusInside, setFocusInside] = useState(false);
  const pageVisible = usePageVisible();
  const playing = playChoice ?? !reducedMotion;
  const running = playing && pageVisible && !focusInside && total > 1;

  const show = useCallback(
    (index: number) => {
      const target = ((index % total) + total) % total;
      waitingSince.current = Date.now();
      setCurrent(target);
      setEpoch((n) => n + 1);
      slider.current?.slickGoTo(target);
    },
    [total, slider],
  );

  useEffect(() => {
    if (!running) {
      // Resuming (tab shown again, play pressed, focus gone) gives the slide a full interval.
      waitingSince.current = null;
      return undefined;
    }
    const since = waitingSince.current ?? Date.now();
    waitingSince.current = since;
    const timer = window.setTimeout(() => show(current + 1), Math.max(0, since + interval - Date.now()));
    return () => window.clearTimeout(timer);
    // `epoch` restarts the wait after every change, including a click on the current dot.
  }, [running, current, epoch, interval, show]);

  return {
    current,
    show,
    playing,
    choosePlaying: setPlayChoice,
    running,
    focusHandlers: {
      onFocus: (event) => {
        if (isKeyboardFocus(event.target)) setFocusInside(true);
      },
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      },
    },
  };
}
