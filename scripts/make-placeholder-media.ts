/**
 * Writes the placeholder media the public pages show until the hotel's own photos and films
 * arrive: one calm SVG illustration per gallery photo (4:3) and per video poster (16:9), a short
 * MP4 per video, and the 1200x630 link-preview card. Run it again at any time:
 *
 *   node scripts/make-placeholder-media.ts          (keeps every real file the hotel added)
 *   node scripts/make-placeholder-media.ts --force  (rewrites every placeholder file)
 *
 * It reads the file names, titles and sizes from web/content/gallery.ts and videos.ts, so a photo
 * added there gets its placeholder here. A file is only ever overwritten if it is still a
 * placeholder (it carries the marker below) or --force is given: a real photo or film dropped in
 * under the same name is never replaced. Needs ffmpeg and Chromium (`apt-get install -y chromium`;
 * set CHROMIUM_PATH if it lives elsewhere than /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CATIO_PHOTOS, INDOOR_PHOTOS, PHOTO_HEIGHT, PHOTO_WIDTH } from '../web/content/gallery.ts';
import { FACILITY_TOUR, VIDEO_CARDS, VIDEO_HEIGHT, VIDEO_WIDTH } from '../web/content/videos.ts';
import { SHARE_IMAGE_PATH } from '../web/content/head.ts';

const MARKER = 'sunningdale-placeholder';
const PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../web/public');
const force = process.argv.includes('--force');

/** The theme's colours (web/theme.ts), so the placeholders sit calmly in the pages. */
const C = {
  brand50: '#eef5f4',
  brand100: '#d5e6e3',
  brand200: '#aacdc7',
  brand300: '#7aaea6',
  brand400: '#4f8c83',
  brand500: '#356f67',
  brand600: '#2a5a54',
  brand700: '#234a46',
  brand800: '#1f3a3d',
  brand900: '#162a2c',
  brass50: '#fbf6ec',
  brass100: '#f3e6cc',
  brass200: '#e6cd9c',
  brass300: '#d4b06f',
  brass400: '#c0974f',
  brass500: '#a67c3d',
  brass600: '#8a6532',
  brass700: '#6e4f29',
  sand50: '#fcfaf7',
  sand100: '#f7f2eb',
  sand200: '#eee5d8',
} as const;

const SERIF = "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'DejaVu Serif', serif";
const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const n = (value: number) => Math.round(value * 10) / 10;

// ---------------------------------------------------------------------------------------------
// Drawing pieces. Each returns SVG markup; (x, y) is the bottom centre unless a comment says else.
// ---------------------------------------------------------------------------------------------

const group = (x: number, y: number, s: number, fill: string, body: string) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${s})" fill="${fill}">${body}</g>`;
const tail = (d: string, colour: string, width = 14) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;

/** A cat sitting upright, facing us, about 230 units tall at scale 1. */
function sittingCat(x: number, y: number, s: number, fill: string) {
  return group(
    x,
    y,
    s,
    fill,
    '<path d="M-62 0C-68-52-52-112-24-140H24C52-112 68-52 62 0Z"/>' +
      '<ellipse cx="0" cy="-166" rx="42" ry="36"/>' +
      '<path d="M-39-180L-33-226-8-199ZM39-180L33-226 8-199Z"/>' +
      tail('M48-6C104-6 118-58 92-92', fill),
  );
}

/** A cat lying like a loaf, head to the left, about 270 units long. */
function loafCat(x: number, y: number, s: number, fill: string) {
  return group(
    x,
    y,
    s,
    fill,
    '<ellipse cx="10" cy="-46" rx="118" ry="46"/>' +
      '<circle cx="-104" cy="-86" r="40"/>' +
      '<path d="M-138-104L-144-150-112-120ZM-96-124L-84-162-72-118Z"/>' +
      tail('M120-26C166-18 168 8 118 2', fill, 16),
  );
}

/** A cat curled up asleep, about 200 units wide. */
function curledCat(x: number, y: number, s: number, fill: string) {
  return group(
    x,
    y,
    s,
    fill,
    '<ellipse cx="0" cy="-50" rx="96" ry="50"/>' +
      '<circle cx="-62" cy="-66" r="36"/>' +
      '<path d="M-90-84L-98-124-66-96ZM-52-98L-40-134-30-94Z"/>' +
      tail('M84-24C66 6-34 12-92-12', fill, 18),
  );
}

/** A cat's head looking out of a doorway or box, with its eyes open; (x, y) is the chin. */
function peekingCat(x: number, y: number, s: number, fill: string) {
  return group(
    x,
    y,
    s,
    fill,
    '<ellipse cx="0" cy="-34" rx="40" ry="34"/>' +
      '<path d="M-36-46L-32-92-6-64ZM36-46L32-92 6-64Z"/>' +
      `<ellipse cx="-15" cy="-38" rx="6" ry="8" fill="${C.brand900}"/><ellipse cx="15" cy="-38" rx="6" ry="8" fill="${C.brand900}"/>`,
  );
}

