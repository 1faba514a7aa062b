/** Belt hardware, each drawn around its own origin: buckles and tongues, retractor, anchors, bolt, D-ring, harness fittings. */
import { circle, colors, group, line, range, rect, round2, svgPath } from './primitives.mjs';
import { belt, boxStitch } from './webbing.mjs';

/** Seat belt buckle (receiver). Local origin = centre; the slot is at the top (y = -h/2). */
export function buckle({ s = 1, r = 0, x = 0, y = 0, button = colors.amber, w = 64, h = 104 } = {}) {
  let b = '';
  b += rect(-w / 2, -h / 2, w, h, 'url(#plastic)', w * 0.24);
  b += rect(-w / 2 + 4, -h / 2 + 4, w - 8, h * 0.3, '#ffffff', w * 0.2, ' opacity=".08"');
  b += rect(-w * 0.36, -h / 2 - 2, w * 0.72, 9, colors.ink, 4);
  b += rect(-w * 0.31, -h * 0.3, w * 0.62, h * 0.3, button, 7);
  b += rect(-w * 0.31, -h * 0.3, w * 0.62, h * 0.1, '#ffffff', 6, ' opacity=".25"');
  b += line(-w * 0.26, h * 0.12, w * 0.26, h * 0.12, '#ffffff', 2, ' opacity=".12"');
  b += line(-w * 0.26, h * 0.2, w * 0.26, h * 0.2, '#ffffff', 2, ' opacity=".12"');
  b += rect(-w * 0.22, h / 2 - 6, w * 0.44, 16, 'url(#metalV)', 4);
  return group(b, x, y, s, r);
}

/** Metal tongue plate with plastic grip. Origin = grip centre; the blade points up (-y). */
export function tongue({ s = 1, r = 0, x = 0, y = 0, w = 56 } = {}) {
  let b = '';
  b += svgPath(`M${-w * 0.32} -10 L${-w * 0.32} -70 Q${-w * 0.32} -86 -8 -88 L8 -88 Q${w * 0.32} -86 ${w * 0.32} -70 L${w * 0.32} -10 Z`, 'url(#metal)');
  b += rect(-w * 0.12, -72, w * 0.24, 18, colors.navy, 4, ' opacity=".7"');
  b += rect(-w / 2, -18, w, 44, 'url(#plastic)', 12);
  b += rect(-w * 0.36, 2, w * 0.72, 8, colors.ink, 4);
  b += rect(-w / 2 + 4, -14, w - 8, 10, '#fff', 5, ' opacity=".1"');
  return group(b, x, y, s, r);
}

/** Aviation lift-lever buckle. Origin = centre. */
export function liftBuckle({ s = 1, x = 0, y = 0, r = 0 } = {}) {
  let b = '';
  b += rect(-58, -30, 116, 60, 'url(#metal)', 10);
  b += rect(-44, -22, 88, 44, 'url(#metalV)', 8, ` stroke="#6c88a4" stroke-width="2"`);
  b += rect(-30, -6, 60, 12, '#6c88a4', 6, ' opacity=".6"');
  b += rect(-52, -27, 104, 8, '#fff', 4, ' opacity=".35"');
  return group(b, x, y, s, r);
}

/** Retractor: housing with spool. Origin = spool centre. */
export function retractor({ s = 1, x = 0, y = 0, r = 0, open = false } = {}) {
  let b = '';
  b += rect(-70, -90, 140, 180, 'url(#plastic)', 18);
  b += rect(-62, -82, 124, 40, '#fff', 12, ' opacity=".06"');
  b += circle(0, 0, 52, open ? colors.ink : '#0e2647');
  b += circle(0, 0, 46, open ? colors.amberD : '#1c3e68');
  if (open) {
    b += range(5).map((i) => `<circle r="${40 - i * 6}" fill="none" stroke="${i % 2 ? colors.amber : colors.amberL}" stroke-width="3"/>`).join('');
    b += circle(0, 0, 12, 'url(#metal)');
  } else {
    b += circle(0, 0, 24, 'url(#metal)');
    b += circle(0, 0, 8, colors.steelD);
  }
  b += rect(-80, 70, 160, 26, 'url(#metalV)', 6);
  b += circle(-50, 83, 7, colors.steelD);
  b += circle(50, 83, 7, colors.steelD);
  return group(b, x, y, s, r);
}

/** Anchor plate with bolt hole. Origin = hole centre. */
export function anchorPlate({ s = 1, x = 0, y = 0, r = 0 } = {}) {
  let b = svgPath('M-26 -18 Q-26 -34 -10 -34 L10 -34 Q26 -34 26 -18 L26 60 L-26 60 Z', 'url(#metal)');
  b += rect(-16, 26, 32, 14, colors.navy, 4, ' opacity=".7"');
  b += circle(0, -12, 12, colors.steelD);
  b += circle(0, -12, 6, colors.ink);
  return group(b, x, y, s, r);
}

