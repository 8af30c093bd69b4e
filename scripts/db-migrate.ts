// `npm run db:migrate`: applies the committed migrations to the database of DATABASE_URL (default ./.data/pglite).
import { openDatabase } from '@/server/db/client';

async function main() {
  const started = Date.now();
  const handle = await openDatabase({ url: process.env.DATABASE_URL });
  await handle.close();
  console.log(`db:migrate: ${handle.kind} database up to date (${Date.now() - started} ms)`);
}

main().catch((error: unknown) => {
  console.error(`db:migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
