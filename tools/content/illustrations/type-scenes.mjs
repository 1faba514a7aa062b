/** One picture per belt type (data/images/types/, 1200x900). */
import { TYPE_HEIGHT, TYPE_WIDTH, backdrop, groundShadow, vignette } from './backdrop.mjs';
import { anchorPlate, buckle, camBuckle, camLock, dRing, liftBuckle, slider, snapHook, tongue } from './hardware.mjs';
import { circle, colors, group, rect, svgPath } from './primitives.mjs';
import { seatFront, seatSide } from './seats.mjs';
import { belt, boxStitch, strap, webRoll } from './webbing.mjs';

export function type2Point() {
  let s = backdrop(TYPE_WIDTH, TYPE_HEIGHT, { floor: 760, gy: 430, gr: 520 });
  s += groundShadow(600, 760, 440, 16, 0.5);
  const bx = 720;
  const by = 560;
  let b = '';
  b += belt('M150 330 C200 560 420 600 560 565', { w: 50, c: 'amber' });
  b += belt(`M${bx + 70} 560 C900 560 1010 520 1050 330`, { w: 50, c: 'amber' });
  b += anchorPlate({ x: 150, y: 300, s: 1.25, r: 170 });
  b += anchorPlate({ x: 1050, y: 300, s: 1.25, r: -170 });
  b += tongue({ x: 572, y: by, s: 1.2, r: 90 });
  b += buckle({ x: bx, y: by, s: 1.2, r: -90, w: 70, h: 110 });
  s += group(b, 0, 0, 1, 0, ' filter="url(#sh)"');
  return s + vignette(TYPE_WIDTH, TYPE_HEIGHT);
}

export function type3Point() {
  let s = backdrop(TYPE_WIDTH, TYPE_HEIGHT, { floor: 800, gy: 420, gr: 520 });
  s += groundShadow(600, 800, 330, 18);
  s += group(seatFront({ type: 'car' }), 600, 720, 1.3, 0, ' filter="url(#sh)"');
  s += group(dRing(), 250, 150, 1.1, 0, ' filter="url(#shS)"');
  s += belt('M250 160 Q350 150 430 250 L785 585', { w: 48, c: 'amber' });
  s += belt('M330 700 Q600 730 785 592', { w: 48, c: 'amber' });
  s += anchorPlate({ x: 320, y: 700, s: 1.1, r: 100 });
  s += belt('M877 707 L905 800', { w: 40, c: 'navy', stitch: false });
  s += group(tongue(), 793, 603, 1.0, 150);
  s += group(buckle({}), 850, 700, 1.05, -30, ' filter="url(#shS)"');
  return s + vignette(TYPE_WIDTH, TYPE_HEIGHT);
}

export function type4Point() {
  let s = backdrop(TYPE_WIDTH, TYPE_HEIGHT, { floor: 820, gy: 420, gr: 520 });
  s += groundShadow(600, 820, 340, 18);
  let b = seatFront({ type: 'bucket' });
  b += belt('M-30 -300 Q-40 -170 -24 -70', { w: 30, c: 'amber' });
  b += belt('M30 -300 Q40 -170 24 -70', { w: 30, c: 'amber' });
  b += belt('M-124 -70 Q-80 -40 -40 -56', { w: 30, c: 'amber' });
  b += belt('M124 -70 Q80 -40 40 -56', { w: 30, c: 'amber' });
  b += slider({ x: -36, y: -170, s: 0.62 }) + slider({ x: 36, y: -170, s: 0.62 });
  b += liftBuckle({ y: -58, s: 0.68 });
  s += group(b, 600, 800, 1.72, 0, ' filter="url(#sh)"');
  return s + vignette(TYPE_WIDTH, TYPE_HEIGHT);
}

export function type5Point() {
  let s = backdrop(TYPE_WIDTH, TYPE_HEIGHT, { floor: 820, gy: 420, gr: 520 });
  s += groundShadow(600, 820, 320, 18);
  let b = seatFront({ type: 'child' });
  b += belt('M-40 -300 Q-46 -170 -14 -72', { w: 26, c: 'amber' });
  b += belt('M40 -300 Q46 -170 14 -72', { w: 26, c: 'amber' });
  b += belt('M-92 -10 Q-60 -40 -18 -56', { w: 26, c: 'amber' });
  b += belt('M92 -10 Q60 -40 18 -56', { w: 26, c: 'amber' });
  b += belt('M0 -40 L0 10', { w: 26, c: 'amber', stitch: false });
  b += rect(-62, -196, 124, 32, 'url(#plastic)', 12) + rect(-16, -190, 32, 20, colors.amber, 6);
  b += rect(-38, -86, 76, 70, 'url(#plastic)', 16) + rect(-22, -72, 44, 30, colors.amber, 8);
  s += group(b, 600, 780, 1.62, 0, ' filter="url(#sh)"');
  return s + vignette(TYPE_WIDTH, TYPE_HEIGHT);
}

export function typeStraps() {
  let s = backdrop(TYPE_WIDTH, TYPE_HEIGHT, { floor: null, gy: 450, gr: 520, ring: false });
  s += rect(0, 0, TYPE_WIDTH, TYPE_HEIGHT, 'url(#wood)', 0, ' opacity=".55"');
  s += webRoll({ x: 300, y: 300, r: 150, c: 'amber', depth: 0.35, slope: 0.7 });
  s += webRoll({ x: 880, y: 250, r: 110, c: 'steel', depth: 0.35, slope: 0.7 });
  s += group(strap(0, 0, 900, 0, { w: 64, c: 'amber' }) + camBuckle({ x: 520, y: 0 }) + snapHook({ x: -10, y: 0, r: 90, s: 1.2 }) + snapHook({ x: 910, y: 0, r: -90, s: 1.2 }), 150, 600, 1, -6, ' filter="url(#sh)"');
  s += group(strap(0, 0, 760, 0, { w: 54, c: 'navy' }) + camBuckle({ x: 300, y: 0, s: 0.85 }) + snapHook({ x: 770, y: 0, r: -90, s: 1.05 }), 260, 770, 1, 3, ' filter="url(#sh)"');
  return s + vignette(TYPE_WIDTH, TYPE_HEIGHT);
}

