/** How long the bundles wait at most for the load event (an image that stalls must not stop the page working). */
export const START_SCRIPTS_TIMEOUT_MS = 3000;

/**
 * The inline script that starts the site's JavaScript once the page has loaded.
 *
 * Gatsby writes its bundles as `<script async>`, so they run as soon as they arrive, often before the
 * hero image is painted, and hydration then holds up that paint. Every page is complete in the server
 * HTML (links, the menu, forms work without JavaScript), so the bundles wait for the `load` event and
 * the frame after it (on a page without images `load` can come before the first full paint), or at most
 * START_SCRIPTS_TIMEOUT_MS: the first paint and the hero image never queue behind hydration.
 */
export function startScriptsAfterLoad(sources: readonly string[]): string {
  // "<" is escaped so no source can close the <script> element this text goes in.
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  return (
    `(function(s){var started=false;function go(){if(started)return;started=true;` +
    `s.forEach(function(src){var e=document.createElement("script");e.src=src;e.async=true;document.body.appendChild(e)})}` +
    `function afterPaint(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint);setTimeout(go,${START_SCRIPTS_TIMEOUT_MS})})(${list});`
  );
}
