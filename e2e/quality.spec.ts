import fs from "fs";
import path from "path";
import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations, WCAG_22_AA } from "./axe";
import { expect, pauseClock, test as base, visit } from "./fixtures";
import { configuredPolicy, exercise, recordViolations, trackRequests, violations } from "./policy";
import { dataDir, notFoundRoute, privateRoutes, routes, routesShowingEveryLayout, site } from "./routes";
import { nginxOrigin } from "./servers";
import { expectPlaceInSite } from "./trail";

const checked = new Map<string, number>();

/** Status of a same-origin address, fetched once per worker. */
async function statusOf(request: APIRequestContext, url: string): Promise<number> {
  const known = checked.get(url);
  if (known !== undefined) return known;
  const status = (await request.get(url, { maxRedirects: 0 })).status();
  checked.set(url, status);
  return status;
}

const readData = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as T;
const notFoundPage = readData<{ code: string; heading: string; homeLabel: string }>("not-found.json");
const navigation = readData<{ main: { label: string }[]; menuOpenLabel: string }>("navigation.json");

/** This build's policy with Supabase, a form embed and analytics configured (e2e/policy.ts), read once. */
let configuredCsp: string | undefined;

/** The address's HTML, fetched once per worker, for the anchors that links into it name. */
const pageTexts = new Map<string, Promise<string>>();
function textOf(request: APIRequestContext, url: string): Promise<string> {
  const known = pageTexts.get(url) ?? request.get(url).then((response) => response.text());
  pageTexts.set(url, known);
  return known;
}

/**
 * What runs past the edge of the screen or of a box that cuts it off, as a visitor scrolling sideways or missing
 * words would find it: the page wider than the screen, or text or a picture outside it (a long word, a table, a
 * fixed width). Hidden carousel slides (inert) are left out: they are off the screen by design.
 */
