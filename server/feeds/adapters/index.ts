import type { FeedNetwork } from '@/server/feeds/voucher';
import type { FeedAdapter } from './adapter';
import { awinAdapter } from './awin';
import { awinCsvAdapter } from './awin-csv';
import { daisyconAdapter } from './daisycon';
import { genericCsvAdapter, genericJsonAdapter } from './generic';
import { tradedoublerAdapter } from './tradedoubler';
import { tradetrackerAdapter } from './tradetracker';

export {
  type FeedAdapter,
  FeedCredentialsError,
  FeedDownloadError,
  FeedParseError,
  type FeedParseReason,
  type FeedSource,
  type FetchedBody,
  type FetchText,
} from './adapter';

/** Each network's adapter: the runner downloads and reads every feed through the one of its network. */
export const feedAdapters: Record<FeedNetwork, FeedAdapter> = {
  awin: awinAdapter,
  awin_csv: awinCsvAdapter,
  tradetracker: tradetrackerAdapter,
  daisycon: daisyconAdapter,
  tradedoubler: tradedoublerAdapter,
  csv: genericCsvAdapter,
  json: genericJsonAdapter,
};
