import styled from "@emotion/styled";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React, { useCallback, useEffect, useRef, useState } from "react";
import Slider, { type Settings } from "react-slick";
import { useEarlyReady } from "../../hooks/useEarlyReady";
import { usePageLoaded } from "../../hooks/usePageLoaded";
import { usePageVisible } from "../../hooks/usePageVisible";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion";
import { fillTemplate } from "../../lib/template";
import { colors, headerHeight, mq, space } from "../../theme/tokens";
import { Picture } from "../Picture";
import { ButtonLink, ButtonRow, Container } from "../ui";

export interface HeroSlideAction {
  readonly label: string;
  readonly action: string;
}

export interface HeroSlide {
  readonly title: string;
  readonly description: string;
  readonly image?: IGatsbyImageData | null;
  readonly imageAlt: string;
  readonly badges?: readonly string[] | null;
  readonly primary: HeroSlideAction;
  readonly secondary: HeroSlideAction;
}

export interface HeroCarouselLabels {
  readonly label: string;
  readonly previous: string;
  readonly next: string;
  readonly pause: string;
  readonly play: string;
  /** With {n}: the slide number. */
  readonly goTo: string;
  /** With {n} and {total}. */
  readonly slideLabel: string;
}

/** Time each slide stays before the next one (spec: 6000 ms). */
export const AUTOPLAY_INTERVAL = 6000;
const FADE_MS = 600;
const SWIPE_MIN_PX = 40;
/** The amber telephone banner above the header, one line on most screens. */
const bannerHeight = 40;

/**
 * react-slick without slick-carousel's CSS: the slides are stacked in one
 * grid cell and cross-fade, so the hero's height never depends on measuring
 * in JavaScript. The server HTML (every slide, only the first visible) and
 * the running carousel therefore have the same layout: nothing shifts when
 * the script starts.
 */
const Root = styled.section`
  position: relative;
  background: ${colors.navyDark};
  color: ${colors.paper};
  .slick-list {
    overflow: hidden;
    touch-action: pan-y;
    -webkit-tap-highlight-color: transparent;
  }
  /* One grid, one cell: the slides stack and the tallest sets the hero's height. Only this level is a
     grid: a grid lays its content out more than once, and nested grids multiply that on first paint. */
  .slick-track {
    display: grid;
    width: 100% !important;
    left: 0 !important;
    transform: none !important;
  }
  .slick-slide {
    grid-area: 1 / 1;
    min-width: 0;
    width: 100% !important;
    left: 0 !important;
  }
  /* A stretched grid item has a definite height, so the slide fills the cell however short its text. */
  .slick-slide > div {
    height: 100%;
  }
  /* react-slick fades opacity (inline); hidden slides also leave the accessibility tree and paint. */
  .slick-slide[aria-hidden="true"] {
    visibility: hidden;
  }
  ${mq.reducedMotion} {
    .slick-slide {
      transition: none !important;
    }
  }
`;

const SlideBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  height: 100%;
  min-height: calc(100vh - ${headerHeight + bannerHeight}px);
  min-height: calc(100svh - ${headerHeight + bannerHeight}px);
  overflow: hidden;
  padding: ${space(5)} 0 ${space(13)};
  ${mq.md} {
    padding: ${space(8)} 0 ${space(14)};
  }
  .background {
    position: absolute !important;
    inset: 0;
  }
  /* Hidden slides' images wait for the page's load event, so they never compete with the first one. */
  &[data-deferred] .background {
    display: none;
  }
  .shade {
    position: absolute;
    inset: 0;
    background: linear-gradient(180deg, rgba(7, 26, 51, 0.82) 0%, rgba(7, 26, 51, 0.7) 100%);
    ${mq.md} {
      background: linear-gradient(90deg, rgba(7, 26, 51, 0.9) 0%, rgba(7, 26, 51, 0.65) 50%, rgba(7, 26, 51, 0.1) 100%);
    }
  }
  .content {
    position: relative;
  }
  h1,
  h2 {
    color: ${colors.paper};
    font-size: clamp(2rem, 5vw, 3.5rem);
    max-width: 18ch;
    margin-bottom: ${space(2)};
  }
  p {
    font-size: 1.125rem;
    max-width: 56ch;
    color: #e4ebf3;
    ${mq.md} {
      font-size: 1.25rem;
    }
  }
`;

const Badges = styled.ul`
  list-style: none;
  margin: ${space(4)} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1.5)};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${space(1)};
    padding: 8px 14px;
    border: 1px solid rgba(255, 255, 255, 0.35);
    border-radius: 999px;
    background: rgba(7, 26, 51, 0.55);
    font-weight: 700;
    font-size: 0.9375rem;
  }
  svg {
    flex-shrink: 0;
    color: ${colors.amber};
  }
