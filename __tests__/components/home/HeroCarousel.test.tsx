import { act, fireEvent, screen, within } from "@testing-library/react";
import { AUTOPLAY_INTERVAL, HeroCarousel, type HeroCarouselLabels, type HeroSlide } from "../../../src/components/home/HeroCarousel";
import { renderWithProviders } from "../../helpers/render";
import { readData } from "../../helpers/siteData";

const home = readData<{ carousel: HeroCarouselLabels; slides: HeroSlide[] }>("home.json");
// Images come from Gatsby's image pipeline, which jsdom does not have; the e2e tests check them.
const slides = home.slides.map((slide) => ({ ...slide, image: null }));
const [first, second, third] = slides;

function renderCarousel() {
  return renderWithProviders(<HeroCarousel slides={slides} labels={home.carousel} />);
}

/** The slide a visitor (and a screen reader) can see: the others are hidden and inert. */
function shownSlide(): HTMLElement {
  const shown = screen.getAllByRole("group").filter((group) => group.getAttribute("aria-roledescription") === "slide");
  expect(shown).toHaveLength(1);
  return shown[0];
}

function shownHeading(): string {
  return within(shownSlide()).getByRole("heading").textContent ?? "";
}

/**
 * react-slick applies a change on its next tick (a 1 ms timer), so checks
 * after a change wait 1 ms more than the carousel's own timing.
 */
const tick = 1;

