import { expect, type Page, type Request } from "@playwright/test";
import { collectInlineHashes } from "../src/node/deployArtefacts";
import { contentSecurityPolicy, type SiteConnections } from "../src/node/securityHeaders";

/** Collects the Content-Security-Policy violations a page reports, from its first script on. */
export async function recordViolations(page: Page): Promise<string[]> {
  const reported: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) reported.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const log = ((window as unknown as { __violations?: string[] }).__violations ??= []);
      // A report-only policy's violations are reported, not blocked: named as such.
      const report = event.disposition === "report" ? "report-only: " : "";
      log.push(`${report}${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return reported;
}

/** The violations reported so far: the page's events, then the console's messages. */
export async function violations(page: Page, console: string[]): Promise<string[]> {
  const events = await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
  return [...events, ...console];
}

/** The sources a policy lists for one directive. */
export function sources(csp: string, directive: string): string[] {
  return (
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === directive)
      ?.slice(1) ?? []
  );
}

/** The requests a page has started and not yet finished, tracked from the first call on (once per page). */
const openRequests = new WeakMap<Page, Set<Request>>();
export function trackRequests(page: Page): Set<Request> {
  let open = openRequests.get(page);
  if (!open) {
    const started = new Set<Request>();
    page.on("request", (request) => started.add(request));
    page.on("requestfinished", (request) => started.delete(request));
    page.on("requestfailed", (request) => started.delete(request));
    openRequests.set(page, started);
    open = started;
  }
  return open;
}

/**
 * Scrolls through the page so lazy images and components load, waits until what that started has arrived, and
 * goes back to the top. After each scroll it waits two animation frames: the browser decides which lazy images
 * to load (and runs the page's IntersectionObservers) in the frame's rendering steps. Then every picture in the
 * page that the browser chose to load is complete (or failed), and every request the page started (tracked from the first
 * call of `trackRequests`, here at the latest) has finished. Each scroll is instant: the site's
 * `scroll-behavior: smooth` would otherwise animate them, and a page still moving under the next click (the
 * phone menu's button, before the header sticks) makes it miss.
 */
export async function exercise(page: Page): Promise<void> {
  trackRequests(page);
  // One screen a call, driven from here, so a page that stops giving frames, or keeps growing, fails saying where
  // (a loop inside one evaluate that waited for frames once ran into the test's timeout, naming nothing).
  let last = "before the first screen";
  for (let screen = 0; ; screen += 1) {
    const scrolled = page.evaluate(async (screen) => {
      const y = screen * window.innerHeight;
      const height = document.body.scrollHeight;
      if (y >= height) return { done: true, y, height };
      window.scrollTo({ top: y, behavior: "instant" });
      let frames = 0;
      await new Promise<void>((resolve, reject) => {
        // A bound that only names what stopped: two frames take a few milliseconds, even on a busy machine.
        const stuck = setTimeout(
          () => reject(new Error(`exercise: ${frames} of 2 frames came in 20 s after scrolling to ${y} of ${height} px (window ${window.innerWidth}×${window.innerHeight}, ${document.visibilityState})`)),
          20_000,
        );
        const next = (): void => {
          requestAnimationFrame(() => {
            frames += 1;
            if (frames < 2) next();
            else {
              clearTimeout(stuck);
              resolve();
            }
          });
        };
        next();
      });
      return { done: false, y, height };
    }, screen);
    // A page whose own script never yields cannot run the bound above: this one, out here, names that case.
    let silent: ReturnType<typeof setTimeout> | undefined;
    const unanswered = new Promise<never>((_, reject) => {
      silent = setTimeout(() => reject(new Error(`exercise: the page did not answer for 30 s at screen ${screen} (${last}); its script may be stuck`)), 30_000);
    });
    const at = await Promise.race([scrolled, unanswered]).finally(() => clearTimeout(silent));
    last = `scrolled to ${at.y} of ${at.height} px`;
    if (at.done) break;
    if (screen >= 59) throw new Error(`exercise: still scrolling after 60 screens, at ${at.y} of ${at.height} px`);
  }
  await settle(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/**
 * Waits until every request the page has started (tracked from the first call of `trackRequests`, here at the
 * latest) has finished, and every picture in the page the browser chose to load is complete (or failed).
 */
export async function settle(page: Page): Promise<void> {
  const open = trackRequests(page);
  // Read afresh each time, from the pictures in the page now: one the page has since replaced (a re-rendered slide)
  // never finishes, and waiting on it inside the page hung a visit until the test's timeout, naming nothing. A lazy
  // picture the browser has not chosen to load (a hidden slide, say) has no currentSrc yet.
  // Both at once, twice running: a late part whose code has just arrived puts its pictures in the page after its request ends.
  const settled = async (): Promise<string[]> => [
    ...[...open].map((request) => `request still open: ${request.url()}`),
    ...(await page.evaluate(() => [...document.images].filter((img) => !img.complete && (img.currentSrc || img.loading !== "lazy")).map((img) => img.currentSrc || img.src))).map(
      (src) => `picture still loading: ${src}`,
    ),
  ];
  await expect.poll(async () => [...(await settled()), ...(await settled())], { message: "what the page started, still loading" }).toEqual([]);
}

/**
 * Supabase, a form embed and analytics configured: the outside services a build can be given. What a build with
 * all of them would send as its policy is built from this and the built pages' inline scripts and styles.
 */
export const configuredConnections: SiteConnections = {
  supabaseOrigin: "https://beltwright-demo.supabase.co",
  forms: { provider: "embed", embedOrigins: ["https://forms.embed-provider.example"] },
  analytics: true,
};

/** The policy a build of these pages (in `publicDir`) would send with Supabase, a form embed and analytics configured. */
export function configuredPolicy(publicDir: string): string {
  return contentSecurityPolicy(configuredConnections, collectInlineHashes(publicDir));
}
