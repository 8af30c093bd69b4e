// `npx tsx scripts/generate-images.ts`: writes the demo illustrations under public/images (destination banners,
// blog pictures, homepage banners, offer pictures, partner logos). Deterministic: the output is committed and a
// rerun rewrites the same bytes. Flat shapes only, so that each file stays a few kilobytes.
import fs from 'node:fs';
import path from 'node:path';
import { countries, themes, type Theme } from '@/server/db/seed/destinations/world';
import { partnerDefs, propertyCategoryDefs } from '@/server/db/seed/properties/vocabulary';
import { Random } from '@/server/db/seed/random';
import { slugify } from '@/server/db/seed/slugs';

const ROOT = path.join(process.cwd(), 'public/images');
const n = (value: number) => Math.round(value);

interface Palette {
  sky: [string, string];
  sun: string;
  far: string;
  near: string;
  ground: string;
  water: [string, string];
  accent: string;
}

const palettes: Record<Theme, Palette[]> = {
  beach: [
    { sky: ['#7dd3fc', '#e0f2fe'], sun: '#fde047', far: '#fcd34d', near: '#fbbf24', ground: '#fde68a', water: ['#0ea5e9', '#0369a1'], accent: '#ef4444' },
    { sky: ['#fb923c', '#fde68a'], sun: '#fff7ed', far: '#fdba74', near: '#f59e0b', ground: '#fcd9a5', water: ['#0891b2', '#155e75'], accent: '#1d4ed8' },
  ],
  city: [
    { sky: ['#93c5fd', '#eff6ff'], sun: '#fef08a', far: '#94a3b8', near: '#475569', ground: '#334155', water: ['#60a5fa', '#1e40af'], accent: '#f59e0b' },
    { sky: ['#312e81', '#f472b6'], sun: '#fde68a', far: '#6d28d9', near: '#1e1b4b', ground: '#0f172a', water: ['#7c3aed', '#312e81'], accent: '#fde047' },
  ],
  mountain: [
    { sky: ['#bae6fd', '#f0f9ff'], sun: '#fef9c3', far: '#94a3b8', near: '#475569', ground: '#f8fafc', water: ['#38bdf8', '#0c4a6e'], accent: '#166534' },
    { sky: ['#fecaca', '#fef3c7'], sun: '#fff7ed', far: '#a8a29e', near: '#57534e', ground: '#e7e5e4', water: ['#67e8f9', '#155e75'], accent: '#14532d' },
  ],
  nature: [
    { sky: ['#a5f3fc', '#ecfeff'], sun: '#fde047', far: '#86efac', near: '#22c55e', ground: '#15803d', water: ['#22d3ee', '#0e7490'], accent: '#166534' },
    { sky: ['#fde68a', '#fef9c3'], sun: '#fb923c', far: '#bef264', near: '#65a30d', ground: '#3f6212', water: ['#2dd4bf', '#115e59'], accent: '#14532d' },
  ],
  island: [
    { sky: ['#67e8f9', '#f0fdfa'], sun: '#fef08a', far: '#d6d3d1', near: '#a8a29e', ground: '#fef3c7', water: ['#06b6d4', '#1e3a8a'], accent: '#ffffff' },
    { sky: ['#f9a8d4', '#fde68a'], sun: '#fff1f2', far: '#c4b5fd', near: '#a78bfa', ground: '#fde68a', water: ['#2563eb', '#1e1b4b'], accent: '#ffffff' },
  ],
  desert: [
    { sky: ['#fdba74', '#fef3c7'], sun: '#fff7ed', far: '#fdba74', near: '#ea580c', ground: '#f59e0b', water: ['#f59e0b', '#b45309'], accent: '#78350f' },
    { sky: ['#1e3a8a', '#f97316'], sun: '#fde68a', far: '#c2410c', near: '#9a3412', ground: '#7c2d12', water: ['#ea580c', '#7c2d12'], accent: '#fef3c7' },
  ],
  tropical: [
    { sky: ['#5eead4', '#f0fdfa'], sun: '#fde047', far: '#4ade80', near: '#16a34a', ground: '#fef3c7', water: ['#14b8a6', '#0f766e'], accent: '#15803d' },
    { sky: ['#f472b6', '#fed7aa'], sun: '#fef08a', far: '#86efac', near: '#15803d', ground: '#fde68a', water: ['#0ea5e9', '#1e3a8a'], accent: '#14532d' },
  ],
};

