/**
 * The room the cookie banner takes while it shows, fixed to the foot of the window: the page keeps as much
 * free at its end, so nothing stays behind the bar, and elements marked `data-banner-room` (the toasts)
 * sit above it through their own `--cookie-banner-height`.
 *
 * It is set on <body>'s padding and on those elements, not as a custom property of <html>: every element
 * inherits a custom property of <html>, so changing one there restyles the whole page, a long task of its
 * own on a phone. <html> gets the same scroll-padding, which nothing inherits: a control the keyboard moves
 * to (the carousel's Pause at the foot of a laptop's window) is scrolled clear of the bar, not left behind it.
 */
export const BANNER_ROOM_ATTRIBUTE = "data-banner-room";
const PROPERTY = "--cookie-banner-height";

/** The bar's height in CSS pixels, or null when it has gone. */
export function setBannerRoom(height: number | null): void {
  const value = height === null ? "" : `${Math.ceil(height)}px`;
  document.body.style.paddingBottom = value;
  document.documentElement.style.scrollPaddingBottom = value;
  for (const element of document.querySelectorAll<HTMLElement>(`[${BANNER_ROOM_ATTRIBUTE}]`)) {
    if (value) element.style.setProperty(PROPERTY, value);
    else element.style.removeProperty(PROPERTY);
  }
}
