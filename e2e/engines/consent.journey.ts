import { cookies } from "./data";
import { expect, phone, test } from "./fixtures";
import type { Target } from "./session";

const CONSENT_KEY = "beltwright.cookie-consent";
const banner: Target = { role: "region", name: cookies.banner.label };
const inBanner = (name: string): Target => ({ role: "button", name, in: banner });
const dialog: Target = { role: "dialog", name: cookies.dialog.title };
const toggle = (name: string): Target => ({ role: "switch", name: new RegExp(`^${name}`), in: dialog });

test("consent: the banner asks, Reject All stores necessary cookies only, and it does not ask again", async ({ visitor }) => {
  const { session } = visitor;
  await session.resize(phone.width, phone.height);
  await visitor.visit("/about/");
  await visitor.shows(banner);
  expect((await session.state(banner)).text).toContain(cookies.bannerText);
  for (const name of [cookies.banner.acceptAll, cookies.banner.rejectAll, cookies.banner.settings]) await visitor.shows(inBanner(name));
  await session.click(inBanner(cookies.banner.rejectAll));
  await visitor.shows(banner, false);
  expect(await session.stored(CONSENT_KEY)).toEqual({ necessary: true, analytics: false, marketing: false, decidedAt: expect.any(String), revision: cookies.revision });
  await visitor.visit("/contact/");
  await visitor.shows({ role: "heading", name: /./ });
  await visitor.shows(banner, false);
});

test("consent: Settings opens the dialog; Escape cancels; Save stores the choice; the footer link reopens it", async ({ visitor }) => {
  const { session } = visitor;
  await session.resize(phone.width, phone.height);
  await visitor.visit("/");
  await session.click(inBanner(cookies.banner.settings));
  await visitor.shows(dialog);
  await expect.poll(() => session.evaluate(() => document.querySelector("[role=dialog], dialog[open]")?.contains(document.activeElement) ?? false)).toBe(true);
  const necessary = await session.state(toggle(cookies.dialog.necessaryName));
  expect([necessary.checked, necessary.disabled]).toEqual([true, true]);
  expect((await session.state(toggle(cookies.dialog.analyticsName))).checked).toBe(false);
  expect((await session.state(toggle(cookies.dialog.marketingName))).checked).toBe(false);

  await session.press("Escape");
  await visitor.shows(dialog, false);
  await expect.poll(async () => (await session.state(inBanner(cookies.banner.settings))).focused).toBe(true);
  expect(await session.stored(CONSENT_KEY)).toBeNull();

  await session.click(inBanner(cookies.banner.settings));
  await visitor.shows(dialog);
  await session.click(toggle(cookies.dialog.marketingName));
  await expect.poll(async () => (await session.state(toggle(cookies.dialog.marketingName))).checked).toBe(true);
  await session.click({ role: "button", name: cookies.dialog.save, in: dialog });
  await visitor.shows(dialog, false);
  await visitor.shows(banner, false);
  expect(await session.stored(CONSENT_KEY)).toMatchObject({ necessary: true, analytics: false, marketing: true, revision: cookies.revision });

  const footerLink: Target = { role: "button", name: cookies.footerLink, in: { role: "contentinfo" } };
  await session.click(footerLink);
  await visitor.shows(dialog);
  expect((await session.state(toggle(cookies.dialog.marketingName))).checked).toBe(true);
  await session.click(toggle(cookies.dialog.marketingName));
  await session.click({ role: "button", name: cookies.dialog.save, in: dialog });
  await visitor.shows(dialog, false);
  await expect.poll(async () => (await session.state(footerLink)).focused).toBe(true);
  expect(await session.stored(CONSENT_KEY)).toMatchObject({ analytics: false, marketing: false });
});