function windowPane(x: number, y: number, w: number, h: number, night = false) {
  const sky = night ? `url(#night)` : `url(#sky)`;
  const light = night
    ? `<circle cx="${n(x + w * 0.7)}" cy="${n(y + h * 0.3)}" r="${n(w * 0.09)}" fill="${C.sand100}"/>`
    : `<circle cx="${n(x + w * 0.68)}" cy="${n(y + h * 0.34)}" r="${n(w * 0.12)}" fill="${C.brass100}"/>`;
  return (
    `<rect x="${n(x - 14)}" y="${n(y - 14)}" width="${n(w + 28)}" height="${n(h + 28)}" rx="10" fill="${C.brass100}" stroke="${C.brass400}" stroke-width="4"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="4" fill="${sky}"/>` +
    light +
    `<path d="M${n(x + w / 2)} ${n(y)}V${n(y + h)}M${n(x)} ${n(y + h / 2)}H${n(x + w)}" stroke="${C.brass100}" stroke-width="10"/>` +
    `<rect x="${n(x - 28)}" y="${n(y + h + 10)}" width="${n(w + 56)}" height="18" rx="6" fill="${C.brass400}"/>`
  );
}

/** A padded wall shelf; (x, y) is its top-left corner. */
const shelf = (x: number, y: number, w: number, fill: string = C.brass400) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="22" rx="8" fill="${fill}"/>` +
  `<rect x="${n(x + 8)}" y="${n(y - 10)}" width="${n(w - 16)}" height="12" rx="6" fill="${C.brand200}"/>`;

function catTree(x: number, floor: number, h: number) {
  const post = `<rect x="${n(x - 18)}" y="${n(floor - h)}" width="36" height="${n(h)}" fill="${C.brass300}"/>`;
  const rope = Array.from({ length: Math.floor(h / 26) }, (_, i) => `M${n(x - 18)} ${n(floor - 14 - i * 26)}h36`).join('');
  const platforms = [0.35, 0.68, 1]
    .map((f, i) => `<rect x="${n(x - 90 + i * 12)}" y="${n(floor - h * f - 12)}" width="${180 - i * 24}" height="24" rx="10" fill="${C.brand400}"/>`)
    .join('');
  return `${post}<path d="${rope}" stroke="${C.brass500}" stroke-width="4"/>${platforms}<ellipse cx="${x}" cy="${floor - 6}" rx="110" ry="14" fill="${C.brand300}"/>`;
}

const plant = (x: number, floor: number, s: number) =>
  group(
    x,
    floor,
    s,
    C.brand400,
    `<path d="M-44 0L-54-84H54L44 0Z" fill="${C.brass500}"/>` +
      '<ellipse cx="-40" cy="-150" rx="22" ry="62" transform="rotate(-28 -40 -150)"/>' +
      `<ellipse cx="0" cy="-176" rx="22" ry="80" fill="${C.brand500}"/>` +
      '<ellipse cx="42" cy="-146" rx="22" ry="60" transform="rotate(30 42 -146)"/>',
  );

const rug = (x: number, floor: number, w: number, fill: string = C.brand200) =>
  `<ellipse cx="${n(x)}" cy="${n(floor + 40)}" rx="${n(w / 2)}" ry="34" fill="${fill}"/>`;

const ball = (x: number, y: number, r: number, fill: string) => `<circle cx="${n(x)}" cy="${n(y - r)}" r="${r}" fill="${fill}"/>`;

/** The diamond mesh of the catio, drawn over the sky. */
const mesh = (W: number, top: number, bottom: number) => `<rect x="0" y="${top}" width="${W}" height="${n(bottom - top)}" fill="url(#mesh)"/>`;

/** A raised wooden deck; (x, y) is its top-left corner. */
function deck(x: number, y: number, w: number, floor: number) {
  const legs = [x + 20, x + w - 40]
    .map((lx) => `<rect x="${n(lx)}" y="${n(y + 20)}" width="20" height="${n(floor - y - 20)}" fill="${C.brass600}"/>`)
    .join('');
  return `${legs}<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="26" rx="6" fill="${C.brass400}"/>`;
}

const bird = (x: number, y: number, s: number) =>
  `<path d="M${n(x - 22 * s)} ${n(y)}q${n(11 * s)} ${n(-12 * s)} ${n(22 * s)} 0q${n(11 * s)} ${n(-12 * s)} ${n(22 * s)} 0" fill="none" stroke="${C.brand600}" stroke-width="4" stroke-linecap="round"/>`;

const grass = (x: number, floor: number, w: number) => {
  const blades = Array.from({ length: 9 }, (_, i) => {
    const bx = x - w / 2 + 14 + (i * (w - 28)) / 8;
    return `M${n(bx)} ${n(floor - 70)}q${i % 2 ? 10 : -10} -50 ${i % 2 ? 24 : -20} -${80 + (i % 3) * 22}`;
  }).join('');
  return (
    `<path d="${blades}" fill="none" stroke="${C.brand400}" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="${n(x - w / 2)}" y="${n(floor - 78)}" width="${n(w)}" height="78" rx="8" fill="${C.brass500}"/>`
  );
};

/** An automated feeder: a hopper with a small status light and a bowl. */
function feeder(x: number, floor: number) {
  return (
    `<rect x="${n(x - 46)}" y="${n(floor - 190)}" width="92" height="150" rx="22" fill="${C.sand50}" stroke="${C.brand300}" stroke-width="4"/>` +
    `<rect x="${n(x - 26)}" y="${n(floor - 168)}" width="52" height="30" rx="8" fill="${C.brand700}"/>` +
    `<circle cx="${n(x)}" cy="${n(floor - 153)}" r="6" fill="${C.brand200}"/>` +
    `<path d="M${n(x - 56)} ${n(floor - 40)}h112l-14 40h-84Z" fill="${C.brass400}"/>`
  );
}

function fountain(x: number, floor: number) {
  return (
    `<path d="M${n(x - 110)} ${n(floor - 90)}h220l-30 90h-160Z" fill="${C.brand300}"/>` +
    `<rect x="${n(x - 12)}" y="${n(floor - 150)}" width="24" height="62" rx="10" fill="${C.brand500}"/>` +
    `<path d="M${n(x)} ${n(floor - 150)}c-40-30-80-10-90 52M${n(x)} ${n(floor - 150)}c40-30 80-10 90 52" fill="none" stroke="${C.brand200}" stroke-width="8" stroke-linecap="round"/>`
  );
}

function litterUnit(x: number, floor: number) {
  return (
    `<path d="M${n(x - 100)} ${n(floor)}v-110a100 100 0 0 1 200 0v110Z" fill="${C.sand50}" stroke="${C.brand300}" stroke-width="5"/>` +
    `<ellipse cx="${n(x)}" cy="${n(floor - 110)}" rx="50" ry="46" fill="${C.brand700}"/>` +
    `<rect x="${n(x - 70)}" y="${n(floor - 26)}" width="140" height="14" rx="7" fill="${C.brand200}"/>`
  );
}

function scratchPost(x: number, floor: number, h: number) {
  const rings = Array.from({ length: Math.floor((h - 30) / 18) }, (_, i) => `M${n(x - 22)} ${n(floor - 26 - i * 18)}h44`).join('');
  return (
    `<rect x="${n(x - 70)}" y="${n(floor - 22)}" width="140" height="22" rx="8" fill="${C.brand400}"/>` +
    `<rect x="${n(x - 22)}" y="${n(floor - h)}" width="44" height="${n(h - 20)}" fill="${C.brass300}"/>` +
    `<path d="${rings}" stroke="${C.brass500}" stroke-width="5"/>` +
    `<rect x="${n(x - 60)}" y="${n(floor - h - 20)}" width="120" height="22" rx="8" fill="${C.brand400}"/>`
  );
}

/** A wooden hideaway cube; (x, y) is its top-left corner. */
const cube = (x: number, y: number, size: number, open = true) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${size}" height="${size}" rx="10" fill="${C.brass300}" stroke="${C.brass500}" stroke-width="5"/>` +
  (open ? `<circle cx="${n(x + size / 2)}" cy="${n(y + size / 2)}" r="${n(size * 0.3)}" fill="${C.brand800}"/>` : '');

