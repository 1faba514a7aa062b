import type { Locator, Page } from "@playwright/test";
import fs from "fs";
import path from "path";
import { readEntries } from "../src/node/dataFiles";
import { axeViolations, WCAG_22_AA } from "./axe";
import { expect, pauseClock, test, visit } from "./fixtures";
import { describeShifts, layoutShifts, watchLayoutShifts } from "./layoutShift";
import { dataDir, phonePattern, site } from "./routes";
import { holdStartFallback } from "./startFallback";

const home = JSON.parse(fs.readFileSync(path.join(dataDir, "home.json"), "utf8")) as { slides: { title: string }[]; trust: { benefits: { title: string }[] } };
const titles = home.slides.map((slide) => slide.title);

const hero = (page: Page): Locator => page.getByRole("region", { name: "Featured services" });
const dot = (page: Page, n: number): Locator => hero(page).getByRole("button", { name: `Show slide ${n}` });

/** The slide on show: its dot is marked and only its heading can be seen. */
async function expectSlide(page: Page, n: number): Promise<void> {
  await expect(dot(page, n)).toHaveAttribute("aria-current", "true");
  await expect(hero(page).getByRole("heading", { name: titles[n - 1] })).toBeVisible();
  for (const [index, title] of titles.entries()) {
    if (index !== n - 1) await expect(hero(page).getByText(title, { exact: true })).toBeHidden();
  }
}

/** Stops the page's clock a second ahead, so the test decides when time passes. */
const freezeClock = (page: Page): Promise<void> => pauseClock(page, 1000);

/** Headless Chromium keeps every tab visible, so the test plays the Page Visibility API's part. */
async function setTabVisibility(page: Page, state: "visible" | "hidden"): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => value });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}