const gradient = (id: string, [top, bottom]: [string, string]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** A ridge line across the picture: `bumps` peaks between `top` and `base`. */
function ridge(rnd: Random, w: number, h: number, base: number, top: number, bumps: number, sharp: boolean): string {
  const step = w / bumps;
  let d = `M0 ${n(base)}`;
  for (let i = 0; i < bumps; i++) {
    const peak = top + rnd.next() * (base - top) * 0.6;
    const x = i * step + step / 2 + (rnd.next() - 0.5) * step * 0.4;
    d += sharp ? ` L${n(x)} ${n(peak)} L${n((i + 1) * step)} ${n(base - rnd.next() * (base - top) * 0.2)}` : ` Q${n(x)} ${n(peak)} ${n((i + 1) * step)} ${n(base)}`;
  }
  return `${d} L${w} ${h} L0 ${h} Z`;
}

function waves(w: number, y: number, amplitude: number, count: number): string {
  const step = w / count;
  let d = `M0 ${n(y)}`;
  for (let i = 0; i < count; i++) d += ` q${n(step / 4)} ${-amplitude} ${n(step / 2)} 0 t${n(step / 2)} 0`;
  return d;
}

function palm(x: number, y: number, size: number, color: string): string {
  const top = y - size;
  const leaves = [-70, -35, 0, 35, 70, 110, -110]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180;
      const ex = x + size * 0.01 + Math.sin(rad) * size * 0.55;
      const ey = top + (1 - Math.cos(rad)) * size * 0.25 + size * 0.05;
      return `<path d="M${n(x)} ${n(top)} Q${n((x + ex) / 2)} ${n(top - size * 0.2)} ${n(ex)} ${n(ey)}" stroke="${color}" stroke-width="${n(size * 0.09)}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M${n(x)} ${n(y)} Q${n(x + size * 0.12)} ${n(y - size * 0.5)} ${n(x)} ${n(top)}" stroke="${color}" stroke-width="${n(size * 0.06)}" fill="none"/>${leaves}`;
}

function pine(x: number, y: number, size: number, color: string): string {
  return `<path d="M${n(x)} ${n(y - size)} L${n(x + size * 0.35)} ${n(y)} L${n(x - size * 0.35)} ${n(y)} Z" fill="${color}"/>`;
}

function skyline(rnd: Random, w: number, base: number, maxHeight: number, color: string, windows: string): string {
  let x = 0;
  let out = '';
  while (x < w) {
    const bw = 30 + rnd.next() * 60;
    const bh = maxHeight * (0.3 + rnd.next() * 0.7);
    out += `<rect x="${n(x)}" y="${n(base - bh)}" width="${n(bw - 4)}" height="${n(bh)}" fill="${color}"/>`;
    if (rnd.chance(0.5)) {
      for (let wy = base - bh + 12; wy < base - 14; wy += 22) out += `<rect x="${n(x + 8)}" y="${n(wy)}" width="${n(bw - 20)}" height="6" fill="${windows}" opacity=".55"/>`;
    }
    if (rnd.chance(0.15)) out += `<path d="M${n(x + bw / 2 - 2)} ${n(base - bh)} l0 ${-n(maxHeight * 0.25)} l4 0 l0 ${n(maxHeight * 0.25)} Z" fill="${color}"/>`;
    x += bw;
  }
  return out;
}

function clouds(rnd: Random, w: number, h: number): string {
  let out = '';
  for (let i = 0; i < 3; i++) {
    const cx = rnd.next() * w;
    const cy = h * (0.08 + rnd.next() * 0.22);
    const s = h * (0.04 + rnd.next() * 0.05);
    out += `<g fill="#fff" opacity=".8"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(s * 2.4)}" ry="${n(s)}"/><ellipse cx="${n(cx + s)}" cy="${n(cy - s * 0.6)}" rx="${n(s * 1.3)}" ry="${n(s * 0.9)}"/></g>`;
  }
  return out;
}

/** A flat landscape of a theme, `w`×`h`. */
export function scene(theme: Theme, w: number, h: number, seed: string, variant = 0): string {
  const rnd = new Random(0x5eed).fork(`${seed}:${w}x${h}`);
  const pal = palettes[theme][variant % palettes[theme].length];
  const id = `g${slugify(seed).replace(/-/g, '').slice(0, 12) || 'x'}`;
  const horizon = h * (0.55 + rnd.next() * 0.1);
  let body = `<defs>${gradient(`${id}s`, pal.sky)}${gradient(`${id}w`, pal.water)}</defs><rect width="${w}" height="${h}" fill="url(#${id}s)"/>`;
  body += `<circle cx="${n(w * (0.15 + rnd.next() * 0.7))}" cy="${n(h * (0.18 + rnd.next() * 0.15))}" r="${n(h * 0.09)}" fill="${pal.sun}"/>`;
  body += clouds(rnd, w, h);
  switch (theme) {
    case 'beach':
    case 'island':
    case 'tropical': {
      if (theme !== 'island') body += `<path d="${ridge(rnd, w, h, horizon, horizon - h * 0.15, 4, false)}" fill="${pal.far}" opacity=".7"/>`;
      body += `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#${id}w)"/>`;
      // An island on the horizon, drawn over the sea.
      if (theme === 'island') body += `<path d="${ridge(rnd, w * 0.5, horizon + h * 0.04, horizon + h * 0.04, horizon - h * 0.2, 3, false)}" transform="translate(${n(w * (0.25 + rnd.next() * 0.2))} 0)" fill="${pal.near}"/>`;
      body += `<path d="${waves(w, horizon + h * 0.08, 4, 14)}" stroke="#fff" stroke-width="2" fill="none" opacity=".5"/>`;
      const shore = h * (0.8 + rnd.next() * 0.06);
      body += `<path d="M0 ${n(shore)} Q${n(w * 0.5)} ${n(shore - h * 0.06)} ${w} ${n(shore + h * 0.02)} L${w} ${h} L0 ${h} Z" fill="${pal.ground}"/>`;
      const palms = theme === 'beach' ? 1 : 2 + rnd.int(0, 1);
      for (let i = 0; i < palms; i++) body += palm(w * (0.08 + rnd.next() * 0.84), shore + h * 0.05, h * (0.3 + rnd.next() * 0.15), pal.accent === '#ffffff' ? '#14532d' : theme === 'beach' ? '#166534' : pal.accent);
      if (theme === 'beach') {
        const ux = w * (0.3 + rnd.next() * 0.4);
        body += `<path d="M${n(ux - 50)} ${n(shore - 10)} Q${n(ux)} ${n(shore - 70)} ${n(ux + 50)} ${n(shore - 10)} Z" fill="${pal.accent}"/><rect x="${n(ux - 2)}" y="${n(shore - 40)}" width="4" height="60" fill="#78350f"/>`;
      }
      break;
    }
    case 'city': {
      body += `<g opacity=".6">${skyline(rnd, w, horizon + h * 0.1, h * 0.35, pal.far, pal.sky[1])}</g>`;
      body += skyline(rnd, w, h * 0.88, h * 0.45, pal.near, pal.accent);
      body += `<rect y="${n(h * 0.88)}" width="${w}" height="${n(h * 0.12)}" fill="${pal.ground}"/>`;
      break;
    }
    case 'mountain': {
      body += `<path d="${ridge(rnd, w, h, horizon, h * 0.2, 4, true)}" fill="${pal.far}"/>`;
      body += `<path d="${ridge(rnd, w, h, horizon + h * 0.12, h * 0.35, 5, true)}" fill="${pal.near}"/>`;
      body += `<path d="M0 ${n(h * 0.82)} Q${n(w / 2)} ${n(h * 0.74)} ${w} ${n(h * 0.84)} L${w} ${h} L0 ${h} Z" fill="${pal.ground}"/>`;
      for (let i = 0; i < 9; i++) body += pine(w * rnd.next(), h * (0.84 + rnd.next() * 0.12), h * (0.1 + rnd.next() * 0.08), pal.accent);
      break;
    }
    case 'nature': {
      body += `<path d="${ridge(rnd, w, h, horizon, horizon - h * 0.2, 3, false)}" fill="${pal.far}"/>`;
      body += `<path d="${ridge(rnd, w, h, horizon + h * 0.15, horizon - h * 0.05, 4, false)}" fill="${pal.near}"/>`;
      body += `<path d="M0 ${n(h * 0.85)} Q${n(w * 0.6)} ${n(h * 0.78)} ${w} ${n(h * 0.86)} L${w} ${h} L0 ${h} Z" fill="${pal.ground}"/>`;
      for (let i = 0; i < 7; i++) {
        const x = w * rnd.next();
        const y = h * (0.72 + rnd.next() * 0.15);
        body += `<rect x="${n(x - 3)}" y="${n(y)}" width="6" height="${n(h * 0.06)}" fill="#713f12"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(h * (0.04 + rnd.next() * 0.03))}" fill="${pal.accent}"/>`;
      }
      break;
    }
    case 'desert': {
      body += `<path d="${ridge(rnd, w, h, horizon, horizon - h * 0.12, 3, false)}" fill="${pal.far}"/>`;
      const px = w * (0.55 + rnd.next() * 0.3);
      body += `<path d="M${n(px - h * 0.22)} ${n(horizon + 4)} L${n(px)} ${n(horizon - h * 0.2)} L${n(px + h * 0.22)} ${n(horizon + 4)} Z" fill="${pal.near}" opacity=".85"/>`;
      body += `<path d="${ridge(rnd, w, h, horizon + h * 0.18, horizon, 3, false)}" fill="${pal.ground}"/>`;
      body += palm(w * (0.1 + rnd.next() * 0.2), h * 0.95, h * 0.3, pal.accent);
      break;
    }
  }
  return body;
}

/** Silhouettes that tell countries of the same landscape apart; `x` is the foot's centre, `y` the ground, `s` the height. */
const landmarks: Record<string, (x: number, y: number, s: number, color: string) => string> = {
  eiffel: (x, y, s, c) => `<path d="M${n(x - s * 0.28)} ${n(y)} Q${n(x - s * 0.08)} ${n(y - s * 0.45)} ${n(x - s * 0.03)} ${n(y - s)} L${n(x + s * 0.03)} ${n(y - s)} Q${n(x + s * 0.08)} ${n(y - s * 0.45)} ${n(x + s * 0.28)} ${n(y)} L${n(x + s * 0.14)} ${n(y)} Q${n(x)} ${n(y - s * 0.22)} ${n(x - s * 0.14)} ${n(y)} Z" fill="${c}"/><rect x="${n(x - s * 0.16)}" y="${n(y - s * 0.38)}" width="${n(s * 0.32)}" height="${n(s * 0.04)}" fill="${c}"/>`,
  windmill: (x, y, s, c) => `<path d="M${n(x - s * 0.16)} ${n(y)} L${n(x - s * 0.1)} ${n(y - s * 0.6)} L${n(x + s * 0.1)} ${n(y - s * 0.6)} L${n(x + s * 0.16)} ${n(y)} Z" fill="${c}"/>${[0, 90, 180, 270].map((a) => `<rect x="${n(x - s * 0.03)}" y="${n(y - s * 0.62 - s * 0.45)}" width="${n(s * 0.06)}" height="${n(s * 0.45)}" fill="${c}" transform="rotate(${a + 20} ${n(x)} ${n(y - s * 0.62)})"/>`).join('')}`,
  tower: (x, y, s, c) => `<rect x="${n(x - s * 0.08)}" y="${n(y - s * 0.8)}" width="${n(s * 0.16)}" height="${n(s * 0.8)}" fill="${c}"/><path d="M${n(x - s * 0.1)} ${n(y - s * 0.8)} L${n(x)} ${n(y - s)} L${n(x + s * 0.1)} ${n(y - s * 0.8)} Z" fill="${c}"/><circle cx="${n(x)}" cy="${n(y - s * 0.68)}" r="${n(s * 0.05)}" fill="#fff" opacity=".8"/>`,
  torii: (x, y, s, c) => `<rect x="${n(x - s * 0.3)}" y="${n(y - s * 0.7)}" width="${n(s * 0.06)}" height="${n(s * 0.7)}" fill="${c}"/><rect x="${n(x + s * 0.24)}" y="${n(y - s * 0.7)}" width="${n(s * 0.06)}" height="${n(s * 0.7)}" fill="${c}"/><path d="M${n(x - s * 0.45)} ${n(y - s * 0.78)} Q${n(x)} ${n(y - s * 0.7)} ${n(x + s * 0.45)} ${n(y - s * 0.78)} L${n(x + s * 0.42)} ${n(y - s * 0.7)} L${n(x - s * 0.42)} ${n(y - s * 0.7)} Z" fill="${c}"/><rect x="${n(x - s * 0.36)}" y="${n(y - s * 0.58)}" width="${n(s * 0.72)}" height="${n(s * 0.05)}" fill="${c}"/>`,
  domes: (x, y, s, c) => `${[-0.35, 0, 0.32].map((dx, i) => `<rect x="${n(x + dx * s - s * 0.14)}" y="${n(y - s * (0.35 + i * 0.08))}" width="${n(s * 0.28)}" height="${n(s * (0.35 + i * 0.08))}" fill="#fff"/>`).join('')}<path d="M${n(x - s * 0.12)} ${n(y - s * 0.43)} A${n(s * 0.12)} ${n(s * 0.12)} 0 0 1 ${n(x + s * 0.12)} ${n(y - s * 0.43)} Z" fill="#1d4ed8"/><rect x="${n(x - s * 0.02)}" y="${n(y - s * 0.62)}" width="${n(s * 0.04)}" height="${n(s * 0.08)}" fill="${c}"/>`,
  minaret: (x, y, s, c) => `<rect x="${n(x - s * 0.07)}" y="${n(y - s * 0.85)}" width="${n(s * 0.14)}" height="${n(s * 0.85)}" fill="${c}"/><rect x="${n(x - s * 0.1)}" y="${n(y - s * 0.88)}" width="${n(s * 0.2)}" height="${n(s * 0.06)}" fill="${c}"/><path d="M${n(x - s * 0.05)} ${n(y - s * 0.88)} L${n(x)} ${n(y - s)} L${n(x + s * 0.05)} ${n(y - s * 0.88)} Z" fill="${c}"/><path d="M${n(x + s * 0.15)} ${n(y)} L${n(x + s * 0.15)} ${n(y - s * 0.3)} A${n(s * 0.17)} ${n(s * 0.17)} 0 0 1 ${n(x + s * 0.49)} ${n(y - s * 0.3)} L${n(x + s * 0.49)} ${n(y)} Z" fill="${c}"/>`,
  stupa: (x, y, s, c) => `<path d="M${n(x - s * 0.35)} ${n(y)} L${n(x - s * 0.25)} ${n(y - s * 0.2)} Q${n(x - s * 0.25)} ${n(y - s * 0.5)} ${n(x)} ${n(y - s * 0.55)} Q${n(x + s * 0.25)} ${n(y - s * 0.5)} ${n(x + s * 0.25)} ${n(y - s * 0.2)} L${n(x + s * 0.35)} ${n(y)} Z" fill="${c}"/><path d="M${n(x - s * 0.05)} ${n(y - s * 0.55)} L${n(x)} ${n(y - s)} L${n(x + s * 0.05)} ${n(y - s * 0.55)} Z" fill="${c}"/>`,
  pyramid: (x, y, s, c) => `<path d="M${n(x - s * 0.6)} ${n(y)} L${n(x)} ${n(y - s * 0.6)} L${n(x + s * 0.6)} ${n(y)} Z" fill="${c}"/><path d="M${n(x + s * 0.4)} ${n(y)} L${n(x + s * 0.75)} ${n(y - s * 0.35)} L${n(x + s * 1.1)} ${n(y)} Z" fill="${c}" opacity=".8"/>`,
  skyscraper: (x, y, s, c) => `<rect x="${n(x - s * 0.1)}" y="${n(y - s * 0.75)}" width="${n(s * 0.2)}" height="${n(s * 0.75)}" fill="${c}"/><path d="M${n(x - s * 0.07)} ${n(y - s * 0.75)} L${n(x)} ${n(y - s)} L${n(x + s * 0.07)} ${n(y - s * 0.75)} Z" fill="${c}"/><rect x="${n(x + s * 0.14)}" y="${n(y - s * 0.5)}" width="${n(s * 0.16)}" height="${n(s * 0.5)}" fill="${c}"/>`,
  castle: (x, y, s, c) => `<rect x="${n(x - s * 0.35)}" y="${n(y - s * 0.35)}" width="${n(s * 0.7)}" height="${n(s * 0.35)}" fill="${c}"/>${[-0.35, 0.2].map((dx) => `<rect x="${n(x + dx * s)}" y="${n(y - s * 0.6)}" width="${n(s * 0.15)}" height="${n(s * 0.6)}" fill="${c}"/><path d="M${n(x + dx * s - s * 0.02)} ${n(y - s * 0.6)} L${n(x + dx * s + s * 0.075)} ${n(y - s * 0.8)} L${n(x + dx * s + s * 0.17)} ${n(y - s * 0.6)} Z" fill="${c}"/>`).join('')}`,
};

const countryLandmarks: Record<string, keyof typeof landmarks> = {
  france: 'eiffel', 'pays-bas': 'windmill', 'royaume-uni': 'tower', japon: 'torii', grece: 'domes', chypre: 'domes', malte: 'castle',
  maroc: 'minaret', tunisie: 'minaret', 'emirats-arabes-unis': 'skyscraper', turquie: 'minaret', thailande: 'stupa', 'sri-lanka': 'stupa',
  indonesie: 'stupa', egypte: 'pyramid', mexique: 'pyramid', 'etats-unis': 'skyscraper', allemagne: 'castle', 'republique-tcheque': 'castle',
  belgique: 'tower', irlande: 'castle', croatie: 'castle', portugal: 'tower', italie: 'tower', espagne: 'castle',
};

function withLandmark(body: string, w: number, h: number, key: string): string {
  const kind = countryLandmarks[key];
  if (!kind) return body;
  const rnd = new Random(0x1a4d).fork(key);
  const x = w * (0.62 + rnd.next() * 0.25);
  // A light outline keeps the silhouette readable in front of a skyline.
  const color = kind === 'torii' ? '#dc2626' : '#1f2937';
  return `${body}<g stroke="#f8fafc" stroke-width="4" stroke-linejoin="round" paint-order="stroke">${landmarks[kind](x, h * 0.88, h * 0.62, color)}</g>`;
}

const svg = (w: number, h: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${label}">${body}</svg>\n`;

/** Small pictograms laid over the blog pictures: white disc with a flat icon. */
const icons: Record<string, (x: number, y: number, s: number) => string> = {
  plane: (x, y, s) => `<path d="M${x - s} ${y + s * 0.1} L${x + s} ${y - s * 0.15} L${x + s * 0.9} ${y + s * 0.1} L${x + s * 0.1} ${y + s * 0.15} L${x - s * 0.3} ${y + s * 0.8} L${x - s * 0.5} ${y + s * 0.8} L${x - s * 0.3} ${y + s * 0.2} L${x - s * 0.8} ${y + s * 0.25} L${x - s} ${y + s * 0.5} Z" fill="#1e40af"/>`,
  luggage: (x, y, s) => `<rect x="${x - s * 0.6}" y="${y - s * 0.6}" width="${s * 1.2}" height="${s * 1.4}" rx="${s * 0.15}" fill="#b91c1c"/><rect x="${x - s * 0.25}" y="${y - s}" width="${s * 0.5}" height="${s * 0.45}" rx="6" fill="none" stroke="#7f1d1d" stroke-width="${s * 0.1}"/><rect x="${x - s * 0.6}" y="${y}" width="${s * 1.2}" height="${s * 0.12}" fill="#fef3c7"/>`,
  calendar: (x, y, s) => `<rect x="${x - s * 0.8}" y="${y - s * 0.7}" width="${s * 1.6}" height="${s * 1.5}" rx="${s * 0.12}" fill="#fff" stroke="#0f766e" stroke-width="${s * 0.1}"/><rect x="${x - s * 0.8}" y="${y - s * 0.7}" width="${s * 1.6}" height="${s * 0.4}" fill="#0f766e"/><circle cx="${x + s * 0.3}" cy="${y + s * 0.35}" r="${s * 0.2}" fill="#ef4444"/>`,
  budget: (x, y, s) => `<circle cx="${x}" cy="${y}" r="${s * 0.8}" fill="#facc15" stroke="#a16207" stroke-width="${s * 0.1}"/><text x="${x}" y="${y + s * 0.32}" font-family="Arial,sans-serif" font-size="${s}" font-weight="700" text-anchor="middle" fill="#a16207">€</text>`,
  shield: (x, y, s) => `<path d="M${x} ${y - s} L${x + s * 0.8} ${y - s * 0.6} Q${x + s * 0.8} ${y + s * 0.6} ${x} ${y + s} Q${x - s * 0.8} ${y + s * 0.6} ${x - s * 0.8} ${y - s * 0.6} Z" fill="#2563eb"/><path d="M${x - s * 0.35} ${y} l${s * 0.25} ${s * 0.3} l${s * 0.5} -${s * 0.6}" stroke="#fff" stroke-width="${s * 0.15}" fill="none"/>`,
  checklist: (x, y, s) => `<rect x="${x - s * 0.7}" y="${y - s}" width="${s * 1.4}" height="${s * 2}" rx="${s * 0.1}" fill="#fff" stroke="#334155" stroke-width="${s * 0.08}"/>${[0, 1, 2].map((i) => `<path d="M${x - s * 0.45} ${y - s * 0.5 + i * s * 0.55} l${s * 0.12} ${s * 0.12} l${s * 0.22} -${s * 0.25}" stroke="#16a34a" stroke-width="${s * 0.09}" fill="none"/><rect x="${x - s * 0.05}" y="${y - s * 0.5 + i * s * 0.55}" width="${s * 0.6}" height="${s * 0.08}" fill="#94a3b8"/>`).join('')}`,
  family: (x, y, s) => [[-0.6, 1], [0, 1.15], [0.55, 0.7]].map(([dx, k]) => `<circle cx="${x + dx * s}" cy="${y - s * 0.55 * k}" r="${s * 0.2 * k}" fill="#7c2d12"/><rect x="${x + dx * s - s * 0.2 * k}" y="${y - s * 0.3 * k}" width="${s * 0.4 * k}" height="${s * 0.9 * k}" rx="${s * 0.15 * k}" fill="#ea580c"/>`).join(''),
  sun: (x, y, s) => `<circle cx="${x}" cy="${y}" r="${s * 0.5}" fill="#f59e0b"/>${Array.from({ length: 8 }, (_, i) => { const a = (i * Math.PI) / 4; return `<line x1="${n(x + Math.cos(a) * s * 0.65)}" y1="${n(y + Math.sin(a) * s * 0.65)}" x2="${n(x + Math.cos(a) * s * 0.95)}" y2="${n(y + Math.sin(a) * s * 0.95)}" stroke="#f59e0b" stroke-width="${n(s * 0.1)}" stroke-linecap="round"/>`; }).join('')}`,
};

function withIcon(body: string, w: number, h: number, icon: string): string {
  const s = n(h * 0.14);
  const x = n(w - s * 2);
  const y = n(h - s * 2);
  return `${body}<circle cx="${x}" cy="${y}" r="${n(s * 1.45)}" fill="#fff" opacity=".92"/>${icons[icon](x, y, s)}`;
}

function write(file: string, content: string): number {
  const full = path.join(ROOT, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  return content.length;
}

function logo(name: string, [background, text]: [string, string]): string {
  const size = name.length > 14 ? 22 : 28;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${name}"><rect width="240" height="80" rx="14" fill="${background}"/><circle cx="36" cy="40" r="16" fill="none" stroke="${text}" stroke-width="4"/><path d="M26 44 q10 -14 20 0" stroke="${text}" stroke-width="3" fill="none"/><text x="62" y="${40 + size / 3}" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" fill="${text}">${name}</text></svg>\n`;
}

function main() {
  let bytes = 0;
  let files = 0;
  const out = (file: string, content: string) => {
    bytes += write(file, content);
    files++;
  };
  // Destination banners: one per country, three per theme for regions and cities.
  for (const country of countries) {
    const body = withLandmark(scene(country.theme, 1600, 500, country.key, country.key.length), 1600, 500, country.key);
    out(`destinations/${country.key}.svg`, svg(1600, 500, body, country.names.fr));
  }
  for (const theme of themes) for (let v = 1; v <= 3; v++) out(`destinations/${theme}-${v}.svg`, svg(1600, 500, scene(theme, 1600, 500, `${theme}-${v}`, v), theme));
  // Blog pictures: landscapes per theme, and topical pictures with a pictogram.
  for (const theme of themes) for (let v = 1; v <= 2; v++) out(`blog/${theme}-${v}.svg`, svg(1200, 675, scene(theme, 1200, 675, `blog-${theme}-${v}`, v), theme));
  out('blog/city-3.svg', svg(1200, 675, scene('city', 1200, 675, 'blog-city-3', 1), 'city'));
  const topical: [string, Theme, string][] = [
    ['budget-1', 'beach', 'budget'], ['budget-2', 'city', 'budget'], ['calendar-1', 'island', 'calendar'], ['plane-1', 'beach', 'plane'],
    ['luggage-1', 'tropical', 'luggage'], ['shield-1', 'nature', 'shield'], ['checklist-1', 'mountain', 'checklist'], ['family-1', 'beach', 'family'],
    ['family-2', 'nature', 'family'], ['sun-1', 'desert', 'sun'], ['sun-2', 'tropical', 'sun'], ['sun-3', 'island', 'sun'],
  ];
  for (const [name, theme, icon] of topical) out(`blog/${name}.svg`, svg(1200, 675, withIcon(scene(theme, 1200, 675, `blog-${name}`, name.length), 1200, 675, icon), name));
  // Homepage banners.
  out('banners/last-minute.svg', svg(1600, 500, withIcon(scene('beach', 1600, 500, 'banner-last-minute', 1), 1600, 500, 'plane'), 'last minute'));
  out('banners/winter-sun.svg', svg(1600, 500, withIcon(scene('island', 1600, 500, 'banner-winter-sun', 0), 1600, 500, 'sun'), 'winter sun'));
  out('banners/summer-island.svg', svg(1600, 500, scene('island', 1600, 500, 'banner-summer-island', 1), 'summer island'));
  out('banners/promo-codes.svg', svg(1600, 500, withIcon(scene('tropical', 1600, 500, 'banner-promo-codes', 1), 1600, 500, 'budget'), 'promo codes'));
  // Offer pictures: two per kind of accommodation.
  const offerThemes: Record<string, Theme> = { hotel: 'city', resort: 'tropical', club: 'beach', apartment: 'island', villa: 'nature', camping: 'nature', chalet: 'mountain', guesthouse: 'desert', cruise: 'island' };
  for (const def of propertyCategoryDefs) for (let v = 1; v <= 2; v++) out(`properties/${def.key}-${v}.svg`, svg(800, 600, scene(offerThemes[def.key], 800, 600, `offer-${def.key}-${v}`, v), def.fr));
  // Partner logos.
  for (const partner of partnerDefs) out(`partners/${slugify(partner.name)}.svg`, logo(partner.name, partner.colors));
  console.log(`generate-images: ${files} files, ${(bytes / 1024).toFixed(0)} KiB under public/images`);
}

main();
