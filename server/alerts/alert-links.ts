import { absoluteUrl, type EditionId } from '@/lib/editions';
import { staticPath } from '@/lib/routing';
import { oneClickAlertUrl } from './alert-tokens';

/**
 * The visitor's "Mes alertes" / "Mijn meldingen" page on the edition's own domain, opened by a mail's link: with
 * `token` (the manage token) it lists the address's alerts; with `confirm` it confirms the address first.
 */
export function alertsPageUrl(edition: EditionId, token: string, param: 'token' | 'confirm' = 'token'): string {
  const path = staticPath(edition, 'alerts') ?? '/mes-alertes';
  return absoluteUrl(edition, `${path}?${param}=${encodeURIComponent(token)}`);
}

/** Headers of a mail about one alert, so that mail clients offer to stop that alert with one click (RFC 8058). */
export const oneClickAlertHeaders = (edition: EditionId, unsubscribeToken: string): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClickAlertUrl(edition, unsubscribeToken)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
