/** One picture per service (data/images/services/, 1600x900), and the bespoke card's on /products/. */
import { SCENE_HEIGHT, SCENE_WIDTH, backdrop, groundShadow, vignette } from './backdrop.mjs';
import { anchorPlate, bolt, buckle, camLock, dRing, retractor, slider, tongue } from './hardware.mjs';
import { circle, colors, group, line, rect, round2, svgPath } from './primitives.mjs';
import { seatFront } from './seats.mjs';
import { belt, boxStitch, strap, webRoll } from './webbing.mjs';
import { bench, blueprint, carton, partsTray, pencil, ruler, screwdriver, sewingMachine, spanner, threadCone } from './workshop.mjs';

export function sceneSupplier() {
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor: 800, gy: 420, ring: false });
  const shelfY = [300, 520, 740];
  // uprights
  for (const x of [150, 790, 1430]) s += rect(x, 80, 22, 720, '#2d4a6e', 4) + rect(x + 4, 80, 6, 720, '#fff', 2, ' opacity=".12"');
  for (const y of shelfY) s += rect(140, y, 1320, 22, 'url(#metalV)', 4) + rect(140, y + 22, 1320, 10, colors.ink, 0, ' opacity=".5"');
  const cols = ['amber', 'steel', 'off', 'navy', 'amber', 'coral'];
  // row 1: open cartons with coiled belts
  s += carton({ x: 200, y: 300, w: 170, h: 120, open: true, c: 'amber' });
  s += carton({ x: 410, y: 300, w: 150, h: 150, label: true });
  s += carton({ x: 590, y: 300, w: 170, h: 120, open: true, c: 'steel' });
  s += carton({ x: 840, y: 300, w: 150, h: 150 });
  s += carton({ x: 1020, y: 300, w: 170, h: 120, open: true, c: 'off' });
  s += carton({ x: 1230, y: 300, w: 160, h: 130 });
  // row 2: webbing rolls
  for (let i = 0; i < 8; i++) s += webRoll({ x: 240 + i * 150, y: 450, r: 64, c: cols[i % cols.length], depth: 0.25 });
  // row 3: stacked cartons + hanging buckles
  s += carton({ x: 200, y: 740, w: 200, h: 130 }) + carton({ x: 220, y: 610, w: 160, h: 90 });
  s += carton({ x: 440, y: 740, w: 200, h: 130 });
  s += carton({ x: 850, y: 740, w: 180, h: 160 }) + carton({ x: 1060, y: 740, w: 180, h: 120, open: true, c: 'coral' });
  s += carton({ x: 1270, y: 740, w: 140, h: 100 });
  for (let i = 0; i < 3; i++) s += group(belt('M0 -130 L0 -50', { w: 24, c: i === 1 ? 'steel' : 'amber', stitch: false }) + buckle({ y: 0, s: 0.6 }), 685 + i * 50, 700, 1);
  s += line(660, 560, 820, 560, 'url(#metalV)', 8);
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}

export function sceneRepairs() {
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor: null, gy: 380, ring: false });
  // pegboard with tool outlines
  s += rect(120, 60, 1360, 520, '#14365e', 16);
  s += rect(120, 60, 1360, 520, 'url(#dots)', 16);
  s += group(spanner({ s: 0.7 }), 360, 170, 1, 0, ' opacity=".55"') + group(spanner({ s: 0.55 }), 360, 270, 1, 0, ' opacity=".45"');
  s += group(screwdriver({ s: 0.7, c: colors.steel }), 1020, 150, 1, 0, ' opacity=".55"') + group(screwdriver({ s: 0.7, c: colors.steelD }), 1020, 230, 1, 0, ' opacity=".55"');
  for (let i = 0; i < 5; i++) s += rect(700 + i * 50, 130, 20, 150, colors.steel, 8, ' opacity=".3"');
  // desk lamp glow
  s += `<ellipse cx="800" cy="640" rx="620" ry="160" fill="url(#glowA)" opacity=".35"/>`;
  s += bench(SCENE_WIDTH, 620, 280);
  // items on bench
  s += groundShadow(420, 760, 190, 16, 0.55);
  s += group(retractor({ open: true }), 420, 640, 1.2, 0, ' filter="url(#sh)"');
  s += belt('M420 700 C460 800 700 820 900 760 S1140 700 1180 760', { w: 46, c: 'amber' });
  s += group(buckle({ w: 80, h: 130 }), 1240, 740, 0.95, 100, ' filter="url(#sh)"');
  s += group(tongue(), 640, 700, 0.9, 200, ' filter="url(#shS)"');
  s += group(spanner({ s: 0.9 }), 1030, 850, 1, -8, ' filter="url(#shS)"');
  s += group(screwdriver({}), 560, 850, 0.9, -4, ' filter="url(#shS)"');
  for (const [x, y] of [[560, 830], [590, 842], [1380, 840], [1410, 826]]) s += circle(x, y, 9, 'url(#metal)') + line(x - 5, y, x + 5, y, colors.steelD, 2);
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}

