import type { CDPSession, Locator, Page } from "@playwright/test";
import { expect, fullSpeed, holdScripts, test } from "./fixtures";
import { phonePattern, site } from "./routes";

/**
 * The gap between the first paint and hydration, as a visitor on a slow phone meets it: the network is throttled
 * through the DevTools Protocol from the first request, the CPU from the moment the site's scripts are let go
 * until hydration, and the test acts as soon as each control appears.
 */
interface Throttle {
  name: string;
  latencyMs: number;
  kbPerSecond: number;
  cpuSlowdown: number;
}

const mobile: Throttle = { name: "150 ms, 200 KB/s, 4x CPU", latencyMs: 150, kbPerSecond: 200, cpuSlowdown: 4 };
// Chrome DevTools' "Slow 3G" (2 s round trip, 50 KB/s) with a 6x slower CPU.
const slow3g: Throttle = { name: "Slow 3G, 6x CPU", latencyMs: 2000, kbPerSecond: 50, cpuSlowdown: 6 };

/**
 * The phone's network, from the first request on. Its CPU comes with the site's scripts (`hydrateSlowly`): until
 * then they are held (holdScripts), and what runs is the page's parsing and its small inline early script (the one
 * that keeps presses and typing for hydration, gatsby-ssr.tsx), at full speed; Chromium's CPU throttling costs the
 * machine CPU of its own for as long as it is on, working or not (a throttled visit took 1.5 CPU-seconds against
 * 0.8). What depends on a slow CPU, hydration meeting what the visitor did, runs throttled.
 */
async function throttle(page: Page, { latencyMs, kbPerSecond }: Throttle): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const bytes = kbPerSecond * 1024;
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: latencyMs, downloadThroughput: bytes, uploadThroughput: bytes });
  return cdp;
}

/** Lets the held scripts go on the phone's CPU: hydration runs as slowly as it would there. */
async function hydrateSlowly(cdp: CDPSession, { cpuSlowdown }: Throttle, release: () => void): Promise<void> {
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  release();
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");
const waitForHydration = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });

/** Waits for hydration, then gives the page its CPU back (fullSpeed): the gap under test is over. */
async function hydratedThenFullSpeed(page: Page, cdp: CDPSession): Promise<void> {
  await waitForHydration(page);
  await fullSpeed(cdp);
}
const draft = (page: Page, kind: string) => page.evaluate((k) => JSON.parse(window.sessionStorage.getItem(`enquiry-draft:${k}`) ?? "null") as unknown, kind);

/** The mailto: address the page hands to the visitor's email app, as Chromium reports it. */
async function mailtoOpenedBy(page: Page, action: () => Promise<void>): Promise<URL> {
  const [request] = await Promise.all([page.waitForRequest((r) => r.url().startsWith("mailto:")), action()]);
  return new URL(request.url());
}

// What the issue found garbled: every character a plain-text email must keep.
const trickyName = "Jo & Co = 100% #1 + more";
const trickyMessage = "Line one & two\nLine 3 £5 😀";

type Entry = { label: string; value: string; kind: "fill" | "type" | "select" | "check" | "radio" };

const quoteEntries: Entry[] = [
  { label: "Full name", value: trickyName, kind: "type" },
  { label: "Company", value: "Smith & Sons", kind: "fill" },
  { label: "Email address", value: "jo@example.co.uk", kind: "fill" },
  { label: "Phone number", value: "01632 960123", kind: "fill" },
  { label: "Sector", value: "Taxis", kind: "select" },
  { label: "What do you need?", value: "Seat Belt Repairs", kind: "select" },
  { label: "Quantity", value: "12", kind: "type" },
  { label: "Your requirements", value: trickyMessage, kind: "fill" },
  { label: "I agree to be contacted about this enquiry", value: "yes", kind: "check" },
];

const resellerEntries: Entry[] = [
  { label: "Full name", value: trickyName, kind: "type" },
  { label: "Business name", value: "Patel Parts + Co", kind: "fill" },
  { label: "Email address", value: "sales@patel.example", kind: "fill" },
  { label: "Phone number", value: "+44 1632 960456", kind: "fill" },
  { label: "Website or marketplace link", value: "www.patel.example", kind: "fill" },
  { label: "Hold stock", value: "stock", kind: "radio" },
  { label: "Tell us about your business", value: trickyMessage, kind: "fill" },
];

