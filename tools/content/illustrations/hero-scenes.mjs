/** The home page's three hero slides (data/images/hero/, 1920x1080), the left side kept dark for the text. */
import { HERO_HEIGHT, HERO_WIDTH, backdrop, vignette } from './backdrop.mjs';
import { buckle, lockedBuckle } from './hardware.mjs';
import { colors, group, line, rect, round2 } from './primitives.mjs';
import { belt, boxStitch, strap, webRoll } from './webbing.mjs';
import { blueprint, pencil, ruler, sewingMachine, threadCone } from './workshop.mjs';

function heroFrame(content) {
  let s = backdrop(HERO_WIDTH, HERO_HEIGHT, { floor: null, gx: 1450, gy: 520, gr: 700 });
  s += content;
  s += rect(0, 0, HERO_WIDTH, HERO_HEIGHT, 'url(#fadeL)');
  return s + vignette(HERO_WIDTH, HERO_HEIGHT);
}

export function heroLatchedBuckle() {
  let c = '';
  c += `<circle cx="1450" cy="520" r="420" fill="none" stroke="${colors.steel}" stroke-opacity=".12" stroke-width="2"/>`;
  c += lockedBuckle(1340, 790, 2.5, 150, 1100, 600);
  return heroFrame(c);
}

export function heroBlueprints() {
  let c = '';
  c += rect(0, 0, HERO_WIDTH, HERO_HEIGHT, 'url(#wood)', 0, ' opacity=".5"');
  c += group(blueprint({ w: 900, h: 600 }), 1080, 90, 1, -5, ' filter="url(#sh)"');
  c += group(blueprint({ w: 560, h: 380 }), 1500, 520, 1, 7, ' filter="url(#sh)"');
  const cols = ['amber', 'coral', 'steel', 'off', 'navy'];
  cols.forEach((col, i) => {
    const y = 700 + i * 62;
    c += belt(`M760 ${y + 140} C1250 ${y - 40} 1500 ${y + 120} 1980 ${y - 20}`, { w: 54, c: col });
  });
  c += group(buckle({ w: 80, h: 130 }), 1560, 640, 1.4, -70, ' filter="url(#sh)"');
  c += pencil({ x: 1260, y: 560, r: -28, s: 1.3 });
  c += ruler({ x: 1700, y: 60, r: 100, len: 520 });
  return heroFrame(c);
}

export function heroWebbingRolls() {
  let c = '';
  c += rect(0, 760, HERO_WIDTH, 320, 'url(#wood)');
  c += rect(0, 760, HERO_WIDTH, 8, colors.steel, 0, ' opacity=".5"');
  /** @type {[number, number, number, string][]} x, y, radius, colour */
  const rolls = [
    [1330, 600, 170, 'amber'], [1680, 610, 160, 'steel'], [1500, 330, 150, 'coral'], [1800, 300, 120, 'off'], [1180, 340, 110, 'navy'],
  ];
  for (const [x, y, r, col] of rolls) c += webRoll({ x, y, r, c: col, depth: 0.4, slope: 0.8 });
  const W = 120;
  let band = strap(-1100, W / 2, 1300, W / 2, { w: W, c: 'amber', box: 'none' });
  band += boxStitch(620, 24, 160, 72, colors.navy, 5) + boxStitch(820, 24, 160, 72, colors.navy, 5) + line(480, W / 2, 620, W / 2, colors.navy, 5, ' stroke-dasharray="14 9"');
  c += `<g transform="matrix(1 0 ${round2(60 / W)} ${round2(-60 / W)} 1000 960)">${band}</g>`;
  c += sewingMachine({ x: 1000 + 480 + 30, y: 930, s: 0.5, part: 'front' });
  c += threadCone({ x: 1820, y: 1040, s: 0.8 });
  return heroFrame(c);
}
