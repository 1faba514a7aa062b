/** The workshop's props: cartons, hand tools, thread, the bench, the sewing machine, blueprints and a parts tray. */
import { circle, colors, group, line, rect, svgPath } from './primitives.mjs';
import { webRoll } from './webbing.mjs';

/** Cardboard carton (front face + top). Origin = bottom-left. open: show a coiled belt inside. */
export function carton({ x = 0, y = 0, w = 160, h = 120, open = false, c = 'amber', label = true } = {}) {
  const d = w * 0.18;
  let b = '';
  b += svgPath(`M0 ${-h} L${d} ${-h - d * 0.6} L${w + d} ${-h - d * 0.6} L${w + d} ${-d * 0.6} L${w} 0 L${w} ${-h} Z`, '#b8793f');
  if (open) {
    b += svgPath(`M0 ${-h} L${d} ${-h - d * 0.6} L${w + d} ${-h - d * 0.6} L${w} ${-h} Z`, '#6e4a2a');
    b += webRoll({ x: w * 0.5 + d * 0.4, y: -h - 4, r: w * 0.3, c, depth: 0.2 });
    b += svgPath(`M0 ${-h} L${-w * 0.12} ${-h - d * 0.9} L${d * 0.6} ${-h - d * 1.1} L${d} ${-h - d * 0.6} Z`, '#d89a5c');
  }
  b += rect(0, -h, w, h, '#d39457');
  b += rect(0, -h, w, h * 0.12, '#fff', 0, ' opacity=".12"');
  if (!open) b += rect(w * 0.42, -h, w * 0.16, h, '#e7b17a');
  if (label) b += rect(w * 0.1, -h * 0.45, w * 0.3, h * 0.28, colors.off, 3) + rect(w * 0.14, -h * 0.38, w * 0.2, 4, colors.steelD) + rect(w * 0.14, -h * 0.3, w * 0.14, 4, colors.steelD);
  return group(b, x, y);
}

/** Open-ended spanner lying flat, origin = centre, along +x. */
export function spanner({ x = 0, y = 0, r = 0, s = 1 } = {}) {
  let b = rect(-150, -14, 300, 28, 'url(#metal)', 12);
  b += svgPath('M150 -40 A44 44 0 1 1 150 40 L176 14 L176 -14 Z', 'url(#metal)');
  b += rect(170, -14, 40, 28, colors.navy);
  b += circle(-170, 0, 40, 'url(#metal)');
  b += circle(-170, 0, 20, colors.navy);
  b += rect(-120, -4, 220, 8, '#fff', 4, ' opacity=".35"');
  return group(b, x, y, s, r);
}

/** Screwdriver, origin = handle end, along +x. */
export function screwdriver({ x = 0, y = 0, r = 0, s = 1, c = colors.amber } = {}) {
  let b = rect(0, -22, 150, 44, c, 20);
  for (let i = 0; i < 4; i++) b += rect(20, -16 + i * 10, 110, 4, '#000', 2, ' opacity=".12"');
  b += rect(150, -8, 170, 16, 'url(#metalV)', 3);
  b += svgPath('M320 -8 L350 -3 L350 3 L320 8 Z', '#9fb3c7');
  return group(b, x, y, s, r);
}

/** Pencil, origin = tail, along +x. */
export function pencil({ x = 0, y = 0, r = 0, s = 1 } = {}) {
  let b = rect(0, -12, 30, 24, '#b9cde0', 3) + rect(30, -12, 230, 24, colors.amber) + rect(30, -12, 230, 8, '#fff', 0, ' opacity=".25"');
  b += svgPath('M260 -12 L310 0 L260 12 Z', '#f1d3b0') + svgPath('M296 -3.5 L310 0 L296 3.5 Z', colors.ink);
  return group(b, x, y, s, r);
}

/** Steel rule, origin = left end. */
export function ruler({ x = 0, y = 0, r = 0, len = 500, s = 1 } = {}) {
  let b = rect(0, -26, len, 52, 'url(#metalV)', 4);
  for (let i = 0; i * 10 < len - 10; i++) b += line(10 + i * 10, -26, 10 + i * 10, i % 5 ? -14 : -4, colors.navy, 2, ' opacity=".7"');
  return group(b, x, y, s, r);
}

/** Thread cone. Origin = base centre. */
export function threadCone({ x = 0, y = 0, s = 1, c = colors.amber } = {}) {
  let b = svgPath('M-50 0 L-24 -150 L24 -150 L50 0 Z', c);
  for (let i = 1; i < 10; i++) b += line(-50 + i * 2.6, -i * 15, 50 - i * 2.6, -i * 15, '#000', 1.5, ' opacity=".12"');
  b += rect(-56, -6, 112, 12, '#cfdbe6', 4) + rect(-10, -176, 20, 30, '#cfdbe6', 4);
  b += svgPath('M-34 -20 L-14 -140', 'none', ' stroke="#fff" stroke-opacity=".35" stroke-width="8" stroke-linecap="round"');
  return group(b, x, y, s);
}

