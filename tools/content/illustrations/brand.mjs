/** The emblem, and from it the logo, the app icon and the social sharing picture. */
import { backdrop, vignette } from './backdrop.mjs';
import { lockedBuckle } from './hardware.mjs';
import { FONT, colors, group, rect } from './primitives.mjs';

/** Emblem: amber rounded square, webbing band across it, buckle at the centre. 48x48 box. */
const EMBLEM = `<clipPath id="em"><rect x="2" y="2" width="44" height="44" rx="11"/></clipPath><rect x="2" y="2" width="44" height="44" rx="11" fill="${colors.amber}"/><g clip-path="url(#em)" fill="none"><path d="M0 48L48 0" stroke="${colors.off}" stroke-width="14"/><path d="M0 48L48 0" stroke="${colors.amberD}" stroke-width="9.5" stroke-dasharray="2.5 1.8"/><path d="M0 48L48 0" stroke="${colors.off}" stroke-width="8"/></g><g transform="rotate(-45 24 24)"><rect x="13" y="16.5" width="22" height="15" rx="4" fill="${colors.navy}"/><rect x="17" y="19.5" width="14" height="6" rx="1.5" fill="${colors.amber}"/></g>`;

export function logoSvg() {
  // Sized for the header <img width=180 height=44>; system font stack to match the site's body font.
  const stack = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica Neue, Arial, Noto Sans, DejaVu Sans, sans-serif';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="44" viewBox="0 0 180 44" role="img" aria-labelledby="t"><title id="t">Beltwright Safety Systems</title>` +
    `<g transform="translate(0 2) scale(.8333)">${EMBLEM}</g>` +
    `<text x="48" y="23" fill="#fff" font-family="${stack}" font-size="22" font-weight="700" textLength="108" lengthAdjust="spacingAndGlyphs">Beltwright</text>` +
    `<text x="48.5" y="37" fill="${colors.amber}" font-family="${stack}" font-size="8.6" font-weight="700" letter-spacing="1.9" textLength="107" lengthAdjust="spacing">SAFETY SYSTEMS</text></svg>\n`;
}

export function iconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" fill="${colors.navy}"/><g transform="translate(64 64) scale(8)">${EMBLEM}</g></svg>`;
}

export function ogSvg() {
  let s = backdrop(1200, 630, { floor: null, gx: 960, gy: 320, gr: 420 });
  s += lockedBuckle(960, 520, 1.5, 90, 700, 400);
  s += rect(0, 0, 1200, 630, 'url(#fadeL)');
  s += group(EMBLEM, 80, 110, 2.6);
  s += `<text x="80" y="330" fill="#fff" font-family="${FONT}" font-size="92" font-weight="700">Beltwright</text>`;
  s += `<text x="84" y="384" fill="${colors.amber}" font-family="${FONT}" font-size="30" font-weight="700" letter-spacing="8">SAFETY SYSTEMS</text>`;
  s += rect(84, 424, 80, 5, colors.amber, 2);
  s += `<text x="84" y="486" fill="${colors.off}" font-family="${FONT}" font-size="34">Seat belts, harnesses &amp; restraints since 1990</text>`;
  return s + vignette(1200, 630);
}
