import type { Page } from "@playwright/test";
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

/**
 * Scrolls through the page so lazy images and components load, waits for the network to settle, and goes back
 * to the top. Each scroll is instant: the site's `scroll-behavior: smooth` would otherwise animate them, and a
 * page still moving under the next click (the phone menu's button, before the header sticks) makes it miss.
 */
export async function exercise(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
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
