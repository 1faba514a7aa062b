import type { Page, Request, Route } from "@playwright/test";
import sharp from "sharp";
import forms from "../data/forms.json";
import { fillTemplate, formFields, thanksPaths, type FormKind } from "../src/lib/forms/fields";
import { NETLIFY_TIMEOUT_MS } from "../src/lib/forms/netlify";
import { DEFAULT_MAX_PHOTOS, photoFieldName } from "../src/lib/forms/photos/limits";
import { expect, pauseClock, test, visit } from "./fixtures";
import { requireFormsBuiltWith } from "./formsProvider";
import { cameraPhoto, marksIn, metadataMarks, pixel, postedForm, smallPhoto } from "./photos";
import { phonePattern, site } from "./routes";

/**
 * The enquiry forms with the netlify provider (Netlify Forms), against a build made with
 * GATSBY_FORMS_PROVIDER=netlify (`npm test -- --stage=netlify`, which sets E2E_EXPECT_PROVIDER=netlify so that
 * this spec fails instead of skipping there if the build is not one). Netlify itself is played by
 * Playwright routes: they take the POST, keep its body and answer as Netlify would.
 */
test.beforeEach(() => requireFormsBuiltWith("netlify"));

const trickyName = "Jo & Co = 100% #1 + more";
const trickyMessage = "Line one & two\nLine 3 £5 😀";

async function fillQuote(page: Page, message = trickyMessage): Promise<void> {
  const form = page.getByRole("form", { name: "Quote request" });
  await form.getByLabel("Full name").fill(trickyName);
  await form.getByLabel("Company").fill("Smith & Sons");
  await form.getByLabel("Email address").fill("jo+quotes@example.co.uk");
  await form.getByLabel("Phone number").fill("01632 960123");
  await form.getByLabel("Sector").selectOption("Taxis");
  await form.getByLabel("What do you need?").selectOption("Seat Belt Repairs");
  await form.getByLabel("Quantity").fill("1,200");
  await form.getByLabel("Your requirements").fill(message);
  await form.getByLabel("I agree to be contacted about this enquiry").check();
}

/** What the quote form posts, field by field, in the order of the form. */
const quoteEntries = (message: string): [string, string][] => [
  ["form-name", "quote"],
  ["name", trickyName],
  ["company", "Smith & Sons"],
  ["email", "jo+quotes@example.co.uk"],
  ["phone", "01632 960123"],
  ["sector", "Taxis"],
  ["service", "Seat Belt Repairs"],
  ["quantity", "1,200"],
  ["message", message],
  ["consent", "yes"],
  ["homepage", ""],
];

/** Takes the POSTs to `path`, keeping their bodies, and answers each with `answer`. */
async function netlifyAt(page: Page, path: string, answer: (route: Route) => Promise<void>): Promise<Request[]> {
  const posts: Request[] = [];
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    posts.push(route.request());
    await answer(route);
  });
  return posts;
}

