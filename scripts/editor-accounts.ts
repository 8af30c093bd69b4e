// `npm run editor:create -- --email E --role editor|admin [--editions fr-be,nl-be]`: a new editor account.
// `npm run editor:password -- --email E`: a new password for an account, which logs it out everywhere.
// The password is asked on the terminal without echo, or read from EDITOR_PASSWORD (scripts, CI). The database is
// the one the site uses: DATABASE_URL, else the embedded one (which only one process may open: stop `npm start`).
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { editionIds } from '@/lib/editions';
import { newAccount, newPassword } from '@/lib/schemas/auth';
import { createAccount, setPassword } from '@/server/api/auth/accounts';
import { openDatabase } from '@/server/db/client';

/** Reads a line from the terminal without showing what is typed. */
async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('no terminal to ask the password on: set EDITOR_PASSWORD');
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  process.stdout.write(question);
  muted = true;
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

async function password(): Promise<string> {
  if (process.env.EDITOR_PASSWORD) return process.env.EDITOR_PASSWORD;
  const first = await askHidden('Password (at least 12 characters): ');
  const again = await askHidden('The same password again: ');
  if (first !== again) throw new Error('the two passwords differ');
  return first;
}

function fail(messages: Record<string, string[] | undefined>): never {
  for (const [field, list] of Object.entries(messages)) for (const message of list ?? []) console.error(`  ${field}: ${message}`);
  process.exit(1);
}

async function main() {
  const command = process.argv[2];
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: { email: { type: 'string' }, role: { type: 'string' }, editions: { type: 'string' } },
  });
  if (command !== 'create' && command !== 'password') throw new Error('usage: editor-accounts.ts create|password --email …');
  const pass = await password();
  const handle = await openDatabase({ url: process.env.DATABASE_URL });
  try {
    if (command === 'create') {
      const editions = values.editions ? values.editions.split(',').map((e) => e.trim()) : null;
      const parsed = newAccount.safeParse({ email: values.email, role: values.role, editions, password: pass });
      if (!parsed.success) fail(parsed.error.flatten().fieldErrors);
      const account = await createAccount(handle.db, parsed.data);
      if (!account) fail({ email: ['an account with this e-mail already exists (use npm run editor:password)'] });
      const where = account.editions ? account.editions.join(', ') : `every edition (${editionIds.join(', ')})`;
      console.log(`editor:create: ${account.email} can now log in as ${account.role} on ${where}.`);
    } else {
      const checked = newPassword.safeParse(pass);
      if (!checked.success) fail({ password: checked.error.issues.map((i) => i.message) });
      if (!values.email || !(await setPassword(handle.db, values.email, checked.data))) fail({ email: ['no account has this e-mail'] });
      console.log(`editor:password: the password of ${values.email.toLowerCase()} is changed, and every token it held is revoked.`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(`editor accounts: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