/** Types into a field the moment it appears, as a visitor (or the browser's autofill) would; returns whether the page had hydrated by then. */
async function enter(form: Locator, entry: Entry): Promise<boolean> {
  const field = entry.kind === "radio" ? form.getByRole("radio", { name: entry.label }) : form.getByLabel(entry.label);
  await field.waitFor({ state: "visible" });
  const before = await hydrated(form.page());
  if (entry.kind === "fill") await field.fill(entry.value);
  else if (entry.kind === "type") await field.pressSequentially(entry.value);
  else if (entry.kind === "select") await field.selectOption(entry.value);
  else await field.check();
  return before;
}

async function expectEntries(form: Locator, entries: Entry[]): Promise<void> {
  for (const entry of entries) {
    if (entry.kind === "check") await expect(form.getByLabel(entry.label)).toBeChecked();
    else if (entry.kind === "radio") await expect(form.getByRole("radio", { name: entry.label })).toBeChecked();
    else await expect(form.getByLabel(entry.label), entry.label).toHaveValue(entry.value);
  }
}

for (const profile of [mobile, slow3g]) {
  test.describe(`before hydration on ${profile.name}`, () => {
    // A phone's CPU and network, on the phone's screen: the forms' markup and the early script are the same at desktop width.
    test.skip(({ isMobile }) => !isMobile, "throttled as a phone, so run at phone width");
    test.setTimeout(120_000);

    test("/contact/: what is typed the moment each field appears is kept, saved to the draft and sent as typed", async ({ page }) => {
      const cdp = await throttle(page, profile);
      // The scripts are held until the first answer is in, so that one surely goes in before the page could
      // handle it itself, however fast or busy the machine; the rest meet hydration wherever it comes.
      const release = await holdScripts(page);
      await page.goto("/contact/", { waitUntil: "commit" });
      const form = page.getByRole("form", { name: "Quote request" });
      const beforeHydration: boolean[] = [];
      for (const [index, entry] of quoteEntries.entries()) {
        beforeHydration.push(!(await enter(form, entry)));
        if (index === 0) await hydrateSlowly(cdp, profile, release);
      }
      expect(beforeHydration[0]).toBe(true);

      await hydratedThenFullSpeed(page, cdp);
      await expectEntries(form, quoteEntries);
      expect(await draft(page, "quote")).toEqual({
        name: trickyName,
        company: "Smith & Sons",
        email: "jo@example.co.uk",
        phone: "01632 960123",
        sector: "Taxis",
        service: "Seat Belt Repairs",
        quantity: "12",
        message: trickyMessage,
        consent: "yes",
      });

      const mailto = await mailtoOpenedBy(page, () => form.getByRole("button", { name: "Send enquiry" }).click());
      expect(mailto.searchParams.get("subject")).toBe(`Quote request from ${trickyName}`);
      const body = (mailto.searchParams.get("body") ?? "").split("\r\n");
      expect(body).toContain(`Full name: ${trickyName}`);
      expect(body).toContain("Company: Smith & Sons");
      expect(body).toContain("Quantity: 12");
      expect(body).toEqual(expect.arrayContaining(["Your requirements:", "Line one & two", "Line 3 £5 😀"]));
      // Kept until the visitor says the email has gone: a mail app may not have opened at all.
      expect(await draft(page, "quote")).toMatchObject({ name: trickyName, message: trickyMessage, "~emailed": "yes" });
      await page.getByRole("button", { name: "I have sent the email" }).click();
      expect(await draft(page, "quote")).toBeNull();
    });

    test("/resellers/: what is typed before hydration is kept and sent as typed", async ({ page }) => {
      const cdp = await throttle(page, profile);
      // Held until the first answer is in, as above.
      const release = await holdScripts(page);
      await page.goto("/resellers/#apply", { waitUntil: "commit" });
      const form = page.getByRole("form", { name: "Reseller application" });
      const beforeHydration: boolean[] = [];
      for (const [index, entry] of resellerEntries.entries()) {
        beforeHydration.push(!(await enter(form, entry)));
        if (index === 0) await hydrateSlowly(cdp, profile, release);
      }
      expect(beforeHydration[0]).toBe(true);
      // The business type is a list the visitor picks from last, once the page runs.
      await hydratedThenFullSpeed(page, cdp);
      await expectEntries(form, resellerEntries);
      await form.getByLabel("Type of business").selectOption({ index: 1 });
      expect(await draft(page, "reseller")).toMatchObject({ name: trickyName, company: "Patel Parts + Co", preference: "stock", message: trickyMessage });

      const mailto = await mailtoOpenedBy(page, () => form.getByRole("button", { name: "Send application" }).click());
      const body = (mailto.searchParams.get("body") ?? "").split("\r\n");
      expect(body).toContain(`Full name: ${trickyName}`);
      expect(body).toContain("Business name: Patel Parts + Co");
      expect(body).toContain("Would you hold stock or have us dropship: Hold stock");
      expect(body).toEqual(expect.arrayContaining(["Tell us about your business:", "Line one & two", "Line 3 £5 😀"]));
    });

    test("pressing Send before hydration sends once the form is ready, with its checks", async ({ page }) => {
      // The press is held until the scripts are let go, so the order of what happens is the same on any network.
      test.skip(profile !== mobile, "the same order of events as on the first network");
      const cdp = await throttle(page, profile);
      const release = await holdScripts(page);
      await page.goto("/contact/", { waitUntil: "commit" });
      const form = page.getByRole("form", { name: "Quote request" });
      await enter(form, quoteEntries[0]);
      const send = form.getByRole("button", { name: "Send enquiry" });
      expect(await hydrated(page)).toBe(false);
      await send.click();
      // Held, and says so, until the form can check and send it.
      await expect(send).toHaveAttribute("aria-busy", "true");
      await hydrateSlowly(cdp, profile, release);
      await hydratedThenFullSpeed(page, cdp);
      await expect(form.getByLabel("Email address")).toBeFocused();
      await expect(form.locator("p", { hasText: /There are problems with \d+ answers/ })).toBeVisible();
      await expect(form.getByLabel("Full name")).toHaveValue(trickyName);
    });
  });
}

