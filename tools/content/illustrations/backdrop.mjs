/** The frame each picture is drawn in: output sizes, the shared gradients, patterns and filters, the navy backdrop. */
import { colors, line, rect, round2 } from './primitives.mjs';

function defs() {
  return `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#123560"/><stop offset=".55" stop-color="${colors.navy}"/><stop offset="1" stop-color="#071b34"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a3d69"/><stop offset="1" stop-color="#0a213f"/></linearGradient>
  <radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${colors.steel}" stop-opacity=".42"/><stop offset=".55" stop-color="${colors.steel}" stop-opacity=".12"/><stop offset="1" stop-color="${colors.steel}" stop-opacity="0"/></radialGradient>
  <radialGradient id="glowA" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${colors.amber}" stop-opacity=".55"/><stop offset="1" stop-color="${colors.amber}" stop-opacity="0"/></radialGradient>
  <radialGradient id="vig" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#020a14" stop-opacity=".55"/></radialGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f7fa"/><stop offset=".45" stop-color="#bccfe0"/><stop offset="1" stop-color="#7893ae"/></linearGradient>
  <linearGradient id="metalV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9f0f6"/><stop offset=".5" stop-color="#a9bfd4"/><stop offset="1" stop-color="#6c88a4"/></linearGradient>
  <linearGradient id="plastic" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#33557f"/><stop offset=".5" stop-color="#1a3a63"/><stop offset="1" stop-color="#0c2241"/></linearGradient>
  <linearGradient id="fabric" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2d5a8c"/><stop offset="1" stop-color="#183b64"/></linearGradient>
  <linearGradient id="fabricL" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b6ca1"/><stop offset="1" stop-color="#22497a"/></linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b7cde2"/><stop offset=".6" stop-color="#7a9cc0"/><stop offset="1" stop-color="#5577a0"/></linearGradient>
  <linearGradient id="glassD" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5c7fa6"/><stop offset="1" stop-color="#27496f"/></linearGradient>
  <linearGradient id="bodyL" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7faf6"/><stop offset=".7" stop-color="#dbe5ec"/><stop offset="1" stop-color="#b8c8d8"/></linearGradient>
  <linearGradient id="bodyA" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f9bd7f"/><stop offset=".7" stop-color="${colors.amber}"/><stop offset="1" stop-color="#d9853f"/></linearGradient>
  <linearGradient id="bodyS" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b3c8dc"/><stop offset=".7" stop-color="${colors.steel}"/><stop offset="1" stop-color="#6d8aa8"/></linearGradient>
  <linearGradient id="bodyK" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a4a63"/><stop offset=".35" stop-color="#1b2536"/><stop offset="1" stop-color="#0f1723"/></linearGradient>
  <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a5283"/><stop offset="1" stop-color="#173a63"/></linearGradient>
  <linearGradient id="paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6f9f5"/><stop offset="1" stop-color="#d7e2ea"/></linearGradient>
  <linearGradient id="blueprint" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#24568f"/><stop offset="1" stop-color="#173d6b"/></linearGradient>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4f78a6"/><stop offset=".65" stop-color="#8da9c4"/><stop offset="1" stop-color="#f4a259"/></linearGradient>
  <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f4f80"/><stop offset="1" stop-color="#0a2140"/></linearGradient>
  <linearGradient id="fadeL" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#06172d" stop-opacity=".95"/><stop offset=".45" stop-color="#081d38" stop-opacity=".85"/><stop offset=".62" stop-color="#0b2545" stop-opacity="0"/></linearGradient>
  <pattern id="weave" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="6" height="3" fill="#000" opacity=".5"/></pattern>
  <pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="1.6" fill="${colors.steel}" opacity=".16"/></pattern>
  <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#cfe0f1" stroke-opacity=".22" stroke-width="1.5"/></pattern>
  <pattern id="gridS" width="10" height="10" patternUnits="userSpaceOnUse"><path d="M10 0H0V10" fill="none" stroke="#cfe0f1" stroke-opacity=".09" stroke-width="1"/></pattern>
  <filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="10"/><feOffset dy="12"/><feComponentTransfer><feFuncA type="linear" slope=".45"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  <filter id="shS" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="4"/><feOffset dy="5"/><feComponentTransfer><feFuncA type="linear" slope=".45"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
  <filter id="blurS" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="5"/></filter>
</defs>`;
}
/**
 * Standard backdrop: navy gradient, dot grid, glow behind the subject, accent rings, floor.
 * opts: gx, gy (glow centre), gr (glow radius), floor (y of the floor line or null), ring (bool)
 */
export function backdrop(w, h, { gx = w / 2, gy = h * 0.48, gr = h * 0.62, floor = h * 0.8, ring = true, dots = true } = {}) {
  let s = rect(0, 0, w, h, 'url(#bg)');
  if (dots) s += rect(0, 0, w, h, 'url(#dots)');
  s += `<ellipse cx="${round2(gx)}" cy="${round2(gy)}" rx="${round2(gr * 1.35)}" ry="${round2(gr)}" fill="url(#glow)"/>`;
  if (ring) {
    s += `<circle cx="${round2(gx)}" cy="${round2(gy)}" r="${round2(gr * 0.78)}" fill="none" stroke="${colors.steel}" stroke-opacity=".13" stroke-width="2"/>`;
    s += `<circle cx="${round2(gx)}" cy="${round2(gy)}" r="${round2(gr * 0.9)}" fill="none" stroke="${colors.amber}" stroke-opacity=".55" stroke-width="4" stroke-linecap="round" stroke-dasharray="${round2(gr * 0.9 * 0.9)} ${round2(gr * 0.9 * 6)}" transform="rotate(-150 ${round2(gx)} ${round2(gy)})"/>`;
  }
  if (floor != null) {
    s += rect(0, floor, w, h - floor, 'url(#floor)');
    s += line(0, floor, w, floor, colors.steel, 2, ' stroke-opacity=".35"');
    s += line(0, floor + 6, w, floor + 6, colors.amber, 1.5, ' stroke-opacity=".25"');
  }
  return s;
}

export const vignette = (w, h) => rect(0, 0, w, h, 'url(#vig)');
export const groundShadow = (cx, cy, rx, ry = 18, o = 0.6) =>
  `<ellipse cx="${round2(cx)}" cy="${round2(cy)}" rx="${round2(rx)}" ry="${round2(ry)}" fill="#020a16" opacity="${o}" filter="url(#blur)"/>`;

export function svgDoc(w, h, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs()}${body}</svg>`;
}
export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 900;
export const TYPE_WIDTH = 1200;
export const TYPE_HEIGHT = 900;
export const HERO_WIDTH = 1920;
export const HERO_HEIGHT = 1080;
