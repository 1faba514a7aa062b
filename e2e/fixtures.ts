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
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  // A test pushes patterns here for console errors it expects (the 404 page's own status, say).
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures name their dependencies this way; this one has none.
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  consoleErrors: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      const text = message.text();
      if (message.type() === "error" && !allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    });
    page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
    expect(errors, "console errors").toEqual([]);
  },
});

export { expect };
