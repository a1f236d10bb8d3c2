import fs from 'node:fs';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

/** Where a frame's code lives: a package under node_modules, an app folder, Node itself, or V8's own buckets. */
export function owner(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : 'native';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node internals';
  const app = /\/(src\/server\/[^/]+(?:\/[^/]+)?)\//.exec(url);
  if (app) return app[1]!;
  return url.replace(/^.*\/(?=[^/]+\/[^/]+$)/, '');
}

/**
 * A markdown summary of a V8 CPU profile: busy main-thread time per request, self time by package
 * or app folder, time with each on the stack, and the top functions by self time. `requests` is how many requests
 * the profiled run served.
 */
export function summariseProfile(file: string, requests: number): string {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const ownerOf = (id: number) => {
    const { url, functionName } = nodes.get(id)!.callFrame;
    return owner(url, functionName);
  };
  const generic = new Set(['native', 'node internals', '(root)']);
  let total = 0;
  let idle = 0;
  const attributed = new Map<string, number>();
  const onStack = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, us: number) => m.set(k, (m.get(k) ?? 0) + us);
  profile.samples.forEach((leaf, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    total += us;
    const { functionName, url, lineNumber } = nodes.get(leaf)!.callFrame;
    if (functionName === '(idle)') {
      idle += us;
      return;
    }
    add(
      byFunction,
      `${functionName || '(anonymous)'} ${owner(url, functionName)}${url ? `:${lineNumber + 1}` : ''}`,
      us,
    );
    // Native and Node frames (socket writes, string encoding) count for the code that called them.
    const seen = new Set<string>();
    let first: string | undefined;
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      const who = ownerOf(id);
      if (generic.has(who)) continue;
      first ??= who;
      seen.add(who);
    }
    add(attributed, first ?? ownerOf(leaf), us);
    for (const who of seen) add(onStack, who, us);
  });
  const busy = total - idle;
  const pct = (us: number) => ((us / busy) * 100).toFixed(1);
  const perRequest = (us: number) => (us / 1000 / requests).toFixed(3);
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `| ${k} | ${perRequest(us)} | ${pct(us)} |`);
  return [
    `busy main thread ${(busy / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms sampled, ${requests} requests: ` +
      `${(busy / 1000 / requests).toFixed(3)} ms a request`,
    '',
    '| self time by owner (Node and native frames count for their caller) | ms a request | % of busy |',
    '|---|---|---|',
    ...top(attributed, 14),
    '',
    '| on the stack (inclusive) | ms a request | % of busy |',
    '|---|---|---|',
    ...top(onStack, 14),
    '',
    '| top functions (self) | ms a request | % of busy |',
    '|---|---|---|',
    ...top(byFunction, 15),
  ].join('\n');
}
