import type { Brand, Sector } from './brands';
import { CATEGORY_TREE } from './tree';

/**
 * The pictures of the demo catalogue, drawn as SVG: shop logos (wordmark under a pictogram of the trade), slider
 * banners (a landscape per kind of holiday, no text so that every language can use them) and top-category icons.
 * scripts/generate-logos.ts writes them under public/.
 */

/** Pictograms on a 100×100 grid, drawn with strokes of the current colour. */
const GLYPHS: Record<Sector, string> = {
  tour: '<circle cx="50" cy="38" r="16"/><path d="M50 12v-6M50 70v-6M24 38h-6M82 38h-6M32 20l-4-4M68 20l4-4"/><path d="M12 80q9-8 19 0t19 0 19 0 19 0"/><path d="M12 94q9-8 19 0t19 0 19 0 19 0"/>',
  hotel: '<path d="M20 92V14h60v78"/><path d="M12 92h76"/><path d="M34 28h8M58 28h8M34 44h8M58 44h8M34 60h8M58 60h8"/><path d="M43 92V76h14v16"/>',
  rental: '<path d="M12 50 50 16l38 34"/><path d="M22 42v48h56V42"/><path d="M42 90V66h16v24"/><path d="M66 28V14h10v22"/>',
  camping: '<path d="M50 14 10 88h80z"/><path d="M50 14v74"/><path d="M50 88 36 62M50 88l14-26"/><path d="M4 88h92"/>',
  park: '<path d="M30 12 12 50h12L10 76h40L36 50h12z"/><path d="M30 76v14"/><path d="M70 24 56 54h10L54 78h32L74 54h10z"/><path d="M70 78v12"/>',
  flight: '<path d="M46 84 54 62 80 70q8 2 8-4t-8-10L56 48l4-30q1-8-4-8t-6 6L40 44 16 36q-8-2-8 4t8 8l22 8-8 20"/><path d="M24 88h28"/>',
  train: '<rect x="22" y="10" width="56" height="66" rx="12"/><path d="M22 46h56"/><path d="M36 26h28"/><circle cx="36" cy="60" r="4"/><circle cx="64" cy="60" r="4"/><path d="M32 76 22 92M68 76l10 16M28 86h44"/>',
  car: '<path d="M10 66V52l10-4 10-18h40l10 18 10 4v14z"/><path d="M30 30h40l8 18H22z"/><circle cx="28" cy="70" r="9"/><circle cx="72" cy="70" r="9"/>',
  ferry: '<path d="M10 62h80l-12 20H22z"/><path d="M24 62V42h52v20"/><path d="M40 42V28h20v14"/><path d="M34 52h6M48 52h6M62 52h6"/><path d="M6 94q11-6 22 0t22 0 22 0 22 0"/>',
  cruise: '<path d="M8 60h84l-14 22H22z"/><path d="M20 60V44h60v16"/><path d="M30 44V32h40v12"/><path d="M44 32V18h12v14"/><path d="M28 52h4M40 52h4M52 52h4M64 52h4"/><path d="M6 94q11-6 22 0t22 0 22 0 22 0"/>',
  luggage: '<rect x="22" y="28" width="56" height="58" rx="8"/><path d="M38 28V16h24v12"/><path d="M40 40v34M60 40v34"/><circle cx="32" cy="92" r="3"/><circle cx="68" cy="92" r="3"/>',
  outdoor: '<path d="M6 86 36 30l16 26 12-18 30 48z"/><path d="M28 44l8 6 8-6"/><path d="M64 38l-5 8 5 4 5-4z"/>',
  ski: '<path d="M50 8v84M14 29l72 42M14 71l72-42"/><path d="M40 14l10 10 10-10M40 86l10-10 10 10M14 42l14-4-4-14M86 58l-14 4 4 14M14 58l14 4-4 14M86 42l-14-4 4-14"/>',
  leisure: '<circle cx="50" cy="42" r="30"/><circle cx="50" cy="42" r="5"/><path d="M50 12v60M20 42h60M29 21l42 42M71 21 29 63"/><path d="M50 47 34 92M50 47l16 45M26 92h48"/>',
  insurance: '<path d="M50 8 16 20v26c0 22 14 38 34 46 20-8 34-24 34-46V20z"/><path d="m34 50 11 11 22-24"/>',
  citytrip: '<path d="M6 92h88"/><path d="M12 92V50h16v42"/><path d="M28 92V28h18v64"/><path d="M37 28V14"/><path d="M46 92V44h16v48"/><path d="M62 92V34l14-10 14 10v58"/><path d="M18 60v2M18 72v2M36 40v2M36 54v2M36 68v2M54 56v2M54 70v2M76 44v2M76 58v2M76 72v2"/>',
  wellness: '<path d="M50 86C30 70 28 44 50 20c22 24 20 50 0 66z"/><path d="M50 86C34 86 14 76 10 52c16 0 30 8 40 34z"/><path d="M50 86c16 0 36-10 40-34-16 0-30 8-40 34z"/>',
  parking: '<rect x="14" y="10" width="72" height="80" rx="14"/><path d="M38 74V28h16a12 12 0 0 1 0 24H38"/>',
};

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The name on one or two lines, cut at the space nearest the middle when it is long. */
/** Long one-word names, split where a reader expects it (Dutch compounds). */
const COMPOUND_BREAKS: Record<string, string[]> = {
  Ardennenhuisjes: ['Ardennen', 'huisjes'],
  Kampeerparadijs: ['Kampeer', 'paradijs'],
  Koffermeester: ['Koffer', 'meester'],
  Stedenkompas: ['Steden', 'kompas'],
  Parkeerwolk: ['Parkeer', 'wolk'],
};