function armchair(x: number, floor: number) {
  return (
    `<rect x="${n(x - 190)}" y="${n(floor - 330)}" width="380" height="250" rx="60" fill="${C.brand500}"/>` +
    `<rect x="${n(x - 230)}" y="${n(floor - 190)}" width="90" height="170" rx="40" fill="${C.brand600}"/>` +
    `<rect x="${n(x + 140)}" y="${n(floor - 190)}" width="90" height="170" rx="40" fill="${C.brand600}"/>` +
    `<rect x="${n(x - 150)}" y="${n(floor - 130)}" width="300" height="90" rx="26" fill="${C.brand400}"/>` +
    `<path d="M${n(x - 200)} ${n(floor - 20)}v20M${n(x + 200)} ${n(floor - 20)}v20" stroke="${C.brass600}" stroke-width="14" stroke-linecap="round"/>`
  );
}

function lamp(x: number, floor: number, glow = false) {
  return (
    (glow ? `<circle cx="${x}" cy="${floor - 330}" r="190" fill="url(#glow)"/>` : '') +
    `<path d="M${x} ${floor}v-300" stroke="${C.brass600}" stroke-width="8"/>` +
    `<ellipse cx="${x}" cy="${floor - 4}" rx="50" ry="10" fill="${C.brass600}"/>` +
    `<path d="M${x - 60} ${floor - 290}l24-90h72l24 90Z" fill="${glow ? C.brass200 : C.brass300}"/>`
  );
}

const featherWand = (x: number, y: number) =>
  `<path d="M${x} ${y}q60-120 180-150" fill="none" stroke="${C.brass600}" stroke-width="6" stroke-linecap="round"/>` +
  `<ellipse cx="${x + 190}" cy="${y - 150}" rx="14" ry="40" transform="rotate(40 ${x + 190} ${y - 150})" fill="${C.brass400}"/>` +
  `<ellipse cx="${x + 206}" cy="${y - 136}" rx="10" ry="30" transform="rotate(70 ${x + 206} ${y - 136})" fill="${C.brand400}"/>`;

function camera(x: number, y: number, floor: number) {
  return (
    `<path d="M${x} ${y + 30}L${x - 330} ${floor}H${x + 150}Z" fill="${C.brand200}" opacity="0.35"/>` +
    `<rect x="${x - 6}" y="0" width="12" height="${y}" fill="${C.brand600}"/>` +
    `<path d="M${x - 50} ${y}h100a50 50 0 0 1-100 0Z" fill="${C.brand700}"/>` +
    `<circle cx="${x - 10}" cy="${y + 24}" r="12" fill="${C.brand300}"/>`
  );
}

