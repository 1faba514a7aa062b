/** The vehicles of the sector pictures, in side view with their belted seats: coach, lorry, ambulance, forklift and the rest. */
import { buckle, camLock, snapHook } from './hardware.mjs';
import { circle, clip, colors, line, range, rect, round2, svgPath } from './primitives.mjs';
import { seatSide, seatWindow } from './seats.mjs';
import { belt, strap } from './webbing.mjs';

/** Wheel, origin = hub. */
function wheel(cx, cy, r, { rim = 'url(#metal)', spokes = 5 } = {}) {
  let s = circle(cx, cy, r, colors.tyre);
  s += circle(cx, cy, r * 0.92, 'none', ` stroke="#22314a" stroke-width="${round2(r * 0.05)}"`);
  s += circle(cx, cy, r * 0.6, rim);
  s += circle(cx, cy, r * 0.5, '#56708d');
  s += range(spokes)
    .map((i) => {
      const a = (i / spokes) * Math.PI * 2 - Math.PI / 2;
      return line(cx, cy, cx + Math.cos(a) * r * 0.5, cy + Math.sin(a) * r * 0.5, '#a9bfd4', round2(r * 0.12), ' stroke-linecap="round"');
    })
    .join('');
  s += circle(cx, cy, r * 0.2, 'url(#metal)');
  s += circle(cx, cy, r * 0.07, colors.steelD);
  return s;
}

/** Dark wheel arch behind a wheel (body bottom at `by`, wheel centre cx,cy, radius r). */
const arch = (cx, cy, r, by) =>
  svgPath(`M${round2(cx - r)} ${round2(by)} L${round2(cx - r)} ${round2(cy)} A${round2(r)} ${round2(r)} 0 0 1 ${round2(cx + r)} ${round2(cy)} L${round2(cx + r)} ${round2(by)} Z`, colors.ink);

export function coach() {
  const by = -44;
  let s = '';
  s += svgPath(`M24 ${by} L1076 ${by} Q1100 ${by} 1100 ${by - 24} L1100 -250 Q1096 -330 1030 -344 L40 -344 Q0 -344 0 -304 L0 ${by - 20} Q0 ${by} 24 ${by} Z`, 'url(#bodyL)');
  s += rect(60, -358, 300, 16, 'url(#metalV)', 6);
  s += rect(0, -178, 1100, 18, colors.amber);
  s += rect(0, -156, 1100, 6, colors.steel);
  s += rect(6, -306, 864, 120, colors.ink, 10);
  for (let i = 0; i < 7; i++) s += seatWindow(14 + i * 122, -298, 114, 104, { rx: 8, beltC: 'amber', seatW: 0.5 });
  // door + windscreen
  s += rect(880, -306, 56, 250, colors.ink, 6);
  s += rect(886, -298, 44, 110, 'url(#glass)', 4);
  s += rect(886, -180, 44, 116, 'url(#glass)', 4);
  s += svgPath('M950 -306 L1040 -306 Q1086 -300 1092 -250 L1094 -186 L950 -186 Z', colors.ink);
  s += svgPath('M958 -298 L1036 -298 Q1078 -292 1084 -248 L1086 -194 L958 -194 Z', 'url(#glass)');
  s += svgPath('M1096 -300 L1118 -296 L1120 -250 L1104 -250', 'none', ` stroke="${colors.ink}" stroke-width="6" stroke-linecap="round"`);
  // luggage bays
  for (let i = 0; i < 3; i++) s += rect(400 + i * 150, -140, 140, 82, 'none', 6, ` stroke="#a9bccd" stroke-width="3"`);
  s += rect(1084, -120, 16, 26, colors.amberL, 4);
  s += rect(0, -130, 10, 46, '#e0784a', 3);
  s += rect(0, by - 14, 1100, 14, '#9fb3c7', 6);
  for (const x of [190, 320, 995]) s += arch(x, -54, 66, by);
  for (const x of [190, 320, 995]) s += wheel(x, -54, 54);
  return s;
}

