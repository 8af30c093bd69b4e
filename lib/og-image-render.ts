import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { editions, isEditionId } from './editions';
import { OG_HEIGHT, OG_WIDTH, type OgTarget } from './og-image';

const publicDir = path.join(process.cwd(), 'public');
/** The brand's colour, as the site's theme colour. */
const BRAND = '#0e7490';

async function readPublic(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(path.join(publicDir, file));
  } catch {
    return null;
  }
}

/** One of our SVG pictures cropped to the card's frame, rendered sharp enough for its width. */
async function pictureCard(svgPath: string): Promise<Buffer | null> {
  const svg = await readPublic(svgPath);
  if (!svg) return null;
  return sharp(svg, { density: 300 }).resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover' }).png({ compressionLevel: 9 }).toBuffer();
}

/** The edition's card: its logo on a white panel over the brand's colour. */
async function editionCard(edition: string): Promise<Buffer | null> {
  if (!isEditionId(edition)) return null;
  const logo = await readPublic(editions[edition].logo);
  if (!logo) return null;
  const panel = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="330"><rect width="900" height="330" rx="36" fill="#ffffff"/></svg>`,
  );
  const mark = await sharp(logo, { density: 600 }).resize({ width: 720, height: 200, fit: 'inside' }).png().toBuffer();
  return sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 4, background: BRAND } })
    .composite([
      { input: panel, gravity: 'center' },
      { input: mark, gravity: 'center' },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The PNG an `/og/…` path stands for, or null when there is no such picture. */
export async function renderOgImage(target: OgTarget): Promise<Buffer | null> {
  if (target === null) return null;
  return target.kind === 'edition' ? editionCard(target.edition) : pictureCard(target.svgPath);
}
