import { jwtVerify, SignJWT } from 'jose';
import { absoluteUrl, type EditionId } from '@/lib/editions';
import { CONFIRM_LINK_HOURS } from '@/server/api/newsletter/link-tokens';

const ISSUER = 'vacances-deals';

/**
 * The links of the alerts' mails, kept apart by their audience: confirming an address (48 h), managing its alerts
 * ("Mes alertes", for as long as the mail is kept), and the one-click removal of one alert from its mail.
 */
export type AlertLinkPurpose = 'alerts-confirm' | 'alerts-manage' | 'alert-unsubscribe';

/** Which address (and its e-mail: a forgotten and re-created address voids old links), and for one-click, which alert. */
export interface AlertLinkClaims {
  subscriber: number;
  email: string;
  alert?: number;
}

export async function signAlertToken(key: Uint8Array, purpose: AlertLinkPurpose, claims: AlertLinkClaims, now = new Date()): Promise<string> {
  const token = new SignJWT({ email: claims.email, ...(claims.alert !== undefined ? { alert: claims.alert } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(purpose)
    .setSubject(String(claims.subscriber))
    .setIssuedAt(Math.floor(now.getTime() / 1000));
  if (purpose === 'alerts-confirm') token.setExpirationTime(Math.floor(now.getTime() / 1000) + CONFIRM_LINK_HOURS * 3600);
  return token.sign(key);
}

/** The claims of a valid token for `purpose`; `expired` or `invalid` otherwise (forged, another purpose, malformed). */
export async function readAlertToken(key: Uint8Array, purpose: AlertLinkPurpose, token: string, now = new Date()): Promise<AlertLinkClaims | 'expired' | 'invalid'> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: purpose, currentDate: now });
    const subscriber = Number(payload.sub);
    if (!Number.isInteger(subscriber) || typeof payload.email !== 'string') return 'invalid';
    const alert = payload.alert;
    if (purpose === 'alert-unsubscribe' && !Number.isInteger(alert)) return 'invalid';
    return { subscriber, email: payload.email, ...(Number.isInteger(alert) ? { alert: alert as number } : {}) };
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid';
  }
}

/** The visitor's "Mes alertes" / "Mijn meldingen" page path, per edition (see lib/editions' static pages). */
export const ALERTS_PAGE_INTERNAL = '/alerts';

/** The API address a mail client POSTs to for a one-click removal of one alert (RFC 8058). */
export const oneClickAlertUrl = (edition: EditionId, token: string) => absoluteUrl(edition, `/api/alerts/unsubscribe/?language=${edition}&token=${encodeURIComponent(token)}`);