export function sceneReplacement() {
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor: 780, gy: 420, gx: 820 });
  // B-pillar with retractor and D-ring
  s += rect(420, 40, 110, 760, '#1a3a62', 10) + rect(430, 40, 20, 760, '#fff', 6, ' opacity=".06"');
  s += group(retractor({}), 475, 640, 0.7);
  s += group(dRing(), 475, 200, 0.9);
  // seat (front view) with new 3-point belt
  s += groundShadow(820, 780, 300, 18);
  const seat = seatFront({ type: 'car' });
  s += group(seat, 820, 700, 1.15, 0, ' filter="url(#sh)"');
  s += belt('M475 205 Q560 210 640 300 L930 620', { w: 40, c: 'amber' });
  s += belt('M475 600 L475 230', { w: 40, c: 'amber', stitch: false });
  s += belt('M660 650 Q790 690 930 640', { w: 40, c: 'amber' });
  s += group(tongue(), 930, 630, 0.9, 120);
  s += group(buckle({}), 990, 610, 0.95, -70, ' filter="url(#shS)"');
  // old, frayed belt coiled on the floor
  s += group(belt('M0 0 C60 -40 160 -30 200 10 S300 60 340 20', { w: 34, c: 'steel' }) + svgPath('M338 4 l22 -8 M340 16 l26 2 M338 30 l20 14', 'none', ` stroke="${colors.steel}" stroke-width="4" stroke-linecap="round"`), 1120, 800, 1, 0, ' opacity=".8"');
  // swap arrows
  s += `<path d="M1220 360 A120 120 0 0 1 1420 420" fill="none" stroke="${colors.amber}" stroke-width="10" stroke-linecap="round"/><path d="M1420 420 l-4 -44 M1420 420 l-42 -12" stroke="${colors.amber}" stroke-width="10" stroke-linecap="round"/>`;
  s += `<path d="M1400 520 A120 120 0 0 1 1200 460" fill="none" stroke="${colors.steel}" stroke-width="10" stroke-linecap="round"/><path d="M1200 460 l4 44 M1200 460 l42 12" stroke="${colors.steel}" stroke-width="10" stroke-linecap="round"/>`;
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}

export function sceneRewebbing() {
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor: null, gy: 400, ring: false });
  s += bench(SCENE_WIDTH, 640, 260);
  s += `<ellipse cx="1050" cy="680" rx="520" ry="120" fill="url(#glowA)" opacity=".35"/>`;
  s += webRoll({ x: 1430, y: 560, r: 80, c: 'steel', depth: 0.5, slope: 0.85 });
  // webbing band lying flat on the bench, drawn in its own (length, width) coordinates
  const r = 210;
  const depth = 0.5;
  const slope = 0.85;
  const dx = r * depth;
  const dy = -r * depth * slope;
  const W = 140;
  const x0 = 300;
  const y0 = 470 + r;
  let band = strap(0, W / 2, 1500, W / 2, { w: W, c: 'amber', box: 'none' });
  band += boxStitch(820, 28, 170, 84, colors.navy, 5) + boxStitch(1040, 28, 170, 84, colors.navy, 5);
  band += line(700, W / 2, 820, W / 2, colors.navy, 5, ' stroke-dasharray="14 9"');
  const mx = x0 + 700 + dx / 2;
  const my = y0 + dy / 2;
  s += sewingMachine({ x: mx, y: my, s: 0.72 });
  s += `<g transform="matrix(1 0 ${round2(dx / W)} ${round2(dy / W)} ${x0} ${y0})">${band}</g>`;
  s += groundShadow(x0 + 40, y0 + 10, 230, 16, 0.55);
  s += webRoll({ x: x0, y: y0 - r, r, c: 'amber', depth, slope });
  s += sewingMachine({ x: mx, y: my, s: 0.72, part: 'front' });
  s += threadCone({ x: 1330, y: 850, s: 0.8 }) + threadCone({ x: 1450, y: 862, s: 0.68, c: colors.steel });
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}

export function sceneBespoke() {
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor: null, gy: 450, ring: false });
  s += rect(0, 0, SCENE_WIDTH, SCENE_HEIGHT, 'url(#wood)', 0, ' opacity=".6"');
  s += group(blueprint({ w: 1000, h: 640 }), 240, 150, 1, -4, ' filter="url(#sh)"');
  s += group(blueprint({ w: 560, h: 380 }), 1060, 80, 1, 6, ' filter="url(#sh)" opacity=".9"');
  s += belt('M-40 760 C300 700 520 880 820 760 S1100 560 1180 640', { w: 54, c: 'amber' });
  s += group(tongue(), 1180, 640, 1.05, 135, ' filter="url(#shS)"');
  s += group(buckle({ w: 80, h: 130 }), 1330, 520, 1.0, 40, ' filter="url(#sh)"');
  s += belt('M1700 700 C1540 700 1420 610 1380 580', { w: 54, c: 'steel' });
  s += pencil({ x: 1150, y: 830, r: -20, s: 1.1 });
  s += ruler({ x: 160, y: 150, r: 76, len: 560 });
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}