function shelter(x: number, floor: number) {
  return (
    `<path d="M${x - 170} ${floor - 200}L${x} ${floor - 330}L${x + 170} ${floor - 200}Z" fill="${C.brass600}"/>` +
    `<rect x="${x - 140}" y="${floor - 210}" width="280" height="210" fill="${C.brass300}"/>` +
    `<path d="M${x - 60} ${floor}v-90a60 60 0 0 1 120 0v90Z" fill="${C.brand800}"/>`
  );
}

function grooming(x: number, floor: number) {
  return (
    `<rect x="${x - 220}" y="${floor - 210}" width="440" height="36" rx="12" fill="${C.brass400}"/>` +
    `<path d="M${x - 190} ${floor - 176}v176M${x + 190} ${floor - 176}v176" stroke="${C.brass600}" stroke-width="16"/>` +
    `<rect x="${x + 60}" y="${floor - 236}" width="110" height="22" rx="10" fill="${C.brand500}"/>` +
    `<rect x="${x + 120}" y="${floor - 246}" width="60" height="34" rx="8" fill="${C.brass600}"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Scenes: a wall colour and what stands in the room. The title is drawn over the top band.
// ---------------------------------------------------------------------------------------------

type Wall = 'sand' | 'mint' | 'brass' | 'dusk' | 'sky';
interface Scene {
  wall: Wall;
  draw: (W: number, H: number, floor: number) => string;
}

const WALLS: Record<Wall, readonly [string, string, string]> = {
  // top, bottom, floor
  sand: [C.sand100, C.brass100, C.brass200],
  mint: [C.brand50, C.brand100, C.brass200],
  brass: [C.brass50, C.brass200, C.brass300],
  dusk: [C.brand700, C.brand500, C.brand800],
  sky: [C.brand100, C.sand50, C.brass200],
};

const SCENES: Record<string, Scene> = {
  'indoor-01-main-lounge': {
    wall: 'sand',
    draw: (W, H, f) =>
      windowPane(W * 0.1, H * 0.26, W * 0.26, H * 0.3) +
      shelf(W * 0.6, f - H * 0.16, 190) +
      shelf(W * 0.72, f - H * 0.3, 190) +
      shelf(W * 0.6, f - H * 0.44, 190) +
      shelf(W * 0.74, f - H * 0.58, 190) +
      loafCat(W * 0.82, f - H * 0.58 - 10, 0.55, C.brass500) +
      rug(W * 0.42, f, W * 0.42) +
      sittingCat(W * 0.4, f + 30, 0.7, C.brand700) +
      plant(W * 0.1, f + 10, 0.9),
  },
  'indoor-02-window-perch': {
    wall: 'mint',
    draw: (W, H, f) =>
      windowPane(W * 0.26, H * 0.22, W * 0.48, H * 0.38) +
      `<rect x="${n(W * 0.28)}" y="${n(H * 0.6 + 18)}" width="${n(W * 0.44)}" height="40" rx="18" fill="${C.brand300}"/>` +
      loafCat(W * 0.5, H * 0.6 + 24, 0.8, C.brand600) +
      plant(W * 0.88, f + 10, 1),
  },
  'indoor-03-climbing-wall': {
    wall: 'sand',
    draw: (W, H, f) =>
      [0, 1, 2, 3, 4, 5].map((i) => shelf(W * 0.12 + i * W * 0.13, f - 80 - i * H * 0.1, 150)).join('') +
      `<path d="M${n(W * 0.72)} ${n(H * 0.3)}q${n(W * 0.1)} 90 ${n(W * 0.2)} 0" fill="${C.brand300}" stroke="${C.brass500}" stroke-width="6"/>` +
      sittingCat(W * 0.46 + 75, f - 80 - 3 * H * 0.1 - 10, 0.6, C.brand800) +
      rug(W * 0.3, f, W * 0.4),
  },
  'indoor-04-quiet-nook': {
    wall: 'brass',
    draw: (W, H, f) =>
      `<rect x="${n(W * 0.18)}" y="${n(f - 300)}" width="${n(W * 0.64)}" height="30" rx="10" fill="${C.brass500}"/>` +
      `<rect x="${n(W * 0.2)}" y="${n(f - 270)}" width="24" height="270" fill="${C.brass600}"/><rect x="${n(W * 0.8 - 24)}" y="${n(f - 270)}" width="24" height="270" fill="${C.brass600}"/>` +
      `<path d="M${n(W * 0.36)} ${f}v-90a${n(W * 0.14)} 150 0 0 1 ${n(W * 0.28)} 0v90Z" fill="${C.brand400}"/>` +
      `<ellipse cx="${n(W * 0.5)}" cy="${n(f - 70)}" rx="${n(W * 0.08)}" ry="70" fill="${C.brand800}"/>` +
      peekingCat(W * 0.5, f - 10, 0.9, C.brass300) +
      plant(W * 0.34, f - 300, 0.6) +
      books(W * 0.6, f - 300),
  },
  'indoor-05-cat-tree': {
    wall: 'mint',
    draw: (W, H, f) =>
      windowPane(W * 0.62, H * 0.24, W * 0.26, H * 0.32) +
      catTree(W * 0.36, f, H * 0.42) +
      sittingCat(W * 0.36 + 20, f - H * 0.42 - 12, 0.62, C.brass600) +
      ball(W * 0.72, f + 20, 22, C.brand500),
  },
  'indoor-06-ceiling-walkway': {
    wall: 'sand',
    draw: (W, H, f) =>
      `<rect x="0" y="${n(H * 0.28)}" width="${W}" height="26" fill="${C.brass500}"/>` +
      [0.15, 0.4, 0.65, 0.9].map((x) => `<path d="M${n(W * x)} ${n(H * 0.28 + 26)}l-40 50" stroke="${C.brass600}" stroke-width="10"/>`).join('') +
      loafCat(W * 0.58, H * 0.28, 0.6, C.brand900) +
      sofa(W * 0.42, f + 20) +
      plant(W * 0.88, f + 10, 0.8),
  },
  'indoor-07-play-corner': {
    wall: 'brass',
    draw: (W, H, f) =>
      rug(W * 0.5, f - 10, W * 0.8, C.brand200) +
      `<ellipse cx="${n(W * 0.36)}" cy="${n(f - 50)}" rx="${n(W * 0.2)}" ry="70" fill="${C.brand400}"/>` +
      `<ellipse cx="${n(W * 0.17)}" cy="${n(f - 50)}" rx="34" ry="64" fill="${C.brand800}"/>` +
      ball(W * 0.66, f + 30, 26, C.brass500) +
      ball(W * 0.76, f + 10, 20, C.brand500) +
      ball(W * 0.6, f - 20, 16, C.brass300) +
      featherWand(W * 0.7, f - 40) +
      sittingCat(W * 0.88, f + 30, 0.6, C.brand700),
  },
  'indoor-08-afternoon-nap': {
    wall: 'mint',
    draw: (W, H, f) =>
      windowPane(W * 0.36, H * 0.2, W * 0.28, H * 0.26) +
      `<ellipse cx="${n(W * 0.5)}" cy="${n(f)}" rx="${n(W * 0.36)}" ry="90" fill="${C.brass300}"/>` +
      `<ellipse cx="${n(W * 0.5)}" cy="${n(f - 14)}" rx="${n(W * 0.3)}" ry="64" fill="${C.sand50}"/>` +
      curledCat(W * 0.38, f + 4, 0.9, C.brand700) +
      curledCat(W * 0.63, f + 8, 0.85, C.brass500),
  },
  'indoor-09-feeding-station': {
    wall: 'sand',
    draw: (W, H, f) =>
      `<rect x="${n(W * 0.06)}" y="${n(f - 26)}" width="${n(W * 0.72)}" height="26" rx="8" fill="${C.brass400}"/>` +
      [0.16, 0.33, 0.5, 0.67].map((x) => feeder(W * x, f - 26)).join('') +
      sittingCat(W * 0.88, f + 30, 0.62, C.brand700),
  },
  'indoor-10-water-fountain': {
    wall: 'mint',
    draw: (W, H, f) => fountain(W * 0.38, f + 10) + sittingCat(W * 0.66, f + 20, 0.85, C.brass600) + plant(W * 0.9, f + 10, 0.8),
  },
  'indoor-11-self-cleaning-toilets': {
    wall: 'sand',
    draw: (W, H, f) =>
      windowPane(W * 0.4, H * 0.2, W * 0.2, H * 0.2) + litterUnit(W * 0.24, f + 10) + litterUnit(W * 0.5, f + 10) + litterUnit(W * 0.76, f + 10),
  },
  'indoor-12-scratching-posts': {
    wall: 'brass',
    draw: (W, H, f) =>
      scratchPost(W * 0.2, f + 10, H * 0.46) +
      scratchPost(W * 0.42, f + 10, H * 0.34) +
      scratchPost(W * 0.64, f + 10, H * 0.5) +
      sittingCat(W * 0.64, f + 10 - H * 0.5 - 20, 0.5, C.brand800) +
      `<rect x="${n(W * 0.76)}" y="${n(f - 30)}" width="${n(W * 0.16)}" height="40" rx="8" fill="${C.brass600}"/>`,
  },
  'indoor-13-hideaway-cubes': {
    wall: 'mint',
    draw: (W, H, f) =>
      cube(W * 0.22, f - 170, 170) +
      cube(W * 0.22 + 180, f - 170, 170) +
      cube(W * 0.22 + 90, f - 350, 170) +
      cube(W * 0.22 + 360, f - 170, 170, false) +
      cube(W * 0.22 + 270, f - 350, 170) +
      peekingCat(W * 0.22 + 90 + 85, f - 350 + 85 + 40, 0.8, C.brass300) +
      loafCat(W * 0.22 + 450, f - 170, 0.55, C.brand700),
  },
  'indoor-14-grooming-corner': {
    wall: 'sand',
    draw: (W, H, f) => grooming(W * 0.48, f + 10) + loafCat(W * 0.42, f + 10 - 210, 0.75, C.brass300) + plant(W * 0.88, f + 10, 0.8),
  },
  'indoor-15-lap-time': {
    wall: 'brass',
    draw: (W, H, f) => armchair(W * 0.45, f + 20) + curledCat(W * 0.45, f + 20 - 120, 0.8, C.brand800) + lamp(W * 0.82, f + 20),
  },
  'indoor-16-evening-lounge': {
    wall: 'dusk',
    draw: (W, H, f) =>
      windowPane(W * 0.1, H * 0.24, W * 0.24, H * 0.3, true) +
      lamp(W * 0.5, f + 10, true) +
      shelf(W * 0.66, f - H * 0.2, 200, C.brass600) +
      shelf(W * 0.76, f - H * 0.38, 200, C.brass600) +
      loafCat(W * 0.84, f - H * 0.38 - 10, 0.5, C.brass300) +
      curledCat(W * 0.73, f - H * 0.2 - 8, 0.55, C.brand200),
  },
  'indoor-17-monitoring-cameras': {
    wall: 'mint',
    draw: (W, H, f) =>
      camera(W * 0.8, H * 0.2, f) +
      rug(W * 0.45, f, W * 0.5) +
      loafCat(W * 0.38, f + 40, 0.7, C.brass500) +
      sittingCat(W * 0.6, f + 30, 0.6, C.brand700),
  },
  'catio-01-overview': {
    wall: 'sky',
    draw: (W, H, f) =>
      `<circle cx="${n(W * 0.8)}" cy="${n(H * 0.3)}" r="60" fill="${C.brass200}"/>` +
      mesh(W, 0, f) +
      deck(W * 0.08, f - 170, W * 0.3, f) +
      loafCat(W * 0.22, f - 170, 0.55, C.brand700) +
      plant(W * 0.5, f + 10, 0.9) +
      grass(W * 0.74, f + 10, 220) +
      sittingCat(W * 0.9, f + 30, 0.55, C.brass600),
  },
  'catio-02-sun-deck': {
    wall: 'sky',
    draw: (W, H, f) =>
      `<circle cx="${n(W * 0.22)}" cy="${n(H * 0.32)}" r="80" fill="${C.brass200}"/>` +
      mesh(W, 0, f) +
      deck(W * 0.3, f - 220, W * 0.56, f) +
      loafCat(W * 0.46, f - 220, 0.65, C.brass500) +
      curledCat(W * 0.72, f - 218, 0.6, C.brand700),
  },
  'catio-03-cat-garden': {
    wall: 'sky',
    draw: (W, H, f) =>
      mesh(W, 0, f) +
      grass(W * 0.2, f + 10, 220) +
      plant(W * 0.44, f + 10, 1) +
      grass(W * 0.68, f + 10, 220) +
      sittingCat(W * 0.88, f + 30, 0.55, C.brand800),
  },
  'catio-04-lookout-ledges': {
    wall: 'sky',
    draw: (W, H, f) =>
      mesh(W, 0, f) +
      bird(W * 0.7, H * 0.24, 1.2) +
      bird(W * 0.8, H * 0.3, 0.9) +
      shelf(W * 0.16, f - H * 0.38, 240, C.brass500) +
      shelf(W * 0.5, f - H * 0.2, 240, C.brass500) +
      sittingCat(W * 0.16 + 120, f - H * 0.38 - 10, 0.55, C.brass600) +
      plant(W * 0.86, f + 10, 0.8),
  },
  'catio-05-shelter': {
    wall: 'sky',
    draw: (W, H, f) =>
      mesh(W, 0, f) +
      `<path d="M0 ${n(H * 0.2)}H${n(W * 0.5)}L${n(W * 0.38)} ${n(f)}H0Z" fill="${C.brand300}" opacity="0.35"/>` +
      shelter(W * 0.34, f + 10) +
      `<ellipse cx="${n(W * 0.34)}" cy="${n(f - 70)}" rx="26" ry="22" fill="${C.brass300}"/>` +
      plant(W * 0.7, f + 10, 0.9) +
      grass(W * 0.88, f + 10, 160),
  },
  'facility-tour': {
    wall: 'sand',
    draw: (W, H, f) =>
      windowPane(W * 0.08, H * 0.28, W * 0.2, H * 0.3) +
      catTree(W * 0.42, f, H * 0.44) +
      sittingCat(W * 0.42 + 20, f - H * 0.44 - 12, 0.5, C.brass600) +
      `<rect x="${n(W * 0.62)}" y="${n(H * 0.26)}" width="${n(W * 0.3)}" height="${n(f - H * 0.26)}" rx="12" fill="url(#sky)" stroke="${C.brass400}" stroke-width="8"/>` +
      `<rect x="${n(W * 0.62)}" y="${n(H * 0.26)}" width="${n(W * 0.3)}" height="${n(f - H * 0.26)}" fill="url(#mesh)"/>` +
      plant(W * 0.8, f, 0.7) +
      loafCat(W * 0.22, f + 30, 0.55, C.brand700),
  },
  'personal-interaction-time': {
    wall: 'brass',
    draw: (W, H, f) =>
      armchair(W * 0.32, f + 20) +
      curledCat(W * 0.32, f - 100, 0.7, C.brand700) +
      featherWand(W * 0.56, f - 40) +
      sittingCat(W * 0.78, f + 30, 0.6, C.brass600),
  },
  'catio-adventures': {
    wall: 'sky',
    draw: (W, H, f) =>
      `<circle cx="${n(W * 0.7)}" cy="${n(H * 0.3)}" r="60" fill="${C.brass200}"/>` +
      mesh(W, 0, f) +
      bird(W * 0.56, H * 0.36, 1) +
      bird(W * 0.62, H * 0.3, 0.8) +
      deck(W * 0.08, f - 180, W * 0.3, f) +
      sittingCat(W * 0.23, f - 180 - 10, 0.55, C.brand800) +
      grass(W * 0.56, f + 10, 200) +
      loafCat(W * 0.82, f + 30, 0.6, C.brass500),
  },
  'ai-feeding-systems': {
    wall: 'mint',
    draw: (W, H, f) =>
      `<rect x="${n(W * 0.06)}" y="${n(f - 26)}" width="${n(W * 0.5)}" height="26" rx="8" fill="${C.brass400}"/>` +
      [0.15, 0.31, 0.47].map((x) => feeder(W * x, f - 26)).join('') +
      sittingCat(W * 0.66, f + 30, 0.58, C.brass600) +
      fountain(W * 0.86, f + 10),
  },
};

function books(x: number, shelfTop: number) {
  const colours = [C.brand500, C.brass600, C.brand300, C.brand700];
  return colours
    .map(
      (colour, i) =>
        `<rect x="${n(x + i * 26)}" y="${n(shelfTop - 70 + (i % 2) * 10)}" width="22" height="${70 - (i % 2) * 10}" rx="3" fill="${colour}"/>`,
    )
    .join('');
}

function sofa(x: number, floor: number) {
  return (
    `<rect x="${n(x - 260)}" y="${n(floor - 210)}" width="520" height="130" rx="40" fill="${C.brand400}"/>` +
    `<rect x="${n(x - 300)}" y="${n(floor - 150)}" width="600" height="110" rx="36" fill="${C.brand500}"/>` +
    `<path d="M${n(x - 270)} ${n(floor - 40)}v30M${n(x + 270)} ${n(floor - 40)}v30" stroke="${C.brass600}" stroke-width="14" stroke-linecap="round"/>`
  );
}

/** The gradients and the mesh every scene may use. */
function defs(wall: Wall) {
  const [top, bottom] = WALLS[wall];
  const meshColour = wall === 'dusk' ? C.brand300 : C.brand500;
  return (
    '<defs>' +
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.brand200}"/><stop offset="1" stop-color="${C.sand50}"/></linearGradient>` +
    `<linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.brand900}"/><stop offset="1" stop-color="${C.brand600}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${C.brass200}" stop-opacity="0.7"/><stop offset="1" stop-color="${C.brass200}" stop-opacity="0"/></radialGradient>` +
    `<pattern id="mesh" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M0 0L48 48M48 0L0 48" stroke="${meshColour}" stroke-width="2" opacity="0.35"/></pattern>` +
    '</defs>'
  );
}