/** Bolt, side view, origin = head centre, shank pointing +x. */
export function bolt({ s = 1, x = 0, y = 0, r = 0, len = 90 } = {}) {
  let b = rect(0, -9, len, 18, 'url(#metalV)', 3);
  b += range(Math.floor(len / 9)).map((i) => line(14 + i * 9, -9, 19 + i * 9, 9, colors.steelD, 2)).join('');
  b += rect(-22, -20, 24, 40, 'url(#metal)', 4);
  b += rect(-22, -20, 24, 8, '#fff', 3, ' opacity=".3"');
  return group(b, x, y, s, r);
}

/** D-ring / pillar loop. Origin = slot centre. */
export function dRing({ s = 1, x = 0, y = 0, r = 0 } = {}) {
  let b = svgPath('M-44 -40 Q-44 -70 -14 -70 L14 -70 Q44 -70 44 -40 L44 26 Q44 40 30 40 L-30 40 Q-44 40 -44 26 Z', 'url(#plastic)');
  b += rect(-30, 4, 60, 14, colors.ink, 6);
  b += circle(0, -36, 14, 'url(#metal)');
  b += circle(0, -36, 6, colors.steelD);
  return group(b, x, y, s, r);
}

/** Cam-lock harness buckle (round turn buckle). Origin = centre. */
export function camLock({ s = 1, x = 0, y = 0, r = 0 } = {}) {
  let b = circle(0, 0, 62, 'url(#metal)');
  b += circle(0, 0, 50, 'url(#metalV)', ` stroke="#6c88a4" stroke-width="3"`);
  b += circle(0, 0, 34, colors.amber);
  b += circle(0, 0, 34, 'none', ` stroke="${colors.amberD}" stroke-width="4"`);
  b += rect(-6, -28, 12, 56, colors.amberD, 5);
  b += svgPath('M-42 -30 A52 52 0 0 1 -10 -50', 'none', ' stroke="#fff" stroke-width="5" opacity=".55" stroke-linecap="round"');
  return group(b, x, y, s, r);
}

/** Adjuster slide (tri-glide) for harness straps. Origin = centre. */
export function slider({ s = 1, x = 0, y = 0, r = 0, w = 56 } = {}) {
  let b = rect(-w / 2, -14, w, 28, 'url(#metal)', 6);
  b += rect(-w / 2 + 6, -6, w - 12, 12, colors.steelD, 3, ' opacity=".8"');
  return group(b, x, y, s, r);
}

/** Snap hook (for tie-downs and tethers). Origin = eye centre, hook opens towards +y. */
export function snapHook({ s = 1, x = 0, y = 0, r = 0 } = {}) {
  let b = svgPath('M-16 -8 L16 -8 L16 10 L-16 10 Z', 'url(#metal)');
  b += svgPath('M-12 10 L-12 64 Q-12 90 12 90 Q34 90 34 66 L34 44', 'none', ' stroke="url(#metalV)" stroke-width="12" stroke-linecap="round"');
  b += line(-6, 24, 26, 48, '#a9bfd4', 6, ' stroke-linecap="round"');
  return group(b, x, y, s, r);
}

/** Cam buckle (tie-down), origin = centre, strap along +x. */
export function camBuckle({ x = 0, y = 0, r = 0, s = 1 } = {}) {
  let b = rect(-50, -38, 100, 76, 'url(#metal)', 10);
  b += rect(-36, -24, 72, 48, colors.steelD, 6);
  b += svgPath('M-30 -30 L40 -30 Q58 -30 58 -12 L58 12 Q58 30 40 30 L-30 30 Z', 'url(#metalV)');
  for (let i = 0; i < 5; i++) b += rect(-20 + i * 14, -24, 6, 48, colors.steelD, 3, ' opacity=".6"');
  return group(b, x, y, s, r);
}

/**
 * Tongue latched into a buckle along a 45deg axis, with webbing leaving both ends.
 * (bx, by) buckle centre, s scale, w webbing width, up/down: webbing length beyond each end.
 */
export function lockedBuckle(bx, by, s, w, up, down) {
  const u = [Math.SQRT1_2, -Math.SQRT1_2];
  const at = (d) => [bx + u[0] * d, by + u[1] * d];
  const slot = 68 * s;
  const [tx, ty] = at(slot + 58 * s);
  const [wx, wy] = at(slot + 80 * s);
  const [lx, ly] = at(-slot - 10 * s);
  let c = '';
  const [ex, ey] = at(-slot - down);
  const [sx, sy] = at(slot + up);
  c += belt(`M${round2(lx)} ${round2(ly)} L${round2(ex)} ${round2(ey)}`, { w, c: 'amber' });
  c += belt(`M${round2(sx)} ${round2(sy)} L${round2(wx)} ${round2(wy)}`, { w, c: 'amber' });
  c += group(boxStitch(0, -w * 0.32, w * 0.95, w * 0.64, colors.amberL, Math.max(2, w / 30)), ...at(slot + 150 * s), 1, -45);
  c += group(tongue(), tx, ty, s * 1.04, -135, ' filter="url(#sh)"');
  c += group(buckle({ w: 84, h: 136 }), bx, by, s, 45, ' filter="url(#sh)"');
  return c;
}
