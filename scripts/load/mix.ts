import autocannon from 'autocannon';

/** What visitors ask in a traffic spike, by share: pages of each family on the three editions, and the API calls behind them. */
export interface LoadTarget {
  path: string;
  host: string;
}

/** The mix, built from the site's own content so that every address exists. */
export async function loadMix(base: string): Promise<LoadTarget[]> {
  const read = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${base}${path}`);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return (await res.json()) as T;
  };
  const [frStores, nlStores] = await Promise.all([
    read<{ results: { slug: string; id: number }[] }>('/api/stores/top/?language=fr-be'),
    read<{ results: { slug: string; id: number }[] }>('/api/stores/top/?language=nl-be'),
  ]);
  const shops = (host: string, list: { slug: string }[]) => list.slice(0, 4).map((s) => ({ path: `/${s.slug}`, host }));
  return [
    { path: '/', host: 'vacances.be' },
    { path: '/', host: 'vakanties.be' },
    { path: '/', host: 'vacances.fr' },
    { path: '/faq', host: 'vacances.be' },
    { path: '/blog', host: 'vakanties.be' },
    { path: '/comparateur', host: 'vacances.be' },
    ...shops('vacances.be', frStores.results),
    ...shops('vakanties.be', nlStores.results),
    { path: '/api/promotions/homepage/?language=fr-be', host: 'vacances.be' },
    { path: '/api/stores/top/?language=nl-be', host: 'vakanties.be' },
    { path: `/api/stores/${frStores.results[0].id}/promotions_counts/?language=fr-be`, host: 'vacances.be' },
    { path: '/api/health/', host: 'vacances.be' },
  ];
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts, and answers that were not 2xx or 3xx. */
  errors: number;
  statuses: Record<string, number>;
}

/** `connections` clients asking the mix in turn for `seconds` against `base`. */
export async function runLoad(base: string, targets: LoadTarget[], { connections, seconds }: { connections: number; seconds: number }): Promise<LoadResult> {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: targets.map((t) => ({ method: 'GET', path: t.path, headers: { host: t.host } })),
    // A redirect counts as an answer: the site answers some shops' old addresses with 301.
    headers: { 'accept-encoding': 'gzip' },
  });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = (stat as { count: number }).count;
  const failedAnswers = Object.entries(statuses).filter(([code]) => Number(code) >= 400).reduce((sum, [, n]) => sum + n, 0);
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + failedAnswers,
    statuses,
  };
}
