#!/usr/bin/env node
/**
 * `npm test`: every check of the project, one step after the other, stopping at the first that fails, then a table
 * of how long each step took (CI has a time budget; the table shows where it goes). Exits non-zero when a step failed.
 *
 * The smoke step builds the application once; the browser tests reuse that build.
 */
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm run lint'],
  ['import cycles', 'npm run lint:cycles'],
  ['type-check', 'npm run typecheck'],
  ['unit', 'npm run test:unit'],
  ['components', 'npm run test:components'],
  ['api', 'npm run test:api'],
  // The smoke suite runs one server on PostgreSQL (a throwaway cluster): the cache against direct database changes.
  ['build + smoke', 'scripts/with-postgres.sh npm run test:smoke'],
  ['e2e (build reused)', 'npm run test:e2e:built'],
];

const only = process.argv.slice(2);
const unknown = only.filter((word) => !steps.some(([name]) => name.startsWith(word)));
if (unknown.length) {
  console.error(`npm test: no step starts with ${unknown.join(', ')}; the steps are ${steps.map(([name]) => name).join(', ')}`);
  process.exit(2);
}
const results = [];
let failed;
for (const [name, command] of steps) {
  if (only.length && !only.some((word) => name.startsWith(word))) continue;
  console.log(`\n▶ ${name}: ${command}`);
  const started = process.hrtime.bigint();
  const run = spawnSync(command, { shell: true, stdio: 'inherit', env: process.env });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const ok = run.status === 0;
  results.push({ name, seconds, ok });
  if (!ok) {
    failed = name;
    break;
  }
}

const total = results.reduce((sum, r) => sum + r.seconds, 0);
const width = Math.max(...results.map((r) => r.name.length), 'total'.length);
const line = (name, seconds, mark) => `${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${mark}`;
console.log('\nnpm test, time per step:');
for (const r of results) console.log(line(r.name, r.seconds, r.ok ? 'ok' : 'FAILED'));
console.log(line('total', total, failed ? `stopped at ${failed}` : 'all passed'));
process.exit(failed ? 1 : 0);