export function hgv() {
  let s = '';
  // trailer
  s += rect(0, -420, 820, 300, 'url(#bodyL)', 8);
  for (let i = 1; i < 14; i++) s += line(i * 58.5, -414, i * 58.5, -126, '#b3c4d5', 3);
  s += rect(0, -250, 820, 30, colors.amber);
  s += rect(0, -214, 820, 8, colors.steel);
  s += rect(0, -124, 820, 22, colors.ink, 4);
  s += rect(690, -102, 14, 70, 'url(#metalV)');
  s += rect(678, -36, 38, 8, colors.steelD, 3);
  s += rect(60, -110, 350, 24, '#16263d', 6);
  for (const x of [120, 235, 350]) s += wheel(x, -50, 50);
  s += rect(-4, -120, 8, 40, '#e0784a', 2);
  // tractor unit
  s += rect(800, -150, 310, 46, colors.ink, 8);
  s += rect(822, -480, 12, 330, 'url(#metalV)', 5);
  s += svgPath('M862 -428 L896 -472 L1040 -472 L1062 -428 Z', 'url(#bodyS)');
  s += svgPath('M846 -150 L846 -400 Q846 -428 874 -428 L1062 -428 Q1094 -424 1098 -390 L1108 -184 Q1108 -150 1080 -150 Z', 'url(#bodyA)');
  s += svgPath('M1086 -410 Q1096 -400 1098 -380 L1106 -250 L1090 -250 Z', 'url(#glass)');
  s += seatWindow(880, -400, 170, 110, { rx: 12, beltC: 'steel', seatW: 0.4 });
  s += rect(872, -270, 190, 118, 'none', 10, ` stroke="${colors.amberD}" stroke-width="3"`);
  s += rect(1030, -250, 22, 8, colors.amberD, 3);
  s += rect(920, -146, 80, 34, 'url(#metalV)', 8);
  s += rect(1080, -160, 34, 60, colors.ink, 6);
  s += rect(1096, -200, 14, 26, colors.amberL, 3);
  s += rect(870, -148, 36, 10, colors.steelD, 2);
  s += rect(870, -126, 36, 10, colors.steelD, 2);
  s += svgPath('M1100 -400 L1124 -396 L1126 -330 L1110 -330', 'none', ` stroke="${colors.ink}" stroke-width="6" stroke-linecap="round"`);
  for (const x of [905, 1040]) s += arch(x, -56, 68, -104);
  for (const x of [905, 1040]) s += wheel(x, -56, 56);
  return s;
}

export function ambulance() {
  let s = '';
  const body = 'M10 -60 L10 -400 Q10 -416 26 -416 L630 -416 Q646 -416 646 -400 L646 -330 L740 -330 Q756 -330 764 -316 L818 -224 L882 -212 Q906 -206 908 -180 L910 -90 Q910 -60 882 -60 Z';
  s += svgPath(body, 'url(#bodyL)');
  // battenburg checks
  let checks = '';
  for (let i = 0; i < 16; i++) {
    checks += rect(i * 58, -214, 58, 48, i % 2 ? colors.amber : '#3f6ea3');
    checks += rect(i * 58, -166, 58, 48, i % 2 ? '#3f6ea3' : colors.amber);
  }
  s += clip(`<path d="${body}"/>`, checks + rect(10, -226, 900, 10, colors.amber));
  s += line(646, -330, 646, -60, '#b3c4d5', 3);
  // windows & door
  s += rect(40, -360, 150, 70, 'url(#glassD)', 10);
  s += rect(440, -380, 130, 300, 'none', 8, ` stroke="#a9bccd" stroke-width="3"`);
  s += rect(470, -360, 70, 110, 'url(#glassD)', 8);
  s += seatWindow(660, -316, 130, 86, { rx: 8, beltC: 'steel', seatW: 0.4 });
  s += svgPath('M790 -316 L820 -260 L800 -230 L790 -230 Z', 'url(#glass)', ' opacity=".8"');
  // lights
  s += `<ellipse cx="700" cy="-350" rx="80" ry="26" fill="#9cc8ff" opacity=".35" filter="url(#blurS)"/>`;
  s += rect(660, -352, 84, 20, '#cfe4ff', 8);
  s += rect(660, -352, 28, 20, '#6fa8f0', 6);
  s += rect(716, -352, 28, 20, '#6fa8f0', 6);
  for (const x of [22, 610]) s += rect(x, -430, 24, 16, '#6fa8f0', 5);
  s += rect(888, -190, 18, 28, colors.off, 4);
  s += rect(896, -110, 16, 40, colors.ink, 4);
  s += rect(10, -80, 16, 30, '#e0784a', 3);
  s += rect(10, -76, 900, 16, '#9fb3c7', 6);
  for (const x of [170, 780]) s += arch(x, -52, 64, -60);
  for (const x of [170, 780]) s += wheel(x, -52, 52);
  return s;
}

