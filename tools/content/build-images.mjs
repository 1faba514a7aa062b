#!/usr/bin/env node
/**
 * Generates the site's original imagery (flat vector illustrations composed as SVG and
 * rasterised with sharp/librsvg). Deterministic: no randomness, no timestamps.
 *
 *   node tools/content/build-images.mjs            # build everything
 *   node tools/content/build-images.mjs taxis      # only outputs whose name contains "taxis"
 *
 * Outputs:
 *   data/images/{sectors,services}/*.jpg  1600x900
 *   data/images/types/*.jpg               1200x900
 *   data/images/hero/slide-{1,2,3}.jpg    1920x1080 (left ~55% kept calm/dark for text)
 *   data/images/memberships/*.png         360x360 transparent badges
 *   static/logo.svg, static/icon.png (512), static/og-image.png (1200x630)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/* ------------------------------------------------------------------ palette */
const C = {
  navy: '#0b2545',
  deep: '#13315c',
  steel: '#8da9c4',
  off: '#eef4ed',
  amber: '#f4a259',
  amberD: '#c9773a',
  amberL: '#fbc48e',
  ink: '#061629',
  mid: '#1f4a78',
  slate: '#2c5282',
  light: '#c6d6e5',
  steelD: '#5f7e9e',
  tyre: '#0d1624',
};

const BELTS = {
  amber: { base: C.amber, dark: C.amberD, light: C.amberL },
  steel: { base: C.steel, dark: '#4f6d8d', light: C.light },
  off: { base: '#dfe8e2', dark: '#a9b8b6', light: '#ffffff' },
  navy: { base: '#274b78', dark: '#143157', light: '#5c80aa' },
  coral: { base: '#e07a5f', dark: '#b0583f', light: '#f2a58f' },
};

/* ------------------------------------------------------------------ tiny utils */
const f = (n) => Math.round(n * 100) / 100;
const T = (x, y, s = 1, r = 0) =>
  `translate(${f(x)} ${f(y)})${r ? ` rotate(${f(r)})` : ''}${s !== 1 ? ` scale(${f(s)})` : ''}`;
const g = (content, x = 0, y = 0, s = 1, r = 0, extra = '') =>
  `<g transform="${T(x, y, s, r)}"${extra}>${content}</g>`;
const rect = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ''} fill="${fill}"${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`;
const pth = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (x1, y1, x2, y2, stroke, w = 2, extra = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${w}"${extra}/>`;
const range = (n) => Array.from({ length: n }, (_, i) => i);

/** Small deterministic PRNG (mulberry32) for scattered decoration. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/* ------------------------------------------------------------------ shared defs */
function defs() {
  return `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#123560"/><stop offset=".55" stop-color="${C.navy}"/><stop offset="1" stop-color="#071b34"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a3d69"/><stop offset="1" stop-color="#0a213f"/></linearGradient>
  <radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${C.steel}" stop-opacity=".42"/><stop offset=".55" stop-color="${C.steel}" stop-opacity=".12"/><stop offset="1" stop-color="${C.steel}" stop-opacity="0"/></radialGradient>
  <radialGradient id="glowA" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${C.amber}" stop-opacity=".55"/><stop offset="1" stop-color="${C.amber}" stop-opacity="0"/></radialGradient>
  <radialGradient id="vig" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#020a14" stop-opacity=".55"/></radialGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f7fa"/><stop offset=".45" stop-color="#bccfe0"/><stop offset="1" stop-color="#7893ae"/></linearGradient>
  <linearGradient id="metalV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9f0f6"/><stop offset=".5" stop-color="#a9bfd4"/><stop offset="1" stop-color="#6c88a4"/></linearGradient>
  <linearGradient id="plastic" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#33557f"/><stop offset=".5" stop-color="#1a3a63"/><stop offset="1" stop-color="#0c2241"/></linearGradient>
  <linearGradient id="fabric" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2d5a8c"/><stop offset="1" stop-color="#183b64"/></linearGradient>
  <linearGradient id="fabricL" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b6ca1"/><stop offset="1" stop-color="#22497a"/></linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b7cde2"/><stop offset=".6" stop-color="#7a9cc0"/><stop offset="1" stop-color="#5577a0"/></linearGradient>
  <linearGradient id="glassD" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5c7fa6"/><stop offset="1" stop-color="#27496f"/></linearGradient>
  <linearGradient id="bodyL" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7faf6"/><stop offset=".7" stop-color="#dbe5ec"/><stop offset="1" stop-color="#b8c8d8"/></linearGradient>
  <linearGradient id="bodyA" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f9bd7f"/><stop offset=".7" stop-color="${C.amber}"/><stop offset="1" stop-color="#d9853f"/></linearGradient>
  <linearGradient id="bodyS" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b3c8dc"/><stop offset=".7" stop-color="${C.steel}"/><stop offset="1" stop-color="#6d8aa8"/></linearGradient>
  <linearGradient id="bodyK" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a4a63"/><stop offset=".35" stop-color="#1b2536"/><stop offset="1" stop-color="#0f1723"/></linearGradient>
  <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a5283"/><stop offset="1" stop-color="#173a63"/></linearGradient>
  <linearGradient id="paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6f9f5"/><stop offset="1" stop-color="#d7e2ea"/></linearGradient>
  <linearGradient id="blueprint" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#24568f"/><stop offset="1" stop-color="#173d6b"/></linearGradient>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4f78a6"/><stop offset=".65" stop-color="#8da9c4"/><stop offset="1" stop-color="#f4a259"/></linearGradient>
  <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f4f80"/><stop offset="1" stop-color="#0a2140"/></linearGradient>
  <linearGradient id="fadeL" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#06172d" stop-opacity=".95"/><stop offset=".45" stop-color="#081d38" stop-opacity=".85"/><stop offset=".62" stop-color="#0b2545" stop-opacity="0"/></linearGradient>
  <pattern id="weave" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="6" height="3" fill="#000" opacity=".5"/></pattern>
  <pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="1.6" fill="${C.steel}" opacity=".16"/></pattern>
  <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#cfe0f1" stroke-opacity=".22" stroke-width="1.5"/></pattern>
  <pattern id="gridS" width="10" height="10" patternUnits="userSpaceOnUse"><path d="M10 0H0V10" fill="none" stroke="#cfe0f1" stroke-opacity=".09" stroke-width="1"/></pattern>
  <filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="10"/><feOffset dy="12"/><feComponentTransfer><feFuncA type="linear" slope=".45"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  <filter id="shS" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="4"/><feOffset dy="5"/><feComponentTransfer><feFuncA type="linear" slope=".45"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
  <filter id="blurS" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="5"/></filter>
</defs>`;
}

/* ------------------------------------------------------------------ backdrop */
/**
 * Standard backdrop: navy gradient, dot grid, glow behind the subject, accent rings, floor.
 * opts: gx, gy (glow centre), gr (glow radius), floor (y of the floor line or null), ring (bool)
 */
function backdrop(w, h, { gx = w / 2, gy = h * 0.48, gr = h * 0.62, floor = h * 0.8, ring = true, dots = true } = {}) {
  let s = rect(0, 0, w, h, 'url(#bg)');
  if (dots) s += rect(0, 0, w, h, 'url(#dots)');
  s += `<ellipse cx="${f(gx)}" cy="${f(gy)}" rx="${f(gr * 1.35)}" ry="${f(gr)}" fill="url(#glow)"/>`;
  if (ring) {
    s += `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(gr * 0.78)}" fill="none" stroke="${C.steel}" stroke-opacity=".13" stroke-width="2"/>`;
    s += `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(gr * 0.9)}" fill="none" stroke="${C.amber}" stroke-opacity=".55" stroke-width="4" stroke-linecap="round" stroke-dasharray="${f(gr * 0.9 * 0.9)} ${f(gr * 0.9 * 6)}" transform="rotate(-150 ${f(gx)} ${f(gy)})"/>`;
  }
  if (floor != null) {
    s += rect(0, floor, w, h - floor, 'url(#floor)');
    s += line(0, floor, w, floor, C.steel, 2, ' stroke-opacity=".35"');
    s += line(0, floor + 6, w, floor + 6, C.amber, 1.5, ' stroke-opacity=".25"');
  }
  return s;
}

const vignette = (w, h) => rect(0, 0, w, h, 'url(#vig)');
const groundShadow = (cx, cy, rx, ry = 18, o = 0.6) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#020a16" opacity="${o}" filter="url(#blur)"/>`;

function svgDoc(w, h, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs()}${body}</svg>`;
}

/* ------------------------------------------------------------------ belt webbing */
/**
 * Seat belt webbing along an SVG path: dark edge, face colour, stitched edge lines and a woven
 * texture. w = webbing width in px.
 */
function belt(d, { w = 26, c = 'amber', stitch = true, weave = true } = {}) {
  const col = BELTS[c] ?? BELTS.amber;
  const a = ` fill="none" stroke-linejoin="round" d="${d}"`;
  let s = `<path${a} stroke="${col.dark}" stroke-width="${w}"/>`;
  s += `<path${a} stroke="${col.base}" stroke-width="${f(w - Math.max(2, w * 0.14))}"/>`;
  if (stitch && w >= 16) {
    s += `<path${a} stroke="${col.light}" stroke-width="${f(w * 0.66)}" stroke-dasharray="${f(w * 0.28)} ${f(w * 0.18)}"/>`;
    s += `<path${a} stroke="${col.base}" stroke-width="${f(w * 0.58)}"/>`;
  }
  if (weave && w >= 12) s += `<path${a} stroke="url(#weave)" stroke-width="${f(w * 0.86)}" opacity=".12"/>`;
  return `<g>${s}</g>`;
}

/** Straight webbing strip as a rotated rect with box-X stitching at one or both ends. */
function strap(x1, y1, x2, y2, { w = 40, c = 'amber', box = 'both' } = {}) {
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ang = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  const col = BELTS[c] ?? BELTS.amber;
  let s = rect(0, -w / 2, len, w, col.dark, 2);
  s += rect(0, -w / 2 + w * 0.07, len, w * 0.86, col.base);
  s += line(0, -w * 0.3, len, -w * 0.3, col.light, Math.max(1, w * 0.035), ` stroke-dasharray="${f(w * 0.25)} ${f(w * 0.16)}" opacity=".9"`);
  s += line(0, w * 0.3, len, w * 0.3, col.light, Math.max(1, w * 0.035), ` stroke-dasharray="${f(w * 0.25)} ${f(w * 0.16)}" opacity=".9"`);
  s += rect(0, -w * 0.43, len, w * 0.86, 'url(#weave)', 0, ' opacity=".12"');
  if (box === 'both' || box === 'start') s += boxStitch(w * 0.35, -w * 0.3, w * 1.1, w * 0.6, col.light);
  if (box === 'both' || box === 'end') s += boxStitch(len - w * 1.45, -w * 0.3, w * 1.1, w * 0.6, col.light);
  return g(s, x1, y1, 1, ang);
}

function boxStitch(x, y, w, h, col = C.amberL, sw = 2) {
  const a = ` fill="none" stroke="${col}" stroke-width="${sw}" stroke-dasharray="${f(sw * 2.5)} ${f(sw * 1.5)}"`;
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${a}/><path d="M${f(x)} ${f(y)}L${f(x + w)} ${f(y + h)}M${f(x + w)} ${f(y)}L${f(x)} ${f(y + h)}"${a}/>`;
}

/* ------------------------------------------------------------------ hardware */
/** Seat belt buckle (receiver). Local origin = centre; the slot is at the top (y = -h/2). */
function buckle({ s = 1, r = 0, x = 0, y = 0, button = C.amber, w = 64, h = 104 } = {}) {
  let b = '';
  b += rect(-w / 2, -h / 2, w, h, 'url(#plastic)', w * 0.24);
  b += rect(-w / 2 + 4, -h / 2 + 4, w - 8, h * 0.3, '#ffffff', w * 0.2, ' opacity=".08"');
  b += rect(-w * 0.36, -h / 2 - 2, w * 0.72, 9, C.ink, 4);
  b += rect(-w * 0.31, -h * 0.3, w * 0.62, h * 0.3, button, 7);
  b += rect(-w * 0.31, -h * 0.3, w * 0.62, h * 0.1, '#ffffff', 6, ' opacity=".25"');
  b += line(-w * 0.26, h * 0.12, w * 0.26, h * 0.12, '#ffffff', 2, ' opacity=".12"');
  b += line(-w * 0.26, h * 0.2, w * 0.26, h * 0.2, '#ffffff', 2, ' opacity=".12"');
  b += rect(-w * 0.22, h / 2 - 6, w * 0.44, 16, 'url(#metalV)', 4);
  return g(b, x, y, s, r);
}

/** Metal tongue plate with plastic grip. Origin = grip centre; the blade points up (-y). */
function tongue({ s = 1, r = 0, x = 0, y = 0, w = 56 } = {}) {
  let b = '';
  b += pth(`M${-w * 0.32} -10 L${-w * 0.32} -70 Q${-w * 0.32} -86 -8 -88 L8 -88 Q${w * 0.32} -86 ${w * 0.32} -70 L${w * 0.32} -10 Z`, 'url(#metal)');
  b += rect(-w * 0.12, -72, w * 0.24, 18, C.navy, 4, ' opacity=".7"');
  b += rect(-w / 2, -18, w, 44, 'url(#plastic)', 12);
  b += rect(-w * 0.36, 2, w * 0.72, 8, C.ink, 4);
  b += rect(-w / 2 + 4, -14, w - 8, 10, '#fff', 5, ' opacity=".1"');
  return g(b, x, y, s, r);
}

/** Aviation lift-lever buckle. Origin = centre. */
function liftBuckle({ s = 1, x = 0, y = 0, r = 0 } = {}) {
  let b = '';
  b += rect(-58, -30, 116, 60, 'url(#metal)', 10);
  b += rect(-44, -22, 88, 44, 'url(#metalV)', 8, ` stroke="#6c88a4" stroke-width="2"`);
  b += rect(-30, -6, 60, 12, '#6c88a4', 6, ' opacity=".6"');
  b += rect(-52, -27, 104, 8, '#fff', 4, ' opacity=".35"');
  return g(b, x, y, s, r);
}

