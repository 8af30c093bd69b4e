// `npm run alerts:run [-- --frequency daily|instant]`: runs the alerts' digest now, whatever the hour, for every
// edition, on the database of DATABASE_URL (the embedded one otherwise, like db:seed), and prints how many mails it
// queued. The mails wait in the outbox: the site's outbox worker sends them. What was mailed is never mailed again, so
// a second run with nothing new queues nothing.
import { parseArgs } from 'node:util';
import { alertFrequencies, type AlertFrequency } from '@/lib/alerts/constants';
import { runDigest } from '@/server/alerts/digest';
import { openDatabase } from '@/server/db/client';

const isFrequency = (value: string): value is AlertFrequency => (alertFrequencies as readonly string[]).includes(value);

async function main() {
  const { values } = parseArgs({ options: { frequency: { type: 'string', default: 'daily' } } });
  const frequency = values.frequency;
  if (!isFrequency(frequency)) throw new Error(`--frequency must be one of ${alertFrequencies.join(', ')}`);
  const handle = await openDatabase({ url: process.env.DATABASE_URL });
  try {
    const started = Date.now();
    const { mailsQueued } = await runDigest(handle.db, { frequency });
    console.log(`alerts:run: the ${frequency} digest queued ${mailsQueued} mail${mailsQueued === 1 ? '' : 's'} in ${Date.now() - started} ms`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`alerts:run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