/** One placeholder picture: wall, floor, the scene, and the title over the top band. */
function sceneSvg(key: string, title: string, W: number, H: number): string {
  const scene = SCENES[key];
  if (scene === undefined) throw new Error(`No placeholder scene for "${key}": add one to SCENES in scripts/make-placeholder-media.ts`);
  const floor = Math.round(H * 0.8);
  const [, , floorColour] = WALLS[scene.wall];
  const dark = scene.wall === 'dusk';
  const titleSize = Math.round(W / 19);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<!-- ${MARKER}: an illustration standing in for a photo; replace it (see web/public/media/README.md). -->` +
    `<title>${escapeXml(title)}</title>` +
    defs(scene.wall) +
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
    `<rect y="${floor}" width="${W}" height="${H - floor}" fill="${floorColour}"/>` +
    `<rect y="${floor}" width="${W}" height="8" fill="${dark ? C.brand900 : C.brass300}"/>` +
    scene.draw(W, H, floor) +
    `<text x="${Math.round(W * 0.055)}" y="${Math.round(H * 0.085)}" font-family="${SANS}" font-size="${Math.round(W / 52)}" letter-spacing="4" font-weight="600" fill="${dark ? C.brass200 : C.brass700}">SUNNINGDALE CAT HOTEL</text>` +
    `<text x="${Math.round(W * 0.055)}" y="${Math.round(H * 0.085 + titleSize * 1.3)}" font-family="${SERIF}" font-size="${titleSize}" fill="${dark ? C.sand50 : C.brand800}">${escapeXml(title)}</text>` +
    '</svg>'
  );
}

/** The 1200x630 link-preview card (WhatsApp, Facebook and the like show it beside the link). */
function shareCardSvg(): string {
  const W = 1200;
  const H = 630;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    '<defs>' +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.brand800}"/><stop offset="1" stop-color="${C.brand900}"/></linearGradient>` +
    `<linearGradient id="disc" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.brass100}"/><stop offset="1" stop-color="${C.brass200}"/></linearGradient>` +
    '</defs>' +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<circle cx="930" cy="330" r="210" fill="url(#disc)"/>` +
    `<path d="M720 420H1140" stroke="${C.brass400}" stroke-width="10"/>` +
    sittingCat(860, 416, 1, C.brand800) +
    curledCat(1050, 416, 0.6, C.brass600) +
    `<text x="80" y="170" font-family="${SANS}" font-size="24" font-weight="600" letter-spacing="5" fill="${C.brass200}">LUXURY CAGE-FREE CAT HOTEL</text>` +
    `<text x="80" y="262" font-family="${SERIF}" font-size="78" fill="#ffffff">Sunningdale</text>` +
    `<text x="80" y="350" font-family="${SERIF}" font-size="78" fill="#ffffff">Cat Hotel</text>` +
    `<text x="80" y="430" font-family="${SANS}" font-size="30" fill="${C.brand100}">Blouberg, Cape Town</text>` +
    `<text x="80" y="520" font-family="${SANS}" font-size="26" fill="${C.brass200}">290 m² · no cages · 24/7 care</text>` +
    '</svg>'
  );
}

// ---------------------------------------------------------------------------------------------
// Writing files, without ever replacing a real one.
// ---------------------------------------------------------------------------------------------

const written: string[] = [];
const kept: string[] = [];

/** A file may be written if it is missing, still a placeholder, or --force was given. */
function mayWrite(path: string): boolean {
  if (force || !existsSync(path)) return true;
  return readFileSync(path).includes(MARKER);
}

function target(src: string): string {
  const path = join(PUBLIC_DIR, src);
  mkdirSync(dirname(path), { recursive: true });
  return path;
}

function writeSvg(src: string, svg: string) {
  const path = target(src);
  if (!src.endsWith('.svg') || !mayWrite(path)) {
    kept.push(src);
    return;
  }
  writeFileSync(path, `${svg}\n`);
  written.push(src);
}

/** Adds a tEXt chunk right after the PNG header, so the file says it is a placeholder. */
function markPng(png: Buffer): Buffer {
  const ihdrEnd = 8 + 4 + 4 + 13 + 4;
  const data = Buffer.from(`Comment\0${MARKER}`, 'latin1');
  const type = Buffer.from('tEXt', 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]);
}

const stem = (src: string) => src.replace(/^.*\//, '').replace(/(-poster)?\.[a-z0-9]+$/, '');

async function main() {
  for (const photo of [...INDOOR_PHOTOS, ...CATIO_PHOTOS]) {
    writeSvg(photo.src, sceneSvg(stem(photo.src), photo.title, PHOTO_WIDTH, PHOTO_HEIGHT));
  }

  const videos = [FACILITY_TOUR, ...VIDEO_CARDS];
  const posters = new Map<string, string>();
  for (const video of videos) {
    const svg = sceneSvg(stem(video.src), video.title, VIDEO_WIDTH, VIDEO_HEIGHT);
    posters.set(video.src, svg);
    writeSvg(video.poster, svg);
  }

  const shareCard = target(SHARE_IMAGE_PATH);
  const videoTargets = videos.filter((video) => mayWrite(target(video.src)));
  for (const video of videos) if (!videoTargets.includes(video)) kept.push(video.src);
  if (!mayWrite(shareCard)) kept.push(SHARE_IMAGE_PATH);
  if (videoTargets.length > 0 || mayWrite(shareCard)) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const render = async (svg: string, width: number, height: number) => {
      const page = await browser.newPage({ viewport: { width, height } });
      await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
      const png = await page.screenshot({ type: 'png' });
      await page.close();
      return png;
    };
    const work = mkdtempSync(join(tmpdir(), 'hotel-media-'));
    try {
      if (mayWrite(shareCard)) {
        // Down to 256 colours (the card is flat colour), which keeps it a fraction of the size.
        const full = join(work, 'share-card-full.png');
        const small = join(work, 'share-card.png');
        writeFileSync(full, await render(shareCardSvg(), 1200, 630));
        execFileSync(
          'ffmpeg',
          [
            '-y',
            '-loglevel',
            'error',
            '-i',
            full,
            '-vf',
            'split[a][b];[a]palettegen=max_colors=256[p];[b][p]paletteuse=dither=bayer:bayer_scale=3',
            small,
          ],
          { stdio: 'inherit' },
        );
        writeFileSync(shareCard, markPng(readFileSync(small)));
        written.push(SHARE_IMAGE_PATH);
      }
      for (const video of videoTargets) {
        const still = join(work, `${stem(video.src)}.png`);
        writeFileSync(still, await render(posters.get(video.src) ?? '', VIDEO_WIDTH, VIDEO_HEIGHT));
        // Five seconds of a slow push-in on the poster scene: 960x540 H.264, no sound, starts at
        // once (faststart). Scaling up first keeps the zoom from stepping pixel by pixel.
        execFileSync(
          'ffmpeg',
          [
            '-y',
            '-loglevel',
            'error',
            '-loop',
            '1',
            '-i',
            still,
            '-vf',
            "scale=3840:-1,zoompan=z='1+0.0006*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=120:s=960x540:fps=24,format=yuv420p",
            '-frames:v',
            '120',
            '-c:v',
            'libx264',
            '-preset',
            'veryslow',
            '-crf',
            '30',
            '-tune',
            'stillimage',
            '-movflags',
            '+faststart',
            '-metadata',
            `comment=${MARKER}`,
            target(video.src),
          ],
          { stdio: 'inherit' },
        );
        written.push(video.src);
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
      await browser.close();
    }
  }

  console.log(`Wrote ${written.length} placeholder files:\n  ${written.join('\n  ')}`);
  if (kept.length > 0) console.log(`Kept ${kept.length} real files (not placeholders):\n  ${kept.join('\n  ')}`);
}

await main();