/** Retractor: housing with spool. Origin = spool centre. */
function retractor({ s = 1, x = 0, y = 0, r = 0, open = false } = {}) {
  let b = '';
  b += rect(-70, -90, 140, 180, 'url(#plastic)', 18);
  b += rect(-62, -82, 124, 40, '#fff', 12, ' opacity=".06"');
  b += circle(0, 0, 52, open ? C.ink : '#0e2647');
  b += circle(0, 0, 46, open ? C.amberD : '#1c3e68');
  if (open) {
    b += range(5).map((i) => `<circle r="${40 - i * 6}" fill="none" stroke="${i % 2 ? C.amber : C.amberL}" stroke-width="3"/>`).join('');
    b += circle(0, 0, 12, 'url(#metal)');
  } else {
    b += circle(0, 0, 24, 'url(#metal)');
    b += circle(0, 0, 8, C.steelD);
  }
  b += rect(-80, 70, 160, 26, 'url(#metalV)', 6);
  b += circle(-50, 83, 7, C.steelD);
  b += circle(50, 83, 7, C.steelD);
  return g(b, x, y, s, r);
}

/** Anchor plate with bolt hole. Origin = hole centre. */
function anchorPlate({ s = 1, x = 0, y = 0, r = 0 } = {}) {
  let b = pth('M-26 -18 Q-26 -34 -10 -34 L10 -34 Q26 -34 26 -18 L26 60 L-26 60 Z', 'url(#metal)');
  b += rect(-16, 26, 32, 14, C.navy, 4, ' opacity=".7"');
  b += circle(0, -12, 12, C.steelD);
  b += circle(0, -12, 6, C.ink);
  return g(b, x, y, s, r);
}

/** Bolt, side view, origin = head centre, shank pointing +x. */
function bolt({ s = 1, x = 0, y = 0, r = 0, len = 90 } = {}) {
  let b = rect(0, -9, len, 18, 'url(#metalV)', 3);
  b += range(Math.floor(len / 9)).map((i) => line(14 + i * 9, -9, 19 + i * 9, 9, C.steelD, 2)).join('');
  b += rect(-22, -20, 24, 40, 'url(#metal)', 4);
  b += rect(-22, -20, 24, 8, '#fff', 3, ' opacity=".3"');
  return g(b, x, y, s, r);
}

/** D-ring / pillar loop. Origin = slot centre. */
function dRing({ s = 1, x = 0, y = 0, r = 0 } = {}) {
  let b = pth('M-44 -40 Q-44 -70 -14 -70 L14 -70 Q44 -70 44 -40 L44 26 Q44 40 30 40 L-30 40 Q-44 40 -44 26 Z', 'url(#plastic)');
  b += rect(-30, 4, 60, 14, C.ink, 6);
  b += circle(0, -36, 14, 'url(#metal)');
  b += circle(0, -36, 6, C.steelD);
  return g(b, x, y, s, r);
}

/** Cam-lock harness buckle (round turn buckle). Origin = centre. */
function camLock({ s = 1, x = 0, y = 0, r = 0 } = {}) {
  let b = circle(0, 0, 62, 'url(#metal)');
  b += circle(0, 0, 50, 'url(#metalV)', ` stroke="#6c88a4" stroke-width="3"`);
  b += circle(0, 0, 34, C.amber);
  b += circle(0, 0, 34, 'none', ` stroke="${C.amberD}" stroke-width="4"`);
  b += rect(-6, -28, 12, 56, C.amberD, 5);
  b += pth('M-42 -30 A52 52 0 0 1 -10 -50', 'none', ' stroke="#fff" stroke-width="5" opacity=".55" stroke-linecap="round"');
  return g(b, x, y, s, r);
}

/** Adjuster slide (tri-glide) for harness straps. Origin = centre. */
function slider({ s = 1, x = 0, y = 0, r = 0, w = 56 } = {}) {
  let b = rect(-w / 2, -14, w, 28, 'url(#metal)', 6);
  b += rect(-w / 2 + 6, -6, w - 12, 12, C.steelD, 3, ' opacity=".8"');
  return g(b, x, y, s, r);
}

/** Snap hook (for tie-downs and tethers). Origin = eye centre, hook opens towards +y. */
function snapHook({ s = 1, x = 0, y = 0, r = 0 } = {}) {
  let b = pth('M-16 -8 L16 -8 L16 10 L-16 10 Z', 'url(#metal)');
  b += pth('M-12 10 L-12 64 Q-12 90 12 90 Q34 90 34 66 L34 44', 'none', ' stroke="url(#metalV)" stroke-width="12" stroke-linecap="round"');
  b += line(-6, 24, 26, 48, '#a9bfd4', 6, ' stroke-linecap="round"');
  return g(b, x, y, s, r);
}

/* ------------------------------------------------------------------ vehicle parts */
/** Wheel, origin = hub. */
function wheel(cx, cy, r, { rim = 'url(#metal)', spokes = 5 } = {}) {
  let s = circle(cx, cy, r, C.tyre);
  s += circle(cx, cy, r * 0.92, 'none', ` stroke="#22314a" stroke-width="${f(r * 0.05)}"`);
  s += circle(cx, cy, r * 0.6, rim);
  s += circle(cx, cy, r * 0.5, '#56708d');
  s += range(spokes)
    .map((i) => {
      const a = (i / spokes) * Math.PI * 2 - Math.PI / 2;
      return line(cx, cy, cx + Math.cos(a) * r * 0.5, cy + Math.sin(a) * r * 0.5, '#a9bfd4', f(r * 0.12), ' stroke-linecap="round"');
    })
    .join('');
  s += circle(cx, cy, r * 0.2, 'url(#metal)');
  s += circle(cx, cy, r * 0.07, C.steelD);
  return s;
}

/** Dark wheel arch behind a wheel (body bottom at `by`, wheel centre cx,cy, radius r). */
const arch = (cx, cy, r, by) =>
  pth(`M${f(cx - r)} ${f(by)} L${f(cx - r)} ${f(cy)} A${f(r)} ${f(r)} 0 0 1 ${f(cx + r)} ${f(cy)} L${f(cx + r)} ${f(by)} Z`, C.ink);

/** Seat silhouette seen from behind / through a side window: backrest + headrest + diagonal belt. */
function seatBack(x, y, w, h, { beltC = 'amber', headrest = true, fill = 'url(#fabric)' } = {}) {
  let s = '';
  if (headrest) s += rect(x + w * 0.2, y - h * 0.22, w * 0.6, h * 0.26, fill, w * 0.14);
  s += rect(x, y, w, h, fill, w * 0.18);
  s += rect(x + 3, y + 3, w - 6, h * 0.25, '#fff', w * 0.15, ' opacity=".07"');
  const bw = Math.max(6, w * 0.16);
  s += belt(`M${f(x + w * 0.95)} ${f(y + 2)} L${f(x + w * 0.08)} ${f(y + h * 0.95)}`, { w: bw, c: beltC, stitch: false, weave: false });
  return s;
}

/** Side-profile seat (facing +x). Origin = rear bottom of cushion. */
function seatSide({ x = 0, y = 0, s = 1, fill = 'url(#fabric)', fillL = 'url(#fabricL)', headrest = true } = {}) {
  let b = '';
  b += pth('M0 0 Q-14 0 -14 -20 L-40 -250 Q-42 -272 -20 -276 L8 -278 Q26 -278 28 -258 L44 -40 Z', fill);
  if (headrest) {
    b += rect(-52, -345, 66, 58, fillL, 20, ' transform="rotate(-7 -20 -320)"');
    b += rect(-30, -296, 8, 26, C.steelD, 2, ' transform="rotate(-7 -26 -290)"');
  }
  b += pth('M-10 -20 Q-10 -62 30 -64 L190 -72 Q222 -72 222 -44 Q222 -16 196 -10 L10 0 Q-10 0 -10 -20 Z', fillL);
  b += pth('M-28 -240 Q-24 -262 0 -264', 'none', ' stroke="#fff" stroke-opacity=".18" stroke-width="6" stroke-linecap="round"');
  b += pth('M20 -58 L186 -66', 'none', ' stroke="#fff" stroke-opacity=".15" stroke-width="6" stroke-linecap="round"');
  return g(b, x, y, s);
}

/** Front-view seat. Origin = centre of cushion front edge. type: car|bucket|aircraft|child */
function seatFront({ x = 0, y = 0, s = 1, type = 'car', fill = 'url(#fabric)', fillL = 'url(#fabricL)' } = {}) {
  let b = '';
  if (type === 'aircraft') {
    b += rect(-85, -330, 170, 300, fill, 26);
    b += rect(-64, -320, 128, 70, C.off, 14);
    b += rect(-64, -262, 128, 10, '#cfdbe6', 4);
    b += rect(-95, -70, 190, 80, fillL, 22);
    b += rect(-108, -140, 22, 120, 'url(#metalV)', 8);
    b += rect(86, -140, 22, 120, 'url(#metalV)', 8);
    b += rect(-110, -150, 26, 14, C.steelD, 6);
    b += rect(84, -150, 26, 14, C.steelD, 6);
    b += rect(-60, 10, 14, 90, 'url(#metalV)');
    b += rect(46, 10, 14, 90, 'url(#metalV)');
    b += rect(-80, 96, 160, 12, C.steelD, 4);
    return g(b, x, y, s);
  }
  if (type === 'bucket') {
    b += pth('M-120 -40 L-130 -330 Q-132 -380 -80 -392 L80 -392 Q132 -380 130 -330 L120 -40 Q110 10 60 14 L-60 14 Q-110 10 -120 -40 Z', 'url(#plastic)');
    b += pth('M-86 -60 L-92 -300 Q-92 -340 -56 -346 L56 -346 Q92 -340 92 -300 L86 -60 Q82 -20 50 -18 L-50 -18 Q-82 -20 -86 -60 Z', fill);
    b += rect(-34, -368, 68, 30, C.ink, 12);
    b += rect(-40, -306, 20, 50, C.ink, 8);
    b += rect(20, -306, 20, 50, C.ink, 8);
    b += pth('M-120 -60 Q-170 -50 -150 20 L-60 20 Z', '#0e2441');
    b += pth('M120 -60 Q170 -50 150 20 L60 20 Z', '#0e2441');
    b += pth('M-100 -310 Q-98 -356 -60 -360', 'none', ' stroke="#fff" stroke-opacity=".18" stroke-width="8" stroke-linecap="round"');
    return g(b, x, y, s);
  }
  if (type === 'child') {
    b += pth('M-120 10 L-130 -300 Q-130 -380 -60 -386 L60 -386 Q130 -380 130 -300 L120 10 Z', 'url(#plastic)');
    b += pth('M-90 -10 L-96 -290 Q-96 -350 -50 -352 L50 -352 Q96 -350 96 -290 L90 -10 Z', fill);
    b += pth('M-130 -330 Q-170 -300 -160 -200 L-130 -190 Z', '#0e2441');
    b += pth('M130 -330 Q170 -300 160 -200 L130 -190 Z', '#0e2441');
    b += rect(-140, -20, 280, 60, 'url(#plastic)', 24);
    return g(b, x, y, s);
  }
  // car seat
  b += rect(-60, -440, 120, 84, fillL, 32);
  b += rect(-34, -362, 12, 30, 'url(#metalV)');
  b += rect(22, -362, 12, 30, 'url(#metalV)');
  b += pth('M-120 -40 L-128 -300 Q-130 -344 -90 -346 L90 -346 Q130 -344 128 -300 L120 -40 Z', fill);
  b += pth('M-84 -60 L-88 -300 Q-88 -326 -62 -326 L62 -326 Q88 -326 88 -300 L84 -60 Z', fillL, ' opacity=".55"');
  b += rect(-140, -70, 280, 90, fillL, 30);
  b += rect(-130, -64, 260, 20, '#fff', 10, ' opacity=".08"');
  b += pth('M-112 -296 Q-110 -330 -80 -334', 'none', ' stroke="#fff" stroke-opacity=".2" stroke-width="8" stroke-linecap="round"');
  return g(b, x, y, s);
}


let clipN = 0;
/** Wrap content in a clip path (shape = SVG element string). */
function clip(shape, content) {
  const id = `c${++clipN}`;
  return `<clipPath id="${id}">${shape}</clipPath><g clip-path="url(#${id})">${content}</g>`;
}

/** Glazed window with seat backs visible through it. */
function seatWindow(x, y, w, h, { rx = 10, seats = 1, beltC = 'amber', seatW = 0.42, glass = 'url(#glass)' } = {}) {
  const shape = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${rx}"/>`;
  let inner = rect(x, y, w, h, glass);
  for (let i = 0; i < seats; i++) {
    const sw = w * seatW;
    const sx = x + (w / seats) * (i + 0.5) - sw / 2;
    inner += seatBack(sx, y + h * 0.42, sw, h * 0.75, { beltC });
  }
  inner += pth(`M${f(x)} ${f(y)} L${f(x + w * 0.35)} ${f(y)} L${f(x)} ${f(y + h * 0.6)} Z`, '#fff', ' opacity=".12"');
  return clip(shape, inner) + `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${rx}" fill="none" stroke="${C.ink}" stroke-width="4"/>`;
}

/* ================================================================== SECTORS (1600x900) */
const SW = 1600;
const SH = 900;

