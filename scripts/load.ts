// `npm run load -- [--url http://127.0.0.1:8080] [--connections 50] [--seconds 60] [--compare http://127.0.0.1:3101]`
// autocannon against a running site (by default the cluster's nginx, `scripts/cluster.sh start`): a mix of pages of
// the three editions and the API calls behind them. Prints requests per second, p50 and p99 latency, and the errors
// (connection errors, timeouts, answers ≥ 400), which must be 0; exits 1 otherwise. `--compare URL` runs the same
// load against another address first (one instance alone), for a table of one instance against two.
import { parseArgs } from 'node:util';
import { loadMix, runLoad, type LoadResult } from './load/mix';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: `http://127.0.0.1:${process.env.CLUSTER_PORT ?? 8080}` },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    compare: { type: 'string' },
  },
});

const row = (label: string, r: LoadResult) =>
  `${label.padEnd(34)} ${String(Math.round(r.rps)).padStart(7)} ${String(r.p50).padStart(6)} ${String(r.p99).padStart(6)} ${String(r.errors).padStart(7)}   ${JSON.stringify(r.statuses)}`;

async function main() {
  const options = { connections: Number(values.connections), seconds: Number(values.seconds) };
  const targets = await loadMix(values.url!);
  console.log(`load: ${options.connections} connections for ${options.seconds} s, ${targets.length} addresses in turn`);
  console.log(`${'target'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(6)} ${'p99 ms'.padStart(6)} ${'errors'.padStart(7)}   statuses`);
  let failed = false;
  for (const [label, base] of [...(values.compare ? [[`one instance (${values.compare})`, values.compare]] : []), [`${values.url}`, values.url!]] as [string, string][]) {
    const result = await runLoad(base, targets, options);
    console.log(row(label, result));
    failed ||= result.errors > 0;
  }
  process.exitCode = failed ? 1 : 0;
}

void main();