/** Sitting dog (side view, facing +x). Origin = ground under the chest. */
function dog() {
  const fur = '#d9e3eb';
  const furD = '#aebfce';
  let b = '';
  b += svgPath('M-150 -70 Q-200 -110 -196 -190', 'none', ` stroke="${furD}" stroke-width="26" stroke-linecap="round"`);
  b += circle(-80, -90, 90, furD);
  b += `<ellipse cx="-4" cy="-170" rx="96" ry="150" fill="${fur}" transform="rotate(16 -4 -170)"/>`;
  b += circle(-84, -96, 84, fur);
  b += `<ellipse cx="-40" cy="-12" rx="70" ry="18" fill="${furD}"/>`;
  b += rect(40, -170, 38, 170, fur, 18) + rect(2, -150, 34, 150, furD, 16);
  b += `<ellipse cx="74" cy="-10" rx="36" ry="14" fill="${fur}"/>`;
  // head
  b += svgPath('M40 -290 Q30 -350 70 -400 L120 -380 Q110 -320 100 -280 Z', fur);
  b += circle(86, -410, 64, fur);
  b += svgPath('M110 -430 Q170 -420 196 -396 Q206 -370 180 -360 L120 -356 Z', fur);
  b += circle(192, -392, 13, colors.ink);
  b += svgPath('M130 -362 Q160 -350 182 -360', 'none', ` stroke="${furD}" stroke-width="5" stroke-linecap="round"`);
  b += circle(108, -424, 9, colors.ink) + circle(111, -427, 3, '#fff');
  b += svgPath('M60 -460 Q20 -440 30 -370 Q40 -340 64 -360 Q76 -410 80 -446 Z', '#7f98b2');
  // harness
  b += `<g transform="rotate(20 20 -230)">${rect(-70, -250, 170, 40, colors.amberD, 12)}${rect(-70, -246, 170, 32, colors.amber, 10)}</g>`;
  b += `<g transform="rotate(-62 70 -300)">${rect(0, -318, 130, 36, colors.amberD, 12)}${rect(0, -314, 130, 28, colors.amber, 10)}</g>`;
  b += circle(-44, -262, 18, 'none', ` stroke="url(#metal)" stroke-width="8"`);
  return b;
}

export function typeRestraints() {
  let s = backdrop(TYPE_WIDTH, TYPE_HEIGHT, { floor: 800, gy: 420, gr: 520 });
  s += groundShadow(560, 800, 380, 18);
  s += seatSide({ x: 260, y: 760, s: 1.7 });
  s += rect(200, 760, 640, 40, '#0e2441');
  // seat belt buckle on its stalk at the back of the cushion, tether clipped in
  s += belt('M290 720 L290 640', { w: 30, c: 'navy', stitch: false });
  s += buckle({ x: 292, y: 620, s: 0.62, r: 10 });
  s += group(dog(), 640, 660, 1.0, 0, ' filter="url(#sh)"');
  s += tongue({ x: 300, y: 560, s: 0.62, r: 190 });
  s += belt('M300 540 C300 440 480 360 590 398', { w: 24, c: 'amber' });
  s += snapHook({ x: 592, y: 396, s: 0.5, r: 200 });
  return s + vignette(TYPE_WIDTH, TYPE_HEIGHT);
}

export function typeHarnesses() {
  let s = backdrop(TYPE_WIDTH, TYPE_HEIGHT, { floor: null, gy: 450, gr: 520 });
  s += rect(0, 0, TYPE_WIDTH, TYPE_HEIGHT, 'url(#gridS)');
  let b = '';
  b += belt('M-150 -420 C-150 -200 -110 -60 -40 20', { w: 58, c: 'amber' });
  b += belt('M150 -420 C150 -200 110 -60 40 20', { w: 58, c: 'amber' });
  b += belt('M-470 130 C-300 90 -150 60 -40 40', { w: 58, c: 'amber' });
  b += belt('M470 130 C300 90 150 60 40 40', { w: 58, c: 'amber' });
  b += belt('M-40 60 L-30 300', { w: 58, c: 'navy' });
  b += strap(-160, -170, 160, -170, { w: 44, c: 'navy', box: 'none' });
  b += slider({ x: -150, y: -290, s: 1.25 }) + slider({ x: 150, y: -290, s: 1.25 });
  b += slider({ x: -300, y: 100, s: 1.25, r: 76 }) + slider({ x: 300, y: 100, s: 1.25, r: -76 });
  b += anchorPlate({ x: -470, y: 130, s: 1.1, r: 100 }) + anchorPlate({ x: 470, y: 130, s: 1.1, r: -100 });
  b += boxStitch(-176, -400, 52, 70, colors.amberL, 3) + boxStitch(124, -400, 52, 70, colors.amberL, 3);
  b += camLock({ x: 0, y: 40, s: 1.25 });
  s += group(b, 600, 470, 0.9, 0, ' filter="url(#sh)"');
  return s + vignette(TYPE_WIDTH, TYPE_HEIGHT);
}