function sceneAviation() {
  const floor = 770;
  let s = backdrop(SW, SH, { floor, gy: 420 });
  // fuselage wall with a run of cabin windows
  s += pth(`M0 70 Q800 -10 1600 70 L1600 330 Q800 270 0 330 Z`, '#16385f', ' opacity=".9"');
  s += pth(`M0 330 Q800 270 1600 330`, 'none', ` stroke="${C.steel}" stroke-opacity=".3" stroke-width="3"`);
  for (let i = 0; i < 8; i++) {
    const x = 130 + i * 192;
    const y = 190 - Math.sin((x / 1600) * Math.PI) * 40;
    s += rect(x - 50, y - 80, 100, 160, '#0d2746', 46);
    s += clip(`<rect x="${x - 38}" y="${y - 66}" width="76" height="132" rx="36"/>`,
      rect(x - 38, y - 66, 76, 132, 'url(#sky)') + circle(x + 10, y + 26, 16, C.amberL, ' opacity=".9"') +
      pth(`M${x - 38} ${y + 40} Q${x} ${y + 30} ${x + 38} ${y + 44} L${x + 38} ${y + 70} L${x - 38} ${y + 70} Z`, '#eef4ed', ' opacity=".55"'));
    s += rect(x - 38, y - 66, 76, 132, 'none', 36, ` stroke="${C.light}" stroke-width="3" stroke-opacity=".5"`);
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
    s += g(seat + lap, x, 650, 1.1, 0, ' filter="url(#sh)"');
  }
  s += vignette(SW, SH);
  return s;
}

function coach() {
  const by = -44;
  let s = '';
  s += pth(`M24 ${by} L1076 ${by} Q1100 ${by} 1100 ${by - 24} L1100 -250 Q1096 -330 1030 -344 L40 -344 Q0 -344 0 -304 L0 ${by - 20} Q0 ${by} 24 ${by} Z`, 'url(#bodyL)');
  s += rect(60, -358, 300, 16, 'url(#metalV)', 6);
  s += rect(0, -178, 1100, 18, C.amber);
  s += rect(0, -156, 1100, 6, C.steel);
  s += rect(6, -306, 864, 120, C.ink, 10);
  for (let i = 0; i < 7; i++) s += seatWindow(14 + i * 122, -298, 114, 104, { rx: 8, beltC: 'amber', seatW: 0.5 });
  // door + windscreen
  s += rect(880, -306, 56, 250, C.ink, 6);
  s += rect(886, -298, 44, 110, 'url(#glass)', 4);
  s += rect(886, -180, 44, 116, 'url(#glass)', 4);
  s += pth('M950 -306 L1040 -306 Q1086 -300 1092 -250 L1094 -186 L950 -186 Z', C.ink);
  s += pth('M958 -298 L1036 -298 Q1078 -292 1084 -248 L1086 -194 L958 -194 Z', 'url(#glass)');
  s += pth('M1096 -300 L1118 -296 L1120 -250 L1104 -250', 'none', ` stroke="${C.ink}" stroke-width="6" stroke-linecap="round"`);
  // luggage bays
  for (let i = 0; i < 3; i++) s += rect(400 + i * 150, -140, 140, 82, 'none', 6, ` stroke="#a9bccd" stroke-width="3"`);
  s += rect(1084, -120, 16, 26, C.amberL, 4);
  s += rect(0, -130, 10, 46, '#e0784a', 3);
  s += rect(0, by - 14, 1100, 14, '#9fb3c7', 6);
  for (const x of [190, 320, 995]) s += arch(x, -54, 66, by);
  for (const x of [190, 320, 995]) s += wheel(x, -54, 54);
  return s;
}

function sceneCoach() {
  const floor = 740;
  let s = backdrop(SW, SH, { floor, gy: 480 });
  s += groundShadow(800, floor, 600, 20);
  s += g(coach(), 250, floor, 1, 0, ' filter="url(#sh)"');
  return s + vignette(SW, SH);
}

function hgv() {
  let s = '';
  // trailer
  s += rect(0, -420, 820, 300, 'url(#bodyL)', 8);
  for (let i = 1; i < 14; i++) s += line(i * 58.5, -414, i * 58.5, -126, '#b3c4d5', 3);
  s += rect(0, -250, 820, 30, C.amber);
  s += rect(0, -214, 820, 8, C.steel);
  s += rect(0, -124, 820, 22, C.ink, 4);
  s += rect(690, -102, 14, 70, 'url(#metalV)');
  s += rect(678, -36, 38, 8, C.steelD, 3);
  s += rect(60, -110, 350, 24, '#16263d', 6);
  for (const x of [120, 235, 350]) s += wheel(x, -50, 50);
  s += rect(-4, -120, 8, 40, '#e0784a', 2);
  // tractor unit
  s += rect(800, -150, 310, 46, C.ink, 8);
  s += rect(822, -480, 12, 330, 'url(#metalV)', 5);
  s += pth('M862 -428 L896 -472 L1040 -472 L1062 -428 Z', 'url(#bodyS)');
  s += pth('M846 -150 L846 -400 Q846 -428 874 -428 L1062 -428 Q1094 -424 1098 -390 L1108 -184 Q1108 -150 1080 -150 Z', 'url(#bodyA)');
  s += pth('M1086 -410 Q1096 -400 1098 -380 L1106 -250 L1090 -250 Z', 'url(#glass)');
  s += seatWindow(880, -400, 170, 110, { rx: 12, beltC: 'steel', seatW: 0.4 });
  s += rect(872, -270, 190, 118, 'none', 10, ` stroke="${C.amberD}" stroke-width="3"`);
  s += rect(1030, -250, 22, 8, C.amberD, 3);
  s += rect(920, -146, 80, 34, 'url(#metalV)', 8);
  s += rect(1080, -160, 34, 60, C.ink, 6);
  s += rect(1096, -200, 14, 26, C.amberL, 3);
  s += rect(870, -148, 36, 10, C.steelD, 2);
  s += rect(870, -126, 36, 10, C.steelD, 2);
  s += pth('M1100 -400 L1124 -396 L1126 -330 L1110 -330', 'none', ` stroke="${C.ink}" stroke-width="6" stroke-linecap="round"`);
  for (const x of [905, 1040]) s += arch(x, -56, 68, -104);
  for (const x of [905, 1040]) s += wheel(x, -56, 56);
  return s;
}

function sceneHgv() {
  const floor = 760;
  let s = backdrop(SW, SH, { floor, gy: 470, gx: 900 });
  s += groundShadow(800, floor, 620, 20);
  s += g(hgv(), 230, floor, 1, 0, ' filter="url(#sh)"');
  return s + vignette(SW, SH);
}

function ambulance() {
  let s = '';
  const body = 'M10 -60 L10 -400 Q10 -416 26 -416 L630 -416 Q646 -416 646 -400 L646 -330 L740 -330 Q756 -330 764 -316 L818 -224 L882 -212 Q906 -206 908 -180 L910 -90 Q910 -60 882 -60 Z';
  s += pth(body, 'url(#bodyL)');
  // battenburg checks
  let checks = '';
  for (let i = 0; i < 16; i++) {
    checks += rect(i * 58, -214, 58, 48, i % 2 ? C.amber : '#3f6ea3');
    checks += rect(i * 58, -166, 58, 48, i % 2 ? '#3f6ea3' : C.amber);
  }
  s += clip(`<path d="${body}"/>`, checks + rect(10, -226, 900, 10, C.amber));
  s += line(646, -330, 646, -60, '#b3c4d5', 3);
  // windows & door
  s += rect(40, -360, 150, 70, 'url(#glassD)', 10);
  s += rect(440, -380, 130, 300, 'none', 8, ` stroke="#a9bccd" stroke-width="3"`);
  s += rect(470, -360, 70, 110, 'url(#glassD)', 8);
  s += seatWindow(660, -316, 130, 86, { rx: 8, beltC: 'steel', seatW: 0.4 });
  s += pth('M790 -316 L820 -260 L800 -230 L790 -230 Z', 'url(#glass)', ' opacity=".8"');
  // lights
  s += `<ellipse cx="700" cy="-350" rx="80" ry="26" fill="#9cc8ff" opacity=".35" filter="url(#blurS)"/>`;
  s += rect(660, -352, 84, 20, '#cfe4ff', 8);
  s += rect(660, -352, 28, 20, '#6fa8f0', 6);
  s += rect(716, -352, 28, 20, '#6fa8f0', 6);
  for (const x of [22, 610]) s += rect(x, -430, 24, 16, '#6fa8f0', 5);
  s += rect(888, -190, 18, 28, C.off, 4);
  s += rect(896, -110, 16, 40, C.ink, 4);
  s += rect(10, -80, 16, 30, '#e0784a', 3);
  s += rect(10, -76, 900, 16, '#9fb3c7', 6);
  for (const x of [170, 780]) s += arch(x, -52, 64, -60);
  for (const x of [170, 780]) s += wheel(x, -52, 52);
  return s;
}

function sceneAmbulance() {
  const floor = 760;
  let s = backdrop(SW, SH, { floor, gy: 470 });
  s += groundShadow(800, floor, 520, 20);
  s += g(ambulance(), 345, floor, 1, 0, ' filter="url(#sh)"');
  return s + vignette(SW, SH);
}

function forklift() {
  let s = '';
  // mast & carriage
  s += rect(440, -580, 30, 560, '#2d4a6e', 4);
  s += rect(470, -540, 18, 520, 'url(#metalV)', 3);
  s += rect(452, -470, 8, 300, C.steel);
  s += rect(488, -300, 16, 270, '#2d4a6e', 3);
  s += pth('M496 -40 L720 -40 L720 -26 L496 -26 Z', 'url(#metalV)');
  // pallet and cartons
  s += rect(510, -70, 210, 12, '#5a7a9c', 2);
  for (const x of [512, 600, 690]) s += rect(x, -58, 28, 18, '#42618a', 2);
  s += rect(510, -86, 210, 16, '#6f8fb0', 2);
  const carton = (x, y, w, h) =>
    rect(x, y, w, h, 'url(#paper)', 4) + rect(x + w * 0.44, y, w * 0.12, h, C.amber, 0, ' opacity=".85"') + rect(x, y, w, 8, '#fff', 3, ' opacity=".5"');
  s += carton(516, -190, 98, 104) + carton(618, -190, 98, 104) + carton(560, -300, 110, 110);
  // body
  s += pth('M20 -60 L20 -220 Q20 -250 50 -250 L160 -250 L180 -200 L420 -200 Q440 -200 440 -180 L440 -60 Z', 'url(#bodyA)');
  s += rect(0, -250, 70, 190, '#1e3554', 12);
  s += rect(10, -236, 50, 12, '#fff', 6, ' opacity=".15"');
  // overhead guard
  s += line(170, -240, 190, -540, '#2d4a6e', 16, ' stroke-linecap="round"');
  s += line(420, -200, 420, -540, '#2d4a6e', 16, ' stroke-linecap="round"');
  s += rect(150, -556, 300, 22, '#2d4a6e', 6);
  for (let i = 0; i < 5; i++) s += rect(180 + i * 52, -552, 30, 14, '#3c6190', 3);
  s += `<ellipse cx="300" cy="-572" rx="22" ry="16" fill="${C.amber}"/>`;
  // seat with lap belt, steering
  s += seatSide({ x: 230, y: -200, s: 0.48 });
  s += belt('M228 -214 Q270 -270 330 -236', { w: 16, c: 'amber', stitch: false });
  s += buckle({ x: 300, y: -252, s: 0.3, r: 70 });
  s += line(370, -200, 350, -310, '#2d4a6e', 12, ' stroke-linecap="round"');
  s += `<ellipse cx="348" cy="-318" rx="44" ry="10" fill="none" stroke="${C.ink}" stroke-width="9" transform="rotate(-18 348 -318)"/>`;
  s += pth('M70 -60 L440 -60', 'none', ` stroke="${C.ink}" stroke-width="6"`);
  s += arch(110, -52, 64, -60) + arch(370, -62, 76, -60);
  s += wheel(110, -52, 52) + wheel(370, -62, 62);
  return s;
}

function sceneForklift() {
  const floor = 770;
  let s = backdrop(SW, SH, { floor, gy: 440 });
  // racking silhouettes behind
  for (const x of [80, 1280]) {
    let r = '';
    r += rect(0, 0, 14, 620, C.steel) + rect(226, 0, 14, 620, C.steel);
    for (let i = 0; i < 4; i++) r += rect(0, 40 + i * 160, 240, 10, C.amber, 0, ' opacity=".7"');
    for (let i = 0; i < 3; i++) r += rect(24, 70 + i * 160, 90, 110, C.steel, 4, ' opacity=".5"') + rect(124, 90 + i * 160, 90, 90, C.steel, 4, ' opacity=".4"');
    s += g(r, x, floor - 620, 1, 0, ' opacity=".22"');
  }
  s += groundShadow(800, floor, 420, 20);
  s += g(forklift(), 440, floor, 1.05, 0, ' filter="url(#sh)"');
  return s + vignette(SW, SH);
}

function kart() {
  let s = '';
  s += rect(0, -84, 44, 44, '#1e3554', 14);
  s += line(40, -40, 650, -40, 'url(#metalV)', 10, ' stroke-linecap="round"');
  s += rect(170, -46, 360, 12, C.ink, 4);
  // engine + exhaust (behind the seat)
  s += rect(110, -170, 110, 96, 'url(#metal)', 12);
  for (let i = 0; i < 5; i++) s += rect(120, -160 + i * 17, 90, 7, '#6c88a4', 3);
  s += pth('M120 -110 Q60 -112 40 -160', 'none', ` stroke="url(#metalV)" stroke-width="14" stroke-linecap="round"`);
  // reclined bucket seat with harness
  s += pth('M200 -44 L340 -50 Q362 -52 362 -72 L358 -90 L246 -96 L188 -244 Q178 -262 156 -258 L138 -252 Q124 -244 130 -226 L184 -56 Q188 -44 200 -44 Z', 'url(#plastic)');
  s += pth('M150 -236 L196 -100', 'none', ' stroke="#fff" stroke-opacity=".14" stroke-width="8" stroke-linecap="round"');
  s += belt('M170 -246 Q214 -150 292 -98', { w: 18, c: 'amber' });
  s += belt('M216 -92 L336 -88', { w: 16, c: 'amber', stitch: false });
  s += camLock({ x: 292, y: -92, s: 0.24 });
  // side pod, front panel, nose
  s += pth('M330 -36 L480 -36 L494 -70 Q466 -92 400 -92 L350 -88 Q326 -74 330 -36 Z', 'url(#bodyA)');
  s += pth('M448 -40 L470 -150 Q474 -164 488 -160 L500 -156 L490 -40 Z', 'url(#bodyS)');
  s += pth('M590 -36 L730 -36 Q754 -40 746 -66 L706 -98 Q672 -108 640 -102 L596 -90 Z', 'url(#bodyA)');
  s += pth('M606 -88 L690 -98', 'none', ' stroke="#fff" stroke-opacity=".35" stroke-width="5" stroke-linecap="round"');
  s += line(480, -80, 392, -168, '#2d4a6e', 12, ' stroke-linecap="round"');
  s += `<ellipse cx="388" cy="-174" rx="13" ry="50" fill="none" stroke="${C.ink}" stroke-width="12" transform="rotate(-35 388 -174)"/>`;
  s += wheel(100, -50, 50, { spokes: 6 }) + wheel(560, -42, 42, { spokes: 6 });
  return s;
}

