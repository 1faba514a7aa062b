import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("load", onChange);
  return () => window.removeEventListener("load", onChange);
}

/** Whether the window's load event has fired: for work that must not compete with the first paint. */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.readyState === "complete",
    () => false,
  );
}