function wait(ms: number): void {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

/**
 * A click inside act(), so React applies it under the fake clock (user-event
 * leaves act, and React would then wait for real timers).
 */
function click(element: HTMLElement): void {
  fireEvent.click(element);
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

function preferReducedMotion(): void {
  window.matchMedia = jest.fn((query: string) => ({
    matches: query === "(prefers-reduced-motion: reduce)",
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  act(() => {
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
  // Remove the test doubles so jsdom's own (absent) versions apply again.
  delete (document as { visibilityState?: unknown }).visibilityState;
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe("HeroCarousel", () => {
  it("is a labelled carousel of three labelled slides, showing only the first", () => {
    renderCarousel();
    const carousel = screen.getByRole("region", { name: "Featured services" });
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    expect(shownSlide()).toHaveAccessibleName("1 of 3");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(first.title);
    const all = screen.getAllByRole("group", { hidden: true }).filter((g) => g.getAttribute("aria-roledescription") === "slide");
    expect(all.map((g) => g.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    // Links in the hidden slides cannot be reached with the keyboard.
    expect(all.map((g) => g.hasAttribute("inert"))).toEqual([false, true, true]);
  });

  it("gives each slide its heading, description and two actions, and only the first its trust badges", () => {
    renderCarousel();
    const slide = within(shownSlide());
    expect(slide.getByText(first.description)).toBeInTheDocument();
    expect(slide.getByRole("link", { name: "SEE ALL OUR SERVICES" })).toHaveAttribute("href", "#services");
    expect(slide.getByRole("link", { name: "GET A QUOTE" })).toHaveAttribute("href", "#contact");
    expect(slide.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "30+ Years Experience",
      "Zero Recalls Perfect Record",
      "Right First Time Every Time",
    ]);

    const hidden = screen.getAllByRole("group", { hidden: true });
    const secondSlide = within(hidden.find((g) => g.getAttribute("aria-label") === "2 of 3") as HTMLElement);
    expect(secondSlide.getByRole("heading", { level: 2, hidden: true })).toHaveTextContent(second.title);
    // Names are not computed inside hidden slides, so their links are found by text.
    expect(secondSlide.getByText("DISCUSS YOUR NEEDS").closest("a")).toHaveAttribute("href", "#contact");
    expect(secondSlide.getByText("VIEW BESPOKE SERVICES").closest("a")).toHaveAttribute("href", "/services/bespoke-requirements/");
    expect(secondSlide.queryByRole("listitem", { hidden: true })).not.toBeInTheDocument();
    const thirdSlide = within(hidden.find((g) => g.getAttribute("aria-label") === "3 of 3") as HTMLElement);
    expect(thirdSlide.getByText("GET REWEBBING QUOTE").closest("a")).toHaveAttribute("href", "#contact");
    expect(thirdSlide.getByText("LEARN MORE").closest("a")).toHaveAttribute("href", "/services/seat-belt-rewebbing/");
  });

  it("has named buttons for pause, previous, next and one dot per slide, the active dot marked", () => {
    renderCarousel();
    expect(screen.getByRole("button", { name: "Pause slideshow" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next slide" })).toBeInTheDocument();
    const dots = ["Show slide 1", "Show slide 2", "Show slide 3"].map((name) => screen.getByRole("button", { name }));
    expect(dots.map((dot) => dot.getAttribute("aria-current"))).toEqual(["true", null, null]);
  });

  it("advances every 6 seconds and loops back to the first slide", () => {
    renderCarousel();
    wait(AUTOPLAY_INTERVAL - 1);
    expect(shownHeading()).toBe(first.title);
    wait(1 + tick);
    expect(shownHeading()).toBe(second.title);
    expect(screen.getByRole("button", { name: "Show slide 2" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Show slide 1" })).not.toHaveAttribute("aria-current");
    wait(AUTOPLAY_INTERVAL);
    expect(shownHeading()).toBe(third.title);
    wait(AUTOPLAY_INTERVAL);
    expect(shownHeading()).toBe(first.title);
    wait(AUTOPLAY_INTERVAL);
    expect(shownHeading()).toBe(second.title);
  });

  it("moves with the arrows (both ways round) and keeps playing, a full 6 seconds after the click", () => {
    renderCarousel();
    wait(4000);
    click(screen.getByRole("button", { name: "Previous slide" }));
    wait(tick);
    expect(shownHeading()).toBe(third.title);
    wait(AUTOPLAY_INTERVAL - 10);
    expect(shownHeading()).toBe(third.title);
    wait(10 + tick);
    expect(shownHeading()).toBe(first.title);

    wait(3000);
    click(screen.getByRole("button", { name: "Next slide" }));
    wait(tick);
    expect(shownHeading()).toBe(second.title);
    wait(AUTOPLAY_INTERVAL - 10);
    expect(shownHeading()).toBe(second.title);
    wait(10 + tick);
    expect(shownHeading()).toBe(third.title);
    wait(AUTOPLAY_INTERVAL);
    expect(shownHeading()).toBe(first.title);
  });

  it("jumps to a slide from its dot and keeps playing from there", () => {
    renderCarousel();
    wait(2500);
    click(screen.getByRole("button", { name: "Show slide 3" }));
    wait(tick);
    expect(shownHeading()).toBe(third.title);
    expect(screen.getByRole("button", { name: "Show slide 3" })).toHaveAttribute("aria-current", "true");
    wait(AUTOPLAY_INTERVAL - 10);
    expect(shownHeading()).toBe(third.title);
    wait(10 + tick);
    expect(shownHeading()).toBe(first.title);
    // Clicking the dot of the slide on show restarts its 6 seconds.
    wait(4000);
    click(screen.getByRole("button", { name: "Show slide 1" }));
    wait(AUTOPLAY_INTERVAL - 10);
    expect(shownHeading()).toBe(first.title);
    wait(10 + tick);
    expect(shownHeading()).toBe(second.title);
  });

  it("follows sideways swipes, ignores vertical ones, and keeps playing after a swipe", () => {
    const { container } = renderCarousel();
    const slidesArea = container.querySelector(".slides") as HTMLElement;
    const swipe = (fromX: number, toX: number, fromY = 300, toY = 300) => {
      fireEvent.touchStart(slidesArea, { touches: [{ clientX: fromX, clientY: fromY }] });
      fireEvent.touchEnd(slidesArea, { touches: [], changedTouches: [{ clientX: toX, clientY: toY }] });
      wait(tick);
    };
    wait(2000);
    swipe(300, 100);
    expect(shownHeading()).toBe(second.title);
    swipe(100, 300);
    expect(shownHeading()).toBe(first.title);
    swipe(100, 300);
    expect(shownHeading()).toBe(third.title);
    // Mostly vertical, or too short: the visitor is scrolling or tapping.
    swipe(200, 120, 100, 500);
    swipe(200, 180);
    expect(shownHeading()).toBe(third.title);
    wait(AUTOPLAY_INTERVAL - 10);
    expect(shownHeading()).toBe(third.title);
    wait(10 + tick);
    expect(shownHeading()).toBe(first.title);
  });

  it("stops while the tab is hidden and gives the slide a full 6 seconds when it is back", () => {
    renderCarousel();
    wait(4000);
    setVisibility("hidden");
    wait(AUTOPLAY_INTERVAL * 5);
    expect(shownHeading()).toBe(first.title);
    setVisibility("visible");
    wait(AUTOPLAY_INTERVAL - 10);
    expect(shownHeading()).toBe(first.title);
    wait(10 + tick);
    expect(shownHeading()).toBe(second.title);
  });

  it("pauses and plays from the pause button, announcing slides only while paused", () => {
    const { container } = renderCarousel();
    const live = container.querySelector(".slides");
    expect(live).toHaveAttribute("aria-live", "off");
    click(screen.getByRole("button", { name: "Pause slideshow" }));
    expect(live).toHaveAttribute("aria-live", "polite");
    wait(AUTOPLAY_INTERVAL * 4);
    expect(shownHeading()).toBe(first.title);
    // The arrows still work while paused, and do not restart the rotation.
    click(screen.getByRole("button", { name: "Next slide" }));
    wait(AUTOPLAY_INTERVAL * 2);
    expect(shownHeading()).toBe(second.title);

    click(screen.getByRole("button", { name: "Play slideshow" }));
    expect(screen.getByRole("button", { name: "Pause slideshow" })).toBeInTheDocument();
    expect(live).toHaveAttribute("aria-live", "off");
    wait(AUTOPLAY_INTERVAL - 10);
    expect(shownHeading()).toBe(second.title);
    wait(10 + tick);
    expect(shownHeading()).toBe(third.title);
  });

  it("does not autoplay for visitors who prefer reduced motion, unless they press play", () => {
    preferReducedMotion();
    renderCarousel();
    expect(screen.getByRole("button", { name: "Play slideshow" })).toBeInTheDocument();
    wait(AUTOPLAY_INTERVAL * 4);
    expect(shownHeading()).toBe(first.title);
    click(screen.getByRole("button", { name: "Show slide 2" }));
    wait(AUTOPLAY_INTERVAL * 2);
    expect(shownHeading()).toBe(second.title);

    click(screen.getByRole("button", { name: "Play slideshow" }));
    wait(AUTOPLAY_INTERVAL + tick);
    expect(shownHeading()).toBe(third.title);
  });

  it("holds the slide while keyboard focus is on one of its links, and resumes when focus leaves", () => {
    renderCarousel();
    const link = within(shownSlide()).getByRole("link", { name: "SEE ALL OUR SERVICES" });
    wait(3000);
    act(() => link.focus());
    wait(AUTOPLAY_INTERVAL * 3);
    expect(shownHeading()).toBe(first.title);
    expect(link).toHaveFocus();

    act(() => screen.getByRole("button", { name: "Next slide" }).focus());
    wait(AUTOPLAY_INTERVAL - 10);
    expect(shownHeading()).toBe(first.title);
    wait(10 + tick);
    expect(shownHeading()).toBe(second.title);
  });
});