export function sceneComponentsLayout() {
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor: null, gy: 450, ring: false });
  const tx = 160;
  const ty = 110;
  s += group(partsTray(1280, 680, 4, 2), tx, ty, 1, 0, ' filter="url(#sh)"');
  const cw = (1280 - 40) / 4;
  const ch = (680 - 40) / 2;
  const cell = (i, j) => [tx + 20 + i * cw + cw / 2, ty + 20 + j * ch + ch / 2];
  let [x, y] = cell(0, 0);
  s += buckle({ x: x - 50, y, s: 0.95, r: -10 }) + buckle({ x: x + 50, y: y + 10, s: 0.95, r: 8, button: colors.steel });
  [x, y] = cell(1, 0);
  s += tongue({ x: x - 60, y: y + 40, s: 1.0, r: -8 }) + tongue({ x: x + 10, y: y + 50, s: 1.0 }) + tongue({ x: x + 80, y: y + 40, s: 1.0, r: 10 });
  [x, y] = cell(2, 0);
  s += retractor({ x, y: y - 10, s: 0.95 });
  [x, y] = cell(3, 0);
  s += camLock({ x, y, s: 1.3 });
  [x, y] = cell(0, 1);
  s += anchorPlate({ x: x - 70, y: y - 20, s: 1.1 }) + anchorPlate({ x, y: y - 20, s: 1.1, r: 6 }) + anchorPlate({ x: x + 70, y: y - 20, s: 1.1, r: -6 });
  [x, y] = cell(1, 1);
  for (let k = 0; k < 4; k++) s += bolt({ x: x - 80, y: y - 90 + k * 60, len: 150 });
  [x, y] = cell(2, 1);
  s += dRing({ x: x - 60, y: y + 20 }) + dRing({ x: x + 60, y: y + 20, r: 8 });
  [x, y] = cell(3, 1);
  s += slider({ x, y: y - 60, s: 1.4 }) + slider({ x, y, s: 1.4 }) + slider({ x, y: y + 60, s: 1.4 });
  s += belt('M1400 860 C1450 800 1520 780 1640 790', { w: 40, c: 'amber' });
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}

export function sceneConsulting() {
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor: null, gy: 450, ring: false });
  s += rect(0, 0, SCENE_WIDTH, SCENE_HEIGHT, 'url(#wood)', 0, ' opacity=".6"');
  // clipboard with chart and checklist
  let cb = rect(0, 0, 520, 700, '#1e3554', 24) + rect(24, 40, 472, 636, 'url(#paper)', 6);
  cb += rect(170, -24, 180, 64, 'url(#metal)', 16) + rect(200, -10, 120, 16, colors.steelD, 8);
  const bars = [120, 190, 150, 250, 300];
  bars.forEach((bh, i) => { cb += rect(80 + i * 72, 380 - bh, 48, bh, i === 4 ? colors.amber : colors.steel, 6); });
  cb += line(60, 380, 460, 380, colors.navy, 4);
  cb += svgPath('M104 260 L176 200 L248 230 L320 140 L392 90', 'none', ` stroke="${colors.navy}" stroke-width="5" stroke-linejoin="round"`);
  for (let i = 0; i < 4; i++) {
    const yy = 450 + i * 52;
    cb += rect(70, yy, 32, 32, 'none', 6, ` stroke="${colors.navy}" stroke-width="4"`);
    if (i < 3) cb += svgPath(`M76 ${yy + 16} l10 10 l18 -22`, 'none', ` stroke="${colors.amberD}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`);
    cb += rect(124, yy + 10, 260 - i * 30, 12, '#b7c7d6', 6);
  }
  s += group(cb, 300, 120, 1, -5, ' filter="url(#sh)"');
  // belt with magnifier over the stitching
  s += belt('M900 900 C940 700 1100 620 1240 560 L1600 420', { w: 70, c: 'amber' });
  s += group(boxStitch(0, -22, 110, 44, colors.amberD, 3), 1380, 500, 1, -21);
  s += `<g filter="url(#sh)"><line x1="1240" y1="640" x2="1140" y2="800" stroke="${colors.ink}" stroke-width="34" stroke-linecap="round"/><circle cx="1310" cy="520" r="118" fill="${colors.steel}" fill-opacity=".25" stroke="url(#metal)" stroke-width="20"/></g>`;
  s += svgPath('M1240 460 A90 90 0 0 1 1320 420', 'none', ' stroke="#fff" stroke-opacity=".5" stroke-width="8" stroke-linecap="round"');
  s += pencil({ x: 880, y: 300, r: 60, s: 1.0 });
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}
