/** One picture per sector (data/images/sectors/, 1600x900). */
import { SCENE_HEIGHT, SCENE_WIDTH, backdrop, groundShadow, vignette } from './backdrop.mjs';
import { anchorPlate, bolt, buckle, dRing, liftBuckle, retractor, tongue } from './hardware.mjs';
import { circle, clip, colors, group, line, rect, seededRandom, svgPath } from './primitives.mjs';
import { seatFront } from './seats.mjs';
import { ambulance, coach, coasterCar, forklift, hgv, kart, minibus, motorhome, raceCar, rib, taxi, wheelchair } from './vehicles.mjs';
import { belt } from './webbing.mjs';

export function sceneAviation() {
  const floor = 770;
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor, gy: 420 });
  // fuselage wall with a run of cabin windows
  s += svgPath(`M0 70 Q800 -10 1600 70 L1600 330 Q800 270 0 330 Z`, '#16385f', ' opacity=".9"');
  s += svgPath(`M0 330 Q800 270 1600 330`, 'none', ` stroke="${colors.steel}" stroke-opacity=".3" stroke-width="3"`);
  for (let i = 0; i < 8; i++) {
    const x = 130 + i * 192;
    const y = 190 - Math.sin((x / 1600) * Math.PI) * 40;
    s += rect(x - 50, y - 80, 100, 160, '#0d2746', 46);
    s += clip(`<rect x="${x - 38}" y="${y - 66}" width="76" height="132" rx="36"/>`,
      rect(x - 38, y - 66, 76, 132, 'url(#sky)') + circle(x + 10, y + 26, 16, colors.amberL, ' opacity=".9"') +
      svgPath(`M${x - 38} ${y + 40} Q${x} ${y + 30} ${x + 38} ${y + 44} L${x + 38} ${y + 70} L${x - 38} ${y + 70} Z`, '#eef4ed', ' opacity=".55"'));
    s += rect(x - 38, y - 66, 76, 132, 'none', 36, ` stroke="${colors.light}" stroke-width="3" stroke-opacity=".5"`);
  }
  // row of three seats, each with a lap belt and lift-lever buckle
  s += groundShadow(800, floor, 520, 22);
  for (let i = -1; i <= 1; i++) {
    const x = 800 + i * 270;
    const seat = seatFront({ type: 'aircraft' });
    const lap =
      belt('M-96 -78 Q-84 -30 -42 -24', { w: 24, c: 'amber' }) +
      belt('M96 -78 Q84 -30 42 -24', { w: 24, c: 'amber' }) +
      liftBuckle({ y: -24, s: 0.62 });
    s += group(seat + lap, x, 650, 1.1, 0, ' filter="url(#sh)"');
  }
  s += vignette(SCENE_WIDTH, SCENE_HEIGHT);
  return s;
}

export function sceneCoach() {
  const floor = 740;
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor, gy: 480 });
  s += groundShadow(800, floor, 600, 20);
  s += group(coach(), 250, floor, 1, 0, ' filter="url(#sh)"');
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}

export function sceneHgv() {
  const floor = 760;
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor, gy: 470, gx: 900 });
  s += groundShadow(800, floor, 620, 20);
  s += group(hgv(), 230, floor, 1, 0, ' filter="url(#sh)"');
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}

export function sceneAmbulance() {
  const floor = 760;
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor, gy: 470 });
  s += groundShadow(800, floor, 520, 20);
  s += group(ambulance(), 345, floor, 1, 0, ' filter="url(#sh)"');
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}

export function sceneForklift() {
  const floor = 770;
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor, gy: 440 });
  // racking silhouettes behind
  for (const x of [80, 1280]) {
    let r = '';
    r += rect(0, 0, 14, 620, colors.steel) + rect(226, 0, 14, 620, colors.steel);
    for (let i = 0; i < 4; i++) r += rect(0, 40 + i * 160, 240, 10, colors.amber, 0, ' opacity=".7"');
    for (let i = 0; i < 3; i++) r += rect(24, 70 + i * 160, 90, 110, colors.steel, 4, ' opacity=".5"') + rect(124, 90 + i * 160, 90, 90, colors.steel, 4, ' opacity=".4"');
    s += group(r, x, floor - 620, 1, 0, ' opacity=".22"');
  }
  s += groundShadow(800, floor, 420, 20);
  s += group(forklift(), 440, floor, 1.05, 0, ' filter="url(#sh)"');
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}

export function sceneKart() {
  const floor = 740;
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor, gy: 460 });
  // kerb stripes on the track edge
  for (let i = 0; i < 20; i++) s += svgPath(`M${i * 90 - 40} ${floor + 40} L${i * 90 + 50} ${floor + 40} L${i * 90 + 20} ${floor + 80} L${i * 90 - 70} ${floor + 80} Z`, i % 2 ? colors.off : colors.amber, ' opacity=".5"');
  s += groundShadow(800, floor, 440, 18);
  s += group(kart(), 370, floor, 1.33, 0, ' filter="url(#sh)"');
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}