function sceneKart() {
  const floor = 740;
  let s = backdrop(SW, SH, { floor, gy: 460 });
  // kerb stripes on the track edge
  for (let i = 0; i < 20; i++) s += pth(`M${i * 90 - 40} ${floor + 40} L${i * 90 + 50} ${floor + 40} L${i * 90 + 20} ${floor + 80} L${i * 90 - 70} ${floor + 80} Z`, i % 2 ? C.off : C.amber, ' opacity=".5"');
  s += groundShadow(800, floor, 440, 18);
  s += g(kart(), 370, floor, 1.33, 0, ' filter="url(#sh)"');
  return s + vignette(SW, SH);
}

function motorhome() {
  let s = '';
  const body = 'M10 -60 L10 -420 Q10 -446 36 -446 L880 -446 Q990 -444 994 -404 Q994 -360 944 -352 L900 -344 L952 -236 L1022 -220 Q1050 -214 1052 -186 L1055 -90 Q1055 -60 1028 -60 Z';
  s += pth(body, 'url(#bodyL)');
  s += rect(40, -462, 220, 18, 'url(#metalV)', 6);
  s += rect(620, -460, 90, 16, 'url(#metalV)', 6);
  s += clip(`<path d="${body}"/>`,
    pth('M0 -150 Q300 -120 520 -190 T1060 -210 L1060 -168 Q800 -170 520 -150 T0 -110 Z', C.amber) +
    pth('M0 -100 Q300 -80 520 -136 T1060 -150 L1060 -138 Q800 -140 520 -124 T0 -88 Z', C.steel));
  s += rect(10, -446, 930, 14, '#b3c4d5', 6);
  s += seatWindow(60, -350, 180, 100, { rx: 22, seats: 1, glass: 'url(#glassD)' });
  s += rect(300, -380, 90, 300, 'none', 10, ` stroke="#a9bccd" stroke-width="3"`);
  s += rect(318, -356, 54, 80, 'url(#glassD)', 12);
  s += rect(440, -350, 170, 100, 'url(#glassD)', 22);
  s += rect(660, -340, 110, 70, 'url(#glassD)', 18);
  s += seatWindow(830, -330, 84, 86, { rx: 8, beltC: 'steel', seatW: 0.5 });
  s += pth('M914 -336 L904 -336 L946 -244 L914 -244 Z', 'url(#glass)', ' opacity=".8"');
  s += pth('M920 -440 Q984 -436 986 -404', 'none', ' stroke="#fff" stroke-width="6" opacity=".6" stroke-linecap="round"');
  s += rect(1036, -196, 16, 26, C.off, 4);
  s += rect(1040, -110, 16, 44, C.ink, 4);
  s += rect(10, -140, 12, 50, '#e0784a', 3);
  s += rect(10, -76, 1045, 16, '#9fb3c7', 6);
  for (const x of [220, 880]) s += arch(x, -54, 66, -60);
  for (const x of [220, 880]) s += wheel(x, -54, 54);
  return s;
}

function sceneMotorhome() {
  const floor = 760;
  let s = backdrop(SW, SH, { floor, gy: 460 });
  // hills
  s += pth(`M0 ${floor} L0 560 Q260 430 560 560 Q820 460 1100 540 Q1360 420 1600 520 L1600 ${floor} Z`, '#16385f', ' opacity=".9"');
  s += pth(`M0 ${floor} L0 640 Q400 560 800 640 Q1200 580 1600 640 L1600 ${floor} Z`, '#12304f');
  s += groundShadow(800, floor, 560, 20);
  s += g(motorhome(), 270, floor, 1, 0, ' filter="url(#sh)"');
  return s + vignette(SW, SH);
}

function coasterCar() {
  let s = '';
  for (const r0 of [40, 230]) {
    s += pth(`M${r0} -110 L${r0 - 24} -280 Q${r0 - 26} -300 ${r0 - 6} -302 L${r0 + 34} -304 Q${r0 + 52} -304 ${r0 + 54} -286 L${r0 + 70} -110 Z`, 'url(#fabric)');
    s += rect(r0 - 40, -350, 76, 60, 'url(#fabricL)', 22);
    s += pth(`M${r0 - 10} -280 L${r0 + 6} -150`, 'none', ' stroke="#fff" stroke-opacity=".12" stroke-width="8" stroke-linecap="round"');
  }
  s += pth('M0 -8 L400 -8 Q476 -8 526 -52 Q566 -92 546 -126 L474 -116 L444 -136 L0 -136 Q-22 -136 -22 -114 L-22 -30 Q-22 -8 0 -8 Z', 'url(#bodyL)');
  s += pth('M-22 -66 L420 -66 L548 -100 L540 -82 L420 -44 L-22 -44 Z', C.amber);
  s += pth('M-10 -126 L440 -126', 'none', ' stroke="#fff" stroke-width="6" opacity=".7" stroke-linecap="round"');
  for (const r0 of [40, 230]) {
    const d = `M${r0 + 160} -136 L${r0 + 160} -190 Q${r0 + 160} -212 ${r0 + 138} -212 L${r0 + 84} -212`;
    s += `<path d="${d}" fill="none" stroke="${C.amberD}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += `<path d="${d}" fill="none" stroke="${C.amber}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += rect(r0 + 70, -236, 40, 48, C.ink, 14);
    s += circle(r0 + 160, -136, 12, 'url(#metal)');
  }
  for (const x of [60, 400]) s += circle(x, 8, 16, 'url(#metal)') + circle(x, 8, 6, C.steelD);
  return s;
}

function sceneCoaster() {
  let s = backdrop(SW, SH, { floor: 820, gy: 420, gx: 820 });
  // background structure: loop + hill
  const track = (d, o) =>
    `<path d="${d}" fill="none" stroke="${C.steel}" stroke-opacity="${o}" stroke-width="10"/><path d="${d}" fill="none" stroke="${C.steel}" stroke-opacity="${o * 0.7}" stroke-width="26" stroke-dasharray="4 22"/>`;
  s += track('M-50 520 Q200 100 420 380 Q560 560 760 520', 0.25);
  s += `<circle cx="1260" cy="330" r="200" fill="none" stroke="${C.steel}" stroke-opacity=".25" stroke-width="10"/><circle cx="1260" cy="330" r="222" fill="none" stroke="${C.steel}" stroke-opacity=".15" stroke-width="6"/>`;
  for (const [x, y] of [[120, 330], [300, 300], [1160, 520], [1360, 520], [1260, 540]]) s += line(x, y, x, 820, C.steel, 8, ' stroke-opacity=".15"');
  // main track
  const ty = 610;
  s += rect(0, ty + 14, SW, 14, 'url(#metalV)', 7);
  s += rect(0, ty + 54, SW, 22, '#2d4a6e', 11);
  for (let i = 0; i < 17; i++) s += pth(`M${i * 100} ${ty + 28} L${i * 100 + 50} ${ty + 56} L${i * 100 + 100} ${ty + 28}`, 'none', ` stroke="${C.steelD}" stroke-width="6"`);
  for (const x of [180, 780, 1380]) s += pth(`M${x} ${ty + 76} L${x - 60} 900 M${x} ${ty + 76} L${x + 60} 900`, 'none', ` stroke="#2d4a6e" stroke-width="16"`);
  s += g(coasterCar(), 250, ty + 2, 1.15, 0, ' filter="url(#sh)"');
  s += g(coasterCar(), 900, ty + 2, 1.15, 0, ' filter="url(#sh)"');
  return s + vignette(SW, SH);
}

