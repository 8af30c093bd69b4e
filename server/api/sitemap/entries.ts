import type { EditionId } from '@/lib/editions';
import type { Db } from '@/server/db/types';
import { alternatesAmong, type EditionAlternates } from '../landing/alternates';
import { sitemapCandidates, type SitemapCandidate } from './collect';

/** One `<url>` of an edition's sitemap: its canonical path, last change and the same page in the other editions. */
export interface SitemapEntry {
  path: string;
  lastmod: string | null;
  alternates: EditionAlternates;
}

/** Candidates sharing a group and a translation key: the only ones that can be each other's alternates. */
function byKey(candidates: SitemapCandidate[]): Map<string, SitemapCandidate[]> {
  const out = new Map<string, SitemapCandidate[]>();
  for (const c of candidates) {
    if (!c.translationKey) continue;
    const key = `${c.group}\u0000${c.translationKey}`;
    const list = out.get(key);
    if (list) list.push(c);
    else out.set(key, [c]);
  }
  return out;
}

/**
 * The sitemap entries of an edition, in a stable order (static pages, destinations, categories, shops, posts).
 * Alternates follow the page answers' rule (alternatesAmong) and are kept only where the other page names
 * this one back: search engines ignore one-way hreflang, and a key an editor put on two rows of one edition
 * would otherwise make one of them claim a translation that does not claim it.
 */
export async function sitemapEntries(db: Db, edition: EditionId): Promise<SitemapEntry[]> {
  const candidates = await sitemapCandidates(db, edition);
  const groups = byKey(candidates);
  return candidates
    .filter((c) => c.edition === edition)
    .map((own) => {
      const siblings = own.translationKey ? (groups.get(`${own.group}\u0000${own.translationKey}`) ?? []) : [];
      const alternates: EditionAlternates = {};
      for (const [other, path] of Object.entries(alternatesAmong(edition, own.translationKey, siblings)) as [EditionId, string][]) {
        if (alternatesAmong(other, own.translationKey, siblings)[edition] === own.path) alternates[other] = path;
      }
      return { path: own.path, lastmod: own.lastmod ? new Date(own.lastmod).toISOString() : null, alternates };
    });
}