async function pastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${width} px screen`);
    // The boxes, from `el` outwards, that cut off what overflows them, up to the first that scrolls (a visitor scrolls it to see the rest).
    const clippers = (el: Element | null): Element[] => {
      const boxes: Element[] = [];
      for (let at = el; at; at = at.parentElement) {
        const overflow = getComputedStyle(at).overflowX;
        if (/auto|scroll/.test(overflow) && at !== document.documentElement && at !== document.body) return [...boxes, at];
        if (/hidden|clip/.test(overflow)) boxes.push(at);
      }
      return boxes;
    };
    const scrolls = (el: Element | null): boolean => clippers(el).some((box) => /auto|scroll/.test(getComputedStyle(box).overflowX));
    // Text for screen readers only sits in a box of one pixel that cuts it off.
    const forScreenReaders = (el: Element | null): boolean => clippers(el).some((box) => box.getBoundingClientRect().width <= 1 || box.getBoundingClientRect().height <= 1);
    // `box` is the element whose box holds the thing: a text's own element, a picture's parent.
    const outside = (rect: DOMRect, box: Element | null): string | undefined => {
      if (rect.width === 0 || rect.height <= 1 || scrolls(box)) return undefined;
      if (rect.left < -1 || rect.right > width + 1) return "the screen";
      const cutBy = clippers(box).find((clipper) => {
        const edge = clipper.getBoundingClientRect();
        return rect.left < edge.left - 1 || rect.right > edge.right + 1;
      });
      return cutBy ? `its box <${cutBy.tagName.toLowerCase()} class="${cutBy.className}">` : undefined;
    };
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest("[inert], [aria-hidden='true'], script, style, noscript") || forScreenReaders(parent)) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const past = outside(rect, parent);
        if (past) {
          found.push(`"${node.textContent.trim().slice(0, 40)}" runs past ${past}`);
          break;
        }
      }
    }
    for (const media of document.querySelectorAll("img, picture, video, svg, iframe, table, pre")) {
      if (media.closest("[inert], [aria-hidden='true']")) continue;
      const past = outside(media.getBoundingClientRect(), media.parentElement);
      if (past) found.push(`<${media.tagName.toLowerCase()}> runs past ${past}`);
    }
    return found;
  });
}

/** Every route and the not-found page. */
const visited = [...routes, notFoundRoute];

/** The routes visited at phone width: between them every page and template, each with every part it has (e2e/routes.ts). */
const atPhoneWidth = routesShowingEveryLayout(visited);

/**
 * A page with JavaScript off, one per worker (with the project's screen), for each route's check of what HTML
 * and CSS alone give: nothing to hydrate, so a visit costs only the page's HTML and styles.
 */
const test = base.extend<Record<never, never>, { noScript: Page }>({
  noScript: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, javaScriptEnabled: false });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

/**
 * One visit per route, served by nginx with deploy/nginx.conf and its security policy, checks everything that
 * belongs to the route, and the same test then reads the route with JavaScript off.
 *
 * At desktop width, every route: the status, the head tags, one visible h1 and the trail (e2e/trail.ts), nothing
 * past the edge of the screen (at 1366 px; on the routes the phone does not visit, again with the window narrowed
 * to the phone's width, for a long word or a wide picture in the route's own content), axe, links and assets, no console errors or failed
 * requests, and nothing either policy reports once the whole page has been scrolled through: nginx's, and the one
 * a build with outside services configured would send (sent with the page as a report-only policy beside
 * nginx's, so one visit checks both). With JavaScript off: the heading, the copy, the navigation, styled.
 *
 * At phone width, only the routes that between them show every layout (`atPhoneWidth`): what changes with the
 * width is the layout, which a page or template gives every route it makes, while the words, pictures and links
 * a route's data brings are read at desktop width (and meet the narrow layout in the narrowed edge check above).
 * A template's parts that only some entries fill are shown, since the routes chosen fill every field any entry
 * fills. The others are skipped before a page is opened. Checked there: the visible h1, the trail, the edge of the
 * screen, axe, the policy, console errors and failed requests, and with JavaScript off the phone menu opening
 * with HTML alone (a popover).
 *
 * axe runs in the page itself (e2e/axe.ts), collecting the violations alone.
 */
for (const route of visited) {
  test.describe(route, () => {
    test.skip(({ isMobile }) => isMobile && !atPhoneWidth.includes(route), "another route shows this layout at phone width");

    test("one visit: status, head tags, trail, edge of the screen, axe, links and assets, policy, no errors; then with JavaScript off", async ({
      page,
      request,
      allowedConsoleErrors,
      isMobile,
      noScript,
    }, testInfo) => {
      const notFound = route === notFoundRoute;
      // The browser reports the missing page's own 404 (and Gatsby's page-data probe) as console errors.
      if (notFound) allowedConsoleErrors.push(/status of 404/);
      test.setTimeout(90_000);
      const everyCheck = !isMobile;
      const failures: string[] = [];
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      page.on("response", (response) => {
        const own = response.url().startsWith("http://127.0.0.1");
        // The missing page itself answers 404, and so do Gatsby's probes for it (with and without the slash, and its page data).
        const expected404 = notFound && [route, route.slice(0, -1), `/page-data${route}page-data.json`].includes(new URL(response.url()).pathname);
        if (own && response.status() >= 400 && !expected404) failures.push(`${response.status()} ${response.url()}`);
      });
      page.on("requestfailed", (req) => {
        if (req.url().startsWith("http://127.0.0.1")) failures.push(`failed ${req.url()}`);
      });
      trackRequests(page);
      const reported = await recordViolations(page);
      const address = `${nginxOrigin}${route}`;
      if (everyCheck) {
        configuredCsp ??= configuredPolicy(path.join(__dirname, "..", "public"));
        const csp = configuredCsp;
        // Only the page itself: its policy is the one its header brings, and nginx's answer is passed on unchanged.
        await page.route(address, async (intercepted) => {
          const response = await intercepted.fetch({ maxRedirects: 0 });
          await intercepted.fulfill({ response, headers: { ...response.headers(), "content-security-policy-report-only": csp } });
        });
      }
      const response = await test.step("opened through nginx and hydrated", () => visit(page, address));
      if (everyCheck) expect(response?.headers()["content-security-policy-report-only"]).toBe(configuredCsp);

      await test.step("its status, heading, head tags and place in the site", async () => {
        if (notFound) {
          expect(response?.status()).toBe(404);
          await expect(page.getByText(notFoundPage.code, { exact: true })).toBeVisible();
          await expect(page.getByRole("heading", { level: 1, name: notFoundPage.heading })).toBeVisible();
        } else {
          expect(response?.status()).toBe(200);
          await expect(page.locator("h1")).toHaveCount(1);
          await expect(page.locator("h1")).toBeVisible();
          if (everyCheck) {
            await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
            await expect(page).toHaveTitle(new RegExp(`\\| ${site.name}$`));
            await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
            await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}${route}`);
            await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\/[^/]+\/.+\.(png|jpe?g|webp)$/);
            const robots = page.locator('meta[name="robots"]');
            if (privateRoutes.includes(route)) await expect(robots).toHaveAttribute("content", /noindex/);
            else await expect(robots).toHaveCount(0);
          }
          await expectPlaceInSite(page, route);
        }
      });
      await test.step("nothing past the edge of the screen", async () => expect(await pastTheEdge(page), "past the edge").toEqual([]));

      await test.step("axe", async () => expect(await axeViolations(page, { tags: WCAG_22_AA })).toEqual([]));

      if (everyCheck) await test.step("links and assets", () => expectLinksAndAssets(page, request));
      await test.step("scrolled through: no policy violation, no failed request", async () => {
        await exercise(page);
        expect(await violations(page, reported)).toEqual([]);
        expect(failures).toEqual([]);
      });

      if (everyCheck && !atPhoneWidth.includes(route)) {
        // The route's own words and pictures at the phone's width, on the routes the phone does not visit: their
        // templates lay out by CSS media queries alone, so narrowing the window lays the page out as a phone does.
        // (The home page's carousel measures itself in script; it is visited at phone width.)
        const phone = testInfo.config.projects.find((project) => project.name === "phone")?.use.viewport;
        expect(phone, "the phone project's screen").toBeTruthy();
        if (phone) {
          await test.step(`nothing past the edge at ${phone.width} px`, async () => {
            await page.setViewportSize(phone);
            expect(await pastTheEdge(page), `past the edge at ${phone.width} px`).toEqual([]);
          });
        }
      }
      await theRouteItself(page, route, everyCheck, warnings);

      await test.step("with JavaScript off", () => expectWithoutJavaScript(noScript, route, isMobile));
    });
  });
}