function taxi() {
  let s = '';
  const body = 'M40 -40 L16 -40 Q0 -40 0 -60 L0 -168 Q2 -200 22 -214 L60 -226 Q70 -326 136 -342 L464 -348 Q494 -346 504 -328 L562 -232 Q572 -222 592 -220 L700 -212 Q744 -206 752 -176 L758 -110 Q760 -40 730 -40 Z';
  s += pth(body, 'url(#bodyK)');
  s += pth(body, 'none', ` stroke="${C.steel}" stroke-opacity=".45" stroke-width="3"`);
  s += pth('M40 -222 L700 -208', 'none', ` stroke="${C.light}" stroke-opacity=".35" stroke-width="4"`);
  s += pth('M150 -338 L460 -344', 'none', ` stroke="${C.light}" stroke-opacity=".3" stroke-width="5" stroke-linecap="round"`);
  // roof sign
  s += `<ellipse cx="340" cy="-368" rx="70" ry="26" fill="${C.amber}" opacity=".5" filter="url(#blurS)"/>`;
  s += rect(300, -378, 80, 28, C.amber, 8);
  s += rect(306, -374, 68, 8, '#fff', 4, ' opacity=".45"');
  // windows
  s += pth('M88 -236 Q98 -318 142 -328 L200 -330 L200 -236 Z', 'url(#glassD)');
  s += seatWindow(214, -332, 150, 96, { rx: 8, beltC: 'amber', seatW: 0.42, glass: 'url(#glassD)' });
  s += pth('M380 -334 L468 -336 Q484 -334 492 -322 L544 -240 L380 -240 Z', 'url(#glassD)');
  s += pth('M380 -334 L420 -335 L380 -280 Z', '#fff', ' opacity=".12"');
  // doors
  s += pth('M206 -340 L206 -70 M372 -340 L372 -70 M548 -236 L548 -70', 'none', ` stroke="${C.ink}" stroke-width="4"`);
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

function sceneTaxi() {
  const floor = 760;
  let s = backdrop(SW, SH, { floor, gy: 450, gr: 600 });
  // city skyline
  const r = rng(7);
  let sky = '';
  let x = -20;
  while (x < SW) {
    const bw = 70 + Math.floor(r() * 90);
    const bh = 120 + Math.floor(r() * 240);
    sky += rect(x, floor - bh, bw - 8, bh, '#16385f');
    for (let wy = floor - bh + 20; wy < floor - 30; wy += 34) for (let wx = x + 12; wx < x + bw - 26; wx += 24) if (r() > 0.72) sky += rect(wx, wy, 10, 14, C.amberL, 1, ' opacity=".35"');
    x += bw;
  }
  s += g(sky, 0, 0, 1, 0, ' opacity=".8"');
  s += groundShadow(800, floor, 420, 20);
  s += g(taxi(), 420, floor, 1.0, 0, ' filter="url(#sh)"');
  return s + vignette(SW, SH);
}

function wheelchair() {
  let s = '';
  // tie-down rail in the floor
  s += rect(-420, -6, 980, 10, '#2d4a6e', 4);
  for (let i = 0; i < 28; i++) s += circle(-400 + i * 35, -1, 4, C.ink);
  // rear wheel
  s += circle(0, -150, 150, C.tyre);
  s += circle(0, -150, 136, 'none', ` stroke="url(#metal)" stroke-width="8"`);
  s += range(12).map((i) => { const a = (i / 12) * Math.PI * 2; return line(0, -150, Math.cos(a) * 132, -150 + Math.sin(a) * 132, C.light, 3, ' opacity=".8"'); }).join('');
  s += circle(0, -150, 122, 'none', ` stroke="${C.steelD}" stroke-width="3"`);
  s += circle(0, -150, 22, 'url(#metal)');
  // frame
  const tube = (d) => `<path d="${d}" fill="none" stroke="url(#metalV)" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += tube('M-30 -150 L230 -150 L250 -262');
  s += tube('M-30 -266 L240 -266 L300 -78');
  s += tube('M-40 -266 L-64 -520 L-110 -526');
  s += tube('M236 -150 L250 -90');
  s += rect(280, -86, 70, 14, 'url(#metalV)', 4);
  s += pth('M-52 -270 L-72 -500 L-20 -500 L-6 -270 Z', 'url(#fabric)');
  s += rect(-34, -300, 280, 36, 'url(#fabricL)', 14);
  s += rect(10, -390, 210, 20, 'url(#plastic)', 8);
  s += line(30, -372, 30, -300, C.steelD, 10) + line(190, -372, 190, -300, C.steelD, 10);
  // castor
  s += line(250, -90, 262, -40, C.steelD, 10, ' stroke-linecap="round"');
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

function sceneWheelchair() {
  const floor = 780;
  let s = backdrop(SW, SH, { floor, gy: 440 });
  // vehicle interior hint: rear doors opening
  s += rect(180, 120, 1240, 660, 'none', 40, ` stroke="${C.steel}" stroke-opacity=".12" stroke-width="16"`);
  s += groundShadow(800, floor, 440, 18);
  s += g(wheelchair(), 700, floor, 1.08, 0, ' filter="url(#sh)"');
  return s + vignette(SW, SH);
}

function raceCar() {
  let s = '';
  const body = 'M30 -50 L0 -90 L12 -170 L70 -180 L270 -194 Q340 -292 470 -302 L560 -302 Q640 -296 724 -212 L944 -172 Q992 -160 1002 -122 L992 -72 L960 -50 Z';
  s += pth(body, 'url(#bodyL)');
  s += clip(`<path d="${body}"/>`,
    pth('M520 -60 L640 -320 L720 -320 L600 -60 Z', C.amber) + pth('M620 -60 L740 -320 L770 -320 L650 -60 Z', C.navy) +
    rect(0, -96, 1010, 46, '#1b3c66'));
  // glasshouse with roll cage and harnessed seat
  const win = 'M336 -204 Q384 -282 470 -290 L560 -290 Q612 -286 664 -216 Z';
  s += clip(`<path d="${win}"/>`,
    pth(win, 'url(#glassD)') +
    pth('M420 -200 L400 -300 Q400 -310 420 -310 L450 -310 L470 -200 Z', '#0c2241') +
    belt('M440 -298 L470 -206', { w: 12, c: 'amber', stitch: false, weave: false }) +
    belt('M426 -298 L446 -206', { w: 12, c: 'amber', stitch: false, weave: false }) +
    `<path d="M360 -204 L470 -292 L600 -292 L660 -210 M500 -292 L480 -204" fill="none" stroke="${C.light}" stroke-width="6" opacity=".7"/>` +
    pth('M336 -204 L420 -290 L460 -290 L370 -204 Z', '#fff', ' opacity=".12"'));
  s += pth(win, 'none', ` stroke="${C.ink}" stroke-width="5"`);
  // wing, splitter, lamps
  s += line(56, -176, 72, -250, C.ink, 10) + line(130, -184, 140, -250, C.ink, 10);
  s += pth('M-20 -262 L190 -258 L190 -238 L-20 -242 Z', C.ink);
  s += rect(-30, -290, 16, 60, C.amber, 4);
  s += rect(860, -58, 160, 10, C.ink, 3);
  s += pth('M920 -170 L990 -150 L980 -136 L914 -152 Z', C.amberL);
  s += rect(2, -150, 12, 30, '#e0784a', 3);
  s += circle(380, -142, 40, C.off) + circle(380, -142, 40, 'none', ` stroke="${C.ink}" stroke-width="6"`);
  for (const x of [220, 820]) s += arch(x, -60, 72, -50);
  for (const x of [220, 820]) s += wheel(x, -60, 60, { spokes: 10, rim: 'url(#metal)' });
  return s;
}

function sceneRacing() {
  const floor = 740;
  let s = backdrop(SW, SH, { floor, gy: 460 });
  // chequered band behind
  let ch = '';
  for (let i = 0; i < 40; i++) for (let j = 0; j < 3; j++) if ((i + j) % 2) ch += rect(i * 40, 130 + j * 40, 40, 40, C.off);
  s += g(ch, 0, 0, 1, 0, ' opacity=".06"');
  // speed lines
  for (const [y, x0, len, o] of [[470, 40, 260, 0.5], [520, 120, 200, 0.35], [580, 20, 300, 0.45], [640, 90, 220, 0.3], [690, 30, 260, 0.4]]) s += line(x0, y, x0 + len, y, C.steel, 6, ` stroke-linecap="round" opacity="${o}"`);
  for (let i = 0; i < 20; i++) s += pth(`M${i * 90 - 40} ${floor + 40} L${i * 90 + 50} ${floor + 40} L${i * 90 + 20} ${floor + 80} L${i * 90 - 70} ${floor + 80} Z`, i % 2 ? C.off : C.amber, ' opacity=".45"');
  s += groundShadow(830, floor, 520, 18);
  s += g(raceCar(), 320, floor, 1.0, 0, ' filter="url(#sh)"');
  return s + vignette(SW, SH);
}

function minibus() {
  let s = '';
  const body = 'M10 -60 L10 -384 Q10 -404 30 -404 L606 -404 Q640 -402 652 -380 L704 -252 L782 -234 Q804 -228 806 -200 L808 -90 Q808 -60 780 -60 Z';
  s += pth(body, 'url(#bodyL)');
  s += clip(`<path d="${body}"/>`, rect(0, -236, 820, 16, C.amber) + rect(0, -214, 820, 6, C.steel) + rect(0, -408, 820, 10, '#b3c4d5'));
  for (let i = 0; i < 3; i++) s += seatWindow(30 + i * 170, -372, 156, 110, { rx: 10, seats: 2, seatW: 0.3 });
  s += rect(378, -386, 160, 320, 'none', 6, ` stroke="#a9bccd" stroke-width="3"`);
  s += line(380, -200, 536, -200, '#a9bccd', 3);
  s += pth('M552 -372 L630 -372 Q642 -370 648 -358 L690 -262 L552 -262 Z', 'url(#glass)');
  s += pth('M552 -372 L590 -372 L552 -312 Z', '#fff', ' opacity=".12"');
  s += rect(784, -196, 18, 28, C.off, 4) + rect(790, -112, 18, 44, C.ink, 4);
  s += rect(10, -150, 12, 60, '#e0784a', 3);
  s += rect(10, -76, 798, 16, '#9fb3c7', 6);
  for (const x of [150, 680]) s += arch(x, -52, 64, -60);
  for (const x of [150, 680]) s += wheel(x, -52, 52);
  return s;
}

function sceneMinibus() {
  const floor = 760;
  let s = backdrop(SW, SH, { floor, gy: 450 });
  // bus stop shelter hint
  s += g(rect(0, 0, 12, 300, C.steel) + rect(200, 0, 12, 300, C.steel) + rect(-20, -10, 252, 18, C.steel, 4) + rect(20, 30, 170, 200, C.steel, 6, ' opacity=".35"'), 1300, floor - 300, 1, 0, ' opacity=".25"');
  s += groundShadow(760, floor, 470, 20);
  s += g(minibus(), 300, floor, 1.12, 0, ' filter="url(#sh)"');
  return s + vignette(SW, SH);
}

function rib() {
  let s = '';
  // outboard
  s += rect(-44, -120, 30, 160, '#1b2536');
  s += rect(-78, -210, 90, 110, 'url(#bodyK)', 24);
  s += rect(-70, -202, 74, 14, '#fff', 7, ' opacity=".15"');
  s += rect(-8, -150, 40, 40, '#1b2536', 6);
  // hull and tube
  s += pth('M20 -40 L840 -60 Q820 -10 760 10 Q600 40 200 40 L40 30 Z', 'url(#plastic)');
  s += pth('M40 -120 L760 -132 Q860 -150 900 -120 Q912 -60 806 -38 L40 -36 Q-4 -36 -4 -78 Q-4 -120 40 -120 Z', 'url(#bodyS)');
  s += pth('M40 -72 L860 -80', 'none', ` stroke="${C.ink}" stroke-width="8" opacity=".6"`);
  s += pth('M40 -112 L800 -122', 'none', ` stroke="#fff" stroke-width="6" opacity=".3" stroke-linecap="round"`);
  for (let i = 0; i < 9; i++) s += circle(90 + i * 84, -94, 5, C.ink, ' opacity=".5"');
  // radar arch
  s += pth('M200 -120 L236 -380 L360 -380 L380 -120', 'none', ` stroke="url(#metalV)" stroke-width="12" stroke-linejoin="round"`);
  s += rect(270, -398, 60, 16, C.off, 6);
  // console
  s += pth('M440 -120 L440 -250 Q440 -262 452 -262 L540 -262 L560 -120 Z', 'url(#bodyL)');
  s += pth('M470 -262 L500 -320 L546 -320 L540 -262 Z', 'url(#glass)', ' opacity=".85"');
  s += circle(470, -270, 16, 'none', ` stroke="${C.ink}" stroke-width="6"`);
  // suspension seat with harness
  s += seatSide({ x: 280, y: -130, s: 0.5, headrest: false });
  s += belt('M272 -262 Q300 -200 356 -160', { w: 16, c: 'amber', stitch: false });
  s += belt('M268 -150 L380 -154', { w: 14, c: 'amber', stitch: false });
  s += camLock({ x: 356, y: -156, s: 0.2 });
  return s;
}

function sceneMarine() {
  let s = backdrop(SW, SH, { floor: null, gy: 400 });
  const wl = 650;
  s += rect(0, wl - 40, SW, SH - wl + 40, 'url(#water)');
  s += line(0, wl - 40, SW, wl - 40, C.steel, 2, ' opacity=".35"');
  for (let j = 0; j < 5; j++) {
    const y = wl - 20 + j * 55;
    let d = `M-50 ${y}`;
    for (let i = 0; i < 18; i++) d += ` q50 -${14 - j} 100 0`;
    s += `<path d="${d}" fill="none" stroke="${C.light}" stroke-opacity="${0.25 - j * 0.03}" stroke-width="4"/>`;
  }
  s += groundShadow(820, wl + 40, 480, 20, 0.5);
  s += g(rib(), 380, wl + 10, 1.0, -2, ' filter="url(#sh)"');
  // water over the hull + bow spray
  let d = `M0 ${wl + 30}`;
  for (let i = 0; i < 17; i++) d += ` q50 -16 100 0`;
  s += `<path d="${d} L1700 900 L0 900 Z" fill="url(#water)" opacity=".92"/>`;
  s += `<path d="${d}" fill="none" stroke="${C.off}" stroke-opacity=".5" stroke-width="4"/>`;
  s += pth(`M1180 ${wl + 10} q40 -50 110 -40 q-40 10 -60 40 z`, C.off, ' opacity=".55"');
  s += pth(`M1150 ${wl + 24} q70 -20 140 -6 q-60 4 -100 24 z`, C.off, ' opacity=".4"');
  s += pth(`M300 ${wl + 30} q-120 -14 -300 0 l0 20 q150 -10 300 0 z`, C.off, ' opacity=".35"');
  return s + vignette(SW, SH);
}

function sceneComponentsExploded() {
  let s = backdrop(SW, SH, { floor: null, gy: 450, gr: 560 });
  s += rect(0, 0, SW, SH, 'url(#gridS)');
  // webbing path through the parts (behind)
  s += belt('M300 470 C300 200 560 140 640 250 C700 330 820 420 900 470 L1160 480', { w: 44, c: 'amber' });
  // assembly axes
  const dash = (d) => `<path d="${d}" fill="none" stroke="${C.light}" stroke-opacity=".45" stroke-width="3" stroke-dasharray="10 10"/>`;
  s += dash('M300 640 L300 760') + dash('M640 170 L640 90') + dash('M1000 480 L1070 480') + dash('M1300 480 L1380 480');
  for (const [x, y, r] of [[300, 470, 150], [640, 250, 110], [1200, 480, 110], [1440, 480, 90]]) s += circle(x, y, r, 'none', ` stroke="${C.steel}" stroke-opacity=".22" stroke-width="2"`);
  s += g(retractor({ open: true }), 300, 470, 1.15, 0, ' filter="url(#sh)"');
  s += g(dRing(), 640, 250, 1.3, 0, ' filter="url(#sh)"');
  s += g(tongue(), 960, 480, 1.25, 90, ' filter="url(#sh)"');
  s += g(buckle({ w: 80, h: 130 }), 1200, 480, 1.15, -90, ' filter="url(#sh)"');
  s += g(anchorPlate(), 1440, 480, 1.2, -90, ' filter="url(#sh)"');
  s += bolt({ x: 300, y: 790, r: -90, s: 1.1 });
  s += bolt({ x: 640, y: 70, r: 90, s: 0.9, len: 70 });
  return s + vignette(SW, SH);
}

/* ================================================================== SHARED PROPS */
/** Roll of webbing seen end-on. Origin = centre of the face; depth extends up-right. */
function webRoll({ x = 0, y = 0, r = 120, c = 'amber', s = 1, depth = 0.35, slope = 0.55 } = {}) {
  const col = BELTS[c] ?? BELTS.amber;
  const dx = r * depth;
  const dy = -r * depth * slope;
  const L = Math.hypot(dx, dy);
  const nx = (-dy / L) * r;
  const ny = (dx / L) * r;
  let b = '';
  b += pth(`M${f(nx)} ${f(ny)} L${f(-nx)} ${f(-ny)} L${f(dx - nx)} ${f(dy - ny)} L${f(dx + nx)} ${f(dy + ny)} Z`, col.dark);
  b += circle(dx, dy, r, col.dark);
  b += pth(`M${f(nx)} ${f(ny)} L${f(dx + nx)} ${f(dy + ny)}`, 'none', ` stroke="${col.light}" stroke-opacity=".4" stroke-width="3"`);
  b += circle(0, 0, r, col.base);
  for (let i = 1; i <= Math.floor(r / 9); i++) b += circle(0, 0, r - i * 8, 'none', ` stroke="${i % 2 ? col.dark : col.light}" stroke-opacity="${i % 2 ? 0.5 : 0.35}" stroke-width="1.5"`);
  b += circle(0, 0, r * 0.3, '#cfdbe6');
  b += circle(0, 0, r * 0.22, '#8fa6bd');
  b += circle(0, 0, r * 0.16, C.ink);
  b += pth(`M${f(-r * 0.7)} ${f(-r * 0.55)} A${r * 0.9} ${r * 0.9} 0 0 1 ${f(r * 0.3)} ${f(-r * 0.85)}`, 'none', ' stroke="#fff" stroke-opacity=".3" stroke-width="6" stroke-linecap="round"');
  return g(b, x, y, s);
}

/** Cardboard carton (front face + top). Origin = bottom-left. open: show a coiled belt inside. */
function carton({ x = 0, y = 0, w = 160, h = 120, open = false, c = 'amber', label = true } = {}) {
  const d = w * 0.18;
  let b = '';
  b += pth(`M0 ${-h} L${d} ${-h - d * 0.6} L${w + d} ${-h - d * 0.6} L${w + d} ${-d * 0.6} L${w} 0 L${w} ${-h} Z`, '#b8793f');
  if (open) {
    b += pth(`M0 ${-h} L${d} ${-h - d * 0.6} L${w + d} ${-h - d * 0.6} L${w} ${-h} Z`, '#6e4a2a');
    b += webRoll({ x: w * 0.5 + d * 0.4, y: -h - 4, r: w * 0.3, c, depth: 0.2 });
    b += pth(`M0 ${-h} L${-w * 0.12} ${-h - d * 0.9} L${d * 0.6} ${-h - d * 1.1} L${d} ${-h - d * 0.6} Z`, '#d89a5c');
  }
  b += rect(0, -h, w, h, '#d39457');
  b += rect(0, -h, w, h * 0.12, '#fff', 0, ' opacity=".12"');
  if (!open) b += rect(w * 0.42, -h, w * 0.16, h, '#e7b17a');
  if (label) b += rect(w * 0.1, -h * 0.45, w * 0.3, h * 0.28, C.off, 3) + rect(w * 0.14, -h * 0.38, w * 0.2, 4, C.steelD) + rect(w * 0.14, -h * 0.3, w * 0.14, 4, C.steelD);
  return g(b, x, y);
}

/** Open-ended spanner lying flat, origin = centre, along +x. */
function spanner({ x = 0, y = 0, r = 0, s = 1 } = {}) {
  let b = rect(-150, -14, 300, 28, 'url(#metal)', 12);
  b += pth('M150 -40 A44 44 0 1 1 150 40 L176 14 L176 -14 Z', 'url(#metal)');
  b += rect(170, -14, 40, 28, C.navy);
  b += circle(-170, 0, 40, 'url(#metal)');
  b += circle(-170, 0, 20, C.navy);
  b += rect(-120, -4, 220, 8, '#fff', 4, ' opacity=".35"');
  return g(b, x, y, s, r);
}

/** Screwdriver, origin = handle end, along +x. */
function screwdriver({ x = 0, y = 0, r = 0, s = 1, c = C.amber } = {}) {
  let b = rect(0, -22, 150, 44, c, 20);
  for (let i = 0; i < 4; i++) b += rect(20, -16 + i * 10, 110, 4, '#000', 2, ' opacity=".12"');
  b += rect(150, -8, 170, 16, 'url(#metalV)', 3);
  b += pth('M320 -8 L350 -3 L350 3 L320 8 Z', '#9fb3c7');
  return g(b, x, y, s, r);
}

/** Pencil, origin = tail, along +x. */
function pencil({ x = 0, y = 0, r = 0, s = 1 } = {}) {
  let b = rect(0, -12, 30, 24, '#b9cde0', 3) + rect(30, -12, 230, 24, C.amber) + rect(30, -12, 230, 8, '#fff', 0, ' opacity=".25"');
  b += pth('M260 -12 L310 0 L260 12 Z', '#f1d3b0') + pth('M296 -3.5 L310 0 L296 3.5 Z', C.ink);
  return g(b, x, y, s, r);
}

/** Steel rule, origin = left end. */
function ruler({ x = 0, y = 0, r = 0, len = 500, s = 1 } = {}) {
  let b = rect(0, -26, len, 52, 'url(#metalV)', 4);
  for (let i = 0; i * 10 < len - 10; i++) b += line(10 + i * 10, -26, 10 + i * 10, i % 5 ? -14 : -4, C.navy, 2, ' opacity=".7"');
  return g(b, x, y, s, r);
}

/** Thread cone. Origin = base centre. */
function threadCone({ x = 0, y = 0, s = 1, c = C.amber } = {}) {
  let b = pth('M-50 0 L-24 -150 L24 -150 L50 0 Z', c);
  for (let i = 1; i < 10; i++) b += line(-50 + i * 2.6, -i * 15, 50 - i * 2.6, -i * 15, '#000', 1.5, ' opacity=".12"');
  b += rect(-56, -6, 112, 12, '#cfdbe6', 4) + rect(-10, -176, 20, 30, '#cfdbe6', 4);
  b += pth('M-34 -20 L-14 -140', 'none', ' stroke="#fff" stroke-opacity=".35" stroke-width="8" stroke-linecap="round"');
  return g(b, x, y, s);
}

/** Work surface: bench top seen at a low angle. */
function bench(w, y, h = 60) {
  return rect(0, y, w, h, 'url(#wood)') + rect(0, y, w, 8, C.steel, 0, ' opacity=".5"') + rect(0, y + h, w, 26, '#0a1f3a');
}

/* ================================================================== SERVICES (1600x900) */
function sceneSupplier() {
  let s = backdrop(SW, SH, { floor: 800, gy: 420, ring: false });
  const shelfY = [300, 520, 740];
  // uprights
  for (const x of [150, 790, 1430]) s += rect(x, 80, 22, 720, '#2d4a6e', 4) + rect(x + 4, 80, 6, 720, '#fff', 2, ' opacity=".12"');
  for (const y of shelfY) s += rect(140, y, 1320, 22, 'url(#metalV)', 4) + rect(140, y + 22, 1320, 10, C.ink, 0, ' opacity=".5"');
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
  for (let i = 0; i < 3; i++) s += g(belt('M0 -130 L0 -50', { w: 24, c: i === 1 ? 'steel' : 'amber', stitch: false }) + buckle({ y: 0, s: 0.6 }), 685 + i * 50, 700, 1);
  s += line(660, 560, 820, 560, 'url(#metalV)', 8);
  return s + vignette(SW, SH);
}

function sceneRepairs() {
  let s = backdrop(SW, SH, { floor: null, gy: 380, ring: false });
  // pegboard with tool outlines
  s += rect(120, 60, 1360, 520, '#14365e', 16);
  s += rect(120, 60, 1360, 520, 'url(#dots)', 16);
  s += g(spanner({ s: 0.7 }), 360, 170, 1, 0, ' opacity=".55"') + g(spanner({ s: 0.55 }), 360, 270, 1, 0, ' opacity=".45"');
  s += g(screwdriver({ s: 0.7, c: C.steel }), 1020, 150, 1, 0, ' opacity=".55"') + g(screwdriver({ s: 0.7, c: C.steelD }), 1020, 230, 1, 0, ' opacity=".55"');
  for (let i = 0; i < 5; i++) s += rect(700 + i * 50, 130, 20, 150, C.steel, 8, ' opacity=".3"');
  // desk lamp glow
  s += `<ellipse cx="800" cy="640" rx="620" ry="160" fill="url(#glowA)" opacity=".35"/>`;
  s += bench(SW, 620, 280);
  // items on bench
  s += groundShadow(420, 760, 190, 16, 0.55);
  s += g(retractor({ open: true }), 420, 640, 1.2, 0, ' filter="url(#sh)"');
  s += belt('M420 700 C460 800 700 820 900 760 S1140 700 1180 760', { w: 46, c: 'amber' });
  s += g(buckle({ w: 80, h: 130 }), 1240, 740, 0.95, 100, ' filter="url(#sh)"');
  s += g(tongue(), 640, 700, 0.9, 200, ' filter="url(#shS)"');
  s += g(spanner({ s: 0.9 }), 1030, 850, 1, -8, ' filter="url(#shS)"');
  s += g(screwdriver({}), 560, 850, 0.9, -4, ' filter="url(#shS)"');
  for (const [x, y] of [[560, 830], [590, 842], [1380, 840], [1410, 826]]) s += circle(x, y, 9, 'url(#metal)') + line(x - 5, y, x + 5, y, C.steelD, 2);
  return s + vignette(SW, SH);
}

function sceneReplacement() {
  let s = backdrop(SW, SH, { floor: 780, gy: 420, gx: 820 });
  // B-pillar with retractor and D-ring
  s += rect(420, 40, 110, 760, '#1a3a62', 10) + rect(430, 40, 20, 760, '#fff', 6, ' opacity=".06"');
  s += g(retractor({}), 475, 640, 0.7);
  s += g(dRing(), 475, 200, 0.9);
  // seat (front view) with new 3-point belt
  s += groundShadow(820, 780, 300, 18);
  const seat = seatFront({ type: 'car' });
  s += g(seat, 820, 700, 1.15, 0, ' filter="url(#sh)"');
  s += belt('M475 205 Q560 210 640 300 L930 620', { w: 40, c: 'amber' });
  s += belt('M475 600 L475 230', { w: 40, c: 'amber', stitch: false });
  s += belt('M660 650 Q790 690 930 640', { w: 40, c: 'amber' });
  s += g(tongue(), 930, 630, 0.9, 120);
  s += g(buckle({}), 990, 610, 0.95, -70, ' filter="url(#shS)"');
  // old, frayed belt coiled on the floor
  s += g(belt('M0 0 C60 -40 160 -30 200 10 S300 60 340 20', { w: 34, c: 'steel' }) + pth('M338 4 l22 -8 M340 16 l26 2 M338 30 l20 14', 'none', ` stroke="${C.steel}" stroke-width="4" stroke-linecap="round"`), 1120, 800, 1, 0, ' opacity=".8"');
  // swap arrows
  s += `<path d="M1220 360 A120 120 0 0 1 1420 420" fill="none" stroke="${C.amber}" stroke-width="10" stroke-linecap="round"/><path d="M1420 420 l-4 -44 M1420 420 l-42 -12" stroke="${C.amber}" stroke-width="10" stroke-linecap="round"/>`;
  s += `<path d="M1400 520 A120 120 0 0 1 1200 460" fill="none" stroke="${C.steel}" stroke-width="10" stroke-linecap="round"/><path d="M1200 460 l4 44 M1200 460 l42 12" stroke="${C.steel}" stroke-width="10" stroke-linecap="round"/>`;
  return s + vignette(SW, SH);
}

/** Industrial sewing machine. Origin = needle tip (on the work). */
function sewingMachine({ x = 0, y = 0, s = 1, part = 'back' } = {}) {
  let b = '';
  if (part === 'front') {
    b += rect(-4, -104, 8, 100, 'url(#metal)');
    b += pth('M-4 -8 L0 4 L4 -8 Z', '#cfdbe6');
    b += pth('M26 -170 L26 -22 L76 -14 L76 -2 L16 -2', 'none', ' stroke="url(#metalV)" stroke-width="10" stroke-linejoin="round"');
    b += pth('M0 -60 Q50 -170 10 -270 Q-10 -330 30 -390', 'none', ` stroke="${C.amberL}" stroke-width="2.5"`);
    return g(b, x, y, s);
  }
  b += rect(360, -330, 120, 330, 'url(#bodyL)', 22);
  b += rect(-110, -380, 590, 110, 'url(#bodyL)', 36);
  b += rect(-90, -370, 540, 22, '#fff', 11, ' opacity=".5"');
  b += rect(-60, -300, 440, 14, C.amber, 7);
  b += circle(500, -320, 70, 'url(#metal)') + circle(500, -320, 44, C.steelD) + circle(500, -320, 16, 'url(#metal)');
  b += rect(-70, -280, 100, 110, 'url(#bodyL)', 16);
  b += rect(-12, -180, 24, 80, 'url(#metalV)', 4);
  return g(b, x, y, s);
}

function sceneRewebbing() {
  let s = backdrop(SW, SH, { floor: null, gy: 400, ring: false });
  s += bench(SW, 640, 260);
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
  band += boxStitch(820, 28, 170, 84, C.navy, 5) + boxStitch(1040, 28, 170, 84, C.navy, 5);
  band += line(700, W / 2, 820, W / 2, C.navy, 5, ' stroke-dasharray="14 9"');
  const mx = x0 + 700 + dx / 2;
  const my = y0 + dy / 2;
  s += sewingMachine({ x: mx, y: my, s: 0.72 });
  s += `<g transform="matrix(1 0 ${f(dx / W)} ${f(dy / W)} ${x0} ${y0})">${band}</g>`;
  s += groundShadow(x0 + 40, y0 + 10, 230, 16, 0.55);
  s += webRoll({ x: x0, y: y0 - r, r, c: 'amber', depth, slope });
  s += sewingMachine({ x: mx, y: my, s: 0.72, part: 'front' });
  s += threadCone({ x: 1330, y: 850, s: 0.8 }) + threadCone({ x: 1450, y: 862, s: 0.68, c: C.steel });
  return s + vignette(SW, SH);
}

function blueprint({ w = 900, h = 600 } = {}) {
  let b = rect(0, 0, w, h, 'url(#blueprint)', 6) + rect(0, 0, w, h, 'url(#gridS)') + rect(0, 0, w, h, 'url(#grid)');
  b += rect(16, 16, w - 32, h - 32, 'none', 2, ` stroke="${C.off}" stroke-opacity=".6" stroke-width="3"`);
  const st = ` fill="none" stroke="${C.off}" stroke-opacity=".85" stroke-width="3"`;
  const th = ` fill="none" stroke="${C.off}" stroke-opacity=".55" stroke-width="1.5"`;
  // buckle drawing: plan + side elevation with dimension lines
  b += `<rect x="120" y="140" width="180" height="300" rx="44"${st}/><rect x="160" y="190" width="100" height="90" rx="14"${st}/><rect x="150" y="122" width="120" height="20" rx="8"${st}/>`;
  b += `<path d="M100 140 L100 440 M92 140 L108 140 M92 440 L108 440"${th}/><path d="M120 480 L300 480 M120 472 L120 488 M300 472 L300 488"${th}/>`;
  b += `<circle cx="210" cy="370" r="30"${st}/><path d="M170 370 L250 370 M210 330 L210 410"${th} stroke-dasharray="8 5"/>`;
  b += `<path d="M420 260 L700 260 Q760 260 760 300 L760 340 Q760 380 700 380 L420 380 Z"${st}/><path d="M400 320 L800 320"${th} stroke-dasharray="14 6 3 6"/>`;
  b += `<path d="M420 420 L760 420 M420 412 L420 428 M760 412 L760 428"${th}/><circle cx="560" cy="170" r="50"${st}/><circle cx="560" cy="170" r="20"${st}/>`;
  b += rect(w - 250, h - 110, 220, 80, 'none', 0, ` stroke="${C.off}" stroke-opacity=".6" stroke-width="2"`) + line(w - 250, h - 70, w - 30, h - 70, C.off, 2, ' stroke-opacity=".6"') + line(w - 140, h - 110, w - 140, h - 70, C.off, 2, ' stroke-opacity=".6"');
  return b;
}

function sceneBespoke() {
  let s = backdrop(SW, SH, { floor: null, gy: 450, ring: false });
  s += rect(0, 0, SW, SH, 'url(#wood)', 0, ' opacity=".6"');
  s += g(blueprint({ w: 1000, h: 640 }), 240, 150, 1, -4, ' filter="url(#sh)"');
  s += g(blueprint({ w: 560, h: 380 }), 1060, 80, 1, 6, ' filter="url(#sh)" opacity=".9"');
  s += belt('M-40 760 C300 700 520 880 820 760 S1100 560 1180 640', { w: 54, c: 'amber' });
  s += g(tongue(), 1180, 640, 1.05, 135, ' filter="url(#shS)"');
  s += g(buckle({ w: 80, h: 130 }), 1330, 520, 1.0, 40, ' filter="url(#sh)"');
  s += belt('M1700 700 C1540 700 1420 610 1380 580', { w: 54, c: 'steel' });
  s += pencil({ x: 1150, y: 830, r: -20, s: 1.1 });
  s += ruler({ x: 160, y: 150, r: 76, len: 560 });
  return s + vignette(SW, SH);
}

function partsTray(w, h, cols, rows) {
  let b = rect(0, 0, w, h, '#0d2442', 26) + rect(8, 8, w - 16, h - 16, '#143257', 20);
  const cw = (w - 40) / cols;
  const ch = (h - 40) / rows;
  for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) b += rect(20 + i * cw + 6, 20 + j * ch + 6, cw - 12, ch - 12, '#0a1f3a', 14) + rect(20 + i * cw + 10, 20 + j * ch + 10, cw - 20, 10, '#fff', 5, ' opacity=".05"');
  return b;
}

function sceneComponentsLayout() {
  let s = backdrop(SW, SH, { floor: null, gy: 450, ring: false });
  const tx = 160;
  const ty = 110;
  s += g(partsTray(1280, 680, 4, 2), tx, ty, 1, 0, ' filter="url(#sh)"');
  const cw = (1280 - 40) / 4;
  const ch = (680 - 40) / 2;
  const cell = (i, j) => [tx + 20 + i * cw + cw / 2, ty + 20 + j * ch + ch / 2];
  let [x, y] = cell(0, 0);
  s += buckle({ x: x - 50, y, s: 0.95, r: -10 }) + buckle({ x: x + 50, y: y + 10, s: 0.95, r: 8, button: C.steel });
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
  return s + vignette(SW, SH);
}

function sceneConsulting() {
  let s = backdrop(SW, SH, { floor: null, gy: 450, ring: false });
  s += rect(0, 0, SW, SH, 'url(#wood)', 0, ' opacity=".6"');
  // clipboard with chart and checklist
  let cb = rect(0, 0, 520, 700, '#1e3554', 24) + rect(24, 40, 472, 636, 'url(#paper)', 6);
  cb += rect(170, -24, 180, 64, 'url(#metal)', 16) + rect(200, -10, 120, 16, C.steelD, 8);
  const bars = [120, 190, 150, 250, 300];
  bars.forEach((bh, i) => { cb += rect(80 + i * 72, 380 - bh, 48, bh, i === 4 ? C.amber : C.steel, 6); });
  cb += line(60, 380, 460, 380, C.navy, 4);
  cb += pth('M104 260 L176 200 L248 230 L320 140 L392 90', 'none', ` stroke="${C.navy}" stroke-width="5" stroke-linejoin="round"`);
  for (let i = 0; i < 4; i++) {
    const yy = 450 + i * 52;
    cb += rect(70, yy, 32, 32, 'none', 6, ` stroke="${C.navy}" stroke-width="4"`);
    if (i < 3) cb += pth(`M76 ${yy + 16} l10 10 l18 -22`, 'none', ` stroke="${C.amberD}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`);
    cb += rect(124, yy + 10, 260 - i * 30, 12, '#b7c7d6', 6);
  }
  s += g(cb, 300, 120, 1, -5, ' filter="url(#sh)"');
  // belt with magnifier over the stitching
  s += belt('M900 900 C940 700 1100 620 1240 560 L1600 420', { w: 70, c: 'amber' });
  s += g(boxStitch(0, -22, 110, 44, C.amberD, 3), 1380, 500, 1, -21);
  s += `<g filter="url(#sh)"><line x1="1240" y1="640" x2="1140" y2="800" stroke="${C.ink}" stroke-width="34" stroke-linecap="round"/><circle cx="1310" cy="520" r="118" fill="${C.steel}" fill-opacity=".25" stroke="url(#metal)" stroke-width="20"/></g>`;
  s += pth('M1240 460 A90 90 0 0 1 1320 420', 'none', ' stroke="#fff" stroke-opacity=".5" stroke-width="8" stroke-linecap="round"');
  s += pencil({ x: 880, y: 300, r: 60, s: 1.0 });
  return s + vignette(SW, SH);
}

