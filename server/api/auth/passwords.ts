import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's recommendation). */
export const hashPassword = (password: string): Promise<string> => hash(password);

/**
 * A hash of nothing anyone types, verified against when the e-mail is unknown: the login then takes as long as
 * for a real account, so its timing does not tell which addresses have one.
 */
let decoy: Promise<string> | undefined;

/** Whether `password` matches `stored`; with no account (`stored` null), the same work and always false. */
export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hash(crypto.randomUUID());
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