test.describe("the cookie manager before hydration", () => {
  test.setTimeout(120_000);

  test("keeps what staff typed and ticked, and saves it once the page works", async ({ page, isMobile }) => {
    test.skip(isMobile, "staff's form: what is kept before hydration does not depend on the screen");
    const cdp = await throttle(page, mobile);
    const release = await holdScripts(page);
    await page.goto("/admin/cookie-manager/", { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Banner settings" });
    const banner = form.getByLabel("Banner message");
    await banner.waitFor({ state: "visible", timeout: 60_000 });
    await banner.fill("We use cookies & similar tech + analytics = 100% optional 😀");
    await form.getByLabel("Ask again after (days)").fill("90");
    await form.getByRole("button", { name: "Save Settings" }).click();
    expect(await hydrated(page)).toBe(false);
    await hydrateSlowly(cdp, mobile, release);
    await hydratedThenFullSpeed(page, cdp);
    await expect(banner).toHaveValue("We use cookies & similar tech + analytics = 100% optional 😀");
    await expect(form.getByLabel("Ask again after (days)")).toHaveValue("90");
    // The Save pressed before hydration was kept and done once the form could do it.
    await expect.poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem("beltwright.cookie-manager") ?? "null") as unknown)).toMatchObject({
      bannerText: "We use cookies & similar tech + analytics = 100% optional 😀",
      askAgainDays: 90,
    });
  });
});

test.describe("controls at first paint", () => {
  test.setTimeout(120_000);
  // Throttled as a phone, so run at the phone's width: what a press queued before hydration does after it is the same at every width.
  const asPhone = "throttled as a phone, so run at phone width";

  test("the phone menu opens from a tap at first paint, before any of the site's scripts has run, and Escape closes it", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the menu button is for phones");
    // The scripts are held, so the tap meets the page as first painted however fast the machine is. How soon the
    // menu shows on a slow phone is a figure, not a check: `npm run bench -- --interactions` (docs/performance.md).
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const button = page.getByRole("button", { name: "Open menu" });
    await button.waitFor({ state: "visible" });
    await button.tap();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "RESOURCES" })).toBeVisible();
    expect(await hydrated(page)).toBe(false);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    expect(await hydrated(page)).toBe(false);
    release();
  });

  test("Next slide and Accept All pressed before hydration take effect after it", async ({ page, isMobile }) => {
    test.skip(!isMobile, asPhone);
    const cdp = await throttle(page, mobile);
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const next = page.getByRole("button", { name: "Next slide" });
    await next.waitFor({ state: "visible", timeout: 60_000 });
    await next.click();
    expect(await hydrated(page)).toBe(false);
    const accept = page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Accept All" });
    await accept.click();
    await expect(accept).toHaveAttribute("aria-busy", "true");
    expect(await hydrated(page)).toBe(false);

    await hydrateSlowly(cdp, mobile, release);
    await hydratedThenFullSpeed(page, cdp);
    await expect(page.getByRole("button", { name: "Show slide 2" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("beltwright.cookie-consent") ?? "null") as Record<string, unknown> | null);
    expect(stored).toMatchObject({ necessary: true, analytics: true, marketing: true });
  });

  test("Pause and a dot pressed before hydration take effect after it", async ({ page, isMobile }) => {
    test.skip(!isMobile, asPhone);
    const cdp = await throttle(page, mobile);
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const dot = page.getByRole("button", { name: "Show slide 3" });
    await dot.waitFor({ state: "visible", timeout: 60_000 });
    await dot.click();
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    expect(await hydrated(page)).toBe(false);
    await hydrateSlowly(cdp, mobile, release);
    await hydratedThenFullSpeed(page, cdp);
    await expect(dot).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  });

  test("Cookie settings in the footer, pressed before hydration, opens the dialog once it can", async ({ page, isMobile }) => {
    test.skip(!isMobile, asPhone);
    const cdp = await throttle(page, mobile);
    const release = await holdScripts(page);
    await page.goto("/about/", { waitUntil: "commit" });
    const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
    await settings.waitFor({ state: "visible", timeout: 60_000 });
    await settings.click();
    expect(await hydrated(page)).toBe(false);
    await hydrateSlowly(cdp, mobile, release);
    await expect(page.getByRole("dialog", { name: "Cookie Settings" })).toBeVisible({ timeout: 60_000 });
  });
});

