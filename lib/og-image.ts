import type { EditionId } from './editions';

/**
 * Social-card pictures. Networks ignore SVG, and every picture of the demo content and every logo is SVG, so pages
 * point their `og:image` at a PNG of 1200×630 that `app/og/[...path]` renders from the SVG (and keeps).
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** A picture of ours by its path under `public/`, without its extension: folders and a name, no dots. */
const PICTURE_PATH = String.raw`(?:images|logos)/(?:[a-z0-9_-]+/)*[a-z0-9_-]+`;
const SVG_PICTURE = new RegExp(String.raw`^/(${PICTURE_PATH})\.svg$`, 'i');
const CARD_OF_PICTURE = new RegExp(String.raw`^/(${PICTURE_PATH})\.png$`, 'i');

/** The card of an edition (its logo on the brand's colour): pages without a picture of their own. */
export const editionOgImagePath = (edition: EditionId): string => `/og/edition/${edition}.png`;

/** The card of a page's own picture (`/images/destinations/espagne.svg` → `/og/images/destinations/espagne.png`); null for a picture that is not one of our SVG files. */
export function pictureOgImagePath(src: string): string | null {
  const match = SVG_PICTURE.exec(src);
  return match ? `/og/${match[1]}.png` : null;
}

/** What an `/og/…` path asks for: an edition's card, one of our SVG pictures, or nothing we serve. */
export type OgTarget = { kind: 'edition'; edition: string } | { kind: 'picture'; svgPath: string } | null;

export function ogTargetOf(segments: readonly string[]): OgTarget {
  const path = `/${segments.join('/')}`;
  const edition = /^\/edition\/([a-z]{2}-[a-z]{2})\.png$/.exec(path);
  if (edition) return { kind: 'edition', edition: edition[1] };
  const picture = CARD_OF_PICTURE.exec(path);
  return picture ? { kind: 'picture', svgPath: `${picture[1]}.svg` } : null;
}