export function forklift() {
  let s = '';
  // mast & carriage
  s += rect(440, -580, 30, 560, '#2d4a6e', 4);
  s += rect(470, -540, 18, 520, 'url(#metalV)', 3);
  s += rect(452, -470, 8, 300, colors.steel);
  s += rect(488, -300, 16, 270, '#2d4a6e', 3);
  s += svgPath('M496 -40 L720 -40 L720 -26 L496 -26 Z', 'url(#metalV)');
  // pallet and cartons
  s += rect(510, -70, 210, 12, '#5a7a9c', 2);
  for (const x of [512, 600, 690]) s += rect(x, -58, 28, 18, '#42618a', 2);
  s += rect(510, -86, 210, 16, '#6f8fb0', 2);
  const palletBox = (x, y, w, h) =>
    rect(x, y, w, h, 'url(#paper)', 4) + rect(x + w * 0.44, y, w * 0.12, h, colors.amber, 0, ' opacity=".85"') + rect(x, y, w, 8, '#fff', 3, ' opacity=".5"');
  s += palletBox(516, -190, 98, 104) + palletBox(618, -190, 98, 104) + palletBox(560, -300, 110, 110);
  // body
  s += svgPath('M20 -60 L20 -220 Q20 -250 50 -250 L160 -250 L180 -200 L420 -200 Q440 -200 440 -180 L440 -60 Z', 'url(#bodyA)');
  s += rect(0, -250, 70, 190, '#1e3554', 12);
  s += rect(10, -236, 50, 12, '#fff', 6, ' opacity=".15"');
  // overhead guard
  s += line(170, -240, 190, -540, '#2d4a6e', 16, ' stroke-linecap="round"');
  s += line(420, -200, 420, -540, '#2d4a6e', 16, ' stroke-linecap="round"');
  s += rect(150, -556, 300, 22, '#2d4a6e', 6);
  for (let i = 0; i < 5; i++) s += rect(180 + i * 52, -552, 30, 14, '#3c6190', 3);
  s += `<ellipse cx="300" cy="-572" rx="22" ry="16" fill="${colors.amber}"/>`;
  // seat with lap belt, steering
  s += seatSide({ x: 230, y: -200, s: 0.48 });
  s += belt('M228 -214 Q270 -270 330 -236', { w: 16, c: 'amber', stitch: false });
  s += buckle({ x: 300, y: -252, s: 0.3, r: 70 });
  s += line(370, -200, 350, -310, '#2d4a6e', 12, ' stroke-linecap="round"');
  s += `<ellipse cx="348" cy="-318" rx="44" ry="10" fill="none" stroke="${colors.ink}" stroke-width="9" transform="rotate(-18 348 -318)"/>`;
  s += svgPath('M70 -60 L440 -60', 'none', ` stroke="${colors.ink}" stroke-width="6"`);
  s += arch(110, -52, 64, -60) + arch(370, -62, 76, -60);
  s += wheel(110, -52, 52) + wheel(370, -62, 62);
  return s;
}

export function kart() {
  let s = '';
  s += rect(0, -84, 44, 44, '#1e3554', 14);
  s += line(40, -40, 650, -40, 'url(#metalV)', 10, ' stroke-linecap="round"');
  s += rect(170, -46, 360, 12, colors.ink, 4);
  // engine + exhaust (behind the seat)
  s += rect(110, -170, 110, 96, 'url(#metal)', 12);
  for (let i = 0; i < 5; i++) s += rect(120, -160 + i * 17, 90, 7, '#6c88a4', 3);
  s += svgPath('M120 -110 Q60 -112 40 -160', 'none', ` stroke="url(#metalV)" stroke-width="14" stroke-linecap="round"`);
  // reclined bucket seat with harness
  s += svgPath('M200 -44 L340 -50 Q362 -52 362 -72 L358 -90 L246 -96 L188 -244 Q178 -262 156 -258 L138 -252 Q124 -244 130 -226 L184 -56 Q188 -44 200 -44 Z', 'url(#plastic)');
  s += svgPath('M150 -236 L196 -100', 'none', ' stroke="#fff" stroke-opacity=".14" stroke-width="8" stroke-linecap="round"');
  s += belt('M170 -246 Q214 -150 292 -98', { w: 18, c: 'amber' });
  s += belt('M216 -92 L336 -88', { w: 16, c: 'amber', stitch: false });
  s += camLock({ x: 292, y: -92, s: 0.24 });
  // side pod, front panel, nose
  s += svgPath('M330 -36 L480 -36 L494 -70 Q466 -92 400 -92 L350 -88 Q326 -74 330 -36 Z', 'url(#bodyA)');
  s += svgPath('M448 -40 L470 -150 Q474 -164 488 -160 L500 -156 L490 -40 Z', 'url(#bodyS)');
  s += svgPath('M590 -36 L730 -36 Q754 -40 746 -66 L706 -98 Q672 -108 640 -102 L596 -90 Z', 'url(#bodyA)');
  s += svgPath('M606 -88 L690 -98', 'none', ' stroke="#fff" stroke-opacity=".35" stroke-width="5" stroke-linecap="round"');
  s += line(480, -80, 392, -168, '#2d4a6e', 12, ' stroke-linecap="round"');
  s += `<ellipse cx="388" cy="-174" rx="13" ry="50" fill="none" stroke="${colors.ink}" stroke-width="12" transform="rotate(-35 388 -174)"/>`;
  s += wheel(100, -50, 50, { spokes: 6 }) + wheel(560, -42, 42, { spokes: 6 });
  return s;
}

