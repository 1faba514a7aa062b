import type { Locator, Page } from "@playwright/test";
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { axeViolations } from "./axe";
import { expect, holdScripts, test, visit } from "./fixtures";
import forms from "../data/forms.json";
import { EMAIL_PHOTO_WAIT_MS } from "../src/hooks/usePhotoField";
import { fillTemplate } from "../src/lib/forms/fields";
import { pngBomb } from "../__tests__/helpers/pictures";
import { smallPhoto } from "./photos";
import { nginxOrigin } from "./servers";
import { phonePattern, site } from "./routes";

/** The mailto: address the page hands to the visitor's email app, as Chromium reports it. */
async function mailtoOpenedBy(page: Page, action: () => Promise<void>): Promise<URL> {
  const [request] = await Promise.all([page.waitForRequest((r) => r.url().startsWith("mailto:")), action()]);
  return new URL(request.url());
}

/** A complete repair enquiry in the quote form, every required answer given. */
async function fillRepairEnquiry(form: Locator): Promise<void> {
  await form.getByLabel("Full name").fill("Jane Smith");
  await form.getByLabel("Email address").fill("jane@example.co.uk");
  await form.getByLabel("Phone number").fill("01632 960123");
  await form.getByLabel("Sector").selectOption("Taxis");
  await form.getByLabel("What do you need?").selectOption("Seat Belt Repairs");
  await form.getByLabel("Your requirements").fill("A frayed driver's belt.");
  await form.getByLabel("I agree to be contacted about this enquiry").check();
}

/**
 * Why a test runs at desktop width only: what a form offers, sends and keeps is the same at every width, and
 * first-paint.spec fills and sends both forms at the phone's (quality.spec reads the forms' pages there).
 */
const atEveryWidth = "what the form offers, sends and keeps does not depend on the screen";