/** What only this route does, and needs a browser for. Last in its visit: it may leave the page. */
async function theRouteItself(page: Page, route: string, everyCheck: boolean, warnings: string[]): Promise<void> {
  if (route === notFoundRoute) {
    // Gatsby's loader warns, naming the address it found no page for.
    await expect.poll(() => warnings.some((warning) => warning.includes(route)), "a warning naming the address").toBe(true);
    await page.getByRole("link", { name: notFoundPage.homeLabel }).click();
    await expect(page).toHaveURL(`${nginxOrigin}/`);
    await expect(page.locator("h1")).toBeVisible();
  }
  if (route === "/resellers/" && everyCheck) {
    // The questions are <details>: one opens on a click (their words are checked in the built HTML, content.spec.ts).
    const faq = page.locator("details").first();
    await faq.locator("summary").click();
    await expect(faq).toHaveAttribute("open", "");
  }
}

/** With JavaScript off the route shows its heading, copy and navigation, styled; on a phone the menu opens with HTML alone (a popover). */
async function expectWithoutJavaScript(page: Page, route: string, isMobile: boolean): Promise<void> {
  await page.goto(`${nginxOrigin}${route}`);
  await expect(page.locator("h1"), route).toBeVisible();
  // Private pages (the cookie manager, the thank-you pages) and the not-found page are short by design; public pages carry real copy.
  const short = privateRoutes.includes(route) || route === notFoundRoute;
  expect((await page.locator("main").innerText()).length, `copy on ${route}`).toBeGreaterThan(short ? 20 : 400);
  if (isMobile) await page.getByRole("button", { name: navigation.menuOpenLabel }).click();
  const nav = page.getByRole("navigation", { name: isMobile ? "Mobile" : "Main" });
  for (const { label } of navigation.main) await expect(nav.getByRole("link", { name: label, exact: true }), route).toBeVisible();
  // Styled: the header is the brand colour, not the browser's default white.
  expect(await page.getByRole("banner").evaluate((el) => getComputedStyle(el).backgroundColor), route).toBe("rgb(11, 37, 69)");
}