/* ================================================================== TYPES (1200x900) */
const TW = 1200;
const TH = 900;

function type2Point() {
  let s = backdrop(TW, TH, { floor: 760, gy: 430, gr: 520 });
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
  s += g(b, 0, 0, 1, 0, ' filter="url(#sh)"');
  return s + vignette(TW, TH);
}

function type3Point() {
  let s = backdrop(TW, TH, { floor: 800, gy: 420, gr: 520 });
  s += groundShadow(600, 800, 330, 18);
  s += g(seatFront({ type: 'car' }), 600, 720, 1.3, 0, ' filter="url(#sh)"');
  s += g(dRing(), 250, 150, 1.1, 0, ' filter="url(#shS)"');
  s += belt('M250 160 Q350 150 430 250 L785 585', { w: 48, c: 'amber' });
  s += belt('M330 700 Q600 730 785 592', { w: 48, c: 'amber' });
  s += anchorPlate({ x: 320, y: 700, s: 1.1, r: 100 });
  s += belt('M877 707 L905 800', { w: 40, c: 'navy', stitch: false });
  s += g(tongue(), 793, 603, 1.0, 150);
  s += g(buckle({}), 850, 700, 1.05, -30, ' filter="url(#shS)"');
  return s + vignette(TW, TH);
}