const decoded = (request: Request): [string, string][] => [...new URLSearchParams(request.postData() ?? "")];
const ok = (route: Route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>ok</p>" });

/** The quote form's photo boxes, as Netlify must know them: one file field per photo (it keeps one file per field). */
const photoFields = (kind: FormKind): string[] =>
  kind === "quote" ? Array.from({ length: forms.quote.photos.maxPhotos ?? DEFAULT_MAX_PHOTOS }, (_, index) => photoFieldName(index + 1)) : [];
const photoInput = (page: Page) => page.getByRole("form", { name: "Quote request" }).getByLabel(forms.quote.photos.label);
const draft = (page: Page) => page.evaluate(() => JSON.parse(window.sessionStorage.getItem("enquiry-draft:quote") ?? "null") as unknown);

test.describe("the forms Netlify detects in the built HTML", () => {
  const pages: [string, FormKind][] = [
    ["/contact/", "quote"],
    ["/", "quote"],
    ["/resellers/", "reseller"],
  ];
  for (const [path, kind] of pages) {
    test(`${path} holds a ${kind} form with every field the form renders`, async ({ page, request, isMobile }) => {
      test.skip(isMobile, "the built HTML does not depend on the screen");
      const html = await (await request.get(path)).text();
      const form = await page.evaluate((source) => {
        const element = new DOMParser().parseFromString(source, "text/html").querySelector("form[data-netlify]");
        if (!element) return null;
        const names = [...element.querySelectorAll("[name]")].map((field) => field.getAttribute("name"));
        const formName = element.querySelector<HTMLInputElement>('input[type="hidden"][name="form-name"]')?.value;
        return {
          name: element.getAttribute("name"),
          method: element.getAttribute("method"),
          action: element.getAttribute("action"),
          honeypot: element.getAttribute("netlify-honeypot"),
          formName,
          names: [...new Set(names)],
        };
      }, html);
      expect(form).toMatchObject({ name: kind, method: "post", action: thanksPaths[kind], honeypot: "homepage", formName: kind });
      // Netlify stores only the fields it saw here: every field of the form, and the hidden ones it needs.
      expect(form?.names.sort()).toEqual(["form-name", "homepage", ...formFields[kind].map((field) => field.name), ...photoFields(kind)].sort());
    });
  }
});

test.describe("with JavaScript", () => {
  test("posts the answers form-encoded to the page, exactly as typed, then thanks the visitor and clears the draft", async ({ page }) => {
    const posts = await netlifyAt(page, "/contact/", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>ok</p>" }));
    await page.goto("/contact/");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await fillQuote(page);
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("heading", { name: "Thank you, your enquiry has been sent" })).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0].headers()["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(decoded(posts[0])).toEqual(quoteEntries(trickyMessage));
    expect(await draft(page)).toBeNull();
  });

  for (const [what, answer, reason] of [
    ["a refusal (422)", (route: Route) => route.fulfill({ status: 422, body: "" }), "our server answered with error 422"],
    ["a server error (500)", (route: Route) => route.fulfill({ status: 500, body: "" }), "our server answered with error 500"],
    ["no connection", (route: Route) => route.abort("internetdisconnected"), "the connection failed"],
  ] as const) {
    test(`after ${what} keeps everything, says why, offers the contact card and logs once`, async ({ page, allowedConsoleErrors }) => {
      // Chromium reports the failed request itself; the page adds nothing of its own.
      allowedConsoleErrors.push(/Failed to load resource/);
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning" && message.text().includes("Enquiry form")) warnings.push(message.text());
      });
      const posts = await netlifyAt(page, "/contact/", answer);
      await page.goto("/contact/");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await fillQuote(page);
      await page.getByRole("button", { name: "Send enquiry" }).click();
      await expect(page.getByRole("alert")).toContainText(reason);
      await expect(page.getByRole("alert")).toContainText("Everything you typed is still here");
      const card = page.getByRole("region", { name: "Contact us directly" });
      await expect(card).toBeVisible();
      await expect(card.getByRole("link", { name: phonePattern })).toHaveAttribute("href", `tel:${site.phoneE164}`);
      await expect(page.getByLabel("Full name")).toHaveValue(trickyName);
      expect(await draft(page)).toMatchObject({ name: trickyName, message: trickyMessage });
      expect(posts).toHaveLength(1);
      expect(warnings).toHaveLength(1);
    });
  }

  test("gives up after 10 seconds without an answer, keeping the draft; one send however often Send is pressed", async ({ page }) => {
    const posts = await netlifyAt(page, "/contact/", () => new Promise<void>(() => undefined));
    // The 10 seconds on the page's clock, stopped before the send, so that only the test moves it on: not waited for,
    // and however long the steps between take on a busy machine.
    await page.clock.install();
    await page.goto("/contact/");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await fillQuote(page);
    await pauseClock(page, 0);
    const send = page.getByRole("form", { name: "Quote request" }).locator('button[type="submit"]');
    await send.click();
    await expect(send).toHaveText("Sending…");
    await send.click({ force: true });
    await send.click({ force: true });
    // The request is made once its timer is set (src/lib/forms/netlify.ts): a moment short of the limit, no answer yet.
    await expect.poll(() => posts.length).toBe(1);
    await page.clock.runFor(NETLIFY_TIMEOUT_MS - 1_000);
    await expect(send).toHaveText("Sending…");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(page.getByRole("alert")).toContainText("there was no answer within 10 seconds");
    expect(posts).toHaveLength(1);
    expect(await draft(page)).toMatchObject({ name: trickyName });
  });

  test("the sending code is not part of start-up: when it cannot load, a send says so and keeps every answer; once it can, the same press sends", async ({ page, allowedConsoleErrors }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the loading does not depend on the screen");
    // The browser logs each refused request.
    allowedConsoleErrors.push(/Failed to load resource|ERR_FAILED/);
    const sendChunk = /\/form-send-[^/]+\.js$/;
    await page.route(sendChunk, (route) => route.abort("failed"));
    const posts = await netlifyAt(page, "/contact/", ok);
    await page.goto("/contact/");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await fillQuote(page);
    const form = page.getByRole("form", { name: "Quote request" });
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(form.getByRole("alert")).toHaveText(fillTemplate(forms.common.submitError, { error: forms.common.errorNetwork, phone: site.phone }));
    await expect(form.getByLabel("Full name")).toHaveValue(trickyName);
    expect(posts).toHaveLength(0);
    // The connection is back: the next press loads it and sends.
    await page.unroute(sendChunk);
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("heading", { name: forms.sent.heading })).toBeVisible();
    expect(decoded(posts[0])).toEqual(quoteEntries(trickyMessage));
  });
});