/** Every internal link and asset of the page answers 200, every #anchor exists, external links carry rel="noopener". */
async function expectLinksAndAssets(page: Page, request: APIRequestContext): Promise<void> {
  const links = await page.locator("a[href]").evaluateAll((anchors) =>
    anchors.map((a) => ({ href: (a as HTMLAnchorElement).href, raw: a.getAttribute("href") ?? "", rel: a.getAttribute("rel") ?? "" })),
  );
  const origin = new URL(page.url()).origin;
  for (const link of links) {
    if (link.raw.startsWith("#")) {
      expect(await page.locator(`[id="${link.raw.slice(1)}"]`).count(), `anchor ${link.raw}`).toBe(1);
    } else if (link.href.startsWith(origin)) {
      const url = new URL(link.href);
      expect(await statusOf(request, url.pathname), `link ${link.raw}`).toBe(200);
      // "#/…" is a route inside the CMS's single-page app (its own tests open it), not an element id.
      if (url.hash && !url.hash.startsWith("#/")) expect(await textOf(request, url.pathname), `anchor ${link.raw}`).toContain(`id="${url.hash.slice(1)}"`);
    } else if (/^https?:/.test(link.href)) {
      expect(link.rel, `rel of ${link.href}`).toContain("noopener");
    }
  }

  const assets = await page.evaluate(() => {
    const urls = new Set<string>();
    document.querySelectorAll<HTMLImageElement>("img[src]").forEach((img) => urls.add(img.src));
    document.querySelectorAll<HTMLSourceElement | HTMLImageElement>("[srcset]").forEach((el) =>
      el.srcset.split(",").forEach((part) => urls.add(new URL(part.trim().split(" ")[0], location.href).href)),
    );
    document.querySelectorAll<HTMLLinkElement>("link[href]").forEach((link) => {
      if (link.rel !== "canonical") urls.add(link.href);
    });
    document.querySelectorAll<HTMLScriptElement>("script[src]").forEach((s) => urls.add(s.src));
    return [...urls];
  });
  for (const asset of assets.filter((a) => a.startsWith(origin))) {
    expect(await statusOf(request, asset.replace(origin, "")), `asset ${asset}`).toBe(200);
  }
}

test.describe("across pages", () => {
  test.skip(({ isMobile }) => isMobile, "head tags do not depend on the width");

  test("no two pages share a title or a description", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    // Read from the served HTML, where Gatsby's Head API writes the head and where search engines read it;
    // each route's own visit above checks the same tags in the browser.
    const decode = (text: string): string => text.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">");
    for (const route of routes) {
      const html = await (await request.get(route)).text();
      const title = decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
      const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
      expect(title, `title of ${route}`).not.toBe("");
      expect(description, `description of ${route}`).not.toBe("");
      expect(titles.get(title), `title of ${route} is also used by`).toBeUndefined();
      expect(descriptions.get(description), `description of ${route} is also used by`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(description, route);
    }
    expect(titles.size).toBe(routes.length);
  });
});

/** Tabs through the page and returns, for each focus stop, its name and whether it shows a focus ring. */
async function tabThrough(page: import("@playwright/test").Page, limit: number) {
  const stops: { id: string; name: string; ring: boolean }[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      el.dataset.tabbed ??= String(document.querySelectorAll("[data-tabbed]").length);
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      // MUI switches draw their ring on the thumb's wrapper rather than on the hidden input.
      const wrapper = el.closest(".Mui-focusVisible");
      const shadow = wrapper ? getComputedStyle(wrapper).boxShadow !== "none" || getComputedStyle(wrapper).outlineStyle !== "none" : false;
      return { id: el.dataset.tabbed, name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40), ring: outline || shadow };
    });
    if (!stop) break;
    if (stops.some((s) => s.id === stop.id)) break;
    stops.push(stop);
  }
  return stops;
}

test("keyboard: every control on the home page is reachable with Tab and shows a focus ring", async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  // The slideshow's timer on the test's clock, stopped while Tab walks the page: turning on its own, it took its
  // slide's links out of the Tab order before the walk reached them on a busy machine (a fresh clone's run, issue 60).
  await page.clock.install();
  await visit(page, "/");
  // The cookie banner arrives once stored consent has been read; it is first in the Tab order.
  await expect(page.getByRole("button", { name: "Accept All" })).toBeVisible();
  await pauseClock(page, 1);
  const stops = await tabThrough(page, 200);
  expect(stops.filter((s) => !s.ring).map((s) => s.name), "controls without a focus ring").toEqual([]);
  // Every visible, focusable control was reached (hidden slides are inert and so rightly skipped).
  const unreached = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea, [tabindex='0']")]
      .filter((el) => !el.closest("[inert]") && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden" && el.tabIndex >= 0 && !el.closest("[aria-hidden='true']"))
      .filter((el) => el.dataset.tabbed === undefined)
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(unreached).toEqual([]);
  if (isMobile) expect(stops.map((s) => s.name)).toEqual(expect.arrayContaining([expect.stringMatching(/menu/i)]));
  else expect(stops.map((s) => s.name)).toEqual(expect.arrayContaining(["SERVICES", "ABOUT", "MAKE AN ENQUIRY"]));
});

