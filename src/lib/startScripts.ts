/** How long the bundles wait at most for the load event (an image that stalls must not stop the page working). */
export const START_SCRIPTS_TIMEOUT_MS = 3000;

/**
 * The inline script that starts the site's JavaScript once the page has loaded, or as soon as the visitor
 * interacts with it, whichever comes first.
 *
 * Gatsby writes its bundles as `<script async>`, so they run as soon as they arrive, often before the
 * hero image is painted, and hydration then holds up that paint. Every page is complete in the server
 * HTML, so the bundles wait for the `load` event and the frame after it (on a page without images `load`
 * can come before the first full paint), or at most START_SCRIPTS_TIMEOUT_MS. A tap, key press or focus
 * before then (earlyScript.ts reports it) starts them at once: the visitor wants the page to work now, and
 * the click that started them is replayed when its control has hydrated. A bundle that fails to load
 * switches the page to its no-script fallbacks (earlyScript.ts).
 */
export function startScriptsAfterLoad(sources: readonly string[]): string {
  // "<" is escaped so no source can close the <script> element this text goes in.
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  return (
    `(function(s){var started=false,early=window.__early;function go(){if(started)return;started=true;` +
    `s.forEach(function(src){var e=document.createElement("script");e.src=src;e.async=true;` +
    `e.onerror=function(){if(early)early.failed()};document.body.appendChild(e)})}` +
    `function afterPaint(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `if(early)early.onInteraction(go);` +
    `if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint);setTimeout(go,${START_SCRIPTS_TIMEOUT_MS})})(${list});`
  );
}