test.describe("when the scripts fail to load", () => {
  test.beforeEach(async ({ page, allowedConsoleErrors }) => {
    // The browser reports each script it could not load: that is the failure under test.
    allowedConsoleErrors.push(/Failed to load resource: net::ERR_FAILED/);
    await page.route("**/*.js", (route) => route.abort());
  });

  test("every page still works: the phone menu, navigation, the guides and the contact card", async ({ page, isMobile }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-js", "failed");
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "RESOURCES" }).click();
    } else {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "RESOURCES" }).click();
    }
    await expect(page).toHaveURL(/\/resources\/$/);
    const guide = page.getByRole("link", { name: /^Download / }).first();
    await expect(guide).toHaveAttribute("href", /^\/guides\/.+\.pdf$/);
    expect((await page.request.get((await guide.getAttribute("href")) ?? "")).status()).toBe(200);

    await page.goto("/contact/");
    const card = page.getByRole("region", { name: "Contact us directly" });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: phonePattern })).toHaveAttribute("href", `tel:${site.phoneE164}`);
    // The email form cannot send without its script: its button gives way to the card, and nothing pretends to work.
    await expect(page.getByRole("button", { name: "Send enquiry" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Next slide" })).toHaveCount(0);
    // No cookie banner asks for a choice nothing could act on.
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
  });

  test("what was typed stays in the form and its draft", async ({ page, isMobile }) => {
    test.skip(isMobile, "the draft does not depend on the screen; the phone menu and contact card with no scripts are the test above's, at both widths");
    await page.goto("/contact/");
    const form = page.getByRole("form", { name: "Quote request" });
    await form.getByLabel("Full name").fill(trickyName);
    expect(await draft(page, "quote")).toEqual({ name: trickyName });
    await page.reload();
    await expect(page.getByRole("form", { name: "Quote request" }).getByLabel("Full name")).toHaveValue(trickyName);
  });
});

test.describe("with JavaScript off on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  // The phone project runs it as a phone (touch, its screen); the desktop project would repeat it in a narrow window.
  test.skip(({ isMobile }) => !isMobile, "a phone's page: run at phone width");

  test("the menu opens and closes, and the header takes at most a fifth of the screen once the page scrolls", async ({ page }) => {
    await page.goto("/about/");
    const header = page.getByRole("banner");
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const box = await header.boundingBox();
    expect(box?.height ?? 999).toBeLessThanOrEqual(844 * 0.2);

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "MAKE AN ENQUIRY" })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("the email form is not offered (it would garble what was typed); the contact card is", async ({ page }) => {
    await page.goto("/contact/");
    await expect(page.getByRole("form", { name: "Quote request" })).toBeHidden();
    const card = page.getByRole("region", { name: "Contact us directly" });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: phonePattern })).toHaveAttribute("href", `tel:${site.phoneE164}`);
    await expect(card.getByRole("link", { name: "enquiries@beltwright.example" })).toHaveAttribute("href", /^mailto:enquiries@beltwright\.example/);
  });
});