test.describe("quote form (email provider, as built by default)", () => {
  test("offers the sectors from A to Z, then Other", async ({ page, isMobile }) => {
    test.skip(isMobile, atEveryWidth);
    await visit(page, "/contact/");
    const options = await page.getByRole("form", { name: "Quote request" }).getByLabel("Sector").locator("option:not([value=''])").allTextContents();
    const sectors = options.slice(0, -1);
    expect(sectors.length).toBeGreaterThan(10);
    expect(sectors).toEqual([...sectors].sort((a, b) => a.localeCompare(b, "en-GB")));
    expect(options.at(-1)).toMatch(/^Other/);
  });

  test("opens the visitor's email app with every answer, then confirms with the phone number", async ({ page, isMobile }) => {
    test.skip(isMobile, atEveryWidth);
    await visit(page, "/contact/");
    const form = page.getByRole("form", { name: "Quote request" });
    await form.getByLabel("Full name").fill("Jane Smith");
    await form.getByLabel("Email address").fill("jane@example.co.uk");
    await form.getByLabel("Phone number").fill("+44 1632 960123");
    await form.getByLabel("Sector").selectOption("Buses & Coaches");
    await form.getByLabel("What do you need?").selectOption("Seat Belt Rewebbing");
    await form.getByLabel("Quantity").fill("12");
    await form.getByLabel("Your requirements").fill("Rewebbing for twelve lap belts.\nGrey webbing, please.");
    await form.getByLabel("I agree to be contacted about this enquiry").check();

    const mailto = await mailtoOpenedBy(page, () => form.getByRole("button", { name: "Send enquiry" }).click());
    expect(mailto.pathname).toBe("enquiries@beltwright.example");
    expect(mailto.searchParams.get("subject")).toBe("Quote request from Jane Smith");
    const body = mailto.searchParams.get("body") ?? "";
    expect(body.split("\r\n")).toEqual([
      "Quote request",
      "",
      "Full name: Jane Smith",
      "Company: Not given",
      "Email address: jane@example.co.uk",
      "Phone number: +44 1632 960123",
      "Sector: Buses & Coaches",
      "What do you need: Seat Belt Rewebbing",
      "Quantity: 12",
      "I agree to be contacted about this enquiry: Yes",
      "",
      "Your requirements:",
      "Rewebbing for twelve lap belts.",
      "Grey webbing, please.",
      "",
      "--",
      `Sent from the form at ${new URL(page.url()).origin}/contact/`,
    ]);

    await expect(page.getByRole("heading", { name: "Your email is ready to send" })).toBeVisible();
    await expect(page.locator('[data-sent="quote"]')).toBeFocused();
    const section = page.locator("#contact");
    await expect(section.getByRole("link", { name: phonePattern })).toHaveAttribute("href", `tel:${site.phoneE164}`);
    await expect(section.getByRole("link", { name: "Open the email again" })).toHaveAttribute("href", mailto.href);
  });

  test("reports problems next to the fields, focuses the first and sends nothing", async ({ page }) => {
    let mailtoRequests = 0;
    page.on("request", (request) => {
      if (request.url().startsWith("mailto:")) mailtoRequests += 1;
    });
    await visit(page, "/contact/");
    const form = page.getByRole("form", { name: "Quote request" });
    await form.getByLabel("Email address").fill("jane@example");
    await form.getByLabel("Phone number").focus();
    const emailMessage = "Enter an email address in the correct format, like name@example.co.uk";
    await expect(form.getByLabel("Email address")).toHaveAccessibleDescription(emailMessage);
    await expect(form.locator("#enquiry-quote-email-error")).toHaveText(emailMessage);
    await expect(form.locator("#enquiry-quote-email-error")).toBeVisible();

    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(form.getByLabel("Full name")).toBeFocused();
    await expect(form.getByLabel("Full name")).toHaveAccessibleDescription("Enter your full name");
    const summary = "There are problems with 7 answers. Check the messages next to them.";
    await expect(form.getByRole("paragraph").filter({ hasText: summary })).toBeVisible();
    await expect(form.getByRole("status")).toHaveText(summary);
    expect(mailtoRequests).toBe(0);
  });

  test("has no accessibility violations, even while showing every error", async ({ page }) => {
    // Two pages and two axe runs: 25 to 33 s on a machine shared with builds, past the default 30 s.
    test.slow();
    for (const path of ["/contact/", "/resellers/"]) {
      await visit(page, path);
      const form = page.getByRole("form", { name: path === "/contact/" ? "Quote request" : "Reseller application" });
      await form.getByRole("button", { name: /^Send/ }).click();
      await expect(form.locator("[aria-invalid='true']").first()).toBeFocused();
      expect((await axeViolations(page, { include: "form" })).map((violation) => `${path} ${violation}`)).toEqual([]);
    }
  });

  test("keeps what the visitor typed through a reload", async ({ page, isMobile }) => {
    test.skip(isMobile, atEveryWidth);
    await visit(page, "/contact/");
    const form = page.getByRole("form", { name: "Quote request" });
    await form.getByLabel("Full name").fill("Jane Smith");
    await form.getByLabel("Sector").selectOption("Racing");
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(form.getByLabel("Full name")).toHaveValue("Jane Smith");
    await expect(form.getByLabel("Sector")).toHaveValue("Racing");
    await expect(form.getByText("We have kept what you typed earlier on this page.")).toBeVisible();
  });

  test("keeps the answers once the email app has opened, through a reload, until the visitor says the email has gone", async ({ page, isMobile }) => {
    test.skip(isMobile, atEveryWidth);
    await visit(page, "/contact/");
    const form = page.getByRole("form", { name: forms.quote.title });
    const send = form.getByRole("button", { name: forms.quote.submit });
    await form.getByLabel("Full name").fill("Jane Smith");
    await form.getByLabel("Email address").fill("jane@example.co.uk");
    await form.getByLabel("Phone number").fill("01632 960123");
    await form.getByLabel("Sector").selectOption("Racing");
    await form.getByLabel("What do you need?").selectOption("Seat Belt Rewebbing");
    await form.getByLabel("Your requirements").fill("Harness webbing for a race car.\nBlue, please.");
    await form.getByLabel("I agree to be contacted about this enquiry").check();
    const mailto = await mailtoOpenedBy(page, () => send.click());
    await expect(page.getByRole("heading", { name: forms.email.heading })).toBeVisible();

    // No mail app opened (or the visitor came back later) and the page is reloaded: nothing is lost.
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(form.getByLabel("Full name")).toHaveValue("Jane Smith");
    await expect(form.getByLabel("Sector")).toHaveValue("Racing");
    await expect(form.getByLabel("Your requirements")).toHaveValue("Harness webbing for a race car.\nBlue, please.");
    await expect(form.getByLabel("I agree to be contacted about this enquiry")).toBeChecked();
    await expect(form.getByText(fillTemplate(forms.email.draftKept, { submit: forms.quote.submit }))).toBeVisible();
    expect((await mailtoOpenedBy(page, () => send.click())).href).toBe(mailto.href);

    await page.getByRole("button", { name: forms.email.sentButton }).click();
    await expect(page.getByRole("heading", { name: forms.sent.heading })).toBeVisible();
    await expect(page.locator('[data-sent="quote"]')).toBeFocused();
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(form.getByLabel("Full name")).toHaveValue("");
    await expect(form.getByText(forms.common.draftRestored)).toHaveCount(0);
  });

  test("is on the home page's contact section too", async ({ page }) => {
    await visit(page, "/");
    await expect(page.locator("#contact").getByRole("form", { name: "Quote request" })).toBeVisible();
  });
});

