import fs from "fs";
import path from "path";
import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import { requireFormsBuiltWith } from "./formsProvider";
import { phonePattern, site } from "./routes";

/*
 * The embed provider, in a real browser. These tests need a build whose forms
 * use "embed" (`npm test -- --stage=embed`, which sets E2E_EXPECT_PROVIDER=embed
 * so that there the spec fails instead of skipping); against the default build
 * (email) they are skipped. Nothing reaches the network: the tests answer the
 * form script's address themselves.
 */
const forms = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "forms.json"), "utf8")) as {
  quote: { embed: { scriptUrl: string; setsCookies?: boolean } };
  reseller: { embed: { scriptUrl: string; setsCookies?: boolean } };
};

/** Stands in for the provider's script: draws a form into every empty container it is meant for. */
const fakeProviderScript = `
  for (const el of document.querySelectorAll("[data-form-id]")) {
    if (el.childElementCount === 0) {
      const form = document.createElement("form");
      form.setAttribute("aria-label", "Provider form " + el.getAttribute("data-form-id"));
      form.innerHTML = '<label>Your name <input name="n"></label>';
      el.appendChild(form);
    }
  }
`;

/**
 * An embed that sets cookies waits for the visitor's go-ahead (data/forms.json's setsCookies): its button is
 * waited for and pressed. (Looked at once instead, it could be not yet drawn after a move between pages, and the
 * form was then never loaded.)
 */
async function loadFormIfAsked(page: Page, kind: "quote" | "reseller"): Promise<void> {
  if (forms[kind].embed.setsCookies) await page.getByRole("button", { name: "Load form" }).click();
}

test.beforeEach(() => requireFormsBuiltWith("embed"));

test.describe("embedded forms", () => {
  test("a form script that fails to load (404) leaves the visitor the fallback card and the site's own form", async ({ page, consoleErrors }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.route(forms.quote.embed.scriptUrl, (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }));
    await visit(page, "/contact/");
    await loadFormIfAsked(page, "quote");
    const card = page.getByRole("region", { name: "Contact us directly" });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Our online form could not be loaded just now.");
    await expect(card.getByRole("link", { name: phonePattern })).toHaveAttribute("href", `tel:${site.phoneE164}`);
    await expect(card.getByRole("link", { name: "enquiries@beltwright.example" })).toHaveAttribute("href", "mailto:enquiries@beltwright.example?subject=Quote%20request");
    await expect(card).toContainText("ZZ99 9ZZ");
    await expect(card.getByRole("form", { name: "Quote request" })).toBeVisible();
    await expect(page.getByText("Loading the form…")).toBeHidden();
    expect(warnings.filter((w) => w.startsWith("Enquiry form (quote)"))).toHaveLength(1);
    // Chromium reports the 404 itself; that is the failure under test, not a fault of the page.
    expect(consoleErrors).toEqual([expect.stringMatching(/404/)]);
    consoleErrors.length = 0;
  });

  test("a working script shows a spinner, then the provider's form, and no fallback", async ({ page }) => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(forms.quote.embed.scriptUrl, async (route) => {
      await answered;
      await route.fulfill({ status: 200, contentType: "text/javascript", body: fakeProviderScript });
    });
    await visit(page, "/contact/");
    await loadFormIfAsked(page, "quote");
    await expect(page.getByRole("status").filter({ hasText: "Loading the form…" })).toBeVisible();
    answer();
    await expect(page.getByRole("form", { name: "Provider form quote-form-id" })).toBeVisible();
    await expect(page.getByText("Loading the form…")).toBeHidden();
    await expect(page.getByRole("region", { name: "Contact us directly" })).toHaveCount(0);
  });

  test("the reseller script is in the page once, and gone after leaving, across navigations", async ({ page }) => {
    let requests = 0;
    await page.route(forms.reseller.embed.scriptUrl, async (route) => {
      requests += 1;
      await route.fulfill({ status: 200, contentType: "text/javascript", body: fakeProviderScript });
    });
    const scripts = page.locator(`script[src="${forms.reseller.embed.scriptUrl}"]`);
    const nav = async (name: string) => {
      const menu = page.getByRole("button", { name: /menu/i });
      if (await menu.isVisible()) await menu.click();
      await page.getByRole("navigation").getByRole("link", { name, exact: true }).first().click();
    };

    await visit(page, "/resellers/");
    await loadFormIfAsked(page, "reseller");
    await expect(page.getByRole("form", { name: "Provider form reseller-form-id" })).toBeVisible();
    await expect(scripts).toHaveCount(1);

    await nav("ABOUT");
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(scripts).toHaveCount(0);

    await nav("RESELLERS");
    await expect(page).toHaveURL(/\/resellers\/$/);
    await loadFormIfAsked(page, "reseller");
    await expect(page.getByRole("form", { name: "Provider form reseller-form-id" })).toBeVisible();
    await expect(scripts).toHaveCount(1);
    expect(requests).toBeGreaterThanOrEqual(1);
  });
});