export function motorhome() {
  let s = '';
  const body = 'M10 -60 L10 -420 Q10 -446 36 -446 L880 -446 Q990 -444 994 -404 Q994 -360 944 -352 L900 -344 L952 -236 L1022 -220 Q1050 -214 1052 -186 L1055 -90 Q1055 -60 1028 -60 Z';
  s += svgPath(body, 'url(#bodyL)');
  s += rect(40, -462, 220, 18, 'url(#metalV)', 6);
  s += rect(620, -460, 90, 16, 'url(#metalV)', 6);
  s += clip(`<path d="${body}"/>`,
    svgPath('M0 -150 Q300 -120 520 -190 T1060 -210 L1060 -168 Q800 -170 520 -150 T0 -110 Z', colors.amber) +
    svgPath('M0 -100 Q300 -80 520 -136 T1060 -150 L1060 -138 Q800 -140 520 -124 T0 -88 Z', colors.steel));
  s += rect(10, -446, 930, 14, '#b3c4d5', 6);
  s += seatWindow(60, -350, 180, 100, { rx: 22, seats: 1, glass: 'url(#glassD)' });
  s += rect(300, -380, 90, 300, 'none', 10, ` stroke="#a9bccd" stroke-width="3"`);
  s += rect(318, -356, 54, 80, 'url(#glassD)', 12);
  s += rect(440, -350, 170, 100, 'url(#glassD)', 22);
  s += rect(660, -340, 110, 70, 'url(#glassD)', 18);
  s += seatWindow(830, -330, 84, 86, { rx: 8, beltC: 'steel', seatW: 0.5 });
  s += svgPath('M914 -336 L904 -336 L946 -244 L914 -244 Z', 'url(#glass)', ' opacity=".8"');
  s += svgPath('M920 -440 Q984 -436 986 -404', 'none', ' stroke="#fff" stroke-width="6" opacity=".6" stroke-linecap="round"');
  s += rect(1036, -196, 16, 26, colors.off, 4);
  s += rect(1040, -110, 16, 44, colors.ink, 4);
  s += rect(10, -140, 12, 50, '#e0784a', 3);
  s += rect(10, -76, 1045, 16, '#9fb3c7', 6);
  for (const x of [220, 880]) s += arch(x, -54, 66, -60);
  for (const x of [220, 880]) s += wheel(x, -54, 54);
  return s;
}

