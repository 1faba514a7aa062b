/** The standards badges of the home page (data/images/memberships/, 360x360, transparent). */
import { FONT, colors, rect, svgPath } from './primitives.mjs';

const badgeText = (x, y, size, fill, txt, extra = '') =>
  `<text x="${x}" y="${y}" fill="${fill}" font-family="${FONT}" font-size="${size}" font-weight="700" text-anchor="middle"${extra}>${txt}</text>`;

function roundel(inner) {
  let s = `<circle cx="180" cy="184" r="168" fill="#020a16" opacity=".35" filter="url(#blurS)"/>`;
  s += `<circle cx="180" cy="180" r="170" fill="url(#plastic)"/>`;
  s += `<circle cx="180" cy="180" r="158" fill="none" stroke="${colors.amber}" stroke-width="10"/>`;
  s += `<circle cx="180" cy="180" r="140" fill="none" stroke="${colors.steel}" stroke-width="2" stroke-dasharray="6 6"/>`;
  return s + inner;
}

export function badgeEce() {
  let s = roundel('');
  s += badgeText(180, 150, 66, colors.off, 'ECE');
  s += rect(105, 170, 150, 6, colors.steel, 3);
  s += badgeText(180, 266, 100, colors.amber, 'R16');
  return s;
}

export function badgeUk() {
  const shield = 'M40 30 L320 30 Q330 30 330 40 L330 170 Q330 290 180 345 Q30 290 30 170 L30 40 Q30 30 40 30 Z';
  let s = `<path d="${shield}" transform="translate(0 5)" fill="#020a16" opacity=".35" filter="url(#blurS)"/>`;
  s += svgPath(shield, 'url(#plastic)');
  s += svgPath('M52 50 L308 50 L308 168 Q308 270 180 322 Q52 270 52 168 Z', 'none', ` stroke="${colors.amber}" stroke-width="8"`);
  s += badgeText(180, 170, 120, colors.off, 'UK');
  // ribbon
  s += svgPath('M0 196 L40 196 L40 262 L0 262 L16 229 Z', colors.amberD) + svgPath('M360 196 L320 196 L320 262 L360 262 L344 229 Z', colors.amberD);
  s += rect(22, 190, 316, 64, colors.amber, 6);
  s += badgeText(180, 236, 40, colors.navy, 'ASSEMBLED', ' textLength="280" lengthAdjust="spacingAndGlyphs"');
  return s;
}

export function badgeZero() {
  let s = roundel('');
  s += badgeText(180, 152, 80, colors.off, 'ZERO');
  s += badgeText(180, 204, 46, colors.amber, 'RECALLS');
  s += rect(60, 226, 240, 52, colors.amber, 26);
  s += badgeText(180, 263, 32, colors.navy, 'SINCE 1990');
  return s;
}
