import { and, eq } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import type { ExitRef } from '@/lib/clicks/go-paths';
import type { ClickKind } from '@/lib/clicks/constants';
import { properties, promotions, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { isPublicPromotion } from '@/server/api/shared/promotions';
import { publicStoresOf } from '@/server/api/shared/stores';

/** Where an exit leads: the stored link, the item it belongs to, and the feed network that brought it, if any. */
export interface ExitTarget {
  kind: ClickKind;
  itemId: number;
  storeId: number | null;
  url: string;
  feedNetwork: string | null;
}

/** Only a web address leaves the site: anything else stored by mistake is no way out. */
const isWebUrl = (url: string) => /^https?:\/\/[^\s]+$/i.test(url.trim());

/**
 * How long a found target is reused without asking the database: the exits are the busiest call of the site, and
 * an item's link or visibility changes rarely. A write through this process's API forgets its edition's targets at
 * once; another instance's, or a feed run's, shows here within this time.
 */
const REUSED_MS = 5000;
const found = new WeakMap<Db, Map<string, { target: ExitTarget; until: number }>>();

const keyOf = (edition: EditionId, ref: ExitRef) => `${edition} ${ref.kind} ${ref.kind === 'store' ? ref.slug : ref.id}`;

/**
 * The stored link of an item visitors of the edition may see, or null: an unknown id, a draft, a withdrawn or
 * trashed promotion, another edition's item, or a link that is no web address. Nothing of the request chooses it.
 */
export async function exitTargetOf(db: Db, edition: EditionId, ref: ExitRef): Promise<ExitTarget | null> {
  let targets = found.get(db);
  if (!targets) found.set(db, (targets = new Map()));
  const key = keyOf(edition, ref);
  const now = Date.now();
  const known = targets.get(key);
  if (known && known.until > now) return known.target;
  const stored = await storedTarget(db, edition, ref);
  const target = stored && isWebUrl(stored.url) ? { ...stored, url: stored.url.trim() } : null;
  if (target) targets.set(key, { target, until: now + REUSED_MS });
  else targets.delete(key);
  return target;
}

/** Forgets the targets of an edition: one of its items was written. */
export function forgetExitTargets(db: Db, edition: EditionId): void {
  const targets = found.get(db);
  if (!targets) return;
  for (const key of targets.keys()) if (key.startsWith(`${edition} `)) targets.delete(key);
}

async function storedTarget(db: Db, edition: EditionId, ref: ExitRef): Promise<ExitTarget | null> {
  if (ref.kind === 'promotion') {
    const [row] = await db
      .select({ id: promotions.id, url: promotions.link, storeId: promotions.storeId, feedNetwork: promotions.sourceNetwork })
      .from(promotions)
      .where(and(eq(promotions.id, ref.id), eq(promotions.edition, edition), isPublicPromotion()))
      .limit(1);
    return row ? { kind: 'promotion', itemId: row.id, storeId: row.storeId, url: row.url, feedNetwork: row.feedNetwork } : null;
  }
  if (ref.kind === 'store') {
    const [row] = await db
      .select({ id: stores.id, url: stores.websiteUrl })
      .from(stores)
      .where(and(eq(stores.slug, ref.slug), publicStoresOf(edition)))
      .limit(1);
    return row ? { kind: 'store', itemId: row.id, storeId: row.id, url: row.url, feedNetwork: null } : null;
  }
  const [row] = await db
    .select({ id: properties.id, url: properties.link })
    .from(properties)
    .where(and(eq(properties.id, ref.id), eq(properties.edition, edition)))
    .limit(1);
  return row ? { kind: 'offer', itemId: row.id, storeId: null, url: row.url, feedNetwork: null } : null;
}