export function wordmarkLines(name: string): string[] {
  if (COMPOUND_BREAKS[name]) return COMPOUND_BREAKS[name];
  if (name.length <= 10 || !name.includes(' ')) return [name];
  const words = name.split(' ');
  let best: string[] = [name];
  let bestGap = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const gap = Math.abs(a.length - b.length);
    if (gap < bestGap) [best, bestGap] = [[a, b], gap];
  }
  return best;
}

export function storeLogoSvg(brand: Brand): string {
  const [bg, fg] = brand.colors;
  const lines = wordmarkLines(brand.name);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(30, Math.floor(170 / (longest * 0.66)));
  const firstY = lines.length === 1 ? 160 : 146;
  const text = lines
    .map((line, i) => `<text x="100" y="${firstY + i * (size + 4)}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(brand.name)}">`,
    `<rect width="200" height="200" rx="36" fill="${bg}"/>`,
    `<g transform="translate(62 22) scale(0.76)" fill="none" stroke="${fg}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[brand.sector]}</g>`,
    `<g fill="${fg}" font-family="${escapeXml(FONT)}" font-weight="700" font-size="${size}" letter-spacing="-0.5">${text}</g>`,
    '</svg>',
    '',
  ].join('\n');
}

/** Top categories borrow the pictogram of their main trade. */
const CATEGORY_GLYPH: Record<string, Sector> = {
  sejours: 'tour', hebergement: 'hotel', transport: 'flight', bagages: 'luggage', loisirs: 'leisure', ski: 'ski',
  camping: 'camping', assurances: 'insurance', croisieres: 'cruise', 'city-trips': 'citytrip', 'week-ends': 'wellness',
};

export function categoryIconSvg(key: string): string {
  const sector = CATEGORY_GLYPH[key] ?? CATEGORY_TREE.find((n) => n.key === key)?.sectors[0] ?? 'tour';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="64" height="64">',
    `<g fill="none" stroke="#0f766e" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[sector]}</g>`,
    '</svg>',
    '',
  ].join('\n');
}

const wave = (y: number, amp: number, step: number) => {
  let d = `M0 ${y}`;
  for (let x = 0; x < 1200; x += step) d += ` q${step / 4} ${-amp} ${step / 2} 0 t${step / 2} 0`;
  return `${d} V400 H0z`;
};

const pine = (x: number, base: number, h: number, fill: string) =>
  `<path d="M${x} ${base - h} l${h * 0.32} ${h * 0.55} h${-h * 0.12} l${h * 0.2} ${h * 0.45} h${-h * 0.8} l${h * 0.2} ${-h * 0.45} h${-h * 0.12}z" fill="${fill}"/>`;

const cloud = (x: number, y: number, s: number) =>
  `<g fill="#ffffff" opacity="0.9"><ellipse cx="${x}" cy="${y}" rx="${50 * s}" ry="${18 * s}"/><ellipse cx="${x - 24 * s}" cy="${y - 10 * s}" rx="${24 * s}" ry="${18 * s}"/><ellipse cx="${x + 14 * s}" cy="${y - 16 * s}" rx="${28 * s}" ry="${22 * s}"/></g>`;

