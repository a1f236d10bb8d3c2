import autocannon from 'autocannon';

export type LoadResult = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/**
 * Sends load from this process to a server on loopback for a bounded time and reports
 * throughput and latency percentiles (milliseconds). Never targets anything but 127.0.0.1.
 */
export async function load(
  name: string,
  url: string,
  {
    duration = 10,
    connections = 10,
    headers = {} as Record<string, string>,
    method = 'GET' as 'GET' | 'POST',
    body = undefined as string | undefined,
  } = {},
): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`benchmarks only target loopback: ${url}`);
  const sent = body === undefined ? headers : { 'content-type': 'application/json', ...headers };
  const r = await autocannon({ url, duration, connections, method, body, headers: sent });
  return {
    name,
    requestsPerSecond: Math.round(r.requests.average),
    p50: r.latency.p50,
    // autocannon reports p90 and p97.5 but not p95; take the upper one so the bound stays honest.
    p95: r.latency.p97_5,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

export function markdownTable(results: LoadResult[]): string {
  const rows = results.map(
    (r) => `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors + r.non2xx} |`,
  );
  return [
    '| scenario | req/s | p50 ms | p95 ms (p97.5) | p99 ms | errors |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
