import { useClientStore } from "./useClientStore";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("load", onChange);
  return () => window.removeEventListener("load", onChange);
}

const isLoaded = (): boolean => document.readyState === "complete";

/** Whether the window's load event has fired: for work that must not compete with the first paint. */
export function usePageLoaded(): boolean {
  return useClientStore(subscribe, isLoaded, false);
}