export function sceneMotorhome() {
  const floor = 760;
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor, gy: 460 });
  // hills
  s += svgPath(`M0 ${floor} L0 560 Q260 430 560 560 Q820 460 1100 540 Q1360 420 1600 520 L1600 ${floor} Z`, '#16385f', ' opacity=".9"');
  s += svgPath(`M0 ${floor} L0 640 Q400 560 800 640 Q1200 580 1600 640 L1600 ${floor} Z`, '#12304f');
  s += groundShadow(800, floor, 560, 20);
  s += group(motorhome(), 270, floor, 1, 0, ' filter="url(#sh)"');
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}

export function sceneCoaster() {
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor: 820, gy: 420, gx: 820 });
  // background structure: loop + hill
  const track = (d, o) =>
    `<path d="${d}" fill="none" stroke="${colors.steel}" stroke-opacity="${o}" stroke-width="10"/><path d="${d}" fill="none" stroke="${colors.steel}" stroke-opacity="${o * 0.7}" stroke-width="26" stroke-dasharray="4 22"/>`;
  s += track('M-50 520 Q200 100 420 380 Q560 560 760 520', 0.25);
  s += `<circle cx="1260" cy="330" r="200" fill="none" stroke="${colors.steel}" stroke-opacity=".25" stroke-width="10"/><circle cx="1260" cy="330" r="222" fill="none" stroke="${colors.steel}" stroke-opacity=".15" stroke-width="6"/>`;
  for (const [x, y] of [[120, 330], [300, 300], [1160, 520], [1360, 520], [1260, 540]]) s += line(x, y, x, 820, colors.steel, 8, ' stroke-opacity=".15"');
  // main track
  const ty = 610;
  s += rect(0, ty + 14, SCENE_WIDTH, 14, 'url(#metalV)', 7);
  s += rect(0, ty + 54, SCENE_WIDTH, 22, '#2d4a6e', 11);
  for (let i = 0; i < 17; i++) s += svgPath(`M${i * 100} ${ty + 28} L${i * 100 + 50} ${ty + 56} L${i * 100 + 100} ${ty + 28}`, 'none', ` stroke="${colors.steelD}" stroke-width="6"`);
  for (const x of [180, 780, 1380]) s += svgPath(`M${x} ${ty + 76} L${x - 60} 900 M${x} ${ty + 76} L${x + 60} 900`, 'none', ` stroke="#2d4a6e" stroke-width="16"`);
  s += group(coasterCar(), 250, ty + 2, 1.15, 0, ' filter="url(#sh)"');
  s += group(coasterCar(), 900, ty + 2, 1.15, 0, ' filter="url(#sh)"');
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}

export function sceneTaxi() {
  const floor = 760;
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor, gy: 450, gr: 600 });
  // city skyline
  const r = seededRandom(7);
  let sky = '';
  let x = -20;
  while (x < SCENE_WIDTH) {
    const bw = 70 + Math.floor(r() * 90);
    const bh = 120 + Math.floor(r() * 240);
    sky += rect(x, floor - bh, bw - 8, bh, '#16385f');
    for (let wy = floor - bh + 20; wy < floor - 30; wy += 34) for (let wx = x + 12; wx < x + bw - 26; wx += 24) if (r() > 0.72) sky += rect(wx, wy, 10, 14, colors.amberL, 1, ' opacity=".35"');
    x += bw;
  }
  s += group(sky, 0, 0, 1, 0, ' opacity=".8"');
  s += groundShadow(800, floor, 420, 20);
  s += group(taxi(), 420, floor, 1.0, 0, ' filter="url(#sh)"');
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}

export function sceneWheelchair() {
  const floor = 780;
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor, gy: 440 });
  // vehicle interior hint: rear doors opening
  s += rect(180, 120, 1240, 660, 'none', 40, ` stroke="${colors.steel}" stroke-opacity=".12" stroke-width="16"`);
  s += groundShadow(800, floor, 440, 18);
  s += group(wheelchair(), 700, floor, 1.08, 0, ' filter="url(#sh)"');
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}

export function sceneRacing() {
  const floor = 740;
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor, gy: 460 });
  // chequered band behind
  let ch = '';
  for (let i = 0; i < 40; i++) for (let j = 0; j < 3; j++) if ((i + j) % 2) ch += rect(i * 40, 130 + j * 40, 40, 40, colors.off);
  s += group(ch, 0, 0, 1, 0, ' opacity=".06"');
  // speed lines
  for (const [y, x0, len, o] of [[470, 40, 260, 0.5], [520, 120, 200, 0.35], [580, 20, 300, 0.45], [640, 90, 220, 0.3], [690, 30, 260, 0.4]]) s += line(x0, y, x0 + len, y, colors.steel, 6, ` stroke-linecap="round" opacity="${o}"`);
  for (let i = 0; i < 20; i++) s += svgPath(`M${i * 90 - 40} ${floor + 40} L${i * 90 + 50} ${floor + 40} L${i * 90 + 20} ${floor + 80} L${i * 90 - 70} ${floor + 80} Z`, i % 2 ? colors.off : colors.amber, ' opacity=".45"');
  s += groundShadow(830, floor, 520, 18);
  s += group(raceCar(), 320, floor, 1.0, 0, ' filter="url(#sh)"');
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}

