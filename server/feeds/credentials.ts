import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A feed's credentials (a network's token, a customer id and passphrase) are stored encrypted with a key the database
 * does not hold: FEEDS_CREDENTIALS_KEY, at least 32 characters. A copy of the database alone gives nobody the
 * networks' accounts. AES-256-GCM, so a stored value that was tampered with reads as nothing rather than as garbage.
 */

const MIN_KEY_LENGTH = 32;
const VERSION = 'v1';

/** The encryption key from the environment, or null when none (long enough) is set. */
function key(): Buffer | null {
  const secret = process.env.FEEDS_CREDENTIALS_KEY?.trim() ?? '';
  return secret.length >= MIN_KEY_LENGTH ? createHash('sha256').update(secret).digest() : null;
}

/** Whether credentials can be stored: the key is set. */
export const canStoreCredentials = (): boolean => key() !== null;

/** The credentials sealed for storage; throws when no key is set (the API refuses the write before that). */
export function sealCredentials(credentials: Record<string, string>): string {
  const secret = key();
  if (!secret) throw new Error('FEEDS_CREDENTIALS_KEY is not set');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The stored credentials, or an empty set when there are none or they cannot be opened (another key, tampering). */
export function openCredentials(stored: string | null): Record<string, string> {
  const secret = key();
  if (!stored || !secret) return {};
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !tag || !sealed) return {};
  try {
    const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}
