import fs from "fs";
import path from "path";
import { escape, resources } from "./data";
import { desktop, expect, test } from "./fixtures";
import type { Target } from "./session";

const guidesDir = path.join(__dirname, "..", "..", "static", "guides");
// The guide cards are the items of the page's sections (the trail, in the hero, is a list too).
const cards: Target = { role: "listitem", in: { role: "main" }, css: "section li" };

/** The size line a guide shows: base 1024, at most two decimals. */
const size = (file: string): string => `PDF · ${parseFloat((fs.statSync(path.join(guidesDir, file)).size / 1024).toFixed(2))} KB`;

test("guides: every guide is listed with its title, size and link, and Download saves it without leaving the page", async ({ visitor }) => {
  const { session } = visitor;
  await session.resize(desktop.width, desktop.height);
  await visitor.cookiesDecided();
  await visitor.visit("/resources/");
  await expect.poll(async () => (await session.state(cards)).count).toBe(resources.guides.length);
  const listed = await session.evaluate(() =>
    Array.from(document.querySelectorAll("main section li")).map((card) => ({
      title: card.querySelector("h3")?.textContent?.trim() ?? "",
      size: Array.from(card.querySelectorAll("*")).find((node) => node.children.length === 0 && /^PDF · /.test(node.textContent ?? ""))?.textContent?.trim() ?? "",
      href: card.querySelector("a")?.getAttribute("href") ?? "",
    })),
  );
  expect(listed).toEqual(resources.guides.map((guide) => ({ title: guide.title, size: size(guide.file), href: `/guides/${guide.file}` })));

  const guide = resources.guides[0];
  visitor.proxy.gets.length = 0;
  await session.click({ role: "link", name: new RegExp(`^Download ${escape(guide.title)}`) });
  // Saved from the fetched file: the visitor stays on the page (a failed fetch would open the PDF instead).
  await expect.poll(() => visitor.proxy.gets).toContain(`/guides/${guide.file}`);
  // Firefox saves it where the test can look; WebKitWebDriver gives no access to MiniBrowser's downloads.
  if (visitor.downloads) {
    const file = path.join(visitor.downloads, guide.file);
    await expect.poll(() => (fs.existsSync(file) ? fs.statSync(file).size : -1)).toBe(fs.statSync(path.join(guidesDir, guide.file)).size);
  }
  expect(await visitor.path()).toBe("/resources/");
});
