import { test as base, expect, type Page, type Response } from "@playwright/test";

/** Opens a page and waits until React has hydrated it, as a visitor would before using it. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/**
 * Every test fails on a console error or an uncaught exception in the page,
 * unless it declares the messages it expects.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
    expect(errors, "console errors").toEqual([]);
  },
});

export { expect };
