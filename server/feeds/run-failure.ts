import type { EditionId } from '@/lib/editions';
import type { FeedRunError } from '@/lib/feeds/constants';
import type { EditorErrorKey } from '@/lib/forms/editor-issue-message';
import { editorWords } from '@/lib/forms/editor-words';
import { log } from '@/lib/log/logger.mjs';
import { FeedCredentialsError, FeedDownloadError, FeedParseError } from './adapters';
import { FeedFetchError } from './safe-fetch';

/** Why a download failed, in the words the admin reads in the run's report. */
const fetchFailures: Record<FeedFetchError['reason'], EditorErrorKey> = {
  badUrl: 'feedFetchBadUrl',
  protocol: 'feedFetchProtocol',
  privateAddress: 'feedFetchPrivate',
  timeout: 'feedFetchTimeout',
  tooLarge: 'feedFetchTooLarge',
  status: 'feedFetchStatus',
  network: 'feedFetchNetwork',
  tooManyRedirects: 'feedFetchRedirects',
};

const parseFailures: Record<FeedParseError['reason'], EditorErrorKey> = {
  notJson: 'feedParseNotJson',
  notCsv: 'feedParseNotCsv',
  notXml: 'feedParseNotXml',
  noItems: 'feedParseNoItems',
  soapFault: 'feedParseSoapFault',
  badMapping: 'feedParseBadMapping',
};

/**
 * A run that failed as a whole (nothing downloaded, nothing readable), as its report says it: the field at fault
 * (`url` for the download, `body` for its content) and the reason in the edition's words. Anything unexpected is
 * logged for the team and reported without its details.
 */
export function runFailure(error: unknown, edition: EditionId): FeedRunError {
  const t = editorWords(edition);
  if (error instanceof FeedFetchError) return { item: '', field: 'url', message: t(fetchFailures[error.reason], { status: error.status ?? 0 }) };
  if (error instanceof FeedDownloadError) return { item: '', field: 'url', message: t('feedFetchStatus', { status: error.status }) };
  if (error instanceof FeedParseError) return { item: '', field: 'body', message: t(parseFailures[error.reason]) };
  if (error instanceof FeedCredentialsError) return { item: '', field: 'credentials', message: t('feedCredentialsMissing', { credential: error.credential }) };
  log.error({ err: error }, 'a feed run failed');
  return { item: '', field: '', message: t('feedFailed') };
}
