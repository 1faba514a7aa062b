/** Seat belt webbing: along a path, as a straight strap with box stitching, and rolled up. */
import { circle, colors, group, line, rect, round2, svgPath, webbingColors } from './primitives.mjs';

/**
 * Seat belt webbing along an SVG path: dark edge, face colour, stitched edge lines and a woven
 * texture. w = webbing width in px.
 */
export function belt(d, { w = 26, c = 'amber', stitch = true, weave = true } = {}) {
  const col = webbingColors[c] ?? webbingColors.amber;
  const a = ` fill="none" stroke-linejoin="round" d="${d}"`;
  let s = `<path${a} stroke="${col.dark}" stroke-width="${w}"/>`;
  s += `<path${a} stroke="${col.base}" stroke-width="${round2(w - Math.max(2, w * 0.14))}"/>`;
  if (stitch && w >= 16) {
    s += `<path${a} stroke="${col.light}" stroke-width="${round2(w * 0.66)}" stroke-dasharray="${round2(w * 0.28)} ${round2(w * 0.18)}"/>`;
    s += `<path${a} stroke="${col.base}" stroke-width="${round2(w * 0.58)}"/>`;
  }
  if (weave && w >= 12) s += `<path${a} stroke="url(#weave)" stroke-width="${round2(w * 0.86)}" opacity=".12"/>`;
  return `<g>${s}</g>`;
}

/** Straight webbing strip as a rotated rect with box-X stitching at one or both ends. */
export function strap(x1, y1, x2, y2, { w = 40, c = 'amber', box = 'both' } = {}) {
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ang = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  const col = webbingColors[c] ?? webbingColors.amber;
  let s = rect(0, -w / 2, len, w, col.dark, 2);
  s += rect(0, -w / 2 + w * 0.07, len, w * 0.86, col.base);
  s += line(0, -w * 0.3, len, -w * 0.3, col.light, Math.max(1, w * 0.035), ` stroke-dasharray="${round2(w * 0.25)} ${round2(w * 0.16)}" opacity=".9"`);
  s += line(0, w * 0.3, len, w * 0.3, col.light, Math.max(1, w * 0.035), ` stroke-dasharray="${round2(w * 0.25)} ${round2(w * 0.16)}" opacity=".9"`);
  s += rect(0, -w * 0.43, len, w * 0.86, 'url(#weave)', 0, ' opacity=".12"');
  if (box === 'both' || box === 'start') s += boxStitch(w * 0.35, -w * 0.3, w * 1.1, w * 0.6, col.light);
  if (box === 'both' || box === 'end') s += boxStitch(len - w * 1.45, -w * 0.3, w * 1.1, w * 0.6, col.light);
  return group(s, x1, y1, 1, ang);
}

export function boxStitch(x, y, w, h, col = colors.amberL, sw = 2) {
  const a = ` fill="none" stroke="${col}" stroke-width="${sw}" stroke-dasharray="${round2(sw * 2.5)} ${round2(sw * 1.5)}"`;
  return `<rect x="${round2(x)}" y="${round2(y)}" width="${round2(w)}" height="${round2(h)}"${a}/><path d="M${round2(x)} ${round2(y)}L${round2(x + w)} ${round2(y + h)}M${round2(x + w)} ${round2(y)}L${round2(x)} ${round2(y + h)}"${a}/>`;
}
/** Roll of webbing seen end-on. Origin = centre of the face; depth extends up-right. */
export function webRoll({ x = 0, y = 0, r = 120, c = 'amber', s = 1, depth = 0.35, slope = 0.55 } = {}) {
  const col = webbingColors[c] ?? webbingColors.amber;
  const dx = r * depth;
  const dy = -r * depth * slope;
  const L = Math.hypot(dx, dy);
  const nx = (-dy / L) * r;
  const ny = (dx / L) * r;
  let b = '';
  b += svgPath(`M${round2(nx)} ${round2(ny)} L${round2(-nx)} ${round2(-ny)} L${round2(dx - nx)} ${round2(dy - ny)} L${round2(dx + nx)} ${round2(dy + ny)} Z`, col.dark);
  b += circle(dx, dy, r, col.dark);
  b += svgPath(`M${round2(nx)} ${round2(ny)} L${round2(dx + nx)} ${round2(dy + ny)}`, 'none', ` stroke="${col.light}" stroke-opacity=".4" stroke-width="3"`);
  b += circle(0, 0, r, col.base);
  for (let i = 1; i <= Math.floor(r / 9); i++) b += circle(0, 0, r - i * 8, 'none', ` stroke="${i % 2 ? col.dark : col.light}" stroke-opacity="${i % 2 ? 0.5 : 0.35}" stroke-width="1.5"`);
  b += circle(0, 0, r * 0.3, '#cfdbe6');
  b += circle(0, 0, r * 0.22, '#8fa6bd');
  b += circle(0, 0, r * 0.16, colors.ink);
  b += svgPath(`M${round2(-r * 0.7)} ${round2(-r * 0.55)} A${r * 0.9} ${r * 0.9} 0 0 1 ${round2(r * 0.3)} ${round2(-r * 0.85)}`, 'none', ' stroke="#fff" stroke-opacity=".3" stroke-width="6" stroke-linecap="round"');
  return group(b, x, y, s);
}
