import { useEffect, useRef, type RefObject } from "react";

/**
 * For a component with controls that need JavaScript (`data-needs-js` on the returned ref's element): once
 * it has hydrated, clicks the visitor made on those controls before then (held by earlyScript.ts) are
 * replayed, and from then on clicks go straight to React.
 *
 * `ready` false holds them longer: until the component has rendered what it adopts from before hydration
 * (the cookie manager's typed values), so a replayed Save sends those.
 */
export function useEarlyReady<T extends HTMLElement>(ready = true): RefObject<T> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !ready || element.hasAttribute("data-js-ready")) return;
    if (window.__early) window.__early.ready(element);
    else element.setAttribute("data-js-ready", "");
  }, [ready]);
  return ref;
}
