#!/usr/bin/env node
/**
 * Generates the site's original imagery (flat vector illustrations composed as SVG and
 * rasterised with sharp/librsvg). Deterministic: no randomness, no timestamps.
 *
 *   npm run images                                   # build everything
 *   node tools/content/illustrations/build.mjs taxis # only outputs whose name contains "taxis"
 *
 * Outputs:
 *   data/images/{sectors,services}/*.jpg  1600x900  (sector-scenes.mjs, service-scenes.mjs)
 *   data/images/types/*.jpg               1200x900  (type-scenes.mjs)
 *   data/images/hero/slide-{1,2,3}.jpg    1920x1080 (hero-scenes.mjs; left ~55% kept calm/dark for text)
 *   data/images/memberships/*.png         360x360 transparent badges (badges.mjs)
 *   static/logo.svg, static/icon.png (512), static/og-image.png (1200x630) (brand.mjs)
 *
 * The scenes are drawn from primitives.mjs (SVG elements, colours), backdrop.mjs (frame sizes, gradients,
 * the backdrop), webbing.mjs, hardware.mjs (buckles, retractors, anchors), seats.mjs, vehicles.mjs and
 * workshop.mjs (tools, cartons, the sewing machine).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { HERO_HEIGHT, HERO_WIDTH, SCENE_HEIGHT, SCENE_WIDTH, TYPE_HEIGHT, TYPE_WIDTH, svgDoc } from './backdrop.mjs';
import { badgeEce, badgeUk, badgeZero } from './badges.mjs';
import { iconSvg, logoSvg, ogSvg } from './brand.mjs';
import { heroBlueprints, heroLatchedBuckle, heroWebbingRolls } from './hero-scenes.mjs';
import { colors } from './primitives.mjs';
import {
  sceneAmbulance,
  sceneAviation,
  sceneCoach,
  sceneCoaster,
  sceneComponentsExploded,
  sceneForklift,
  sceneHgv,
  sceneKart,
  sceneMarine,
  sceneMinibus,
  sceneMotorhome,
  sceneRacing,
  sceneTaxi,
  sceneWheelchair,
} from './sector-scenes.mjs';
import {
  sceneBespoke,
  sceneComponentsLayout,
  sceneConsulting,
  sceneRepairs,
  sceneReplacement,
  sceneRewebbing,
  sceneSupplier,
} from './service-scenes.mjs';
import { type2Point, type3Point, type4Point, type5Point, typeHarnesses, typeRestraints, typeStraps } from './type-scenes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const jpeg = (w, h, build) => ({ w, h, kind: 'jpg', svg: () => svgDoc(w, h, build()) });
const scene = (build) => jpeg(SCENE_WIDTH, SCENE_HEIGHT, build);
const type = (build) => jpeg(TYPE_WIDTH, TYPE_HEIGHT, build);
const hero = (build) => jpeg(HERO_WIDTH, HERO_HEIGHT, build);

// In this order: clip paths are numbered as they are drawn, across every output (primitives.mjs, clip).
const JOBS = {
  'data/images/sectors/aviation.jpg': scene(sceneAviation),
  'data/images/sectors/buses-coaches.jpg': scene(sceneCoach),
  'data/images/sectors/commercial-vehicles.jpg': scene(sceneHgv),
  'data/images/sectors/emergency-services.jpg': scene(sceneAmbulance),
  'data/images/sectors/forklifts.jpg': scene(sceneForklift),
  'data/images/sectors/go-karts.jpg': scene(sceneKart),
  'data/images/sectors/motorhomes.jpg': scene(sceneMotorhome),
  'data/images/sectors/rollercoasters.jpg': scene(sceneCoaster),
  'data/images/sectors/taxis.jpg': scene(sceneTaxi),
  'data/images/sectors/wheelchairs.jpg': scene(sceneWheelchair),
  'data/images/sectors/racing.jpg': scene(sceneRacing),
  'data/images/sectors/components.jpg': scene(sceneComponentsExploded),
  'data/images/sectors/public-service-vehicles.jpg': scene(sceneMinibus),
  'data/images/sectors/marine.jpg': scene(sceneMarine),
  // The products page's bespoke card: the CMS finds a field's pictures in one folder (products-page applications: sectors).
  'data/images/sectors/bespoke-requirements.jpg': scene(sceneBespoke),
  'data/images/services/seat-belt-supplier.jpg': scene(sceneSupplier),
  'data/images/services/seat-belt-repairs.jpg': scene(sceneRepairs),
  'data/images/services/seat-belt-replacement.jpg': scene(sceneReplacement),
  'data/images/services/seat-belt-rewebbing.jpg': scene(sceneRewebbing),
  'data/images/services/bespoke-requirements.jpg': scene(sceneBespoke),
  'data/images/services/components.jpg': scene(sceneComponentsLayout),
  'data/images/services/consulting-engineering.jpg': scene(sceneConsulting),
  'data/images/types/2-point-seat-belts.jpg': type(type2Point),
  'data/images/types/3-point-seat-belts.jpg': type(type3Point),
  'data/images/types/4-point-harnesses.jpg': type(type4Point),
  'data/images/types/5-point-seat-belts.jpg': type(type5Point),
  'data/images/types/straps.jpg': type(typeStraps),
  'data/images/types/restraints.jpg': type(typeRestraints),
  'data/images/types/harnesses.jpg': type(typeHarnesses),
  'data/images/hero/slide-1.jpg': hero(heroLatchedBuckle),
  'data/images/hero/slide-2.jpg': hero(heroBlueprints),
  'data/images/hero/slide-3.jpg': hero(heroWebbingRolls),
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
  if (job.kind === 'jpg') img = img.flatten({ background: colors.navy }).jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' });
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
let total = 0;
for (const [file, job] of entries) {
  const out = await render(file, job);
  const size = statSync(out).size;
  total += size;
  console.log(`${file.padEnd(52)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
}
console.log(`${entries.length} files, ${(total / 1024).toFixed(1)} KB total`);