function type4Point() {
  let s = backdrop(TW, TH, { floor: 820, gy: 420, gr: 520 });
  s += groundShadow(600, 820, 340, 18);
  let b = seatFront({ type: 'bucket' });
  b += belt('M-30 -300 Q-40 -170 -24 -70', { w: 30, c: 'amber' });
  b += belt('M30 -300 Q40 -170 24 -70', { w: 30, c: 'amber' });
  b += belt('M-124 -70 Q-80 -40 -40 -56', { w: 30, c: 'amber' });
  b += belt('M124 -70 Q80 -40 40 -56', { w: 30, c: 'amber' });
  b += slider({ x: -36, y: -170, s: 0.62 }) + slider({ x: 36, y: -170, s: 0.62 });
  b += liftBuckle({ y: -58, s: 0.68 });
  s += g(b, 600, 800, 1.72, 0, ' filter="url(#sh)"');
  return s + vignette(TW, TH);
}

function type5Point() {
  let s = backdrop(TW, TH, { floor: 820, gy: 420, gr: 520 });
  s += groundShadow(600, 820, 320, 18);
  let b = seatFront({ type: 'child' });
  b += belt('M-40 -300 Q-46 -170 -14 -72', { w: 26, c: 'amber' });
  b += belt('M40 -300 Q46 -170 14 -72', { w: 26, c: 'amber' });
  b += belt('M-92 -10 Q-60 -40 -18 -56', { w: 26, c: 'amber' });
  b += belt('M92 -10 Q60 -40 18 -56', { w: 26, c: 'amber' });
  b += belt('M0 -40 L0 10', { w: 26, c: 'amber', stitch: false });
  b += rect(-62, -196, 124, 32, 'url(#plastic)', 12) + rect(-16, -190, 32, 20, C.amber, 6);
  b += rect(-38, -86, 76, 70, 'url(#plastic)', 16) + rect(-22, -72, 44, 30, C.amber, 8);
  s += g(b, 600, 780, 1.62, 0, ' filter="url(#sh)"');
  return s + vignette(TW, TH);
}

/** Cam buckle (tie-down), origin = centre, strap along +x. */
function camBuckle({ x = 0, y = 0, r = 0, s = 1 } = {}) {
  let b = rect(-50, -38, 100, 76, 'url(#metal)', 10);
  b += rect(-36, -24, 72, 48, C.steelD, 6);
  b += pth('M-30 -30 L40 -30 Q58 -30 58 -12 L58 12 Q58 30 40 30 L-30 30 Z', 'url(#metalV)');
  for (let i = 0; i < 5; i++) b += rect(-20 + i * 14, -24, 6, 48, C.steelD, 3, ' opacity=".6"');
  return g(b, x, y, s, r);
}

function typeStraps() {
  let s = backdrop(TW, TH, { floor: null, gy: 450, gr: 520, ring: false });
  s += rect(0, 0, TW, TH, 'url(#wood)', 0, ' opacity=".55"');
  s += webRoll({ x: 300, y: 300, r: 150, c: 'amber', depth: 0.35, slope: 0.7 });
  s += webRoll({ x: 880, y: 250, r: 110, c: 'steel', depth: 0.35, slope: 0.7 });
  s += g(strap(0, 0, 900, 0, { w: 64, c: 'amber' }) + camBuckle({ x: 520, y: 0 }) + snapHook({ x: -10, y: 0, r: 90, s: 1.2 }) + snapHook({ x: 910, y: 0, r: -90, s: 1.2 }), 150, 600, 1, -6, ' filter="url(#sh)"');
  s += g(strap(0, 0, 760, 0, { w: 54, c: 'navy' }) + camBuckle({ x: 300, y: 0, s: 0.85 }) + snapHook({ x: 770, y: 0, r: -90, s: 1.05 }), 260, 770, 1, 3, ' filter="url(#sh)"');
  return s + vignette(TW, TH);
}

/** Sitting dog (side view, facing +x). Origin = ground under the chest. */
function dog() {
  const fur = '#d9e3eb';
  const furD = '#aebfce';
  let b = '';
  b += pth('M-150 -70 Q-200 -110 -196 -190', 'none', ` stroke="${furD}" stroke-width="26" stroke-linecap="round"`);
  b += circle(-80, -90, 90, furD);
  b += `<ellipse cx="-4" cy="-170" rx="96" ry="150" fill="${fur}" transform="rotate(16 -4 -170)"/>`;
  b += circle(-84, -96, 84, fur);
  b += `<ellipse cx="-40" cy="-12" rx="70" ry="18" fill="${furD}"/>`;
  b += rect(40, -170, 38, 170, fur, 18) + rect(2, -150, 34, 150, furD, 16);
  b += `<ellipse cx="74" cy="-10" rx="36" ry="14" fill="${fur}"/>`;
  // head
  b += pth('M40 -290 Q30 -350 70 -400 L120 -380 Q110 -320 100 -280 Z', fur);
  b += circle(86, -410, 64, fur);
  b += pth('M110 -430 Q170 -420 196 -396 Q206 -370 180 -360 L120 -356 Z', fur);
  b += circle(192, -392, 13, C.ink);
  b += pth('M130 -362 Q160 -350 182 -360', 'none', ` stroke="${furD}" stroke-width="5" stroke-linecap="round"`);
  b += circle(108, -424, 9, C.ink) + circle(111, -427, 3, '#fff');
  b += pth('M60 -460 Q20 -440 30 -370 Q40 -340 64 -360 Q76 -410 80 -446 Z', '#7f98b2');
  // harness
  b += `<g transform="rotate(20 20 -230)">${rect(-70, -250, 170, 40, C.amberD, 12)}${rect(-70, -246, 170, 32, C.amber, 10)}</g>`;
  b += `<g transform="rotate(-62 70 -300)">${rect(0, -318, 130, 36, C.amberD, 12)}${rect(0, -314, 130, 28, C.amber, 10)}</g>`;
  b += circle(-44, -262, 18, 'none', ` stroke="url(#metal)" stroke-width="8"`);
  return b;
}

function typeRestraints() {
  let s = backdrop(TW, TH, { floor: 800, gy: 420, gr: 520 });
  s += groundShadow(560, 800, 380, 18);
  s += seatSide({ x: 260, y: 760, s: 1.7 });
  s += rect(200, 760, 640, 40, '#0e2441');
  // seat belt buckle on its stalk at the back of the cushion, tether clipped in
  s += belt('M290 720 L290 640', { w: 30, c: 'navy', stitch: false });
  s += buckle({ x: 292, y: 620, s: 0.62, r: 10 });
  s += g(dog(), 640, 660, 1.0, 0, ' filter="url(#sh)"');
  s += tongue({ x: 300, y: 560, s: 0.62, r: 190 });
  s += belt('M300 540 C300 440 480 360 590 398', { w: 24, c: 'amber' });
  s += snapHook({ x: 592, y: 396, s: 0.5, r: 200 });
  return s + vignette(TW, TH);
}

function typeHarnesses() {
  let s = backdrop(TW, TH, { floor: null, gy: 450, gr: 520 });
  s += rect(0, 0, TW, TH, 'url(#gridS)');
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
  b += boxStitch(-176, -400, 52, 70, C.amberL, 3) + boxStitch(124, -400, 52, 70, C.amberL, 3);
  b += camLock({ x: 0, y: 40, s: 1.25 });
  s += g(b, 600, 470, 0.9, 0, ' filter="url(#sh)"');
  return s + vignette(TW, TH);
}

/* ================================================================== HERO (1920x1080) */
const HW = 1920;
const HH = 1080;

/**
 * Tongue latched into a buckle along a 45deg axis, with webbing leaving both ends.
 * (bx, by) buckle centre, s scale, w webbing width, up/down: webbing length beyond each end.
 */
