/** Seats from behind, from the side and from the front, and a window with seats seen through it. */
import { clip, colors, group, rect, round2, svgPath } from './primitives.mjs';
import { belt } from './webbing.mjs';

/** Seat silhouette seen from behind / through a side window: backrest + headrest + diagonal belt. */
function seatBack(x, y, w, h, { beltC = 'amber', headrest = true, fill = 'url(#fabric)' } = {}) {
  let s = '';
  if (headrest) s += rect(x + w * 0.2, y - h * 0.22, w * 0.6, h * 0.26, fill, w * 0.14);
  s += rect(x, y, w, h, fill, w * 0.18);
  s += rect(x + 3, y + 3, w - 6, h * 0.25, '#fff', w * 0.15, ' opacity=".07"');
  const bw = Math.max(6, w * 0.16);
  s += belt(`M${round2(x + w * 0.95)} ${round2(y + 2)} L${round2(x + w * 0.08)} ${round2(y + h * 0.95)}`, { w: bw, c: beltC, stitch: false, weave: false });
  return s;
}

/** Side-profile seat (facing +x). Origin = rear bottom of cushion. */
export function seatSide({ x = 0, y = 0, s = 1, fill = 'url(#fabric)', fillL = 'url(#fabricL)', headrest = true } = {}) {
  let b = '';
  b += svgPath('M0 0 Q-14 0 -14 -20 L-40 -250 Q-42 -272 -20 -276 L8 -278 Q26 -278 28 -258 L44 -40 Z', fill);
  if (headrest) {
    b += rect(-52, -345, 66, 58, fillL, 20, ' transform="rotate(-7 -20 -320)"');
    b += rect(-30, -296, 8, 26, colors.steelD, 2, ' transform="rotate(-7 -26 -290)"');
  }
  b += svgPath('M-10 -20 Q-10 -62 30 -64 L190 -72 Q222 -72 222 -44 Q222 -16 196 -10 L10 0 Q-10 0 -10 -20 Z', fillL);
  b += svgPath('M-28 -240 Q-24 -262 0 -264', 'none', ' stroke="#fff" stroke-opacity=".18" stroke-width="6" stroke-linecap="round"');
  b += svgPath('M20 -58 L186 -66', 'none', ' stroke="#fff" stroke-opacity=".15" stroke-width="6" stroke-linecap="round"');
  return group(b, x, y, s);
}

/** Front-view seat. Origin = centre of cushion front edge. type: car|bucket|aircraft|child */
export function seatFront({ x = 0, y = 0, s = 1, type = 'car', fill = 'url(#fabric)', fillL = 'url(#fabricL)' } = {}) {
  let b = '';
  if (type === 'aircraft') {
    b += rect(-85, -330, 170, 300, fill, 26);
    b += rect(-64, -320, 128, 70, colors.off, 14);
    b += rect(-64, -262, 128, 10, '#cfdbe6', 4);
    b += rect(-95, -70, 190, 80, fillL, 22);
    b += rect(-108, -140, 22, 120, 'url(#metalV)', 8);
    b += rect(86, -140, 22, 120, 'url(#metalV)', 8);
    b += rect(-110, -150, 26, 14, colors.steelD, 6);
    b += rect(84, -150, 26, 14, colors.steelD, 6);
    b += rect(-60, 10, 14, 90, 'url(#metalV)');
    b += rect(46, 10, 14, 90, 'url(#metalV)');
    b += rect(-80, 96, 160, 12, colors.steelD, 4);
    return group(b, x, y, s);
  }
  if (type === 'bucket') {
    b += svgPath('M-120 -40 L-130 -330 Q-132 -380 -80 -392 L80 -392 Q132 -380 130 -330 L120 -40 Q110 10 60 14 L-60 14 Q-110 10 -120 -40 Z', 'url(#plastic)');
    b += svgPath('M-86 -60 L-92 -300 Q-92 -340 -56 -346 L56 -346 Q92 -340 92 -300 L86 -60 Q82 -20 50 -18 L-50 -18 Q-82 -20 -86 -60 Z', fill);
    b += rect(-34, -368, 68, 30, colors.ink, 12);
    b += rect(-40, -306, 20, 50, colors.ink, 8);
    b += rect(20, -306, 20, 50, colors.ink, 8);
    b += svgPath('M-120 -60 Q-170 -50 -150 20 L-60 20 Z', '#0e2441');
    b += svgPath('M120 -60 Q170 -50 150 20 L60 20 Z', '#0e2441');
    b += svgPath('M-100 -310 Q-98 -356 -60 -360', 'none', ' stroke="#fff" stroke-opacity=".18" stroke-width="8" stroke-linecap="round"');
    return group(b, x, y, s);
  }
  if (type === 'child') {
    b += svgPath('M-120 10 L-130 -300 Q-130 -380 -60 -386 L60 -386 Q130 -380 130 -300 L120 10 Z', 'url(#plastic)');
    b += svgPath('M-90 -10 L-96 -290 Q-96 -350 -50 -352 L50 -352 Q96 -350 96 -290 L90 -10 Z', fill);
    b += svgPath('M-130 -330 Q-170 -300 -160 -200 L-130 -190 Z', '#0e2441');
    b += svgPath('M130 -330 Q170 -300 160 -200 L130 -190 Z', '#0e2441');
    b += rect(-140, -20, 280, 60, 'url(#plastic)', 24);
    return group(b, x, y, s);
  }
  // car seat
  b += rect(-60, -440, 120, 84, fillL, 32);
  b += rect(-34, -362, 12, 30, 'url(#metalV)');
  b += rect(22, -362, 12, 30, 'url(#metalV)');
  b += svgPath('M-120 -40 L-128 -300 Q-130 -344 -90 -346 L90 -346 Q130 -344 128 -300 L120 -40 Z', fill);
  b += svgPath('M-84 -60 L-88 -300 Q-88 -326 -62 -326 L62 -326 Q88 -326 88 -300 L84 -60 Z', fillL, ' opacity=".55"');
  b += rect(-140, -70, 280, 90, fillL, 30);
  b += rect(-130, -64, 260, 20, '#fff', 10, ' opacity=".08"');
  b += svgPath('M-112 -296 Q-110 -330 -80 -334', 'none', ' stroke="#fff" stroke-opacity=".2" stroke-width="8" stroke-linecap="round"');
  return group(b, x, y, s);
}

/** Glazed window with seat backs visible through it. */
export function seatWindow(x, y, w, h, { rx = 10, seats = 1, beltC = 'amber', seatW = 0.42, glass = 'url(#glass)' } = {}) {
  const shape = `<rect x="${round2(x)}" y="${round2(y)}" width="${round2(w)}" height="${round2(h)}" rx="${rx}"/>`;
  let inner = rect(x, y, w, h, glass);
  for (let i = 0; i < seats; i++) {
    const sw = w * seatW;
    const sx = x + (w / seats) * (i + 0.5) - sw / 2;
    inner += seatBack(sx, y + h * 0.42, sw, h * 0.75, { beltC });
  }
  inner += svgPath(`M${round2(x)} ${round2(y)} L${round2(x + w * 0.35)} ${round2(y)} L${round2(x)} ${round2(y + h * 0.6)} Z`, '#fff', ' opacity=".12"');
  return clip(shape, inner) + `<rect x="${round2(x)}" y="${round2(y)}" width="${round2(w)}" height="${round2(h)}" rx="${rx}" fill="none" stroke="${colors.ink}" stroke-width="4"/>`;
}