export function coasterCar() {
  let s = '';
  for (const r0 of [40, 230]) {
    s += svgPath(`M${r0} -110 L${r0 - 24} -280 Q${r0 - 26} -300 ${r0 - 6} -302 L${r0 + 34} -304 Q${r0 + 52} -304 ${r0 + 54} -286 L${r0 + 70} -110 Z`, 'url(#fabric)');
    s += rect(r0 - 40, -350, 76, 60, 'url(#fabricL)', 22);
    s += svgPath(`M${r0 - 10} -280 L${r0 + 6} -150`, 'none', ' stroke="#fff" stroke-opacity=".12" stroke-width="8" stroke-linecap="round"');
  }
  s += svgPath('M0 -8 L400 -8 Q476 -8 526 -52 Q566 -92 546 -126 L474 -116 L444 -136 L0 -136 Q-22 -136 -22 -114 L-22 -30 Q-22 -8 0 -8 Z', 'url(#bodyL)');
  s += svgPath('M-22 -66 L420 -66 L548 -100 L540 -82 L420 -44 L-22 -44 Z', colors.amber);
  s += svgPath('M-10 -126 L440 -126', 'none', ' stroke="#fff" stroke-width="6" opacity=".7" stroke-linecap="round"');
  for (const r0 of [40, 230]) {
    const d = `M${r0 + 160} -136 L${r0 + 160} -190 Q${r0 + 160} -212 ${r0 + 138} -212 L${r0 + 84} -212`;
    s += `<path d="${d}" fill="none" stroke="${colors.amberD}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += `<path d="${d}" fill="none" stroke="${colors.amber}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += rect(r0 + 70, -236, 40, 48, colors.ink, 14);
    s += circle(r0 + 160, -136, 12, 'url(#metal)');
  }
  for (const x of [60, 400]) s += circle(x, 8, 16, 'url(#metal)') + circle(x, 8, 6, colors.steelD);
  return s;
}

export function taxi() {
  let s = '';
  const body = 'M40 -40 L16 -40 Q0 -40 0 -60 L0 -168 Q2 -200 22 -214 L60 -226 Q70 -326 136 -342 L464 -348 Q494 -346 504 -328 L562 -232 Q572 -222 592 -220 L700 -212 Q744 -206 752 -176 L758 -110 Q760 -40 730 -40 Z';
  s += svgPath(body, 'url(#bodyK)');
  s += svgPath(body, 'none', ` stroke="${colors.steel}" stroke-opacity=".45" stroke-width="3"`);
  s += svgPath('M40 -222 L700 -208', 'none', ` stroke="${colors.light}" stroke-opacity=".35" stroke-width="4"`);
  s += svgPath('M150 -338 L460 -344', 'none', ` stroke="${colors.light}" stroke-opacity=".3" stroke-width="5" stroke-linecap="round"`);
  // roof sign
  s += `<ellipse cx="340" cy="-368" rx="70" ry="26" fill="${colors.amber}" opacity=".5" filter="url(#blurS)"/>`;
  s += rect(300, -378, 80, 28, colors.amber, 8);
  s += rect(306, -374, 68, 8, '#fff', 4, ' opacity=".45"');
  // windows
  s += svgPath('M88 -236 Q98 -318 142 -328 L200 -330 L200 -236 Z', 'url(#glassD)');
  s += seatWindow(214, -332, 150, 96, { rx: 8, beltC: 'amber', seatW: 0.42, glass: 'url(#glassD)' });
  s += svgPath('M380 -334 L468 -336 Q484 -334 492 -322 L544 -240 L380 -240 Z', 'url(#glassD)');
  s += svgPath('M380 -334 L420 -335 L380 -280 Z', '#fff', ' opacity=".12"');
  // doors
  s += svgPath('M206 -340 L206 -70 M372 -340 L372 -70 M548 -236 L548 -70', 'none', ` stroke="${colors.ink}" stroke-width="4"`);
  s += rect(220, -210, 30, 8, 'url(#metalV)', 4) + rect(386, -210, 30, 8, 'url(#metalV)', 4);
  // lamps, grille, bumpers
  s += circle(728, -170, 22, 'url(#metal)') + circle(728, -170, 15, '#f6f2dc');
  s += rect(744, -150, 18, 70, 'url(#metalV)', 8);
  s += rect(-6, -92, 60, 22, 'url(#metalV)', 8) + rect(700, -92, 66, 22, 'url(#metalV)', 8);
  s += rect(2, -200, 12, 40, '#e0784a', 3);
  for (const x of [150, 610]) s += arch(x, -54, 66, -40);
  for (const x of [150, 610]) s += wheel(x, -54, 54);
  return s;
}