test("keyboard: the open mobile menu and the cookie dialog are reachable with Tab and show focus rings", async ({ page, isMobile }) => {
  await visit(page, "/about/");
  if (isMobile) {
    await page.getByRole("button", { name: /menu/i }).focus();
    await page.keyboard.press("Enter");
    const menuStops = await tabThrough(page, 12);
    expect(menuStops.map((s) => s.name)).toEqual(expect.arrayContaining(["SERVICES", "MAKE AN ENQUIRY"]));
    expect(menuStops.filter((s) => !s.ring).map((s) => s.name)).toEqual([]);
    await page.keyboard.press("Escape");
  }
  await page.getByRole("button", { name: "Settings", exact: true }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const stops = await tabThrough(page, 10);
  expect(stops.length).toBeGreaterThanOrEqual(3);
  expect(stops.filter((s) => !s.ring).map((s) => s.name), "dialog controls without a focus ring").toEqual([]);
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
});

test("the hero image has loaded before any script is requested: the bundles start after the load event", async ({ page }) => {
  await visit(page, "/sectors/aviation/");
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const hero = document.querySelector<HTMLImageElement>("main img[data-main-image]");
    const heroEntry = resources.find((entry) => entry.name === hero?.currentSrc);
    const scripts = resources.filter((entry) => entry.initiatorType === "script" && /\/(framework|app)-[0-9a-f]+\.js$/.test(entry.name));
    return {
      heroComplete: hero?.complete ?? false,
      heroEnd: heroEntry?.responseEnd ?? Number.NaN,
      loadStart: navigation.loadEventStart,
      scriptStarts: scripts.map((entry) => entry.startTime),
    };
  });
  expect(timing.heroComplete).toBe(true);
  expect(timing.scriptStarts).toHaveLength(2);
  for (const start of timing.scriptStarts) {
    expect(start).toBeGreaterThanOrEqual(timing.loadStart);
    expect(start).toBeGreaterThan(timing.heroEnd);
  }
});

test("the server's styles stay where they are as the page starts: none is moved, removed or inserted again", async ({ page, isMobile }) => {
  test.skip(isMobile, "the same style sheets and start-up at every width");
  // Moving or re-inserting a style sheet makes the browser restyle the whole page, inside hydration's work.
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedStyles: string[] }).removedStyles = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) if (node.nodeName === "STYLE") removed.push((node.textContent ?? "").slice(0, 60));
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await visit(page, "/");
  // The banner is rendered only in the browser, so its styles are the emotion rules inserted there.
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
  const styles = await page.evaluate(() => {
    const serverIds = [...document.querySelectorAll("style[data-ssr-css]")].flatMap((node) => (node.getAttribute("data-ssr-css") ?? "").split(" "));
    const insertedSelectors = [...document.querySelectorAll<HTMLStyleElement>("style[data-emotion]")].flatMap((node) =>
      [...(node.sheet?.cssRules ?? [])].map((rule) => (rule instanceof CSSStyleRule ? rule.selectorText : "")),
    );
    const inserted = new Set(insertedSelectors.flatMap((selector) => [...selector.matchAll(/\.css-([a-z0-9]+)/g)].map((match) => match[1])));
    return {
      removed: (window as unknown as { removedStyles: string[] }).removedStyles,
      serverIds: serverIds.length,
      insertedIds: inserted.size,
      insertedAgain: serverIds.filter((id) => inserted.has(id)),
    };
  });
  expect(styles.serverIds).toBeGreaterThan(20);
  expect(styles.insertedIds, "the banner's styles, inserted in the browser").toBeGreaterThan(0);
  expect(styles.insertedAgain, "server styles inserted a second time").toEqual([]);
  expect(styles.removed, "style elements taken out of the page").toEqual([]);
});
