import { navigation } from "./data";
import { expect, phone, test } from "./fixtures";
import type { Target } from "./session";

/**
 * The phone menu in its three states: before hydration (the site's scripts held back by the proxy), hydrated,
 * and with the scripts failing (the proxy answers every .js request with 503, as a broken CDN would; both
 * drivers then see the same page, which neither WebKitWebDriver nor Firefox's preferences could stage alike).
 */
const menuButton: Target = { role: "button", name: new RegExp(`^(${navigation.menuOpenLabel}|${navigation.menuCloseLabel})$`) };
const menu: Target = { role: "navigation", name: "Mobile" };
const menuLink = (label: string): Target => ({ role: "link", name: label, in: menu });
const resellers = navigation.main.find((link) => link.to === "/resellers") ?? navigation.main[0];
const resources = navigation.main.find((link) => link.to === "/resources") ?? navigation.main[0];

test("the phone menu opens at first paint, before the scripts have run, and works the same once they have", async ({ visitor }) => {
  const { session, proxy } = visitor;
  await session.resize(phone.width, phone.height);
  await visitor.cookiesDecided();
  proxy.scripts = "hold";
  await visitor.visit("/", { hydrated: false });
  await visitor.shows({ role: "navigation", name: "Main" }, false);
  await session.click(menuButton);
  await visitor.shows(menuLink(navigation.enquiry.label));
  expect(await session.hydrated()).toBe(false);
  await session.press("Escape");
  await visitor.shows(menu, false);

  proxy.release();
  await expect.poll(() => session.hydrated(), { timeout: 20_000 }).toBe(true);
  await session.click(menuButton);
  await visitor.has(menuButton, "aria-expanded", "true");
  await visitor.shows(menuLink(navigation.enquiry.label));
  await session.press("Escape");
  await visitor.shows(menu, false);
  await expect.poll(async () => (await session.state(menuButton)).focused).toBe(true);
  await session.click(menuButton);
  await session.click(menuLink(resellers.label));
  await expect.poll(() => visitor.path()).toBe(`${resellers.to}/`);
  await visitor.shows({ role: "heading", name: /./ });
  await visitor.shows(menu, false);
  await visitor.has(menuButton, "aria-expanded", "false");
});

test("with the site's scripts failing, the phone menu still opens and its links work", async ({ visitor, allowedConsoleErrors }) => {
  // The failed script requests are the browser's own report of what this test stages.
  allowedConsoleErrors.push(/Loading failed for the <script>|503|Failed to load resource/i);
  const { session, proxy } = visitor;
  await session.resize(phone.width, phone.height);
  await visitor.cookiesDecided();
  proxy.scripts = "fail";
  await visitor.visit("/", { hydrated: false });
  await expect.poll(() => session.evaluate(() => document.documentElement.getAttribute("data-js")), { timeout: 15_000 }).toBe("failed");
  await session.click(menuButton);
  await visitor.shows(menuLink(resources.label));
  await session.click(menuLink(resources.label));
  await expect.poll(() => visitor.path()).toBe(`${resources.to}/`);
  await visitor.shows({ role: "heading", name: /./ });
  expect(await session.hydrated()).toBe(false);
});
