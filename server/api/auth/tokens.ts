import { errors, jwtVerify, SignJWT } from 'jose';
import { editionIds, type EditionId } from '@/lib/editions';
import { editorRoles, type EditorRole } from '@/lib/schemas/editor-roles';
import { z } from '@/lib/schemas/zod';
import type { Db } from '@/server/db/types';
import { jwtSecret } from './jwt-secret';

/** The only algorithm a token may name: a token saying `none`, RS256 or anything else is refused unread. */
const ALGORITHM = 'HS256';
export const TOKEN_ISSUER = 'vacances-deals';
export const TOKEN_AUDIENCE = 'vacances-deals-editors';
/** A working day's session: long enough not to interrupt an editor, short enough that a lost token soon dies. */
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

/** What a token says about its editor; the account is read again on every request all the same. */
export interface EditorClaims {
  sub: string;
  email: string;
  role: EditorRole;
  /** The editions the account may write; null: all of them. */
  editions: EditionId[] | null;
  /** The account's token version when it was signed: a raised version revokes it. */
  ver: number;
  iat: number;
  exp: number;
  iss: string;
  aud: string;
}

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  email: z.string(),
  role: z.enum(editorRoles),
  editions: z.array(z.enum(editionIds)).nullable(),
  ver: z.number().int().nonnegative(),
  iat: z.number(),
  exp: z.number(),
  iss: z.literal(TOKEN_ISSUER),
  aud: z.literal(TOKEN_AUDIENCE),
});

export interface TokenSubject {
  id: number;
  email: string;
  role: EditorRole;
  editions: EditionId[] | null;
  tokenVersion: number;
}

export async function signEditorToken(db: Db, account: TokenSubject, now = Math.floor(Date.now() / 1000)): Promise<string> {
  return new SignJWT({ email: account.email, role: account.role, editions: account.editions, ver: account.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(account.id))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + TOKEN_LIFETIME_SECONDS)
    .sign(await jwtSecret(db));
}

/** Why a token was refused, in the words of the REST-framework JWT package the endpoint names follow. */
export class InvalidToken extends Error {}

/** The claims of a token signed by us, for us, not expired; `InvalidToken` otherwise. */
export async function readEditorToken(db: Db, token: string): Promise<EditorClaims> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, await jwtSecret(db), { algorithms: [ALGORITHM], issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, requiredClaims: ['exp', 'iat', 'sub'] }));
  } catch (error) {
    throw new InvalidToken(error instanceof errors.JWTExpired ? 'Signature has expired.' : 'Error decoding signature.');
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw new InvalidToken('Invalid payload.');
  return claims.data;
}
