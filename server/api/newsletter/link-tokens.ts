import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'vacances-deals';
/** A confirmation link works this long: after that, nobody can be subscribed by an old mail. */
export const CONFIRM_LINK_HOURS = 48;

export type LinkPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe';

/** What a newsletter link says: which subscriber, at which address (a changed address voids it). */
export interface LinkClaims {
  subscriber: number;
  email: string;
}

/**
 * A signed token for the link of a newsletter mail. The audience keeps the two kinds apart: an unsubscribe link
 * never confirms. Confirmation expires after 48 h; unsubscribing works for as long as the mail is kept. `key` is the
 * site's signing secret (`jwtSecret`).
 */
export async function signLinkToken(key: Uint8Array, purpose: LinkPurpose, claims: LinkClaims, now = new Date()): Promise<string> {
  const token = new SignJWT({ email: claims.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(purpose)
    .setSubject(String(claims.subscriber))
    .setIssuedAt(Math.floor(now.getTime() / 1000));
  if (purpose === 'newsletter-confirm') token.setExpirationTime(Math.floor(now.getTime() / 1000) + CONFIRM_LINK_HOURS * 3600);
  return token.sign(key);
}

/** The claims of a valid token for `purpose`; `expired` or `invalid` otherwise. */
export async function readLinkToken(key: Uint8Array, purpose: LinkPurpose, token: string, now = new Date()): Promise<LinkClaims | 'expired' | 'invalid'> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: purpose, currentDate: now });
    const subscriber = Number(payload.sub);
    if (!Number.isInteger(subscriber) || typeof payload.email !== 'string') return 'invalid';
    return { subscriber, email: payload.email };
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid';
  }
}
