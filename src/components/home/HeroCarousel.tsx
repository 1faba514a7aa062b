import type { IGatsbyImageData } from "gatsby-plugin-image";
import React, { useMemo, useRef } from "react";
import Slider, { type Settings } from "react-slick";
import { useCarouselRotation } from "../../hooks/useCarouselRotation";
import { useEarlyReady } from "../../hooks/useEarlyReady";
import { usePageLoaded } from "../../hooks/usePageLoaded";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion";
import { useSwipe } from "../../hooks/useSwipe";
import { fillTemplate } from "../../lib/template";
import { Icon } from "../icons";
import { Picture } from "../Picture";
import { ButtonLink, ButtonRow, Container } from "../ui";
import { Badges, Controls, Dot, Root, RoundButton, SlideBox } from "./heroCarouselStyles";

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

const paths = {
  previous: "M15 5l-7 7 7 7",
  next: "M9 5l7 7-7 7",
  pause: "M7 5h3v14H7zM14 5h3v14h-3z",
  play: "M8 5v14l11-7z",
  check: "M5 12.5l4.5 4.5L19 7.5",
};

interface SlideContentProps {
  slide: HeroSlide;
  index: number;
  total: number;
  active: boolean;
  deferImage: boolean;
  labels: HeroCarouselLabels;
}

function SlideContent({
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
                <Icon d={paths.check} />
                {badge}
              </li>
            ))}
          </Badges>
        ) : null}
      </Container>
    </SlideBox>
  );
}

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
 * rotation (useCarouselRotation: a fresh 6-second wait after every change,
 * held while the tab is hidden, keyboard focus is in a slide, the visitor
 * pauses or prefers reduced motion), buttons and swipes (useSwipe) are our
 * own, because react-slick's autoplay stops or restarts wrongly after dot
 * and arrow clicks. Follows the WAI-ARIA carousel pattern; its styles are in
 * heroCarouselStyles.ts.
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
  const pageLoaded = usePageLoaded();
  const reducedMotion = usePrefersReducedMotion();
  // A button pressed before hydration is pressed again once the carousel runs (earlyScript.ts); without
  // JavaScript the buttons are not shown, as the first slide stays.
  const controls = useEarlyReady<HTMLDivElement>();
  const { current, show, playing, choosePlaying, running, focusHandlers } = useCarouselRotation({ total, interval, reducedMotion, slider });
  const swipe = useSwipe((step) => show(current + step));

  // react-slick gives every slide a fresh `style` each time it renders: the slides are drawn again only
  // when what they show changes, not on every press of pause or change of focus.
  const track = useMemo(
    () => (
      // Visitors who prefer less motion see the slides change without the fade.
      <Slider ref={slider} {...sliderSettings} useCSS={!reducedMotion}>
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
    ),
    [slides, labels, total, current, pageLoaded, reducedMotion],
  );

  return (
    <Root aria-roledescription="carousel" aria-label={labels.label}>
      <Controls ref={controls} data-needs-js="" data-js-only="">
        <RoundButton type="button" onClick={() => choosePlaying(!playing)} aria-label={playing ? labels.pause : labels.play}>
          <Icon d={playing ? paths.pause : paths.play} filled />
        </RoundButton>
        <RoundButton type="button" onClick={() => show(current - 1)} aria-label={labels.previous}>
          <Icon d={paths.previous} />
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
          <Icon d={paths.next} />
        </RoundButton>
      </Controls>
      <div
        className="slides"
        aria-live={running ? "off" : "polite"}
        {...focusHandlers}
        {...swipe}
      >
        {track}
      </div>
    </Root>
  );
}
