import { editionIds } from '@/lib/editions';
import { editorRoles } from './editor-roles';
import { z } from './zod';

/** Longer than any passphrase; argon2 is never asked to hash a megabyte. */
const PASSWORD_MAX = 256;
/** What an editor's password must at least be: long beats clever. */
export const PASSWORD_MIN = 12;

const email = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** `POST /auth-jwt/`: an editor's e-mail and password. */
export const loginBody = z.strictObject({
  email,
  password: z.string().min(1).max(PASSWORD_MAX),
});

/** `POST /auth-jwt-verify/`: a token to check. */
export const verifyBody = z.strictObject({
  token: z.string().min(1).max(4096),
});

/** A new password, as the account scripts take it. */
export const newPassword = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

/** An editor account as created: e-mail, role, and the editions it may write (none listed: all of them). */
export const newAccount = z.strictObject({
  email,
  role: z.enum(editorRoles),
  editions: z.array(z.enum(editionIds)).nullable(),
  password: newPassword,
});

/** `POST /editor_accounts/`: an account an admin creates, with its first password. */
export const accountBody = newAccount.extend({ editions: newAccount.shape.editions.default(null) });

/** `PATCH /editor_accounts/{id}/`: a new role, editions or password for an account. */
export const accountPatch = z
  .strictObject({
    role: newAccount.shape.role,
    editions: newAccount.shape.editions,
    password: newPassword,
  })
  .partial();
