import { addressKey } from '@/lib/security/client-address';
import { botReasonOf, type ClickRequest } from '@/lib/clicks/bot-rules';
import { deviceClassOf } from '@/lib/clicks/device-class';
import { sitePageOf } from '@/lib/clicks/referer-page';
import { exitNetworkOf, withClickId } from '@/lib/clicks/sub-id';
import { dailyVisitorHash, newClickId } from '@/lib/clicks/visitor-hash';
import { editions, type EditionId } from '@/lib/editions';
import { siteToday } from '@/lib/time';
import type { Db } from '@/server/db/types';
import { isBurstClick } from './burst-counter';
import { bufferClick } from './click-buffer';
import { daySalt } from './day-salt';
import type { ExitTarget } from './exit-targets';

const editionHosts = (edition: EditionId) => [new URL(editions[edition].origin).hostname, editions[edition].domain.toLowerCase()];

export interface ExitRequest extends ClickRequest {
  address: string | null;
  referer: string | null;
}

/**
 * Counts one exit and answers where it leads: the stored link with a fresh click id in the network's sub-id. The
 * click waits in memory for the next batch write; nothing of the request but the page it came from and the
 * device class is kept, and the visitor only as the day's hash.
 */
export async function recordExit(db: Db, edition: EditionId, target: ExitTarget, request: ExitRequest): Promise<string> {
  const now = new Date();
  const day = siteToday(now);
  const network = exitNetworkOf(target.url, target.feedNetwork);
  const clickId = newClickId();
  const address = request.address ? addressKey(request.address) : 'unknown';
  const userAgent = request.userAgent ?? '';
  const bot = botReasonOf(request) ?? ((await isBurstClick(address)) ? 'burst' : null);
  bufferClick(db, {
    clickId,
    at: now,
    day,
    edition,
    kind: target.kind,
    itemId: target.itemId,
    storeId: target.storeId,
    page: sitePageOf(request.referer, editionHosts(edition)),
    device: deviceClassOf(userAgent),
    network,
    visitorHash: dailyVisitorHash(await daySalt(db, day), edition, address, userAgent),
    bot,
  });
  return withClickId(target.url, network, clickId);
}