test.describe("home page hero carousel", () => {
  test("server HTML shows the first slide complete and styled, in the same box the running carousel uses", async ({ browser, page }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
    const staticPage = await noScript.newPage();
    await staticPage.goto("/");
    await expect(staticPage.getByRole("heading", { level: 1, name: titles[0] })).toBeVisible();
    await expect(staticPage.getByRole("link", { name: "SEE ALL OUR SERVICES" })).toBeVisible();
    await expect(staticPage.getByText("Zero Recalls Perfect Record")).toBeVisible();
    await expect(staticPage.getByText(titles[1], { exact: true })).toBeHidden();
    await expect(staticPage.getByText(titles[2], { exact: true })).toBeHidden();
    // Measured from the top of <main>, so the comparison holds whatever the header does.
    const fromMain = async (p: Page, box: { x: number; y: number; width: number; height: number } | null) => {
      const main = await p.locator("main").boundingBox();
      return box && main ? { ...box, y: box.y - main.y } : null;
    };
    const staticBox = await fromMain(staticPage, await staticPage.getByRole("region", { name: "Featured services" }).boundingBox());
    const staticHeading = await fromMain(staticPage, await staticPage.getByRole("heading", { level: 1 }).boundingBox());
    await noScript.close();

    await visit(page, "/");
    expect(await fromMain(page, await hero(page).boundingBox())).toEqual(staticBox);
    expect(await fromMain(page, await page.getByRole("heading", { level: 1 }).boundingBox())).toEqual(staticHeading);
    // It fills the screen below the header.
    const viewport = page.viewportSize();
    expect(staticBox?.height).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 200);
  });

  test("the first slide's image is the largest paint and loads first; the others wait for the page to load; nothing moves", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { lcp: string[] };
      w.lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[]) w.lcp.push(entry.url);
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await watchLayoutShifts(page);
    // The scripts start after the load event here: the starter's fallback timer, which would start them if `load`
    // came late on a busy machine, is held (the fallback itself: the test after this one).
    await holdStartFallback(page);
    await visit(page, "/");
    const images = hero(page).locator("img[data-main-image]");
    await expect(images).toHaveCount(titles.length);
    await expect(images.nth(0)).toHaveAttribute("loading", "eager");
    await expect(images.nth(0)).toHaveAttribute("fetchpriority", "high");
    for (let index = 1; index < titles.length; index += 1) await expect(images.nth(index)).toHaveAttribute("loading", "lazy");

    await expect.poll(() => page.evaluate(() => (window as unknown as { lcp: string[] }).lcp.at(-1) ?? "")).toMatch(/\/slide-1\.\w+$/);
    // The page's end state: hydrated (visit), and every slide's picture in (the running carousel fetches the others).
    await expect.poll(() => images.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
    const shifts = await layoutShifts(page);
    expect(shifts, `layout shifts, from before the first paint until then:\n${describeShifts(shifts)}`).toEqual([]);
    const { loadStart, requests } = await page.evaluate(() => ({
      loadStart: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
      requests: performance.getEntriesByType("resource").map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    const heroRequests = requests.filter((request) => /\/slide-\d+\.\w+$/.test(request.name));
    const slide = (n: number) => heroRequests.filter((request) => new RegExp(`/slide-${n}\\.`).test(request.name));
    expect(slide(1).length).toBeGreaterThan(0);
    for (const request of slide(1)) expect(request.start).toBeLessThan(loadStart);
    for (let n = 2; n <= titles.length; n += 1) {
      expect(slide(n).length, `slide ${n}'s picture was fetched`).toBeGreaterThan(0);
      for (const request of slide(n)) expect(request.start, `slide ${n}'s picture`).toBeGreaterThanOrEqual(loadStart);
    }
  });

  test("the scripts start without the load event when a picture holds it up, once the starter's fallback timer runs out", async ({ page, isMobile }) => {
    test.skip(isMobile, "the start-up's timing does not depend on the screen");
    // The first slide's picture never arrives, so `load` never comes; the fallback's time is the page's own, held by the test.
    await page.route(/\/slide-1\.\w+$/, () => undefined);
    const fallback = await holdStartFallback(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(hero(page).getByRole("heading", { level: 1, name: titles[0] })).toBeVisible();
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    await expect(page.locator("html")).toHaveAttribute("data-js", "loading");
    // Nothing has started the bundles yet (the server's HTML has no script of its own with a src).
    expect(await page.locator("script[src]").count()).toBe(0);
    await fallback.fire();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("is a labelled carousel of slides '1 of 3' to '3 of 3' with named buttons; only slide 1 shows the trust badges", async ({ page }) => {
    await visit(page, "/");
    await expect(hero(page)).toHaveAttribute("aria-roledescription", "carousel");
    const slides = page.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(titles.length);
    for (const index of titles.keys()) await expect(slides.nth(index)).toHaveAttribute("aria-label", `${index + 1} of ${titles.length}`);
    for (const name of ["Pause slideshow", "Previous slide", "Next slide", ...titles.map((_title, index) => `Show slide ${index + 1}`)]) {
      await expect(hero(page).getByRole("button", { name })).toBeVisible();
    }
    for (const badge of ["30+ Years Experience", "Zero Recalls Perfect Record", "Right First Time Every Time"]) {
      await expect(slides.nth(0).getByText(badge)).toBeVisible();
    }
    for (let index = 1; index < titles.length; index += 1) await expect(slides.nth(index).getByRole("listitem")).toHaveCount(0);
  });

  test("advances every 6 seconds, loops, and keeps playing after arrow and dot clicks", async ({ page, isMobile }) => {
    test.skip(isMobile, "the rotation's timing does not depend on the screen");
    await page.clock.install();
    await visit(page, "/");
    await freezeClock(page);
    await expectSlide(page, 1);
    // Clicking the current dot starts its 6 seconds now, so the test knows when the wait began.
    await dot(page, 1).click();
    await page.clock.runFor(5900);
    await expectSlide(page, 1);
    await page.clock.runFor(200);
    await expectSlide(page, 2);
    await page.clock.runFor(6000);
    await expectSlide(page, 3);
    await page.clock.runFor(6000);
    await expectSlide(page, 1);

    await hero(page).getByRole("button", { name: "Previous slide" }).click();
    await page.clock.runFor(10);
    await expectSlide(page, 3);
    await page.clock.runFor(5800);
    await expectSlide(page, 3);
    await page.clock.runFor(300);
    await expectSlide(page, 1);

    await hero(page).getByRole("button", { name: "Next slide" }).click();
    await page.clock.runFor(10);
    await expectSlide(page, 2);
    await page.clock.runFor(5800);
    await expectSlide(page, 2);
    await page.clock.runFor(300);
    await expectSlide(page, 3);

    await dot(page, 2).click();
    await page.clock.runFor(10);
    await expectSlide(page, 2);
    await page.clock.runFor(5800);
    await expectSlide(page, 2);
    await page.clock.runFor(300);
    await expectSlide(page, 3);
  });

  test("stops while the tab is hidden and gives the slide a full 6 seconds when it is visible again", async ({ page, isMobile }) => {
    test.skip(isMobile, "the rotation's timing does not depend on the screen");
    await page.clock.install();
    await visit(page, "/");
    await freezeClock(page);
    await dot(page, 1).click();
    await page.clock.runFor(4000);
    await setTabVisibility(page, "hidden");
    await page.clock.runFor(30_000);
    await expectSlide(page, 1);
    await setTabVisibility(page, "visible");
    await page.clock.runFor(5800);
    await expectSlide(page, 1);
    await page.clock.runFor(300);
    await expectSlide(page, 2);
  });

  test("the pause button stops and restarts the rotation", async ({ page, isMobile }) => {
    test.skip(isMobile, "the rotation's timing does not depend on the screen");
    await page.clock.install();
    await visit(page, "/");
    await freezeClock(page);
    await hero(page).getByRole("button", { name: "Pause slideshow" }).click();
    await page.clock.runFor(30_000);
    await expectSlide(page, 1);
    await hero(page).getByRole("button", { name: "Play slideshow" }).click();
    await expect(hero(page).getByRole("button", { name: "Pause slideshow" })).toBeVisible();
    await page.clock.runFor(5800);
    await expectSlide(page, 1);
    await page.clock.runFor(300);
    await expectSlide(page, 2);
  });

  test("does not move by itself when the visitor prefers reduced motion", async ({ page, isMobile }) => {
    test.skip(isMobile, "the rotation's timing does not depend on the screen");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await visit(page, "/");
    await freezeClock(page);
    await expect(hero(page).getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await page.clock.runFor(30_000);
    await expectSlide(page, 1);
    await hero(page).getByRole("button", { name: "Next slide" }).click();
    await page.clock.runFor(10);
    await expectSlide(page, 2);
  });

  test("follows a sideways swipe on a touch screen", async ({ page, isMobile }) => {
    test.skip(!isMobile, "touch screen");
    await visit(page, "/");
    await hero(page).getByRole("button", { name: "Pause slideshow" }).click();
    // Pause was scrolled clear of the cookie banner; back at the top, the finger goes on the slides between
    // the header and the banner, which is fixed at the foot of the screen over their lower part.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    const box = await hero(page).locator(".slides").boundingBox();
    if (!box) throw new Error("no slides area");
    const bannerTop = await page.getByRole("region", { name: "Cookie consent" }).evaluate((node) => node.getBoundingClientRect().top);
    const y = (box.y + Math.min(box.y + box.height, bannerTop)) / 2;
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 6; step += 1) {
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: fromX + ((toX - fromX) * step) / 6, y }] });
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    await swipe(box.x + box.width - 40, box.x + 40);
    await expectSlide(page, 2);
    await swipe(box.x + 40, box.x + box.width - 40);
    await expectSlide(page, 1);
    await swipe(box.x + 40, box.x + box.width - 40);
    await expectSlide(page, 3);
  });

  test("follows its box's width: narrowed without a window resize, the slide on show fills it again", async ({ page, isMobile }) => {
    test.skip(isMobile, "the width of the carousel's box, not the screen's");
    await visit(page, "/");
    const carousel = hero(page).locator(".slick-slider");
    const gap = (): Promise<number> =>
      carousel.evaluate((slider) => {
        const slide = slider.querySelector(".slick-slide.slick-active")?.getBoundingClientRect().width ?? 0;
        return Math.round(Math.abs(slider.getBoundingClientRect().width - slide));
      });
    expect(await gap()).toBe(0);
    // Only the browser's ResizeObserver sees this (no window resize): the carousel measures its slides again.
    await carousel.evaluate((slider) => {
      (slider as HTMLElement).style.width = `${Math.round(slider.getBoundingClientRect().width * 0.6)}px`;
    });
    await expect.poll(gap).toBe(0);
  });

  test("the keyboard reaches only the slide on show", async ({ page, isMobile }) => {
    test.skip(isMobile, "keyboard");
    await visit(page, "/");
    await hero(page).getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Tab");
    await expect(hero(page).getByRole("link", { name: "SEE ALL OUR SERVICES" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(hero(page).getByRole("link", { name: "GET A QUOTE" })).toBeFocused();
    // Past slide 1, the hidden slides' links are skipped: the next stop is the banner's button.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Contact us" })).toBeFocused();
  });
});

test.describe("home page sections", () => {
  /**
   * Clicks a link and says where the page was at the click and in the first frame after it. A jump is at its
   * target in that frame; a smooth scroll has not moved yet (the browser starts the glide from the next frame)
   * and gets there later. Counting the positions of the glide instead depends on how many frames the browser
   * paints, and on a busy machine it may paint none between the start and the end.
   */
  async function clickAndWatchScroll(page: Page, link: Locator): Promise<{ atClick: number; firstFrame: number }> {
    await page.evaluate(() => {
      (window as unknown as { scrolled: Promise<unknown> }).scrolled = new Promise((resolve) => {
        addEventListener(
          "click",
          () => {
            const atClick = Math.round(window.scrollY);
            requestAnimationFrame(() => resolve({ atClick, firstFrame: Math.round(window.scrollY) }));
          },
          { capture: true, once: true },
        );
      });
    });
    await link.click();
    return page.evaluate(() => (window as unknown as { scrolled: Promise<{ atClick: number; firstFrame: number }> }).scrolled);
  }

  test("the hero buttons scroll smoothly to the services and contact sections", async ({ page }) => {
    await visit(page, "/");
    // What makes the browser glide to an anchor rather than jump (reduced motion turns it off).
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
    await hero(page).getByRole("button", { name: "Pause slideshow" }).click();
    let scroll = await clickAndWatchScroll(page, hero(page).getByRole("link", { name: "SEE ALL OUR SERVICES" }));
    expect(scroll.firstFrame, "no jump: still where it was in the first frame after the click").toBe(scroll.atClick);
    await expect(page.locator("#services").getByRole("heading", { level: 2, name: "Our services" })).toBeInViewport();

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    scroll = await clickAndWatchScroll(page, hero(page).getByRole("link", { name: "GET A QUOTE" }));
    expect(scroll.firstFrame, "no jump: still where it was in the first frame after the click").toBe(scroll.atClick);
    await expect(page.getByRole("heading", { level: 2, name: "Request a Quote" })).toBeInViewport();
    await expect(page.locator("#contact").getByRole("form", { name: /quote/i })).toBeInViewport();

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await dot(page, 3).click();
    await hero(page).getByRole("link", { name: "GET REWEBBING QUOTE" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Request a Quote" })).toBeInViewport();
  });

  test("the banner's Contact us button scrolls to the contact section", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("heading", { name: "A seat belt only has to work once" }).scrollIntoViewIfNeeded();
    await page.getByRole("link", { name: "Contact us" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Request a Quote" })).toBeInViewport();
  });

  test("the slides' page buttons, sector cards and service cards open their pages", async ({ page }) => {
    await visit(page, "/");
    await dot(page, 2).click();
    await hero(page).getByRole("link", { name: "VIEW BESPOKE SERVICES" }).click();
    await expect(page).toHaveURL(/\/services\/bespoke-requirements\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await visit(page, "/");
    const sectors = page.locator("#sectors");
    // The sectors marked showOnHome, in their order.
    const homeSectors = readEntries<{ slug: string; order: number; showOnHome: boolean }>(dataDir, "sectors").filter((sector) => sector.showOnHome);
    await expect(sectors.getByRole("link")).toHaveCount(homeSectors.length);
    expect(await sectors.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(homeSectors.map((sector) => `/sectors/${sector.slug}/`));
    await sectors.getByRole("link", { name: /: Racing\b/ }).click();
    await expect(page).toHaveURL(/\/sectors\/racing\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await visit(page, "/");
    const services = page.locator("#services");
    const allServices = readEntries(dataDir, "services");
    expect(await services.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(allServices.map((service) => `/services/${service.slug}/`));
    await services.getByRole("link", { name: /: Seat Belt Repairs\b/ }).click();
    await expect(page).toHaveURL(/\/services\/seat-belt-repairs\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("shows the standards badges, the trust section and no video player while there is no video", async ({ page, isMobile }) => {
    test.skip(isMobile, "the content does not depend on the screen");
    await visit(page, "/");
    await expect(page.getByRole("heading", { level: 2, name: "Standards we build to" })).toBeVisible();
    for (const alt of ["Badge reading ECE R16 belts", "Badge reading UK assembled", "Badge reading zero recalls since 1990"]) {
      const badge = page.getByRole("img", { name: alt });
      await badge.scrollIntoViewIfNeeded();
      await expect(badge).toBeVisible();
    }
    await expect(page.locator("video")).toHaveCount(0);
    const why = page.locator("#why-us");
    await expect(why.getByRole("heading", { level: 3 })).toHaveText(home.trust.benefits.map((benefit) => benefit.title));
    await expect(why.locator("blockquote")).toBeVisible();
  });

  test("the business structured data gives the same name, address and phone as the footer", async ({ page, isMobile }) => {
    test.skip(isMobile, "the content does not depend on the screen");
    await visit(page, "/");
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    type Business = {
      "@id": string;
      "@type": string[];
      name: string;
      telephone: string;
      address: { streetAddress: string; addressLocality: string; addressRegion: string; postalCode: string };
      openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
    };
    // The page's graph holds the site, the page and the business, which other pages name by its @id.
    const graph = (JSON.parse(json ?? "{}") as { "@graph": Business[] })["@graph"];
    const business = graph.find((node) => node["@id"] === `${site.siteUrl}/#business`) as Business;
    expect(business["@type"]).toContain("AutoPartsStore");
    const footer = page.getByRole("contentinfo");
    const address = footer.locator("address");
    await expect(address.locator("strong")).toHaveText(business.name);
    const lines = (await address.innerText()).split("\n").map((line) => line.trim());
    expect(lines).toEqual([
      business.name,
      business.address.streetAddress,
      `${business.address.addressLocality}, ${business.address.addressRegion}`,
      business.address.postalCode,
    ]);
    await expect(footer.getByRole("link", { name: phonePattern })).toHaveAttribute("href", `tel:${business.telephone}`);
    expect(business.openingHoursSpecification[0]).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "17:00",
    });
  });

  test("has no automatically detectable WCAG problems", async ({ page }) => {
    await visit(page, "/");
    await hero(page).getByRole("button", { name: "Pause slideshow" }).click();
    expect(await axeViolations(page, { tags: WCAG_22_AA })).toEqual([]);
  });
});
