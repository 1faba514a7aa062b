/*
 * The quote form with the supabase provider, in a real browser, against a stand-in of the Supabase project
 * (__tests__/supabase/helpers/standIn.ts: PostgREST and Storage over PGlite with supabase/migrations): the
 * photo is stored under the enquiry's folder and the row references it. It needs a build made with
 * GATSBY_FORMS_PROVIDER=supabase and GATSBY_SUPABASE_URL set to a local origin (http://127.0.0.1:<port>),
 * with the stand-in's anon key; the spec finds that origin in the build's own security policy, as nginx
 * serves it, and starts the stand-in there. With E2E_EXPECT_PROVIDER=supabase it fails instead of skipping
 * against another build.
 */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { startSupabaseStandIn, type SupabaseStandIn } from "../__tests__/supabase/helpers/standIn";
import { fillTemplate } from "../src/lib/forms/fields";
import { PHOTO_BUCKET, SUPABASE_TIMEOUTS } from "../src/lib/forms/supabaseInsert";
import type { Locator, Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import { dataDir } from "./routes";
import { nginxOrigin } from "./servers";

interface FieldText {
  label: string;
}
const forms = JSON.parse(fs.readFileSync(path.join(dataDir, "forms.json"), "utf8")) as {
  common: Record<"sending" | "submitError" | "errorTimeout" | "submitBusy" | "busyMinute" | "busyHour" | "busyDay" | "busyCeiling" | "emailInstead", string>;
  quote: { title: string; submit: string; fields: Record<string, FieldText | undefined>; photos: FieldText & { notSent: string; remove: string; emailList: string; emailReminder: string } };
  sent: { heading: string };
};
const site = JSON.parse(fs.readFileSync(path.join(dataDir, "site.json"), "utf8")) as { phone: string; email: string };
const label = (field: string): string => {
  const text = forms.quote.fields[field]?.label;
  if (!text) throw new Error(`data/forms.json has no quote.fields.${field}.label`);
  return text;
};

/** The local origin the build's policy lets pages connect to: where the build was told Supabase is. */
async function standInOrigin(): Promise<string | null> {
  const response = await fetch(`${nginxOrigin}/contact/`);
  const html = await response.text();
  const built = html.includes('data-provider="supabase"');
  if (process.env.E2E_EXPECT_PROVIDER === "supabase") expect(built, "this run expects a build whose forms use the supabase provider").toBe(true);
  test.skip(!built, "the site was built with another provider (build with GATSBY_FORMS_PROVIDER=supabase and GATSBY_SUPABASE_URL=http://127.0.0.1:<port>)");
  const connect = /(?:^|;)\s*connect-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
  return connect.split(/\s+/).find((source) => /^http:\/\/127\.0\.0\.1:\d+$/.test(source)) ?? null;
}

test.describe("the quote form with the supabase provider", () => {
  test.describe.configure({ mode: "serial" });

  let standIn: SupabaseStandIn | undefined;
  test.beforeAll(async ({ browserName }, testInfo) => {
    // One project only: the stand-in listens on the build's one port, and what is stored does not depend on the screen.
    test.skip(testInfo.project.name !== "desktop" || browserName !== "chromium", "runs at desktop width only");
    // Starting PGlite and applying the migrations: seconds, far more on a busy machine.
    test.setTimeout(240_000);
    const origin = await standInOrigin();
    expect(origin, "the build's connect-src names a local Supabase origin (GATSBY_SUPABASE_URL=http://127.0.0.1:<port>)").not.toBeNull();
    standIn = await startSupabaseStandIn({ port: Number(new URL(origin!).port) });
  });
  test.afterAll(async () => {
    await standIn?.close();
  });
  // Each test is a visitor of its own, from an address of its own (the database's limits are per sender: three a
  // minute from one address), as Supabase's edge would tell the database (cf-connecting-ip).
  let visitor = 0;
  test.beforeEach(() => {
    const address = `203.0.113.${++visitor}`;
    standIn!.clientAddress = () => address;
  });

  test("the built policy lets the page reach the project (connect-src)", async () => {
    const policy = (await fetch(`${nginxOrigin}/contact/`)).headers.get("content-security-policy") ?? "";
    const connect = /(?:^|;)\s*connect-src ([^;]*)/.exec(policy)?.[1].split(/\s+/) ?? [];
    expect(connect).toContain(standIn!.url);
  });

  async function fillQuote(page: Page, email: string): Promise<Locator> {
    const form = page.getByRole("form", { name: forms.quote.title });
    await form.getByLabel(label("name")).fill("Jane Smith");
    await form.getByLabel(label("email")).fill(email);
    await form.getByLabel(label("phone")).fill("01632 960123");
    await form.getByLabel(label("sector")).selectOption({ index: 1 });
    await form.getByLabel(label("service")).selectOption({ index: 1 });
    await form.getByLabel(label("message")).fill("The label and the buckle of a 1968 lap belt.");
    await form.getByLabel(label("consent")).check();
    return form;
  }

  /** The mailto: address the page hands to the visitor's email app, as Chromium reports it. */
  async function mailtoOpenedBy(page: Page, action: () => Promise<void>): Promise<URL> {
    const [request] = await Promise.all([page.waitForRequest((r) => r.url().startsWith("mailto:")), action()]);
    return new URL(request.url());
  }

  /**
   * The one press that sends a refused enquiry by email instead: the email holds every answer fillQuote gave (and
   * names `photos` to attach, as the email provider does), and the form keeps them all.
   */
  async function sendByEmailInstead(page: Page, form: Locator, email: string, photos: readonly string[] = []): Promise<void> {
    const button = form.getByRole("button", { name: forms.common.emailInstead });
    await expect(button).toHaveCount(1);
    const mailto = await mailtoOpenedBy(page, () => button.click());
    expect(mailto.pathname).toBe(site.email);
    expect(mailto.searchParams.get("subject")).toBe("Quote request from Jane Smith");
    const body = mailto.searchParams.get("body") ?? "";
    for (const answer of ["Jane Smith", email, "01632 960123", "The label and the buckle of a 1968 lap belt."]) expect(body).toContain(answer);
    const lines = body.split("\r\n");
    for (const field of ["sector", "service"]) {
      const chosen = await form.getByLabel(label(field)).evaluate((select: HTMLSelectElement) => select.selectedOptions[0].text);
      expect(lines).toContain(`${label(field).replace(/[?:]$/, "")}: ${chosen}`);
    }
    if (photos.length > 0) {
      expect(body).toContain(`${forms.quote.photos.emailList}:\r\n${photos.join("\r\n")}`);
      await expect(form.getByText(fillTemplate(forms.quote.photos.emailReminder, { names: photos.join(", ") }))).toBeVisible();
    }
    // Nothing typed is lost: the form and its answers stay as they are.
    await expect(form.getByLabel(label("name"))).toHaveValue("Jane Smith");
    await expect(form.getByLabel(label("email"))).toHaveValue(email);
    await expect(form.getByLabel(label("message"))).toHaveValue("The label and the buckle of a 1968 lap belt.");
    await expect(form.getByLabel(label("consent"))).toBeChecked();
  }

  test("refused by each limit, or with the project down: one press sends the same enquiry by email, and nothing typed is lost", async ({ page, allowedConsoleErrors }) => {
    // Chromium logs each refusal's status as a console error.
    allowedConsoleErrors.push(/status of 429 \(Too Many Requests\)/, /status of 503 \(Service Unavailable\)/);
    /** What Supabase's API answers when a limit in supabase/migrations refuses an insert: SQLSTATE PT429, its code in the hint. */
    const refusal = (code: string) => ({ status: 429, body: { code: "PT429", message: `${code}: at most 3 enquiries within 00:01:00 from one IP address.`, details: null, hint: code } });
    const answers = [
      { answer: refusal("enquiry-limit-minute"), says: forms.common.busyMinute },
      { answer: refusal("enquiry-limit-hour"), says: forms.common.busyHour },
      { answer: refusal("enquiry-limit-day"), says: forms.common.busyDay },
      { answer: refusal("enquiry-ceiling"), says: forms.common.busyCeiling },
      // The gateway's answer while the project is paused or down.
      { answer: { status: 503, body: { message: "The project is not available just now." } }, says: null },
    ];
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 120, b: 60 } } })
      .jpeg()
      .toBuffer();
    await visit(page, `${nginxOrigin}/contact/`);
    const form = await fillQuote(page, "refused@example.co.uk");
    await form.getByLabel(forms.quote.photos.label).setInputFiles({ name: "IMG_0600.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(form.getByRole("button", { name: fillTemplate(forms.quote.photos.remove, { name: "IMG_0600.jpg" }) })).toBeVisible();
    try {
      for (const { answer, says } of answers) {
        standIn!.answerInstead = (method, url) => (method === "POST" && url === "/rest/v1/enquiries" ? answer : null);
        await form.getByRole("button", { name: forms.quote.submit }).click();
        const alert = form.getByRole("alert");
        if (says) await expect(alert).toContainText(says);
        else await expect(alert).toContainText(forms.common.submitError.split("(")[0].trim());
        await sendByEmailInstead(page, form, "refused@example.co.uk", ["IMG_0600.jpg"]);
      }
    } finally {
      standIn!.answerInstead = null;
    }
    expect(await standIn!.db.query("owner", "select 1 from public.enquiries where email = 'refused@example.co.uk'")).toHaveLength(0);
  });

  test("an enquiry without photos is stored, with the submission_id the page made up", async ({ page }) => {
    await visit(page, `${nginxOrigin}/contact/`);
    const form = await fillQuote(page, "sam@example.co.uk");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("heading", { name: forms.sent.heading })).toBeVisible({ timeout: 20_000 });
    const rows = await standIn!.db.query<{ submission_id: string; photos: string[] | null }>("owner", "select submission_id, photos from public.enquiries where email = 'sam@example.co.uk'");
    expect(rows).toEqual([{ submission_id: expect.stringMatching(/^[0-9a-f-]{36}$/), photos: null }]);
    expect(await page.evaluate(() => window.sessionStorage.getItem("enquiry-sending:quote"))).toBeNull();
  });

  test("a photo chosen and sent is stored under the enquiry's folder, and the row references it", async ({ page }) => {
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 190, g: 150, b: 60 } } })
      .jpeg()
      .withExif({ IFD0: { Make: "Phone maker", Model: "Phone 12" } })
      .toBuffer();
    await visit(page, `${nginxOrigin}/contact/`);
    const form = await fillQuote(page, "jane@example.co.uk");
    await form.getByLabel(forms.quote.photos.label).setInputFiles({ name: "IMG_0412.jpg", mimeType: "image/jpeg", buffer: photo });
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("heading", { name: forms.sent.heading })).toBeVisible({ timeout: 20_000 });

    const rows = await standIn!.db.query<{ submission_id: string; photos: string[]; photos_received: string[]; held: boolean; sender: string; photos_from: string }>(
      "owner",
      "select submission_id, photos, photos_received, held, host(sender) as sender, host(photos_from) as photos_from from public.enquiries where email = 'jane@example.co.uk'",
    );
    expect(rows).toHaveLength(1);
    const [{ submission_id: id, photos, photos_received: received, held, sender, photos_from: photosFrom }] = rows;
    // A visitor within the site's normal rate, not held; the row and the photo from the visitor's own address.
    expect({ held, sender, photosFrom }).toEqual({ held: false, sender: `203.0.113.${visitor}`, photosFrom: `203.0.113.${visitor}` });
    expect(photos).toEqual([`${id}/1.jpg`]);
    expect(received).toEqual(photos);
    const stored = standIn!.objects.get(`${PHOTO_BUCKET}/${id}/1.jpg`);
    expect(stored?.contentType).toBe("image/jpeg");
    // The bytes themselves: a JPEG of at most 2,000 px with no EXIF left.
    const metadata = await sharp(stored!.bytes).metadata();
    expect({ format: metadata.format, longest: Math.max(metadata.width ?? 0, metadata.height ?? 0) <= 2000, exif: metadata.exif ?? null }).toEqual({ format: "jpeg", longest: true, exif: null });
  });

  /*
   * Supabase accepting a request and never answering: the stand-in does the work (the row written, the photo
   * stored) and keeps the answer back. The page's clock is Playwright's, so the limits pass in an instant.
   */
  test.describe("when Supabase never answers", () => {
    test.afterEach(() => {
      standIn!.withholdAnswer = null;
    });

    const heldRequest = async (match: RegExp): Promise<void> =>
      expect.poll(() => standIn!.requests.some((request) => request.withheld && match.test(request.path)), { timeout: 20_000 }).toBe(true);

    test("the row: after its limit the visitor is told, keeps every answer, and the next press stores it once", async ({ page, allowedConsoleErrors }) => {
      // The retry's duplicate refused (409), which the form takes as "already stored": Chromium logs the status.
      allowedConsoleErrors.push(/status of 409 \(Conflict\)/);
      let held = 0;
      standIn!.withholdAnswer = (method, url) => method === "POST" && url === "/rest/v1/enquiries" && held++ === 0;
      await page.clock.install();
      await visit(page, `${nginxOrigin}/contact/`);
      const form = await fillQuote(page, "held-row@example.co.uk");
      await form.getByRole("button", { name: forms.quote.submit }).click();
      await expect(form.getByRole("button", { name: forms.common.sending })).toBeVisible();
      await heldRequest(/^\/rest\/v1\/enquiries$/);
      await page.clock.fastForward(SUPABASE_TIMEOUTS.rowMs);

      const seconds = SUPABASE_TIMEOUTS.rowMs / 1000;
      await expect(form.getByRole("alert")).toHaveText(fillTemplate(forms.common.submitError, { error: fillTemplate(forms.common.errorTimeout, { seconds }), phone: site.phone }));
      await expect(form.getByLabel(label("name"))).toHaveValue("Jane Smith");
      await expect(form.getByLabel(label("message"))).toHaveValue("The label and the buckle of a 1968 lap belt.");
      await sendByEmailInstead(page, form, "held-row@example.co.uk");

      // The row did arrive: the same sending again is refused as a duplicate, taken as stored, and thanked.
      await form.getByRole("button", { name: forms.quote.submit }).click();
      await expect(page.getByRole("heading", { name: forms.sent.heading })).toBeVisible({ timeout: 20_000 });
      const rows = await standIn!.db.query("owner", "select submission_id from public.enquiries where email = 'held-row@example.co.uk'");
      expect(rows).toHaveLength(1);
    });

    test("a photo: after its limit the visitor is told the enquiry arrived without it, and the next press sends the photo, not the enquiry again", async ({ page, allowedConsoleErrors }) => {
      // The retry's second copy refused (Storage answers 400 with 409 inside), taken as arrived: Chromium logs the status.
      allowedConsoleErrors.push(/status of 400 \(Bad Request\)/);
      const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 60, g: 150, b: 190 } } })
        .jpeg()
        .toBuffer();
      let held = 0;
      standIn!.withholdAnswer = (method, url) => method === "POST" && url.startsWith(`/storage/v1/object/${PHOTO_BUCKET}/`) && held++ === 0;
      await page.clock.install();
      await visit(page, `${nginxOrigin}/contact/`);
      const form = await fillQuote(page, "held-photo@example.co.uk");
      await form.getByLabel(forms.quote.photos.label).setInputFiles({ name: "IMG_0500.jpg", mimeType: "image/jpeg", buffer: photo });
      await expect(form.getByRole("button", { name: fillTemplate(forms.quote.photos.remove, { name: "IMG_0500.jpg" }) })).toBeVisible();
      await form.getByRole("button", { name: forms.quote.submit }).click();
      await heldRequest(new RegExp(`^/storage/v1/object/${PHOTO_BUCKET}/`));
      await page.clock.fastForward(SUPABASE_TIMEOUTS.photoMs);

      const error = fillTemplate(forms.common.errorTimeout, { seconds: SUPABASE_TIMEOUTS.photoMs / 1000 });
      await expect(form.getByText(fillTemplate(forms.quote.photos.notSent, { name: "IMG_0500.jpg", error, submit: forms.quote.submit }))).toBeVisible();
      await expect(form.getByLabel(label("name"))).toHaveValue("Jane Smith");
      await expect(form.getByRole("button", { name: fillTemplate(forms.quote.photos.remove, { name: "IMG_0500.jpg" }) })).toBeVisible();
      // Through a reload too: the answers (session draft) and the photo (IndexedDB) come back, and so does the sending.
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(form.getByLabel(label("name"))).toHaveValue("Jane Smith");
      await expect(form.getByRole("button", { name: fillTemplate(forms.quote.photos.remove, { name: "IMG_0500.jpg" }) })).toBeVisible();

      await form.getByRole("button", { name: forms.quote.submit }).click();
      await expect(page.getByRole("heading", { name: forms.sent.heading })).toBeVisible({ timeout: 20_000 });
      const rows = await standIn!.db.query<{ submission_id: string; photos: string[]; photos_received: string[] }>(
        "owner",
        "select submission_id, photos, photos_received from public.enquiries where email = 'held-photo@example.co.uk'",
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].photos_received).toEqual(rows[0].photos);
      expect(standIn!.objects.has(`${PHOTO_BUCKET}/${rows[0].submission_id}/1.jpg`)).toBe(true);
    });
  });
});
