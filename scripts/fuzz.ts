// `npm run fuzz -- [--count N] [--seed S] [--port P] [--concurrency C] [--editor email:password]`
// A deterministic fuzzer of the running site: N requests drawn from seed S (pages of every family, every API call and
// its parameters, methods, Host values, %-escapes, long and binary inputs, odd request-targets), sent to the server on
// port P — or, without --port, to a production server of its own started from the build on an in-memory database.
// The editors' reads are fuzzed signed in: as --editor on a server of yours, as an account of its own on the fuzzer's.
// Prints how many answers fell in each status class, and every failure: a status ≥ 500, an answer without the
// protective headers, or one that gives away the server's insides; and the requests left unanswered. Exits 1 on any failure, or when over 1 % went unanswered.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { failuresOf, fuzz, FUZZ_EDITOR, MAX_UNANSWERED_SHARE, statusClasses, unansweredOf } from './fuzz/run';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
    port: { type: 'string' },
    concurrency: { type: 'string', default: '4' },
    editor: { type: 'string' },
  },
});

async function ownServer(): Promise<{ port: number; stop: () => void }> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env: { ...process.env, PORT: String(port), DATABASE_URL: 'memory://', NEXT_TELEMETRY_DISABLED: '1', EDITOR_BOOTSTRAP_EMAIL: FUZZ_EDITOR.email, EDITOR_BOOTSTRAP_PASSWORD: FUZZ_EDITOR.password }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const until = Date.now() + 180_000;
  while (!/database ready/.test(log)) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`fuzz: the server did not start (is there a build? run \`npm run build\`):\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, stop: () => child.pid && process.kill(-child.pid, 'SIGTERM') };
}

async function main() {
  const started = values.port ? null : await ownServer();
  const port = started?.port ?? Number(values.port);
  const count = Number(values.count);
  const seed = Number(values.seed);
  const began = Date.now();
  try {
    const given = values.editor ? /^([^:]+):(.+)$/.exec(values.editor) : null;
    if (values.editor && !given) throw new Error('fuzz: --editor takes email:password');
    const editor = given ? { email: given[1], password: given[2] } : started ? FUZZ_EDITOR : undefined;
    if (!editor) console.log('fuzz: no --editor given, the editors\' reads are sent without a token');
    const answers = await fuzz(port, { seed, count, concurrency: Number(values.concurrency), editor });
    const classes = statusClasses(answers);
    console.log(`fuzz: ${count} requests, seed ${seed}, ${((Date.now() - began) / 1000).toFixed(1)} s`);
    console.log('status class  answers');
    for (const [name, n] of Object.entries(classes)) console.log(`${name.padEnd(13)} ${n}`);
    const failures = failuresOf(answers);
    const unanswered = unansweredOf(answers);
    const show = (label: string, list: typeof answers) => {
      for (const f of list.slice(0, 25)) console.log(`${label} ${f.status}${f.leak ? ` (${f.leak})` : ''}: ${f.request.method} ${f.request.target.slice(0, 160)} Host: ${f.request.host.slice(0, 40)}`);
    };
    show('FAIL', failures);
    show('UNANSWERED', unanswered);
    const tooManyUnanswered = unanswered.length > count * MAX_UNANSWERED_SHARE;
    if (failures.length || tooManyUnanswered) console.log(`${failures.length} failure(s), ${unanswered.length} unanswered`);
    process.exitCode = failures.length || tooManyUnanswered ? 1 : 0;
  } finally {
    started?.stop();
  }
}

void main();