/** Slider backgrounds: the promotion's title is written over them by the site, so they stay quiet on the left. */
const SCENES: Record<string, { sky: [string, string]; body: string }> = {
  plage: {
    sky: ['#7dd3fc', '#fef3c7'],
    body: `<circle cx="960" cy="120" r="70" fill="#fbbf24"/><path d="${wave(250, 10, 120)}" fill="#0ea5e9"/><path d="${wave(290, 8, 160)}" fill="#0284c7"/><path d="M0 330 Q600 290 1200 340 V400 H0z" fill="#fde68a"/><path d="M1010 330 q-10 -90 30 -150" stroke="#78350f" stroke-width="10" fill="none"/><path d="M1040 180 q-60 -10 -90 30 M1040 180 q50 -20 80 20 M1040 180 q-10 -50 -60 -60 M1040 180 q30 -40 80 -30" stroke="#15803d" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  },
  ville: {
    sky: ['#fda4af', '#fde68a'],
    body: `<circle cx="880" cy="150" r="60" fill="#fff7ed" opacity="0.8"/><g fill="#9f1239" opacity="0.55"><rect x="620" y="170" width="70" height="230"/><rect x="700" y="120" width="60" height="280"/><rect x="770" y="200" width="90" height="200"/><rect x="870" y="90" width="50" height="310"/><rect x="930" y="160" width="80" height="240"/><rect x="1020" y="210" width="70" height="190"/><rect x="1100" y="140" width="60" height="260"/></g><g fill="#881337"><rect x="560" y="260" width="90" height="140"/><rect x="660" y="230" width="70" height="170"/><path d="M745 400V210l40-40 40 40v190z"/><rect x="840" y="250" width="100" height="150"/><rect x="950" y="280" width="80" height="120"/><rect x="1040" y="240" width="90" height="160"/><rect x="1140" y="270" width="60" height="130"/></g>`,
  },
  campagne: {
    sky: ['#bae6fd', '#ecfccb'],
    body: `<circle cx="1000" cy="110" r="50" fill="#fde047"/><path d="M0 300 Q300 220 600 290 T1200 260 V400 H0z" fill="#84cc16"/><path d="M0 340 Q400 290 800 340 T1200 320 V400 H0z" fill="#4d7c0f"/><path d="M860 290v-60l50-40 50 40v60z" fill="#fef3c7"/><path d="M850 232l60-50 60 50" stroke="#b91c1c" stroke-width="14" fill="none"/><rect x="896" y="250" width="28" height="40" fill="#92400e"/>`,
  },
  camping: {
    sky: ['#fdba74', '#fef9c3'],
    body: `<circle cx="980" cy="150" r="60" fill="#fff7ed"/><path d="M0 310 Q400 250 800 300 T1200 290 V400 H0z" fill="#65a30d"/>${pine(660, 320, 170, '#166534')}${pine(740, 320, 130, '#14532d')}${pine(1130, 320, 180, '#166534')}<path d="M900 330 l90-140 90 140z" fill="#ea580c"/><path d="M990 190 l-30 140 h60z" fill="#9a3412"/>`,
  },
  foret: {
    sky: ['#a7f3d0', '#f0fdf4'],
    body: `<path d="M0 320 Q600 270 1200 320 V400 H0z" fill="#15803d"/>${[560, 640, 720, 820, 900, 990, 1080, 1160].map((x, i) => pine(x, 340 + (i % 2) * 10, 150 + (i % 3) * 40, i % 2 ? '#14532d' : '#166534')).join('')}`,
  },
  avion: {
    sky: ['#38bdf8', '#e0f2fe'],
    body: `${cloud(700, 290, 1.4)}${cloud(1050, 120, 1)}${cloud(880, 340, 1.1)}<g transform="translate(820 150) rotate(-12)" fill="#ffffff"><path d="M0 20 h260 q30 0 30 -10 t-30 -10 h-260z"/><path d="M120 10 l-60 -80 h30 l90 80z"/><path d="M120 10 l-60 80 h30 l90 -80z"/><path d="M10 10 l-20 -40 h18 l30 40z"/></g>`,
  },
  route: {
    sky: ['#fcd34d', '#fff7ed'],
    body: `<path d="M0 260 Q300 200 600 250 T1200 230 V400 H0z" fill="#a3a3a3" opacity="0.35"/><path d="M0 300 Q600 250 1200 290 V400 H0z" fill="#a16207"/><path d="M820 400 L960 270 L1000 270 L1160 400z" fill="#44403c"/><path d="M985 280 v18 M988 320 v26 M992 370 v30" stroke="#fde047" stroke-width="8"/>`,
  },
  mer: {
    sky: ['#60a5fa', '#dbeafe'],
    body: `${cloud(1080, 110, 0.9)}<path d="${wave(280, 12, 140)}" fill="#1d4ed8"/><g transform="translate(760 170)"><path d="M0 100 h300 l-40 50 h-230z" fill="#ffffff"/><rect x="50" y="60" width="200" height="40" fill="#f1f5f9"/><rect x="100" y="30" width="110" height="30" fill="#e2e8f0"/><rect x="150" y="0" width="30" height="30" fill="#ef4444"/><g fill="#1e3a8a">${[70, 100, 130, 160, 190, 220].map((x) => `<circle cx="${x}" cy="80" r="6"/>`).join('')}</g></g><path d="${wave(330, 10, 180)}" fill="#1e40af"/>`,
  },
  bagages: {
    sky: ['#f9a8d4', '#fdf2f8'],
    body: `<g transform="translate(780 120)"><rect x="0" y="60" width="140" height="200" rx="20" fill="#be185d"/><path d="M45 60V30h50v30" stroke="#831843" stroke-width="12" fill="none"/><path d="M40 90v140M100 90v140" stroke="#f9a8d4" stroke-width="8"/><rect x="170" y="20" width="170" height="240" rx="22" fill="#0f766e"/><path d="M220 20v-30h70v30" stroke="#134e4a" stroke-width="12" fill="none"/><path d="M210 60v170M300 60v170" stroke="#99f6e4" stroke-width="8"/></g><path d="M0 380 H1200 V400 H0z" fill="#9d174d" opacity="0.4"/>`,
  },
  montagne: {
    sky: ['#93c5fd', '#f0f9ff'],
    body: `<path d="M520 400 L760 130 L880 260 L980 150 L1200 400z" fill="#475569"/><path d="M760 130 l-50 56 h30 l20 -20 l20 24 l30 -10z M980 150 l-36 40 h20 l16 -14 l18 18 l22 -6z" fill="#ffffff"/><path d="M0 330 Q600 300 1200 340 V400 H0z" fill="#166534"/>`,
  },
  neige: {
    sky: ['#bfdbfe', '#ffffff'],
    body: `<path d="M480 400 L720 110 L860 280 L990 130 L1200 400z" fill="#cbd5e1"/><path d="M720 110 l-70 84 h40 l30 -30 l30 34 l40 -20z M990 130 l-60 72 h30 l30 -24 l26 28 l34 -10z" fill="#ffffff"/><path d="M0 320 Q600 280 1200 330 V400 H0z" fill="#ffffff"/>${pine(620, 360, 90, '#1e3a8a')}${pine(1120, 360, 110, '#1e3a8a')}<g fill="#ffffff">${[[560, 80], [640, 160], [900, 60], [1060, 90], [1150, 200], [820, 210]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6"/>`).join('')}</g>`,
  },
  parc: {
    sky: ['#c4b5fd', '#fef3c7'],
    body: `<g transform="translate(940 190)" stroke="#6d28d9" stroke-width="8" fill="none"><circle r="140"/><circle r="12" fill="#6d28d9"/><path d="M0 -140V140M-140 0H140M-99 -99 99 99M99 -99 -99 99"/><path d="M0 0 -70 210M0 0 70 210"/></g><g fill="#f472b6">${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<circle cx="${940 + 140 * Math.cos((a * Math.PI) / 180)}" cy="${190 + 140 * Math.sin((a * Math.PI) / 180)}" r="16"/>`).join('')}</g><path d="M0 370 H1200 V400 H0z" fill="#16a34a"/>`,
  },
  spa: {
    sky: ['#ccfbf1', '#fdf4ff'],
    body: `<g fill="#94a3b8"><ellipse cx="900" cy="320" rx="140" ry="40"/></g><g fill="#cbd5e1"><ellipse cx="900" cy="270" rx="110" ry="34"/></g><g fill="#e2e8f0"><ellipse cx="900" cy="225" rx="80" ry="26"/></g><path d="M900 200 C860 150 880 90 930 60 C960 110 950 170 900 200z" fill="#10b981"/><path d="${wave(350, 6, 200)}" fill="#99f6e4"/>`,
  },
};

export const BANNER_NAMES = Object.keys(SCENES);

export function bannerSvg(name: string): string {
  const scene = SCENES[name];
  if (!scene) throw new Error(`no banner ${name}`);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" preserveAspectRatio="xMidYMid slice">',
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>`,
    '<rect width="1200" height="400" fill="url(#sky)"/>',
    scene.body,
    '</svg>',
    '',
  ].join('\n');
}
