import { cookies, home, slideDot, fill } from "./data";
import { desktop, expect, test, type Visitor } from "./fixtures";
import type { Target } from "./session";

const hero: Target = { role: "region", name: home.carousel.label };
const button = (name: string): Target => ({ role: "button", name, in: hero });
const titles = home.slides.map((slide) => slide.title);

/** The slide on show: its dot is marked current and only its heading can be seen. */
async function expectSlide(visitor: Visitor, n: number): Promise<void> {
  await expect.poll(async () => (await visitor.session.state(button(slideDot(n)), ["aria-current"])).attributes["aria-current"]).toBe("true");
  for (const [index, title] of titles.entries()) {
    await visitor.shows({ role: "heading", name: title, in: hero }, index === n - 1);
  }
}

test("home page: the carousel is labelled, moves with its buttons and dots, plays by itself and pauses", async ({ visitor }) => {
  await visitor.session.resize(desktop.width, desktop.height);
  await visitor.visit("/");
  const region = await visitor.session.state(hero, ["aria-roledescription"]);
  expect(region.attributes["aria-roledescription"]).toBe("carousel");
  const slide = (n: number): Target => ({ role: "group", css: '[aria-roledescription="slide"]', name: fill(home.carousel.slideLabel, { n, total: titles.length }) });
  for (let n = 1; n <= titles.length; n += 1) expect((await visitor.session.state(slide(n))).count).toBe(1);
  await expectSlide(visitor, 1);
  // At 1366 x 900 the cookie banner lies over the carousel's controls (in Chromium too): the visitor answers it first.
  await visitor.session.click({ role: "button", name: cookies.banner.rejectAll, in: { role: "region", name: cookies.banner.label } });
  await visitor.shows({ role: "region", name: cookies.banner.label }, false);

  // It plays by itself: the second slide within one interval (6 s) and a margin.
  await expect.poll(async () => (await visitor.session.state(button(slideDot(2)), ["aria-current"])).attributes["aria-current"], { timeout: 10_000 }).toBe("true");
  await visitor.session.click(button(home.carousel.pause));
  await visitor.shows(button(home.carousel.play));
  await visitor.session.click(button(home.carousel.next));
  await expectSlide(visitor, 3);
  await visitor.session.click(button(home.carousel.next));
  await expectSlide(visitor, 1);
  await visitor.session.click(button(home.carousel.previous));
  await expectSlide(visitor, 3);
  await visitor.session.click(button(slideDot(2)));
  await expectSlide(visitor, 2);
  // Paused stays paused.
  await expect.poll(async () => (await visitor.session.state(button(home.carousel.play))).visible).toBe(true);
});