test.describe("with JavaScript, photos", () => {
  test.skip(({ isMobile }) => isMobile, "what arrives does not depend on the screen");

  test("a phone photo with GPS and camera details arrives as one upright JPEG of at most 2,000 px with no metadata", async ({ page }) => {
    const posts = await netlifyAt(page, "/contact/", ok);
    const photo = await cameraPhoto();
    // The test's own scan finds every mark in the photo as chosen, so finding none later means something.
    expect(marksIn(photo)).toEqual([...metadataMarks, "GPS"]);
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    await visit(page, "/contact/");
    await fillQuote(page);
    await photoInput(page).setInputFiles({ name: "IMG_0412.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(page.getByRole("button", { name: "Remove IMG_0412.jpg" })).toBeVisible({ timeout: 15_000 });
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("heading", { name: "Thank you, your enquiry has been sent" })).toBeVisible();

    expect(posts).toHaveLength(1);
    const { type, fields, files } = await postedForm(posts[0]);
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    // A multipart body carries line breaks as CRLF, as the plain form's post does.
    expect(fields).toEqual(quoteEntries(trickyMessage.replace(/\n/g, "\r\n")));
    expect(files.map(({ field, name, type: fileType }) => [field, name, fileType])).toEqual([["photo-1", "IMG_0412.jpg", "image/jpeg"]]);
    const received = files[0].bytes;
    const meta = await sharp(received).metadata();
    // Upright: the sensor's 4,000 × 3,000 turned by its orientation tag, then scaled to 2,000 on the long side.
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1500, 2000]);
    expect([meta.exif, meta.xmp, meta.orientation, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);
    expect(marksIn(received)).toEqual([]);
    // The red corner at the sensor's top left is at the top right once the photo is upright.
    const [r, g] = await pixel(received, 1450, 50);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(80);
    expect((await pixel(received, 50, 50))[0]).toBeLessThan(160);
  });

  test("a failed send keeps both photos, and sending again sends both", async ({ page, allowedConsoleErrors }) => {
    allowedConsoleErrors.push(/Failed to load resource/);
    let answer = 500;
    const posts = await netlifyAt(page, "/contact/", (route) => route.fulfill({ status: answer, body: "" }));
    await visit(page, "/contact/");
    await fillQuote(page);
    await photoInput(page).setInputFiles([
      { name: "label.jpg", mimeType: "image/jpeg", buffer: await smallPhoto(40) },
      { name: "buckle.jpg", mimeType: "image/jpeg", buffer: await smallPhoto(200) },
    ]);
    await expect(page.getByRole("button", { name: /^Remove / })).toHaveCount(2);
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("alert")).toContainText("our server answered with error 500");
    await expect(page.getByRole("button", { name: /^Remove / })).toHaveText(["Remove label.jpg", "Remove buckle.jpg"]);
    answer = 200;
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("heading", { name: "Thank you, your enquiry has been sent" })).toBeVisible();
    expect(posts).toHaveLength(2);
    for (const post of posts) expect((await postedForm(post)).files.map((file) => [file.field, file.name])).toEqual([["photo-1", "label.jpg"], ["photo-2", "buckle.jpg"]]);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the browser posts the form itself, multipart with the photos as chosen, exactly as typed, and the visitor lands on the thank-you page", async ({ page }) => {
    // Netlify stores the post and answers with the page the form's action names.
    const posts = await netlifyAt(page, thanksPaths.quote, async (route) => {
      const thanks = await route.fetch({ method: "GET", postData: undefined });
      await route.fulfill({ response: thanks });
    });
    await page.goto("/contact/");
    await fillQuote(page);
    // One photo in each box: Netlify keeps one file per field. Nothing prepares them without JavaScript.
    const label = await cameraPhoto();
    const buckle = await smallPhoto(90);
    await photoInput(page).setInputFiles({ name: "IMG_0412.jpg", mimeType: "image/jpeg", buffer: label });
    await page.getByLabel(forms.quote.photos.another.replace("{number}", "2")).setInputFiles({ name: "buckle.jpg", mimeType: "image/jpeg", buffer: buckle });
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page).toHaveURL(new RegExp(`${thanksPaths.quote}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, we have your enquiry" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Monday to Friday, 9am to 5pm");
    await expect(page.getByRole("link", { name: "Back to the contact page" })).toHaveAttribute("href", "/contact/");
    expect(posts).toHaveLength(1);
    const { type, fields, files } = await postedForm(posts[0]);
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    // A browser sends a typed line break as CRLF, as HTML form submission requires.
    expect(fields).toEqual(quoteEntries(trickyMessage.replace(/\n/g, "\r\n")));
    // The files as chosen, metadata and all (docs/forms.md says so); the empty boxes as empty file fields.
    const chosen = files.filter((file) => file.bytes.length > 0);
    expect(chosen.map((file) => [file.field, file.name])).toEqual([["photo-1", "IMG_0412.jpg"], ["photo-2", "buckle.jpg"]]);
    expect(chosen[0].bytes.equals(label)).toBe(true);
    expect(files.map((file) => file.field)).toEqual(photoFields("quote"));
    const robots = page.locator('meta[name="robots"]');
    await expect(robots).toHaveAttribute("content", /noindex/);
  });

  test("applies the same length limits and shows the field the browser finds invalid below the sticky header", async ({ page }) => {
    // Where the browser brings the field to rest is what counts. With reduced motion, which the site honours
    // (scroll-behavior: auto), it goes there at once instead of gliding, so the place is read as it is, without
    // waiting for a glide to end (with JavaScript off the page has no events to listen to).
    await page.emulateMedia({ reducedMotion: "reduce" });
    const posts = await netlifyAt(page, thanksPaths.quote, (route) => route.fulfill({ status: 200, body: "" }));
    await page.goto("/");
    const form = page.getByRole("form", { name: "Quote request" });
    await fillQuote(page, "x".repeat(2100));
    // The browser keeps to the form's own limit (formFields), so nothing longer than the check allows is posted.
    const limit = formFields.quote.find((field) => field.name === "message")?.check;
    expect((await form.getByLabel("Your requirements").inputValue()).length).toBe(limit && "max" in limit ? limit.max : NaN);
    await form.getByLabel("Your requirements").fill("");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    const field = form.getByLabel("Your requirements");
    await expect(field).toBeFocused();
    const header = await page.getByRole("banner").boundingBox();
    const box = await field.boundingBox();
    const viewport = page.viewportSize();
    expect(box && header && viewport, "positions").toBeTruthy();
    if (box && header && viewport) {
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.y + Math.min(box.height, 40)).toBeLessThanOrEqual(viewport.height);
    }
    expect(posts).toHaveLength(0);
  });
});