test.describe("reseller application (email provider)", () => {
  test("offers the resellers page's business types and sends a laid-out application", async ({ page, isMobile }) => {
    test.skip(isMobile, atEveryWidth);
    await visit(page, "/resellers/");
    await page.getByRole("link", { name: "Join Now" }).click();
    const form = page.locator("#apply").getByRole("form", { name: "Reseller application" });
    await expect(form).toBeInViewport();
    await expect(form.getByLabel("Type of business").locator("option")).toHaveText([
      "Choose one",
      "Marketplace sellers",
      "Auto parts retailers and breakers",
      "Bus and van upfitters and modifiers",
      "Accessibility and mobility stores",
      "Safety trade suppliers",
      "Other or not listed",
    ]);
    await form.getByLabel("Full name").fill("Sam Patel");
    await form.getByLabel("Business name").fill("Patel Parts");
    await form.getByLabel("Email address").fill("sam@example.co.uk");
    await form.getByLabel("Phone number").fill("07700 900123");
    await form.getByLabel("Website or marketplace link").fill("www.ebay.co.uk/str/patelparts");
    await form.getByLabel("Type of business").selectOption("Marketplace sellers");
    await form.getByLabel("Hold stock").check();
    const mailto = await mailtoOpenedBy(page, () => form.getByRole("button", { name: "Send application" }).click());
    expect(mailto.searchParams.get("subject")).toBe("Reseller application from Patel Parts");
    expect(mailto.searchParams.get("body")).toContain("Would you hold stock or have us dropship: Hold stock\r\n");
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  // A mailto: form garbles what is typed (& becomes a new field, + a space, £ and emoji mangled) and has
  // no length limits, so without JavaScript the email provider offers the contact card instead.
  for (const [route, formName] of [["/contact/", forms.quote.title], ["/resellers/", forms.reseller.title]] as const) {
    test(`${route} says why the form is not there and shows the contact card instead`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole("form", { name: formName })).toBeHidden();
      await expect(page.locator("form[action^='mailto:']")).toHaveCount(0);
      const card = page.getByRole("region", { name: forms.fallback.heading });
      await expect(card).toBeVisible();
      await expect(card).toContainText(forms.fallback.noscriptIntro);
      await expect(card.getByRole("link", { name: phonePattern })).toHaveAttribute("href", `tel:${site.phoneE164}`);
      await expect(card.getByRole("link", { name: site.email })).toHaveAttribute("href", new RegExp(`^mailto:${site.email.replace(/\./g, "\\.")}\\?subject=`));
      await expect(card).toContainText(site.address.postalCode);
    });
  }
});

