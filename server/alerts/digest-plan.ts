import type { AlertFrequency } from '@/lib/alerts/constants';
import { absoluteUrl, type EditionId } from '@/lib/editions';
import { log } from '@/lib/log/logger.mjs';
import { successPercent } from '@/lib/promotions/code-feedback';
import { entityPath, staticPath } from '@/lib/routing';
import { categoryChains, categoryUrl } from '@/server/api/categories/tree';
import type { Db } from '@/server/db/types';
import { alertsPageUrl } from './alert-links';
import { signAlertToken } from './alert-tokens';
import { batchAlerts, batchEntries, followedWords, type BatchAlert, type BatchEntry, type BatchSubscriber, type FollowedWords } from './digest-batch';
import { digestDedupeKey } from './digest-periods';
import type { DigestEntry, DigestMailInput, DigestSection, RenderedMail } from './mail-shapes';
import { alertMailWords, expiryWording } from './mail-words';
import { renderDigestMail } from './mails';

/**
 * The link of a section that stops its alert, opened in a browser: the "Mes alertes" page with the alert's one-click
 * token, which the page sends to `POST /api/alerts/unsubscribe/`. Never that API address itself: a browser opens a link
 * with GET, and mail scanners follow every link of a mail, so a GET must not remove anything.
 */
export const removalPageUrl = (edition: EditionId, unsubscribeToken: string) =>
  absoluteUrl(edition, `${staticPath(edition, 'alerts') ?? '/mes-alertes'}?unsubscribe=${encodeURIComponent(unsubscribeToken)}`);

/** A section shows the newest this many; the rest is counted, with a link to the page that lists them. */
export const ENTRIES_PER_SECTION = 10;

/** The digest one address is about to get: its key in the outbox, what it says, and the mail as rendered. */
export interface PlannedDigest {
  subscriber: BatchSubscriber;
  dedupeKey: string;
  input: DigestMailInput;
  mail: RenderedMail;
  /** Each section's one-click token, by alert: the mail's `List-Unsubscribe` carries its first section's. */
  unsubscribeTokens: Map<number, string>;
}

/** The items by a key of theirs, in their order. */
function groupBy<K, V>(items: readonly V[], key: (item: V) => K): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** What a section is called: the shop's or the category's name, or the searched words in quotes. */
function followedName(alert: BatchAlert): string | null {
  if (alert.kind === 'store') return alert.storeName;
  if (alert.kind === 'category') return alert.categoryName;
  return alert.query ? alertMailWords(alert.edition)('queryFollowed', { query: alert.query }) : null;
}

/** The shop page with the promotion's code open, and the alert as where the visitor came from. */
export const entryUrl = (edition: EditionId, storeSlug: string, promotionId: number) =>
  `${absoluteUrl(edition, entityPath(edition, 'store', [storeSlug]))}?code=${promotionId}&utm_source=alert`;

function entryOf(edition: EditionId, row: BatchEntry, now: Date): DigestEntry {
  return {
    promotionId: row.promotionId,
    storeName: row.storeName,
    storeLogo: row.storeIcon,
    title: row.title,
    offer: row.offer,
    expiry: expiryWording(edition, row.expiresAt, now),
    successRate: row.workedVotes === null ? null : successPercent({ worked: row.workedVotes, failed: row.failedVotes ?? 0 }),
    url: entryUrl(edition, row.storeSlug, row.promotionId),
  };
}

/** The page listing all of a followed thing's promotions: the shop's, the category's, or the search's. */
function followedPageUrl(alert: BatchAlert, categoryPaths: Map<number, string>): string | null {
  const { edition } = alert;
  if (alert.kind === 'store' && alert.storeSlug) return absoluteUrl(edition, entityPath(edition, 'store', [alert.storeSlug]));
  if (alert.kind === 'category' && alert.categoryId !== null) {
    const path = categoryPaths.get(alert.categoryId);
    return path ? absoluteUrl(edition, path) : null;
  }
  if (alert.kind === 'query' && alert.query) return `${absoluteUrl(edition, staticPath(edition, 'search') ?? '/search')}?str=${encodeURIComponent(alert.query)}&kind=promotions`;
  return null;
}

