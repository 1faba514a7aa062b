/**
 * Code a page needs only once the visitor acts (the photo field's, the form's sending) loads early anyway when the
 * browser has nothing else to do after the page's load event (Safari has no requestIdleCallback): `task` runs then;
 * the function returned cancels it (a component's effect cleanup).
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  let cancelled = false;
  let idle = 0;
  const run = (): void => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(task, { timeout: 5000 });
    else idle = window.setTimeout(task, 200);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
