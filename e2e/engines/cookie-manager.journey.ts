import { cookies } from "./data";
import { desktop, expect, test } from "./fixtures";
import type { Target } from "./session";

const CONSENT_KEY = "beltwright.cookie-consent";
const CONFIG_KEY = "beltwright.cookie-manager";
const admin = cookies.admin;
const banner: Target = { role: "region", name: cookies.banner.label };
const field = (label: string): Target => ({ role: "field", name: new RegExp(`^${label.replace(/[()]/g, "\\$&")}`) });
const status: Target = { role: "region", name: admin.statusHeading };
const toasts: Target = { role: "status", css: ":not(form *)" };

test("cookie manager: checks the days, saves the settings the banner uses at once, and resets them", async ({ visitor }) => {
  const { session } = visitor;
  await session.resize(desktop.width, desktop.height);
  await visitor.visit("/admin/cookie-manager/");
  await expect.poll(async () => (await session.state(status)).text).toContain(cookies.status.none);
  await session.click({ role: "button", name: cookies.banner.acceptAll, in: banner });
  await visitor.shows(banner, false);
  await expect.poll(async () => (await session.state(status)).text).toContain(cookies.status.accepted);

  const days = field(admin.askAgainDaysLabel);
  await session.fill(days, "0");
  await session.click({ role: "button", name: admin.save });
  await expect.poll(async () => (await session.state(days)).description).toContain(admin.askAgainDaysError);
  expect((await session.state(days)).focused).toBe(true);
  expect(await session.stored(CONFIG_KEY)).toBeNull();

  await session.fill(days, "90");
  await session.fill(field(admin.bannerTextLabel), "We use a few cookies. You choose which.");
  await session.click({ role: "button", name: admin.save });
  await expect.poll(async () => (await session.state(toasts)).text).toContain(admin.savedTitle);
  expect(await session.stored(CONFIG_KEY)).toMatchObject({ bannerText: "We use a few cookies. You choose which.", askAgainDays: 90, revision: cookies.revision + 1 });
  // New wording: the earlier Accept All no longer counts, and the banner asks in the new words.
  await visitor.shows(banner);
  expect((await session.state(banner)).text).toContain("We use a few cookies. You choose which.");
  await expect.poll(async () => (await session.state(status)).text).toContain(cookies.status.none);

  await session.click({ role: "button", name: cookies.banner.rejectAll, in: banner });
  await visitor.shows(banner, false);
  await session.click({ role: "button", name: admin.reset });
  await expect.poll(async () => (await session.state(toasts)).text).toContain(admin.resetTitle);
  expect(await session.stored(CONFIG_KEY)).toBeNull();
  expect(await session.stored(CONSENT_KEY)).toBeNull();
  await expect.poll(async () => (await session.state(days)).value).toBe(String(cookies.askAgainDays));
});
