// `npm run db:seed [-- --scale N] [-- --reset]`: fills an empty database with the demo content.
// --reset empties every table first; --scale multiplies shops, promotions and properties (benchmarks).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
import { queryRows } from '@/server/db/raw';
import { seedIfEmpty } from '@/server/db/seed';

async function main() {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' }, reset: { type: 'boolean', default: false } } });
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1 || scale > 1000) throw new Error('--scale must be a whole number from 1 to 1000');
  const handle = await openDatabase({ url: process.env.DATABASE_URL });
  try {
    if (values.reset) {
      const tables = await queryRows<{ name: string }>(
        handle.db,
        sql`select tablename as name from pg_tables where schemaname = 'public'`,
      );
      if (tables.length) {
        await handle.db.execute(sql.raw(`truncate ${tables.map((t) => `"${t.name}"`).join(', ')} restart identity cascade`));
      }
    }
    const started = Date.now();
    const seeded = await seedIfEmpty(handle.db, { scale });
    if (!seeded) {
      console.log('db:seed: the database already has content; nothing done (use -- --reset to replace it)');
      return;
    }
    const counts = await queryRows<{ name: string; n: number }>(
      handle.db,
      sql`select 'stores' as name, count(*)::int as n from stores union all select 'promotions', count(*)::int from promotions
          union all select 'properties', count(*)::int from properties union all select 'blog_posts', count(*)::int from blog_posts
          union all select 'locations', count(*)::int from locations union all select 'sublocations', count(*)::int from sublocations
          union all select 'categories', count(*)::int from categories`,
    );
    console.log(`db:seed: seeded ${handle.kind} at scale ${scale} in ${Date.now() - started} ms`);
    for (const { name, n } of counts) console.log(`  ${name.padEnd(14)} ${n}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`db:seed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