/** Work surface: bench top seen at a low angle. */
export function bench(w, y, h = 60) {
  return rect(0, y, w, h, 'url(#wood)') + rect(0, y, w, 8, colors.steel, 0, ' opacity=".5"') + rect(0, y + h, w, 26, '#0a1f3a');
}

/** Industrial sewing machine. Origin = needle tip (on the work). */
export function sewingMachine({ x = 0, y = 0, s = 1, part = 'back' } = {}) {
  let b = '';
  if (part === 'front') {
    b += rect(-4, -104, 8, 100, 'url(#metal)');
    b += svgPath('M-4 -8 L0 4 L4 -8 Z', '#cfdbe6');
    b += svgPath('M26 -170 L26 -22 L76 -14 L76 -2 L16 -2', 'none', ' stroke="url(#metalV)" stroke-width="10" stroke-linejoin="round"');
    b += svgPath('M0 -60 Q50 -170 10 -270 Q-10 -330 30 -390', 'none', ` stroke="${colors.amberL}" stroke-width="2.5"`);
    return group(b, x, y, s);
  }
  b += rect(360, -330, 120, 330, 'url(#bodyL)', 22);
  b += rect(-110, -380, 590, 110, 'url(#bodyL)', 36);
  b += rect(-90, -370, 540, 22, '#fff', 11, ' opacity=".5"');
  b += rect(-60, -300, 440, 14, colors.amber, 7);
  b += circle(500, -320, 70, 'url(#metal)') + circle(500, -320, 44, colors.steelD) + circle(500, -320, 16, 'url(#metal)');
  b += rect(-70, -280, 100, 110, 'url(#bodyL)', 16);
  b += rect(-12, -180, 24, 80, 'url(#metalV)', 4);
  return group(b, x, y, s);
}

export function blueprint({ w = 900, h = 600 } = {}) {
  let b = rect(0, 0, w, h, 'url(#blueprint)', 6) + rect(0, 0, w, h, 'url(#gridS)') + rect(0, 0, w, h, 'url(#grid)');
  b += rect(16, 16, w - 32, h - 32, 'none', 2, ` stroke="${colors.off}" stroke-opacity=".6" stroke-width="3"`);
  const st = ` fill="none" stroke="${colors.off}" stroke-opacity=".85" stroke-width="3"`;
  const th = ` fill="none" stroke="${colors.off}" stroke-opacity=".55" stroke-width="1.5"`;
  // buckle drawing: plan + side elevation with dimension lines
  b += `<rect x="120" y="140" width="180" height="300" rx="44"${st}/><rect x="160" y="190" width="100" height="90" rx="14"${st}/><rect x="150" y="122" width="120" height="20" rx="8"${st}/>`;
  b += `<path d="M100 140 L100 440 M92 140 L108 140 M92 440 L108 440"${th}/><path d="M120 480 L300 480 M120 472 L120 488 M300 472 L300 488"${th}/>`;
  b += `<circle cx="210" cy="370" r="30"${st}/><path d="M170 370 L250 370 M210 330 L210 410"${th} stroke-dasharray="8 5"/>`;
  b += `<path d="M420 260 L700 260 Q760 260 760 300 L760 340 Q760 380 700 380 L420 380 Z"${st}/><path d="M400 320 L800 320"${th} stroke-dasharray="14 6 3 6"/>`;
  b += `<path d="M420 420 L760 420 M420 412 L420 428 M760 412 L760 428"${th}/><circle cx="560" cy="170" r="50"${st}/><circle cx="560" cy="170" r="20"${st}/>`;
  b += rect(w - 250, h - 110, 220, 80, 'none', 0, ` stroke="${colors.off}" stroke-opacity=".6" stroke-width="2"`) + line(w - 250, h - 70, w - 30, h - 70, colors.off, 2, ' stroke-opacity=".6"') + line(w - 140, h - 110, w - 140, h - 70, colors.off, 2, ' stroke-opacity=".6"');
  return b;
}

export function partsTray(w, h, cols, rows) {
  let b = rect(0, 0, w, h, '#0d2442', 26) + rect(8, 8, w - 16, h - 16, '#143257', 20);
  const cw = (w - 40) / cols;
  const ch = (h - 40) / rows;
  for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) b += rect(20 + i * cw + 6, 20 + j * ch + 6, cw - 12, ch - 12, '#0a1f3a', 14) + rect(20 + i * cw + 10, 20 + j * ch + 10, cw - 20, 10, '#fff', 5, ' opacity=".05"');
  return b;
}
