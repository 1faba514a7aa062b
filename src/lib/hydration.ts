/**
 * Whether React has rendered the first page. gatsby-browser marks <html> when it has (end-to-end tests
 * wait for the same mark before they click, and earlyScript.ts switches `data-js` to "ready"); until
 * then components render what the server rendered.
 */
export function markPageHydrated(): void {
  document.documentElement.dataset.hydrated = "true";
  window.__early?.hydrated();
}

export function pageHydrated(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";
}