export function wheelchair() {
  let s = '';
  // tie-down rail in the floor
  s += rect(-420, -6, 980, 10, '#2d4a6e', 4);
  for (let i = 0; i < 28; i++) s += circle(-400 + i * 35, -1, 4, colors.ink);
  // rear wheel
  s += circle(0, -150, 150, colors.tyre);
  s += circle(0, -150, 136, 'none', ` stroke="url(#metal)" stroke-width="8"`);
  s += range(12).map((i) => { const a = (i / 12) * Math.PI * 2; return line(0, -150, Math.cos(a) * 132, -150 + Math.sin(a) * 132, colors.light, 3, ' opacity=".8"'); }).join('');
  s += circle(0, -150, 122, 'none', ` stroke="${colors.steelD}" stroke-width="3"`);
  s += circle(0, -150, 22, 'url(#metal)');
  // frame
  const tube = (d) => `<path d="${d}" fill="none" stroke="url(#metalV)" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += tube('M-30 -150 L230 -150 L250 -262');
  s += tube('M-30 -266 L240 -266 L300 -78');
  s += tube('M-40 -266 L-64 -520 L-110 -526');
  s += tube('M236 -150 L250 -90');
  s += rect(280, -86, 70, 14, 'url(#metalV)', 4);
  s += svgPath('M-52 -270 L-72 -500 L-20 -500 L-6 -270 Z', 'url(#fabric)');
  s += rect(-34, -300, 280, 36, 'url(#fabricL)', 14);
  s += rect(10, -390, 210, 20, 'url(#plastic)', 8);
  s += line(30, -372, 30, -300, colors.steelD, 10) + line(190, -372, 190, -300, colors.steelD, 10);
  // castor
  s += line(250, -90, 262, -40, colors.steelD, 10, ' stroke-linecap="round"');
  s += wheel(262, -36, 36, { spokes: 4 });
  // occupant lap belt
  s += belt('M-14 -292 Q80 -396 196 -312', { w: 22, c: 'off' });
  s += buckle({ x: 96, y: -356, s: 0.36, r: 86 });
  // tie-downs: rear pair and front pair (amber), with floor retractors
  const td = (x1, y1, x2, y2) => strap(x1, y1, x2, y2, { w: 26, c: 'amber', box: 'none' });
  s += td(-40, -240, -330, -20) + td(236, -236, 470, -20);
  s += rect(-380, -48, 84, 44, 'url(#plastic)', 10) + circle(-338, -26, 12, 'url(#metal)');
  s += rect(440, -48, 84, 44, 'url(#plastic)', 10) + circle(482, -26, 12, 'url(#metal)');
  s += snapHook({ x: -40, y: -244, s: 0.38, r: 150 }) + snapHook({ x: 236, y: -240, s: 0.38, r: -150 });
  return s;
}

export function raceCar() {
  let s = '';
  const body = 'M30 -50 L0 -90 L12 -170 L70 -180 L270 -194 Q340 -292 470 -302 L560 -302 Q640 -296 724 -212 L944 -172 Q992 -160 1002 -122 L992 -72 L960 -50 Z';
  s += svgPath(body, 'url(#bodyL)');
  s += clip(`<path d="${body}"/>`,
    svgPath('M520 -60 L640 -320 L720 -320 L600 -60 Z', colors.amber) + svgPath('M620 -60 L740 -320 L770 -320 L650 -60 Z', colors.navy) +
    rect(0, -96, 1010, 46, '#1b3c66'));
  // glasshouse with roll cage and harnessed seat
  const win = 'M336 -204 Q384 -282 470 -290 L560 -290 Q612 -286 664 -216 Z';
  s += clip(`<path d="${win}"/>`,
    svgPath(win, 'url(#glassD)') +
    svgPath('M420 -200 L400 -300 Q400 -310 420 -310 L450 -310 L470 -200 Z', '#0c2241') +
    belt('M440 -298 L470 -206', { w: 12, c: 'amber', stitch: false, weave: false }) +
    belt('M426 -298 L446 -206', { w: 12, c: 'amber', stitch: false, weave: false }) +
    `<path d="M360 -204 L470 -292 L600 -292 L660 -210 M500 -292 L480 -204" fill="none" stroke="${colors.light}" stroke-width="6" opacity=".7"/>` +
    svgPath('M336 -204 L420 -290 L460 -290 L370 -204 Z', '#fff', ' opacity=".12"'));
  s += svgPath(win, 'none', ` stroke="${colors.ink}" stroke-width="5"`);
  // wing, splitter, lamps
  s += line(56, -176, 72, -250, colors.ink, 10) + line(130, -184, 140, -250, colors.ink, 10);
  s += svgPath('M-20 -262 L190 -258 L190 -238 L-20 -242 Z', colors.ink);
  s += rect(-30, -290, 16, 60, colors.amber, 4);
  s += rect(860, -58, 160, 10, colors.ink, 3);
  s += svgPath('M920 -170 L990 -150 L980 -136 L914 -152 Z', colors.amberL);
  s += rect(2, -150, 12, 30, '#e0784a', 3);
  s += circle(380, -142, 40, colors.off) + circle(380, -142, 40, 'none', ` stroke="${colors.ink}" stroke-width="6"`);
  for (const x of [220, 820]) s += arch(x, -60, 72, -50);
  for (const x of [220, 820]) s += wheel(x, -60, 60, { spokes: 10, rim: 'url(#metal)' });
  return s;
}

export function minibus() {
  let s = '';
  const body = 'M10 -60 L10 -384 Q10 -404 30 -404 L606 -404 Q640 -402 652 -380 L704 -252 L782 -234 Q804 -228 806 -200 L808 -90 Q808 -60 780 -60 Z';
  s += svgPath(body, 'url(#bodyL)');
  s += clip(`<path d="${body}"/>`, rect(0, -236, 820, 16, colors.amber) + rect(0, -214, 820, 6, colors.steel) + rect(0, -408, 820, 10, '#b3c4d5'));
  for (let i = 0; i < 3; i++) s += seatWindow(30 + i * 170, -372, 156, 110, { rx: 10, seats: 2, seatW: 0.3 });
  s += rect(378, -386, 160, 320, 'none', 6, ` stroke="#a9bccd" stroke-width="3"`);
  s += line(380, -200, 536, -200, '#a9bccd', 3);
  s += svgPath('M552 -372 L630 -372 Q642 -370 648 -358 L690 -262 L552 -262 Z', 'url(#glass)');
  s += svgPath('M552 -372 L590 -372 L552 -312 Z', '#fff', ' opacity=".12"');
  s += rect(784, -196, 18, 28, colors.off, 4) + rect(790, -112, 18, 44, colors.ink, 4);
  s += rect(10, -150, 12, 60, '#e0784a', 3);
  s += rect(10, -76, 798, 16, '#9fb3c7', 6);
  for (const x of [150, 680]) s += arch(x, -52, 64, -60);
  for (const x of [150, 680]) s += wheel(x, -52, 52);
  return s;
}

export function rib() {
  let s = '';
  // outboard
  s += rect(-44, -120, 30, 160, '#1b2536');
  s += rect(-78, -210, 90, 110, 'url(#bodyK)', 24);
  s += rect(-70, -202, 74, 14, '#fff', 7, ' opacity=".15"');
  s += rect(-8, -150, 40, 40, '#1b2536', 6);
  // hull and tube
  s += svgPath('M20 -40 L840 -60 Q820 -10 760 10 Q600 40 200 40 L40 30 Z', 'url(#plastic)');
  s += svgPath('M40 -120 L760 -132 Q860 -150 900 -120 Q912 -60 806 -38 L40 -36 Q-4 -36 -4 -78 Q-4 -120 40 -120 Z', 'url(#bodyS)');
  s += svgPath('M40 -72 L860 -80', 'none', ` stroke="${colors.ink}" stroke-width="8" opacity=".6"`);
  s += svgPath('M40 -112 L800 -122', 'none', ` stroke="#fff" stroke-width="6" opacity=".3" stroke-linecap="round"`);
  for (let i = 0; i < 9; i++) s += circle(90 + i * 84, -94, 5, colors.ink, ' opacity=".5"');
  // radar arch
  s += svgPath('M200 -120 L236 -380 L360 -380 L380 -120', 'none', ` stroke="url(#metalV)" stroke-width="12" stroke-linejoin="round"`);
  s += rect(270, -398, 60, 16, colors.off, 6);
  // console
  s += svgPath('M440 -120 L440 -250 Q440 -262 452 -262 L540 -262 L560 -120 Z', 'url(#bodyL)');
  s += svgPath('M470 -262 L500 -320 L546 -320 L540 -262 Z', 'url(#glass)', ' opacity=".85"');
  s += circle(470, -270, 16, 'none', ` stroke="${colors.ink}" stroke-width="6"`);
  // suspension seat with harness
  s += seatSide({ x: 280, y: -130, s: 0.5, headrest: false });
  s += belt('M272 -262 Q300 -200 356 -160', { w: 16, c: 'amber', stitch: false });
  s += belt('M268 -150 L380 -154', { w: 14, c: 'amber', stitch: false });
  s += camLock({ x: 356, y: -156, s: 0.2 });
  return s;
}