/** The category pages of the followed categories whose sections overflow, read per edition. */
async function overflowingCategoryPaths(db: Db, alerts: BatchAlert[], overflowing: Set<number>): Promise<Map<number, string>> {
  const paths = new Map<number, string>();
  const wanted = alerts.filter((alert) => alert.kind === 'category' && alert.categoryId !== null && overflowing.has(alert.id));
  for (const [edition, ofEdition] of groupBy(wanted, (alert) => alert.edition)) {
    const ids = ofEdition.flatMap((alert) => (alert.categoryId === null ? [] : [alert.categoryId]));
    for (const [id, chain] of await categoryChains(db, edition, ids)) paths.set(id, categoryUrl(edition, chain));
  }
  return paths;
}

/**
 * The digests of a batch of addresses: for each one with something new, one mail with a section per followed thing
 * (a promotion two of them follow shows in both). The mail's `List-Unsubscribe` (RFC 8058: one URL, POSTed by the
 * mail client) stops the alert of its first section, and only that one: a one-click removal stops one alert, never
 * the others. A mail of one section is then stopped whole; in a mail of several, each section carries its own removal
 * link and the footer the link to "Mes alertes", where everything can be stopped at once.
 */
export async function planDigests(
  db: Db,
  batch: BatchSubscriber[],
  { frequency, now, key }: { frequency: AlertFrequency; now: Date; key: Uint8Array },
): Promise<PlannedDigest[]> {
  const subscriberIds = batch.map((s) => s.id);
  const alerts = await batchAlerts(db, frequency, subscriberIds);
  const queries = new Map<string, FollowedWords>();
  for (const alert of alerts) {
    const words = alert.kind === 'query' && alert.query ? followedWords(alert.edition, alert.query) : null;
    if (words) queries.set(`${words.edition}\u0000${words.query}`, words);
  }
  const editions = [...new Set(batch.map((s) => s.edition))];
  const entries = await batchEntries(db, { frequency, subscriberIds, editions, queries: [...queries.values()], now, perSection: ENTRIES_PER_SECTION });
  if (entries.length === 0) return [];

  const byAlert = groupBy(entries, (row) => row.alertId);
  const overflowing = new Set([...byAlert].filter(([, rows]) => rows[0].total > rows.length).map(([id]) => id));
  const categoryPaths = await overflowingCategoryPaths(db, alerts, overflowing);
  const alertsOf = groupBy(alerts, (alert) => alert.subscriberId);

  // Links are signed on the real clock: a token dated in the future (a run given another `now`) would be refused.
  const signedAt = new Date();
  const plans: PlannedDigest[] = [];
  for (const subscriber of batch) {
    const claims = { subscriber: subscriber.id, email: subscriber.email };
    const sections: DigestSection[] = [];
    const unsubscribeTokens = new Map<number, string>();
    for (const alert of alertsOf.get(subscriber.id) ?? []) {
      const rows = byAlert.get(alert.id);
      const followed = followedName(alert);
      if (!rows || followed === null) continue;
      const token = await signAlertToken(key, 'alert-unsubscribe', { ...claims, alert: alert.id }, signedAt);
      unsubscribeTokens.set(alert.id, token);
      const moreUrl = rows[0].total > rows.length ? followedPageUrl(alert, categoryPaths) : null;
      sections.push({
        alertId: alert.id,
        followed,
        entries: rows.map((row) => entryOf(subscriber.edition, row, now)),
        unsubscribeUrl: removalPageUrl(subscriber.edition, token),
        ...(moreUrl ? { more: { count: rows[0].total - rows.length, url: moreUrl } } : {}),
      });
    }
    if (sections.length === 0) continue;
    const manageUrl = alertsPageUrl(subscriber.edition, await signAlertToken(key, 'alerts-manage', claims, signedAt));
    const input: DigestMailInput = { edition: subscriber.edition, frequency, sections, manageUrl };
    try {
      plans.push({
        subscriber,
        dedupeKey: digestDedupeKey(frequency, subscriber.id, subscriber.edition, now),
        input,
        mail: await renderDigestMail(input),
        unsubscribeTokens,
      });
    } catch (error) {
      // One mail that cannot be rendered waits for the next run; the others of the batch go.
      log.error({ err: error, subscriber: subscriber.id }, 'an alert digest could not be rendered');
    }
  }
  return plans;
}
