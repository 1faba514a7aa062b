import type { Page } from "@playwright/test";
import { banner } from "./cookieConsent";
import { expect, pauseClock, test, visit } from "./fixtures";

test.describe("toasts", () => {
  /**
   * A toast on the test's clock: paused before the toast is asked for, so that its five seconds start only when
   * the test runs them, however long the steps after it took (issue 60). The page's code runs on that clock from
   * the start (installed before the visit).
   */
  async function showToast(page: Page) {
    await page.clock.install();
    await visit(page, "/admin/cookie-manager/");
    await banner(page).getByRole("button", { name: "Reject All" }).click();
    // A second ahead of the page's time; no toast is up yet.
    await pauseClock(page, 1000);
    await page.getByRole("button", { name: "Save Settings" }).click();
    const toast = page.getByRole("status").getByRole("listitem");
    await expect(toast).toContainText("Settings Saved");
    return toast;
  }

  test("sit bottom right, above everything, and close with their button", async ({ page }) => {
    const toast = await showToast(page);
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && viewport.width - (box.x + box.width)).toBeLessThanOrEqual(24);
    expect(box && viewport && viewport.height - (box.y + box.height)).toBeLessThanOrEqual(24);
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toast).toHaveCount(0);
  });

  test("go by themselves after about five seconds", async ({ page, isMobile }) => {
    test.skip(isMobile, "a toast's reading time does not depend on the screen (its place and swipe are checked at both widths)");
    const toast = await showToast(page);
    await page.mouse.move(0, 0);
    await page.clock.runFor(4000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1500);
    await expect(toast).toHaveCount(0);
  });

  test("close when swiped sideways", async ({ page, isMobile }) => {
    const toast = await showToast(page);
    const box = await toast.boundingBox();
    if (!box) throw new Error("no toast on screen");
    const y = box.y + box.height / 2;
    const x = box.x + 40;
    if (isMobile) {
      // A finger: Chromium turns these touches into pointer events.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
      for (let dx = 20; dx <= 160; dx += 20) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + dx, y }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    } else {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x - 160, y, { steps: 8 });
      await page.mouse.up();
    }
    // It slides away (the site's 180 ms), far short of the five seconds it would go by itself.
    await page.clock.runFor(500);
    await expect(toast).toHaveCount(0);
  });
});
