/** The drawing primitives every picture is made of: the palette, SVG elements as strings (coordinates rounded to
 * two decimals, so the output does not change with floating-point noise), groups and clip paths. */
export const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
export const colors = {
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

export const webbingColors = {
  amber: { base: colors.amber, dark: colors.amberD, light: colors.amberL },
  steel: { base: colors.steel, dark: '#4f6d8d', light: colors.light },
  off: { base: '#dfe8e2', dark: '#a9b8b6', light: '#ffffff' },
  navy: { base: '#274b78', dark: '#143157', light: '#5c80aa' },
  coral: { base: '#e07a5f', dark: '#b0583f', light: '#f2a58f' },
};
export const round2 = (n) => Math.round(n * 100) / 100;
const transform = (x, y, s = 1, r = 0) =>
  `translate(${round2(x)} ${round2(y)})${r ? ` rotate(${round2(r)})` : ''}${s !== 1 ? ` scale(${round2(s)})` : ''}`;
export const group = (content, x = 0, y = 0, s = 1, r = 0, extra = '') =>
  `<g transform="${transform(x, y, s, r)}"${extra}>${content}</g>`;
export const rect = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${round2(x)}" y="${round2(y)}" width="${round2(w)}" height="${round2(h)}"${rx ? ` rx="${round2(rx)}"` : ''} fill="${fill}"${extra}/>`;
export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${round2(cx)}" cy="${round2(cy)}" r="${round2(r)}" fill="${fill}"${extra}/>`;
export const svgPath = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
export const line = (x1, y1, x2, y2, stroke, w = 2, extra = '') =>
  `<line x1="${round2(x1)}" y1="${round2(y1)}" x2="${round2(x2)}" y2="${round2(y2)}" stroke="${stroke}" stroke-width="${w}"${extra}/>`;
export const range = (n) => Array.from({ length: n }, (_, i) => i);

/** Small deterministic PRNG (mulberry32) for scattered decoration. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let clipCount = 0;
/** Wrap content in a clip path (shape = SVG element string). */
export function clip(shape, content) {
  const id = `c${++clipCount}`;
  return `<clipPath id="${id}">${shape}</clipPath><g clip-path="url(#${id})">${content}</g>`;
}
