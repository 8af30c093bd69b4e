import { jwtVerify, SignJWT } from 'jose';
import type { EditionId } from '@/lib/editions';
import { PREVIEW_LINK_HOURS } from '@/lib/schemas/preview-links';

const ISSUER = 'vacances-deals';
/** Its own audience: a preview token never passes for an editor's token or a newsletter link. */
const AUDIENCE = 'preview-link';

export interface PreviewClaims {
  edition: EditionId;
  path: string;
  expiresAt: Date;
}

/**
 * A signed preview link for one page of one edition, valid PREVIEW_LINK_HOURS. It only opens the page for someone
 * signed in as an editor of that edition: the token is the page and its time limit, not an access right.
 */
export async function signPreviewToken(key: Uint8Array, edition: EditionId, path: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + PREVIEW_LINK_HOURS * 3600;
  const token = await new SignJWT({ path })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(edition)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/** The page a valid token opens; `expired` or `invalid` otherwise (a token of another edition is invalid here). */
export async function readPreviewToken(key: Uint8Array, edition: EditionId, token: string, now = new Date()): Promise<PreviewClaims | 'expired' | 'invalid'> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE, subject: edition, currentDate: now, requiredClaims: ['exp'] });
    if (typeof payload.path !== 'string') return 'invalid';
    return { edition, path: payload.path, expiresAt: new Date(payload.exp! * 1000) };
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid';
  }
}