function lockedBuckle(bx, by, s, w, up, down) {
  const u = [Math.SQRT1_2, -Math.SQRT1_2];
  const at = (d) => [bx + u[0] * d, by + u[1] * d];
  const slot = 68 * s;
  const [tx, ty] = at(slot + 58 * s);
  const [wx, wy] = at(slot + 80 * s);
  const [lx, ly] = at(-slot - 10 * s);
  let c = '';
  const [ex, ey] = at(-slot - down);
  const [sx, sy] = at(slot + up);
  c += belt(`M${f(lx)} ${f(ly)} L${f(ex)} ${f(ey)}`, { w, c: 'amber' });
  c += belt(`M${f(sx)} ${f(sy)} L${f(wx)} ${f(wy)}`, { w, c: 'amber' });
  c += g(boxStitch(0, -w * 0.32, w * 0.95, w * 0.64, C.amberL, Math.max(2, w / 30)), ...at(slot + 150 * s), 1, -45);
  c += g(tongue(), tx, ty, s * 1.04, -135, ' filter="url(#sh)"');
  c += g(buckle({ w: 84, h: 136 }), bx, by, s, 45, ' filter="url(#sh)"');
  return c;
}

function heroFrame(content) {
  let s = backdrop(HW, HH, { floor: null, gx: 1450, gy: 520, gr: 700 });
  s += content;
  s += rect(0, 0, HW, HH, 'url(#fadeL)');
  return s + vignette(HW, HH);
}

function hero1() {
  let c = '';
  c += `<circle cx="1450" cy="520" r="420" fill="none" stroke="${C.steel}" stroke-opacity=".12" stroke-width="2"/>`;
  c += lockedBuckle(1340, 790, 2.5, 150, 1100, 600);
  return heroFrame(c);
}

function hero2() {
  let c = '';
  c += rect(0, 0, HW, HH, 'url(#wood)', 0, ' opacity=".5"');
  c += g(blueprint({ w: 900, h: 600 }), 1080, 90, 1, -5, ' filter="url(#sh)"');
  c += g(blueprint({ w: 560, h: 380 }), 1500, 520, 1, 7, ' filter="url(#sh)"');
  const cols = ['amber', 'coral', 'steel', 'off', 'navy'];
  cols.forEach((col, i) => {
    const y = 700 + i * 62;
    c += belt(`M760 ${y + 140} C1250 ${y - 40} 1500 ${y + 120} 1980 ${y - 20}`, { w: 54, c: col });
  });
  c += g(buckle({ w: 80, h: 130 }), 1560, 640, 1.4, -70, ' filter="url(#sh)"');
  c += pencil({ x: 1260, y: 560, r: -28, s: 1.3 });
  c += ruler({ x: 1700, y: 60, r: 100, len: 520 });
  return heroFrame(c);
}

function hero3() {
  let c = '';
  c += rect(0, 760, HW, 320, 'url(#wood)');
  c += rect(0, 760, HW, 8, C.steel, 0, ' opacity=".5"');
  const rolls = [
    [1330, 600, 170, 'amber'], [1680, 610, 160, 'steel'], [1500, 330, 150, 'coral'], [1800, 300, 120, 'off'], [1180, 340, 110, 'navy'],
  ];
  for (const [x, y, r, col] of rolls) c += webRoll({ x, y, r, c: col, depth: 0.4, slope: 0.8 });
  const W = 120;
  let band = strap(-1100, W / 2, 1300, W / 2, { w: W, c: 'amber', box: 'none' });
  band += boxStitch(620, 24, 160, 72, C.navy, 5) + boxStitch(820, 24, 160, 72, C.navy, 5) + line(480, W / 2, 620, W / 2, C.navy, 5, ' stroke-dasharray="14 9"');
  c += `<g transform="matrix(1 0 ${f(60 / W)} ${f(-60 / W)} 1000 960)">${band}</g>`;
  c += sewingMachine({ x: 1000 + 480 + 30, y: 930, s: 0.5, part: 'front' });
  c += threadCone({ x: 1820, y: 1040, s: 0.8 });
  return heroFrame(c);
}

/* ================================================================== BRAND */
/** Emblem: amber rounded square, webbing band across it, buckle at the centre. 48x48 box. */
const EMBLEM = `<clipPath id="em"><rect x="2" y="2" width="44" height="44" rx="11"/></clipPath><rect x="2" y="2" width="44" height="44" rx="11" fill="${C.amber}"/><g clip-path="url(#em)" fill="none"><path d="M0 48L48 0" stroke="${C.off}" stroke-width="14"/><path d="M0 48L48 0" stroke="${C.amberD}" stroke-width="9.5" stroke-dasharray="2.5 1.8"/><path d="M0 48L48 0" stroke="${C.off}" stroke-width="8"/></g><g transform="rotate(-45 24 24)"><rect x="13" y="16.5" width="22" height="15" rx="4" fill="${C.navy}"/><rect x="17" y="19.5" width="14" height="6" rx="1.5" fill="${C.amber}"/></g>`;

function logoSvg() {
  // Sized for the header <img width=180 height=44>; system font stack to match the site's body font.
  const stack = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica Neue, Arial, Noto Sans, DejaVu Sans, sans-serif';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="44" viewBox="0 0 180 44" role="img" aria-labelledby="t"><title id="t">Beltwright Safety Systems</title>` +
    `<g transform="translate(0 2) scale(.8333)">${EMBLEM}</g>` +
    `<text x="48" y="23" fill="#fff" font-family="${stack}" font-size="22" font-weight="700" textLength="108" lengthAdjust="spacingAndGlyphs">Beltwright</text>` +
    `<text x="48.5" y="37" fill="${C.amber}" font-family="${stack}" font-size="8.6" font-weight="700" letter-spacing="1.9" textLength="107" lengthAdjust="spacing">SAFETY SYSTEMS</text></svg>\n`;
}

function iconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" fill="${C.navy}"/><g transform="translate(64 64) scale(8)">${EMBLEM}</g></svg>`;
}

function ogSvg() {
  let s = backdrop(1200, 630, { floor: null, gx: 960, gy: 320, gr: 420 });
  s += lockedBuckle(960, 520, 1.5, 90, 700, 400);
  s += rect(0, 0, 1200, 630, 'url(#fadeL)');
  s += g(EMBLEM, 80, 110, 2.6);
  s += `<text x="80" y="330" fill="#fff" font-family="${FONT}" font-size="92" font-weight="700">Beltwright</text>`;
  s += `<text x="84" y="384" fill="${C.amber}" font-family="${FONT}" font-size="30" font-weight="700" letter-spacing="8">SAFETY SYSTEMS</text>`;
  s += rect(84, 424, 80, 5, C.amber, 2);
  s += `<text x="84" y="486" fill="${C.off}" font-family="${FONT}" font-size="34">Seat belts, harnesses &amp; restraints since 1990</text>`;
  return s + vignette(1200, 630);
}

/* ================================================================== BADGES (360x360, transparent) */
const T_ = (x, y, size, fill, txt, extra = '') =>
  `<text x="${x}" y="${y}" fill="${fill}" font-family="${FONT}" font-size="${size}" font-weight="700" text-anchor="middle"${extra}>${txt}</text>`;

function roundel(inner) {
  let s = `<circle cx="180" cy="184" r="168" fill="#020a16" opacity=".35" filter="url(#blurS)"/>`;
  s += `<circle cx="180" cy="180" r="170" fill="url(#plastic)"/>`;
  s += `<circle cx="180" cy="180" r="158" fill="none" stroke="${C.amber}" stroke-width="10"/>`;
  s += `<circle cx="180" cy="180" r="140" fill="none" stroke="${C.steel}" stroke-width="2" stroke-dasharray="6 6"/>`;
  return s + inner;
}

function badgeEce() {
  let s = roundel('');
  s += T_(180, 150, 66, C.off, 'ECE');
  s += rect(105, 170, 150, 6, C.steel, 3);
  s += T_(180, 266, 100, C.amber, 'R16');
  return s;
}

function badgeUk() {
  const shield = 'M40 30 L320 30 Q330 30 330 40 L330 170 Q330 290 180 345 Q30 290 30 170 L30 40 Q30 30 40 30 Z';
  let s = `<path d="${shield}" transform="translate(0 5)" fill="#020a16" opacity=".35" filter="url(#blurS)"/>`;
  s += pth(shield, 'url(#plastic)');
  s += pth('M52 50 L308 50 L308 168 Q308 270 180 322 Q52 270 52 168 Z', 'none', ` stroke="${C.amber}" stroke-width="8"`);
  s += T_(180, 170, 120, C.off, 'UK');
  // ribbon
  s += pth('M0 196 L40 196 L40 262 L0 262 L16 229 Z', C.amberD) + pth('M360 196 L320 196 L320 262 L360 262 L344 229 Z', C.amberD);
  s += rect(22, 190, 316, 64, C.amber, 6);
  s += T_(180, 236, 40, C.navy, 'ASSEMBLED', ' textLength="280" lengthAdjust="spacingAndGlyphs"');
  return s;
}

function badgeZero() {
  let s = roundel('');
  s += T_(180, 152, 80, C.off, 'ZERO');
  s += T_(180, 204, 46, C.amber, 'RECALLS');
  s += rect(60, 226, 240, 52, C.amber, 26);
  s += T_(180, 263, 32, C.navy, 'SINCE 1990');
  return s;
}

/* ================================================================== OUTPUT */
const jpeg = (w, h, build) => ({ w, h, kind: 'jpg', svg: () => svgDoc(w, h, build()) });

const JOBS = {
  'data/images/sectors/aviation.jpg': jpeg(SW, SH, sceneAviation),
  'data/images/sectors/buses-coaches.jpg': jpeg(SW, SH, sceneCoach),
  'data/images/sectors/commercial-vehicles.jpg': jpeg(SW, SH, sceneHgv),
  'data/images/sectors/emergency-services.jpg': jpeg(SW, SH, sceneAmbulance),
  'data/images/sectors/forklifts.jpg': jpeg(SW, SH, sceneForklift),
  'data/images/sectors/go-karts.jpg': jpeg(SW, SH, sceneKart),
  'data/images/sectors/motorhomes.jpg': jpeg(SW, SH, sceneMotorhome),
  'data/images/sectors/rollercoasters.jpg': jpeg(SW, SH, sceneCoaster),
  'data/images/sectors/taxis.jpg': jpeg(SW, SH, sceneTaxi),
  'data/images/sectors/wheelchairs.jpg': jpeg(SW, SH, sceneWheelchair),
  'data/images/sectors/racing.jpg': jpeg(SW, SH, sceneRacing),
  'data/images/sectors/components.jpg': jpeg(SW, SH, sceneComponentsExploded),
  'data/images/sectors/public-service-vehicles.jpg': jpeg(SW, SH, sceneMinibus),
  'data/images/sectors/marine.jpg': jpeg(SW, SH, sceneMarine),
  // The products page's bespoke card: the CMS finds a field's pictures in one folder (products-page applications: sectors).
  'data/images/sectors/bespoke-requirements.jpg': jpeg(SW, SH, sceneBespoke),
  'data/images/services/seat-belt-supplier.jpg': jpeg(SW, SH, sceneSupplier),
  'data/images/services/seat-belt-repairs.jpg': jpeg(SW, SH, sceneRepairs),
  'data/images/services/seat-belt-replacement.jpg': jpeg(SW, SH, sceneReplacement),
  'data/images/services/seat-belt-rewebbing.jpg': jpeg(SW, SH, sceneRewebbing),
  'data/images/services/bespoke-requirements.jpg': jpeg(SW, SH, sceneBespoke),
  'data/images/services/components.jpg': jpeg(SW, SH, sceneComponentsLayout),
  'data/images/services/consulting-engineering.jpg': jpeg(SW, SH, sceneConsulting),
  'data/images/types/2-point-seat-belts.jpg': jpeg(TW, TH, type2Point),
  'data/images/types/3-point-seat-belts.jpg': jpeg(TW, TH, type3Point),
  'data/images/types/4-point-harnesses.jpg': jpeg(TW, TH, type4Point),
  'data/images/types/5-point-seat-belts.jpg': jpeg(TW, TH, type5Point),
  'data/images/types/straps.jpg': jpeg(TW, TH, typeStraps),
  'data/images/types/restraints.jpg': jpeg(TW, TH, typeRestraints),
  'data/images/types/harnesses.jpg': jpeg(TW, TH, typeHarnesses),
  'data/images/hero/slide-1.jpg': jpeg(HW, HH, hero1),
  'data/images/hero/slide-2.jpg': jpeg(HW, HH, hero2),
  'data/images/hero/slide-3.jpg': jpeg(HW, HH, hero3),
  'data/images/memberships/ece-r16.png': { w: 360, h: 360, kind: 'png', svg: () => svgDoc(360, 360, badgeEce()) },
  'data/images/memberships/uk-assembled.png': { w: 360, h: 360, kind: 'png', svg: () => svgDoc(360, 360, badgeUk()) },
  'data/images/memberships/zero-recalls.png': { w: 360, h: 360, kind: 'png', svg: () => svgDoc(360, 360, badgeZero()) },
  'static/logo.svg': { kind: 'raw', content: logoSvg },
  'static/icon.png': { w: 512, h: 512, kind: 'png', svg: iconSvg },
  'static/og-image.png': { w: 1200, h: 630, kind: 'png', palette: true, svg: () => svgDoc(1200, 630, ogSvg()) },
};

async function render(file, job) {
  const out = path.join(ROOT, file);
  await mkdir(path.dirname(out), { recursive: true });
  if (job.kind === 'raw') {
    await writeFile(out, job.content());
    return out;
  }
  const svg = Buffer.from(job.svg());
  let img = sharp(svg, { density: 72 }).resize(job.w, job.h);
  if (job.kind === 'jpg') img = img.flatten({ background: C.navy }).jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' });
  else img = img.png(job.palette ? { palette: true, quality: 95, effort: 10, dither: 1 } : { compressionLevel: 9 });
  await img.toFile(out);
  return out;
}

const filter = process.argv[2];
const entries = Object.entries(JOBS).filter(([file]) => !filter || file.includes(filter));
if (!entries.length) {
  console.error(`No outputs match "${filter}"`);
  process.exit(1);
}
const { statSync } = await import('node:fs');
let total = 0;
for (const [file, job] of entries) {
  const out = await render(file, job);
  const size = statSync(out).size;
  total += size;
  console.log(`${file.padEnd(52)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
}
console.log(`${entries.length} files, ${(total / 1024).toFixed(1)} KB total`);