test.describe("photos with a quote (email provider)", () => {
  test.skip(({ isMobile }) => isMobile, "what is kept and refused does not depend on the screen");
  const texts = forms.quote.photos;
  const photoInput = (page: Page) => page.getByRole("form", { name: forms.quote.title }).getByLabel(texts.label);
  const removeButtons = (page: Page) => page.getByRole("form", { name: forms.quote.title }).getByRole("button", { name: /^Remove / });

  test("says before sending that photos must be attached, names them in the email, and the panel repeats it", async ({ page }) => {
    await visit(page, "/contact/");
    const form = page.getByRole("form", { name: forms.quote.title });
    await expect(photoInput(page)).toHaveAccessibleDescription(new RegExp(texts.emailNote.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await fillRepairEnquiry(form);
    await photoInput(page).setInputFiles([
      { name: "IMG_0412.jpg", mimeType: "image/jpeg", buffer: await smallPhoto(30) },
      { name: "retractor.png", mimeType: "image/png", buffer: await sharp(await smallPhoto(160)).png().toBuffer() },
    ]);
    await expect(removeButtons(page)).toHaveText(["Remove IMG_0412.jpg", "Remove retractor.png"]);
    const mailto = await mailtoOpenedBy(page, () => form.getByRole("button", { name: forms.quote.submit }).click());
    expect(mailto.searchParams.get("body")).toContain(`\r\n\r\n${texts.emailList}:\r\nIMG_0412.jpg\r\nretractor.png\r\n\r\n--\r\n`);
    await expect(page.getByText(fillTemplate(texts.emailReminder, { names: "IMG_0412.jpg, retractor.png" }))).toBeVisible();
  });

  test("keeps two photos through a reload, passes axe with them chosen, and forgets them when the form is cleared", async ({ page }) => {
    // Two photos prepared, axe, two reloads: more than the default 30 s on a busy machine.
    test.slow();
    // Served by nginx under the build's security policy, which must let the thumbnails (object URLs) show.
    await visit(page, `${nginxOrigin}/contact/`);
    await page.getByRole("form", { name: forms.quote.title }).getByLabel("Full name").fill("Jane Smith");
    await photoInput(page).setInputFiles([
      { name: "label.jpg", mimeType: "image/jpeg", buffer: await smallPhoto(20) },
      { name: "buckle.jpg", mimeType: "image/jpeg", buffer: await smallPhoto(220) },
    ]);
    await expect(removeButtons(page)).toHaveCount(2);
    expect(await axeViolations(page, { include: "form" })).toEqual([]);

    // No idle time from here on: the kept photos must bring the field's code at once, not when the page is idle.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(removeButtons(page)).toHaveText(["Remove label.jpg", "Remove buckle.jpg"]);
    await expect(page.getByText(/^2 photos chosen, \d+ KB in total$/)).toBeVisible();
    // The thumbnails are the photos kept, drawn.
    for (const image of await page.locator("form[data-draft] li img").all()) expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);

    await page.getByRole("button", { name: forms.common.clearDraft }).click();
    await expect(removeButtons(page)).toHaveCount(0);
    // Gone from the browser's store too, not only from the page.
    const stored = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const req = indexedDB.open("enquiry-photos");
            req.onsuccess = () => {
              const db = req.result;
              if (!db.objectStoreNames.contains("photos")) return resolve(0);
              const count = db.transaction("photos").objectStore("photos").count();
              count.onsuccess = () => resolve(count.result);
              count.onerror = () => reject(count.error);
            };
            req.onerror = () => reject(req.error);
          }),
      );
    await expect.poll(stored).toBe(0);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("form", { name: forms.quote.title }).getByLabel("Full name")).toHaveValue("");
    await expect(removeButtons(page)).toHaveCount(0);
  });

  test("refuses a decompression bomb, an SVG with a script and a 60 MB file, naming each, and loses nothing typed", async ({ page }, testInfo) => {
    const big = testInfo.outputPath("IMG_huge.jpg");
    fs.mkdirSync(path.dirname(big), { recursive: true });
    // A JPEG's first bytes, then 60 MB: chosen by path, as a visitor's file is, not sent through the test's driver.
    fs.writeFileSync(big, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60_000_000)]));
    await visit(page, "/contact/");
    const form = page.getByRole("form", { name: forms.quote.title });
    await form.getByLabel("Full name").fill("Jane Smith");
    await form.getByLabel("Your requirements").fill("Photos of the belt follow.");
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>window.__pwned = true</script><rect width="400" height="300"/></svg>';
    await photoInput(page).setInputFiles([
      { name: "bomb.png", mimeType: "image/png", buffer: pngBomb(100_000, 100_000) },
      { name: "drawing.svg", mimeType: "image/svg+xml", buffer: Buffer.from(svg) },
    ]);
    const alert = form.getByRole("alert");
    await expect(alert).toContainText("bomb.png claims to be 100,000 × 100,000 pixels");
    await expect(alert).toContainText("drawing.svg is not a photo we can use");
    await photoInput(page).setInputFiles(big);
    await expect(alert).toContainText("IMG_huge.jpg is 60 MB, larger than the 40 MB a photo may be");
    await expect(removeButtons(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expect(form.getByLabel("Full name")).toHaveValue("Jane Smith");
    await expect(form.getByLabel("Your requirements")).toHaveValue("Photos of the belt follow.");
  });

  test("an email needs no connection: with every later chunk refused, Send opens the email with every answer, the form says so and keeps them; once the chunks load, the sent view shows", async ({ page, allowedConsoleErrors }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the loading does not depend on the screen");
    // The browser logs each refused request; the form logs its own failures once each.
    allowedConsoleErrors.push(/Failed to load resource|ERR_FAILED/);
    // What loads after start-up: the sending and the sent view (form-send), the photo field's code (photo-field).
    const later = /\/(form-send|photo-field)-[^/]+\.js$/;
    const refused: string[] = [];
    await page.route(later, (route) => {
      refused.push(new URL(route.request().url()).pathname);
      return route.abort("failed");
    });
    const html = (await (await page.goto("/contact/"))?.text()) ?? "";
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Neither is one of the page's own scripts (its tags, or the list its starter loads).
    const starter = /\}\)\((\["[^\]<]*\])\);<\/script>/.exec(html)?.[1] ?? "[]";
    expect([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((tag) => tag[1]).concat(JSON.parse(starter) as string[])).not.toContainEqual(expect.stringMatching(later));
    const form = page.getByRole("form", { name: forms.quote.title });
    await form.getByLabel("Full name").fill("Jane Smith");
    await form.getByLabel("Company").fill("Smith & Sons Coaches");
    await form.getByLabel("Email address").fill("jane@example.co.uk");
    await form.getByLabel("Phone number").fill("01632 960123");
    await form.getByLabel("Sector").selectOption("Taxis");
    await form.getByLabel("What do you need?").selectOption("Seat Belt Repairs");
    await form.getByLabel("Quantity").fill("3");
    await form.getByLabel("Your requirements").fill("A frayed driver's belt.\n£40 a belt is fine & quick, please.");
    await form.getByLabel("I agree to be contacted about this enquiry").check();

    const mailto = await mailtoOpenedBy(page, () => form.getByRole("button", { name: forms.quote.submit }).click());
    expect(mailto.pathname).toBe(site.email);
    expect(mailto.searchParams.get("subject")).toBe("Quote request from Jane Smith");
    expect(mailto.searchParams.get("body")?.split("\r\n")).toEqual([
      "Quote request",
      "",
      "Full name: Jane Smith",
      "Company: Smith & Sons Coaches",
      "Email address: jane@example.co.uk",
      "Phone number: 01632 960123",
      "Sector: Taxis",
      "What do you need: Seat Belt Repairs",
      "Quantity: 3",
      "I agree to be contacted about this enquiry: Yes",
      "",
      "Your requirements:",
      "A frayed driver's belt.",
      "£40 a belt is fine & quick, please.",
      "",
      "--",
      `Sent from the form at ${new URL(page.url()).origin}/contact/`,
    ]);
    // The sent view could not load: the form says, in its own words, that the email is ready, and keeps every answer.
    const notice = form.getByRole("paragraph").filter({ hasText: forms.email.heading });
    await expect(notice).toContainText(fillTemplate(forms.email.justOpened, { phone: site.phone, email: site.email, submit: forms.quote.submit }));
    await expect(notice).toBeFocused();
    await expect(form.getByLabel("Full name")).toHaveValue("Jane Smith");
    await expect(form.getByLabel("Your requirements")).toHaveValue("A frayed driver's belt.\n£40 a belt is fine & quick, please.");
    await expect(form.getByRole("alert")).toHaveCount(0);
    expect(refused).toContainEqual(expect.stringMatching(/form-send-/));

    // The connection is back: the next press opens the same email, and the sent view shows.
    await page.unroute(later);
    expect((await mailtoOpenedBy(page, () => form.getByRole("button", { name: forms.quote.submit }).click())).href).toBe(mailto.href);
    await expect(page.getByRole("heading", { name: forms.email.heading })).toBeVisible();
    await expect(page.locator('[data-sent="quote"]')).toBeFocused();
    await expect(form).toBeHidden();
  });

  test("on a connection that hangs, Send gives up waiting for the field's code within a few seconds and opens the email, naming the photos to attach", async ({ page }) => {
    // The photo field's chunk is asked for and never answered; the wait's timer is the page's clock, not the machine's.
    const fieldChunk = /\/photo-field-[^/]+\.js$/;
    const fieldAsked = page.waitForRequest(fieldChunk);
    await page.route(fieldChunk, () => undefined);
    await page.clock.install();
    await visit(page, "/contact/");
    const form = page.getByRole("form", { name: forms.quote.title });
    await fillRepairEnquiry(form);
    await photoInput(page).setInputFiles([
      { name: "IMG_0412.jpg", mimeType: "image/jpeg", buffer: await smallPhoto(30) },
      { name: "buckle.jpg", mimeType: "image/jpeg", buffer: await smallPhoto(90) },
    ]);
    await fieldAsked;
    let opened = false;
    const mailto = page.waitForRequest((r) => r.url().startsWith("mailto:")).then((request) => ((opened = true), new URL(request.url())));
    await form.getByRole("button", { name: forms.quote.submit }).click();
    expect(opened).toBe(false);
    await page.clock.fastForward(EMAIL_PHOTO_WAIT_MS);
    const body = (await mailto).searchParams.get("body") ?? "";
    expect(body).toContain("A frayed driver's belt.");
    expect(body).toContain(`\r\n\r\n${texts.emailList}:\r\nIMG_0412.jpg\r\nbuckle.jpg\r\n\r\n--\r\n`);
    // Said in the form's words: the email is ready, and which photos to attach to it.
    await expect(page.getByRole("heading", { name: forms.email.heading })).toBeVisible();
    await expect(page.getByText(fillTemplate(texts.emailReminder, { names: "IMG_0412.jpg, buckle.jpg" }))).toBeVisible();
  });

  test("the field's code is not part of start-up: a photo chosen at first paint waits in the input for it, and goes with the enquiry", async ({ page }) => {
    // The photo field's own chunk (usePhotoField names it), held until the test lets it go; the page's other
    // scripts are held too until the photo is chosen (holdScripts, registered last, answers first).
    let releaseField = (): void => undefined;
    const fieldHeld = new Promise<void>((resolve) => {
      releaseField = resolve;
    });
    const fieldChunk = /\/photo-field-[^/]+\.js$/;
    const fieldAsked = page.waitForRequest(fieldChunk);
    await page.route(fieldChunk, async (route) => {
      await fieldHeld;
      await route.fallback();
    });
    const release = await holdScripts(page);
    await page.goto("/contact/", { waitUntil: "commit" });
    await photoInput(page).setInputFiles({ name: "early.jpg", mimeType: "image/jpeg", buffer: await smallPhoto(70) });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    // The form hydrates without the field's code, which is asked for at once since a file waits for it.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await fieldAsked;
    const form = page.getByRole("form", { name: forms.quote.title });
    await fillRepairEnquiry(form);
    // Sent before the field's code has arrived: the send waits for it rather than go without the photo.
    const mailto = page.waitForRequest((r) => r.url().startsWith("mailto:"));
    await form.getByRole("button", { name: forms.quote.submit }).click();
    // Read without waiting for the input: a form that went without the photo is gone by now.
    expect(await page.evaluate(() => [...(document.querySelector<HTMLInputElement>("#enquiry-quote-photos")?.files ?? [])].map((file) => file.name))).toEqual(["early.jpg"]);
    releaseField();
    expect(new URL((await mailto).url()).searchParams.get("body")).toContain(`\r\n\r\n${texts.emailList}:\r\nearly.jpg\r\n`);
    await expect(page.getByText(fillTemplate(texts.emailReminder, { names: "early.jpg" }))).toBeVisible();
    // Back in the form, the photo is the prepared one, and its raw file is not left in the input to be posted.
    await page.getByRole("button", { name: forms.common.edit }).click();
    await expect(removeButtons(page)).toHaveText(["Remove early.jpg"]);
    expect(await photoInput(page).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  });
});