export function sceneMinibus() {
  const floor = 760;
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor, gy: 450 });
  // bus stop shelter hint
  s += group(rect(0, 0, 12, 300, colors.steel) + rect(200, 0, 12, 300, colors.steel) + rect(-20, -10, 252, 18, colors.steel, 4) + rect(20, 30, 170, 200, colors.steel, 6, ' opacity=".35"'), 1300, floor - 300, 1, 0, ' opacity=".25"');
  s += groundShadow(760, floor, 470, 20);
  s += group(minibus(), 300, floor, 1.12, 0, ' filter="url(#sh)"');
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}

export function sceneMarine() {
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor: null, gy: 400 });
  const wl = 650;
  s += rect(0, wl - 40, SCENE_WIDTH, SCENE_HEIGHT - wl + 40, 'url(#water)');
  s += line(0, wl - 40, SCENE_WIDTH, wl - 40, colors.steel, 2, ' opacity=".35"');
  for (let j = 0; j < 5; j++) {
    const y = wl - 20 + j * 55;
    let d = `M-50 ${y}`;
    for (let i = 0; i < 18; i++) d += ` q50 -${14 - j} 100 0`;
    s += `<path d="${d}" fill="none" stroke="${colors.light}" stroke-opacity="${0.25 - j * 0.03}" stroke-width="4"/>`;
  }
  s += groundShadow(820, wl + 40, 480, 20, 0.5);
  s += group(rib(), 380, wl + 10, 1.0, -2, ' filter="url(#sh)"');
  // water over the hull + bow spray
  let d = `M0 ${wl + 30}`;
  for (let i = 0; i < 17; i++) d += ` q50 -16 100 0`;
  s += `<path d="${d} L1700 900 L0 900 Z" fill="url(#water)" opacity=".92"/>`;
  s += `<path d="${d}" fill="none" stroke="${colors.off}" stroke-opacity=".5" stroke-width="4"/>`;
  s += svgPath(`M1180 ${wl + 10} q40 -50 110 -40 q-40 10 -60 40 z`, colors.off, ' opacity=".55"');
  s += svgPath(`M1150 ${wl + 24} q70 -20 140 -6 q-60 4 -100 24 z`, colors.off, ' opacity=".4"');
  s += svgPath(`M300 ${wl + 30} q-120 -14 -300 0 l0 20 q150 -10 300 0 z`, colors.off, ' opacity=".35"');
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}

export function sceneComponentsExploded() {
  let s = backdrop(SCENE_WIDTH, SCENE_HEIGHT, { floor: null, gy: 450, gr: 560 });
  s += rect(0, 0, SCENE_WIDTH, SCENE_HEIGHT, 'url(#gridS)');
  // webbing path through the parts (behind)
  s += belt('M300 470 C300 200 560 140 640 250 C700 330 820 420 900 470 L1160 480', { w: 44, c: 'amber' });
  // assembly axes
  const dash = (d) => `<path d="${d}" fill="none" stroke="${colors.light}" stroke-opacity=".45" stroke-width="3" stroke-dasharray="10 10"/>`;
  s += dash('M300 640 L300 760') + dash('M640 170 L640 90') + dash('M1000 480 L1070 480') + dash('M1300 480 L1380 480');
  for (const [x, y, r] of [[300, 470, 150], [640, 250, 110], [1200, 480, 110], [1440, 480, 90]]) s += circle(x, y, r, 'none', ` stroke="${colors.steel}" stroke-opacity=".22" stroke-width="2"`);
  s += group(retractor({ open: true }), 300, 470, 1.15, 0, ' filter="url(#sh)"');
  s += group(dRing(), 640, 250, 1.3, 0, ' filter="url(#sh)"');
  s += group(tongue(), 960, 480, 1.25, 90, ' filter="url(#sh)"');
  s += group(buckle({ w: 80, h: 130 }), 1200, 480, 1.15, -90, ' filter="url(#sh)"');
  s += group(anchorPlate(), 1440, 480, 1.2, -90, ' filter="url(#sh)"');
  s += bolt({ x: 300, y: 790, r: -90, s: 1.1 });
  s += bolt({ x: 640, y: 70, r: 90, s: 0.9, len: 70 });
  return s + vignette(SCENE_WIDTH, SCENE_HEIGHT);
}