`;

const Controls = styled.div`
  position: absolute;
  z-index: 1000; /* above react-slick's fading slides (z-index 998/999) */
  left: 0;
  right: 0;
  bottom: ${space(3)};
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${space(1)};
  ul {
    display: flex;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const RoundButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 2px solid rgba(255, 255, 255, 0.75);
  border-radius: 50%;
  background: rgba(7, 26, 51, 0.6);
  color: ${colors.paper};
  cursor: pointer;
  &:hover {
    background: ${colors.amber};
    border-color: ${colors.amber};
    color: ${colors.navyDark};
  }
`;

const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: "";
    width: 12px;
    height: 12px;
    border-radius: 999px;
    border: 2px solid ${colors.paper};
    background: rgba(7, 26, 51, 0.6);
    transition: width 0.2s ease;
  }
  &:hover::before {
    background: ${colors.mist};
  }
  &[aria-current="true"]::before {
    width: 28px;
    background: ${colors.amber};
    border-color: ${colors.amber};
  }
`;

function Icon({ d, filled = false }: { d: string; filled?: boolean }): React.JSX.Element {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill={filled ? "currentColor" : "none"}
        stroke={filled ? "none" : "currentColor"}
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const icons = {
  previous: "M15 5l-7 7 7 7",
  next: "M9 5l7 7-7 7",
  pause: "M7 5h3v14H7zM14 5h3v14h-3z",
  play: "M8 5v14l11-7z",
  check: "M5 12.5l4.5 4.5L19 7.5",
};

/** Keyboard focus (not a mouse click) inside a slide pauses the rotation, so focus never lands in a slide that fades out. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true; // Browsers without :focus-visible: treat all focus as keyboard focus.
  }
}

interface SlideContentProps {
  slide: HeroSlide;
  index: number;
  total: number;
  active: boolean;
  deferImage: boolean;
  labels: HeroCarouselLabels;
}

function SlideContentView({
  slide,
  index,
  total,
  active,
  deferImage,
  labels,
}: SlideContentProps): React.JSX.Element {
  // The first slide's heading is the page's h1: it is what the server HTML shows and search engines read.
  const Heading = index === 0 ? "h1" : "h2";
  const eager = index === 0;
  return (
    <SlideBox
      role="group"
      aria-roledescription="slide"
      aria-label={fillTemplate(labels.slideLabel, { n: index + 1, total })}
      // React 18 writes `inert` only as a string: "" makes it present.
      {...(active ? {} : { inert: "" })}
      data-eager={eager ? "" : undefined}
      data-deferred={deferImage ? "" : undefined}
    >
      {slide.image ? (
        <Picture
          image={slide.image}
          alt={slide.imageAlt}
          className="background"
          cover
          objectPosition="70% 50%"
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
        />
      ) : null}
      <div className="shade" />
      <Container className="content">
        <Heading>{slide.title}</Heading>
        <p>{slide.description}</p>
        <ButtonRow>
          <ButtonLink to={slide.primary.action}>{slide.primary.label}</ButtonLink>
          <ButtonLink to={slide.secondary.action} variant="light">
            {slide.secondary.label}
          </ButtonLink>
        </ButtonRow>
        {slide.badges?.length ? (
          <Badges>
            {slide.badges.map((badge) => (
              <li key={badge}>
                <Icon d={icons.check} />
                {badge}
              </li>
            ))}
          </Badges>
        ) : null}
      </Container>
    </SlideBox>
  );
}

const slideProps: readonly (keyof SlideContentProps)[] = ["slide", "index", "total", "active", "deferImage", "labels"];

/**
 * A slide re-renders only when its own props change. react-slick clones each slide with a fresh
 * `style` and `tabIndex` on every render of its track (which this component does not use), and it
 * renders the track again as it mounts: without this, all the slides rendered twice while the page
 * hydrated.
 */
const SlideContent = React.memo(SlideContentView, (before, after) => slideProps.every((key) => Object.is(before[key], after[key])));

/** react-slick only draws and fades the slides: timing, buttons and swipes are the carousel's own. */
const sliderSettings: Settings = {
  fade: true,
  infinite: true,
  speed: FADE_MS,
  arrows: false,
  dots: false,
  autoplay: false,
  // Our buttons are the keyboard interface; react-slick's arrow keys would move focus into a hidden slide.
  accessibility: false,
  draggable: false,
  // react-slick's swipe handling cancels touch events that cannot be cancelled, which Chrome reports as errors.
  swipe: false,
  touchMove: false,
  pauseOnHover: false,
  pauseOnFocus: false,
  // Without this, react-slick ignores clicks made while a fade is running.
  waitForAnimate: false,
};

/**
 * The home page hero: react-slick draws and cross-fades the slides; the
 * rotation, buttons and swipes are our own, because react-slick's autoplay
 * stops or restarts wrongly after dot and arrow clicks. Every change
 * of slide, by the timer or the visitor, starts a fresh 6-second wait; the
 * rotation stops while the tab is hidden, while keyboard focus is inside a
 * slide, when the visitor pauses it and (unless they press play) when they
 * prefer reduced motion. Follows the WAI-ARIA carousel pattern.
 */
export function HeroCarousel({
  slides,
  labels,
  interval = AUTOPLAY_INTERVAL,
}: {
  slides: readonly HeroSlide[];
  labels: HeroCarouselLabels;
  interval?: number;
}): React.JSX.Element {
  const slider = useRef<Slider>(null);
  const total = slides.length;
  const [current, setCurrent] = useState(0);
  // Bumped on every change of slide so the wait restarts even when the index is unchanged.
  const [epoch, setEpoch] = useState(0);
  // When the current wait began: at the change itself, not when React gets round to the effect.
  const waitingSince = useRef<number | null>(null);
  // null until the visitor presses pause or play: then their choice wins over the motion preference.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [focusInside, setFocusInside] = useState(false);
  const pageLoaded = usePageLoaded();
  const reducedMotion = usePrefersReducedMotion();
  const pageVisible = usePageVisible();
  // A button pressed before hydration is pressed again once the carousel runs (earlyScript.ts); without
  // JavaScript the buttons are not shown, as the first slide stays.
  const controls = useEarlyReady<HTMLDivElement>();
  const playing = playChoice ?? !reducedMotion;
  const running = playing && pageVisible && !focusInside && total > 1;

  const show = useCallback(
    (index: number) => {
      const target = ((index % total) + total) % total;
      waitingSince.current = Date.now();
      setCurrent(target);
      setEpoch((n) => n + 1);
      slider.current?.slickGoTo(target);
    },
    [total],
  );

  useEffect(() => {
    if (!running) {
      // Resuming (tab shown again, play pressed, focus gone) gives the slide a full interval.
      waitingSince.current = null;
      return undefined;
    }
    const since = waitingSince.current ?? Date.now();
    waitingSince.current = since;
    const timer = window.setTimeout(() => show(current + 1), Math.max(0, since + interval - Date.now()));
    return () => window.clearTimeout(timer);
    // `epoch` restarts the wait after every change, including a click on the current dot.
  }, [running, current, epoch, interval, show]);

  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: React.TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: React.TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    // A clear sideways movement; anything more vertical is the visitor scrolling the page.
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy) * 1.5) show(current + (dx < 0 ? 1 : -1));
  };


  return (
    <Root aria-roledescription="carousel" aria-label={labels.label}>
      <Controls ref={controls} data-needs-js="" data-js-only="">
        <RoundButton type="button" onClick={() => setPlayChoice(!playing)} aria-label={playing ? labels.pause : labels.play}>
          <Icon d={playing ? icons.pause : icons.play} filled />
        </RoundButton>
        <RoundButton type="button" onClick={() => show(current - 1)} aria-label={labels.previous}>
          <Icon d={icons.previous} />
        </RoundButton>
        <ul>
          {slides.map((slide, index) => (
            <li key={slide.title}>
              <Dot
                type="button"
                onClick={() => show(index)}
                aria-label={fillTemplate(labels.goTo, { n: index + 1 })}
                aria-current={index === current ? "true" : undefined}
              />
            </li>
          ))}
        </ul>
        <RoundButton type="button" onClick={() => show(current + 1)} aria-label={labels.next}>
          <Icon d={icons.next} />
        </RoundButton>
      </Controls>
      <div
        className="slides"
        aria-live={running ? "off" : "polite"}
        onFocus={(event) => {
          if (isKeyboardFocus(event.target)) setFocusInside(true);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
        }}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <Slider ref={slider} {...sliderSettings}>
          {slides.map((slide, index) => (
            <SlideContent
              key={slide.title}
              slide={slide}
              index={index}
              total={total}
              active={index === current}
              deferImage={!pageLoaded && index !== current}
              labels={labels}
            />
          ))}
        </Slider>
      </div>
    </Root>
  );
}
